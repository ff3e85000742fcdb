/**
 * Finding and reading job listings. This is the first, plain keyword search (full-text match on the
 * weighted search vector, newest first); relevance, typo tolerance and facets are a later step that
 * keeps this interface.
 */
import type { JobDetail, JobSearchInput, JobSearchResult, JobSummary, SiteId } from "@portal/domain";
import type pg from "pg";
import { DETAIL_COLUMNS, IS_LIVE, type JobRow, SUMMARY_COLUMNS, toDetail, toSummary } from "./job-rows";

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
