/**
 * Limits, status sets and paths that pages use at run time as well as the server. They live apart from
 * the schemas so that a page importing one of them does not bring zod into its browser bundle (the
 * build leaves out a module only when none of its exports is used).
 */

// Applications

export const APPLICATION_STATUSES = ["applied", "viewed", "shortlisted", "rejected", "withdrawn"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** What a recruiter may set; "viewed" is also set by opening the application. */
export const RECRUITER_STATUSES = ["viewed", "shortlisted", "rejected"] as const;
export type RecruiterStatus = (typeof RECRUITER_STATUSES)[number];
/** Spec §1: apply to several jobs at once, 5 for a fresher and 10 for an experienced seeker. */
export const MULTI_APPLY_LIMIT = { fresher: 5, experienced: 10 } as const;
/** Applications a seeker may make in a day (pages and API count together). */
export const DAILY_APPLICATION_LIMIT = 100;
/** Rows on a page of the seeker's list or a job's applicants. */
export const APPLICATIONS_PAGE_SIZE = 20;

// Bell notifications

/** Notifications shown per page of the list. */
export const BELL_PAGE_SIZE = 20;
/** The header shows "99+" above this; counting further costs time and tells nothing. */
export const BELL_COUNT_CAP = 99;
/** Marking read, per seeker: generous for a person, a bound for a script. */
export const BELL_WRITE_LIMIT = { limit: 300, windowSeconds: 15 * 60 } as const;
/** Application statuses a seeker hears about: the recruiter's moves, never the seeker's own. */
export const NOTIFIED_STATUSES = ["viewed", "shortlisted", "rejected"] as const;
export type NotifiedStatus = (typeof NOTIFIED_STATUSES)[number];

// Dashboard

/** Applications shown, the most recently changed first; the rest are one link away (/seeker/applied-jobs). */
export const DASHBOARD_APPLICATIONS = 5;
export const DASHBOARD_RECOMMENDED = 6;
export const DASHBOARD_RECENT_SEARCHES = 5;

// Recommendations and "not interested"

/** Most entries a seeker may hide (jobs and companies each). */
export const HIDDEN_LIMIT = 500;
export const RECOMMENDED_PAGE_SIZE = 20;
export const COLLABORATIVE_LIMIT = 5;

// Resumes

/** Where the browser downloads a resume (owner, or a recruiter the seeker applied to). */
export function resumeDownloadPath(resumeId: string): string {
  return `/api/account/resumes/${resumeId}/file`;
}
/** The profile groups a review row belongs to, in the order the review shows them. */
export const REVIEW_GROUPS = ["personal", "experience", "employments", "educations", "skills"] as const;
export type ReviewGroup = (typeof REVIEW_GROUPS)[number];

// Saved and recent searches

/** Saved searches a seeker may keep on one site. */
export const SAVED_SEARCH_LIMIT = 50;
/** Recent searches kept per seeker and site. */
export const RECENT_SEARCH_LIMIT = 10;
export const SAVED_SEARCH_NAME_MAX = 100;

// Saved jobs

/** Saved jobs a seeker may keep; generous, but a bound on what one account can store. */
export const SAVED_JOB_LIMIT = 500;
