import { type Language, withLanguage } from "@portal/domain";

/**
 * Keeps the reader's language on an internal link ("/search/results" → "/hi/search/results").
 * Anything that is not a same-site absolute path (other origins, "//cdn…", "mailto:") passes through.
 */
export function localizeHref(href: string, language: Language): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  return withLanguage(href, language);
}
