/**
 * What a search asks: the filters and the request the URL codec (search-params.ts) reads and writes.
 * Field names follow the spec's search query keys (§3) so URLs, API and service speak alike. What a
 * search answers is in @portal/contracts (search.ts).
 */
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
  /**
   * Only jobs posted after this instant (ISO 8601): what a job alert has not yet seen. Set by the server
   * (the alerts' runs), never from the URL.
   */
  postedAfter?: string;
  /**
   * Only the best jobs among the newest 200 matches (the ranked candidates): no facets, no broader searches
   * when nothing matches, no pages past those matches, and `total` is how many of them there are, not a
   * count of all (the job alerts' runs, which need none of that). Set by the server, never from the URL.
   */
  jobsOnly?: boolean;
}

export interface HiddenFromSearch {
  jobIds: readonly number[];
  companyIds: readonly number[];
}
