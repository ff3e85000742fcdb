/**
 * What pages (and the dashboard) may ask the server about recommendations: the `recommendations`
 * service of the load context, implemented in apps/server/src/features/recommendations. Every list
 * leaves out jobs the seeker applied to, jobs and companies they are not interested in, and expired
 * or closed jobs. Reasons are data; pages word them (recommendation-text.ts) in the page's language.
 * Refusals (of the "not interested" writes) are thrown as AppError.
 */
import type { HiddenFromSearch, SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import { jobSummarySchema } from "./jobs.ts";

/** Why a job was recommended from the default profile. */
export const recommendationReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("skills"), count: z.number().int(), skills: z.array(z.string()) }),
  z.object({ kind: z.literal("designation"), designation: z.string() }),
  z.object({ kind: z.literal("location"), city: z.string() }),
  z.object({ kind: z.literal("experience"), years: z.number() }),
  z.object({ kind: z.literal("salary") }),
  z.object({ kind: z.literal("jobType") }),
]);
export type RecommendationReason = z.infer<typeof recommendationReasonSchema>;

export const recommendedJobSchema = jobSummarySchema.extend({ reasons: z.array(recommendationReasonSchema) });
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

export const recommendedPageSchema = z.object({
  jobs: z.array(recommendedJobSchema),
  total: z.number().int(),
  /** "empty-profile": the default profile has neither skills nor a designation to go by (no jobs). */
  basedOn: z.enum(["profile", "empty-profile"]),
});
export type RecommendedPage = z.infer<typeof recommendedPageSchema>;

/** Why one job fits the default profile (the "recommended job, single" call): the card and its reasons. */
export const explainedJobSchema = z.object({
  job: jobSummarySchema,
  reasons: z.array(recommendationReasonSchema),
});

/** Where a suggested job came from: one of the seeker's recent searches, or a job they opened. */
export const suggestionReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("search"), search: z.string(), query: z.string(), location: z.string() }),
  z.object({ kind: z.literal("viewed"), jobId: z.number().int(), title: z.string() }),
]);
export type SuggestionReason = z.infer<typeof suggestionReasonSchema>;

export const suggestedJobSchema = jobSummarySchema.extend({ reason: suggestionReasonSchema });
export type SuggestedJob = z.infer<typeof suggestedJobSchema>;

/** "Seekers who applied to this also applied to": with how many such seekers. */
export const collaborativeJobSchema = jobSummarySchema.extend({ sharedApplicants: z.number().int() });
export type CollaborativeJob = z.infer<typeof collaborativeJobSchema>;

export const networkReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("colleague"), company: z.string() }),
  z.object({ kind: z.literal("classmate"), company: z.string(), institute: z.string() }),
  z.object({ kind: z.literal("recruiterViewed"), company: z.string() }),
]);
export type NetworkReason = z.infer<typeof networkReasonSchema>;

export const networkJobSchema = jobSummarySchema.extend({ reasons: z.array(networkReasonSchema) });
export type NetworkJob = z.infer<typeof networkJobSchema>;

export const hiddenCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  hiddenAt: z.string(),
});
export type HiddenCompany = z.infer<typeof hiddenCompanySchema>;

export const hiddenJobSchema = z.object({
  /** Null when the job no longer exists on this site. */
  job: jobSummarySchema.nullable(),
  jobId: z.number().int(),
  hiddenAt: z.string(),
});
export type HiddenJob = z.infer<typeof hiddenJobSchema>;

/** The seeker's "not interested" list (GET /api/seeker/not-interested). */
export const hiddenListSchema = z.object({
  jobs: z.array(hiddenJobSchema),
  companies: z.array(hiddenCompanySchema),
});
export type HiddenList = z.infer<typeof hiddenListSchema>;

export interface RecommendationsContract {
  recommended(
    user: AccountUser,
    options: { siteId: SiteId; limit: number; page?: number },
  ): Promise<RecommendedPage>;
  suggested(user: AccountUser, options: { siteId: SiteId; limit: number }): Promise<SuggestedJob[]>;
  /** Anyone may ask (the job page is public); with a seeker, their applied and hidden jobs are left out. */
  collaborative(
    jobId: number,
    options: { siteId: SiteId; limit: number; user?: AccountUser | null },
  ): Promise<CollaborativeJob[]>;
  network(user: AccountUser, options: { siteId: SiteId; limit: number }): Promise<NetworkJob[]>;
  /**
   * Hides a job of this site; hiding it again changes nothing. Throws NOT_FOUND `notFound` (no such job
   * on the site), UNPROCESSABLE `hiddenLimit` (HIDDEN_LIMIT jobs hidden), RATE_LIMITED.
   */
  hideJob(user: AccountUser, siteId: SiteId, jobId: number): Promise<void>;
  /**
   * Hides every job of the company. Throws NOT_FOUND `notFound` (no such company), UNPROCESSABLE
   * `hiddenLimit` (HIDDEN_LIMIT companies hidden), RATE_LIMITED.
   */
  hideCompany(user: AccountUser, companyId: number): Promise<void>;
  /**
   * Hides the company of this job (what the job page and cards offer: they know the job, not the
   * company) and says which it was. Throws as `hideCompany`, NOT_FOUND also for no such job on the site.
   */
  hideCompanyOfJob(user: AccountUser, siteId: SiteId, jobId: number): Promise<{ companyId: number }>;
  /** Throws NOT_FOUND `notFound` (a job the seeker has not hidden), RATE_LIMITED. */
  unhideJob(user: AccountUser, jobId: number): Promise<void>;
  /** Throws NOT_FOUND `notFound` (a company the seeker has not hidden), RATE_LIMITED. */
  unhideCompany(user: AccountUser, companyId: number): Promise<void>;
  hidden(user: AccountUser, siteId: SiteId): Promise<HiddenList>;
  /** The exclusion to pass to the search service when this seeker searches. */
  hiddenFor(user: Pick<AccountUser, "id" | "role">): Promise<HiddenFromSearch>;
  /** Why one job fits the seeker's default profile (the "recommended job, single" call); null if no such live job. */
  explain(user: AccountUser, siteId: SiteId, jobId: number): Promise<RecommendedJob | null>;
  /** Records that a seeker opened a job page (at most once per job per 30 minutes); false if no such job. */
  recordView(user: AccountUser, siteId: SiteId, jobId: number): Promise<boolean>;
}
