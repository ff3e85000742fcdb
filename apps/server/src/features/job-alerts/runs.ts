/**
 * Alert runs (decision 036), three background tasks:
 *
 * - `job-alerts.dispatch`, every five minutes: claims the daily and weekly alerts that are due (their
 *   site's morning has come), moves each to its next morning and queues one run per alert, all in one
 *   transaction, so an alert is queued once per morning however many processes dispatch.
 * - `job-alerts.instant`, every minute: queues a run for each active instant alert that may send again
 *   (at most one e-mail an hour) and whose site has jobs posted since the alert last looked.
 * - `job-alerts.run`, per alert: finds the jobs posted since the alert last looked that match its search
 *   (through the search service, best first), leaves out jobs it already sent, jobs the seeker applied
 *   to and jobs or companies they are not interested in, and when any remain records them as sent and
 *   queues the e-mail, in one transaction with moving the alert's cursor. A run retried after a crash
 *   finds its jobs recorded and sends nothing twice; a run that crashed before committing changed
 *   nothing and does it all again.
 */
import type { JobSummary, SearchServiceContract } from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  BRAND_BY_ID,
  type HiddenFromSearch,
  isLanguage,
  isSiteId,
  JOB_ALERT_LIMITS,
  type Language,
  nextScheduledAlertRun,
  parseSearchParams,
  SITE_BY_ID,
  toSearchParams,
} from "@portal/domain";
import type pg from "pg";
import type { BackgroundTask, JobQueue } from "../../background/queue.ts";
import { isUndeliverable, type Notifier } from "../notifications/index.ts";
import { describeSearch } from "../saved-searches/index.ts";
import { composeDigest } from "./digest.ts";
import { alertToken, type JobAlertRow, manageToken } from "./service.ts";

export const DISPATCH_TASK = "job-alerts.dispatch";
export const INSTANT_TASK = "job-alerts.instant";
export const RUN_TASK = "job-alerts.run";

/** Alerts claimed per statement by the dispatcher. */
const DISPATCH_CHUNK = 500;
/** Candidates a run reads from the search, best first, before leaving out what it may not send. */
const CANDIDATES = 60;
/** An instant alert queued for a run is not queued again for this long (the run decides the next time). */
const INSTANT_LEASE_MINUTES = 10;

export interface AlertRunsOptions {
  pool: pg.Pool;
  secret: string;
  queue: JobQueue;
  notifier: Pick<Notifier, "send">;
  search: Pick<SearchServiceContract, "searchJobs">;
  /** Jobs and companies a seeker is not interested in. */
  hiddenFor(userId: string): Promise<HiddenFromSearch>;
  /** Which of these jobs the seeker applied to. */
  appliedJobIds(userId: string, jobIds: readonly number[]): Promise<number[]>;
  log: { info(object: object, message: string): void };
}

function languagePrefix(language: Language): string {
  return language === "en" ? "" : `/${language}`;
}

export function createAlertTasks(options: AlertRunsOptions): BackgroundTask<never>[] {
  const { pool, queue, log } = options;

  async function dispatchDue(): Promise<number> {
    let queued = 0;
    for (;;) {
      const claimed = await inTransaction(pool, async (client) => {
        const { rows } = await client.query<Pick<JobAlertRow, "id" | "site_id" | "frequency">>(
          `SELECT id, site_id, frequency FROM job_alerts
            WHERE status = 'active' AND frequency IN ('daily', 'weekly') AND next_run_at <= now()
            ORDER BY next_run_at LIMIT ${DISPATCH_CHUNK} FOR UPDATE SKIP LOCKED`,
        );
        if (rows.length === 0) return 0;
        const now = new Date();
        const next = rows.map((row) =>
          nextScheduledAlertRun(
            row.frequency === "weekly" ? "weekly" : "daily",
            SITE_BY_ID[isSiteId(row.site_id) ? row.site_id : "india"].timeZone,
            now,
          ),
        );
        await client.query(
          `UPDATE job_alerts a SET next_run_at = n.next_run_at
             FROM unnest($1::uuid[], $2::timestamptz[]) AS n(id, next_run_at) WHERE a.id = n.id`,
          [rows.map((row) => row.id), next],
        );
        await queue.enqueueMany(
          RUN_TASK,
          rows.map((row) => ({ alertId: row.id })),
          { client },
        );
        return rows.length;
      });
      queued += claimed;
      if (claimed < DISPATCH_CHUNK) break;
    }
    return queued;
  }

  async function dispatchInstant(): Promise<number> {
    return inTransaction(pool, async (client) => {
      // Each site's newest posting, read once from the end of its partition's date index.
      const { rows } = await client.query<Pick<JobAlertRow, "id">>(
        `WITH sites AS (
           SELECT DISTINCT site_id FROM job_alerts WHERE status = 'active' AND frequency = 'instant'
         ),
         newest AS (
           SELECT site_id, (SELECT max(s.posted_at) FROM job_search s WHERE s.site_id = sites.site_id) AS posted_at
             FROM sites
         )
         UPDATE job_alerts a SET next_run_at = now() + make_interval(mins => ${INSTANT_LEASE_MINUTES})
          WHERE a.id IN (
            SELECT j.id FROM job_alerts j JOIN newest n ON n.site_id = j.site_id
             WHERE j.status = 'active' AND j.frequency = 'instant' AND j.next_run_at <= now()
               AND n.posted_at > j.matched_until
             ORDER BY j.next_run_at LIMIT 5000 FOR UPDATE OF j SKIP LOCKED)
          RETURNING a.id`,
      );
      await queue.enqueueMany(
        RUN_TASK,
        rows.map((row) => ({ alertId: row.id })),
        { client },
      );
      return rows.length;
    });
  }

  async function matches(alert: JobAlertRow, since: Date): Promise<JobSummary[]> {
    if (!isSiteId(alert.site_id)) return [];
    const { request, errors } = parseSearchParams(new URLSearchParams(alert.query), alert.site_id);
    if (errors.length > 0) return [];
    const hidden = alert.user_id ? await options.hiddenFor(alert.user_id) : undefined;
    const response = await options.search.searchJobs({
      ...request,
      sort: "relevance",
      page: 1,
      pageSize: CANDIDATES,
      postedAfter: since.toISOString(),
      jobsOnly: true,
      ...(hidden ? { hidden } : {}),
    });
    return response.jobs;
  }

  async function runAlert(alertId: string): Promise<void> {
    const started = new Date();
    // The search runs before the transaction, so no connection waits on it; the transaction then
    // checks that no other run moved the alert meanwhile.
    const { rows: before } = await pool.query<JobAlertRow>(
      "SELECT * FROM job_alerts WHERE id = $1 AND status = 'active'",
      [alertId],
    );
    const seen = before[0];
    if (!seen || !isSiteId(seen.site_id)) return;
    const candidates = await matches(seen, seen.matched_until);
    const applied = seen.user_id
      ? new Set(
          await options.appliedJobIds(
            seen.user_id,
            candidates.map((job) => job.id),
          ),
        )
      : new Set<number>();

    await inTransaction(pool, async (client) => {
      const { rows } = await client.query<JobAlertRow>(
        "SELECT * FROM job_alerts WHERE id = $1 AND status = 'active' FOR UPDATE",
        [alertId],
      );
      const alert = rows[0];
      if (!alert || !isSiteId(alert.site_id)) return;
      if (alert.matched_until.getTime() !== seen.matched_until.getTime() || alert.query !== seen.query)
        return;
      if (await isUndeliverable(client, alert.email)) {
        await client.query(
          "UPDATE job_alerts SET status = 'paused', paused_because = 'undeliverable', updated_at = now() WHERE id = $1",
          [alert.id],
        );
        return;
      }
      const sent = await client.query<{ job_id: string }>(
        "SELECT job_id FROM job_alert_jobs WHERE alert_id = $1 AND job_id = ANY($2::bigint[])",
        [alert.id, candidates.map((job) => job.id)],
      );
      const excluded = new Set([...applied, ...sent.rows.map((row) => Number(row.job_id))]);
      const jobs = candidates.filter((job) => !excluded.has(job.id)).slice(0, JOB_ALERT_LIMITS.jobsPerEmail);

      const isInstant = alert.frequency === "instant";
      const nextInstantRun =
        jobs.length > 0
          ? `now() + make_interval(mins => ${JOB_ALERT_LIMITS.instantIntervalMinutes})`
          : "now()";
      await client.query(
        `UPDATE job_alerts SET matched_until = $2,
                last_sent_at = CASE WHEN $3 THEN now() ELSE last_sent_at END,
                next_run_at = CASE WHEN $4 THEN ${nextInstantRun} ELSE next_run_at END
          WHERE id = $1`,
        [alert.id, started, jobs.length > 0, isInstant],
      );
      if (jobs.length === 0) return;
      await client.query(
        `INSERT INTO job_alert_jobs (alert_id, job_id) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
        [alert.id, jobs.map((job) => job.id)],
      );

      const language: Language = isLanguage(alert.language) ? alert.language : "en";
      const brand = BRAND_BY_ID[alert.brand_id === "talentdock" ? "talentdock" : "jobnest"];
      const prefix = languagePrefix(language);
      const described = describeSearch(alert.query, alert.site_id);
      const { request } = parseSearchParams(new URLSearchParams(alert.query), alert.site_id);
      const resultsQuery = toSearchParams({ ...request, sort: "date", page: 1 }).toString();
      const manageUrl = alert.user_id
        ? `${alert.origin}${prefix}/seeker/job-alert-list`
        : `${alert.origin}${prefix}/seeker/job-alert-list?manage=${manageToken(options.secret, alert.email, alert.site_id)}`;
      const unsubscribeToken = alertToken(options.secret, "alert-unsubscribe", alert.id);
      const digest = composeDigest({
        language,
        brandName: brand.name,
        name: alert.name,
        searchLabel: [described.query, described.location].filter(Boolean).join(" · "),
        jobs,
        origin: alert.origin,
        resultsPath: `${prefix}/search/results?${resultsQuery}`,
        manageUrl,
        unsubscribeUrl: `${alert.origin}${prefix}/seeker/job-alert-unsubscribe?token=${unsubscribeToken}`,
        oneClickUrl: `${alert.origin}/api/job-alerts/unsubscribe?token=${unsubscribeToken}`,
      });
      await options.notifier.send(
        {
          channel: "email",
          template: "job-alert",
          to: alert.email,
          siteId: alert.site_id,
          brand,
          language,
          ...digest,
        },
        { client },
      );
      log.info({ alertId: alert.id, jobs: jobs.length }, "job alert e-mail queued");
    });
  }

  const dispatch: BackgroundTask = {
    name: DISPATCH_TASK,
    retry: { limit: 2, delaySeconds: 30, maxDelaySeconds: 120 },
    expireInSeconds: 600,
    isSingleton: true,
    pollingIntervalSeconds: 5,
    schedules: [{ cron: "*/5 * * * *" }],
    async run() {
      const queued = await dispatchDue();
      if (queued > 0) log.info({ queued }, "daily and weekly job alerts queued");
    },
  };
  const instant: BackgroundTask = {
    name: INSTANT_TASK,
    retry: { limit: 1, delaySeconds: 30, maxDelaySeconds: 30 },
    expireInSeconds: 120,
    isSingleton: true,
    pollingIntervalSeconds: 5,
    schedules: [{ cron: "* * * * *" }],
    async run() {
      await dispatchInstant();
    },
  };
  const run: BackgroundTask<{ alertId: string }> = {
    name: RUN_TASK,
    retry: { limit: 5, delaySeconds: 5, maxDelaySeconds: 900 },
    // A run is one search and one transaction; two minutes means it hung.
    expireInSeconds: 120,
    concurrency: 2,
    batchSize: 10,
    pollingIntervalSeconds: 2,
    async run({ alertId }) {
      await runAlert(alertId);
    },
  };
  return [dispatch, instant, run] as BackgroundTask<never>[];
}
