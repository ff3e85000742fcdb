/**
 * How job rows are read from SQL and turned into the DTOs of @portal/domain; shared by the job
 * service (detail pages) and the search service (result lists).
 */

import type { JobDetail, JobSummary } from "@portal/contracts";
import type { SiteId } from "@portal/domain";

export interface JobRow {
  id: string | number;
  site_id: SiteId;
  slug: string;
  title: string;
  company_name: string;
  company_slug: string;
  locations: string[];
  states: string[];
  country_code: string;
  experience_min: number;
  experience_max: number;
  salary_min: string | number | null;
  salary_max: string | number | null;
  currency_code: string;
  salary_terms: JobSummary["salaryTerms"];
  skills: string[];
  job_type: JobSummary["jobType"];
  work_mode: JobSummary["workMode"];
  posted_at: Date;
  expires_at: Date;
  status: string;
  description_html?: string;
  job_code?: string;
  function_name?: string;
  role_name?: string;
  industry_name?: string;
  employer_type?: string;
  qualification?: string;
}

export const SUMMARY_COLUMNS = `j.id, j.site_id, j.slug, j.title, j.company_name, c.slug AS company_slug, j.locations,
  j.states, j.country_code, j.experience_min, j.experience_max, j.salary_min, j.salary_max, j.currency_code,
  j.salary_terms, j.skills, j.job_type, j.work_mode, j.posted_at, j.expires_at, j.status`;

export const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, j.description_html, j.job_code, j.function_name, j.role_name,
  j.industry_name, j.employer_type, j.qualification`;

/** Open and not past its closing date: the only jobs a seeker may find. */
export const IS_LIVE = "j.status = 'open' AND j.expires_at > now()";

function toNumberOrNull(value: string | number | null): number | null {
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
  };
}
