/**
 * The search contract shared by the search service (server), the search API and the pages (web).
 * Field names follow the spec's search query keys (§3) so URLs, API and service speak alike.
 */
import type { JobSummary } from "./jobs.ts";
import type { RangeBucket } from "./search-buckets.ts";
import type { SiteId } from "./sites.ts";

/** Facets shown beside results, each counted with every other active filter applied. */
export const FACET_NAMES = [
  "location",
  "experience",
  "salary",
  "function",
  "role",
  "industry",
  "company",
  "freshness",
  "jobType",
] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export type SortOrder = "relevance" | "date";

export interface SearchFilters {
  skills?: string[];
  designations?: string[];
  companies?: string[];
  /** City names from `location`, `locations` and `jobCities`; aliases (Bangalore → Bengaluru) are resolved by the service. */
  locations?: string[];
  functions?: string[];
  roles?: string[];
  /** At most MAX_INDUSTRIES ('Maximum 2 industries.'). */
  industries?: string[];
  /** The seeker's years of experience: keeps jobs whose range contains it. */
  experience?: number;
  /** Experience facet buckets, e.g. "0-2", "2-5". */
  experienceRanges?: string[];
  /** Salary facet bucket ids in the site's currency and terms. */
  salaryRanges?: string[];
  qualifications?: string[];
  employerTypes?: string[];
  /** Posted within this many days: one of JOB_FRESHNESS_DAYS. */
  jobFreshness?: number;
  jobTypes?: string[];
  workModes?: string[];
  jobStates?: string[];
  jobCountries?: string[];
}

export interface SearchRequest extends SearchFilters {
  siteId: SiteId;
  /** Free text: keywords, or a whole sentence ('java jobs in pune for 3 years experience'). */
  query?: string;
  sort: SortOrder;
  page: number;
  pageSize: number;
  /**
   * What the seeker said they are not interested in: these jobs and every job of these companies are
   * left out of results, totals and facets. Set by the server from the seeker's own list, never from
   * the URL.
   */
  hidden?: HiddenFromSearch;
}

export interface HiddenFromSearch {
  jobIds: readonly number[];
  companyIds: readonly number[];
}

export interface FacetValue {
  /** What goes back into the filter (a city, a bucket id, a function slug…). */
  value: string;
  /** Display text when it differs from `value` (a function's name for its slug, "Full Time"…). */
  label?: string;
  count: number;
  selected: boolean;
}

export type RelaxationReason = "dropLocation" | "dropExperience" | "dropFilters" | "fewerKeywords";

export interface SearchRelaxation {
  reason: RelaxationReason;
  /** The relaxed request's URL query string (spec §3 keys), ready for a link. */
  search: string;
  total: number;
  /** True when `total` is a lower bound: relaxed searches are counted only up to a limit. */
  totalIsCapped: boolean;
}

export interface SearchResponse {
  total: number;
  /**
   * True when `total` is not an exact count: very broad searches are not counted to the last job, and
   * report an estimate rounded to two significant digits ("about 22,000 jobs"); never fewer than the
   * jobs that can be paged through.
   */
  totalIsCapped: boolean;
  /**
   * True when facet counts were estimated from a sample of the matches (broad searches) rather than
   * counted exactly; show them as approximate ("about 1,200").
   */
  facetCountsAreEstimates: boolean;
  page: number;
  pageSize: number;
  sort: SortOrder;
  jobs: JobSummary[];
  facets: Record<FacetName, FacetValue[]>;
  /** How the free text was read: the keywords searched and any location or experience taken from it. */
  understood: { keywords: string; location?: string; experience?: number };
  /** A corrected query when the words look misspelt ('jva developer' → 'java developer'). */
  didYouMean?: string;
  /** Broader searches that do find jobs, offered when this one finds none. */
  relaxations: SearchRelaxation[];
}

export type SuggestionKind = "skill" | "title" | "company" | "location";

export interface Suggestion {
  text: string;
  kind: SuggestionKind;
}

/** What jobs can be browsed by: the suggestion kinds and the taxonomy. */
export type BrowseKind = SuggestionKind | "function" | "role" | "industry" | "qualification";

/**
 * A term seekers can browse by (a skill, a city, a company, an industry…) and how many live jobs
 * use it on a site. `value` is what goes into the search filter: the taxonomy slug for functions,
 * roles and industries, the text itself otherwise.
 */
export interface PopularTerm {
  text: string;
  value: string;
  kind: BrowseKind;
  count: number;
}

/** A choice of a filter list. */
export interface FilterOption {
  value: string;
  label: string;
  /** Live jobs on the site; absent for fixed lists (job types, work modes). */
  count?: number;
}

/** Everything the filter lists of a site's search forms offer (spec §7 "master data"). */
export interface SearchMasterData {
  functions: FilterOption[];
  roles: FilterOption[];
  industries: FilterOption[];
  qualifications: FilterOption[];
  jobTypes: FilterOption[];
  workModes: FilterOption[];
  employerTypes: FilterOption[];
  experienceRanges: RangeBucket[];
  /** In whole units of `salaryCurrency` per `salaryTerms`; ids are written in `salaryUnit`. */
  salaryRanges: RangeBucket[];
  salaryCurrency: string;
  salaryTerms: "annual" | "monthly";
  salaryUnit: "lakh" | "thousand" | "million";
  freshnessDays: number[];
  sortOrders: SortOrder[];
}

/** A sentence read as a search (the "voice-search semantic" call). */
export interface UnderstoodSearch {
  keywords: string;
  location?: string;
  experience?: number;
  /** The search as URL parameters (spec §3 keys), ready for a results link. */
  search: string;
}

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
