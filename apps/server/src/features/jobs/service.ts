/**
 * Reading job listings: one job (its page, expired ones included) and similar jobs. Searching is the
 * search feature's (features/search).
 */

import type { JobsContract } from "@portal/contracts";
import type pg from "pg";
import {
  DETAIL_COLUMNS,
  IS_LIVE,
  IS_PUBLISHED,
  type JobRow,
  SUMMARY_COLUMNS,
  toDetail,
  toSummary,
} from "./job-rows.ts";

/** Similar jobs are chosen among this many of the newest that share a skill with the job. */
const SIMILAR_POOL = 100;

/** More than any list page shows; longer id lists are cut, not refused. */
const MAX_SUMMARIES = 500;

export function createJobService(pool: pg.Pool, clock: () => Date = () => new Date()): JobsContract {
  return {
    async topSkills(siteId, days, limit) {
      // Skills are compared without case: "Java" and "java" are one skill, shown as most jobs write it.
      const { rows } = await pool.query<{ skill: string; jobs: number }>({
        name: "top-skills",
        text: `SELECT (array_agg(s.skill ORDER BY s.skill))[1] AS skill, count(DISTINCT j.id)::int AS jobs
                 FROM jobs j, unnest(j.skills) AS s(skill)
                WHERE j.site_id = $1 AND ${IS_LIVE} AND j.posted_at > now() - make_interval(days => $2)
                GROUP BY lower(s.skill) ORDER BY jobs DESC, lower(s.skill) LIMIT $3`,
        values: [
          siteId,
          Math.max(1, Math.min(365, Math.trunc(days))),
          Math.max(1, Math.min(50, Math.trunc(limit))),
        ],
      });
      return rows;
    },

    async getJobSummaries(siteId, ids, options = {}) {
      const wanted = [...new Set(ids.filter((id) => Number.isSafeInteger(id) && id > 0))].slice(
        0,
        MAX_SUMMARIES,
      );
      if (wanted.length === 0) return [];
      const result = await pool.query<JobRow>({
        name: options.liveOnly ? "job-summaries-live" : "job-summaries",
        text: `SELECT ${SUMMARY_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.id = ANY($1::bigint[]) AND j.site_id = $2 AND ${options.liveOnly ? IS_LIVE : IS_PUBLISHED}`,
        values: [wanted, siteId],
      });
      const now = clock();
      const byId = new Map(result.rows.map((row) => [Number(row.id), toSummary(row, now)]));
      return wanted.flatMap((id) => byId.get(id) ?? []);
    },

    async getJob(siteId, id) {
      // Expired and closed jobs keep their page (with a notice); drafts and jobs in review have none.
      const result = await pool.query<JobRow>({
        name: "job-detail",
        text: `SELECT ${DETAIL_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id
         WHERE j.id = $1 AND j.site_id = $2 AND ${IS_PUBLISHED}`,
        values: [id, siteId],
      });
      const row = result.rows[0];
      return row ? toDetail(row, clock()) : null;
    },

    async similarJobs(job, limit) {
      // Among the newest jobs sharing a skill, those of the same role first. Ranking every job that shares
      // a common skill ("SQL": a fifth of a big site) took half a second at 1M jobs; the newest
      // SIMILAR_POOL are found walking the posting-date index and stop there.
      const result = await pool.query<JobRow>({
        name: "similar-jobs",
        text: `SELECT ${SUMMARY_COLUMNS}
           FROM (SELECT * FROM jobs j
                  WHERE j.site_id = $1 AND ${IS_LIVE} AND j.id <> $2 AND j.skills && $3::text[]
                  ORDER BY j.posted_at DESC, j.id DESC LIMIT ${SIMILAR_POOL}) j
           JOIN companies c ON c.id = j.company_id
          ORDER BY (j.role_name = $4) DESC, j.posted_at DESC, j.id DESC LIMIT $5`,
        values: [job.siteId, job.id, job.skills, job.roleName, limit],
      });
      const now = clock();
      return result.rows.map((row) => toSummary(row, now));
    },
  };
}
