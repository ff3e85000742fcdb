/**
 * Reading a results URL (/search/results?query=&location=&experience=&page=) into search input. The
 * same checks run in the browser before a search form is sent and in the loader after, so a visitor
 * without JavaScript sees the same message.
 */
import {
  EXPERIENCE_MAX_YEARS,
  isOnlySpecialCharacters,
  MAX_SEARCH_PAGE,
  type MessageCode,
} from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue";

export const MAX_QUERY_LENGTH = 200;
export const MAX_LOCATION_LENGTH = 100;
/** The experience select stops here; the last option means "this many years or more". */
export const EXPERIENCE_SELECT_MAX_YEARS = 30;
export const FRESHER = "fresher";

export interface SearchFormValues {
  query: string;
  location: string;
  experience: string;
}

export interface SearchProblem {
  key: MessageKey;
  values?: Record<string, number>;
}

function specProblem(code: MessageCode): SearchProblem {
  return { key: `spec.${code}` };
}

/** The first reason a search cannot run, or null. Spec §5: keywords or location must be given. */
export function searchProblem(values: Pick<SearchFormValues, "query" | "location">): SearchProblem | null {
  const query = values.query.trim();
  const location = values.location.trim();
  if (!query && !location) return specProblem("searchKeywordRequired");
  if (query && isOnlySpecialCharacters(query)) return specProblem("onlySpecialCharacters");
  if (location && isOnlySpecialCharacters(location)) return specProblem("invalidLocation");
  if (query.length > MAX_QUERY_LENGTH) return { key: "search.tooLong", values: { max: MAX_QUERY_LENGTH } };
  if (location.length > MAX_LOCATION_LENGTH)
    return { key: "search.tooLong", values: { max: MAX_LOCATION_LENGTH } };
  return null;
}

/** Years of experience from the select's value: "fresher" is 0; anything unreadable means "any". */
export function experienceYears(value: string): number | undefined {
  if (value === FRESHER) return 0;
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const years = Number(value);
  return years <= EXPERIENCE_MAX_YEARS ? years : undefined;
}

function firstOf(params: URLSearchParams, keys: readonly string[]): string {
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) return value;
  }
  return "";
}

export type ParsedSearch =
  | {
      ok: true;
      values: SearchFormValues;
      keywords: string | undefined;
      location: string | undefined;
      experienceYears: number | undefined;
      page: number;
    }
  | { ok: false; values: SearchFormValues; problem: SearchProblem };

/**
 * Older links (find-results.html, spec §3's search keys) name the same things differently: skills,
 * designations and companies are keywords; locations and job cities are the location.
 */
export function parseSearch(params: URLSearchParams): ParsedSearch {
  const values: SearchFormValues = {
    query: firstOf(params, ["query", "skills", "designations", "companies"]),
    location: firstOf(params, ["location", "locations", "jobCities"]),
    experience: params.get("experience")?.trim() ?? "",
  };
  const problem = searchProblem(values);
  if (problem) return { ok: false, values, problem };

  const pageText = params.get("page")?.trim() || "1";
  const page = /^\d{1,4}$/.test(pageText) ? Number(pageText) : Number.NaN;
  if (!(page >= 1 && page <= MAX_SEARCH_PAGE))
    return { ok: false, values, problem: { key: "search.invalidPage" } };

  return {
    ok: true,
    values,
    keywords: values.query || undefined,
    location: values.location || undefined,
    experienceYears: experienceYears(values.experience),
    page,
  };
}

/** The same search on another page; page 1 has no page parameter, so it has one address. */
export function pageHref(basePath: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Up to `size` page numbers around the current one, kept inside 1..lastPage. */
export function pageWindow(current: number, lastPage: number, size = 5): number[] {
  if (lastPage < 1) return [];
  const count = Math.min(size, lastPage);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export function lastPageOf(total: number, pageSize: number): number {
  return Math.min(MAX_SEARCH_PAGE, Math.ceil(total / pageSize));
}
