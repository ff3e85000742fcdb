/**
 * Rules of job listings: their kinds, page sizes, and the address of a job page. The shapes in which
 * listings travel (JobSummary, JobDetail) are in @portal/contracts.
 */

export const SALARY_TERMS = ["annual", "monthly"] as const;
export type SalaryTerms = (typeof SALARY_TERMS)[number];
export const JOB_TYPE_IDS = ["full-time", "part-time", "contract", "internship", "temporary"] as const;
export type JobType = (typeof JOB_TYPE_IDS)[number];
export const WORK_MODE_IDS = ["office", "remote", "hybrid"] as const;
export type WorkMode = (typeof WORK_MODE_IDS)[number];

/**
 * A job's life: a recruiter's `draft`; `review` while staff check a posting the review rules flagged
 * (docs/job-review-rules.md); `open` (live until it expires); `closed` by its recruiter; `rejected` by
 * staff. Only open and closed jobs have a public page; only open, unexpired ones are searched.
 */
export const JOB_STATUSES = ["draft", "review", "open", "closed", "rejected"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** An IT skill a job asks for (spec §3 job record: itSkills with version and last used). */
export interface JobItSkill {
  name: string;
  /** "" when any version will do. */
  version: string;
  /** The year the candidate should last have used it, or null. */
  lastUsed: number | null;
}

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 500;

/**
 * `/job/<slug>-<id>`: the slug is for people and search engines, the id is what counts. A title with
 * nothing sluggable (only punctuation) gives `/job/<id>` rather than a path starting with a dash.
 */
export function jobPath(job: { slug: string; id: number }): string {
  return job.slug ? `/job/${job.slug}-${job.id}` : `/job/${job.id}`;
}

/** The id at the end of a job path segment, or null when the segment has none. */
export function parseJobPathSegment(segment: string): number | null {
  const match = /(?:^|-)(\d{1,15})$/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const SLUG_MAX_LENGTH = 80;

/**
 * A URL slug from any title: lowercase ASCII words joined by dashes. Non-Latin titles keep their
 * letters and combining marks (Devanagari vowel signs are marks; dropping them would garble words);
 * only Latin accents are removed. Cut to 80 characters before trimming so no dash is left at the end.
 */
export function slugify(text: string): string {
  const dashed = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+/, "");
  return Array.from(dashed).slice(0, SLUG_MAX_LENGTH).join("").replace(/-+$/, "");
}
