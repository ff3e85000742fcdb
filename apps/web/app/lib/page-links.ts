/**
 * Canonical and hreflang links of a page (SEO): one address per page and language. Query parameters
 * only count when the page says they make a different page (search results); the rest are tracking.
 */
import { LANGUAGES, type Language, splitLanguage, withLanguage } from "@portal/domain";

export interface PageHandle {
  /** Query parameters that select different content, in the order they appear in canonical links. */
  canonicalParams?: readonly string[];
  /** The address to index instead of this one, for old paths that show the same page. */
  canonicalPath?: string;
  /**
   * Skip links of this page after "skip to main content" (the element's id, the link's catalogue key):
   * a results page's list and filters are many Tab presses into the page otherwise.
   */
  skipLinks?: readonly { target: string; label: string }[];
}

export interface PageLinks {
  canonical: string;
  alternates: Array<{ hrefLang: Language | "x-default"; href: string }>;
}

export function pageLinks(
  origin: string,
  location: { pathname: string; search: string },
  language: Language,
  handle: PageHandle = {},
): PageLinks {
  const barePath = handle.canonicalPath ?? splitLanguage(location.pathname).path;
  const current = new URLSearchParams(location.search);
  const kept = new URLSearchParams();
  for (const name of handle.canonicalParams ?? []) {
    const value = current.get(name)?.trim();
    // Page 1 is the address without a page parameter.
    if (value && !(name === "page" && value === "1")) kept.set(name, value);
  }
  const query = kept.toString();
  const path = query ? `${barePath}?${query}` : barePath;
  const href = (lang: Language) => `${origin}${withLanguage(path, lang)}`;
  return {
    canonical: href(language),
    alternates: [
      ...LANGUAGES.map((lang) => ({ hrefLang: lang, href: href(lang) })),
      { hrefLang: "x-default" as const, href: href("en") },
    ],
  };
}
