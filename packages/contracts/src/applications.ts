/**
 * Applications (the `applications` service of the load context, `/api/seeker/…applications…` and
 * `/api/employer/…`; implemented in apps/server/src/features/applications). Refusals are thrown as
 * AppError, so an action can show them beside the form (`attempt`); anything else is a failure the page
 * reports plainly.
 */
import type { SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  RECRUITER_STATUSES,
  type RecruiterStatus,
} from "./constants.ts";
import { jobSummarySchema } from "./jobs.ts";

/** What happened to one job of an application: applied now, applied before, closed, or not on the site. */
export const APPLY_OUTCOMES = ["applied", "alreadyApplied", "expired", "notFound"] as const;
export type ApplyOutcome = (typeof APPLY_OUTCOMES)[number];

export const jobApplyOutcomeSchema = z.object({
  jobId: z.number().int(),
  outcome: z.enum(APPLY_OUTCOMES),
  /** The application (new or existing) when there is one. */
  applicationId: z.string().nullable(),
});
export type JobApplyOutcome = z.infer<typeof jobApplyOutcomeSchema>;

/** What applying to several jobs answers: each job's outcome, in the order asked. */
export const applyOutcomesSchema = z.object({ outcomes: z.array(jobApplyOutcomeSchema) });
export type ApplyOutcomes = z.infer<typeof applyOutcomesSchema>;

const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const applicationEventSchema = z.object({
  status: applicationStatusSchema,
  actorRole: z.enum(["seeker", "recruiter"]),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

export const seekerApplicationSchema = z.object({
  id: z.string(),
  jobId: z.number().int(),
  /** Null when the job no longer exists on this site. */
  job: jobSummarySchema.nullable(),
  status: applicationStatusSchema,
  profileName: z.string().nullable(),
  appliedAt: z.string(),
  updatedAt: z.string(),
  /** Every status it has had, oldest first. */
  history: z.array(applicationEventSchema),
});
export type SeekerApplication = z.infer<typeof seekerApplicationSchema>;

/** Applications in each status, and all of them. */
export const applicationCountsSchema = z.object({
  applied: z.number().int(),
  viewed: z.number().int(),
  shortlisted: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  total: z.number().int(),
});
export type ApplicationCounts = z.infer<typeof applicationCountsSchema>;

/** A page of the seeker's "applied jobs" (GET /api/seeker/applications). */
export const seekerApplicationPageSchema = z.object({
  applications: z.array(seekerApplicationSchema),
  /** Of the whole list on this site, whatever the filter. */
  counts: applicationCountsSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the filter. */
  total: z.number().int(),
  /** The application asked for by id, when it is the seeker's on this site (this page holds it). */
  highlightedId: z.string().nullable(),
});
export type SeekerApplicationPage = z.infer<typeof seekerApplicationPageSchema>;

export const applicantSchema = z.object({
  applicationId: z.string(),
  seekerId: z.string(),
  seekerName: z.string(),
  profileName: z.string().nullable(),
  status: applicationStatusSchema,
  appliedAt: z.string(),
  /** From the profile sent: whole years of experience (0 for a fresher), null when not given. */
  experienceYears: z.number().int().nullable(),
  currentLocation: z.string().nullable(),
  /** An id of NOTICE_PERIODS, from the current job of the profile sent; null when none is current. */
  noticePeriod: z.string().nullable(),
  /** The seeker has a Profile Highlighter (or Career Booster) running: the list marks the row. */
  highlighted: z.boolean(),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicantDetailSchema = applicantSchema.extend({
  jobId: z.number().int(),
  /** The profile sent (null if it was deleted); its resume is the one the recruiter may download. */
  profileId: z.string().nullable(),
  history: z.array(applicationEventSchema),
  /** What the seeker sent: the profile's headline facts (null if the profile was deleted). */
  profile: z
    .object({
      experience: z
        .object({ isFresher: z.boolean(), years: z.number().int(), months: z.number().int() })
        .nullable(),
      skills: z.array(z.string()),
      currentLocation: z.string().nullable(),
    })
    .nullable(),
});
export type ApplicantDetail = z.infer<typeof applicantDetailSchema>;

/** What a recruiter narrows a job's applicants to; every part is optional. */
export const applicantFiltersSchema = z.object({
  status: z.enum(["applied", "viewed", "shortlisted", "rejected"]).optional(),
  experienceMin: z.coerce.number().int().min(0).max(50).optional(),
  experienceMax: z.coerce.number().int().min(0).max(50).optional(),
  /** A city, any spelling (the profile's current location). */
  location: z.string().trim().max(60).optional(),
  noticePeriod: z.string().max(20).optional(),
});
export type ApplicantFilters = z.infer<typeof applicantFiltersSchema>;

/** A recruiter's private note on an application (never shown to the seeker). */
export const applicationNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  authorName: z.string().nullable(),
  isYours: z.boolean(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;
export const APPLICATION_NOTE_MAX = 2000;

/** A page of a job's applicants (GET /api/employer/jobs/:jobId/applicants). */
export const jobApplicantsSchema = z.object({
  jobId: z.number().int(),
  applicants: z.array(applicantSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JobApplicants = z.infer<typeof jobApplicantsSchema>;

export const companyJobApplicantsSchema = z.object({
  jobId: z.number().int(),
  /** Null when the job no longer exists. */
  job: jobSummarySchema.nullable(),
  /** Applicants (withdrawn ones left out) and those nobody has opened yet. */
  total: z.number().int(),
  unseen: z.number().int(),
});
export type CompanyJobApplicants = z.infer<typeof companyJobApplicantsSchema>;

// What the calls accept (their bodies).

/** A profile id as sent: anything longer is no profile of ours (the service says `selectProfile`). */
const profileIdField = z.string().max(40).nullable().optional();

/** Applying to one job (POST /api/seeker/jobs/:jobId/apply). */
export const applyToJobBodySchema = z.object({ profileId: profileIdField });
/** Applying to several jobs at once (POST /api/seeker/applications); the limit is the service's. */
export const multiApplyBodySchema = z.object({
  jobIds: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(50),
  profileId: profileIdField,
});
/** A recruiter's move (PUT /api/employer/applications/:applicationId/status). */
export const applicationStatusBodySchema = z.object({ status: z.enum(RECRUITER_STATUSES) });

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

export interface ApplicationsContract {
  /** The seeker's profiles to choose from, with the default preselected and its multi-apply limit. */
  applyOptions(user: AccountUser): Promise<ApplyOptions>;
  /**
   * Applies to one or several jobs of this site with one profile, in one transaction, and says what
   * happened to each job. Throws VALIDATION `applyNoJobs` (field `jobIds`: no job id), VALIDATION
   * `selectProfile` (field `profileId`: none chosen, or not one of the seeker's), UNPROCESSABLE
   * `applyLimitFresher` or `applyLimitExperienced` (field `jobIds`, params `max` and `selected`: more jobs
   * than the chosen profile's multi-apply limit), RATE_LIMITED (DAILY_APPLICATION_LIMIT), FORBIDDEN for
   * anyone but a seeker.
   */
  apply(
    user: AccountUser,
    siteId: SiteId,
    input: { jobIds: readonly number[]; profileId: string | null },
  ): Promise<ApplyOutcomes>;
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
  /**
   * One application of the seeker with its status history. Throws NOT_FOUND `applicationNotFound`
   * (another seeker's, or none).
   */
  get(userId: string, applicationId: string): Promise<SeekerApplication>;
  /**
   * Withdraws an applied, viewed or shortlisted application. Throws NOT_FOUND `applicationNotFound`,
   * CONFLICT `applicationNotChangeable` (rejected, or already withdrawn).
   */
  withdraw(userId: string, applicationId: string): Promise<SeekerApplication>;
  /** The recruiter's company's jobs that have applicants, most recently applied to first. */
  companyJobs(recruiter: AccountUser): Promise<CompanyJobApplicants[]>;
  /**
   * A job's applicants for a recruiter of the job's company. Throws NOT_FOUND `jobNotFound` for any other
   * recruiter, and for a job that does not exist.
   */
  applicants(
    recruiter: AccountUser,
    jobId: number,
    page?: number,
    filters?: ApplicantFilters,
  ): Promise<JobApplicants>;
  /** Every applicant of the job the filters keep (at most EXPORT_MAX), for the CSV download. */
  exportApplicants(recruiter: AccountUser, jobId: number, filters?: ApplicantFilters): Promise<Applicant[]>;
  /**
   * The same status for several applications of the company at once; those whose status does not allow
   * the move (or are not the company's) are left as they are. Returns how many changed.
   */
  setStatusMany(
    recruiter: AccountUser,
    applicationIds: readonly string[],
    status: RecruiterStatus,
  ): Promise<{ changed: number }>;
  /** The company's private notes on an application, oldest first. */
  notes(recruiter: AccountUser, applicationId: string): Promise<ApplicationNote[]>;
  /** Adds a private note. Throws VALIDATION `noteRequired`, NOT_FOUND `applicationNotFound`. */
  addNote(recruiter: AccountUser, applicationId: string, text: unknown): Promise<ApplicationNote>;
  /**
   * Opens an application for a recruiter of its company, marking it viewed. Throws NOT_FOUND
   * `applicationNotFound` (another company's, withdrawn, or none).
   */
  openApplication(recruiter: AccountUser, applicationId: string): Promise<ApplicantDetail>;
  /**
   * Moves an application to viewed, shortlisted or rejected (setting the status it has changes
   * nothing). Throws NOT_FOUND `applicationNotFound`, CONFLICT `applicationNotChangeable` (a move the
   * status does not allow).
   */
  setStatus(recruiter: AccountUser, applicationId: string, status: RecruiterStatus): Promise<ApplicantDetail>;
}
