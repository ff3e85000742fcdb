/**
 * The daily roll-up of analytics: yesterday's (and any missed day's) events counted per site, event and
 * source into `analytics_daily` — recounted whole, so running it twice changes nothing — and raw events
 * older than ANALYTICS_RAW_DAYS removed.
 */
import { ANALYTICS_RAW_DAYS } from "@portal/domain";
import type pg from "pg";
import type { BackgroundTask } from "../../background/queue.ts";

export const ANALYTICS_ROLLUP_TASK = "analytics.rollup";

export async function rollUpAnalytics(pool: pg.Pool): Promise<{ days: number; removed: number }> {
  const { rowCount } = await pool.query(
    `INSERT INTO analytics_daily (day, site_id, name, source, events, visitors)
     SELECT created_at::date, site_id, name, source, count(*)::int, count(DISTINCT visitor_id)::int
       FROM analytics_events
      WHERE created_at < current_date AND created_at >= current_date - $1::int
      GROUP BY 1, 2, 3, 4
     ON CONFLICT (day, site_id, name, source) DO UPDATE SET events = EXCLUDED.events, visitors = EXCLUDED.visitors`,
    [ANALYTICS_RAW_DAYS],
  );
  const removed = await pool.query("DELETE FROM analytics_events WHERE created_at < current_date - $1::int", [
    ANALYTICS_RAW_DAYS,
  ]);
  return { days: rowCount ?? 0, removed: removed.rowCount ?? 0 };
}

export function createAnalyticsRollupTask(options: {
  pool: pg.Pool;
  log: { info(object: object, message: string): void };
}): BackgroundTask {
  return {
    name: ANALYTICS_ROLLUP_TASK,
    retry: { limit: 3, delaySeconds: 300, maxDelaySeconds: 3600 },
    expireInSeconds: 1800,
    isSingleton: true,
    pollingIntervalSeconds: 60,
    schedules: [{ cron: "20 0 * * *" }],
    async run() {
      options.log.info(await rollUpAnalytics(options.pool), "analytics rolled up");
    },
  };
}
