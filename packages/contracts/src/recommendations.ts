/**
 * What pages (and the dashboard) may ask the server about recommendations: the `recommendations`
 * service of the load context, implemented in apps/server/src/features/recommendations. Every list
 * leaves out jobs the seeker applied to, jobs and companies they are not interested in, and expired
 * or closed jobs. Reasons are data; pages word them (recommendation-text.ts) in the page's language.
 */
import type { HiddenFromSearch, SiteId } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";
import type { JobSummary } from "./jobs.ts";

/** Why a job was recommended from the default profile. */
export type RecommendationReason =
  | { kind: "skills"; count: number; skills: string[] }
  | { kind: "designation"; designation: string }
  | { kind: "location"; city: string }
  | { kind: "experience"; years: number }
  | { kind: "salary" }
  | { kind: "jobType" };

export type RecommendedJob = JobSummary & { reasons: RecommendationReason[] };

export interface RecommendedPage {
  jobs: RecommendedJob[];
  total: number;
  /** "empty-profile": the default profile has neither skills nor a designation to go by (no jobs). */
  basedOn: "profile" | "empty-profile";
}

/** Where a suggested job came from: one of the seeker's recent searches, or a job they opened. */
export type SuggestionReason =
  | { kind: "search"; search: string; query: string; location: string }
  | { kind: "viewed"; jobId: number; title: string };

export type SuggestedJob = JobSummary & { reason: SuggestionReason };

/** "Seekers who applied to this also applied to": with how many such seekers. */
export type CollaborativeJob = JobSummary & { sharedApplicants: number };

export type NetworkReason =
  | { kind: "colleague"; company: string }
  | { kind: "classmate"; company: string; institute: string }
  | { kind: "recruiterViewed"; company: string };

export type NetworkJob = JobSummary & { reasons: NetworkReason[] };

export interface HiddenCompany {
  id: number;
  name: string;
  slug: string;
  hiddenAt: string;
}

export interface HiddenJob {
  /** Null when the job no longer exists on this site. */
  job: JobSummary | null;
  jobId: number;
  hiddenAt: string;
}

export interface HiddenList {
  jobs: HiddenJob[];
  companies: HiddenCompany[];
}

export type HideResult =
  | { ok: true; value: { companyId?: number } }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "limit"; limit: number }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

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
  hideJob(user: AccountUser, siteId: SiteId, jobId: number): Promise<HideResult>;
  /** Hides every job of the company. */
  hideCompany(user: AccountUser, companyId: number): Promise<HideResult>;
  /** Hides the company of this job (what the job page and cards offer: they know the job, not the company). */
  hideCompanyOfJob(user: AccountUser, siteId: SiteId, jobId: number): Promise<HideResult>;
  unhideJob(user: AccountUser, jobId: number): Promise<HideResult>;
  unhideCompany(user: AccountUser, companyId: number): Promise<HideResult>;
  hidden(user: AccountUser, siteId: SiteId): Promise<HiddenList>;
  /** The exclusion to pass to the search service when this seeker searches. */
  hiddenFor(user: AccountUser): Promise<HiddenFromSearch>;
  /** Why one job fits the seeker's default profile (the "recommended job, single" call); null if no such live job. */
  explain(user: AccountUser, siteId: SiteId, jobId: number): Promise<RecommendedJob | null>;
  /** Records that a seeker opened a job page (at most once per job per 30 minutes); false if no such job. */
  recordView(user: AccountUser, siteId: SiteId, jobId: number): Promise<boolean>;
}
