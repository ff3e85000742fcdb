/**
 * Saved jobs of seekers: save and unsave, the list page, and the marks on job cards (`savedJobIds`
 * answers a whole page of cards in one query). Applications and recommendations read saved jobs
 * through this service. The jobs' cards come from the job service.
 */

import {
  AppError,
  type JobsContract,
  rateLimitedError,
  SAVED_JOB_LIMIT,
  type SavedJob,
  type SavedJobsContract,
} from "@portal/contracts";
import type { SiteId } from "@portal/domain";
import type pg from "pg";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import { SEEKER_SAVE_LIMIT } from "../saved-searches/index.ts";

export type SavedJobsService = SavedJobsContract;

/** Job ids of one page of cards; more than this in one question is not a page. */
export const MAX_MARKED_JOBS = 200;

export interface SavedJobsOptions {
  pool: pg.Pool;
  jobs: Pick<JobsContract, "getJob" | "getJobSummaries">;
  rateLimiter?: Pick<RateLimiter, "hit">;
}

export function createSavedJobsService({ pool, jobs, rateLimiter }: SavedJobsOptions): SavedJobsService {
  async function countWrite(userId: string): Promise<void> {
    if (!rateLimiter) return;
    const outcome = await rateLimiter.hit(SEEKER_SAVE_LIMIT, userId);
    if (!outcome.isAllowed) throw rateLimitedError(outcome.retryAfterSeconds);
  }

  return {
    async save(userId, siteId, jobId) {
      await countWrite(userId);
      // Only a job of this site can be saved here; its page may show it expired, but it exists.
      const job = await jobs.getJob(siteId, jobId);
      if (!job) throw new AppError("NOT_FOUND", "jobNotFound");
      const inserted = await pool.query(
        `INSERT INTO saved_jobs (user_id, job_id)
         SELECT $1, $2 WHERE (SELECT count(*) FROM saved_jobs WHERE user_id = $1) < $3
         ON CONFLICT (user_id, job_id) DO NOTHING`,
        [userId, jobId, SAVED_JOB_LIMIT],
      );
      if (inserted.rowCount) return { isNew: true };
      const existing = await pool.query("SELECT 1 FROM saved_jobs WHERE user_id = $1 AND job_id = $2", [
        userId,
        jobId,
      ]);
      if (existing.rowCount) return { isNew: false };
      throw new AppError("UNPROCESSABLE", "savedJobLimit", {
        details: [{ messageKey: "savedJobLimit", params: { max: SAVED_JOB_LIMIT } }],
      });
    },

    async unsave(userId, jobId) {
      await countWrite(userId);
      const { rowCount } = await pool.query("DELETE FROM saved_jobs WHERE user_id = $1 AND job_id = $2", [
        userId,
        jobId,
      ]);
      if (!rowCount) throw new AppError("NOT_FOUND", "jobNotFound");
    },

    async savedJobIds(userId, jobIds) {
      const ids = [...new Set(jobIds.filter((id) => Number.isSafeInteger(id) && id > 0))].slice(
        0,
        MAX_MARKED_JOBS,
      );
      if (ids.length === 0) return [];
      const { rows } = await pool.query<{ job_id: string }>(
        "SELECT job_id FROM saved_jobs WHERE user_id = $1 AND job_id = ANY($2::bigint[])",
        [userId, ids],
      );
      return rows.map((row) => Number(row.job_id));
    },

    async count(userId, siteId: SiteId): Promise<number> {
      // The dashboard's figure must match the list of this site without loading its cards; reading the
      // jobs' site here keeps it to one index-backed statement (at most SAVED_JOB_LIMIT rows).
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM saved_jobs s JOIN jobs j ON j.id = s.job_id
         WHERE s.user_id = $1 AND j.site_id = $2`,
        [userId, siteId],
      );
      return rows[0]?.n ?? 0;
    },

    async list(userId, siteId: SiteId): Promise<SavedJob[]> {
      // A seeker keeps at most SAVED_JOB_LIMIT saves over all sites, so all of them are read and the
      // job service keeps this site's.
      const { rows } = await pool.query<{ job_id: string; saved_at: Date }>(
        `SELECT job_id, saved_at FROM saved_jobs WHERE user_id = $1
         ORDER BY saved_at DESC, job_id DESC LIMIT $2`,
        [userId, SAVED_JOB_LIMIT],
      );
      const savedAt = new Map(rows.map((row) => [Number(row.job_id), row.saved_at.toISOString()]));
      const cards = await jobs.getJobSummaries(siteId, [...savedAt.keys()]);
      return cards.map((job) => ({ job, savedAt: savedAt.get(job.id) as string }));
    },
  };
}
