/**
 * First-party analytics (spec §4 events, §7 event publish, bug events). A page's batch is stored in one
 * statement; the visit's source follows the spec's rule (spl=…Auto_Mailer/Manual_Mailer… is "mailer",
 * anything else "google") and its referrer is kept only as "organic search or not". Staff read daily
 * counts: past days from the roll-up (rollup.ts), today from the raw events.
 */
import type { AnalyticsContract, AnalyticsDay } from "@portal/contracts";
import { isOrganicReferrer, referralSource } from "@portal/domain";
import type pg from "pg";
import { requireStaffArea } from "../../auth/staff.ts";

export function createAnalyticsService(pool: pg.Pool): AnalyticsContract {
  return {
    async record(batch, sender) {
      const source = referralSource(batch.search);
      const organic = isOrganicReferrer(batch.referrer);
      const { events } = batch;
      await pool.query(
        `INSERT INTO analytics_events (site_id, name, label, path, user_type, visitor_id, user_id, source, organic)
         SELECT $1, e.name, e.label, e.path, $5, $6, $7, $8, $9
           FROM unnest($2::text[], $3::text[], $4::text[]) AS e(name, label, path)`,
        [
          sender.siteId,
          events.map((event) => event.name),
          events.map((event) => event.label),
          // The path only: a query string may hold what someone typed.
          events.map((event) => event.path.split("?")[0] ?? ""),
          sender.user ? "user" : "guest",
          sender.visitorId || null,
          sender.user?.id ?? null,
          source,
          organic,
        ],
      );
    },

    async daily(staff, siteId, days) {
      requireStaffArea(staff, "content");
      const span = Math.max(1, Math.min(90, Math.trunc(days)));
      const { rows } = await pool.query<{
        day: string;
        name: string;
        source: string;
        events: number;
        visitors: number;
      }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, name, source, events, visitors FROM analytics_daily
          WHERE site_id = $1 AND day >= current_date - $2::int AND day < current_date
         UNION ALL
         SELECT to_char(current_date, 'YYYY-MM-DD'), name, source, count(*)::int, count(DISTINCT visitor_id)::int
           FROM analytics_events WHERE site_id = $1 AND created_at >= current_date
          GROUP BY name, source
          ORDER BY 1, 2, 3`,
        [siteId, span],
      );
      return rows satisfies AnalyticsDay[];
    },
  };
}
