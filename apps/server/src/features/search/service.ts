/**
 * The search service: one implementation of the search contract (@portal/domain search.ts) used by
 * the search API, the results pages and, later, alerts and recommendations.
 */
import {
  EXPERIENCE_BUCKETS,
  FACET_NAMES,
  type FacetName,
  type FacetValue,
  INDUSTRIES,
  JOB_FRESHNESS_DAYS,
  JOB_FUNCTIONS,
  JOB_ROLES,
  JOB_TYPES,
  type RangeBucket,
  type SearchRelaxation,
  type SearchRequest,
  type SearchResponse,
  type SearchServiceContract,
  SITE_BY_ID,
  type SuggestionKind,
  salaryBuckets,
  toSearchParams,
} from "@portal/domain";
import type pg from "pg";
import { IS_LIVE, type JobRow, SUMMARY_COLUMNS, toSummary } from "../jobs/job-rows";

export type SearchService = SearchServiceContract;

const FACET_LIMIT = 20;
const DEFAULT_SUGGESTION_LIMIT = 8;

/** Collects positional parameters while a statement is written. */
class Params {
  readonly values: unknown[] = [];
  /** Placeholder of the free text, for ranking by it. */
  queryRef: string | null = null;
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const TAXONOMY = {
  function: JOB_FUNCTIONS,
  role: JOB_ROLES,
  industry: INDUSTRIES,
} as const;

/** Names for values given as names or slugs, so `functions=it-software-…` and the name both work. */
function taxonomyNames(kind: keyof typeof TAXONOMY, values: readonly string[]): string[] {
  const entries = TAXONOMY[kind] as readonly { name: string; slug: string }[];
  return values.map((value) => {
    const folded = value.toLowerCase();
    return (
      entries.find((entry) => entry.slug === folded || entry.name.toLowerCase() === folded)?.name ?? value
    );
  });
}

function lower(values: readonly string[]): string[] {
  return values.map((value) => value.toLowerCase());
}

function bucketClause(
  params: Params,
  minColumn: string,
  maxColumn: string,
  ids: readonly string[],
  buckets: readonly RangeBucket[],
): string {
  const chosen = buckets.filter((bucket) => ids.includes(bucket.id));
  if (chosen.length === 0) return "false";
  return `(${chosen
    .map((bucket) => {
      const upper = bucket.to === null ? "" : ` AND ${minColumn} < ${params.add(bucket.to)}`;
      return `(${maxColumn} >= ${params.add(bucket.from)}${upper})`;
    })
    .join(" OR ")})`;
}

/** WHERE clauses for a request, leaving out the filters of one facet when counting that facet. */
function whereClauses(request: SearchRequest, params: Params, without?: FacetName): string[] {
  const clauses = [`j.site_id = ${params.add(request.siteId)}`, IS_LIVE];
  if (request.query) {
    params.queryRef = params.add(request.query);
    clauses.push(`j.search_vector @@ websearch_to_tsquery('english', ${params.queryRef})`);
  }
  const lists: [FacetName | null, readonly string[] | undefined, (values: string[]) => string][] = [
    [
      "location",
      request.locations,
      (values) =>
        `(lower(array_to_string(j.locations, '|')) ~ ${params.add(
          `(^|\\|)(${values.map(escapeRegex).join("|")})($|\\|)`,
        )} OR lower(array_to_string(j.states, '|')) ~ ${params.add(
          `(^|\\|)(${values.map(escapeRegex).join("|")})($|\\|)`,
        )})`,
    ],
    [
      "function",
      request.functions,
      (values) => `j.function_name = ANY(${params.add(taxonomyNames("function", values))})`,
    ],
    ["role", request.roles, (values) => `j.role_name = ANY(${params.add(taxonomyNames("role", values))})`],
    [
      "industry",
      request.industries,
      (values) => `j.industry_name = ANY(${params.add(taxonomyNames("industry", values))})`,
    ],
    ["company", request.companies, (values) => `lower(j.company_name) = ANY(${params.add(values)})`],
    ["jobType", request.jobTypes, (values) => `j.job_type = ANY(${params.add(jobTypeIds(values))})`],
    [
      null,
      request.skills,
      (values) => `EXISTS (SELECT 1 FROM unnest(j.skills) s WHERE lower(s) = ANY(${params.add(values)}))`,
    ],
    [
      null,
      request.designations,
      (values) => `lower(j.title) ~ ${params.add(values.map(escapeRegex).join("|"))}`,
    ],
    [null, request.qualifications, (values) => `lower(j.qualification) = ANY(${params.add(values)})`],
    [null, request.employerTypes, (values) => `j.employer_type = ANY(${params.add(values)})`],
    [null, request.workModes, (values) => `j.work_mode = ANY(${params.add(values)})`],
    [
      null,
      request.jobStates,
      (values) => `EXISTS (SELECT 1 FROM unnest(j.states) s WHERE lower(s) = ANY(${params.add(values)}))`,
    ],
    [null, request.jobCountries, (values) => `lower(j.country_code) = ANY(${params.add(values)})`],
  ];
  for (const [facet, values, clause] of lists) {
    if (!values || values.length === 0 || facet === without) continue;
    clauses.push(clause(lower(values)));
  }
  if (without !== "experience") {
    if (request.experience !== undefined) {
      const years = params.add(request.experience);
      clauses.push(`j.experience_min <= ${years} AND j.experience_max >= ${years}`);
    }
    if (request.experienceRanges?.length) {
      clauses.push(
        bucketClause(
          params,
          "j.experience_min",
          "j.experience_max",
          request.experienceRanges,
          EXPERIENCE_BUCKETS,
        ),
      );
    }
  }
  if (without !== "salary" && request.salaryRanges?.length) {
    clauses.push(
      bucketClause(
        params,
        "j.salary_min",
        "j.salary_max",
        request.salaryRanges,
        salaryBuckets(SITE_BY_ID[request.siteId]),
      ),
    );
  }
  if (without !== "freshness" && request.jobFreshness !== undefined) {
    clauses.push(`j.posted_at >= now() - make_interval(days => ${params.add(request.jobFreshness)})`);
  }
  return clauses;
}

function jobTypeIds(values: readonly string[]): string[] {
  return values.map(
    (value) => JOB_TYPES.find((type) => type.id === value || type.name.toLowerCase() === value)?.id ?? value,
  );
}

function escapeRegex(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function createSearchService(pool: pg.Pool, clock: () => Date = () => new Date()): SearchService {
  async function count(request: SearchRequest): Promise<number> {
    const params = new Params();
    const where = whereClauses(request, params).join(" AND ");
    const { rows } = await pool.query<{ total: string }>(
      `SELECT count(*) AS total FROM jobs j WHERE ${where}`,
      params.values,
    );
    return Number(rows[0]?.total ?? 0);
  }

  async function facet(request: SearchRequest, name: FacetName): Promise<FacetValue[]> {
    const params = new Params();
    const where = whereClauses(request, params, name).join(" AND ");
    const grouped = async (
      expression: string,
      from = "jobs j",
    ): Promise<{ value: string; count: number }[]> => {
      const { rows } = await pool.query<{ value: string; count: string }>(
        `SELECT ${expression} AS value, count(*) AS count FROM ${from} WHERE ${where}
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${FACET_LIMIT}`,
        params.values,
      );
      return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
    };
    const selectedFrom = (values: readonly string[] | undefined) => new Set(lower(values ?? []));
    switch (name) {
      case "location": {
        const selected = selectedFrom(request.locations);
        const rows = await grouped("city", "jobs j CROSS JOIN LATERAL unnest(j.locations) AS city");
        return rows.map((row) => ({ ...row, selected: selected.has(row.value.toLowerCase()) }));
      }
      case "company": {
        const selected = selectedFrom(request.companies);
        const rows = await grouped("j.company_name");
        return rows.map((row) => ({ ...row, selected: selected.has(row.value.toLowerCase()) }));
      }
      case "function":
      case "role":
      case "industry": {
        const column = { function: "j.function_name", role: "j.role_name", industry: "j.industry_name" }[
          name
        ];
        const chosen = { function: request.functions, role: request.roles, industry: request.industries }[
          name
        ];
        const selected = new Set(taxonomyNames(name, chosen ?? []));
        const entries = TAXONOMY[name] as readonly { name: string; slug: string }[];
        const rows = await grouped(column);
        return rows.map((row) => ({
          value: entries.find((entry) => entry.name === row.value)?.slug ?? row.value,
          label: row.value,
          count: row.count,
          selected: selected.has(row.value),
        }));
      }
      case "jobType": {
        const selected = new Set(jobTypeIds(lower(request.jobTypes ?? [])));
        const rows = await grouped("j.job_type");
        return rows.map((row) => ({
          ...row,
          label: JOB_TYPES.find((type) => type.id === row.value)?.name ?? row.value,
          selected: selected.has(row.value),
        }));
      }
      case "experience":
      case "salary": {
        const buckets =
          name === "experience" ? EXPERIENCE_BUCKETS : salaryBuckets(SITE_BY_ID[request.siteId]);
        const [minColumn, maxColumn] =
          name === "experience" ? ["j.experience_min", "j.experience_max"] : ["j.salary_min", "j.salary_max"];
        const counts = buckets.map((bucket) => {
          const upper = bucket.to === null ? "" : ` AND ${minColumn} < ${params.add(bucket.to)}`;
          return `count(*) FILTER (WHERE ${maxColumn} >= ${params.add(bucket.from)}${upper})`;
        });
        const { rows } = await pool.query<Record<string, string>>(
          `SELECT ${counts.map((expression, index) => `${expression} AS b${index}`).join(", ")} FROM jobs j WHERE ${where}`,
          params.values,
        );
        const selected = new Set(name === "experience" ? request.experienceRanges : request.salaryRanges);
        return buckets
          .map((bucket, index) => ({
            value: bucket.id,
            count: Number(rows[0]?.[`b${index}`] ?? 0),
            selected: selected.has(bucket.id),
          }))
          .filter((value) => value.count > 0 || value.selected);
      }
      case "freshness": {
        const counts = JOB_FRESHNESS_DAYS.map(
          (days) =>
            `count(*) FILTER (WHERE j.posted_at >= now() - make_interval(days => ${params.add(days)}))`,
        );
        const { rows } = await pool.query<Record<string, string>>(
          `SELECT ${counts.map((expression, index) => `${expression} AS d${index}`).join(", ")} FROM jobs j WHERE ${where}`,
          params.values,
        );
        return JOB_FRESHNESS_DAYS.map((days, index) => ({
          value: String(days),
          count: Number(rows[0]?.[`d${index}`] ?? 0),
          selected: request.jobFreshness === days,
        }));
      }
    }
  }

  async function relaxations(request: SearchRequest): Promise<SearchRelaxation[]> {
    const candidates: [SearchRelaxation["reason"], SearchRequest | null][] = [
      ["dropLocation", request.locations?.length ? { ...request, locations: undefined } : null],
      [
        "dropExperience",
        request.experience !== undefined || request.experienceRanges?.length
          ? { ...request, experience: undefined, experienceRanges: undefined }
          : null,
      ],
      [
        "dropFilters",
        hasFilters(request)
          ? {
              siteId: request.siteId,
              query: request.query,
              locations: request.locations,
              sort: request.sort,
              page: 1,
              pageSize: request.pageSize,
            }
          : null,
      ],
      ["fewerKeywords", fewerKeywords(request)],
    ];
    const found: SearchRelaxation[] = [];
    for (const [reason, relaxed] of candidates) {
      if (!relaxed || (!relaxed.query && !relaxed.locations?.length && !hasFilters(relaxed))) continue;
      const total = await count({ ...relaxed, page: 1 });
      if (total > 0)
        found.push({ reason, search: toSearchParams({ ...relaxed, page: 1 }).toString(), total });
    }
    return found;
  }

  return {
    async searchJobs(request) {
      const params = new Params();
      const where = whereClauses(request, params).join(" AND ");
      const order =
        params.queryRef && request.sort === "relevance"
          ? `ts_rank_cd(j.search_vector, websearch_to_tsquery('english', ${params.queryRef})) DESC, j.posted_at DESC, j.id DESC`
          : "j.posted_at DESC, j.id DESC";
      const limit = params.add(request.pageSize);
      const offset = params.add((request.page - 1) * request.pageSize);
      const [rows, total, ...facetValues] = await Promise.all([
        pool.query<JobRow>(
          `SELECT ${SUMMARY_COLUMNS} FROM jobs j JOIN companies c ON c.id = j.company_id
           WHERE ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
          params.values,
        ),
        count(request),
        ...FACET_NAMES.map((name) => facet(request, name)),
      ]);
      const now = clock();
      const facets = Object.fromEntries(
        FACET_NAMES.map((name, index) => [name, facetValues[index] ?? []]),
      ) as SearchResponse["facets"];
      return {
        total,
        totalIsCapped: false,
        page: request.page,
        pageSize: request.pageSize,
        sort: request.sort,
        jobs: rows.rows.map((row) => toSummary(row, now)),
        facets,
        understood: { keywords: request.query ?? "" },
        relaxations: total === 0 ? await relaxations(request) : [],
      };
    },

    async suggest(
      siteId,
      prefix,
      kinds = ["skill", "title", "company", "location"],
      limit = DEFAULT_SUGGESTION_LIMIT,
    ) {
      const text = prefix.trim().toLowerCase();
      if (!text) return [];
      const pattern = `${text.replace(/[\\%_]/g, "\\$&")}%`;
      const sources: Record<SuggestionKind, string> = {
        skill:
          "SELECT s AS text, 'skill' AS kind, count(*) AS n FROM jobs j, unnest(j.skills) s WHERE j.site_id = $1 AND lower(s) LIKE $2 GROUP BY s",
        title:
          "SELECT j.title AS text, 'title' AS kind, count(*) AS n FROM jobs j WHERE j.site_id = $1 AND lower(j.title) LIKE $2 GROUP BY j.title",
        company:
          "SELECT j.company_name AS text, 'company' AS kind, count(*) AS n FROM jobs j WHERE j.site_id = $1 AND lower(j.company_name) LIKE $2 GROUP BY j.company_name",
        location:
          "SELECT c AS text, 'location' AS kind, count(*) AS n FROM jobs j, unnest(j.locations) c WHERE j.site_id = $1 AND lower(c) LIKE $2 GROUP BY c",
      };
      const union = kinds.map((kind) => `(${sources[kind]})`).join(" UNION ALL ");
      const { rows } = await pool.query<{ text: string; kind: SuggestionKind }>(
        `SELECT text, kind FROM (${union}) s ORDER BY n DESC, text LIMIT $3`,
        [siteId, pattern, limit],
      );
      return rows.map((row) => ({ text: row.text, kind: row.kind }));
    },

    async popular(siteId, kind, limit = 20) {
      const expressions: Record<SuggestionKind, string> = {
        skill: "unnest(j.skills)",
        title: "j.title",
        company: "j.company_name",
        location: "unnest(j.locations)",
      };
      const { rows } = await pool.query<{ text: string; count: string }>(
        `SELECT ${expressions[kind]} AS text, count(*) AS count FROM jobs j WHERE j.site_id = $1 AND ${IS_LIVE}
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $2`,
        [siteId, limit],
      );
      return rows.map((row) => ({ text: row.text, kind, count: Number(row.count) }));
    },
  };
}

function hasFilters(request: SearchRequest): boolean {
  return Boolean(
    request.experience !== undefined ||
      request.jobFreshness !== undefined ||
      [
        request.skills,
        request.designations,
        request.companies,
        request.functions,
        request.roles,
        request.industries,
        request.experienceRanges,
        request.salaryRanges,
        request.qualifications,
        request.employerTypes,
        request.jobTypes,
        request.workModes,
        request.jobStates,
        request.jobCountries,
      ].some((list) => list && list.length > 0),
  );
}

function fewerKeywords(request: SearchRequest): SearchRequest | null {
  const words = request.query?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length < 2) return null;
  return { ...request, query: words.slice(0, -1).join(" ") };
}
