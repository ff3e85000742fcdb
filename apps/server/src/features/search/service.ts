/**
 * The search service: one implementation of the search contract (@portal/domain search.ts) used by
 * the search API, the results pages and, later, alerts and recommendations. How it finds, ranks and
 * counts is in docs/architecture.md ("Search") and docs/decisions/011-search-engine-in-postgresql.md.
 */

import {
  DEFAULT_SUGGESTION_LIMIT,
  type FacetValue,
  type FilterOption,
  type JobSummary,
  type SearchRelaxation,
  type SearchResponse,
  type SearchServiceContract,
} from "@portal/contracts";
import {
  EXPERIENCE_BUCKETS,
  FACET_NAMES,
  type FacetName,
  INDUSTRIES,
  JOB_FRESHNESS_DAYS,
  JOB_FUNCTIONS,
  JOB_ROLES,
  JOB_TYPES,
  parseNaturalQuery,
  phraseKey,
  type RangeBucket,
  type SearchRequest,
  SITE_BY_ID,
  type SiteId,
  SORT_ORDERS,
  salaryBucketScheme,
  salaryBuckets,
  toSearchParams,
  WORK_MODES,
} from "@portal/domain";
import type pg from "pg";
import {
  countFacet,
  type FacetBuckets,
  type FacetContext,
  type SampleColumns,
  valueIdsOf,
} from "./facets.ts";
import {
  correctedText,
  type KeywordGroup,
  keywordGroups,
  toTsQuery,
  weightedPhrases,
  wordsToCheck,
} from "./keyword-query.ts";
import { createNameResolver, type Resolution } from "./resolve.ts";
import { createSearchConnections, type SearchConnections } from "./search-connections.ts";
import {
  CANDIDATE_LIMIT,
  countStatement,
  descriptionStatement,
  FACET_SAMPLE_LIMIT,
  FACET_VALUES_LIMIT,
  isFacetFiltered,
  MIN_RECENT_MATCHES,
  RELAXATION_COUNT_CAP,
  type ResolvedFilters,
  searchStatement,
  sharedScanBudget,
  TOTAL_COUNT_CAP,
} from "./search-sql.ts";
import { createSuggestions, DICTIONARY_CACHE_MS, type DictionaryTerm } from "./suggestions.ts";
import { understandQuery } from "./understand.ts";
import { ValueNames } from "./value-names.ts";

export type SearchService = SearchServiceContract;

/** Best matches whose skills and titles are offered as related keywords. */
const RELATED_SAMPLE = 50;
/** More than any site has of functions, roles, industries or qualifications. */
const MASTER_DATA_LIMIT = 1_000;

const EMPLOYER_TYPE_CODES: Record<string, number> = { company: 1, consultancy: 2 };

function codesOf(
  values: readonly string[] | undefined,
  list: readonly { id: string; name: string }[],
): number[] | null {
  if (!values || values.length === 0) return null;
  return values.map((value) => {
    const folded = value.toLowerCase();
    return list.findIndex((entry) => entry.id === folded || entry.name.toLowerCase() === folded) + 1;
  });
}

function bucketsOf(
  ids: readonly string[] | undefined,
  buckets: readonly RangeBucket[],
): readonly RangeBucket[] | null {
  if (!ids || ids.length === 0) return null;
  return buckets.filter((bucket) => ids.includes(bucket.id));
}

function nonEmpty<T>(values: readonly string[] | undefined, ids: T[]): T[] | null {
  return values && values.length > 0 ? ids : null;
}

/** What the search needs to know, everything named in the request turned into ids. */
function resolvedFilters(
  request: SearchRequest,
  groups: readonly KeywordGroup[],
  resolution: Resolution,
  locations: readonly string[],
  experience: number | undefined,
): ResolvedFilters {
  const places = resolution.places;
  const regions = [...resolution.stateIds, ...resolution.countryIds];
  const workModes = codesOf(request.workModes, WORK_MODES) ?? [];
  if (resolution.isRemote) workModes.push(WORK_MODES.findIndex((mode) => mode.id === "remote") + 1);
  return {
    siteId: request.siteId,
    keywords: toTsQuery(groups, resolution.corrections),
    skills: request.skills?.length ? weightedPhrases(request.skills, "B") : null,
    designations: request.designations?.length ? weightedPhrases(request.designations, "A") : null,
    places:
      places.length > 0
        ? {
            cityIds: places.flatMap((place) => place.cityIds),
            regionIds: places.flatMap((place) => place.regionIds),
          }
        : locations.length > 0 && !resolution.isRemote
          ? { cityIds: [], regionIds: [] }
          : null,
    regions: request.jobStates?.length || request.jobCountries?.length ? regions : null,
    functionIds: nonEmpty(request.functions, resolution.functionIds),
    roleIds: nonEmpty(request.roles, resolution.roleIds),
    industryIds: nonEmpty(request.industries, resolution.industryIds),
    qualificationIds: nonEmpty(request.qualifications, resolution.qualificationIds),
    companyIds: nonEmpty(request.companies, resolution.companyIds),
    jobTypes: codesOf(request.jobTypes, JOB_TYPES),
    workModes: workModes.length > 0 ? workModes : null,
    employerTypes: request.employerTypes?.length
      ? request.employerTypes.map((type) => EMPLOYER_TYPE_CODES[type.toLowerCase()] ?? 0)
      : null,
    experience: experience ?? null,
    experienceBuckets: bucketsOf(request.experienceRanges, EXPERIENCE_BUCKETS),
    salaryBuckets: bucketsOf(request.salaryRanges, salaryBuckets(SITE_BY_ID[request.siteId])),
    freshnessDays: request.jobFreshness ?? null,
    postedAfter: request.postedAfter ?? null,
    hiddenJobIds: request.hidden?.jobIds.length ? request.hidden.jobIds : null,
    hiddenCompanyIds: request.hidden?.companyIds.length ? request.hidden.companyIds : null,
  };
}

interface JobJson extends Omit<JobSummary, "isExpired" | "salaryMin" | "salaryMax" | "id"> {
  id: number | string;
  salaryMin: number | string | null;
  salaryMax: number | string | null;
  status: string;
}

interface SearchResultJson {
  sampleSize: number;
  recentMatches: number;
  scanBudget: number;
  counted: number | null;
  /** Common matches counted up to TOTAL_COUNT_CAP; null when the text index counted them. */
  cappedCount: number | null;
  siteRows: number | null;
  oldest: string | null;
  jobs: JobJson[];
  samples: Record<string, { columns: SampleColumns }>;
  companies: Record<string, string>;
}

function toJob(row: JobJson, now: Date): JobSummary {
  const expiresAt = new Date(row.expiresAt);
  return {
    id: Number(row.id),
    siteId: row.siteId,
    slug: row.slug,
    title: row.title,
    companyName: row.companyName,
    companySlug: row.companySlug,
    locations: row.locations,
    experienceMin: row.experienceMin,
    experienceMax: row.experienceMax,
    salaryMin: row.salaryMin === null ? null : Number(row.salaryMin),
    salaryMax: row.salaryMax === null ? null : Number(row.salaryMax),
    currencyCode: row.currencyCode,
    salaryTerms: row.salaryTerms,
    skills: row.skills,
    jobType: row.jobType,
    workMode: row.workMode,
    postedAt: new Date(row.postedAt).toISOString(),
    expiresAt: expiresAt.toISOString(),
    isExpired: row.status !== "open" || expiresAt.getTime() <= now.getTime(),
  };
}

/**
 * Two significant digits. An estimate should not look more precise than it is; and a site's job count,
 * from which the scan budgets written into the statement are derived, should not change the statement's
 * text (and have it prepared again) with every job posted.
 */
function twoSignificantDigits(value: number): number {
  if (value < 100) return Math.round(value);
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / step) * step;
}

/**
 * The matches of one statement: counted by the text index when rare, counted up to TOTAL_COUNT_CAP
 * when common. `isExact` false means "at least": there are more than `total`, never fewer.
 */
function totalOf(result: SearchResultJson): { total: number; isExact: boolean } {
  const recent = Number(result.recentMatches);
  // Few recent matches: the text index counted them all, or (a postedAfter search that read its whole
  // window) the scan found them all.
  if (recent < MIN_RECENT_MATCHES) return { total: Number(result.counted ?? recent), isExact: true };
  const counted = Number(result.cappedCount ?? 0);
  return { total: counted, isExact: counted < TOTAL_COUNT_CAP };
}

const RANGE_FACETS: ReadonlySet<FacetName> = new Set(["experience", "salary", "freshness"]);

/** Two counts of one facet (document and description matches) as one list. */
function addFacetValues(facet: FacetName, first: FacetValue[], second: FacetValue[]): FacetValue[] {
  const byValue = new Map(first.map((value) => [value.value, { ...value }]));
  for (const value of second) {
    const known = byValue.get(value.value);
    if (known) {
      known.count += value.count;
      known.selected ||= value.selected;
    } else byValue.set(value.value, { ...value });
  }
  const values = [...byValue.values()];
  // Ranges keep their order (countFacet lists them in order); named values go by count.
  if (RANGE_FACETS.has(facet)) {
    const order = [...first, ...second].map((value) => value.value);
    return values.sort((a, b) => order.indexOf(a.value) - order.indexOf(b.value));
  }
  return values.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/** Filters other than place and experience the request sets. */
function otherFilterCount(request: SearchRequest): number {
  const lists = [
    request.skills,
    request.designations,
    request.companies,
    request.functions,
    request.roles,
    request.industries,
    request.salaryRanges,
    request.qualifications,
    request.employerTypes,
    request.jobTypes,
    request.workModes,
    request.jobStates,
    request.jobCountries,
  ];
  return (
    lists.filter((list) => (list?.length ?? 0) > 0).length + (request.jobFreshness !== undefined ? 1 : 0)
  );
}

function groupsText(groups: readonly KeywordGroup[]): string {
  return groups
    .map((group) => {
      const text = group.words.join(" ");
      const quoted = group.isPhrase && group.alternatives.length === 0 ? `"${text}"` : text;
      return group.isExcluded ? `-${quoted}` : quoted;
    })
    .join(" ");
}

export interface SearchServiceOptions {
  clock?: () => Date;
  /** Where the search statements run; by default connections made from `pool`, closed when idle. */
  connections?: SearchConnections;
}

export function createSearchService(pool: pg.Pool, options: SearchServiceOptions = {}): SearchService {
  const clock = options.clock ?? (() => new Date());
  const suggestions = createSuggestions(pool);
  // Kept as long as the dictionary's own words (suggestions.ts): both change only when it is rebuilt.
  const resolveNamesOf = createNameResolver(pool, { ttlMs: DICTIONARY_CACHE_MS, maxEntries: 5_000 });
  const valueNames = new ValueNames(pool);
  const connections = options.connections ?? createSearchConnections(pool);

  async function cityNamesOf(siteId: SiteId): Promise<string[]> {
    return suggestions.cityNames(siteId);
  }

  const service: SearchService = {
    async searchJobs(request) {
      const understood = await understandQuery(request, cityNamesOf);
      const groups = keywordGroups(understood.keywords);
      const locations = understood.locations;
      const known = await suggestions.knownWords(request.siteId);
      const resolution = await resolveNamesOf({
        siteId: request.siteId,
        words: wordsToCheck(groups).filter((word) => !known.has(word)),
        locations,
        functions: request.functions ?? [],
        roles: request.roles ?? [],
        industries: request.industries ?? [],
        qualifications: request.qualifications ?? [],
        states: request.jobStates ?? [],
        countries: request.jobCountries ?? [],
        companies: request.companies ?? [],
      });
      const filters = resolvedFilters(request, groups, resolution, locations, understood.experience);
      const buckets: FacetBuckets = {
        experience: EXPERIENCE_BUCKETS,
        salary: salaryBuckets(SITE_BY_ID[request.siteId]),
        freshnessDays: JOB_FRESHNESS_DAYS,
      };
      const siteJobs = twoSignificantDigits(await suggestions.siteJobs(request.siteId));
      const isRequired = (word: string) =>
        groups.some((group) => !group.isExcluded && !group.isPhrase && group.words[0] === word);
      const isRare = resolution.unknownWithoutFix.some(isRequired);
      // A required word that no title, skill or description has: descriptions cannot help either.
      const isNowhere = resolution.unknownWithoutFix.some(
        (word) => isRequired(word) && !resolution.inDescriptionsOnly.includes(word),
      );
      const statement = searchStatement({
        filters,
        siteJobs,
        isRare,
        facets: request.jobsOnly ? [] : FACET_NAMES,
        isJobsOnly: request.jobsOnly ?? false,
        sort: request.sort,
        offset: (request.page - 1) * request.pageSize,
        pageSize: request.pageSize,
      });
      const { rows } = await connections.query<{ result: SearchResultJson }>(
        statement.text,
        statement.values,
      );
      const documentResult = rows[0]?.result as SearchResultJson;
      // Jobs only: counting all matches would be work nobody reads; the candidates are what there is.
      const documentTotal = request.jobsOnly
        ? { total: Math.min(Number(documentResult.sampleSize), CANDIDATE_LIMIT), isExact: false }
        : totalOf(documentResult);
      // Few matches in titles, skills and companies: descriptions are searched too, and what only
      // they match is listed after (search-sql.ts, descriptionStatement).
      let descriptionResult: SearchResultJson | null = null;
      let descriptionTotal = { total: 0, isExact: true };
      // (Not for jobs only: an alert e-mails what its words name in titles, skills and companies.)
      if (
        !request.jobsOnly &&
        filters.keywords &&
        !isNowhere &&
        documentTotal.isExact &&
        documentTotal.total < CANDIDATE_LIMIT
      ) {
        const offset = (request.page - 1) * request.pageSize;
        const start = Math.max(0, offset - documentTotal.total);
        const end = Math.max(0, offset + request.pageSize - documentTotal.total);
        const described = descriptionStatement({ filters, siteJobs, offset: start, pageSize: end - start });
        const found = await connections.query<{ result: SearchResultJson }>(described.text, described.values);
        descriptionResult = found.rows[0]?.result as SearchResultJson;
        descriptionTotal = totalOf(descriptionResult);
      }
      const now = clock();
      const reportedTotal = documentTotal.total + descriptionTotal.total;
      const isExact = documentTotal.isExact && descriptionTotal.isExact;
      const totalIsCapped = !isExact;

      const allSamples = [documentResult, ...(descriptionResult ? [descriptionResult] : [])].flatMap(
        (found) => Object.values(found.samples).map((sample) => sample.columns),
      );
      const context: FacetContext = {
        request,
        filters,
        buckets,
        total: reportedTotal,
        now,
        valueNames: await valueNames.namesOf(request.jobsOnly ? [] : valueIdsOf(allSamples)),
        companyNames: new Map(
          Object.entries({ ...descriptionResult?.companies, ...documentResult.companies }).map(
            ([id, name]) => [Number(id), name],
          ),
        ),
      };
      // A facet counted without its own filter has the description matches of the search itself
      // only, not those its other values would add: approximate then.
      let facetCountsAreEstimates =
        totalIsCapped ||
        (descriptionTotal.total > 0 && FACET_NAMES.some((facet) => isFacetFiltered(filters, facet)));
      const hasMatches = reportedTotal > 0;
      const descriptionSample = descriptionResult?.samples.description?.columns;
      const facets = Object.fromEntries(
        FACET_NAMES.map((facet) => {
          if (request.jobsOnly) return [facet, []];
          const isOwnSample = isFacetFiltered(filters, facet);
          const sample = documentResult.samples[isOwnSample ? `facet_${facet}` : "candidates"];
          if (!sample) return [facet, []];
          // A facet's own sample comes from the site's newest jobs only, unless they are all of them;
          // for a rare keyword, from all its matches through the text index.
          const isPartial = isOwnSample
            ? sample.columns.postedAt.length > FACET_SAMPLE_LIMIT ||
              (!isRare && Number(documentResult.siteRows ?? 0) > sharedScanBudget(siteJobs))
            : !(documentTotal.isExact && documentTotal.total <= sample.columns.postedAt.length);
          const counted = countFacet(
            facet,
            { columns: sample.columns, isPartial, isOwnSample },
            { ...context, total: documentTotal.total },
          );
          facetCountsAreEstimates ||= counted.estimated && hasMatches;
          if (!descriptionSample) return [facet, counted.values];
          // Description matches meet every filter: counted as the search's own, and added.
          const described = countFacet(
            facet,
            {
              columns: descriptionSample,
              isPartial: !(
                descriptionTotal.isExact && descriptionTotal.total <= descriptionSample.postedAt.length
              ),
              isOwnSample: false,
            },
            { ...context, total: descriptionTotal.total },
          );
          facetCountsAreEstimates ||= described.estimated && descriptionTotal.total > 0;
          const values = addFacetValues(facet, counted.values, described.values);
          return [facet, values.slice(0, FACET_VALUES_LIMIT)];
        }),
      ) as SearchResponse["facets"];

      const corrected = correctedText(groups, resolution.corrections);
      const correctedPlace = resolution.places.find((place) => place.correctedTo)?.correctedTo;
      const response: SearchResponse = {
        total: reportedTotal,
        totalIsCapped,
        facetCountsAreEstimates,
        page: request.page,
        pageSize: request.pageSize,
        sort: request.sort,
        jobs: [...documentResult.jobs, ...(descriptionResult?.jobs ?? [])].map((job) => toJob(job, now)),
        facets,
        understood: {
          keywords: understood.keywords,
          ...(understood.location || correctedPlace
            ? { location: correctedPlace ?? understood.location }
            : {}),
          ...(understood.fromQuery.experience !== undefined
            ? { experience: understood.fromQuery.experience }
            : {}),
        },
        ...(corrected ? { didYouMean: corrected } : {}),
        relaxations: [],
      };
      if (reportedTotal === 0 && !request.jobsOnly) {
        response.relaxations = await relaxations(request, groups, filters, understood.fromQuery);
      }
      return response;
    },

    suggest: suggestions.suggest,
    popular: suggestions.popular,

    async suggestedKeywords(siteId, query, limit = DEFAULT_SUGGESTION_LIMIT) {
      const text = query.trim();
      if (!text) return [];
      const result = await service.searchJobs({
        siteId,
        query: text,
        sort: "relevance",
        page: 1,
        pageSize: RELATED_SAMPLE,
      });
      const typed = new Set(keywordGroups(result.understood.keywords).flatMap((group) => group.words));
      const counts = new Map<string, { text: string; kind: "skill" | "title"; count: number }>();
      const add = (value: string, kind: "skill" | "title") => {
        const key = phraseKey(value);
        if (!key || key.split(" ").every((word) => typed.has(word))) return;
        const entry = counts.get(`${kind}:${key}`) ?? { text: value, kind, count: 0 };
        entry.count++;
        counts.set(`${kind}:${key}`, entry);
      };
      for (const job of result.jobs) {
        for (const skill of job.skills) add(skill, "skill");
        add(job.title, "title");
      }
      return [...counts.values()]
        .filter((entry) => entry.count > 1)
        .sort((a, b) => b.count - a.count || a.text.localeCompare(b.text))
        .slice(0, limit)
        .map(({ text: value, kind }) => ({ text: value, kind }));
    },

    async masterData(siteId) {
      const site = SITE_BY_ID[siteId];
      const [functions, roles, industries, qualifications] = await Promise.all(
        (["function", "role", "industry", "qualification"] as const).map((kind) =>
          suggestions.terms(siteId, kind, MASTER_DATA_LIMIT),
        ),
      );
      const counted = (
        list: readonly { name: string; slug: string }[],
        found: readonly DictionaryTerm[],
      ): FilterOption[] => {
        const byName = new Map(found.map((term) => [term.text, term.count]));
        return list.map((entry) => ({
          value: entry.slug,
          label: entry.name,
          count: byName.get(entry.name) ?? 0,
        }));
      };
      const scheme = salaryBucketScheme(site);
      return {
        functions: counted(JOB_FUNCTIONS, functions ?? []),
        roles: counted(JOB_ROLES, roles ?? []),
        industries: counted(INDUSTRIES, industries ?? []),
        qualifications: (qualifications ?? []).map((term) => ({
          value: term.text,
          label: term.text,
          count: term.count,
        })),
        jobTypes: JOB_TYPES.map((type) => ({ value: type.id, label: type.name })),
        workModes: WORK_MODES.map((mode) => ({ value: mode.id, label: mode.name })),
        employerTypes: [
          { value: "company", label: "Company" },
          { value: "consultancy", label: "Consultancy" },
        ],
        experienceRanges: [...EXPERIENCE_BUCKETS],
        salaryRanges: [...scheme.buckets],
        salaryCurrency: site.currency,
        salaryTerms: site.salaryTerms,
        salaryUnit: scheme.unit,
        freshnessDays: [...JOB_FRESHNESS_DAYS],
        sortOrders: [...SORT_ORDERS],
      };
    },

    async understand(siteId, text) {
      const parsed = parseNaturalQuery(text, await suggestions.cityNames(siteId));
      const search = toSearchParams({
        query: parsed.keywords || undefined,
        locations: parsed.location ? [parsed.location] : undefined,
        experience: parsed.experience,
      }).toString();
      return { ...parsed, search };
    },
  };
  return service;

  async function relaxations(
    request: SearchRequest,
    groups: readonly KeywordGroup[],
    filters: ResolvedFilters,
    fromQuery: { location?: string; experience?: number },
  ): Promise<SearchRelaxation[]> {
    const base: SearchRequest = { ...request, page: 1 };
    const keywordOnly = (query: string | undefined) => ({ ...base, query });
    const candidates: {
      reason: SearchRelaxation["reason"];
      request: SearchRequest;
      filters: ResolvedFilters;
    }[] = [];
    const hasPlace = filters.places !== null || (request.locations?.length ?? 0) > 0 || fromQuery.location;
    if (hasPlace) {
      candidates.push({
        reason: "dropLocation",
        request: {
          ...base,
          locations: undefined,
          query: fromQuery.location ? groupsText(groups) : base.query,
        },
        filters: { ...filters, places: null },
      });
    }
    if (filters.experience !== null || filters.experienceBuckets !== null) {
      candidates.push({
        reason: "dropExperience",
        request: {
          ...base,
          experience: undefined,
          experienceRanges: undefined,
          query: fromQuery.experience !== undefined ? groupsText(groups) : base.query,
        },
        filters: { ...filters, experience: null, experienceBuckets: null },
      });
    }
    // Keywords alone: offered when more than one thing narrowed the search, or it would repeat the above.
    const narrowings = candidates.length + otherFilterCount(request);
    if (groups.length > 0 && narrowings > 1) {
      candidates.push({
        reason: "dropFilters",
        request: {
          siteId: request.siteId,
          query: groupsText(groups),
          sort: request.sort,
          page: 1,
          pageSize: request.pageSize,
        },
        filters: {
          ...filters,
          places: null,
          skills: null,
          designations: null,
          regions: null,
          functionIds: null,
          roleIds: null,
          industryIds: null,
          qualificationIds: null,
          companyIds: null,
          jobTypes: null,
          workModes: null,
          employerTypes: null,
          experience: null,
          experienceBuckets: null,
          salaryBuckets: null,
          freshnessDays: null,
          postedAfter: filters.postedAfter,
          hiddenJobIds: filters.hiddenJobIds,
          hiddenCompanyIds: filters.hiddenCompanyIds,
        },
      });
    }
    const required = groups.filter((group) => !group.isExcluded);
    if (required.length >= 2) {
      for (const dropped of required.slice(0, 4)) {
        const kept = groups.filter((group) => group !== dropped);
        candidates.push({
          reason: "fewerKeywords",
          request: keywordOnly(groupsText(kept)),
          filters: { ...filters, keywords: toTsQuery(kept) },
        });
      }
    }
    if (candidates.length === 0) return [];
    const statement = countStatement(
      candidates.map((candidate) => candidate.filters),
      RELAXATION_COUNT_CAP,
    );
    const { rows } = await connections.query<{ result: number[] }>(statement.text, statement.values);
    const counts = rows[0]?.result ?? [];
    const found: SearchRelaxation[] = [];
    let bestFewer: SearchRelaxation | null = null;
    candidates.forEach((candidate, index) => {
      const total = Number(counts[index] ?? 0);
      if (total === 0) return;
      const relaxation: SearchRelaxation = {
        reason: candidate.reason,
        search: toSearchParams(candidate.request).toString(),
        total,
        totalIsCapped: total >= RELAXATION_COUNT_CAP,
      };
      if (candidate.reason !== "fewerKeywords") found.push(relaxation);
      else if (!bestFewer || total > bestFewer.total) bestFewer = relaxation;
    });
    if (bestFewer) found.push(bestFewer);
    return found;
  }
}
