/**
 * Reasons as text in the page's language: the service sends them as data ({ kind: "skills", count: 4 })
 * and pages word them here, so the API, the dashboard and every language read the same reason. Each
 * reason comes cut at its placeholders (`MessagePart`): the designation, city, company or search it
 * names keeps its own direction inside the sentence (`renderParts`).
 */

import type { NetworkReason, RecommendationReason, SuggestionReason } from "@portal/contracts";
import type { MessageKey } from "../../i18n/catalogue.ts";
import type { MessagePart, TranslationValues } from "../../i18n/translate.ts";

interface Words {
  t: (key: MessageKey, values?: TranslationValues) => string;
  parts: (key: MessageKey, values?: TranslationValues) => MessagePart[];
}

export function recommendationReasonText({ parts }: Words, reason: RecommendationReason): MessagePart[] {
  switch (reason.kind) {
    case "skills":
      return parts("recommendations.reason.skills", { count: reason.count });
    case "designation":
      return parts("recommendations.reason.designation", { designation: reason.designation });
    case "location":
      return parts("recommendations.reason.location", { city: reason.city });
    case "experience":
      return parts("recommendations.reason.experience");
    case "salary":
      return parts("recommendations.reason.salary");
    case "jobType":
      return parts("recommendations.reason.jobType");
  }
}

/**
 * A reason of any shape as text, or null when it is not one of ours: the dashboard receives reasons
 * typed `unknown` and can pass them through this.
 */
export function anyReasonText(words: Words, reason: unknown): MessagePart[] | null {
  if (typeof reason !== "object" || reason === null || !("kind" in reason)) return null;
  const kind = (reason as { kind: unknown }).kind;
  if (["skills", "designation", "location", "experience", "salary", "jobType"].includes(kind as string))
    return recommendationReasonText(words, reason as RecommendationReason);
  if (kind === "colleague" || kind === "classmate" || kind === "recruiterViewed")
    return networkReasonText(words, reason as NetworkReason);
  if (kind === "search" || kind === "viewed") return suggestionReasonText(words, reason as SuggestionReason);
  return null;
}

export function suggestionReasonText({ t, parts }: Words, reason: SuggestionReason): MessagePart[] {
  if (reason.kind === "viewed") return parts("recommendations.reason.viewed", { title: reason.title });
  // The search is one value in the sentence: its words and place together keep their own direction.
  const search =
    reason.query && reason.location
      ? t("searchSummary.in", { what: reason.query, where: reason.location })
      : reason.query || reason.location || t("searchSummary.anyJob");
  return parts("recommendations.reason.search", { search });
}

export function networkReasonText({ parts }: Words, reason: NetworkReason): MessagePart[] {
  switch (reason.kind) {
    case "colleague":
      return parts("recommendations.reason.colleague", { company: reason.company });
    case "classmate":
      return parts("recommendations.reason.classmate", {
        company: reason.company,
        institute: reason.institute,
      });
    case "recruiterViewed":
      return parts("recommendations.reason.recruiterViewed", { company: reason.company });
  }
}

/** A reason's plain text, e.g. to key it in a list. */
export function reasonKey(reason: readonly MessagePart[]): string {
  return reason.map((part) => (typeof part === "string" ? part : part.text)).join("");
}
