/**
 * The URL codec of a search: the spec's query keys (§3) plus experience, workModes, sort and page,
 * read into a SearchRequest and written back. Pages, the search API and saved searches all go
 * through it, so one search has one URL whoever builds it.
 *
 * Lists come as repeated keys (`skills=Java&skills=SQL`) or comma lists (`skills=Java,SQL`); values
 * are trimmed, inner whitespace collapsed, duplicates (ignoring case) dropped, and each list capped.
 */
import { EXPERIENCE_MAX_YEARS, MAX_INDUSTRIES } from "./constants.ts";
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from "./jobs.ts";
import type { MessageCode } from "./messages.ts";
import { JOB_FRESHNESS_DAYS } from "./reference-lists.ts";
import type { SearchFilters, SearchRequest, SortOrder } from "./search.ts";
import { EXPERIENCE_BUCKETS, salaryBuckets } from "./search-buckets.ts";
import { toLatinDigits } from "./search-text.ts";
import { SITE_BY_ID, type SiteId } from "./sites.ts";
import { isOnlySpecialCharacters } from "./validators.ts";

export const SEARCH_LIMITS = {
  /** Characters of free text (`query`). */
  queryLength: 200,
  /** Characters of one filter value, and of the whole `location` text. */
  valueLength: 100,
  /** Values kept per list; more would only make a slower query, never a better one. */
  valuesPerKey: 20,
} as const;

export const SORT_ORDERS: readonly SortOrder[] = ["relevance", "date"];
export const DEFAULT_SORT: SortOrder = "relevance";
export const FRESHER_VALUE = "fresher";

/** Keys this codec reads, beyond the spec's list (constants SEARCH_QUERY_KEYS). */
export const EXTRA_SEARCH_KEYS = ["experience", "workModes", "sort", "page"] as const;

/** List fields of the request and the URL key each one is written under. */
const LIST_FIELDS = {
  skills: "skills",
  designations: "designations",
  companies: "companies",
  functions: "functions",
  roles: "roles",
  industries: "industries",
  experienceRanges: "experienceRanges",
  salaryRanges: "salaryRanges",
  qualifications: "qualifications",
  employerTypes: "employerTypes",
  jobTypes: "jobTypes",
  workModes: "workModes",
  jobStates: "jobStates",
  jobCountries: "jobCountries",
} as const satisfies Partial<Record<keyof SearchFilters, string>>;

type ListField = keyof typeof LIST_FIELDS;
const LIST_FIELD_NAMES = Object.keys(LIST_FIELDS) as ListField[];

/** Keys whose values all mean "a place": merged into `locations`. */
const LOCATION_KEYS = ["location", "locations", "jobCities"] as const;

export type SearchParamErrorCode =
  | Extract<
      MessageCode,
      "searchKeywordRequired" | "onlySpecialCharacters" | "invalidLocation" | "maxIndustries"
    >
  | "tooLong"
  | "invalidValue";

export interface SearchParamError {
  /** The URL key at fault ("query", "location", "industries", "page"…). */
  field: string;
  /** A spec message code, or a server message key ("tooLong" with `params.max`, "invalidValue"). */
  code: SearchParamErrorCode;
  params?: Record<string, number>;
}

export interface ParsedSearchParams {
  /** Always usable for re-showing the form: invalid parts are left out, valid ones kept. */
  request: SearchRequest;
  /** Empty when the search may run. The first one is the one to show. */
  errors: SearchParamError[];
}

function collapse(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** All values of some keys, split at commas, cleaned and deduplicated (first spelling wins). */
function readList(params: URLSearchParams, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const values: string[] = [];
  for (const key of keys) {
    for (const raw of params.getAll(key)) {
      for (const part of raw.split(",")) {
        const value = collapse(part);
        const folded = value.toLowerCase();
        if (!value || seen.has(folded)) continue;
        seen.add(folded);
        values.push(value);
      }
    }
  }
  return values;
}

function firstValue(params: URLSearchParams, key: string): string {
  for (const raw of params.getAll(key)) {
    const value = collapse(raw);
    if (value) return value;
  }
  return "";
}

function readWholeNumber(text: string, max: number): number | null {
  const digits = toLatinDigits(text);
  if (!/^\d{1,6}$/.test(digits)) return null;
  const value = Number(digits);
  return value <= max ? value : null;
}

/**
 * Reads a results URL. `siteId` decides which salary ranges exist. The search may run when `errors`
 * is empty; otherwise the first error says why not, in the spec's words where it has them.
 */
export function parseSearchParams(params: URLSearchParams, siteId: SiteId): ParsedSearchParams {
  const errors: SearchParamError[] = [];
  const request: SearchRequest = { siteId, sort: DEFAULT_SORT, page: 1, pageSize: SEARCH_PAGE_SIZE };

  const query = firstValue(params, "query");
  if (query.length > SEARCH_LIMITS.queryLength) {
    errors.push({ field: "query", code: "tooLong", params: { max: SEARCH_LIMITS.queryLength } });
  } else if (query && isOnlySpecialCharacters(query)) {
    errors.push({ field: "query", code: "onlySpecialCharacters" });
  } else if (query) {
    request.query = query;
  }

  const locations = readLocations(params, errors);
  if (locations.length > 0) request.locations = locations;

  for (const field of LIST_FIELD_NAMES) {
    const key = LIST_FIELDS[field];
    const values = readList(params, [key]);
    if (values.length === 0) continue;
    const problem = listProblem(field, values, siteId);
    if (problem) {
      errors.push({ field: key, ...problem });
      continue;
    }
    request[field] = values.slice(0, SEARCH_LIMITS.valuesPerKey);
  }

  const experience = firstValue(params, "experience");
  if (experience) {
    const years =
      experience.toLowerCase() === FRESHER_VALUE ? 0 : readWholeNumber(experience, EXPERIENCE_MAX_YEARS);
    if (years === null) errors.push({ field: "experience", code: "invalidValue" });
    else request.experience = years;
  }

  const freshness = firstValue(params, "jobFreshness");
  if (freshness) {
    const days = readWholeNumber(freshness, Number.MAX_SAFE_INTEGER);
    if (days === null || !(JOB_FRESHNESS_DAYS as readonly number[]).includes(days))
      errors.push({ field: "jobFreshness", code: "invalidValue" });
    else request.jobFreshness = days;
  }

  const sort = firstValue(params, "sort");
  if (sort) {
    if ((SORT_ORDERS as readonly string[]).includes(sort)) request.sort = sort as SortOrder;
    else errors.push({ field: "sort", code: "invalidValue" });
  }

  const page = firstValue(params, "page");
  if (page) {
    const number = readWholeNumber(page, MAX_SEARCH_PAGE);
    if (number === null || number < 1) errors.push({ field: "page", code: "invalidValue" });
    else request.page = number;
  }

  // Spec §5: a search needs something to look for. Only reported when nothing else is wrong, so a
  // seeker who typed "!!!" hears about the special characters, not that the box is empty.
  if (errors.length === 0 && !hasSearchInput(request)) {
    errors.push({ field: "query", code: "searchKeywordRequired" });
  }
  return { request, errors };
}

function readLocations(params: URLSearchParams, errors: SearchParamError[]): string[] {
  const typed = firstValue(params, "location");
  if (typed.length > SEARCH_LIMITS.valueLength) {
    errors.push({ field: "location", code: "tooLong", params: { max: SEARCH_LIMITS.valueLength } });
    return [];
  }
  const values = readList(params, LOCATION_KEYS);
  const valid: string[] = [];
  for (const value of values) {
    if (value.length > SEARCH_LIMITS.valueLength) {
      errors.push({ field: "location", code: "tooLong", params: { max: SEARCH_LIMITS.valueLength } });
      return [];
    }
    // A place has letters; "!!!" or "123" is not one.
    if (!/\p{L}/u.test(value)) {
      errors.push({ field: "location", code: "invalidLocation" });
      return [];
    }
    valid.push(value);
  }
  // "location=,,," has only separators: something was typed, and it was not a place.
  if (valid.length === 0 && typed && isOnlySpecialCharacters(typed)) {
    errors.push({ field: "location", code: "invalidLocation" });
  }
  return valid.slice(0, SEARCH_LIMITS.valuesPerKey);
}

function listProblem(
  field: ListField,
  values: readonly string[],
  siteId: SiteId,
): Omit<SearchParamError, "field"> | null {
  if (values.some((value) => value.length > SEARCH_LIMITS.valueLength))
    return { code: "tooLong", params: { max: SEARCH_LIMITS.valueLength } };
  if (values.some((value) => isOnlySpecialCharacters(value))) return { code: "onlySpecialCharacters" };
  if (field === "industries" && values.length > MAX_INDUSTRIES) return { code: "maxIndustries" };
  if (field === "experienceRanges" && !values.every((id) => EXPERIENCE_BUCKETS.some((b) => b.id === id)))
    return { code: "invalidValue" };
  if (field === "salaryRanges") {
    const buckets = salaryBuckets(SITE_BY_ID[siteId]);
    if (!values.every((id) => buckets.some((bucket) => bucket.id === id))) return { code: "invalidValue" };
  }
  return null;
}

/** Whether a request asks for anything: keywords, a place or any filter (spec §5). */
export function hasSearchInput(request: Partial<SearchFilters> & { query?: string }): boolean {
  if (request.query?.trim()) return true;
  if (request.experience !== undefined || request.jobFreshness !== undefined) return true;
  if (request.locations && request.locations.length > 0) return true;
  return LIST_FIELD_NAMES.some((field) => (request[field]?.length ?? 0) > 0);
}

/**
 * Writes a search as URL parameters in a fixed order, leaving out defaults (page 1, relevance) and
 * what the URL never carries (site, page size), so equal searches get equal URLs. Places go into
 * `location` as one comma list, the way the search box sends them.
 */
export function toSearchParams(
  request: Partial<SearchFilters> & { query?: string; sort?: SortOrder; page?: number },
): URLSearchParams {
  const params = new URLSearchParams();
  const query = request.query?.trim();
  if (query) params.set("query", query);
  if (request.locations && request.locations.length > 0) params.set("location", request.locations.join(", "));
  for (const field of LIST_FIELD_NAMES) {
    for (const value of request[field] ?? []) params.append(LIST_FIELDS[field], value);
  }
  if (request.experience !== undefined) params.set("experience", String(request.experience));
  if (request.jobFreshness !== undefined) params.set("jobFreshness", String(request.jobFreshness));
  if (request.sort && request.sort !== DEFAULT_SORT) params.set("sort", request.sort);
  if (request.page !== undefined && request.page > 1) params.set("page", String(request.page));
  return params;
}
