/**
 * Business limits of spec §1 and §9 that are not owned by a single rule elsewhere in this package.
 * Limits owned by one rule live beside it (resume size in validators, banner timings in app-download).
 */

/** Calls that get no answer in this time fail with the time-out client message. */
export const DEFAULT_TIMEOUT_MS = 60_000;
/** Resume uploads carry a file and a parse, so they get twice the default. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Advanced search and preferences accept at most this many industries ("Maximum 2 industries."). */
export const MAX_INDUSTRIES = 2;
/** A seeker keeps up to five profiles; exactly one is the default that recruiters see. */
export const MAX_PROFILES = 5;
/** Jobs one multi-apply may include, by career stage. */
export const MULTI_APPLY_LIMIT = { fresher: 5, experienced: 10 } as const;

export const SALARY_MODES = ["Monthly", "Annually"] as const;
export type SalaryMode = (typeof SALARY_MODES)[number];

export const NAME_LENGTH = { min: 2, max: 30 } as const;
export const PHONE_DIGITS = { min: 10, max: 15 } as const;
export const EXPERIENCE_MAX_YEARS = 50;
export const EXPERIENCE_MAX_MONTHS = 11;

/** Default duration of a toast message. */
export const TOAST_DEFAULT_MS = 1000;
/** The dialling-code list is fetched this long after mount so it never delays the first paint. */
export const DIALLING_CODES_FETCH_DELAY_MS = 100;

/** Cross-site request forgery: the cookie the server sets and the header the client echoes it in. */
export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "X-XSRF-TOKEN";

/** Claims the product's texts make (spec §1); shown in copy, so kept in one place. */
export const RECRUITER_COUNT_CLAIM = "20K+";
export const WORK_PERMIT_CALL_CHANCE_PERCENT = 93;

/** Query keys of search-result links (spec §3); other keys in a results URL are not search input. */
export const SEARCH_QUERY_KEYS = [
  "query",
  "skills",
  "designations",
  "location",
  "locations",
  "functions",
  "companies",
  "roles",
  "experienceRanges",
  "jobCities",
  "salaryRanges",
  "qualifications",
  "employerTypes",
  "industries",
  "jobFreshness",
  "jobTypes",
  "jobStates",
  "jobCountries",
] as const;
export type SearchQueryKey = (typeof SEARCH_QUERY_KEYS)[number];
