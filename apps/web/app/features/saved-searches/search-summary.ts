/**
 * A readable name for a search, in the reader's language: "Java developer in Pune, 3 years". It is the
 * default name of a saved search and the label of a recent search without typed words.
 */

import { SAVED_SEARCH_NAME_MAX } from "@portal/contracts";
import { parseSearchParams, type SearchRequest, type SiteId } from "@portal/domain";
import type { I18n } from "../../i18n/i18n-context.tsx";

type SummaryInput = Partial<Omit<SearchRequest, "siteId">>;

const OTHER_FILTERS = [
  "functions",
  "roles",
  "industries",
  "experienceRanges",
  "salaryRanges",
  "qualifications",
  "employerTypes",
  "jobTypes",
  "workModes",
  "jobStates",
  "jobCountries",
] as const;

export function searchSummary(t: I18n["t"], request: SummaryInput): string {
  const what =
    request.query?.trim() ||
    [...(request.designations ?? []), ...(request.skills ?? []), ...(request.companies ?? [])].join(
      t("searchSummary.separator"),
    ) ||
    t("searchSummary.anyJob");
  const where = (request.locations ?? []).join(t("searchSummary.separator"));
  const parts = [where ? t("searchSummary.in", { what, where }) : what];
  if (request.experience !== undefined) {
    parts.push(
      request.experience === 0
        ? t("searchSummary.fresher")
        : t("searchSummary.years", { count: request.experience }),
    );
  }
  const others =
    OTHER_FILTERS.reduce((sum, field) => sum + (request[field]?.length ?? 0), 0) +
    (request.jobFreshness === undefined ? 0 : 1);
  if (others > 0) parts.push(t("searchSummary.filters", { count: others }));
  const text = parts.join(t("searchSummary.separator"));
  return text.length > SAVED_SEARCH_NAME_MAX ? `${text.slice(0, SAVED_SEARCH_NAME_MAX - 1)}…` : text;
}

/** The summary of a stored query string. */
export function summaryOfSearch(t: I18n["t"], search: string, siteId: SiteId): string {
  return searchSummary(t, parseSearchParams(new URLSearchParams(search), siteId).request);
}
