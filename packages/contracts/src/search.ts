/**
 * The search contract shared by the search service (server), the search API and the pages (web): what
 * a search answers, suggestions, popular terms, the filter lists and a sentence read as a search, one
 * schema each. What a search asks (`SearchRequest`) is @portal/domain's, written by its URL codec.
 */
import {
  EXTRA_SEARCH_KEYS,
  FACET_NAMES,
  type FacetName,
  SALARY_TERMS,
  SEARCH_LIMITS,
  SEARCH_QUERY_KEYS,
  type SearchRequest,
  type SiteId,
} from "@portal/domain";
import { z } from "zod";
import { jobSummarySchema } from "./jobs.ts";

export const DEFAULT_SUGGESTION_LIMIT = 8;
export const MAX_SUGGESTION_LIMIT = 20;
export const DEFAULT_POPULAR_LIMIT = 20;
export const MAX_POPULAR_LIMIT = 100;

export const SORT_ORDER_IDS = ["relevance", "date"] as const;

export const facetValueSchema = z.object({
  /** What goes back into the filter (a city, a bucket id, a function slug…). */
  value: z.string(),
  /** Display text when it differs from `value` (a function's name for its slug, "Full Time"…). */
  label: z.string().optional(),
  count: z.number().int(),
  selected: z.boolean(),
});
export type FacetValue = z.infer<typeof facetValueSchema>;

export const RELAXATION_REASONS = ["dropLocation", "dropExperience", "dropFilters", "fewerKeywords"] as const;
export type RelaxationReason = (typeof RELAXATION_REASONS)[number];

export const searchRelaxationSchema = z.object({
  reason: z.enum(RELAXATION_REASONS),
  /** The relaxed request's URL query string (spec §3 keys), ready for a link. */
  search: z.string(),
  total: z.number().int(),
  /** True when `total` is a lower bound: relaxed searches are counted only up to a limit. */
  totalIsCapped: z.boolean(),
});
export type SearchRelaxation = z.infer<typeof searchRelaxationSchema>;

const facetsSchema = z.object(
  Object.fromEntries(FACET_NAMES.map((name) => [name, z.array(facetValueSchema)])) as Record<
    FacetName,
    z.ZodArray<typeof facetValueSchema>
  >,
);

export const searchResponseSchema = z.object({
  total: z.number().int(),
  /**
   * True when `total` is not an exact count: very broad searches are not counted to the last job, and
   * report an estimate rounded to two significant digits ("about 22,000 jobs"); never fewer than the
   * jobs that can be paged through.
   */
  totalIsCapped: z.boolean(),
  /**
   * True when facet counts were estimated from a sample of the matches (broad searches) rather than
   * counted exactly; show them as approximate ("about 1,200").
   */
  facetCountsAreEstimates: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(SORT_ORDER_IDS),
  jobs: z.array(jobSummarySchema),
  facets: facetsSchema,
  /** How the free text was read: the keywords searched and any location or experience taken from it. */
  understood: z.object({
    keywords: z.string(),
    location: z.string().optional(),
    experience: z.number().int().optional(),
  }),
  /** A corrected query when the words look misspelt ('jva developer' → 'java developer'). */
  didYouMean: z.string().optional(),
  /** Broader searches that do find jobs, offered when this one finds none. */
  relaxations: z.array(searchRelaxationSchema),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const SUGGESTION_KINDS = ["skill", "title", "company", "location"] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export const suggestionSchema = z.object({ text: z.string(), kind: z.enum(SUGGESTION_KINDS) });
export type Suggestion = z.infer<typeof suggestionSchema>;

/** What jobs can be browsed by: the suggestion kinds and the taxonomy. */
export const BROWSE_KINDS = [...SUGGESTION_KINDS, "function", "role", "industry", "qualification"] as const;
export type BrowseKind = (typeof BROWSE_KINDS)[number];

/**
 * A term seekers can browse by (a skill, a city, a company, an industry…) and how many live jobs
 * use it on a site. `value` is what goes into the search filter: the taxonomy slug for functions,
 * roles and industries, the text itself otherwise.
 */
export const popularTermSchema = z.object({
  text: z.string(),
  value: z.string(),
  kind: z.enum(BROWSE_KINDS),
  count: z.number().int(),
});
export type PopularTerm = z.infer<typeof popularTermSchema>;

/** A choice of a filter list. */
export const filterOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  /** Live jobs on the site; absent for fixed lists (job types, work modes). */
  count: z.number().int().optional(),
});
export type FilterOption = z.infer<typeof filterOptionSchema>;

const rangeBucketSchema = z.object({ id: z.string(), from: z.number(), to: z.number().nullable() });

/** Everything the filter lists of a site's search forms offer (spec §7 "master data"). */
export const searchMasterDataSchema = z.object({
  functions: z.array(filterOptionSchema),
  roles: z.array(filterOptionSchema),
  industries: z.array(filterOptionSchema),
  qualifications: z.array(filterOptionSchema),
  jobTypes: z.array(filterOptionSchema),
  workModes: z.array(filterOptionSchema),
  employerTypes: z.array(filterOptionSchema),
  experienceRanges: z.array(rangeBucketSchema),
  /** In whole units of `salaryCurrency` per `salaryTerms`; ids are written in `salaryUnit`. */
  salaryRanges: z.array(rangeBucketSchema),
  salaryCurrency: z.string(),
  salaryTerms: z.enum(SALARY_TERMS),
  salaryUnit: z.enum(["lakh", "thousand", "million"]),
  freshnessDays: z.array(z.number().int()),
  sortOrders: z.array(z.enum(SORT_ORDER_IDS)),
});
export type SearchMasterData = z.infer<typeof searchMasterDataSchema>;

/** A sentence read as a search (the "voice-search semantic" call). */
export const understoodSearchSchema = z.object({
  keywords: z.string(),
  location: z.string().optional(),
  experience: z.number().int().optional(),
  /** The search as URL parameters (spec §3 keys), ready for a results link. */
  search: z.string(),
});
export type UnderstoodSearch = z.infer<typeof understoodSearchSchema>;

/** A spoken or typed sentence, searched at once: the results and the search as URL parameters. */
export const spokenSearchSchema = searchResponseSchema.extend({ search: z.string() });
export type SpokenSearch = z.infer<typeof spokenSearchSchema>;

// What the search calls accept (their query strings).

const listOrText = z.union([z.string(), z.array(z.string())]);

/**
 * Documents the spec §3 keys (and experience, workModes, sort, page). The values are read by
 * parseSearchParams from the raw query string, so this schema only admits them.
 */
export const searchQuerySchema = z.object(
  Object.fromEntries([...SEARCH_QUERY_KEYS, ...EXTRA_SEARCH_KEYS].map((key) => [key, listOrText.optional()])),
);

export const suggestionsQuerySchema = z.object({
  prefix: z.string().trim().min(1).max(SEARCH_LIMITS.valueLength),
  kinds: z
    .union([z.enum(SUGGESTION_KINDS), z.array(z.enum(SUGGESTION_KINDS))])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
  limit: z.coerce.number().int().min(1).max(MAX_SUGGESTION_LIMIT).default(DEFAULT_SUGGESTION_LIMIT),
});

export const keywordsQuerySchema = z.object({
  query: z.string().trim().min(1).max(SEARCH_LIMITS.queryLength),
  limit: z.coerce.number().int().min(1).max(MAX_SUGGESTION_LIMIT).default(DEFAULT_SUGGESTION_LIMIT),
});

export const popularQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_POPULAR_LIMIT).default(DEFAULT_POPULAR_LIMIT),
});

export const browseQuerySchema = popularQuerySchema.extend({ kind: z.enum(BROWSE_KINDS) });

export const sentenceQuerySchema = z.object({
  text: z.string().trim().min(1).max(SEARCH_LIMITS.queryLength),
});

/**
 * What the search service offers the pages (through the load context) and the API. Implemented on
 * the server (apps/server/src/features/search); the web app only ever sees this interface.
 */
export interface SearchServiceContract {
  searchJobs(request: SearchRequest): Promise<SearchResponse>;
  /** Typed suggestions for what has been typed so far, by prefix and fuzzily, most popular first. */
  suggest(
    siteId: SiteId,
    prefix: string,
    kinds?: readonly SuggestionKind[],
    limit?: number,
  ): Promise<Suggestion[]>;
  /** The most common skills, titles, companies, cities, functions, roles, industries or qualifications. */
  popular(siteId: SiteId, kind: BrowseKind, limit?: number): Promise<PopularTerm[]>;
  /** Keywords that go with a query (skills and titles of its best matches), for "related searches". */
  suggestedKeywords(siteId: SiteId, query: string, limit?: number): Promise<Suggestion[]>;
  /** The filter lists of a site, with live-job counts where they vary. */
  masterData(siteId: SiteId): Promise<SearchMasterData>;
  /** Reads a typed or spoken sentence as keywords, a city of the site and years of experience. */
  understand(siteId: SiteId, text: string): Promise<UnderstoodSearch>;
}
