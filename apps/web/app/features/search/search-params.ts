/**
 * The search form's side of a results URL. The URL itself is read and written by the engine's codec
 * (`parseSearchParams`/`toSearchParams` in @portal/domain); this module turns the codec's findings into
 * form values and messages, and checks a form in the browser before it is sent (with the same rules
 * and the same words as the codec, so a visitor without JavaScript reads the same message).
 */
import {
  FRESHER_VALUE,
  isOnlySpecialCharacters,
  SEARCH_LIMITS,
  type SearchParamError,
  type SearchRequest,
} from "@portal/domain";
import type { MessageKey } from "../../i18n/catalogue.ts";

/** The experience select stops here; the last option means "this many years or more". */
export const EXPERIENCE_SELECT_MAX_YEARS = 30;
export const FRESHER = FRESHER_VALUE;

/** One option of the experience select (from the domain's EXPERIENCE_YEARS). */
export interface ExperienceOption {
  value: string;
  years: number;
  isFresher: boolean;
}

export interface SearchFormValues {
  query: string;
  location: string;
  experience: string;
}

export interface SearchProblem {
  key: MessageKey;
  values?: Record<string, number>;
}

/** The first reason a search cannot run, or null. Spec §5: keywords or location must be given. */
export function searchProblem(values: Pick<SearchFormValues, "query" | "location">): SearchProblem | null {
  const query = values.query.trim();
  const location = values.location.trim();
  if (!query && !location) return { key: "spec.searchKeywordRequired" };
  if (query.length > SEARCH_LIMITS.queryLength)
    return { key: "search.tooLong", values: { max: SEARCH_LIMITS.queryLength } };
  if (query && isOnlySpecialCharacters(query)) return { key: "spec.onlySpecialCharacters" };
  if (location.length > SEARCH_LIMITS.valueLength)
    return { key: "search.tooLong", values: { max: SEARCH_LIMITS.valueLength } };
  if (location && !/\p{L}/u.test(location)) return { key: "spec.invalidLocation" };
  return null;
}

/** The message for the codec's first objection to a URL. */
export function problemOf(error: SearchParamError): SearchProblem {
  switch (error.code) {
    case "tooLong":
      return { key: "search.tooLong", values: { max: error.params?.max ?? SEARCH_LIMITS.queryLength } };
    case "invalidValue":
      return { key: error.field === "page" ? "search.invalidPage" : "search.invalidValue" };
    default:
      return { key: `spec.${error.code}` };
  }
}

/** What the search form shows for a request: the box's words, the places typed, the years chosen. */
export function formValuesOf(request: Partial<SearchRequest>): SearchFormValues {
  const { experience } = request;
  return {
    query: request.query ?? "",
    location: (request.locations ?? []).join(", "),
    experience:
      experience === undefined
        ? ""
        : experience === 0
          ? FRESHER
          : String(Math.min(experience, EXPERIENCE_SELECT_MAX_YEARS)),
  };
}
