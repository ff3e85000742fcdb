/**
 * Finding and reading job listings. This is the first, plain keyword search (full-text match on the
 * weighted search vector, newest first); relevance, typo tolerance and facets are a later step that
 * keeps this interface.
 */
import type { JobDetail, JobSearchInput, JobSearchResult, JobSummary, SiteId } from "@portal/domain";
import type pg from "pg";

interface JobRow {
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

const SUMMARY_COLUMNS = `j.id, j.site_id, j.slug, j.title, j.company_name, c.slug AS company_slug, j.locations,
  j.states, j.country_code, j.experience_min, j.experience_max, j.salary_min, j.salary_max, j.currency_code,
  j.salary_terms, j.skills, j.job_type, j.work_mode, j.posted_at, j.expires_at, j.status`;

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, j.description_html, j.job_code, j.function_name, j.role_name,
  j.industry_name, j.employer_type, j.qualification`;

/** Open and not past its closing date: the only jobs a seeker may find. */
const IS_LIVE = "j.status = 'open' AND j.expires_at > now()";

function toNumberOrNull(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

function toSummary(row: JobRow, now: Date): JobSummary {
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

function toDetail(row: JobRow, now: Date): JobDetail {
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

export interface JobService {
  searchJobs(input: JobSearchInput): Promise<JobSearchResult>;
  getJob(siteId: SiteId, id: number): Promise<JobDetail | null>;
  similarJobs(job: JobDetail, limit: number): Promise<JobSummary[]>;
}

export function createJobService(pool: pg.Pool, clock: () => Date = () => new Date()): JobService {
  return {
    async searchJobs(input) {
      const keywords = input.keywords?.trim() || null;
      const location = input.location?.trim() || null;
      const experience = input.experienceYears ?? null;
      const params: unknown[] = [input.siteId, keywords, location, experience];
      const where = `j.site_id = $1 AND ${IS_LIVE}
        AND ($2::text IS NULL OR j.search_vector @@ websearch_to_tsquery('english', $2))
        AND ($3::text IS NULL OR EXISTS (
              SELECT 1 FROM unnest(j.locations) AS city(name) WHERE lower(city.name) LIKE lower($3) || '%'))
        AND ($4::int IS NULL OR (j.experience_min <= $4 AND j.experience_max >= $4))`;
      const order = keywords
        ? "ts_rank_cd(j.search_vector, websearch_to_tsquery('english', $2)) DESC, j.posted_at DESC, j.id DESC"
        : "j.posted_at DESC, j.id DESC";
      const offset = (input.page - 1) * input.pageSize;
      const [rows, count] = await Promise.all([
        pool.query<JobRow>(
          `SELECT ${SUMMARY_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id
           WHERE ${where} ORDER BY ${order} LIMIT $5 OFFSET $6`,
          [...params, input.pageSize, offset],
        ),
        pool.query<{ total: string }>(`SELECT count(*) AS total FROM jobs j WHERE ${where}`, params),
      ]);
      const now = clock();
      return {
        total: Number(count.rows[0]?.total ?? 0),
        page: input.page,
        pageSize: input.pageSize,
        jobs: rows.rows.map((row) => toSummary(row, now)),
      };
    },

    async getJob(siteId, id) {
      // Expired and closed jobs keep their page (with a notice), so no liveness filter here.
      const result = await pool.query<JobRow>(
        `SELECT ${DETAIL_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.id = $1 AND j.site_id = $2`,
        [id, siteId],
      );
      const row = result.rows[0];
      return row ? toDetail(row, clock()) : null;
    },

    async similarJobs(job, limit) {
      const result = await pool.query<JobRow>(
        `SELECT ${SUMMARY_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.site_id = $1 AND ${IS_LIVE} AND j.id <> $2 AND j.skills && $3::text[]
         ORDER BY (j.role_name = $4) DESC, j.posted_at DESC, j.id DESC LIMIT $5`,
        [job.siteId, job.id, job.skills, job.roleName, limit],
      );
      const now = clock();
      return result.rows.map((row) => toSummary(row, now));
    },
  };
}
