/**
 * The SQL of one search over `job_search` (migration 0005): the filters as a predicate, and one
 * statement that returns the page, the count and the facets together.
 *
 * Cost is bounded by design (docs/decisions/007-search-engine-in-postgresql.md): only the newest
 * CANDIDATE_LIMIT matches are ranked and sampled for facets, counting stops at COUNT_CAP, and a
 * facet whose own filter is active is counted over its own bounded sample.
 */
import type { FacetName, RangeBucket, SiteId } from "@portal/domain";

/** Matches ranked by relevance and sampled for facets; later pages continue in date order. */
export const CANDIDATE_LIMIT = 500;
/** Matches sampled for a facet whose own filter is active. */
export const FACET_SAMPLE_LIMIT = 300;
/** Counting stops here; the total is then reported as "at least". */
export const COUNT_CAP = 5_000;
/** Values returned per facet. */
export const FACET_VALUES_LIMIT = 20;

/** Field weights for ranking: role/function/industry (D), company (C), skills (B), title (A). */
const RANK_WEIGHTS = "{0.1, 0.3, 0.6, 1.0}";

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

function bucketPredicate(params: Params, min: string, max: string, buckets: readonly RangeBucket[]): string {
  if (buckets.length === 0) return "false";
  const parts = buckets.map((bucket) => {
    const upper = bucket.to === null ? "" : ` AND ${min} < ${params.add(bucket.to)}`;
    return `(${max} >= ${params.add(bucket.from)}${upper})`;
  });
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(" OR ")})`;
}

/** The WHERE clause over `job_search s`, leaving out the filters of `without` when given. */
export function predicate(filters: ResolvedFilters, params: Params, without?: FacetName): string {
  const skip = new Set<keyof ResolvedFilters>(without ? FACET_FILTERS[without] : []);
  const has = <K extends keyof ResolvedFilters>(key: K): boolean => !skip.has(key) && filters[key] !== null;
  const clauses = [`s.site_id = ${params.add(filters.siteId)}`, "s.expires_at > now()"];
  const textQuery = (text: string) => `s.document @@ to_tsquery('english', ${params.add(text)})`;
  if (filters.keywords) clauses.push(textQuery(filters.keywords));
  if (filters.skills) clauses.push(textQuery(filters.skills));
  if (filters.designations) clauses.push(textQuery(filters.designations));
  if (has("places") && filters.places) {
    const { cityIds, regionIds } = filters.places;
    const parts = [
      ...(cityIds.length > 0 ? [`s.city_ids && ${params.add(cityIds, "::integer[]")}`] : []),
      ...(regionIds.length > 0 ? [`s.region_ids && ${params.add(regionIds, "::integer[]")}`] : []),
    ];
    clauses.push(
      parts.length === 0 ? "false" : parts.length === 1 ? (parts[0] as string) : `(${parts.join(" OR ")})`,
    );
  }
  if (filters.regions) clauses.push(`s.region_ids && ${params.add(filters.regions, "::integer[]")}`);
  const lists: [keyof ResolvedFilters, string][] = [
    ["functionIds", "s.function_id"],
    ["roleIds", "s.role_id"],
    ["industryIds", "s.industry_id"],
    ["qualificationIds", "s.qualification_id"],
    ["companyIds", "s.company_id"],
  ];
  for (const [key, column] of lists) {
    if (has(key)) clauses.push(`${column} = ANY(${params.add(filters[key], "::integer[]")})`);
  }
  const codes: [keyof ResolvedFilters, string][] = [
    ["jobTypes", "s.job_type"],
    ["workModes", "s.work_mode"],
    ["employerTypes", "s.employer_type"],
  ];
  for (const [key, column] of codes) {
    if (has(key)) clauses.push(`${column} = ANY(${params.add(filters[key], "::smallint[]")})`);
  }
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
  if (has("freshnessDays") && filters.freshnessDays !== null) {
    clauses.push(
      `s.posted_at >= now() - make_interval(days => ${params.add(filters.freshnessDays, "::integer")})`,
    );
  }
  return clauses.join(" AND ");
}

const SAMPLE_COLUMNS = `s.job_id, s.posted_at, s.city_ids, s.company_id, s.function_id, s.role_id, s.industry_id,
  s.job_type, s.experience_min, s.experience_max, s.salary_min, s.salary_max`;

export interface FacetBuckets {
  experience: readonly RangeBucket[];
  salary: readonly RangeBucket[];
  freshnessDays: readonly number[];
}

/** A facet counted from a sample: each value's count within it, and names where ids are stored. */
function facetExpression(facet: FacetName, sample: string, params: Params, buckets: FacetBuckets): string {
  const top = (expression: string, join: string, label: string) =>
    `(SELECT coalesce(json_agg(json_build_array(${label}, x.n) ORDER BY x.n DESC, ${label}), '[]')
        FROM (SELECT ${expression} AS id, count(*) AS n FROM ${sample} GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${FACET_VALUES_LIMIT}) x
        ${join})`;
  const named = (column: string) => top(column, "JOIN search_values v ON v.id = x.id", "v.name");
  const ranges = (min: string, max: string, list: readonly RangeBucket[]) =>
    `(SELECT json_agg((SELECT count(*) FROM ${sample} WHERE ${max} >= b.f AND (b.t IS NULL OR ${min} < b.t)) ORDER BY b.i)
        FROM unnest(${params.add(
          list.map((bucket) => bucket.from),
          "::bigint[]",
        )}, ${params.add(
          list.map((bucket) => bucket.to),
          "::bigint[]",
        )}) WITH ORDINALITY AS b(f, t, i))`;
  switch (facet) {
    case "location":
      return top("unnest(city_ids)", "JOIN search_values v ON v.id = x.id", "v.name");
    case "function":
      return named("function_id");
    case "role":
      return named("role_id");
    case "industry":
      return named("industry_id");
    case "company":
      return top("company_id", "JOIN companies v ON v.id = x.id", "v.name");
    case "jobType":
      return top("job_type", "", "x.id");
    case "experience":
      return ranges("experience_min", "experience_max", buckets.experience);
    case "salary":
      return ranges("salary_min", "salary_max", buckets.salary);
    case "freshness":
      return `(SELECT json_agg((SELECT count(*) FROM ${sample} WHERE posted_at >= now() - make_interval(days => d)) ORDER BY i)
        FROM unnest(${params.add(buckets.freshnessDays, "::integer[]")}) WITH ORDINALITY AS f(d, i))`;
  }
}

export interface SearchStatementOptions {
  filters: ResolvedFilters;
  facets: readonly FacetName[];
  buckets: FacetBuckets;
  sort: "relevance" | "date";
  offset: number;
  pageSize: number;
}

/**
 * One statement for a whole results page. Its single JSON row holds: `sampleSize` (candidates read,
 * at most CANDIDATE_LIMIT + 1), `total` (exact up to CANDIDATE_LIMIT, then counted up to COUNT_CAP + 1),
 * `oldest` (posting time of the oldest candidate), `jobs` (the page), and per facet `[value, count]`
 * pairs (or counts per bucket) with the size of the sample they were counted in.
 */
export function searchStatement(options: SearchStatementOptions): { text: string; values: unknown[] } {
  const { filters, facets, buckets, sort, offset, pageSize } = options;
  const params = new Params();
  const where = predicate(filters, params);
  const rankQuery = filters.keywords ? params.add(filters.keywords) : null;
  const score = rankQuery
    ? `ts_rank('${RANK_WEIGHTS}', s.document, to_tsquery('english', ${rankQuery}))`
    : "0";
  const order =
    sort === "relevance" && rankQuery
      ? "score DESC, posted_at DESC, job_id DESC"
      : "posted_at DESC, job_id DESC";

  const rankedEnd = Math.min(offset + pageSize, CANDIDATE_LIMIT);
  const deepOffset = Math.max(offset, CANDIDATE_LIMIT);
  const deepLimit = offset + pageSize - deepOffset;
  const deepPage =
    deepLimit > 0
      ? `UNION ALL
         SELECT job_id, ${CANDIDATE_LIMIT} + row_number() OVER (ORDER BY posted_at DESC, job_id DESC) AS position
           FROM (SELECT s.job_id, s.posted_at FROM job_search s WHERE ${predicate(filters, params)}
                  ORDER BY s.posted_at DESC, s.job_id DESC OFFSET ${deepOffset} LIMIT ${deepLimit}) deep`
      : "";

  const separateFacets = facets.filter((facet) => isFacetFiltered(filters, facet));
  const facetSamples = separateFacets
    .map(
      (facet) => `, facet_${facet} AS MATERIALIZED (
        SELECT ${SAMPLE_COLUMNS} FROM job_search s WHERE ${predicate(filters, params, facet)}
         ORDER BY s.posted_at DESC, s.job_id DESC LIMIT ${FACET_SAMPLE_LIMIT + 1})`,
    )
    .join("");
  const facetFields = facets
    .map((facet) => {
      const sample = separateFacets.includes(facet) ? `facet_${facet}` : "candidates";
      return `'${facet}', json_build_object('values', ${facetExpression(facet, sample, params, buckets)},
        'sampleSize', (SELECT count(*) FROM ${sample}))`;
    })
    .join(",\n");

  const text = `
    WITH candidates AS MATERIALIZED (
      SELECT ${SAMPLE_COLUMNS}, ${score} AS score
        FROM job_search s
       WHERE ${where}
       ORDER BY s.posted_at DESC, s.job_id DESC
       LIMIT ${CANDIDATE_LIMIT + 1}
    ), page AS (
      SELECT job_id, position FROM (
        SELECT job_id, row_number() OVER (ORDER BY ${order}) AS position FROM candidates
      ) ranked
       WHERE position > ${offset} AND position <= ${rankedEnd}
      ${deepPage}
    )${facetSamples}
    SELECT json_build_object(
      'sampleSize', (SELECT count(*) FROM candidates),
      'total', CASE WHEN (SELECT count(*) FROM candidates) <= ${CANDIDATE_LIMIT}
                    THEN (SELECT count(*) FROM candidates)
                    ELSE (SELECT count(*) FROM (SELECT 1 FROM job_search s WHERE ${predicate(filters, params)}
                                                LIMIT ${COUNT_CAP + 1}) capped) END,
      'oldest', (SELECT min(posted_at) FROM candidates),
      'jobs', (SELECT coalesce(json_agg(json_build_object(
          'id', j.id, 'siteId', j.site_id, 'slug', j.slug, 'title', j.title, 'companyName', j.company_name,
          'companySlug', co.slug, 'locations', j.locations, 'experienceMin', j.experience_min,
          'experienceMax', j.experience_max, 'salaryMin', j.salary_min, 'salaryMax', j.salary_max,
          'currencyCode', j.currency_code, 'salaryTerms', j.salary_terms, 'skills', j.skills,
          'jobType', j.job_type, 'workMode', j.work_mode, 'postedAt', j.posted_at, 'expiresAt', j.expires_at,
          'status', j.status) ORDER BY page.position), '[]')
        FROM page JOIN jobs j ON j.id = page.job_id JOIN companies co ON co.id = j.company_id),
      'facets', json_build_object(${facetFields || "'none', null"})
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
      `(SELECT count(*) FROM (SELECT 1 FROM job_search s WHERE ${predicate(filters, params)} LIMIT ${cap}) x)`,
  );
  return { text: `SELECT json_build_array(${counts.join(", ")}) AS result`, values: params.values };
}
