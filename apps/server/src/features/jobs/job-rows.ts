/**
 * How job rows are read from SQL and turned into the shapes of @portal/contracts (job cards and job
 * pages); used by the job service (job pages, cards of kept lists, similar jobs).
 */

import type { JobDetail, JobSummary } from "@portal/contracts";
import type { companies, jobs, SqlRow } from "@portal/db";

type JobColumns = SqlRow<typeof jobs>;

/** A job as SUMMARY_COLUMNS read it (its company's slug joined in); DETAIL_COLUMNS add the rest. */
export type JobRow = Pick<
  JobColumns,
  | "id"
  | "site_id"
  | "slug"
  | "title"
  | "company_name"
  | "locations"
  | "states"
  | "country_code"
  | "experience_min"
  | "experience_max"
  | "salary_min"
  | "salary_max"
  | "currency_code"
  | "salary_terms"
  | "skills"
  | "job_type"
  | "work_mode"
  | "posted_at"
  | "expires_at"
  | "status"
> & { company_slug: SqlRow<typeof companies>["slug"] } & Partial<
    Pick<
      JobColumns,
      | "description_html"
      | "job_code"
      | "function_name"
      | "role_name"
      | "industry_name"
      | "employer_type"
      | "qualification"
      | "it_skills"
      | "vacancies"
    >
  >;

export const SUMMARY_COLUMNS = `j.id, j.site_id, j.slug, j.title, j.company_name, c.slug AS company_slug, j.locations,
  j.states, j.country_code, j.experience_min, j.experience_max, j.salary_min, j.salary_max, j.currency_code,
  j.salary_terms, j.skills, j.job_type, j.work_mode, j.posted_at, j.expires_at, j.status`;

export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, j.description_html, j.job_code, j.function_name, j.role_name,
  j.industry_name, j.employer_type, j.qualification, j.it_skills, j.vacancies`;

/** Open and not past its closing date: the only jobs a seeker may find. */
export const IS_LIVE = "j.status = 'open' AND j.expires_at > now()";

/** Jobs with a public page: open ones and closed ones (drafts, jobs in review and rejected ones have none). */
export const IS_PUBLISHED = "j.status IN ('open', 'closed')";

/** An int8 column (`pg` gives it as text) as a number; salaries are far below 2^53. */
function toNumberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function toSummary(row: JobRow, now: Date): JobSummary {
  return {
    id: Number(row.id),
    siteId: row.site_id,
    slug: row.slug,
    title: row.title,
    companyName: row.company_name,
    companySlug: row.company_slug,
    locations: row.locations,
    experienceMin: row.experience_min,
    experienceMax: row.experience_max,
    salaryMin: toNumberOrNull(row.salary_min),
    salaryMax: toNumberOrNull(row.salary_max),
    currencyCode: row.currency_code,
    salaryTerms: row.salary_terms,
    skills: row.skills,
    jobType: row.job_type,
    workMode: row.work_mode,
    postedAt: row.posted_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    isExpired: row.status !== "open" || row.expires_at.getTime() <= now.getTime(),
  };
}

export function toDetail(row: JobRow, now: Date): JobDetail {
  return {
    ...toSummary(row, now),
    descriptionHtml: row.description_html ?? "",
    jobCode: row.job_code ?? "",
    functionName: row.function_name ?? "",
    roleName: row.role_name ?? "",
    industryName: row.industry_name ?? "",
    employerType: row.employer_type ?? "",
    qualification: row.qualification ?? "",
    states: row.states,
    countryCode: row.country_code,
    itSkills: row.it_skills ?? [],
    vacancies: row.vacancies ?? null,
  };
}
