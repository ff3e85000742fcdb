/**
 * Career advice (spec: career article — image, title, content, url; three per country, none for
 * Thailand, Vietnam and Indonesia; the home page's highlight with tracking parameters).
 */
import type { SiteId } from "./sites.ts";

export const CAREER_ADVICE_CATEGORIES = ["resume", "interview", "salary", "working-abroad"] as const;
export type CareerAdviceCategory = (typeof CAREER_ADVICE_CATEGORIES)[number];

/** The spec's count of articles each site with advice shows. */
export const CAREER_ARTICLES_PER_SITE = 3;

/** Sites without career advice (spec); every other site has CAREER_ARTICLES_PER_SITE articles. */
export const SITES_WITHOUT_ADVICE: readonly SiteId[] = ["thailand", "vietnam", "indonesia"];

export function hasCareerAdvice(siteId: SiteId): boolean {
  return !SITES_WITHOUT_ADVICE.includes(siteId);
}

export function isCareerAdviceCategory(value: unknown): value is CareerAdviceCategory {
  return typeof value === "string" && (CAREER_ADVICE_CATEGORIES as readonly string[]).includes(value);
}

/** An article's address, without the language prefix. */
export function careerArticlePath(slug: string): string {
  return `/career-advice/${slug}.html`;
}

/**
 * An article's address with the tracking parameters of the place that links to it (the spec's
 * highlight "url with tracking parameters"): first-party analytics counts visits by them.
 */
export function trackedArticlePath(slug: string, placement: "home" | "covid" | "related"): string {
  return `${careerArticlePath(slug)}?utm_source=portal&utm_medium=${placement}&utm_campaign=career-advice`;
}
