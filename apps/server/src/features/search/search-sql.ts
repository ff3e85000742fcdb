/**
 * The SQL of one search over `job_search` (migration 0005): the filters as a predicate, and one
 * statement that returns the page, the count and the facets together.
 *
 * Cost is bounded by design (docs/decisions/011-search-engine-in-postgresql.md):
 * - only the newest CANDIDATE_LIMIT matches are ranked and sampled for facets;
 * - they are found by reading the site's newest jobs in posting order (an index scan over rows that
 *   lie next to each other) for at most scanBudget() rows, which costs little whenever matches are
 *   common; when they are rare, the text index finds all of them instead, which then costs little;
 * - narrow searches are counted by the text index, broad ones up to TOTAL_COUNT_CAP ("more than" past it);
 * - a facet whose own filter is active is counted over its own bounded sample.
 */
import { type FacetName, type RangeBucket, SITE_BY_ID, type SiteId } from "@portal/domain";

/** Matches ranked by relevance and sampled for facets; later pages continue in date order. */
export const CANDIDATE_LIMIT = 200;
/**
 * Fewer matches than this among the newest jobs read means matches are rare: the text index is asked.
 * More, and the search goes on with them: asking the index for thousands of matches costs more than
 * ranking a few dozen fewer.
 */
export const MIN_RECENT_MATCHES = 40;
/** Matches sampled for a facet whose own filter is active. */
export const FACET_SAMPLE_LIMIT = 200;
/**
 * Broad searches count their matches exactly up to this many (fifty pages) and say "more than" beyond
 * it: a total shown is never above the truth, and every page offered has jobs. The count reads about
 * cap ÷ (the term's share of the site's jobs) rows: at 2,000, 10–37 ms a broad search at 1M jobs
 * (bench/README.md), most of the search's time; at 1,000 half that.
 */
export const TOTAL_COUNT_CAP = 1_000;
/**
 * How many of the site's newest jobs are read in posting order before the text index is asked
 * instead. Reading costs ~0.8 µs a job; the index ~6 µs a match (a random page each, and a sort).
 * The index is asked when fewer than MIN_RECENT_MATCHES matches turned up, that is when matches are
 * at most MIN_RECENT_MATCHES / budget of the site's jobs, so the two costs meet at
 * budget = √(8 × MIN_RECENT_MATCHES × site jobs): about 11,000 jobs for India at 1M, 3,400 at 100k.
 */
export function scanBudget(siteJobs: number): number {
  return Math.round(Math.min(20_000, Math.max(1_500, Math.sqrt(8 * MIN_RECENT_MATCHES * siteJobs))));
}

/**
 * The pass for facets whose own filter is active keeps every job that fails at most one filter, so it
 * cannot stop early and reads a third as many.
 */
export function sharedScanBudget(siteJobs: number): number {
  return Math.round(Math.max(1_000, scanBudget(siteJobs) / 3));
}

/** No posting-order scan: for searches whose matches are known to be rare (see SearchStatementOptions). */
const NO_SCAN = 0;
/** Relaxed searches (offered when nothing is found) are counted up to this. */
export const RELAXATION_COUNT_CAP = 1_000;
/** Values returned per facet. */
export const FACET_VALUES_LIMIT = 20;

/** Field weights for ranking: role/function/industry (D), company (C), skills (B), title (A). */
const RANK_WEIGHTS = "{0.1, 0.3, 0.6, 1.0}";

/**
 * Lexeme prefixes of the filter values in the search document (see portal_search_sync): "qz", a
 * letter for the kind, the id. Words never take this form, so filters and keywords share one index.
 */
export const FILTER_LEXEMES = {
  city: "qzc",
  region: "qzr",
  function: "qzf",
  role: "qzo",
  industry: "qzi",
  qualification: "qzq",
  company: "qzk",
  jobType: "qzt",
  workMode: "qzm",
  employerType: "qze",
} as const;

/** A request with every name turned into the ids and codes `job_search` stores. */
export interface ResolvedFilters {
  siteId: SiteId;
  /** tsquery text over the whole document; null when there are no keywords. */
  keywords: string | null;
  /** tsquery texts restricted to skills (B) and titles (A). */
  skills: string | null;
  designations: string | null;
  /** null = no place asked for; empty lists = asked for places that have no jobs here. */
  places: { cityIds: number[]; regionIds: number[] } | null;
  /** Region ids (states, countries) from jobStates and jobCountries. */
  regions: number[] | null;
  functionIds: number[] | null;
  roleIds: number[] | null;
  industryIds: number[] | null;
  qualificationIds: number[] | null;
  companyIds: number[] | null;
  jobTypes: number[] | null;
  workModes: number[] | null;
  employerTypes: number[] | null;
  experience: number | null;
  experienceBuckets: readonly RangeBucket[] | null;
  salaryBuckets: readonly RangeBucket[] | null;
  freshnessDays: number | null;
  /** Only jobs posted after this instant (ISO 8601): what is new to a job alert. Belongs to no facet. */
  postedAfter: string | null;
  /** Jobs and companies the seeker is not interested in; null when there are none. */
  hiddenJobIds: readonly number[] | null;
  hiddenCompanyIds: readonly number[] | null;
}

/** Which filters a facet leaves out when it counts ("reflecting the other active filters"). */
const FACET_FILTERS: Record<FacetName, (keyof ResolvedFilters)[]> = {
  location: ["places"],
  experience: ["experience", "experienceBuckets"],
  salary: ["salaryBuckets"],
  function: ["functionIds"],
  role: ["roleIds"],
  industry: ["industryIds"],
  company: ["companyIds"],
  freshness: ["freshnessDays"],
  jobType: ["jobTypes"],
};

export function isFacetFiltered(filters: ResolvedFilters, facet: FacetName): boolean {
  return FACET_FILTERS[facet].some((key) => filters[key] !== null);
}

/** Collects positional parameters while a statement is written. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown, cast = ""): string {
    this.values.push(value);
    return `$${this.values.length}${cast}`;
  }
}

/** `(qzc1 | qzc2)`, or a lexeme no document has when the list is empty (the filter matched nothing). */
function anyOf(prefix: string, ids: readonly number[]): string {
  if (ids.length === 0) return "qznothing";
  const lexemes = [...new Set(ids)].map((id) => `${prefix}${id}`);
  return lexemes.length === 1 ? (lexemes[0] as string) : `(${lexemes.join(" | ")})`;
}

/** The filters that live in the document, as tsquery text in the `simple` form (no stemming). */
function filterQuery(filters: ResolvedFilters, skip: ReadonlySet<keyof ResolvedFilters>): string | null {
  const parts: string[] = [];
  const has = (key: keyof ResolvedFilters) => !skip.has(key) && filters[key] !== null;
  if (has("places") && filters.places) {
    const { cityIds, regionIds } = filters.places;
    const alternatives = [
      ...cityIds.map((id) => `${FILTER_LEXEMES.city}${id}`),
      ...regionIds.map((id) => `${FILTER_LEXEMES.region}${id}`),
    ];
    parts.push(alternatives.length === 0 ? "qznothing" : `(${[...new Set(alternatives)].join(" | ")})`);
  }
  const lists: [keyof ResolvedFilters, string][] = [
    ["regions", FILTER_LEXEMES.region],
    ["functionIds", FILTER_LEXEMES.function],
    ["roleIds", FILTER_LEXEMES.role],
    ["industryIds", FILTER_LEXEMES.industry],
    ["qualificationIds", FILTER_LEXEMES.qualification],
    ["companyIds", FILTER_LEXEMES.company],
    ["jobTypes", FILTER_LEXEMES.jobType],
    ["workModes", FILTER_LEXEMES.workMode],
    ["employerTypes", FILTER_LEXEMES.employerType],
  ];
  for (const [key, prefix] of lists) {
    if (has(key)) parts.push(anyOf(prefix, filters[key] as number[]));
  }
  return parts.length > 0 ? parts.join(" & ") : null;
}

function bucketPredicate(params: Params, min: string, max: string, buckets: readonly RangeBucket[]): string {
  if (buckets.length === 0) return "false";
  const parts = buckets.map((bucket) => {
    const upper = bucket.to === null ? "" : ` AND ${min} < ${params.add(bucket.to)}`;
    return `(${max} >= ${params.add(bucket.from)}${upper})`;
  });
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" OR ")})`;
}

/** The tsquery expressions of a search (keywords, skills, titles, filter values), unjoined. */
function textQueries(
  filters: ResolvedFilters,
  params: Params,
  skip: ReadonlySet<keyof ResolvedFilters>,
): {
  keywords: string | null;
  weighted: string[];
  filterValues: string | null;
} {
  const weighted: string[] = [];
  for (const text of [filters.skills, filters.designations]) {
    if (text) weighted.push(textQuery(params, text));
  }
  const filterText = filterQuery(filters, skip);
  return {
    keywords: filters.keywords ? textQuery(params, filters.keywords) : null,
    weighted,
    filterValues: filterText ? `${params.add(filterText)}::tsquery` : null,
  };
}

/** A tsquery from query text, stemmed as the documents are. */
function textQuery(params: Params, text: string): string {
  return `to_tsquery('english', ${params.add(text)}::text)`;
}

/**
 * An expression of parameters, evaluated once per execution. Search statements run with generic plans
 * (search-connections.ts), in which a function of a parameter is not folded into a constant: written
 * plainly, `to_tsquery` would parse its text again for every row read.
 */
function once(expression: string): string {
  return `(SELECT ${expression})`;
}

/** The conditions on plain columns (experience, salary). */
function columnClauses(
  filters: ResolvedFilters,
  params: Params,
  skip: ReadonlySet<keyof ResolvedFilters>,
): string[] {
  const has = (key: keyof ResolvedFilters): boolean => !skip.has(key) && filters[key] !== null;
  const clauses: string[] = [];
  if (has("experience") && filters.experience !== null) {
    const years = params.add(filters.experience, "::smallint");
    clauses.push(`s.experience_min <= ${years} AND s.experience_max >= ${years}`);
  }
  if (has("experienceBuckets") && filters.experienceBuckets) {
    clauses.push(bucketPredicate(params, "s.experience_min", "s.experience_max", filters.experienceBuckets));
  }
  if (has("salaryBuckets") && filters.salaryBuckets) {
    clauses.push(bucketPredicate(params, "s.salary_min", "s.salary_max", filters.salaryBuckets));
  }
  // Never skipped: a facet counts what the seeker can see, and they asked not to see these.
  if (filters.hiddenJobIds)
    clauses.push(`s.job_id <> ALL(${params.add(filters.hiddenJobIds, "::bigint[]")})`);
  if (filters.hiddenCompanyIds) {
    clauses.push(`s.company_id <> ALL(${params.add(filters.hiddenCompanyIds, "::integer[]")})`);
  }
  return clauses;
}

/** The conditions of a search over `job_search s`, without those of `without` when given. */
function conditions(filters: ResolvedFilters, params: Params, without?: FacetName): string[] {
  const skip = new Set<keyof ResolvedFilters>(without ? FACET_FILTERS[without] : []);
  const { keywords, weighted, filterValues } = textQueries(filters, params, skip);
  const queries = [...(keywords ? [keywords] : []), ...weighted, ...(filterValues ? [filterValues] : [])];
  const clauses = queries.length > 0 ? [`s.document @@ ${once(queries.join(" && "))}`] : [];
  return [...clauses, ...columnClauses(filters, params, skip)];
}

/** Conditions on the posting time: the freshness facet's days, and an alert's "posted after". */
function freshnessCondition(filters: ResolvedFilters, params: Params, without?: FacetName): string | null {
  const parts: string[] = [];
  if (without !== "freshness" && filters.freshnessDays !== null) {
    parts.push(
      `s.posted_at >= now() - make_interval(days => ${params.add(filters.freshnessDays, "::integer")})`,
    );
  }
  if (filters.postedAfter !== null)
    parts.push(`s.posted_at > ${params.add(filters.postedAfter, "::timestamptz")}`);
  return parts.length > 0 ? parts.join(" AND ") : null;
}

/** The whole WHERE clause over `job_search s`. */
export function predicate(filters: ResolvedFilters, params: Params, without?: FacetName): string {
  const freshness = freshnessCondition(filters, params, without);
  return [
    `s.site_id = ${params.add(filters.siteId)}`,
    "s.expires_at > now()",
    ...(freshness ? [freshness] : []),
    ...conditions(filters, params, without),
  ].join(" AND ");
}

/** The filters of a facet as a condition on columns, or null when the facet has no active filter. */
function facetCondition(filters: ResolvedFilters, params: Params, facet: FacetName): string | null {
  if (!isFacetFiltered(filters, facet)) return null;
  const ids = (column: string, values: readonly number[], cast: string) =>
    values.length === 0 ? "false" : `${column} = ANY(${params.add(values, cast)})`;
  switch (facet) {
    case "location": {
      const { cityIds, regionIds } = filters.places ?? { cityIds: [], regionIds: [] };
      const parts = [
        ...(cityIds.length > 0 ? [`s.city_ids && ${params.add(cityIds, "::integer[]")}`] : []),
        ...(regionIds.length > 0 ? [`s.region_ids && ${params.add(regionIds, "::integer[]")}`] : []),
      ];
      return parts.length === 0 ? "false" : `(${parts.join(" OR ")})`;
    }
    case "experience": {
      const parts: string[] = [];
      if (filters.experience !== null) {
        const years = params.add(filters.experience, "::smallint");
        parts.push(`s.experience_min <= ${years} AND s.experience_max >= ${years}`);
      }
      if (filters.experienceBuckets) {
        parts.push(
          bucketPredicate(params, "s.experience_min", "s.experience_max", filters.experienceBuckets),
        );
      }
      return `(${parts.join(" AND ")})`;
    }
    case "salary":
      return bucketPredicate(params, "s.salary_min", "s.salary_max", filters.salaryBuckets ?? []);
    case "function":
      return ids("s.function_id", filters.functionIds ?? [], "::integer[]");
    case "role":
      return ids("s.role_id", filters.roleIds ?? [], "::integer[]");
    case "industry":
      return ids("s.industry_id", filters.industryIds ?? [], "::integer[]");
    case "company":
      return ids("s.company_id", filters.companyIds ?? [], "::integer[]");
    case "jobType":
      return ids("s.job_type", filters.jobTypes ?? [], "::smallint[]");
    case "freshness":
      return freshnessCondition(filters, params);
  }
}

/** The filters that belong to no facet. */
function withoutFacetFilters(filters: ResolvedFilters): ResolvedFilters {
  return {
    ...filters,
    places: null,
    functionIds: null,
    roleIds: null,
    industryIds: null,
    companyIds: null,
    jobTypes: null,
    experience: null,
    experienceBuckets: null,
    salaryBuckets: null,
    freshnessDays: null,
  };
}

/**
 * The partition of a site: its name is fixed by the migration for every known site id. Statements name
 * it rather than `job_search`: a cached generic plan of the parent locks all nine partitions and their
 * indexes at every execution (pruning comes later), and under concurrency that locking costs more than
 * the search itself.
 */
function partitionOf(siteId: SiteId): string {
  if (!Object.hasOwn(SITE_BY_ID, siteId)) throw new Error(`unknown site ${siteId}`);
  return `job_search_${siteId}`;
}

const SAMPLE_COLUMNS = `s.job_id, s.posted_at, s.city_ids, s.company_id, s.function_id, s.role_id, s.industry_id,
  s.job_type, s.experience_min, s.experience_max, s.salary_min, s.salary_max`;

const SCANNED_COLUMNS = `s.job_id, s.posted_at, s.expires_at, s.document, s.region_ids, s.city_ids, s.company_id, s.function_id, s.role_id,
  s.industry_id, s.job_type, s.experience_min, s.experience_max, s.salary_min, s.salary_max`;

/**
 * The site's newest jobs in posting order, `budget` of them: a pure top-N over the index on
 * (posted_at, job_id), which no condition can turn into another plan.
 */
function newestRows(siteId: SiteId, budget: number, postedAfter?: string): string {
  const window = postedAfter ? ` WHERE s.posted_at > ${postedAfter}` : "";
  return `SELECT ${SCANNED_COLUMNS} FROM ${partitionOf(siteId)} s${window} ORDER BY s.posted_at DESC, s.job_id DESC LIMIT ${budget}`;
}

/**
 * True when the site has fewer than `budget` jobs posted after `postedAfter`: a scan of the newest
 * `budget` jobs in that window then read all of it, and found every match there is. Counted on the
 * index on (posted_at, job_id), bounded like the scan.
 */
function windowIsWhole(siteId: SiteId, budget: number, postedAfter: string): string {
  return `(SELECT count(*) FROM (SELECT 1 FROM ${partitionOf(siteId)} s WHERE s.posted_at > ${postedAfter}
            ORDER BY s.posted_at DESC, s.job_id DESC LIMIT ${budget}) w) < ${budget}`;
}

/**
 * One pass over the site's newest jobs for a search with facet filters: keeps the rows that fail at
 * most one facet filter, flagged, so each facet's sample (rows failing no filter but its own) comes
 * from the same rows instead of a scan each. The rows failing none are the search's own matches among
 * those jobs, scored with `score`: the candidates start from them (`candidatesAfterScan`).
 */
function sharedScan(
  filters: ResolvedFilters,
  params: Params,
  facets: readonly FacetName[],
  siteJobs: number,
  score: string,
): string {
  const base = conditions(withoutFacetFilters(filters), params);
  const flags = facets.map((facet) => `(${facetCondition(filters, params, facet) ?? "true"}) AS ok_${facet}`);
  const misses = facets.map((facet) => `(NOT ok_${facet})::int`).join(" + ");
  // Ranking is the costly part of a match: only rows that pass every filter are scored.
  const passesAll = facets
    .map((facet) => `(${facetCondition(filters, params, facet) ?? "true"})`)
    .join(" AND ");
  return `scan AS MATERIALIZED (
      SELECT * FROM (
        SELECT ${SAMPLE_COLUMNS}, ${flags.join(", ")}, CASE WHEN ${passesAll} THEN ${score} END AS score
          FROM (${newestRows(filters.siteId, sharedScanBudget(siteJobs))}) s
         WHERE ${["s.expires_at > now()", ...base].join(" AND ")}
      ) flagged
      WHERE ${misses} <= 1
    ), scan_end AS MATERIALIZED (
      -- The window's last job (read only when candidates continue past it); none when the site has
      -- fewer jobs than the window, and then nothing follows it.
      SELECT s.posted_at, s.job_id FROM ${partitionOf(filters.siteId)} s
       ORDER BY s.posted_at DESC, s.job_id DESC OFFSET ${sharedScanBudget(siteJobs) - 1} LIMIT 1
    )`;
}

/**
 * The newest matches when a shared scan ran: its rows that fail no filter first, then, only when
 * they are fewer than `limit`, the jobs after its window in posting order, up to `budget` jobs read
 * in all. Reading the window once instead of twice saves a third of a filtered search's scanning.
 *
 * The window also tells how common matches are. When, at its rate, the whole budget would still hold
 * fewer than MIN_RECENT_MATCHES, the text index will be asked anyway (matchSet), so reading the rest
 * of the budget would be wasted: it is skipped. Keyword + place searches are often like this.
 */
function candidatesAfterScan(
  filters: ResolvedFilters,
  params: Params,
  options: { facets: readonly FacetName[]; siteJobs: number; limit: number; score: string },
): string {
  const { facets, siteJobs, limit, score } = options;
  const rest = Math.max(0, scanBudget(siteJobs) - sharedScanBudget(siteJobs));
  const partition = partitionOf(filters.siteId);
  const freshness = freshnessCondition(filters, params);
  const where = ["s.expires_at > now()", ...(freshness ? [freshness] : []), ...conditions(filters, params)];
  const noMiss = facets.map((facet) => `ok_${facet}`).join(" AND ");
  const window = sharedScanBudget(siteJobs);
  const worthReading = `(SELECT count(*) FROM scan WHERE ${noMiss}) * ${scanBudget(siteJobs)} >= ${MIN_RECENT_MATCHES * window}`;
  return `SELECT * FROM (
        (SELECT ${SAMPLE_COLUMNS.replaceAll("s.", "")}, score FROM scan WHERE ${noMiss}
          ORDER BY posted_at DESC, job_id DESC)
        UNION ALL
        (SELECT ${SAMPLE_COLUMNS}, ${score} AS score
           FROM (SELECT ${SCANNED_COLUMNS} FROM ${partition} s
                  WHERE (s.posted_at, s.job_id) < ((SELECT posted_at FROM scan_end), (SELECT job_id FROM scan_end))
                  ORDER BY s.posted_at DESC, s.job_id DESC
                  LIMIT CASE WHEN ${worthReading} THEN ${rest} ELSE 0 END) s
          WHERE ${where.join(" AND ")}
          ORDER BY s.posted_at DESC, s.job_id DESC)
      ) newest
      LIMIT ${limit}`;
}

/**
 * Two CTEs, `<name>_recent` and `<name>`, holding the newest `limit` matches. The first reads the
 * site's newest jobs in posting order, at most `budget` of them (the conditions are checked above a
 * LIMIT, so they cannot turn that scan into anything else). A few dozen matches there are enough to
 * go on (they are the newest, and the rest follow in date order on later pages); only with fewer are
 * matches rare, and the text index is asked for all of them, which is then cheap. Sorting by an
 * expression keeps the planner off the posting-order scan, which would read the whole site.
 */
function matchSet(
  name: string,
  filters: ResolvedFilters,
  params: Params,
  options: { limit: number; budget: number; extra?: string; without?: FacetName; recent?: string },
): string {
  const { limit, budget, extra = "", without } = options;
  const enough = Math.min(limit, MIN_RECENT_MATCHES);
  // A search for what was posted after an instant (a job alert's) reads only that window of the
  // newest jobs; when the window is smaller than the budget, the scan saw all of it and found every
  // match, and the text index (which would read the word's matches of every day) is not asked.
  const window =
    filters.postedAfter !== null && options.recent === undefined && budget > 0
      ? params.add(filters.postedAfter, "::timestamptz")
      : null;
  // Every parameter added must be used: PostgreSQL cannot type one that appears nowhere.
  const scanned = () => {
    const freshness = freshnessCondition(filters, params, without);
    const where = conditions(filters, params, without);
    return `SELECT ${SAMPLE_COLUMNS}${extra} FROM (${newestRows(filters.siteId, budget, window ?? undefined)}) s
       WHERE ${["s.expires_at > now()", ...(freshness ? [freshness] : []), ...where].join(" AND ")}
       ORDER BY s.posted_at DESC, s.job_id DESC
       LIMIT ${limit}`;
  };
  const recent = options.recent ?? scanned();
  const enoughRecent = `(SELECT count(*) FROM ${name}_recent) >= ${enough}`;
  const skipIndex = window ? `(SELECT found_all FROM ${name}_whole)` : enoughRecent;
  // (Its own CTE so that the window is counted once, and only when the scan found few matches.)
  const whole = window
    ? `, ${name}_whole AS MATERIALIZED (
      SELECT ${enoughRecent} OR ${windowIsWhole(filters.siteId, budget, window)} AS found_all
    )`
    : "";
  return `${name}_recent AS MATERIALIZED (
      ${recent}
    )${whole}, ${name}_indexed AS MATERIALIZED (
      SELECT ${SAMPLE_COLUMNS}${extra}, count(*) OVER () AS matches
        FROM ${partitionOf(filters.siteId)} s
       WHERE ${predicate(filters, params, without)}
       ORDER BY s.posted_at + interval '0 seconds' DESC, s.job_id DESC
       LIMIT CASE WHEN ${skipIndex} THEN 0 ELSE ${limit} END
    ), ${name} AS MATERIALIZED (
      SELECT ${SAMPLE_COLUMNS.replaceAll("s.", "")}${extra ? ", score" : ""} FROM ${name}_recent
       WHERE ${skipIndex}
      UNION ALL
      SELECT ${SAMPLE_COLUMNS.replaceAll("s.", "")}${extra ? ", score" : ""} FROM ${name}_indexed
    )`;
}

/**
 * A sample as columns (see SampleColumns): one aggregate pass of integer arrays is far cheaper to
 * build than a JSON array per row.
 */
function sampleJson(sample: string): string {
  return `(SELECT json_build_object(
      'postedAt', coalesce(array_agg(extract(epoch FROM posted_at)::bigint), '{}'),
      'cityIds', coalesce((SELECT array_agg(city) FROM ${sample}, unnest(city_ids) AS city), '{}'),
      'companyId', coalesce(array_agg(company_id), '{}'),
      'functionId', coalesce(array_agg(function_id), '{}'),
      'roleId', coalesce(array_agg(role_id), '{}'),
      'industryId', coalesce(array_agg(industry_id), '{}'),
      'jobType', coalesce(array_agg(job_type), '{}'),
      'experienceMin', coalesce(array_agg(experience_min), '{}'),
      'experienceMax', coalesce(array_agg(experience_max), '{}'),
      'salaryMin', coalesce(array_agg(salary_min), '{}'),
      'salaryMax', coalesce(array_agg(salary_max), '{}')) FROM ${sample})`;
}

/** The jobs of `page` (job_id, position) as the JSON array JobJson (service.ts) reads. */
const pageJobs = `(SELECT coalesce(json_agg(json_build_object(
          'id', j.id, 'siteId', j.site_id, 'slug', j.slug, 'title', j.title, 'companyName', j.company_name,
          'companySlug', co.slug, 'locations', j.locations, 'experienceMin', j.experience_min,
          'experienceMax', j.experience_max, 'salaryMin', j.salary_min, 'salaryMax', j.salary_max,
          'currencyCode', j.currency_code, 'salaryTerms', j.salary_terms, 'skills', j.skills,
          'jobType', j.job_type, 'workMode', j.work_mode, 'postedAt', j.posted_at, 'expiresAt', j.expires_at,
          'status', j.status) ORDER BY page.position), '[]')
        FROM page JOIN jobs j ON j.id = page.job_id JOIN companies co ON co.id = j.company_id)`;

/** Names of the most frequent companies of a sample, for the company facet. */
function topCompanies(sample: string): string {
  return `(SELECT coalesce(json_object_agg(co.id, co.name), '{}')
                      FROM companies co
                     WHERE co.id = ANY(ARRAY(SELECT company_id FROM ${sample}
                                              GROUP BY company_id ORDER BY count(*) DESC, company_id
                                              LIMIT ${FACET_VALUES_LIMIT})))`;
}

export interface SearchStatementOptions {
  filters: ResolvedFilters;
  /** Live jobs of the site (an estimate is fine): sizes the scans. */
  siteJobs: number;
  /**
   * A required keyword the site's dictionary does not know, with no likelier spelling: its matches
   * are few or none, so the text index is asked straight away.
   */
  isRare?: boolean;
  facets: readonly FacetName[];
  /**
   * Only the page, from the ranked candidates: no count of all matches and no pages past the
   * candidates (SearchRequest.jobsOnly).
   */
  isJobsOnly?: boolean;
  sort: "relevance" | "date";
  offset: number;
  pageSize: number;
}

/**
 * One statement for a whole results page. Its single JSON row holds: `sampleSize` (candidates, at
 * most CANDIDATE_LIMIT + 1); `recentMatches` (how many of them the scan of the newest jobs found, out
 * of `scanBudget` jobs read at most); `counted` (all matches, known when the text index found them);
 * `cappedCount` (common matches counted up to TOTAL_COUNT_CAP); `siteRows` (the site's jobs, for
 * telling whether a facet's sample saw all of them); `oldest`; `jobs` (the page); `samples`, the columns facets are counted
 * from (the candidates, and one sample per facet whose own filter is active); and `companies`, the
 * names of the most frequent companies in them.
 */
export function searchStatement(options: SearchStatementOptions): { text: string; values: unknown[] } {
  const { filters, facets, sort, offset, pageSize, siteJobs, isRare = false, isJobsOnly = false } = options;
  const params = new Params();
  const rankQuery = filters.keywords ? params.add(filters.keywords) : null;
  const score = rankQuery
    ? `ts_rank('${RANK_WEIGHTS}', s.document, ${once(`to_tsquery('english', ${rankQuery}::text)`)})`
    : "0::real";
  const order =
    sort === "relevance" && rankQuery
      ? "score DESC, posted_at DESC, job_id DESC"
      : "posted_at DESC, job_id DESC";
  const limit = CANDIDATE_LIMIT + 1;

  // The pool (at most CANDIDATE_LIMIT newest matches) is ranked; pages past it continue with the
  // older matches in date order, so nothing repeats or goes missing whatever the pool's size.
  const poolSize = "(SELECT count(*) FROM pool)";
  // Parameters, not literals: the statement's text, and so its cached plan, is the same on every page.
  const pageStart = params.add(offset, "::bigint");
  const pageEnd = params.add(offset + pageSize, "::bigint");
  const deepPage = isJobsOnly
    ? ""
    : `UNION ALL
         SELECT job_id, 1000000 + row_number() OVER (ORDER BY posted_at DESC, job_id DESC) AS position
           FROM (SELECT s.job_id, s.posted_at FROM ${partitionOf(filters.siteId)} s WHERE ${predicate(filters, params)}
                  ORDER BY s.posted_at DESC, s.job_id DESC
                  OFFSET greatest(${pageStart}, ${poolSize})
                  LIMIT greatest(0, ${pageEnd} - greatest(${pageStart}, ${poolSize}))) deep`;

  const separateFacets = facets.filter((facet) => isFacetFiltered(filters, facet));
  const plainColumns = SAMPLE_COLUMNS.replaceAll("s.", "");
  const noMiss = separateFacets.map((facet) => `ok_${facet}`).join(" AND ");
  // A rare keyword: each facet's sample comes from the text index, like the candidates (the newest
  // jobs would hold none of its matches, and reading them would be wasted).
  const facetSamples = separateFacets
    .map((facet) =>
      isRare
        ? `, ${matchSet(`facet_${facet}`, filters, params, { limit: FACET_SAMPLE_LIMIT + 1, budget: NO_SCAN, without: facet })}`
        : `, facet_${facet}_recent AS MATERIALIZED (
        SELECT ${plainColumns} FROM scan WHERE (${noMiss}) OR NOT ok_${facet}
         ORDER BY posted_at DESC, job_id DESC LIMIT ${FACET_SAMPLE_LIMIT + 1}
      ), facet_${facet} AS (SELECT * FROM facet_${facet}_recent)`,
    )
    .join("");
  // The facets' samples share one pass over the newest jobs that cannot stop early; the candidates
  // are its matches, continued past it (and stopping as soon as there are enough) when they are few.
  const hasSharedScan = separateFacets.length > 0 && !isRare;
  const candidateSet = [
    ...(hasSharedScan ? [sharedScan(filters, params, separateFacets, siteJobs, score)] : []),
    matchSet("candidates", filters, params, {
      limit,
      budget: isRare ? NO_SCAN : scanBudget(siteJobs),
      extra: `, ${score} AS score`,
      ...(hasSharedScan
        ? { recent: candidatesAfterScan(filters, params, { facets: separateFacets, siteJobs, limit, score }) }
        : {}),
    }),
  ].join(",\n    ");

  // The samples go back as columns and the facets are counted in the app: a few hundred rows,
  // counted nine ways, cost microseconds there and would cost a dozen subqueries here.
  const samples = ["candidates", ...separateFacets.map((facet) => `facet_${facet}`)];
  const sampleFields = samples
    .map(
      (sample) => `'${sample}', json_build_object(
        'columns', ${sampleJson(sample)})`,
    )
    .join(",\n");
  // Only the company facet shows company names: those of its most frequent companies.
  const companySample = separateFacets.includes("company") ? "facet_company" : "candidates";

  const text = `
    WITH ${candidateSet},
    pool AS MATERIALIZED (
      SELECT * FROM candidates ORDER BY posted_at DESC, job_id DESC LIMIT ${CANDIDATE_LIMIT}
    ),
    page AS (
      SELECT job_id, position FROM (
        SELECT job_id, row_number() OVER (ORDER BY ${order}) AS position FROM pool
      ) ranked
       WHERE position > ${pageStart} AND position <= ${pageEnd}
      ${deepPage}
    )${facetSamples}
    SELECT json_build_object(
      'sampleSize', (SELECT count(*) FROM candidates),
      'recentMatches', (SELECT count(*) FROM candidates_recent),
      'scanBudget', ${isRare ? NO_SCAN : scanBudget(siteJobs)},
      'counted', (SELECT max(matches) FROM candidates_indexed),
      -- Common matches are counted, up to the cap (rare ones the text index counted above).
      'cappedCount', ${
        isJobsOnly
          ? "NULL"
          : `CASE WHEN (SELECT count(*) FROM candidates_recent) >= ${MIN_RECENT_MATCHES} THEN (
                 SELECT count(*) FROM (
                   SELECT 1 FROM ${partitionOf(filters.siteId)} s WHERE ${predicate(filters, params)}
                    LIMIT ${TOTAL_COUNT_CAP}) capped) END`
      },
      'siteRows', (SELECT reltuples FROM pg_class WHERE oid = '${partitionOf(filters.siteId)}'::regclass),
      'oldest', (SELECT min(posted_at) FROM candidates),
      'jobs', ${pageJobs},
      'samples', json_build_object(${sampleFields}),
      'companies', ${topCompanies(companySample)}
    ) AS result`;
  return { text, values: params.values };
}

/**
 * How many of the site's newest rows the description search reads before asking its GIN index. A
 * row read there costs about as much as a match found through the index (a lookup in job_search
 * each), so the two meet at √(2 × MIN_RECENT_MATCHES × site jobs): about 5,000 for India at 1M.
 */
export function descriptionScanBudget(siteJobs: number): number {
  return Math.round(Math.min(10_000, Math.max(1_000, Math.sqrt(2 * MIN_RECENT_MATCHES * siteJobs))));
}

export interface DescriptionStatementOptions {
  /** `keywords` must be set: descriptions only matter to keywords. */
  filters: ResolvedFilters;
  siteJobs: number;
  /** Page of the description matches alone (they come after the document's matches). */
  offset: number;
  pageSize: number;
}

/**
 * The matches only descriptions find (job_search_body, migration 0008): jobs whose title, skills,
 * company, classification and description hold every keyword together, but whose document alone
 * does not. The service asks for them when the document finds few jobs and lists them after those,
 * newest first (a word in a description says less about a job than one in its title). Bounded like
 * the main search: the site's newest rows first, the GIN index only when they held few matches.
 * The result has the fields of searchStatement's, with one sample, `description`.
 */
export function descriptionStatement(options: DescriptionStatementOptions): {
  text: string;
  values: unknown[];
} {
  const { filters, siteJobs, offset, pageSize } = options;
  if (!filters.keywords) throw new Error("descriptionStatement needs keywords");
  const params = new Params();
  const site = params.add(filters.siteId);
  const { keywords, weighted, filterValues } = textQueries(filters, params, new Set());
  if (!keywords) throw new Error("descriptionStatement needs keywords");
  const freshness = freshnessCondition(filters, params);
  const where = [
    "s.expires_at > now()",
    ...(freshness ? [freshness] : []),
    `b.body @@ ${once([keywords, ...(filterValues ? [filterValues] : [])].join(" && "))}`,
    `NOT (s.document @@ ${once(keywords)})`,
    ...(weighted.length > 0 ? [`s.document @@ ${once(weighted.join(" && "))}`] : []),
    ...columnClauses(filters, params, new Set()),
  ].join(" AND ");
  const budget = descriptionScanBudget(siteJobs);
  const limit = CANDIDATE_LIMIT + 1;
  const enough = MIN_RECENT_MATCHES;
  const partition = partitionOf(filters.siteId);
  const bodyPartition = partition.replace("job_search_", "job_search_body_");
  const matched = `FROM ${bodyPartition} b JOIN ${partition} s ON s.site_id = b.site_id AND s.job_id = b.job_id
       WHERE b.site_id = ${site} AND ${where}`;
  const plainColumns = SAMPLE_COLUMNS.replaceAll("s.", "");
  const pageStart = params.add(offset, "::bigint");
  const pageEnd = params.add(offset + pageSize, "::bigint");
  const text = `
    WITH description_recent AS MATERIALIZED (
      SELECT ${SAMPLE_COLUMNS}
        FROM (SELECT b.site_id, b.job_id, b.body FROM ${bodyPartition} b
               ORDER BY b.posted_at DESC, b.job_id DESC LIMIT ${budget}) b
        JOIN ${partition} s ON s.site_id = b.site_id AND s.job_id = b.job_id
       WHERE ${where}
       ORDER BY s.posted_at DESC, s.job_id DESC
       LIMIT ${limit}
    ), description_indexed AS MATERIALIZED (
      SELECT ${SAMPLE_COLUMNS}, count(*) OVER () AS matches
        ${matched}
       ORDER BY s.posted_at + interval '0 seconds' DESC, s.job_id DESC
       LIMIT CASE WHEN (SELECT count(*) FROM description_recent) >= ${enough} THEN 0 ELSE ${limit} END
    ), found AS MATERIALIZED (
      SELECT ${plainColumns} FROM description_recent WHERE (SELECT count(*) FROM description_recent) >= ${enough}
      UNION ALL
      SELECT ${plainColumns} FROM description_indexed
    ), description AS MATERIALIZED (
      SELECT * FROM found ORDER BY posted_at DESC, job_id DESC LIMIT ${CANDIDATE_LIMIT}
    ), page AS (
      SELECT job_id, position FROM (
        SELECT job_id, row_number() OVER (ORDER BY posted_at DESC, job_id DESC) AS position FROM description
      ) dated
       WHERE position > ${pageStart} AND position <= ${pageEnd}
      UNION ALL
      SELECT job_id, 1000000 + row_number() OVER (ORDER BY posted_at DESC, job_id DESC) AS position
        FROM (SELECT s.job_id, s.posted_at ${matched}
               ORDER BY s.posted_at DESC, s.job_id DESC
               OFFSET greatest(${pageStart}, (SELECT count(*) FROM description))
               LIMIT greatest(0, ${pageEnd} - greatest(${pageStart}, (SELECT count(*) FROM description)))) deep
    )
    SELECT json_build_object(
      'sampleSize', (SELECT count(*) FROM found),
      'recentMatches', (SELECT count(*) FROM description_recent),
      'scanBudget', ${budget},
      'counted', (SELECT max(matches) FROM description_indexed),
      'cappedCount', CASE WHEN (SELECT count(*) FROM description_recent) >= ${enough} THEN (
                 SELECT count(*) FROM (SELECT 1 ${matched} LIMIT ${TOTAL_COUNT_CAP}) capped) END,
      'siteRows', (SELECT reltuples FROM pg_class WHERE oid = '${bodyPartition}'::regclass),
      'oldest', (SELECT min(posted_at) FROM found),
      'jobs', ${pageJobs},
      'samples', json_build_object('description', json_build_object('columns', ${sampleJson("description")})),
      'companies', ${topCompanies("description")}
    ) AS result`;
  return { text, values: params.values };
}

/** How many jobs each of several predicates finds, each counted up to `cap`. */
export function countStatement(
  predicates: readonly ResolvedFilters[],
  cap: number,
): { text: string; values: unknown[] } {
  const params = new Params();
  const counts = predicates.map(
    (filters) =>
      `(SELECT count(*) FROM (SELECT 1 FROM ${partitionOf(filters.siteId)} s WHERE ${predicate(filters, params)} LIMIT ${cap}) x)`,
  );
  return { text: `SELECT json_build_array(${counts.join(", ")}) AS result`, values: params.values };
}
