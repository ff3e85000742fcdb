/**
 * Recruiters' own jobs: post (as a draft, or published), edit, preview, close, reopen, repost and discard
 * a draft. The posting is checked by `jobPostingSchema` (@portal/domain), its places resolved to cities
 * of the site, its description sanitised, and the review rules (docs/job-review-rules.md) decide whether
 * publishing makes it open or puts it in review. Search, browse pages, sitemaps and instant alerts read
 * open jobs through the search index, which the jobs table's triggers keep in the same transaction, so a
 * published job is found as soon as the request answers.
 *
 * Another company's job is "not found", never "forbidden": ids reveal nothing.
 */

import {
  type AccountUser,
  AppError,
  EMPLOYER_JOBS_PAGE_SIZE,
  type EmployerJob,
  type JobDetail,
  type JobPostingContract,
  type PostingResult,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  canonicalSkillName,
  DESCRIPTION_MIN_CHARS,
  dayFromToday,
  type FieldProblem,
  INDUSTRIES,
  JOB_DEFAULT_DAYS,
  JOB_FUNCTIONS,
  JOB_MAX_DAYS,
  JOB_ROLES,
  JOB_STATUSES,
  type JobItSkill,
  type JobPosting,
  type JobStatus,
  jobPostingSchema,
  parseWith,
  type ReviewReason,
  reviewReasonsFor,
  SITE_BY_ID,
  SITE_SALARY_CURRENCIES,
  type SiteId,
  slugify,
  visibleText,
} from "@portal/domain";
import type pg from "pg";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import type { CityDirectory, DirectoryCity } from "./city-directory.ts";
import { sanitizeDescription } from "./description-html.ts";

/** Postings a company may publish or save in a day: far above honest use, a ceiling for a stolen account. */
const POSTINGS_PER_DAY = { name: "job-postings-day", limit: 200, windowSeconds: 24 * 60 * 60 };

const notFound = () => new AppError("NOT_FOUND", "jobNotFound");
const refused = (problems: FieldProblem[]) =>
  new AppError("VALIDATION", problems[0]?.messageKey ?? "invalidValue", { details: problems });

interface Poster {
  userId: string;
  email: string;
  companyId: number;
}

/** The caller as a recruiter of a company with a confirmed address, or a refusal saying what is missing. */
function posterOf(user: AccountUser): Poster {
  if (user.role !== "recruiter") throw new AppError("FORBIDDEN", "forbidden");
  if (!user.company) throw new AppError("FORBIDDEN", "noCompany");
  if (!user.emailVerified) throw new AppError("FORBIDDEN", "emailNotVerified");
  return { userId: user.id, email: user.email, companyId: user.company.id };
}

interface PostingRow {
  id: string;
  site_id: SiteId;
  slug: string;
  status: JobStatus;
  title: string;
  locations: string[];
  experience_min: number;
  experience_max: number;
  salary_min: string | null;
  salary_max: string | null;
  currency_code: string;
  salary_terms: EmployerJob["salaryTerms"];
  job_code: string;
  skills: string[];
  it_skills: JobItSkill[];
  industry_name: string;
  function_name: string;
  role_name: string;
  qualification: string;
  description_html: string;
  work_mode: EmployerJob["workMode"];
  job_type: EmployerJob["jobType"];
  vacancies: number | null;
  expires_on: string;
  posted_at: Date;
  updated_at: Date;
  expires_at: Date;
  review_reasons: ReviewReason[];
  rejection_reason: string | null;
  applicants: number;
  posted_by_name: string | null;
}

const POSTING_COLUMNS = `j.id, j.site_id, j.slug, j.status, j.title, j.locations, j.experience_min, j.experience_max,
  j.salary_min, j.salary_max, j.currency_code, j.salary_terms, j.job_code, j.skills, j.it_skills, j.industry_name,
  j.function_name, j.role_name, j.qualification, j.description_html, j.work_mode, j.job_type, j.vacancies,
  to_char((j.expires_at AT TIME ZONE s.time_zone) - interval '1 second', 'YYYY-MM-DD') AS expires_on,
  j.posted_at, j.updated_at, j.expires_at, j.review_reasons, j.rejection_reason,
  (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id AND a.status <> 'withdrawn') AS applicants,
  (SELECT u.name FROM users u WHERE u.id = j.posted_by) AS posted_by_name`;

/** Each site's time zone as a table to join: a job's closing day is a day of its site. */
const SITE_TIME_ZONES = `(VALUES ${Object.values(SITE_BY_ID)
  .map((site) => `('${site.id}', '${site.timeZone}')`)
  .join(", ")}) AS s(site_id, time_zone)`;

const idOf = <T extends { id: number; name: string }>(list: readonly T[], name: string) =>
  list.find((entry) => entry.name === name)?.id ?? null;

function toEmployerJob(row: PostingRow, now: Date): EmployerJob {
  return {
    id: Number(row.id),
    siteId: row.site_id,
    slug: row.slug,
    status: row.status,
    title: row.title,
    locations: row.locations,
    experienceMin: row.experience_min,
    experienceMax: row.experience_max,
    salaryMin: row.salary_min === null ? null : Number(row.salary_min),
    salaryMax: row.salary_max === null ? null : Number(row.salary_max),
    currencyCode: row.currency_code,
    salaryTerms: row.salary_terms,
    jobCode: row.job_code,
    skills: row.skills,
    itSkills: row.it_skills,
    industryId: idOf(INDUSTRIES, row.industry_name),
    functionId: idOf(JOB_FUNCTIONS, row.function_name),
    roleId: idOf(JOB_ROLES, row.role_name),
    qualification: row.qualification,
    descriptionHtml: row.description_html,
    workMode: row.work_mode,
    jobType: row.job_type,
    vacancies: row.vacancies,
    expiresOn: row.expires_on,
    postedAt: row.posted_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    isExpired: row.expires_at.getTime() <= now.getTime(),
    reviewReasons: row.review_reasons,
    rejectionReason: row.rejection_reason,
    applicants: row.applicants,
    postedByName: row.posted_by_name,
  };
}

/** A posting checked and completed: what the jobs table stores. */
interface PreparedPosting {
  posting: JobPosting;
  descriptionHtml: string;
  cities: DirectoryCity[];
  skills: string[];
  functionName: string;
  roleName: string;
  industryName: string;
}

interface CompanyRow {
  name: string;
  slug: string;
  domain: string | null;
  employer_type: string;
}

export function createJobPostingService(options: {
  pool: pg.Pool;
  cities: CityDirectory;
  rateLimiter: RateLimiter;
  /**
   * Called in the transaction that makes a job open (posted, reopened, reposted, or a change that kept it
   * open), so what reacts to new jobs (instant job alerts) is told the moment they exist, not at its next
   * round.
   */
  onOpened?: (client: pg.PoolClient) => Promise<void>;
  clock?: () => Date;
}): JobPostingContract {
  const { pool, cities, rateLimiter } = options;
  const opened = async (client: pg.PoolClient, status: JobStatus) => {
    if (status === "open") await options.onOpened?.(client);
  };
  const clock = options.clock ?? (() => new Date());

  async function prepare(siteId: SiteId, input: unknown): Promise<PreparedPosting> {
    const parsed = parseWith(jobPostingSchema, input);
    if (!parsed.ok) throw refused(parsed.problems);
    const posting = parsed.value;
    const problems: FieldProblem[] = [];
    if (!SITE_SALARY_CURRENCIES[siteId].includes(posting.currencyCode))
      problems.push({ field: "currencyCode", messageKey: "invalidValue" });
    const found = await Promise.all(posting.locations.map((typed) => cities.find(siteId, typed)));
    if (found.some((city) => city === null))
      problems.push({ field: "locations", messageKey: "invalidLocation" });
    const descriptionHtml = sanitizeDescription(posting.description);
    if (visibleText(descriptionHtml).length < DESCRIPTION_MIN_CHARS)
      // What is left once markup the page may not show is gone must still describe the job.
      problems.push({ field: "description", messageKey: "descriptionTooShort" });
    if (problems.length > 0) throw refused(problems);
    const unique = new Map<string, DirectoryCity>();
    for (const city of found) if (city) unique.set(city.name, city);
    return {
      posting,
      descriptionHtml,
      cities: [...unique.values()],
      // The skill dictionary's own spelling, so search and profiles match the job ("reactjs" is React).
      skills: [...new Set(posting.skills.map((skill) => canonicalSkillName(skill) ?? skill))],
      functionName: JOB_FUNCTIONS.find((entry) => entry.id === posting.functionId)?.name ?? "",
      roleName: JOB_ROLES.find((entry) => entry.id === posting.roleId)?.name ?? "",
      industryName: INDUSTRIES.find((entry) => entry.id === posting.industryId)?.name ?? "",
    };
  }

  async function companyOf(client: pg.Pool | pg.PoolClient, companyId: number): Promise<CompanyRow> {
    const { rows } = await client.query<CompanyRow>(
      "SELECT name, slug, domain, employer_type FROM companies WHERE id = $1",
      [companyId],
    );
    const company = rows[0];
    if (!company) throw new AppError("FORBIDDEN", "noCompany");
    return company;
  }

  function reasonsFor(prepared: PreparedPosting, poster: Poster, company: CompanyRow): ReviewReason[] {
    return reviewReasonsFor({
      text: `${prepared.posting.title}\n${visibleText(prepared.descriptionHtml)}`,
      recruiterEmail: poster.email,
      companyDomain: company.domain ?? null,
    });
  }

  /** The values every write stores, in the order of WRITE_COLUMNS ($1…$22). */
  function writeValues(siteId: SiteId, prepared: PreparedPosting, company: CompanyRow): unknown[] {
    const { posting, cities: places } = prepared;
    return [
      siteId,
      slugify(`${posting.title} ${company.name} ${places[0]?.name ?? ""}`),
      posting.title,
      prepared.descriptionHtml,
      places.map((city) => city.name),
      [...new Set(places.map((city) => city.state))],
      places[0]?.countryCode ?? "",
      posting.experienceMin,
      posting.experienceMax,
      posting.salaryMin,
      posting.salaryMax,
      posting.currencyCode,
      posting.salaryTerms,
      prepared.skills,
      JSON.stringify(posting.itSkills),
      prepared.functionName,
      prepared.roleName,
      prepared.industryName,
      posting.jobType,
      posting.workMode,
      posting.qualification,
      posting.vacancies,
    ];
  }
  const WRITE_COLUMNS = `site_id, slug, title, description_html, locations, states, country_code, experience_min,
    experience_max, salary_min, salary_max, currency_code, salary_terms, skills, it_skills, function_name, role_name,
    industry_name, job_type, work_mode, qualification, vacancies`;

  /** The end of `day` in the site's time zone: a job is open all of its closing day, where it is. */
  const expiresAtSql = (dayParameter: string, siteParameter: string) =>
    `((${dayParameter}::date + 1)::timestamp AT TIME ZONE (SELECT time_zone FROM ${SITE_TIME_ZONES} WHERE s.site_id = ${siteParameter}))`;

  async function ownRow(client: pg.Pool | pg.PoolClient, companyId: number, jobId: number, lock = false) {
    if (!Number.isSafeInteger(jobId) || jobId <= 0) throw notFound();
    const { rows } = await client.query<PostingRow & { company_id: number }>(
      `SELECT ${POSTING_COLUMNS}, j.company_id FROM jobs j JOIN ${SITE_TIME_ZONES} ON s.site_id = j.site_id
        WHERE j.id = $1 AND j.company_id = $2${lock ? " FOR UPDATE OF j" : ""}`,
      [jobId, companyId],
    );
    const row = rows[0];
    if (!row) throw notFound();
    return row;
  }

  /** A job code taken by another current job of the company is the recruiter's to change, not a crash. */
  async function writing<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if ((error as { constraint?: string }).constraint === "jobs_company_job_code_idx")
        throw refused([{ field: "jobCode", messageKey: "jobCodeTaken" }]);
      throw error;
    }
  }

  const result = (id: number | string, status: JobStatus, reviewReasons: ReviewReason[]): PostingResult => ({
    id: Number(id),
    status,
    reviewReasons,
  });

  return {
    async list(user, options = {}) {
      const poster = posterOf(user);
      const page = Math.max(1, Math.floor(options.page ?? 1));
      const status = options.status ?? null;
      const [{ rows }, counts] = await Promise.all([
        pool.query<PostingRow>(
          `SELECT ${POSTING_COLUMNS} FROM jobs j JOIN ${SITE_TIME_ZONES} ON s.site_id = j.site_id
            WHERE j.company_id = $1 AND ($2::text IS NULL OR j.status = $2)
            ORDER BY j.updated_at DESC, j.id DESC LIMIT $3 OFFSET $4`,
          [poster.companyId, status, EMPLOYER_JOBS_PAGE_SIZE, (page - 1) * EMPLOYER_JOBS_PAGE_SIZE],
        ),
        pool.query<{ status: JobStatus; n: number }>(
          "SELECT status, count(*)::int AS n FROM jobs WHERE company_id = $1 GROUP BY status",
          [poster.companyId],
        ),
      ]);
      const now = clock();
      const byStatus = Object.fromEntries(JOB_STATUSES.map((known) => [known, 0])) as Record<
        JobStatus,
        number
      >;
      for (const row of counts.rows) byStatus[row.status] = row.n;
      return {
        jobs: rows.map((row) => toEmployerJob(row, now)),
        total: status ? byStatus[status] : Object.values(byStatus).reduce((sum, n) => sum + n, 0),
        page,
        pageSize: EMPLOYER_JOBS_PAGE_SIZE,
        counts: byStatus,
      };
    },

    async get(user, jobId) {
      const poster = posterOf(user);
      return toEmployerJob(await ownRow(pool, poster.companyId, jobId), clock());
    },

    async preview(user, siteId, input) {
      const poster = posterOf(user);
      const [prepared, company] = await Promise.all([
        prepare(siteId, input),
        companyOf(pool, poster.companyId),
      ]);
      const now = clock();
      const values = writeValues(siteId, prepared, company);
      const { posting } = prepared;
      const detail: JobDetail = {
        id: 0,
        siteId,
        slug: String(values[1]),
        title: posting.title,
        companyName: company.name,
        companySlug: company.slug,
        locations: prepared.cities.map((city) => city.name),
        experienceMin: posting.experienceMin,
        experienceMax: posting.experienceMax,
        salaryMin: posting.salaryMin,
        salaryMax: posting.salaryMax,
        currencyCode: posting.currencyCode,
        salaryTerms: posting.salaryTerms,
        skills: prepared.skills,
        jobType: posting.jobType,
        workMode: posting.workMode,
        postedAt: now.toISOString(),
        expiresAt: new Date(`${posting.expiresOn}T23:59:59Z`).toISOString(),
        isExpired: false,
        descriptionHtml: prepared.descriptionHtml,
        jobCode: posting.jobCode,
        functionName: prepared.functionName,
        roleName: prepared.roleName,
        industryName: prepared.industryName,
        employerType: company.employer_type,
        qualification: posting.qualification,
        states: [...new Set(prepared.cities.map((city) => city.state))],
        countryCode: prepared.cities[0]?.countryCode ?? "",
        itSkills: posting.itSkills,
        vacancies: posting.vacancies,
      };
      return detail;
    },

    async create(user, siteId, input, { publish, meta }) {
      const poster = posterOf(user);
      const postingKey = postingKeyOf(input);
      const prepared = await prepare(siteId, input);
      return writing(() =>
        inTransaction(pool, async (client) => {
          if (postingKey) {
            // The same form sent again: the job it made, not a second one.
            const { rows } = await client.query<{
              id: string;
              status: JobStatus;
              review_reasons: ReviewReason[];
            }>("SELECT id, status, review_reasons FROM jobs WHERE company_id = $1 AND posting_key = $2", [
              poster.companyId,
              postingKey,
            ]);
            if (rows[0]) return result(rows[0].id, rows[0].status, rows[0].review_reasons);
          }
          await rateLimiter.enforce([[POSTINGS_PER_DAY, String(poster.companyId)]]);
          const company = await companyOf(client, poster.companyId);
          const reasons = publish ? reasonsFor(prepared, poster, company) : [];
          const status: JobStatus = !publish ? "draft" : reasons.length > 0 ? "review" : "open";
          const values = writeValues(siteId, prepared, company);
          const { rows } = await client.query<{ id: string }>(
            `WITH next AS (SELECT nextval(pg_get_serial_sequence('jobs', 'id')) AS id)
             INSERT INTO jobs (id, ${WRITE_COLUMNS}, company_id, company_name, employer_type, job_code, status,
                               review_reasons, posted_by, posting_key, posted_at, expires_at, origin, brand_id)
             SELECT next.id, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18,
                    $19, $20, $21, $22, $23, $24, $25,
                    -- A job without the employer's own code gets one made from its id.
                    coalesce(nullif($26, ''), 'J' || next.id), $27, $28, $29, $30, now(), ${expiresAtSql("$31", "$1")},
                    $32, $33
               FROM next
             ON CONFLICT (company_id, posting_key) WHERE posting_key IS NOT NULL DO NOTHING
             RETURNING id`,
            [
              ...values,
              poster.companyId,
              company.name,
              company.employer_type,
              prepared.posting.jobCode,
              status,
              reasons,
              poster.userId,
              postingKey,
              prepared.posting.expiresOn,
              meta.origin,
              meta.brand.id,
            ],
          );
          const id = rows[0]?.id;
          if (id === undefined) {
            // The same form sent twice at the very same moment: the other request made the job.
            const made = await pool.query<{ id: string; status: JobStatus; review_reasons: ReviewReason[] }>(
              "SELECT id, status, review_reasons FROM jobs WHERE company_id = $1 AND posting_key = $2",
              [poster.companyId, postingKey],
            );
            const row = made.rows[0];
            if (!row) throw new AppError("CONFLICT", "errorOccured");
            return result(row.id, row.status, row.review_reasons);
          }
          await opened(client, status);
          return result(id, status, reasons);
        }),
      );
    },

    async update(user, jobId, input, { publish }) {
      const poster = posterOf(user);
      return writing(() =>
        inTransaction(pool, async (client) => {
          const row = await ownRow(client, poster.companyId, jobId, true);
          if (row.status === "closed") throw new AppError("CONFLICT", "jobNotEditable");
          const prepared = await prepare(row.site_id, input);
          const company = await companyOf(client, poster.companyId);
          // A draft stays one until published; a job seekers could see is checked again on every change,
          // and a rejected one goes back to review (staff decide, not the edit).
          const isPublishing = row.status !== "draft" || publish;
          const reasons = isPublishing ? reasonsFor(prepared, poster, company) : [];
          const status: JobStatus = !isPublishing
            ? "draft"
            : row.status === "review" || row.status === "rejected" || reasons.length > 0
              ? "review"
              : "open";
          const carried =
            row.status === "review" ? [...new Set([...row.review_reasons, ...reasons])] : reasons;
          await client.query(
            `UPDATE jobs SET (${WRITE_COLUMNS}) = ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
                    $15::jsonb, $16, $17, $18, $19, $20, $21, $22),
                    job_code = coalesce(nullif($23, ''), job_code), status = $24, review_reasons = $25,
                    rejection_reason = CASE WHEN $24 = 'rejected' THEN rejection_reason END,
                    -- Leaving draft is the job's publication: seekers see it as posted now.
                    posted_at = CASE WHEN status = 'draft' AND $24 <> 'draft' THEN now() ELSE posted_at END,
                    expires_at = ${expiresAtSql("$26", "$1")}, updated_at = now()
              WHERE id = $27`,
            [
              ...writeValues(row.site_id, prepared, company),
              prepared.posting.jobCode,
              status,
              carried,
              prepared.posting.expiresOn,
              row.id,
            ],
          );
          await opened(client, status);
          return result(row.id, status, carried);
        }),
      );
    },

    async close(user, jobId) {
      const poster = posterOf(user);
      return inTransaction(pool, async (client) => {
        const row = await ownRow(client, poster.companyId, jobId, true);
        if (row.status === "closed") return result(row.id, row.status, row.review_reasons);
        if (row.status !== "open" && row.status !== "review")
          throw new AppError("CONFLICT", "jobNotEditable");
        await client.query("UPDATE jobs SET status = 'closed', updated_at = now() WHERE id = $1", [row.id]);
        return result(row.id, "closed", row.review_reasons);
      });
    },

    async reopen(user, jobId, expiresOn) {
      const poster = posterOf(user);
      const day = expiresOn ?? dayFromToday(JOB_DEFAULT_DAYS, clock());
      if (!(day > dayFromToday(0, clock()) && day <= dayFromToday(JOB_MAX_DAYS, clock())))
        throw refused([{ field: "expiresOn", messageKey: "expiryInvalid" }]);
      return writing(() =>
        inTransaction(pool, async (client) => {
          const row = await ownRow(client, poster.companyId, jobId, true);
          const isExpiredOpen = row.status === "open" && row.expires_at.getTime() <= clock().getTime();
          if (row.status !== "closed" && !isExpiredOpen) throw new AppError("CONFLICT", "jobNotEditable");
          // The rules are asked again: a job closed in review goes back to review.
          const company = await companyOf(client, poster.companyId);
          const reasons = reviewReasonsFor({
            text: `${row.title}\n${visibleText(row.description_html)}`,
            recruiterEmail: poster.email,
            companyDomain: company.domain,
          });
          const status: JobStatus = reasons.length > 0 ? "review" : "open";
          await client.query(
            `UPDATE jobs SET status = $2, review_reasons = $3, expires_at = ${expiresAtSql("$4", "$5")},
                    updated_at = now() WHERE id = $1`,
            [row.id, status, reasons, day, row.site_id],
          );
          await opened(client, status);
          return result(row.id, status, reasons);
        }),
      );
    },

    async repost(user, jobId) {
      const poster = posterOf(user);
      return writing(() =>
        inTransaction(pool, async (client) => {
          const row = await ownRow(client, poster.companyId, jobId, true);
          if (row.status === "draft" || row.status === "rejected")
            throw new AppError("CONFLICT", "jobNotEditable");
          await rateLimiter.enforce([[POSTINGS_PER_DAY, String(poster.companyId)]]);
          const company = await companyOf(client, poster.companyId);
          const reasons = reviewReasonsFor({
            text: `${row.title}\n${visibleText(row.description_html)}`,
            recruiterEmail: poster.email,
            companyDomain: company.domain,
          });
          const status: JobStatus = reasons.length > 0 ? "review" : "open";
          // The old job closes first, so the copy may keep its job code.
          await client.query(
            "UPDATE jobs SET status = 'closed', updated_at = now() WHERE id = $1 AND status IN ('open', 'review')",
            [row.id],
          );
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO jobs (site_id, slug, title, company_id, company_name, description_html, locations, states,
                               country_code, experience_min, experience_max, salary_min, salary_max, currency_code,
                               salary_terms, job_code, skills, it_skills, function_name, role_name, industry_name,
                               job_type, work_mode, employer_type, qualification, vacancies, status, review_reasons,
                               posted_by, posted_at, expires_at, origin, brand_id)
             SELECT site_id, slug, title, company_id, $3, description_html, locations, states, country_code,
                    experience_min, experience_max, salary_min, salary_max, currency_code, salary_terms, job_code,
                    skills, it_skills, function_name, role_name, industry_name, job_type, work_mode, employer_type,
                    qualification, vacancies, $4, $5, $6, now(), ${expiresAtSql("$7", "jobs.site_id")}, origin, brand_id
               FROM jobs WHERE id = $1 AND company_id = $2
             RETURNING id`,
            [
              row.id,
              poster.companyId,
              company.name,
              status,
              reasons,
              poster.userId,
              dayFromToday(JOB_DEFAULT_DAYS, clock()),
            ],
          );
          const id = rows[0]?.id;
          if (id === undefined) throw notFound();
          await opened(client, status);
          return result(id, status, reasons);
        }),
      );
    },

    async discardDraft(user, jobId) {
      const poster = posterOf(user);
      await inTransaction(pool, async (client) => {
        const row = await ownRow(client, poster.companyId, jobId, true);
        if (row.status !== "draft") throw new AppError("CONFLICT", "jobNotEditable");
        await client.query("DELETE FROM jobs WHERE id = $1 AND status = 'draft'", [row.id]);
      });
    },
  };
}

/** The posting's idempotency key (a UUID the form or API client made), or null when none was sent. */
function postingKeyOf(input: unknown): string | null {
  const key = (input as { postingKey?: unknown } | null)?.postingKey;
  return typeof key === "string" &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)
    ? key.toLowerCase()
    : null;
}
