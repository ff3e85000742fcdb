/**
 * Known jobs for the search tests, added to a test database beside the seeded ones where the seed
 * gives no deterministic answer (unusual words, near-duplicates, exact dates). Each is indexed by the
 * triggers on `jobs` as it is inserted, exactly like a job an employer posts.
 */
import { SITE_BY_ID, type SiteId, slugify } from "@portal/domain";
import type pg from "pg";

export interface TestJob {
  siteId?: SiteId;
  title: string;
  company: string;
  locations?: readonly string[];
  states?: readonly string[];
  countryCode?: string;
  experience?: readonly [number, number];
  salary?: readonly [number, number] | null;
  skills?: readonly string[];
  functionName?: string;
  roleName?: string;
  industryName?: string;
  jobType?: string;
  workMode?: string;
  employerType?: "company" | "consultancy";
  qualification?: string;
  status?: "open" | "closed";
  /** Days before now; fractions allowed. */
  postedDaysAgo?: number;
  /** Days after now; negative for an expired job. */
  expiresInDays?: number;
  description?: string;
}

const DAY_MS = 86_400_000;
let codeCounter = 0;

/** Creates the company when new (by name) and returns its id. */
async function companyId(
  pool: pg.Pool,
  name: string,
  employerType: string,
  industry: string,
): Promise<number> {
  const slug = slugify(name);
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO companies (slug, name, industry_name, employer_type) VALUES ($1, $2, $3, $4)
     ON CONFLICT (slug) DO UPDATE SET name = excluded.name RETURNING id`,
    [slug, name, industry, employerType],
  );
  return rows[0]?.id as number;
}

export async function insertTestJob(pool: pg.Pool, job: TestJob, now = new Date()): Promise<number> {
  const siteId = job.siteId ?? "india";
  const site = SITE_BY_ID[siteId];
  const industry = job.industryName ?? "IT - Software / Software Services";
  const employerType = job.employerType ?? "company";
  const company = await companyId(pool, job.company, employerType, industry);
  const postedAt = new Date(now.getTime() - (job.postedDaysAgo ?? 1) * DAY_MS);
  const expiresAt = new Date(now.getTime() + (job.expiresInDays ?? 30) * DAY_MS);
  const locations = job.locations ?? ["Bengaluru"];
  codeCounter++;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO jobs (site_id, slug, title, company_id, company_name, description_html, locations, states,
       country_code, experience_min, experience_max, salary_min, salary_max, currency_code, salary_terms, job_code,
       skills, function_name, role_name, industry_name, job_type, work_mode, employer_type, qualification, status,
       posted_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
       $23, $24, $25, $26, $27)
     RETURNING id`,
    [
      siteId,
      slugify(`${job.title} ${job.company} ${locations[0]}`),
      job.title,
      company,
      job.company,
      `<p>${job.description ?? `${job.title} at ${job.company}.`}</p>`,
      locations,
      job.states ?? ["Karnataka"],
      job.countryCode ?? site.countries[0],
      job.experience?.[0] ?? 2,
      job.experience?.[1] ?? 5,
      job.salary === null ? null : (job.salary?.[0] ?? 800_000),
      job.salary === null ? null : (job.salary?.[1] ?? 1_200_000),
      site.currency,
      site.salaryTerms,
      `TEST-${process.pid}-${codeCounter}`,
      job.skills ?? [],
      job.functionName ?? "IT Software - Application Programming",
      job.roleName ?? "Software Engineer",
      industry,
      job.jobType ?? "full-time",
      job.workMode ?? "office",
      employerType,
      job.qualification ?? "B.E/B.Tech",
      job.status ?? "open",
      postedAt,
      expiresAt,
    ],
  );
  return Number(rows[0]?.id);
}

export async function insertTestJobs(pool: pg.Pool, jobs: readonly TestJob[]): Promise<number[]> {
  const ids: number[] = [];
  for (const job of jobs) ids.push(await insertTestJob(pool, job));
  return ids;
}

/**
 * Live jobs of one company on a site of the seeded test database: the company with the most, so a
 * recruiter of it has several jobs to receive applications on. Ids in id order, at most `limit`.
 */
export async function liveJobsOfOneCompany(
  pool: pg.Pool,
  limit: number,
  siteId: SiteId = "india",
): Promise<{ jobIds: number[]; companyId: number }> {
  const { rows } = await pool.query<{ id: string; company_id: number }>(
    `SELECT id, company_id FROM jobs
     WHERE site_id = $1 AND status = 'open' AND expires_at > now()
       AND company_id = (SELECT company_id FROM jobs WHERE site_id = $1 AND status = 'open'
                         AND expires_at > now() GROUP BY company_id ORDER BY count(*) DESC LIMIT 1)
     ORDER BY id LIMIT $2`,
    [siteId, limit],
  );
  return { jobIds: rows.map((row) => Number(row.id)), companyId: rows[0]?.company_id ?? 0 };
}
