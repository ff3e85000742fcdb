/**
 * Reasons as text in the page's language: the service sends them as data ({ kind: "skills", count: 4 })
 * and pages word them here, so the API, the dashboard and every language read the same reason.
 */

import type { NetworkReason, RecommendationReason, SuggestionReason } from "@portal/contracts";
import type { MessageKey } from "../../i18n/catalogue.ts";
import type { TranslationValues } from "../../i18n/translate.ts";

type Translate = (key: MessageKey, values?: TranslationValues) => string;

export function recommendationReasonText(t: Translate, reason: RecommendationReason): string {
  switch (reason.kind) {
    case "skills":
      return t("recommendations.reason.skills", { count: reason.count });
    case "designation":
      return t("recommendations.reason.designation", { designation: reason.designation });
    case "location":
      return t("recommendations.reason.location", { city: reason.city });
    case "experience":
      return t("recommendations.reason.experience");
    case "salary":
      return t("recommendations.reason.salary");
    case "jobType":
      return t("recommendations.reason.jobType");
  }
}

/**
 * A reason of any shape as text, or null when it is not one of ours: the dashboard receives reasons
 * typed `unknown` and can pass them through this.
 */
export function anyReasonText(t: Translate, reason: unknown): string | null {
  if (typeof reason !== "object" || reason === null || !("kind" in reason)) return null;
  const kind = (reason as { kind: unknown }).kind;
  if (["skills", "designation", "location", "experience", "salary", "jobType"].includes(kind as string))
    return recommendationReasonText(t, reason as RecommendationReason);
  if (kind === "colleague" || kind === "classmate" || kind === "recruiterViewed")
    return networkReasonText(t, reason as NetworkReason);
  if (kind === "search" || kind === "viewed") return suggestionReasonText(t, reason as SuggestionReason);
  return null;
}

export function suggestionReasonText(t: Translate, reason: SuggestionReason): string {
  if (reason.kind === "viewed") return t("recommendations.reason.viewed", { title: reason.title });
  const search =
    reason.query && reason.location
      ? t("searchSummary.in", { what: reason.query, where: reason.location })
      : reason.query || reason.location || t("searchSummary.anyJob");
  return t("recommendations.reason.search", { search });
}

export function networkReasonText(t: Translate, reason: NetworkReason): string {
  switch (reason.kind) {
    case "colleague":
      return t("recommendations.reason.colleague", { company: reason.company });
    case "classmate":
      return t("recommendations.reason.classmate", { company: reason.company, institute: reason.institute });
    case "recruiterViewed":
      return t("recommendations.reason.recruiterViewed", { company: reason.company });
  }
}
