/**
 * Job listings as they travel between the server's services, the API and the pages: plain data (dates
 * as ISO strings) that survives JSON and React Router's loaders. One schema each; the types come from it.
 */
import { JOB_TYPE_IDS, SALARY_TERMS, SITE_IDS, type SiteId, WORK_MODE_IDS } from "@portal/domain";
import { z } from "zod";

export const jobSummarySchema = z.object({
  id: z.number().int(),
  siteId: z.enum(SITE_IDS),
  slug: z.string(),
  title: z.string(),
  companyName: z.string(),
  companySlug: z.string(),
  locations: z.array(z.string()),
  experienceMin: z.number().int(),
  experienceMax: z.number().int(),
  /** Whole units of `currencyCode`; null when the employer did not disclose a salary. */
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  currencyCode: z.string(),
  salaryTerms: z.enum(SALARY_TERMS),
  skills: z.array(z.string()),
  jobType: z.enum(JOB_TYPE_IDS),
  workMode: z.enum(WORK_MODE_IDS),
  postedAt: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

export const jobItSkillSchema = z.object({
  name: z.string(),
  /** "" when any version will do. */
  version: z.string(),
  /** The year it should last have been used, or null. */
  lastUsed: z.number().int().nullable(),
});

export const jobDetailSchema = jobSummarySchema.extend({
  /** Sanitised HTML, safe to render as is. */
  descriptionHtml: z.string(),
  jobCode: z.string(),
  functionName: z.string(),
  roleName: z.string(),
  industryName: z.string(),
  employerType: z.string(),
  qualification: z.string(),
  states: z.array(z.string()),
  countryCode: z.string(),
  itSkills: z.array(jobItSkillSchema),
  /** How many people the employer hires; null when not given. */
  vacancies: z.number().int().nullable(),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** A job id in a path (`/api/jobs/{id}`, `/api/seeker/saved-jobs/{jobId}`). */
export const jobIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Reading job listings: one job (its page, expired ones included), similar jobs, and cards by id. */
export interface JobsContract {
  getJob(siteId: SiteId, id: number): Promise<JobDetail | null>;
  /** The skills most asked for by the site's live jobs posted in the last `days` days, most first. */
  topSkills(siteId: SiteId, days: number, limit: number): Promise<{ skill: string; jobs: number }[]>;
  similarJobs(job: JobDetail, limit: number): Promise<JobSummary[]>;
  /**
   * The cards of several jobs of a site, in the order of `ids` (lists kept elsewhere: saved jobs,
   * recommendations). Unknown ids and other sites' jobs are left out; so are expired and closed jobs
   * when `liveOnly` is set.
   */
  getJobSummaries(
    siteId: SiteId,
    ids: readonly number[],
    options?: { liveOnly?: boolean },
  ): Promise<JobSummary[]>;
}
