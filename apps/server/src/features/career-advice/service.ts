/**
 * Career advice for pages and the API: a site's articles in its order, one article, the home page's
 * highlight (the site's first article, with tracking parameters), and an article's related jobs from the
 * search service.
 */
import type { CareerAdviceContract, CareerArticleSummary, SearchServiceContract } from "@portal/contracts";
import { hasCareerAdvice, parseSearchParams, trackedArticlePath } from "@portal/domain";
import { readArticles, type StoredArticle } from "./articles.ts";

export function createCareerAdviceService(options: {
  search: Pick<SearchServiceContract, "searchJobs">;
  articles?: readonly StoredArticle[];
}): CareerAdviceContract {
  const articles = options.articles ?? readArticles();
  const ofSite = (siteId: Parameters<CareerAdviceContract["list"]>[0]) =>
    hasCareerAdvice(siteId)
      ? articles.filter((article) => article.sites.includes(siteId)).sort((a, b) => a.order - b.order)
      : [];
  const summary = ({
    html: _html,
    jobsQuery: _jobs,
    ...rest
  }: ReturnType<CareerAdviceContract["get"]> & object) => rest satisfies CareerArticleSummary;

  return {
    list: (siteId, language) => ofSite(siteId).map((article) => summary(article.byLanguage[language])),

    get(siteId, language, slug) {
      return ofSite(siteId).find((article) => article.slug === slug)?.byLanguage[language] ?? null;
    },

    highlight(siteId, language) {
      const first = ofSite(siteId)[0];
      if (!first) return null;
      const article = first.byLanguage[language];
      return {
        title: article.title,
        description: article.summary,
        url: trackedArticlePath(article.slug, "home"),
        image: article.image,
      };
    },

    async relatedJobs(siteId, slug, limit) {
      const article = ofSite(siteId).find((entry) => entry.slug === slug);
      if (!article) return [];
      const { request } = parseSearchParams(new URLSearchParams(article.byLanguage.en.jobsQuery), siteId);
      const response = await options.search.searchJobs({
        ...request,
        sort: "date",
        page: 1,
        pageSize: limit,
        jobsOnly: true,
      });
      return response.jobs.slice(0, limit);
    },
  };
}
