/**
 * What pages may ask the server about applications (the `applications` service of the load context;
 * implemented in apps/server/src/features/applications). Expected refusals come back as results, so an
 * action can show them beside the form; anything else is a failure the page reports plainly.
 */
import type { SiteId } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";
import type { ApplicationStatus, RecruiterStatus } from "./constants.ts";
import type { JobSummary } from "./jobs.ts";

export type ApplyOutcome = "applied" | "alreadyApplied" | "expired" | "notFound";

export interface JobApplyOutcome {
  jobId: number;
  outcome: ApplyOutcome;
  /** The application (new or existing) when there is one. */
  applicationId: string | null;
}

export type ApplyRefusal =
  | { ok: false; reason: "selectProfile" }
  | { ok: false; reason: "noJobs" }
  | { ok: false; reason: "tooMany"; limit: number; isFresher: boolean; selected: number }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

export type ApplyResult = { ok: true; value: { outcomes: JobApplyOutcome[] } } | ApplyRefusal;

export type ApplicationResult<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "notFound" }
  | { ok: false; reason: "notAllowed"; status: ApplicationStatus }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

export interface ApplicationEvent {
  status: ApplicationStatus;
  actorRole: "seeker" | "recruiter";
  at: string;
}

export interface SeekerApplication {
  id: string;
  jobId: number;
  /** Null when the job no longer exists on this site. */
  job: JobSummary | null;
  status: ApplicationStatus;
  profileName: string | null;
  appliedAt: string;
  updatedAt: string;
  /** Every status it has had, oldest first. */
  history: ApplicationEvent[];
}

export type ApplicationCounts = Record<ApplicationStatus, number> & { total: number };

export interface SeekerApplicationPage {
  applications: SeekerApplication[];
  /** Of the whole list on this site, whatever the filter. */
  counts: ApplicationCounts;
  page: number;
  pageSize: number;
  /** Rows matching the filter. */
  total: number;
  /** The application asked for by id, when it is the seeker's on this site (this page holds it). */
  highlightedId: string | null;
}

export interface ProfileChoice {
  id: string;
  name: string;
  isDefault: boolean;
}

export interface ApplyOptions {
  profiles: ProfileChoice[];
  /** The profile to preselect: the default one. */
  defaultProfileId: string | null;
  /** The multi-apply limit of the preselected profile. */
  limit: number;
  isFresher: boolean;
}

export interface Applicant {
  applicationId: string;
  seekerId: string;
  seekerName: string;
  profileName: string | null;
  status: ApplicationStatus;
  appliedAt: string;
}

export interface ApplicantDetail extends Applicant {
  jobId: number;
  /** The profile sent (null if it was deleted); its resume is the one the recruiter may download. */
  profileId: string | null;
  history: ApplicationEvent[];
  /** What the seeker sent: the profile's headline facts (null if the profile was deleted). */
  profile: {
    experience: { isFresher: boolean; years: number; months: number } | null;
    skills: string[];
    currentLocation: string | null;
  } | null;
}

export interface JobApplicants {
  jobId: number;
  applicants: Applicant[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CompanyJobApplicants {
  jobId: number;
  /** Null when the job no longer exists. */
  job: JobSummary | null;
  /** Applicants (withdrawn ones left out) and those nobody has opened yet. */
  total: number;
  unseen: number;
}

export interface ApplicationsContract {
  /** The seeker's profiles to choose from, with the default preselected and its multi-apply limit. */
  applyOptions(user: AccountUser): Promise<ApplyOptions>;
  /** Applies to one or several jobs of this site with one profile, in one transaction. */
  apply(
    user: AccountUser,
    siteId: SiteId,
    input: { jobIds: readonly number[]; profileId: string | null },
  ): Promise<ApplyResult>;
  /** Which of these jobs the seeker has applied to (withdrawn ones excluded): one query per page. */
  appliedJobIds(userId: string, jobIds: readonly number[]): Promise<number[]>;
  /**
   * The seeker's applications on a site, newest first, optionally of one status. With `applicationId`
   * (one of theirs), the unfiltered page that holds it, whatever page or status was asked for.
   */
  list(
    userId: string,
    siteId: SiteId,
    options?: { status?: ApplicationStatus | null; page?: number; applicationId?: string | null },
  ): Promise<SeekerApplicationPage>;
  /** One application of the seeker with its status history; another seeker's is `notFound`. */
  get(userId: string, applicationId: string): Promise<ApplicationResult<SeekerApplication>>;
  withdraw(userId: string, applicationId: string): Promise<ApplicationResult<SeekerApplication>>;
  /** The recruiter's company's jobs that have applicants, most recently applied to first. */
  companyJobs(recruiter: AccountUser): Promise<CompanyJobApplicants[]>;
  /** A job's applicants for a recruiter of the job's company; any other recruiter gets `notFound`. */
  applicants(recruiter: AccountUser, jobId: number, page?: number): Promise<ApplicationResult<JobApplicants>>;
  /** Opens an application for a recruiter of its company, marking it viewed. */
  openApplication(recruiter: AccountUser, applicationId: string): Promise<ApplicationResult<ApplicantDetail>>;
  setStatus(
    recruiter: AccountUser,
    applicationId: string,
    status: RecruiterStatus,
  ): Promise<ApplicationResult<ApplicantDetail>>;
}
