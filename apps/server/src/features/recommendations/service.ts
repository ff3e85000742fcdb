/**
 * Recommendations (decision 020): recommended jobs from the default profile through the search
 * service, suggested jobs from recent searches and opened jobs, "also applied to" from co-application
 * counts, network jobs from colleagues, classmates and recruiters who looked, and the seeker's "not
 * interested" list that every list (and the results page, through `hiddenFor`) leaves out.
 *
 * Cards come from the jobs and search services. Two reads cross into other features' tables on
 * purpose, because no service offers them and both are one indexed statement: a job's company id
 * (hiding "this company" from a job page) and the names of hidden companies; network jobs read other
 * seekers' default profiles (see decision 020 for why and how it scales).
 */

import type {
  AccountUser,
  JobSummary,
  JobsContract,
  RecentSearchEntry,
  SearchResponse,
} from "@portal/contracts";
import {
  AppError,
  type CollaborativeJob,
  HIDDEN_LIMIT,
  type HiddenList,
  type NetworkJob,
  type NetworkReason,
  type RecommendationReason,
  type RecommendationsContract,
  type RecommendedJob,
  rateLimitedError,
  type SuggestedJob,
} from "@portal/contracts";
import type {
  companies as companiesTable,
  hiddenCompanies,
  hiddenJobs as hiddenJobsTable,
  jobCoApplications,
  jobs as jobsTable,
  jobViews,
  SqlRow,
} from "@portal/db";
import {
  type HiddenFromSearch,
  JOB_ROLES,
  type ProfileDetail,
  parseSearchParams,
  type SearchRequest,
  type SiteId,
} from "@portal/domain";
import type pg from "pg";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";

export type RecommendationsService = RecommendationsContract;

export const HIDE_WRITE_LIMIT: RateLimitRule = {
  name: "recommendation-hides-user-15m",
  limit: 300,
  windowSeconds: 900,
};

/** The seeker's newest applications that pair with a new one; older ones stop counting (decision 020). */
export const CO_APPLICATION_WINDOW = 200;
/** Applied jobs passed to the search as exclusions: far more than a seeker applies to in months. */
const APPLIED_EXCLUDED = 500;
const MAX_LIST = 50;
const SUGGESTION_SOURCES = 2;
const NETWORK_COMPANIES = 30;
/** Companies put in the one search (at 1M jobs: about 20 ms with 10–12, over 100 ms with 30). */
const NETWORK_SEARCHED_COMPANIES = 12;
/**
 * Jobs each candidate search of recommended jobs brings (a title search and a skills search, in the
 * seeker's places and on the whole site): enough that scoring finds a page of the seeker's own line of
 * work among jobs that share only a skill or two, within the search's ranked window of 200.
 */
const RECOMMENDATION_CANDIDATES = 100;
/**
 * Words that say how senior a title is rather than what the work is: a "Senior Java Developer" is in the
 * line of work of "Java Developer" jobs.
 */
const SENIORITY_WORDS = new Set([
  "senior",
  "sr",
  "junior",
  "jr",
  "lead",
  "principal",
  "staff",
  "trainee",
  "intern",
  "i",
  "ii",
  "iii",
  "iv",
]);
/**
 * Words that name a grade or kind of post in every line of work: a "Sales Executive" and a "Customer
 * Service Executive" share "executive" and nothing of the work.
 */
const POST_WORDS = new Set([
  "executive",
  "manager",
  "officer",
  "associate",
  "assistant",
  "specialist",
  "consultant",
  "engineer",
  "representative",
  "agent",
  "coordinator",
  "supervisor",
  "analyst",
]);
const NETWORK_REASON_ORDER: ReadonlyArray<NetworkReason["kind"]> = [
  "recruiterViewed",
  "colleague",
  "classmate",
];
/**
 * Connected seekers looked at per request: a big employer shares its key with thousands of profiles,
 * and a few hundred already name more companies than a list shows.
 */
const NETWORK_PEERS = 400;

export interface RecommendationsOptions {
  pool: pg.Pool;
  search: { searchJobs(request: SearchRequest): Promise<SearchResponse> };
  jobs: Pick<JobsContract, "getJob" | "getJobSummaries">;
  applications: {
    appliedJobIds(userId: string, jobIds: readonly number[]): Promise<number[]>;
    jobIdsAppliedWith(userId: string, limit?: number): Promise<number[]>;
  };
  profiles: { defaultProfile(userId: string): Promise<ProfileDetail | null> };
  savedSearches: {
    recentSearches(userId: string, siteId: SiteId, limit?: number): Promise<RecentSearchEntry[]>;
  };
  profileViews: {
    stats(
      seeker: AccountUser,
    ): Promise<{ companies: Array<{ companyName: string | null; lastViewedAt: string }> }>;
  };
  rateLimiter?: Pick<RateLimiter, "hit">;
}

interface HiddenState {
  jobIds: number[];
  companyIds: number[];
  companySlugs: Set<string>;
}

const textKey = (value: string): string => value.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
const clampLimit = (limit: number): number => Math.max(1, Math.min(MAX_LIST, Math.floor(limit) || 1));

/** What a default profile offers to match jobs against. */
export interface ProfileCriteria {
  skills: string[];
  designation: string | null;
  /** The seeker's line of work: every designation they held (current first) and the roles they want. */
  titles: string[];
  locations: string[];
  years: number | null;
  /** Expected (or else current) salary, in the profile's currency per year or month. */
  salary: { amount: number; currency: string; terms: "annual" | "monthly" } | null;
  jobTypes: string[];
}

export function profileCriteria(profile: ProfileDetail | null): ProfileCriteria {
  const data = profile?.data;
  const skills = [
    ...new Map(
      [...(data?.skills ?? []), ...(data?.itSkills ?? []).map((skill) => skill.name)]
        .filter((skill) => skill.trim())
        .map((skill) => [textKey(skill), skill.trim()]),
    ).values(),
  ].slice(0, 25);
  const employments = data?.employments ?? [];
  const current = employments.find((entry) => entry.isCurrent) ?? employments[0];
  const personal = data?.personal;
  const locations = [
    ...new Set([...(personal?.preferredLocations ?? []), personal?.currentLocation ?? ""].filter(Boolean)),
  ];
  const experience = data?.experience;
  const salary = data?.salary;
  const amount = salary ? (salary.expectedSalary ?? salary.currentSalary) : null;
  const wantedRoles = (data?.preferences?.roleIds ?? []).map(
    (id) => JOB_ROLES.find((role) => role.id === id)?.name ?? "",
  );
  const titles = [
    ...new Map(
      [current?.designation ?? "", ...employments.map((entry) => entry.designation), ...wantedRoles]
        .map((title) => title.trim())
        .filter(Boolean)
        .map((title) => [textKey(title), title]),
    ).values(),
  ];
  return {
    skills,
    designation: current?.designation.trim() || null,
    titles,
    locations,
    years: experience ? (experience.isFresher ? 0 : experience.years) : null,
    salary:
      salary && amount
        ? { amount, currency: salary.currency, terms: salary.salaryMode === "Monthly" ? "monthly" : "annual" }
        : null,
    jobTypes: data?.preferences?.jobTypes ?? [],
  };
}

/** Why a job fits the profile, strongest first. */
export function reasonsFor(job: JobSummary, criteria: ProfileCriteria): RecommendationReason[] {
  const reasons: RecommendationReason[] = [];
  const wanted = new Map(criteria.skills.map((skill) => [textKey(skill), skill]));
  const matched = job.skills.filter((skill) => wanted.has(textKey(skill)));
  if (matched.length > 0) reasons.push({ kind: "skills", count: matched.length, skills: matched });
  const designation = criteria.titles.find((title) => titleFit(job.title, title) === "same");
  if (designation) reasons.push({ kind: "designation", designation });
  const places = new Set(criteria.locations.map(textKey));
  const city = job.locations.find((location) => places.has(textKey(location)));
  if (city) reasons.push({ kind: "location", city });
  if (criteria.years !== null && criteria.years >= job.experienceMin && criteria.years <= job.experienceMax)
    reasons.push({ kind: "experience", years: criteria.years });
  const salary = criteria.salary;
  if (
    salary &&
    job.salaryMax !== null &&
    job.currencyCode === salary.currency &&
    job.salaryTerms === salary.terms &&
    job.salaryMax >= salary.amount
  )
    reasons.push({ kind: "salary" });
  if (criteria.jobTypes.includes(job.jobType)) reasons.push({ kind: "jobType" });
  return reasons;
}

const titleWords = (title: string): string[] =>
  textKey(title)
    .replace(/[^\p{L}\p{N}+#.&]+/gu, " ")
    .split(" ")
    .filter((word) => word && !SENIORITY_WORDS.has(word));

/**
 * How a job's title stands to one of the seeker's titles, seniority aside: `same` line of work when it
 * has every word of theirs ("Java Backend Developer" for a Java Developer), `near` when it has at least
 * half of them and one says what the work is ("Truck Driver" for a Heavy Driver, not "Sales Executive"
 * for a Customer Service Executive), else `other`.
 */
export function titleFit(jobTitle: string, seekerTitle: string): "same" | "near" | "other" {
  const wanted = titleWords(seekerTitle);
  if (wanted.length === 0) return "other";
  const have = new Set(titleWords(jobTitle));
  const shared = wanted.filter((word) => have.has(word));
  if (shared.length === wanted.length) return "same";
  return shared.length * 2 >= wanted.length && shared.some((word) => !POST_WORDS.has(word))
    ? "near"
    : "other";
}

/** The job's title against the best fitting of the seeker's titles. */
function lineOfWork(job: JobSummary, criteria: ProfileCriteria): "same" | "near" | "other" {
  const fits = criteria.titles.map((title) => titleFit(job.title, title));
  return fits.includes("same") ? "same" : fits.includes("near") ? "near" : "other";
}

/**
 * How well a job fits a seeker, for ordering recommended jobs. The line of work weighs most, because a
 * job of another line that happens to list one of the seeker's skills (SQL on a data analyst's job, for
 * a Java developer) is not what they are looking for. A job of their line in a place they named and at
 * their years comes before one they would have to move for or would not be shortlisted at, even of
 * their exact title, and
 * among those, more shared skills (several beat one; past three the title already says the line)
 * come first.
 */
export function recommendationScore(job: JobSummary, criteria: ProfileCriteria): number {
  const line = lineOfWork(job, criteria);
  const title = line === "same" ? 8 : line === "near" ? 5 : 0;
  const wanted = new Set(criteria.skills.map(textKey));
  const shared = job.skills.filter((skill) => wanted.has(textKey(skill))).length;
  const places = new Set(criteria.locations.map(textKey));
  const place = job.locations.some((city) => places.has(textKey(city))) ? 6 : 0;
  const years = criteria.years;
  // Far outside the range the seeker would not be shortlisted: such a job is worth less than none.
  const experience =
    years === null
      ? 0
      : years >= job.experienceMin && years <= job.experienceMax
        ? 4
        : years >= job.experienceMin - 2 && years <= job.experienceMax + 2
          ? 2
          : -4;
  return title + 2 * Math.min(shared, 3) + place + experience;
}

/** Takes one from each list in turn, skipping repeats, until `limit`. */
function interleave<T extends { id: number }>(lists: T[][], limit: number): T[] {
  const out: T[] = [];
  const seen = new Set<number>();
  for (let index = 0; out.length < limit && lists.some((list) => index < list.length); index++) {
    for (const list of lists) {
      const item = list[index];
      if (item && !seen.has(item.id) && out.length < limit) {
        seen.add(item.id);
        out.push(item);
      }
    }
  }
  return out;
}

/**
 * One seeker's applies and withdrawals take turns until they commit: without it two applies running at
 * once would each miss the other's uncommitted job and their pair would never be counted. The next
 * statement reads what was committed before it, so whoever comes second counts the pair.
 */
async function lockSeekerPairs(client: pg.PoolClient, seekerId: string): Promise<void> {
  await client.query("SELECT pg_advisory_xact_lock(hashtextextended('co_applications:' || $1, 0))", [
    seekerId,
  ]);
}

/** Adds a seeker's new applications to the co-application counts, inside the apply transaction. */
export async function recordCoApplications(
  client: pg.PoolClient,
  change: { seekerId: string; siteId: SiteId; jobIds: readonly number[] },
): Promise<void> {
  if (change.jobIds.length === 0) return;
  await lockSeekerPairs(client, change.seekerId);
  // Each unordered pair once (two new jobs pair only from the larger id), then both directions, in
  // key order so concurrent applies lock rows in the same order.
  await client.query(
    `WITH fresh AS (SELECT DISTINCT unnest($2::bigint[]) AS job_id),
     mine AS (
       SELECT job_id FROM applications
       WHERE user_id = $1 AND site_id = $3 AND status <> 'withdrawn'
       ORDER BY applied_at DESC, job_id DESC LIMIT $4
     ),
     pairs AS (
       SELECT f.job_id AS a, m.job_id AS b FROM fresh f JOIN mine m ON m.job_id <> f.job_id
       WHERE NOT (m.job_id = ANY($2::bigint[]) AND m.job_id < f.job_id)
     ),
     both_ways AS (SELECT a AS job_id, b AS other FROM pairs UNION ALL SELECT b, a FROM pairs)
     INSERT INTO job_co_applications (job_id, other_job_id, applicants)
     SELECT job_id, other, 1 FROM both_ways ORDER BY job_id, other
     ON CONFLICT (job_id, other_job_id) DO UPDATE SET applicants = job_co_applications.applicants + 1`,
    [change.seekerId, [...change.jobIds], change.siteId, CO_APPLICATION_WINDOW],
  );
}

/** Takes a withdrawn application out of the counts, inside the withdraw transaction. */
export async function removeCoApplications(
  client: pg.PoolClient,
  change: { seekerId: string; siteId: SiteId; jobId: number },
): Promise<void> {
  await lockSeekerPairs(client, change.seekerId);
  await client.query(
    `WITH others AS (
       SELECT job_id FROM applications
       WHERE user_id = $1 AND site_id = $3 AND status <> 'withdrawn' AND job_id <> $2
       ORDER BY applied_at DESC, job_id DESC LIMIT $4
     ),
     keys AS (
       SELECT $2::bigint AS job_id, job_id AS other FROM others
       UNION ALL SELECT job_id, $2::bigint FROM others
     ),
     gone AS (
       DELETE FROM job_co_applications c USING keys k
       WHERE c.job_id = k.job_id AND c.other_job_id = k.other AND c.applicants <= 1
     )
     UPDATE job_co_applications c SET applicants = c.applicants - 1 FROM keys k
     WHERE c.job_id = k.job_id AND c.other_job_id = k.other AND c.applicants > 1`,
    [change.seekerId, change.jobId, change.siteId, CO_APPLICATION_WINDOW],
  );
}

/**
 * Recounts every pair from the applications table. Never run per request: for a backfill (an existing
 * database gaining this feature, bulk-loaded benchmark data) or to repair drift.
 */
export async function rebuildCoApplications(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("TRUNCATE job_co_applications");
    const result = await client.query(
      `WITH live AS (
         SELECT user_id, site_id, job_id FROM (
           SELECT user_id, site_id, job_id,
             row_number() OVER (PARTITION BY user_id, site_id ORDER BY applied_at DESC, job_id DESC) AS n
           FROM applications WHERE status <> 'withdrawn'
         ) ranked WHERE n <= $1
       )
       INSERT INTO job_co_applications (job_id, other_job_id, applicants)
       SELECT a.job_id, b.job_id, count(*) FROM live a
       JOIN live b ON b.user_id = a.user_id AND b.site_id = a.site_id AND b.job_id <> a.job_id
       GROUP BY a.job_id, b.job_id`,
      [CO_APPLICATION_WINDOW],
    );
    await client.query("COMMIT");
    return result.rowCount ?? 0;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

function hiddenLimitError(): AppError {
  return new AppError("UNPROCESSABLE", "hiddenLimit", {
    details: [{ messageKey: "hiddenLimit", params: { max: HIDDEN_LIMIT } }],
  });
}

export function createRecommendationsService(options: RecommendationsOptions): RecommendationsService {
  const { pool, search, jobs, applications, profiles, savedSearches, profileViews, rateLimiter } = options;

  async function hiddenState(userId: string): Promise<HiddenState> {
    const { rows } = await pool.query<{ job_ids: string[]; company_ids: number[]; slugs: string[] }>(
      `SELECT
         ARRAY(SELECT job_id FROM hidden_jobs WHERE user_id = $1) AS job_ids,
         ARRAY(SELECT company_id FROM hidden_companies WHERE user_id = $1) AS company_ids,
         ARRAY(SELECT c.slug FROM hidden_companies h JOIN companies c ON c.id = h.company_id
               WHERE h.user_id = $1) AS slugs`,
      [userId],
    );
    const row = rows[0];
    return {
      jobIds: (row?.job_ids ?? []).map(Number),
      companyIds: row?.company_ids ?? [],
      companySlugs: new Set(row?.slugs ?? []),
    };
  }

  /** Hidden and applied jobs plus hidden companies: what every list leaves out. */
  async function exclusions(userId: string) {
    const [hidden, applied] = await Promise.all([
      hiddenState(userId),
      applications.jobIdsAppliedWith(userId, APPLIED_EXCLUDED),
    ]);
    const jobIds = new Set([...hidden.jobIds, ...applied]);
    return {
      hidden,
      jobIds,
      forSearch: { jobIds: [...jobIds], companyIds: hidden.companyIds } satisfies HiddenFromSearch,
      keeps: (job: JobSummary) =>
        !jobIds.has(job.id) && !hidden.companySlugs.has(job.companySlug) && !job.isExpired,
    };
  }

  async function countWrite(userId: string): Promise<void> {
    if (!rateLimiter) return;
    const outcome = await rateLimiter.hit(HIDE_WRITE_LIMIT, userId);
    if (!outcome.isAllowed) throw rateLimitedError(outcome.retryAfterSeconds);
  }

  async function insertHiddenCompany(userId: string, companyId: number): Promise<{ companyId: number }> {
    const inserted = await pool.query(
      `INSERT INTO hidden_companies (user_id, company_id)
       SELECT $1, c.id FROM companies c
       WHERE c.id = $2 AND (SELECT count(*) FROM hidden_companies WHERE user_id = $1) < $3
       ON CONFLICT (user_id, company_id) DO NOTHING`,
      [userId, companyId, HIDDEN_LIMIT],
    );
    if (inserted.rowCount) return { companyId };
    const { rows } = await pool.query<{ hidden: boolean; exists: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM hidden_companies WHERE user_id = $1 AND company_id = $2) AS hidden,
              EXISTS (SELECT 1 FROM companies WHERE id = $2) AS exists`,
      [userId, companyId],
    );
    if (rows[0]?.hidden) return { companyId };
    throw rows[0]?.exists ? hiddenLimitError() : new AppError("NOT_FOUND", "notFound");
  }

  async function searchOrEmpty(request: SearchRequest): Promise<SearchResponse | null> {
    return search.searchJobs(request).catch(() => null);
  }

  return {
    async recommended(user, { siteId, limit, page = 1 }) {
      const pageSize = clampLimit(limit);
      const [profile, excluded] = await Promise.all([profiles.defaultProfile(user.id), exclusions(user.id)]);
      const criteria = profileCriteria(profile);
      if (criteria.skills.length === 0 && criteria.titles.length === 0)
        return { jobs: [], total: 0, basedOn: "empty-profile" };
      // Candidates: jobs of the seeker's titles and jobs with any of their skills, in their places and,
      // when those hold too few jobs of their line of work for this page, on the whole site (a seeker
      // whose city is on another site still gets a list). One search of any skill alone ranked a newer
      // job sharing one common skill above the seeker's own line of work, so the candidates are scored
      // on title, skills, place and years together.
      const base: SearchRequest = {
        siteId,
        sort: "relevance",
        page: 1,
        pageSize: RECOMMENDATION_CANDIDATES,
        hidden: excluded.forSearch,
      };
      // Titles without their seniority words, so "Java Developer" also finds a "Senior Java Developer".
      const titles = [...new Set(criteria.titles.map((title) => titleWords(title).join(" ")))].filter(
        Boolean,
      );
      const wanted: SearchRequest[] = [
        ...(titles.length > 0 ? [{ ...base, designations: titles }] : []),
        ...(criteria.skills.length > 0 ? [{ ...base, skills: criteria.skills }] : []),
      ];
      const pageNumber = Math.max(1, Math.min(50, Math.floor(page)));
      const candidates = new Map<number, { job: JobSummary; order: number }>();
      const gather = async (searches: SearchRequest[]) => {
        for (const response of await Promise.all(searches.map(searchOrEmpty)))
          for (const job of response?.jobs ?? [])
            if (!candidates.has(job.id) && excluded.keeps(job))
              candidates.set(job.id, { job, order: candidates.size });
      };
      if (criteria.locations.length > 0)
        await gather(wanted.map((request) => ({ ...request, locations: criteria.locations })));
      const ofTheirLine = [...candidates.values()].filter(
        ({ job }) => lineOfWork(job, criteria) !== "other",
      ).length;
      if (criteria.locations.length === 0 || ofTheirLine < pageNumber * pageSize) await gather(wanted);
      // Equal scores keep the order the searches found them in: the seeker's places first, by relevance.
      const ranked = [...candidates.values()]
        .map((candidate) => ({ ...candidate, score: recommendationScore(candidate.job, criteria) }))
        .sort((a, b) => b.score - a.score || a.order - b.order);
      const recommendedJobs: RecommendedJob[] = ranked
        .slice((pageNumber - 1) * pageSize, pageNumber * pageSize)
        .map(({ job }) => ({ ...job, reasons: reasonsFor(job, criteria) }));
      return { jobs: recommendedJobs, total: ranked.length, basedOn: "profile" };
    },

    async suggested(user, { siteId, limit }) {
      const size = clampLimit(limit);
      const [recent, views, excluded] = await Promise.all([
        savedSearches.recentSearches(user.id, siteId, SUGGESTION_SOURCES),
        pool.query<Pick<SqlRow<typeof jobViews>, "job_id">>(
          `SELECT job_id FROM job_views WHERE user_id = $1 AND site_id = $2
           ORDER BY viewed_at DESC LIMIT $3`,
          [user.id, siteId, SUGGESTION_SOURCES],
        ),
        exclusions(user.id),
      ]);
      const viewedIds = new Set(views.rows.map((row) => Number(row.job_id)));
      const keeps = (job: JobSummary) => excluded.keeps(job) && !viewedIds.has(job.id);
      const fromSearches = recent.map(async (entry): Promise<SuggestedJob[]> => {
        const parsed = parseSearchParams(new URLSearchParams(entry.search), siteId);
        const response = await searchOrEmpty({
          ...parsed.request,
          page: 1,
          pageSize: size,
          hidden: excluded.forSearch,
        });
        const reason = {
          kind: "search",
          search: entry.search,
          query: entry.query,
          location: entry.location,
        } as const;
        return (response?.jobs ?? []).filter(keeps).map((job) => ({ ...job, reason }));
      });
      // One search for all opened jobs (any of their skills), each result credited to the opened job it
      // shares most skills with: the search engine's bounded scan stays fast where a plain overlap query
      // over a big site would not.
      const fromViews = (async (): Promise<SuggestedJob[][]> => {
        const opened = await jobs.getJobSummaries(siteId, [...viewedIds]);
        const skills = [...new Set(opened.flatMap((job) => job.skills.slice(0, 6)))];
        if (skills.length === 0) return [];
        const response = await searchOrEmpty({
          siteId,
          skills,
          sort: "relevance",
          page: 1,
          pageSize: size,
          hidden: { ...excluded.forSearch, jobIds: [...excluded.forSearch.jobIds, ...viewedIds] },
        });
        const byOpened = new Map(opened.map((job) => [job.id, [] as SuggestedJob[]]));
        for (const job of (response?.jobs ?? []).filter(keeps)) {
          const wanted = new Set(job.skills.map(textKey));
          const shared = (other: JobSummary) =>
            other.skills.filter((skill) => wanted.has(textKey(skill))).length;
          const source = opened.reduce((best, other) => (shared(other) > shared(best) ? other : best));
          byOpened
            .get(source.id)
            ?.push({ ...job, reason: { kind: "viewed", jobId: source.id, title: source.title } });
        }
        return [...byOpened.values()];
      })();
      const lists = (await Promise.all([fromViews, Promise.all(fromSearches)])).flat();
      return interleave(lists, size);
    },

    async collaborative(jobId, { siteId, limit, user }) {
      const size = clampLimit(limit);
      // Enough candidates that leaving out applied, hidden and closed jobs still fills the block.
      const { rows } = await pool.query<
        Pick<SqlRow<typeof jobCoApplications>, "other_job_id" | "applicants">
      >({
        name: "co-applications",
        text: `SELECT other_job_id, applicants FROM job_co_applications WHERE job_id = $1
         ORDER BY applicants DESC, other_job_id LIMIT $2`,
        values: [jobId, size * 4 + 10],
      });
      if (rows.length === 0) return [];
      const shared = new Map(rows.map((row) => [Number(row.other_job_id), row.applicants]));
      let candidates = [...shared.keys()];
      let keeps = (job: JobSummary) => !job.isExpired;
      if (user?.role === "seeker") {
        const [hidden, applied] = await Promise.all([
          hiddenState(user.id),
          applications.appliedJobIds(user.id, candidates),
        ]);
        const skip = new Set([...hidden.jobIds, ...applied]);
        candidates = candidates.filter((id) => !skip.has(id));
        keeps = (job) => !job.isExpired && !hidden.companySlugs.has(job.companySlug);
      }
      const cards = await jobs.getJobSummaries(siteId, candidates, { liveOnly: true });
      return cards
        .filter(keeps)
        .slice(0, size)
        .map((job): CollaborativeJob => ({ ...job, sharedApplicants: shared.get(job.id) ?? 0 }));
    },

    async network(user, { siteId, limit }) {
      const size = clampLimit(limit);
      const [profile, excluded, stats] = await Promise.all([
        profiles.defaultProfile(user.id),
        exclusions(user.id),
        profileViews.stats(user).catch(() => ({ companies: [] })),
      ]);
      const employments = profile?.data.employments ?? [];
      // The same keys as the SQL function portal_network_keys (migration 0016), which an index holds.
      const networkKey = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
      const keys = [
        ...new Set([
          ...employments.map((entry) => `c:${networkKey(entry.company)}`),
          ...(profile?.data.educations ?? []).map((entry) => `i:${networkKey(entry.institute)}`),
        ]),
      ];
      const ownCurrent = employments
        .filter((entry) => entry.isCurrent)
        .map((entry) => networkKey(entry.company));
      const reasonsByCompany = new Map<string, NetworkReason[]>();
      const add = (company: string, reason: NetworkReason) => {
        const key = textKey(company);
        const list = reasonsByCompany.get(key) ?? [];
        if (!list.some((known) => known.kind === reason.kind)) list.push(reason);
        reasonsByCompany.set(key, list);
      };
      if (keys.length > 0) {
        // Other seekers' default profiles that share an employer or an institute with this seeker,
        // and where they work now. Their names never leave the server: only the companies do.
        const peers = await pool.query<{ company: string; colleague: boolean; institute: string | null }>(
          `WITH peers AS (
             SELECT p.employments, p.educations FROM profiles p
             WHERE p.is_default AND portal_network_keys(p.employments, p.educations) && $2::text[]
               AND p.user_id <> $1
             LIMIT $5
           )
           SELECT DISTINCT ON (lower(btrim(now_at.value->>'company')))
             now_at.value->>'company' AS company,
             portal_network_keys(p.employments, NULL) && $2::text[] AS colleague,
             (SELECT d.value->>'institute' FROM jsonb_array_elements(p.educations) d
              WHERE portal_network_keys(NULL, jsonb_build_array(d.value)) && $2::text[] LIMIT 1) AS institute
           FROM peers p CROSS JOIN LATERAL jsonb_array_elements(p.employments) now_at
           WHERE (now_at.value->>'isCurrent')::boolean
             AND lower(btrim(regexp_replace(now_at.value->>'company', '\\s+', ' ', 'g'))) <> ALL($3::text[])
           LIMIT $4`,
          [user.id, keys, ownCurrent, NETWORK_COMPANIES, NETWORK_PEERS],
        );
        for (const peer of peers.rows) {
          if (peer.colleague) add(peer.company, { kind: "colleague", company: peer.company });
          else if (peer.institute)
            add(peer.company, { kind: "classmate", company: peer.company, institute: peer.institute });
        }
      }
      for (const viewer of stats.companies.slice(0, NETWORK_COMPANIES)) {
        if (viewer.companyName)
          add(viewer.companyName, { kind: "recruiterViewed", company: viewer.companyName });
      }
      if (reasonsByCompany.size === 0) return [];
      // A recruiter who looked says most, then a colleague, then a classmate; each company name costs
      // the search a filter value, so only the strongest few are searched.
      const strength = (reasons: NetworkReason[]) =>
        Math.min(...reasons.map((reason) => NETWORK_REASON_ORDER.indexOf(reason.kind)));
      const names = [...reasonsByCompany.values()]
        .sort((a, b) => strength(a) - strength(b))
        .map((reasons) => reasons[0]?.company ?? "")
        .slice(0, NETWORK_SEARCHED_COMPANIES);
      const response = await searchOrEmpty({
        siteId,
        companies: names,
        sort: "date",
        page: 1,
        pageSize: size,
        hidden: excluded.forSearch,
      });
      return (response?.jobs ?? [])
        .filter(excluded.keeps)
        .map((job): NetworkJob => ({ ...job, reasons: reasonsByCompany.get(textKey(job.companyName)) ?? [] }))
        .filter((job) => job.reasons.length > 0);
    },

    async hideJob(user, siteId, jobId) {
      await countWrite(user.id);
      const job = await jobs.getJob(siteId, jobId);
      if (!job) throw new AppError("NOT_FOUND", "notFound");
      const inserted = await pool.query(
        `INSERT INTO hidden_jobs (user_id, job_id)
         SELECT $1, $2 WHERE (SELECT count(*) FROM hidden_jobs WHERE user_id = $1) < $3
         ON CONFLICT (user_id, job_id) DO NOTHING`,
        [user.id, jobId, HIDDEN_LIMIT],
      );
      if (inserted.rowCount) return;
      const existing = await pool.query("SELECT 1 FROM hidden_jobs WHERE user_id = $1 AND job_id = $2", [
        user.id,
        jobId,
      ]);
      if (!existing.rowCount) throw hiddenLimitError();
    },

    async hideCompany(user, companyId) {
      await countWrite(user.id);
      await insertHiddenCompany(user.id, companyId);
    },

    async hideCompanyOfJob(user, siteId, jobId) {
      await countWrite(user.id);
      const { rows } = await pool.query<Pick<SqlRow<typeof jobsTable>, "company_id">>(
        "SELECT company_id FROM jobs WHERE id = $1 AND site_id = $2",
        [jobId, siteId],
      );
      const companyId = rows[0]?.company_id;
      if (companyId === undefined) throw new AppError("NOT_FOUND", "notFound");
      return insertHiddenCompany(user.id, companyId);
    },

    async unhideJob(user, jobId) {
      await countWrite(user.id);
      const { rowCount } = await pool.query("DELETE FROM hidden_jobs WHERE user_id = $1 AND job_id = $2", [
        user.id,
        jobId,
      ]);
      if (!rowCount) throw new AppError("NOT_FOUND", "notFound");
    },

    async unhideCompany(user, companyId) {
      await countWrite(user.id);
      const { rowCount } = await pool.query(
        "DELETE FROM hidden_companies WHERE user_id = $1 AND company_id = $2",
        [user.id, companyId],
      );
      if (!rowCount) throw new AppError("NOT_FOUND", "notFound");
    },

    async hidden(user, siteId): Promise<HiddenList> {
      const [hiddenJobs, companies] = await Promise.all([
        pool.query<Pick<SqlRow<typeof hiddenJobsTable>, "job_id" | "hidden_at">>(
          `SELECT job_id, hidden_at FROM hidden_jobs WHERE user_id = $1
           ORDER BY hidden_at DESC, job_id DESC LIMIT $2`,
          [user.id, HIDDEN_LIMIT],
        ),
        pool.query<
          Pick<SqlRow<typeof companiesTable>, "id" | "name" | "slug"> &
            Pick<SqlRow<typeof hiddenCompanies>, "hidden_at">
        >(
          `SELECT c.id, c.name, c.slug, h.hidden_at FROM hidden_companies h JOIN companies c ON c.id = h.company_id
           WHERE h.user_id = $1 ORDER BY h.hidden_at DESC, c.id LIMIT $2`,
          [user.id, HIDDEN_LIMIT],
        ),
      ]);
      const hiddenAt = new Map(
        hiddenJobs.rows.map((row) => [Number(row.job_id), row.hidden_at.toISOString()]),
      );
      // Jobs of other sites are listed on their own site.
      const cards = await jobs.getJobSummaries(siteId, [...hiddenAt.keys()]);
      return {
        jobs: cards.map((job) => ({ job, jobId: job.id, hiddenAt: hiddenAt.get(job.id) as string })),
        companies: companies.rows.map((row) => ({
          id: row.id,
          name: row.name,
          slug: row.slug,
          hiddenAt: row.hidden_at.toISOString(),
        })),
      };
    },

    async hiddenFor(user) {
      if (user.role !== "seeker") return { jobIds: [], companyIds: [] };
      const hidden = await hiddenState(user.id);
      return { jobIds: hidden.jobIds, companyIds: hidden.companyIds };
    },

    async explain(user, siteId, jobId) {
      const [job] = await jobs.getJobSummaries(siteId, [jobId], { liveOnly: true });
      if (!job) return null;
      const criteria = profileCriteria(await profiles.defaultProfile(user.id));
      return { ...job, reasons: reasonsFor(job, criteria) };
    },

    async recordView(user, siteId, jobId) {
      if (user.role !== "seeker") return false;
      // Only a job of this site; a reopen inside the window changes nothing, so reloads do not count.
      const { rowCount } = await pool.query(
        `INSERT INTO job_views (user_id, job_id, site_id)
         SELECT $1, j.id, j.site_id FROM jobs j WHERE j.id = $2 AND j.site_id = $3
         ON CONFLICT (user_id, job_id) DO UPDATE
           SET views = job_views.views + 1, viewed_at = now(), site_id = EXCLUDED.site_id
           WHERE job_views.viewed_at < now() - interval '30 minutes'`,
        [user.id, jobId, siteId],
      );
      if (rowCount) return true;
      const seen = await pool.query("SELECT 1 FROM job_views WHERE user_id = $1 AND job_id = $2", [
        user.id,
        jobId,
      ]);
      return (seen.rowCount ?? 0) > 0;
    },
  };
}
