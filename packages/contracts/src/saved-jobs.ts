/**
 * A seeker's saved jobs (the `savedJobs` service of the load context and `/api/seeker/saved-jobs…`;
 * implemented in apps/server/src/features/saved-jobs). Refusals are thrown as AppError.
 */
import type { SiteId } from "@portal/domain";
import { z } from "zod";
import { jobSummarySchema } from "./jobs.ts";

export const savedJobSchema = z.object({ job: jobSummarySchema, savedAt: z.string() });
export type SavedJob = z.infer<typeof savedJobSchema>;

export interface SavedJobsContract {
  /**
   * Saves a job of this site; saving it again changes nothing (`isNew` false). Throws NOT_FOUND (no
   * such job on the site), UNPROCESSABLE `savedJobLimit` (SAVED_JOB_LIMIT reached), RATE_LIMITED.
   */
  save(userId: string, siteId: SiteId, jobId: number): Promise<{ isNew: boolean }>;
  /** Throws NOT_FOUND for a job that is not among the seeker's saved jobs, RATE_LIMITED. */
  unsave(userId: string, jobId: number): Promise<void>;
  /** Which of these jobs the seeker has saved: one query for a whole page of cards. */
  savedJobIds(userId: string, jobIds: readonly number[]): Promise<number[]>;
  /** How many jobs of a site the seeker has saved (the length of `list`, without the cards). */
  count(userId: string, siteId: SiteId): Promise<number>;
  /** The seeker's saved jobs on a site, newest first, expired ones included (marked `isExpired`). */
  list(userId: string, siteId: SiteId): Promise<SavedJob[]>;
}
