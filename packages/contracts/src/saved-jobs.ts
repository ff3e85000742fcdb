/**
 * What pages may ask the server about a seeker's saved jobs (the `savedJobs` service of the load
 * context; implemented in apps/server/src/features/saved-jobs). Expected refusals come back as results.
 */
import type { SiteId } from "@portal/domain";
import type { JobSummary } from "./jobs.ts";

/** Saved jobs a seeker may keep; generous, but a bound on what one account can store. */
export const SAVED_JOB_LIMIT = 500;

export interface SavedJob {
  job: JobSummary;
  savedAt: string;
}

export type SavedJobResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "limit"; limit: number }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

export interface SavedJobsContract {
  /** Saves a job of this site; saving it again changes nothing (`isNew` false). */
  save(userId: string, siteId: SiteId, jobId: number): Promise<SavedJobResult<{ isNew: boolean }>>;
  /** A job that is not among the seeker's saved jobs is `notFound`. */
  unsave(userId: string, jobId: number): Promise<SavedJobResult<null>>;
  /** Which of these jobs the seeker has saved: one query for a whole page of cards. */
  savedJobIds(userId: string, jobIds: readonly number[]): Promise<number[]>;
  /** How many jobs of a site the seeker has saved (the length of `list`, without the cards). */
  count(userId: string, siteId: SiteId): Promise<number>;
  /** The seeker's saved jobs on a site, newest first, expired ones included (marked `isExpired`). */
  list(userId: string, siteId: SiteId): Promise<SavedJob[]>;
}
