/**
 * Alert runs (decision 036), three background tasks:
 *
 * - `job-alerts.dispatch`, every five minutes: claims the daily and weekly alerts that are due (their
 *   site's morning has come), moves each to its next morning and queues their runs, all in one
 *   transaction, so an alert is queued once per morning however many processes dispatch.
 * - `job-alerts.instant`, every minute: queues runs for the active instant alerts that may send again
 *   (at most one e-mail an hour) and whose site has jobs posted since the alert last looked.
 * - `job-alerts.run`, for up to RUN_GROUP_SIZE alerts of one search (both dispatchers put alerts with
 *   the same site and search in one run, and popular searches are shared by many alerts): searches once
 *   for the jobs posted since the earliest of them last looked (through the search service, best
 *   first); then for each alert, in a transaction of its own, keeps the jobs newer than its own cursor,
 *   leaves out jobs it already sent, jobs the seeker applied to and jobs or companies they are not
 *   interested in (a seeker who hid any gets a search of their own), and when any remain records them as
 *   sent and queues the e-mail, with moving the alert's cursor to the instant the search looked.
 *
 * A run retried after a crash skips the alerts it already did for that dispatch (their cursor moved
 * past it) and sends nothing twice (sent jobs are recorded with the e-mail); an alert whose transaction
 * had not committed changed nothing and is done again.
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
import { isUndeliverable, type Notifier, wantsNotificationSql } from "../notifications/index.ts";
import { describeSearch } from "../saved-searches/index.ts";
import { composeDigest } from "./digest.ts";
import { alertToken, type JobAlertRow, manageToken } from "./service.ts";

export const DISPATCH_TASK = "job-alerts.dispatch";
export const INSTANT_TASK = "job-alerts.instant";
export const RUN_TASK = "job-alerts.run";

/** Alerts claimed per statement by the dispatcher (sorted by search, so that runs can share one). */
const DISPATCH_CHUNK = 5000;
/** Alerts of one search in one run. */
export const RUN_GROUP_SIZE = 50;
/**
 * Candidates a run reads from the search, best first, before each alert leaves out what it may not
 * send (older than its own cursor, sent, applied to): three e-mails' worth. The alerts of one search
 * soon share one cursor too (each run sets theirs to the same instant).
 */
const CANDIDATES = 60;
/**
 * A run also looks this far behind its alert's cursor: a job is stamped with its transaction's start
 * and may become visible after a search that began later. Jobs sent once are never sent again, so the
 * overlap costs nothing but a slightly wider window.
 */
const CURSOR_OVERLAP_SECONDS = 60;
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

/** A run's job: alerts of one search, and when the dispatcher queued them. */
export interface AlertRunData {
  alertIds: readonly string[];
  dispatchedAt?: string;
}

/** When the transaction began, by the database's clock (the one cursors and posting times use). */
async function transactionTime(client: pg.ClientBase): Promise<Date> {
  const { rows } = await client.query<{ now: Date }>("SELECT now()");
  return rows[0]?.now ?? new Date();
}

/** Alert ids in runs of one site and search each, at most RUN_GROUP_SIZE a run. */
function runsOf(
  rows: readonly { id: string; site_id: string; query: string }[],
  dispatchedAt: Date,
): AlertRunData[] {
  const bySearch = rows.toSorted(
    (a, b) => a.site_id.localeCompare(b.site_id) || a.query.localeCompare(b.query),
  );
  const runs: AlertRunData[] = [];
  let current: { key: string; run: { alertIds: string[]; dispatchedAt: string } } | undefined;
  for (const row of bySearch) {
    const key = `${row.site_id}\n${row.query}`;
    if (!current || current.key !== key || current.run.alertIds.length >= RUN_GROUP_SIZE) {
      current = { key, run: { alertIds: [], dispatchedAt: dispatchedAt.toISOString() } };
      runs.push(current.run);
    }
    current.run.alertIds.push(row.id);
  }
  return runs;
}

export function createAlertTasks(options: AlertRunsOptions): BackgroundTask<never>[] {
  const { pool, queue, log } = options;

  async function dispatchDue(): Promise<number> {
    let queued = 0;
    for (;;) {
      const claimed = await inTransaction(pool, async (client) => {
        const { rows } = await client.query<Pick<JobAlertRow, "id" | "site_id" | "frequency" | "query">>(
          `SELECT id, site_id, frequency, query FROM job_alerts
            WHERE status = 'active' AND frequency IN ('daily', 'weekly') AND next_run_at <= now()
            ORDER BY next_run_at, site_id, query LIMIT ${DISPATCH_CHUNK} FOR UPDATE SKIP LOCKED`,
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
        // Claimed in order of due time; queued grouped by search.
        await queue.enqueueMany(RUN_TASK, runsOf(rows, await transactionTime(client)), { client });
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
      const { rows } = await client.query<Pick<JobAlertRow, "id" | "site_id" | "query">>(
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
          RETURNING a.id, a.site_id, a.query`,
      );
      await queue.enqueueMany(RUN_TASK, runsOf(rows, await transactionTime(client)), { client });
      return rows.length;
    });
  }

  /** The search of an alert for jobs posted after `since`, best first (with the seeker's hidden jobs left out). */
  async function matches(
    alert: JobAlertRow,
    since: Date,
    hidden: HiddenFromSearch | undefined,
  ): Promise<JobSummary[]> {
    if (!isSiteId(alert.site_id)) return [];
    const { request, errors } = parseSearchParams(new URLSearchParams(alert.query), alert.site_id);
    if (errors.length > 0) return [];
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

  /** Where an alert's window starts: its cursor, less the overlap for postings committed late. */
  const windowStart = (alert: JobAlertRow) =>
    new Date(alert.matched_until.getTime() - CURSOR_OVERLAP_SECONDS * 1000);

  async function runAlerts({ alertIds, dispatchedAt }: AlertRunData): Promise<void> {
    const dispatched = dispatchedAt ? new Date(dispatchedAt) : undefined;
    // The searches run before any transaction, so no connection waits on them; each alert's
    // transaction then checks that no other run moved it meanwhile. `looked_at` (the database's clock,
    // as posting times are) becomes the alerts' cursor.
    const { rows } = await pool.query<JobAlertRow & { looked_at: Date }>(
      "SELECT *, clock_timestamp() AS looked_at FROM job_alerts WHERE id = ANY($1::uuid[]) AND status = 'active'",
      [alertIds],
    );
    // Done already for this dispatch (a retried run): its cursor moved past it.
    const due = rows.filter((row) => !(dispatched && row.matched_until >= dispatched));
    const hidden = new Map<string, HiddenFromSearch>();
    for (const row of due) {
      if (!row.user_id || hidden.has(row.user_id)) continue;
      hidden.set(row.user_id, await options.hiddenFor(row.user_id));
    }
    const hidesAny = (row: JobAlertRow) => {
      const list = row.user_id ? hidden.get(row.user_id) : undefined;
      return list !== undefined && (list.jobIds.length > 0 || list.companyIds.length > 0);
    };
    // One search for the alerts of one site and search (a seeker who hid jobs gets their own).
    const searches = new Map<string, JobAlertRow[]>();
    for (const row of due) {
      const key = hidesAny(row) ? `own\n${row.id}` : `${row.site_id}\n${row.query}`;
      searches.set(key, [...(searches.get(key) ?? []), row]);
    }
    const failures: unknown[] = [];
    for (const alerts of searches.values()) {
      const first = alerts[0] as JobAlertRow & { looked_at: Date };
      const since = new Date(Math.min(...alerts.map((alert) => windowStart(alert).getTime())));
      const candidates = await matches(first, since, first.user_id ? hidden.get(first.user_id) : undefined);
      for (const alert of alerts) {
        try {
          await sendNewJobs(alert, candidates, first.looked_at);
        } catch (error) {
          // The others go on; the run fails afterwards and is retried for the ones left.
          failures.push(error);
        }
      }
    }
    if (failures.length > 0) throw failures[0];
  }

  /**
   * How a matched alert reaches its owner: a guest's by e-mail (confirming it was their choice); a
   * seeker's as their notification settings say, SMS only to a verified number, nothing while their
   * account waits to be deleted.
   */
  async function channelsOf(
    client: pg.ClientBase,
    alert: JobAlertRow,
  ): Promise<{ email: boolean; sms: string | null }> {
    if (!alert.user_id) return { email: true, sms: null };
    const { rows } = await client.query<{
      email: boolean;
      sms: boolean;
      leaving: boolean;
      mobile: string | null;
    }>(
      `SELECT ${wantsNotificationSql("u.id", "alerts", "email")} AS email,
              ${wantsNotificationSql("u.id", "alerts", "sms")} AS sms,
              u.deletion_requested_at IS NOT NULL AS leaving,
              CASE WHEN u.mobile_verified_at IS NOT NULL THEN '+' || u.mobile_dialling_code || u.mobile_number END
                AS mobile
         FROM users u WHERE u.id = $1`,
      [alert.user_id],
    );
    const owner = rows[0];
    if (!owner || owner.leaving) return { email: false, sms: null };
    return { email: owner.email, sms: owner.sms ? owner.mobile : null };
  }

  /** One alert's part of a run: its own new jobs out of the search's candidates, recorded and e-mailed. */
  async function sendNewJobs(seen: JobAlertRow, found: readonly JobSummary[], lookedAt: Date): Promise<void> {
    const since = windowStart(seen).getTime();
    const candidates = found.filter((job) => Date.parse(job.postedAt) > since);
    const applied = seen.user_id
      ? new Set(
          await options.appliedJobIds(
            seen.user_id,
            candidates.map((job) => job.id),
          ),
        )
      : new Set<number>();

    await inTransaction(pool, async (client) => {
      const { rows } = await client.query<JobAlertRow & { sent: string[] | null }>(
        `SELECT a.*,
                (SELECT array_agg(s.job_id) FROM job_alert_jobs s
                  WHERE s.alert_id = a.id AND s.job_id = ANY($2::bigint[])) AS sent
           FROM job_alerts a WHERE a.id = $1 AND a.status = 'active' FOR UPDATE OF a`,
        [seen.id, candidates.map((job) => job.id)],
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
      const excluded = new Set([...applied, ...(alert.sent ?? []).map(Number)]);
      const jobs = candidates.filter((job) => !excluded.has(job.id)).slice(0, JOB_ALERT_LIMITS.jobsPerEmail);

      const isInstant = alert.frequency === "instant";
      const nextInstantRun =
        jobs.length > 0
          ? `now() + make_interval(mins => ${JOB_ALERT_LIMITS.instantIntervalMinutes})`
          : "now()";
      await client.query(
        `WITH moved AS (
           UPDATE job_alerts SET matched_until = $2,
                  last_sent_at = CASE WHEN $3 THEN now() ELSE last_sent_at END,
                  next_run_at = CASE WHEN $4 THEN ${nextInstantRun} ELSE next_run_at END
            WHERE id = $1
         )
         INSERT INTO job_alert_jobs (alert_id, job_id) SELECT $1, unnest($5::bigint[]) ON CONFLICT DO NOTHING`,
        [alert.id, lookedAt, jobs.length > 0, isInstant, jobs.map((job) => job.id)],
      );
      if (jobs.length === 0) return;
      const channels = await channelsOf(client, alert);

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
      if (channels.sms) {
        await options.notifier.send(
          {
            channel: "sms",
            template: "job-alert-sms",
            to: channels.sms,
            siteId: alert.site_id,
            brand,
            language,
            params: {
              count: String(jobs.length),
              search: [described.query, described.location].filter(Boolean).join(" · ") || (alert.name ?? ""),
              link: `${alert.origin}${prefix}/search/results?${resultsQuery}`,
            },
          },
          { client },
        );
      }
      if (!channels.email) return;
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
  const run: BackgroundTask<AlertRunData | { alertId: string }> = {
    name: RUN_TASK,
    retry: { limit: 5, delaySeconds: 5, maxDelaySeconds: 900 },
    // A run is one search and a short transaction per alert; two minutes means it hung.
    expireInSeconds: 120,
    concurrency: 2,
    batchSize: 5,
    pollingIntervalSeconds: 2,
    async run(data) {
      // A run of one alert (`{ alertId }`) is how an operator or a test runs an alert now.
      await runAlerts("alertIds" in data ? data : { alertIds: [data.alertId] });
    },
  };
  return [dispatch, instant, run] as BackgroundTask<never>[];
}
