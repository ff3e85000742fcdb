/**
 * Search results: /search/results, /srp/results and the old /find-results.html. Everything is in the
 * server-rendered HTML (count, cards, pagination), so the page needs no JavaScript.
 */
import { SEARCH_PAGE_SIZE } from "@portal/domain";
import { data, useLocation, useSearchParams } from "react-router";
import { JobCard } from "../features/jobs/job-card";
import { Pagination } from "../features/search/pagination";
import { RESULTS_PATH, SearchForm } from "../features/search/search-form";
import { lastPageOf, parseSearch, type SearchFormValues } from "../features/search/search-params";
import type { I18n } from "../i18n/i18n-context";
import { useI18n } from "../i18n/i18n-context";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta";
import { pageLanguage } from "../lib/page-language";
import type { PageHandle } from "../lib/page-links";
import { LocalLink } from "../ui/local-link";
import type { Route } from "./+types/search-results";

export const handle: PageHandle = {
  canonicalPath: RESULTS_PATH,
  canonicalParams: ["query", "location", "experience", "page"],
};

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const parsed = parseSearch(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return data({ values: parsed.values, problem: parsed.problem, result: null }, { status: 400 });
  }
  const result = await context.services.jobs.searchJobs({
    siteId: context.site.id,
    keywords: parsed.keywords,
    location: parsed.location,
    experienceYears: parsed.experienceYears,
    page: parsed.page,
    pageSize: SEARCH_PAGE_SIZE,
  });
  return { values: parsed.values, problem: null, result };
}

function headingText(t: I18n["t"], { query, location }: SearchFormValues): string {
  if (query && location) return t("results.metaTitleIn", { query, location });
  if (query) return t("results.metaTitleFor", { query });
  if (location) return t("results.metaTitleLocation", { location });
  return t("results.metaTitle");
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFrom(matches);
  if (!root || !loaderData) return [];
  const { t } = i18nFromRoot(root);
  const { result } = loaderData;
  return pageMeta(root, {
    title: headingText(t, loaderData.values),
    description: result
      ? t("results.metaDescription", { count: result.total, brand: root.brand.name })
      : undefined,
    noindex: !result || result.total === 0,
  });
};

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { values, problem, result } = loaderData;
  const lastPage = result ? lastPageOf(result.total, result.pageSize) : 0;

  return (
    <div className="container page">
      <details className="refine" open={!result}>
        <summary>{t("results.modify")}</summary>
        <SearchForm key={location.key} defaults={values} problem={problem} />
      </details>
      <h1>{headingText(t, values)}</h1>
      {result && (
        <>
          <p className="results-count" role="status">
            {t("results.jobsFound", { count: result.total })}
          </p>
          {result.jobs.length > 0 ? (
            <ol className="job-list">
              {result.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ol>
          ) : result.total > 0 ? (
            <p className="empty-state">
              {t("results.pageBeyond")}{" "}
              <LocalLink to={`${RESULTS_PATH}?${withoutPage(searchParams)}`}>
                {t("results.firstPage")}
              </LocalLink>
            </p>
          ) : (
            <div className="empty-state">
              <p>{t("results.noResults")}</p>
              <p>{t("results.noResultsHint")}</p>
            </div>
          )}
          <Pagination basePath={RESULTS_PATH} params={searchParams} page={result.page} lastPage={lastPage} />
        </>
      )}
    </div>
  );
}

function withoutPage(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  next.delete("page");
  return next.toString();
}
