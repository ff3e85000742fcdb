/**
 * The shapes in which job listings travel between the server's services and the web app.
 * They are plain data (dates as ISO strings) so that they survive JSON and React Router's loaders.
 */
import type { SiteId } from "./sites.ts";

export type SalaryTerms = "annual" | "monthly";
export type JobType = "full-time" | "part-time" | "contract" | "internship" | "temporary";
export type WorkMode = "office" | "remote" | "hybrid";

export interface JobSummary {
  id: number;
  siteId: SiteId;
  slug: string;
  title: string;
  companyName: string;
  companySlug: string;
  locations: string[];
  experienceMin: number;
  experienceMax: number;
  /** Whole units of `currencyCode`; null when the employer did not disclose a salary. */
  salaryMin: number | null;
  salaryMax: number | null;
  currencyCode: string;
  salaryTerms: SalaryTerms;
  skills: string[];
  jobType: JobType;
  workMode: WorkMode;
  postedAt: string;
  expiresAt: string;
  isExpired: boolean;
}

export interface JobDetail extends JobSummary {
  /** Sanitised HTML, safe to render as is. */
  descriptionHtml: string;
  jobCode: string;
  functionName: string;
  roleName: string;
  industryName: string;
  employerType: string;
  qualification: string;
  states: string[];
  countryCode: string;
}

export interface JobSearchInput {
  siteId: SiteId;
  keywords?: string;
  location?: string;
  /** The seeker's years of experience: keeps jobs whose range contains it. */
  experienceYears?: number;
  page: number;
  pageSize: number;
}

export interface JobSearchResult {
  total: number;
  page: number;
  pageSize: number;
  jobs: JobSummary[];
}

export const SEARCH_PAGE_SIZE = 20;
export const MAX_SEARCH_PAGE = 500;

/**
 * `/job/<slug>-<id>`: the slug is for people and search engines, the id is what counts. A title with
 * nothing sluggable (only punctuation) gives `/job/<id>` rather than a path starting with a dash.
 */
export function jobPath(job: Pick<JobSummary, "slug" | "id">): string {
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
