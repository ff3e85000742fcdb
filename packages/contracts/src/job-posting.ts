/**
 * Recruiters' own jobs (the `jobPosting` service of the load context and `/api/employer/jobs…`;
 * implemented in apps/server/src/features/jobs/posting.ts): post, edit, preview, close, reopen and repost.
 * Every call works on the caller's company only: another company's job is "not found".
 */
import {
  JOB_REPORT_DETAILS_MAX,
  JOB_REPORT_REASONS,
  JOB_STATUSES,
  JOB_TYPE_IDS,
  type JobStatus,
  REVIEW_REASONS,
  SALARY_TERMS,
  SITE_IDS,
  type SiteId,
  WORK_MODE_IDS,
} from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import { type JobDetail, jobItSkillSchema } from "./jobs.ts";
import type { RequestMeta } from "./page-session.ts";

/** A job as its recruiters edit it: the posting's fields as ids and amounts, and where it stands. */
export const employerJobSchema = z.object({
  id: z.number().int(),
  siteId: z.enum(SITE_IDS),
  slug: z.string(),
  status: z.enum(JOB_STATUSES),
  title: z.string(),
  locations: z.array(z.string()),
  experienceMin: z.number().int(),
  experienceMax: z.number().int(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  currencyCode: z.string(),
  salaryTerms: z.enum(SALARY_TERMS),
  jobCode: z.string(),
  skills: z.array(z.string()),
  itSkills: z.array(jobItSkillSchema),
  /** Null for a job whose names the taxonomy does not hold (the demo seed's own). */
  industryId: z.number().int().nullable(),
  functionId: z.number().int().nullable(),
  roleId: z.number().int().nullable(),
  qualification: z.string(),
  descriptionHtml: z.string(),
  workMode: z.enum(WORK_MODE_IDS),
  jobType: z.enum(JOB_TYPE_IDS),
  vacancies: z.number().int().nullable(),
  /** The last day it is open, "YYYY-MM-DD". */
  expiresOn: z.string(),
  postedAt: z.string(),
  updatedAt: z.string(),
  isExpired: z.boolean(),
  reviewReasons: z.array(z.enum(REVIEW_REASONS)),
  rejectionReason: z.string().nullable(),
  applicants: z.number().int(),
  postedByName: z.string().nullable(),
});
export type EmployerJob = z.infer<typeof employerJobSchema>;

/** A page of the company's jobs, and how many there are in each status (for the list's filter). */
export const employerJobListSchema = z.object({
  jobs: z.array(employerJobSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.record(z.enum(JOB_STATUSES), z.number().int()),
});
export type EmployerJobList = z.infer<typeof employerJobListSchema>;

/** Jobs on one page of the recruiter's list. */
export const EMPLOYER_JOBS_PAGE_SIZE = 20;

/** What a posting call did: the job and the status it now has (`review` when the rules held it). */
export const postingResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(JOB_STATUSES),
  reviewReasons: z.array(z.enum(REVIEW_REASONS)),
});
export type PostingResult = z.infer<typeof postingResultSchema>;

/** A posting as sent: the fields of `jobPostingSchema` (@portal/domain), checked by the service. */
export const jobPostingBodySchema = z.record(z.string(), z.unknown());

export interface JobPostingContract {
  /** A page of the company's jobs, newest change first, of one status or all (every site's; each carries its own). */
  list(user: AccountUser, options?: { status?: JobStatus; page?: number }): Promise<EmployerJobList>;
  /** One of the company's jobs; throws NOT_FOUND for any other. */
  get(user: AccountUser, jobId: number): Promise<EmployerJob>;
  /** The job as the seeker's page would show it, from a posting not yet saved (nothing is stored). */
  preview(user: AccountUser, siteId: SiteId, posting: unknown): Promise<JobDetail>;
  /** A new job on the site: a draft, or published (open, or in review when the rules hold it). */
  create(
    user: AccountUser,
    siteId: SiteId,
    posting: unknown,
    /** `meta`: where the recruiter posts from; e-mails about the job link back there. */
    options: { publish: boolean; meta: Pick<RequestMeta, "origin" | "brand"> },
  ): Promise<PostingResult>;
  /** Changes to a draft, open, in-review or rejected job; `publish` takes a draft (or rejected job) out. */
  update(
    user: AccountUser,
    jobId: number,
    posting: unknown,
    options: { publish: boolean },
  ): Promise<PostingResult>;
  /** An open or in-review job stops taking applications; its page stays with the expired notice. */
  close(user: AccountUser, jobId: number): Promise<PostingResult>;
  /** A closed (or expired) job opens again, until `expiresOn` or JOB_DEFAULT_DAYS from today. */
  reopen(user: AccountUser, jobId: number, expiresOn?: string): Promise<PostingResult>;
  /** A copy of the job posted afresh today (the old one, if open, closes): a new page and new applicants. */
  repost(user: AccountUser, jobId: number): Promise<PostingResult>;
  /** A draft is deleted (it was never seen); any other job is closed instead. */
  discardDraft(user: AccountUser, jobId: number): Promise<void>;
}

/** A job in the staff's review queue: why it waits, and what seekers reported. */
export const reviewQueueItemSchema = z.object({
  id: z.number().int(),
  siteId: z.enum(SITE_IDS),
  slug: z.string(),
  /** `review` (held by the rules or by reports), or `open` (reported, still live). */
  status: z.enum(["review", "open"]),
  title: z.string(),
  companyName: z.string(),
  companyDomain: z.string().nullable(),
  recruiterName: z.string().nullable(),
  recruiterEmail: z.string().nullable(),
  descriptionHtml: z.string(),
  locations: z.array(z.string()),
  reviewReasons: z.array(z.enum(REVIEW_REASONS)),
  waitingSince: z.string(),
  reports: z.array(
    z.object({ reason: z.enum(JOB_REPORT_REASONS), details: z.string(), createdAt: z.string() }),
  ),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueSchema = z.object({ jobs: z.array(reviewQueueItemSchema) });

export const jobReportBodySchema = z.object({
  reason: z.string().max(40).optional(),
  details: z.string().max(JOB_REPORT_DETAILS_MAX).optional(),
});

/** The staff's review queue and seekers' reports (docs/job-review-rules.md). */
export interface JobReviewContract {
  /** Jobs waiting for staff, oldest first: held by the rules, or reported. */
  queue(user: AccountUser): Promise<ReviewQueueItem[]>;
  /** The job opens (as posted now) and its reports are closed. */
  approve(user: AccountUser, jobId: number): Promise<void>;
  /** The job is rejected with a reason its recruiter sees; its reports are closed. */
  reject(user: AccountUser, jobId: number, reason: unknown): Promise<void>;
  /** "Report this job", by a seeker or a guest (`user` null), once per reporter and job. */
  report(
    user: AccountUser | null,
    meta: RequestMeta,
    siteId: SiteId,
    jobId: number,
    input: { reason?: unknown; details?: unknown },
  ): Promise<void>;
}
