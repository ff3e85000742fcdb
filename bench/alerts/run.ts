/**
 * Job alerts bench: the morning run of many alerts over a large job table, and how soon an instant
 * alert's e-mail is queued after a matching job is posted. See bench/README.md.
 *
 *   node bench/alerts/run.ts --data-dir /tmp/bench-1m [--alerts 100000] [--new-jobs 20000]
 *        [--instant 500] [--instant-minutes 3]
 *
 * Uses a data directory seeded by the search bench (`npm run bench:search -- --jobs 1000000 --keep
 * --data-dir /tmp/bench-1m`). It adds `--alerts` daily alerts over the nine sites (searches drawn from
 * each site's popular titles and skills, half with a popular city) whose last run was just before the
 * newest `--new-jobs` live postings (the alerts' day), then, in this process with the portal's own alert tasks: dispatches every due alert
 * and lets the run workers match each one and queue its e-mail (the e-mails are queued, not delivered),
 * timing it all; then `--instant` instant alerts, and jobs posted one by one over `--instant-minutes`,
 * timing from each posting to the e-mails it causes being queued.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { migrateDatabase, openDatabase } from "@portal/db";
import { parseSearchParams, type SiteId } from "@portal/domain";
import type pg from "pg";
import { startBackground } from "../../apps/server/src/background/queue.ts";
import {
  createAlertTasks,
  DISPATCH_TASK,
  RUN_TASK,
} from "../../apps/server/src/features/job-alerts/index.ts";
import {
  createDeliveryTask,
  createNotifier,
  DELIVER_TASK,
} from "../../apps/server/src/features/notifications/index.ts";
import { createSearchConnections, createSearchService } from "../../apps/server/src/features/search/index.ts";
import { log } from "../harness.ts";

const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    alerts: { type: "string", default: "100000" },
    "new-jobs": { type: "string", default: "20000" },
    instant: { type: "string", default: "500" },
    "instant-minutes": { type: "string", default: "3" },
    port: { type: "string", default: "5498" },
  },
});
const count = (text: string) => Number(text.replace(/[_,]/g, ""));
const alertCount = count(values.alerts);
const newJobs = count(values["new-jobs"]);
const instantCount = count(values.instant);
const instantMinutes = Number(values["instant-minutes"]);
if (!values["data-dir"]) throw new Error("--data-dir is required (a directory seeded by the search bench)");

const quiet = {
  info: () => {},
  warn: () => {},
  error: (object: { err?: unknown }, message: string) =>
    log(`${message}: ${object.err instanceof Error ? object.err.message : JSON.stringify(object)}`),
};

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function waitForEmpty(pool: pg.Pool, queue: string, report: (left: number) => void): Promise<void> {
  let last = Date.now();
  for (;;) {
    const { rows } = await pool.query<{ left: number }>(
      "SELECT count(*)::int AS left FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active')",
      [queue],
    );
    const left = rows[0]?.left ?? 0;
    if (left === 0) return;
    if (Date.now() - last > 30_000) {
      report(left);
      last = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Alerts over the nine sites, their searches drawn from each site's dictionary as people's are: a few
 * searches are very common and most are rare (a term's rank drawn log-uniformly from the site's 2,000
 * most popular titles and skills, so rank r is chosen about as often as 1/r), half with a city (likewise
 * from its 50 most popular), three in ten with years of experience. Seeded: the same every run.
 */
async function addAlerts(
  pool: pg.Pool,
  frequency: "daily" | "instant",
  howMany: number,
  tag: string,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT setseed(0.25)");
    await client.query(
      `WITH terms AS (
         SELECT site_id, term, row_number() OVER (PARTITION BY site_id ORDER BY popularity DESC) AS n
           FROM search_terms WHERE kind IN ('title', 'skill') AND is_whole_term AND term ~ '^[a-z][a-z ]+$'
       ),
       cities AS (
         SELECT site_id, display, row_number() OVER (PARTITION BY site_id ORDER BY popularity DESC) AS n
           FROM search_terms WHERE kind = 'location' AND is_whole_term
       ),
       sizes AS (
         SELECT t.site_id, least(count(*), 2000) AS terms,
                (SELECT least(count(*), 50) FROM cities c WHERE c.site_id = t.site_id) AS cities
           FROM terms t GROUP BY t.site_id
       ),
       slots AS (
         SELECT g AS i, (ARRAY['india','india','india','india','gulf','gulf','singapore','thailand','philippines',
                               'vietnam','malaysia','indonesia','hongkong'])[1 + g % 13] AS site_id,
                random() AS term_draw, random() AS has_city, random() AS city_draw, random() AS has_years,
                floor(random() * 16)::int AS years
           FROM generate_series(1, $1::int) g
       )
       INSERT INTO job_alerts (site_id, language, brand_id, origin, email, query, frequency, status, confirmed_at,
                               matched_until, next_run_at)
       SELECT s.site_id, 'en', 'jobnest', 'http://localhost:3000', 'bench.' || $3 || '.' || s.i || '@example.com',
              'query=' || replace(t.term, ' ', '+') ||
                CASE WHEN s.has_city < 0.5 AND c.display IS NOT NULL THEN '&location=' || replace(c.display, ' ', '+') ELSE '' END ||
                CASE WHEN s.has_years < 0.3 THEN '&experience=' || s.years ELSE '' END,
              $2, 'active', now(), now() - interval '1 day', now() - interval '1 minute'
         FROM slots s
         JOIN sizes z ON z.site_id = s.site_id
         JOIN terms t ON t.site_id = s.site_id AND t.n = least(z.terms, floor(exp(s.term_draw * ln(z.terms)))::int)
         LEFT JOIN cities c ON c.site_id = s.site_id
                           AND c.n = least(z.cities, floor(exp(s.city_draw * ln(greatest(z.cities, 1))))::int)`,
      [howMany, frequency, tag],
    );
  } finally {
    client.release();
  }
}

async function main(): Promise<void> {
  const dataDir = values["data-dir"] as string;
  const database = await openDatabase({
    dataDir: path.join(dataDir, "postgres"),
    port: Number(values.port),
    log: () => {},
    poolMax: 12,
    applicationName: "alerts-bench",
  });
  const pool = database.pool;
  try {
    await migrateDatabase(pool);
    const { rows: sizes } = await pool.query<{ jobs: number }>("SELECT count(*)::int AS jobs FROM jobs");
    log(`Jobs: ${(sizes[0]?.jobs ?? 0).toLocaleString("en")}`);

    const tag = randomBytes(3).toString("hex");
    await pool.query("DELETE FROM job_alerts WHERE email LIKE 'bench.%'");
    let started = Date.now();
    await addAlerts(pool, "daily", alertCount, tag);
    log(`Added ${alertCount.toLocaleString("en")} daily alerts in ${seconds(started)}`);

    // The day since the alerts last ran holds the newest `--new-jobs` postings of the nine sites: each
    // alert's cursor is put just before them (the seeded dates are spread over weeks, as real ones are).
    const { rows: day } = await pool.query<{ since: Date; sites: string }>(
      `SELECT min(posted_at) AS since, string_agg(site_id || ' ' || n, ', ') AS sites
         FROM (SELECT site_id, count(*) AS n, min(posted_at) AS posted_at
                 FROM (SELECT site_id, posted_at FROM job_search WHERE expires_at > now()
                        ORDER BY posted_at DESC LIMIT $1) newest GROUP BY site_id) per_site`,
      [newJobs],
    );
    const since = day[0]?.since ?? new Date();
    await pool.query(
      "UPDATE job_alerts SET matched_until = $1::timestamptz - interval '1 microsecond' WHERE email LIKE 'bench.%'",
      [since],
    );
    await pool.query("ANALYZE job_alerts");
    log(
      `The day's ${newJobs.toLocaleString("en")} new postings, since ${since.toISOString()}: ${day[0]?.sites}`,
    );

    // E-mails are queued on a queue nobody works here: the bench times matching, not delivery.
    const mailQueue = await startBackground({
      pool,
      tasks: [
        createDeliveryTask({
          pool,
          smtpUrl: undefined,
          mailFrom: "bench@example.com",
          smsProvider: undefined,
          isProduction: true,
          log: quiet,
        }),
      ],
      runWorkers: false,
      instanceName: "bench-mail",
      log: quiet,
    });
    const notifier = createNotifier({ pool, queue: mailQueue, smtpUrl: undefined, smsProvider: undefined });
    // As the portal does: searches on their own connections (generic plans), beside the pool.
    const searchConnections = createSearchConnections(pool);
    const search = createSearchService(pool, { connections: searchConnections });
    let background: Awaited<ReturnType<typeof startBackground>> | undefined;
    const tasks = createAlertTasks({
      pool,
      secret: "bench-secret-of-at-least-thirty-two-characters",
      queue: {
        enqueue: (...args) => (background as NonNullable<typeof background>).enqueue(...args),
        enqueueMany: (...args) => (background as NonNullable<typeof background>).enqueueMany(...args),
      },
      notifier,
      search,
      hiddenFor: async () => ({ jobIds: [], companyIds: [] }),
      appliedJobIds: async () => [],
      log: quiet,
    });
    // The bench dispatches the morning itself: the five-minute schedule would re-dispatch the sites
    // whose real morning falls inside the run, which measures the clock, not the matching.
    const benchTasks = tasks.map((task) => (task.name === DISPATCH_TASK ? { ...task, schedules: [] } : task));
    background = await startBackground({
      pool,
      tasks: benchTasks,
      runWorkers: true,
      instanceName: "bench",
      log: quiet,
    });
    const mailsBefore = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1",
      [DELIVER_TASK],
    );

    // The morning: every alert is due.
    started = Date.now();
    const dispatch = tasks.find((task) => task.name === DISPATCH_TASK);
    await dispatch?.run({} as never, { jobId: "bench", retryCount: 0, signal: new AbortController().signal });
    const dispatched = Date.now() - started;
    const { rows: shape } = await pool.query<{ runs: number; searches: number }>(
      `SELECT (SELECT count(*)::int FROM pgboss.job WHERE name = $1 AND created_on >= $2) AS runs,
              (SELECT count(DISTINCT (site_id, query))::int FROM job_alerts
                WHERE email LIKE 'bench.%' AND frequency = 'daily') AS searches`,
      [RUN_TASK, new Date(started)],
    );
    log(
      `Dispatched ${alertCount.toLocaleString("en")} alerts: ${shape[0]?.searches.toLocaleString("en")} different searches, ` +
        `${shape[0]?.runs.toLocaleString("en")} runs`,
    );
    await waitForEmpty(pool, RUN_TASK, (left) =>
      log(`  … ${left.toLocaleString("en")} alert runs left (${seconds(started)})`),
    );
    const total = Date.now() - started;
    const mails = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1",
      [DELIVER_TASK],
    );
    const queuedMails = (mails.rows[0]?.n ?? 0) - (mailsBefore.rows[0]?.n ?? 0);
    log(
      `Daily run: ${alertCount.toLocaleString("en")} alerts dispatched in ${(dispatched / 1000).toFixed(1)} s, all matched in ` +
        `${(total / 1000).toFixed(1)} s (${Math.round(alertCount / (total / 1000))} alerts/s); ${queuedMails.toLocaleString("en")} e-mails queued`,
    );

    // Instant alerts: jobs posted one by one; time from posting to the e-mails being queued.
    if (instantCount > 0 && instantMinutes > 0) {
      await addAlerts(pool, "instant", instantCount, `${tag}i`);
      await pool.query(
        "UPDATE job_alerts SET matched_until = now(), next_run_at = now() WHERE frequency = 'instant' AND email LIKE 'bench.%'",
      );
      // Jobs that match some of these alerts (found by the search service itself), to post again one by one.
      const { rows: sample } = await pool.query<{ site_id: string; query: string }>(
        "SELECT site_id, query FROM job_alerts WHERE frequency = 'instant' AND email LIKE 'bench.%' ORDER BY random() LIMIT 40",
      );
      const matching: number[] = [];
      for (const alert of sample) {
        const { request } = parseSearchParams(new URLSearchParams(alert.query), alert.site_id as SiteId);
        const found = await search.searchJobs({
          ...request,
          sort: "date",
          page: 1,
          pageSize: 1,
          jobsOnly: true,
        });
        if (found.jobs[0]) matching.push(found.jobs[0].id);
      }
      const postings: { jobId: number; postedAt: number }[] = [];
      const end = Date.now() + instantMinutes * 60_000;
      while (Date.now() < end && matching.length > 0) {
        const jobId = matching.shift() as number;
        const { rows } = await pool.query<{ posted_at: Date }>(
          "UPDATE jobs SET posted_at = clock_timestamp() WHERE id = $1 RETURNING posted_at",
          [jobId],
        );
        if (rows[0]) postings.push({ jobId, postedAt: rows[0].posted_at.getTime() });
        await new Promise((resolve) => setTimeout(resolve, 10_000 + Math.random() * 10_000));
      }
      // Let the last minute's dispatch and runs finish.
      await new Promise((resolve) => setTimeout(resolve, 90_000));
      await waitForEmpty(pool, RUN_TASK, () => {});
      const delays: number[] = [];
      for (const posting of postings) {
        const { rows } = await pool.query<{ queued: Date | null }>(
          `SELECT min(created_on) AS queued FROM pgboss.job
            WHERE name = $1 AND created_on >= $3 AND data->>'to' LIKE 'bench.' || $4 || '.%'
              AND data->>'html' LIKE '%-' || $2 || '?spl=Auto_Mailer%'`,
          [DELIVER_TASK, String(posting.jobId), new Date(posting.postedAt), `${tag}i`],
        );
        if (rows[0]?.queued) delays.push(rows[0].queued.getTime() - posting.postedAt);
      }
      delays.sort((a, b) => a - b);
      log(
        `Instant alerts: ${instantCount} alerts, ${postings.length} jobs posted over ${instantMinutes} min, ${delays.length} e-mailed; ` +
          `posting → e-mail queued p50 ${(percentile(delays, 50) / 1000).toFixed(0)} s, p95 ${(percentile(delays, 95) / 1000).toFixed(0)} s, ` +
          `max ${((delays.at(-1) ?? 0) / 1000).toFixed(0)} s`,
      );
    }
    await background.stop(5000);
    await mailQueue.stop(1000);
    await searchConnections.close();
  } finally {
    await pool.query("DELETE FROM job_alerts WHERE email LIKE 'bench.%'").catch(() => {});
    await database.close();
  }
}

await main();
process.exit(0);
