/**
 * The staff's review queue (docs/job-review-rules.md): jobs the review rules held, and jobs seekers
 * reported. Staff approve (the job opens, as posted now, and its reports are closed) or reject with a
 * reason the recruiter sees; either decision that changes the job is e-mailed to its recruiter. Anyone
 * may report a live job once; REPORTS_TO_HIDE open reports from different people take it out of search
 * until staff decide.
 */
import {
  type AccountUser,
  AppError,
  type JobReviewContract,
  type RequestMeta,
  type ReviewQueueItem,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  BRAND_BY_ID,
  type BrandId,
  isLanguage,
  JOB_REPORT_DETAILS_MAX,
  JOB_REPORT_REASONS,
  type JobReportReason,
  jobPath,
  REPORTS_TO_HIDE,
  type ReviewReason,
  type SiteId,
  withLanguage,
} from "@portal/domain";
import type pg from "pg";
import { sign } from "../../auth/secrets.ts";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import type { Notifier } from "../notifications/index.ts";
import { IS_LIVE } from "./job-rows.ts";

/** Reports one reporter may send in a day: far above honest use. */
const REPORTS_PER_DAY = { name: "job-reports-day", limit: 20, windowSeconds: 24 * 60 * 60 };
export const REJECTION_REASON_MAX = 500;
/** Jobs the queue shows at once, oldest first. */
const QUEUE_SIZE = 50;

const notFound = () => new AppError("NOT_FOUND", "jobNotFound");

/** The review queue is the staff's "review" area (auth/staff.ts). */
const requireStaff = (user: AccountUser) => requireStaffArea(user, "review");

interface QueueRow {
  id: string;
  site_id: SiteId;
  slug: string;
  status: "review" | "open";
  title: string;
  company_name: string;
  company_domain: string | null;
  recruiter_name: string | null;
  recruiter_email: string | null;
  description_html: string;
  locations: string[];
  review_reasons: ReviewReason[];
  updated_at: Date;
  reports: { reason: JobReportReason; details: string; createdAt: string }[];
}

interface RecruiterRow {
  id: string;
  slug: string;
  title: string;
  site_id: SiteId;
  origin: string | null;
  brand_id: string | null;
  email: string;
  name: string;
  language: string;
}

export function createJobReviewService(options: {
  pool: pg.Pool;
  rateLimiter: RateLimiter;
  /** Keys reporters' addresses, so a guest's address is never stored. */
  secret: string;
  /** Called in the transaction that opens a job (as job posting does). */
  onOpened?: (client: pg.PoolClient) => Promise<void>;
  /** Tells the job's recruiter what staff decided (queued in the deciding transaction). */
  notifier: Pick<Notifier, "send">;
}): JobReviewContract {
  const { pool, rateLimiter, secret, notifier } = options;

  /**
   * E-mails the recruiter who posted the job, in their language, with a link to the site they posted
   * from: the job's page once it is live, or its form after a rejection. The demo seed's jobs (no
   * recruiter, no origin) tell nobody.
   */
  async function tellRecruiter(
    client: pg.PoolClient,
    jobId: string,
    decision: { template: "job-approved" } | { template: "job-rejected"; reason: string },
  ): Promise<void> {
    const { rows } = await client.query<RecruiterRow>(
      `SELECT j.id, j.slug, j.title, j.site_id, j.origin, j.brand_id, u.email, u.name, u.language
         FROM jobs j JOIN users u ON u.id = j.posted_by
        WHERE j.id = $1 AND j.origin IS NOT NULL`,
      [jobId],
    );
    const row = rows[0];
    if (!row?.origin) return;
    const language = isLanguage(row.language) ? row.language : "en";
    const path =
      decision.template === "job-approved"
        ? jobPath({ slug: row.slug, id: Number(row.id) })
        : `/employer/jobs/${row.id}/edit`;
    await notifier.send(
      {
        channel: "email",
        template: decision.template,
        to: row.email,
        siteId: row.site_id,
        brand: BRAND_BY_ID[row.brand_id as BrandId] ?? BRAND_BY_ID.jobnest,
        language,
        params: {
          name: row.name,
          search: row.title,
          link: `${row.origin}${withLanguage(path, language)}`,
          ...(decision.template === "job-rejected" ? { reason: decision.reason } : {}),
        },
      },
      { client },
    );
  }

  /** Closes a job's open reports and records who decided, in the deciding transaction. */
  async function decided(client: pg.PoolClient, jobId: string, staff: AccountUser): Promise<void> {
    await client.query(
      "UPDATE job_reports SET resolved_at = now() WHERE job_id = $1 AND resolved_at IS NULL",
      [jobId],
    );
    await client.query("UPDATE jobs SET reviewed_by = $2, reviewed_at = now() WHERE id = $1", [
      jobId,
      staff.id,
    ]);
  }

  /** A job in the queue (in review, or open with open reports), locked; NOT_FOUND otherwise. */
  async function queuedJob(client: pg.PoolClient, jobId: number): Promise<{ id: string; status: string }> {
    if (!Number.isSafeInteger(jobId) || jobId <= 0) throw notFound();
    const { rows } = await client.query<{ id: string; status: string }>(
      `SELECT j.id, j.status FROM jobs j WHERE j.id = $1 AND (j.status = 'review' OR (j.status = 'open' AND
         EXISTS (SELECT 1 FROM job_reports r WHERE r.job_id = j.id AND r.resolved_at IS NULL)))
       FOR UPDATE`,
      [jobId],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  return {
    async queue(user) {
      requireStaff(user);
      const { rows } = await pool.query<QueueRow>(
        `SELECT j.id, j.site_id, j.slug, j.status, j.title, j.company_name, c.domain AS company_domain,
                u.name AS recruiter_name, u.email AS recruiter_email, j.description_html, j.locations,
                j.review_reasons, j.updated_at,
                coalesce((SELECT json_agg(json_build_object('reason', r.reason, 'details', r.details,
                                 'createdAt', r.created_at) ORDER BY r.created_at)
                            FROM job_reports r WHERE r.job_id = j.id AND r.resolved_at IS NULL), '[]') AS reports
           FROM jobs j
           JOIN companies c ON c.id = j.company_id
           LEFT JOIN users u ON u.id = j.posted_by
          WHERE j.status = 'review'
             OR (j.status = 'open' AND j.id IN (SELECT job_id FROM job_reports WHERE resolved_at IS NULL))
          ORDER BY j.updated_at, j.id
          LIMIT ${QUEUE_SIZE}`,
      );
      return rows.map(
        (row): ReviewQueueItem => ({
          id: Number(row.id),
          siteId: row.site_id,
          slug: row.slug,
          status: row.status,
          title: row.title,
          companyName: row.company_name,
          companyDomain: row.company_domain,
          recruiterName: row.recruiter_name,
          recruiterEmail: row.recruiter_email,
          descriptionHtml: row.description_html,
          locations: row.locations,
          reviewReasons: row.review_reasons,
          waitingSince: row.updated_at.toISOString(),
          reports: row.reports.map((report) => ({
            reason: report.reason,
            details: report.details,
            createdAt: new Date(report.createdAt).toISOString(),
          })),
        }),
      );
    },

    async approve(user, jobId) {
      requireStaff(user);
      await inTransaction(pool, async (client) => {
        const job = await queuedJob(client, jobId);
        if (job.status === "review") {
          // Seekers and alerts see it as posted now: it was not seen before.
          await client.query(
            `UPDATE jobs SET status = 'open', review_reasons = '{}', rejection_reason = NULL, posted_at = now(),
                    updated_at = now() WHERE id = $1`,
            [job.id],
          );
          await options.onOpened?.(client);
          await tellRecruiter(client, job.id, { template: "job-approved" });
        }
        await decided(client, job.id, user);
        await recordStaffAction(client, user, {
          area: "review",
          action: job.status === "review" ? "job.approve" : "job.keep",
          target: String(job.id),
        });
      });
    },

    async reject(user, jobId, reason) {
      requireStaff(user);
      const text = typeof reason === "string" ? reason.trim() : "";
      if (text === "" || text.length > REJECTION_REASON_MAX)
        throw new AppError("VALIDATION", "rejectionReasonRequired", {
          details: [{ field: "reason", messageKey: "rejectionReasonRequired" }],
        });
      await inTransaction(pool, async (client) => {
        const job = await queuedJob(client, jobId);
        await client.query(
          "UPDATE jobs SET status = 'rejected', rejection_reason = $2, updated_at = now() WHERE id = $1",
          [job.id, text],
        );
        await tellRecruiter(client, job.id, { template: "job-rejected", reason: text });
        await decided(client, job.id, user);
        await recordStaffAction(client, user, {
          area: "review",
          action: "job.reject",
          target: String(job.id),
          details: { reason: text },
        });
      });
    },

    async report(user, meta: RequestMeta, siteId, jobId, input) {
      const reason = JOB_REPORT_REASONS.find((known) => known === input.reason);
      if (!reason)
        throw new AppError("VALIDATION", "reportReasonRequired", {
          details: [{ field: "reason", messageKey: "reportReasonRequired" }],
        });
      const details = (typeof input.details === "string" ? input.details : "")
        .trim()
        .slice(0, JOB_REPORT_DETAILS_MAX);
      // An account reports once per job wherever it is; a guest once per address.
      const reporterKey = user
        ? `user:${user.id}`
        : `guest:${sign(secret, "job-report", meta.ip).slice(0, 32)}`;
      await rateLimiter.enforce([[REPORTS_PER_DAY, reporterKey]]);
      await inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          `SELECT j.id FROM jobs j WHERE j.id = $1 AND j.site_id = $2 AND ${IS_LIVE} FOR UPDATE`,
          [jobId, siteId],
        );
        const job = rows[0];
        if (!job) throw notFound();
        // Reporting twice keeps the first report: it counts once.
        await client.query(
          `INSERT INTO job_reports (job_id, reason, details, reporter_id, reporter_key) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (job_id, reporter_key) DO NOTHING`,
          [job.id, reason, details, user?.id ?? null, reporterKey],
        );
        await client.query(
          `UPDATE jobs SET status = 'review', review_reasons = array_append(review_reasons, 'reported'),
                  updated_at = now()
            WHERE id = $1 AND status = 'open'
              AND (SELECT count(*) FROM job_reports WHERE job_id = $1 AND resolved_at IS NULL) >= $2`,
          [job.id, REPORTS_TO_HIDE],
        );
      });
    },
  };
}
