/** Career advice articles as the API and pages see them. */
import { CAREER_ADVICE_CATEGORIES, type Language, type SiteId } from "@portal/domain";
import { z } from "zod";
import type { JobSummary } from "./jobs.ts";

export const careerArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: z.enum(CAREER_ADVICE_CATEGORIES),
  /** The picture's address on our site (spec: image). */
  image: z.string(),
  /** The article's address without the language prefix (spec: url). */
  url: z.string(),
  published: z.string(),
  updated: z.string(),
});
export type CareerArticleSummary = z.infer<typeof careerArticleSummarySchema>;

export const careerArticleSchema = careerArticleSummarySchema.extend({
  /** The text as HTML, made from reviewed Markdown without raw HTML (spec: content). */
  html: z.string(),
  /** The search (a search address's query) its related jobs come from. */
  jobsQuery: z.string(),
});
export type CareerArticle = z.infer<typeof careerArticleSchema>;

export const careerAdviceListSchema = z.object({ articles: z.array(careerArticleSummarySchema) });

/** The home page's highlight (spec: description and url with tracking parameters), or null. */
export const careerAdviceHighlightSchema = z.object({
  description: z.string(),
  title: z.string(),
  url: z.string(),
  image: z.string(),
});
export type CareerAdviceHighlight = z.infer<typeof careerAdviceHighlightSchema>;

export interface CareerAdviceContract {
  /** The site's articles in the language, in the site's order (none for sites without advice). */
  list(siteId: SiteId, language: Language): CareerArticleSummary[];
  /** One article of the site, or null (not on this site, or no such article). */
  get(siteId: SiteId, language: Language, slug: string): CareerArticle | null;
  /** The site's first article as the home page's highlight, or null for sites without advice. */
  highlight(siteId: SiteId, language: Language): CareerAdviceHighlight | null;
  /** Jobs of the site matching the article's search, newest first. */
  relatedJobs(siteId: SiteId, slug: string, limit: number): Promise<JobSummary[]>;
}
