/**
 * The search contract shared by the search service (server), the search API and the pages (web).
 * Field names follow the spec's search query keys (§3) so URLs, API and service speak alike.
 */
import type { JobSummary } from "./jobs";
import type { SiteId } from "./sites";

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

/** A term seekers can browse by (a skill, a city, a company…) and how many live jobs it has on a site. */
export interface PopularTerm {
  text: string;
  kind: SuggestionKind;
  count: number;
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
  /** The most common skills, titles, companies or cities of a site's live jobs. */
  popular(siteId: SiteId, kind: SuggestionKind, limit?: number): Promise<PopularTerm[]>;
}
