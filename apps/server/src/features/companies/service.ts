/**
 * Companies as seekers see them: a company's public page on a site (its profile, where its open jobs
 * are, the newest of them) and the site's top employers by open jobs. Counts are of live jobs only
 * (open and not past their closing date), the same rule search uses.
 */
import {
  COMPANY_PAGE_JOBS,
  type CompaniesContract,
  type CompanyProfile,
  type JobsContract,
  TOP_EMPLOYERS_MAX,
  type TopEmployer,
} from "@portal/contracts";
import type { companies, SqlRow } from "@portal/db";
import { isCompanySize, type SiteId } from "@portal/domain";
import type pg from "pg";
import { IS_LIVE } from "../jobs/index.ts";

/** Where a company's jobs are: the cities of its page, most jobs first. */
const COMPANY_PLACES = 12;
/**
 * Top employers count every live job of a site (a tenth of a second at a million jobs) and change
 * slowly: each process keeps a site's list for five minutes.
 */
const TOP_EMPLOYERS_TTL_MS = 5 * 60_000;

type CompanyRow = Pick<
  SqlRow<typeof companies>,
  | "id"
  | "slug"
  | "name"
  | "industry_name"
  | "employer_type"
  | "website"
  | "size"
  | "city"
  | "address"
  | "about"
> & { open_jobs: number; is_verified: boolean };

export function createCompaniesService({
  pool,
  jobs,
  now = Date.now,
}: {
  pool: pg.Pool;
  jobs: JobsContract;
  now?: () => number;
}): CompaniesContract {
  const topCache = new Map<SiteId, { expiresAt: number; employers: Promise<TopEmployer[]> }>();

  async function readTopEmployers(siteId: SiteId): Promise<TopEmployer[]> {
    const { rows } = await pool.query<{
      slug: string;
      name: string;
      industry_name: string;
      open_jobs: number;
    }>({
      name: "top-employers",
      text: `SELECT c.slug, c.name, c.industry_name, count(*)::int AS open_jobs
               FROM jobs j JOIN companies c ON c.id = j.company_id
              WHERE j.site_id = $1 AND ${IS_LIVE}
              GROUP BY c.id ORDER BY open_jobs DESC, c.name LIMIT ${TOP_EMPLOYERS_MAX}`,
      values: [siteId],
    });
    return rows.map((row) => ({
      slug: row.slug,
      name: row.name,
      industryName: row.industry_name,
      openJobs: row.open_jobs,
    }));
  }

  let recruiters: { expiresAt: number; count: Promise<number> } | undefined;

  return {
    recruiterCount() {
      // Counted once in a while: the home page asks on every view, and the figure moves slowly.
      if (!recruiters || recruiters.expiresAt <= now()) {
        const count = pool
          .query<{ count: number }>(
            `SELECT count(*)::int AS count FROM company_recruiters r JOIN users u ON u.id = r.user_id
              WHERE u.email_verified_at IS NOT NULL`,
          )
          .then((result) => result.rows[0]?.count ?? 0);
        recruiters = { expiresAt: now() + TOP_EMPLOYERS_TTL_MS, count };
        count.catch(() => {
          recruiters = undefined;
        });
      }
      return recruiters.count;
    },

    async hiringSurge(siteId, limit) {
      const { rows } = await pool.query<{
        slug: string;
        name: string;
        industry_name: string;
        recent: number;
        previous: number;
      }>({
        name: "hiring-surge",
        text: `SELECT c.slug, c.name, c.industry_name,
                      count(*) FILTER (WHERE j.posted_at > now() - interval '30 days')::int AS recent,
                      count(*) FILTER (WHERE j.posted_at <= now() - interval '30 days')::int AS previous
                 FROM jobs j JOIN companies c ON c.id = j.company_id
                WHERE j.site_id = $1 AND j.status IN ('open', 'closed')
                  AND j.posted_at > now() - interval '60 days'
                GROUP BY c.id
               HAVING count(*) FILTER (WHERE j.posted_at > now() - interval '30 days') >= 3
                  AND count(*) FILTER (WHERE j.posted_at > now() - interval '30 days')
                    > count(*) FILTER (WHERE j.posted_at <= now() - interval '30 days')
                ORDER BY count(*) FILTER (WHERE j.posted_at > now() - interval '30 days')
                       - count(*) FILTER (WHERE j.posted_at <= now() - interval '30 days') DESC, c.name
                LIMIT $2`,
        values: [siteId, Math.max(1, Math.min(20, Math.trunc(limit) || 1))],
      });
      return rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        industryName: row.industry_name,
        recentJobs: row.recent,
        previousJobs: row.previous,
      }));
    },

    async profile(siteId: SiteId, slug: string): Promise<CompanyProfile | null> {
      // Verified: a member whose confirmed address is on the website's domain or under it.
      const { rows } = await pool.query<CompanyRow>({
        name: "company-profile",
        text: `SELECT c.id, c.slug, c.name, c.industry_name, c.employer_type, c.website, c.size, c.city,
                      c.address, c.about,
                      (SELECT count(*)::int FROM jobs j WHERE j.company_id = c.id AND j.site_id = $1 AND ${IS_LIVE})
                        AS open_jobs,
                      c.domain IS NOT NULL AND EXISTS (
                        SELECT 1 FROM company_recruiters cr JOIN users u ON u.id = cr.user_id
                         WHERE cr.company_id = c.id AND u.email_verified_at IS NOT NULL
                           AND (split_part(u.email, '@', 2) = c.domain
                                OR split_part(u.email, '@', 2) LIKE '%.' || c.domain)) AS is_verified
                 FROM companies c WHERE c.slug = $2`,
        values: [siteId, slug],
      });
      const company = rows[0];
      if (!company) return null;
      const [places, newest] = await Promise.all([
        pool.query<{ city: string; open_jobs: number }>({
          name: "company-places",
          text: `SELECT city, count(*)::int AS open_jobs
                   FROM jobs j, unnest(j.locations) AS city
                  WHERE j.company_id = $1 AND j.site_id = $2 AND ${IS_LIVE}
                  GROUP BY city ORDER BY open_jobs DESC, city LIMIT ${COMPANY_PLACES}`,
          values: [company.id, siteId],
        }),
        pool.query<{ id: string }>({
          name: "company-newest-jobs",
          text: `SELECT j.id FROM jobs j WHERE j.company_id = $1 AND j.site_id = $2 AND ${IS_LIVE}
                  ORDER BY j.posted_at DESC, j.id DESC LIMIT ${COMPANY_PAGE_JOBS}`,
          values: [company.id, siteId],
        }),
      ]);
      return {
        slug: company.slug,
        name: company.name,
        industryName: company.industry_name,
        employerType: company.employer_type,
        website: company.website,
        size: isCompanySize(company.size) ? company.size : null,
        city: company.city,
        address: company.address,
        about: company.about,
        isVerified: company.is_verified,
        openJobs: company.open_jobs,
        places: places.rows.map((row) => ({ city: row.city, openJobs: row.open_jobs })),
        jobs: await jobs.getJobSummaries(
          siteId,
          newest.rows.map((row) => Number(row.id)),
          { liveOnly: true },
        ),
      };
    },

    async topEmployers(siteId: SiteId, limit: number): Promise<TopEmployer[]> {
      const size = Math.max(1, Math.min(TOP_EMPLOYERS_MAX, Math.trunc(limit) || 1));
      let cached = topCache.get(siteId);
      if (!cached || cached.expiresAt <= now()) {
        cached = { expiresAt: now() + TOP_EMPLOYERS_TTL_MS, employers: readTopEmployers(siteId) };
        topCache.set(siteId, cached);
        // A failed read is not kept: the next request tries again.
        const failed = cached;
        failed.employers.catch(() => {
          if (topCache.get(siteId) === failed) topCache.delete(siteId);
        });
      }
      return (await cached.employers).slice(0, size);
    },
  };
}
