/**
 * Search results: /search/results, /srp/results and the old /find-results.html. The URL is read by the
 * engine's codec, the engine answers with jobs and facets, and everything (count, filters with counts,
 * chips, sort, cards, pagination, "Did you mean", broader searches) is in the server-rendered HTML as
 * links and GET forms, so the page needs no JavaScript.
 */

import type { SearchResponse } from "@portal/contracts";
import { localeFor, parseSearchParams, toSearchParams } from "@portal/domain";
import { useEffect, useRef } from "react";
import { data, useLocation, useNavigationType } from "react-router";
import { appliedJobsView } from "../features/applications/applied-jobs-view.server.ts";
import {
  AppliedJobsProvider,
  type AppliedJobsView,
  MULTI_APPLY_FORM_ID,
  MultiApplyForm,
} from "../features/applications/apply-controls.tsx";
import { ResultsAlertForm } from "../features/job-alerts/results-alert-form.tsx";
import { JobCard } from "../features/jobs/job-card.tsx";
import { canonicalLocations, placeNamesFor } from "../features/places/place-names.server.ts";
import { type PlaceNameMap, placeNameIn } from "../features/places/use-place-name.ts";
import { SavedJobsProvider, type SavedJobsView } from "../features/saved-jobs/save-job-button.tsx";
import { savedJobsView } from "../features/saved-jobs/saved-jobs-view.server.ts";
import { SaveSearchForm, type SaveSearchView } from "../features/saved-searches/save-search-form.tsx";
import { searchSummary } from "../features/saved-searches/search-summary.ts";
import { experienceOptions } from "../features/search/experience-options.server.ts";
import { AppliedFilters, FilterPanel, SortLinks } from "../features/search/filter-panel.tsx";
import { lastPageOf, Pagination } from "../features/search/pagination.tsx";
import { RESULTS_PATH } from "../features/search/paths.ts";
import { buildResultsView, type ResultsView } from "../features/search/results-view.ts";
import { SearchForm } from "../features/search/search-form.tsx";
import {
  type ExperienceOption,
  formValuesOf,
  problemOf,
  type SearchFormValues,
  type SearchProblem,
} from "../features/search/search-params.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import type { I18n } from "../i18n/i18n-context.tsx";
import { createI18n, useI18n } from "../i18n/i18n-context.tsx";
import { renderParts, Sentence } from "../i18n/sentence.tsx";
import { track } from "../lib/analytics.ts";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { pageLanguage } from "../lib/page-language.ts";
import type { PageHandle } from "../lib/page-links.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/search-results";

export const handle: PageHandle = {
  canonicalPath: RESULTS_PATH,
  canonicalParams: ["query", "location", "page"],
  skipLinks: [
    { target: "results", label: "shell.skipToResults" },
    { target: "filters", label: "shell.skipToFilters" },
  ],
};

type ResultPage = Pick<SearchResponse, "total" | "totalIsCapped" | "page" | "pageSize" | "jobs">;

/** What the heading names: the engine's reading of the words when it has one. */
interface Heading {
  query: string;
  location: string;
}

interface LoaderData {
  experienceOptions: ExperienceOption[];
  values: SearchFormValues;
  heading: Heading;
  problem: SearchProblem | null;
  result: ResultPage | null;
  view: ResultsView | null;
  /** The "Save this search" control; null for recruiters and searches that cannot run. */
  saveSearch: SaveSearchView | null;
  savedJobs: SavedJobsView;
  /** Applied marks, apply links and the multi-apply checkboxes of the cards. */
  appliedJobs: AppliedJobsView;
  /** The cities of the cards in the page's language (usePlaceName). */
  placeNames: PlaceNameMap;
}

const NO_SAVED_JOBS: SavedJobsView = { csrfToken: "", savedIds: [], canSave: false };
const NO_APPLIED_JOBS: AppliedJobsView = { appliedIds: [], canApply: false, multiApplyFormId: null };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const { site, brand } = context;
  const parsed = parseSearchParams(new URL(request.url).searchParams, site.id);
  const values = formValuesOf(parsed.request);
  const [error] = parsed.errors;
  if (error) {
    return data<LoaderData>(
      {
        experienceOptions: experienceOptions(),
        values,
        heading: values,
        problem: problemOf(error),
        result: null,
        view: null,
        saveSearch: null,
        savedJobs: NO_SAVED_JOBS,
        appliedJobs: NO_APPLIED_JOBS,
        placeNames: {},
      },
      { status: 400 },
    );
  }
  const user = context.session.user;
  const seeker = user?.role === "seeker" ? user : null;
  // Saved and recent searches are the search itself, whatever page of it is on screen.
  const canonical = toSearchParams({ ...parsed.request, page: 1 }).toString();
  // What the seeker said they are not interested in stays out of their results.
  const hidden = seeker ? await context.services.recommendations.hiddenFor(seeker) : undefined;
  const [response, saved] = await Promise.all([
    context.services.search.searchJobs({ ...parsed.request, hidden }),
    seeker ? context.services.savedSearches.find(seeker.id, site.id, canonical) : null,
    // Remembering the search must never cost the seeker their results.
    seeker
      ? context.services.savedSearches
          .recordRecentSearch(seeker.id, site.id, canonical)
          .catch(() => undefined)
      : undefined,
  ]);
  const i18n = createI18n({
    language,
    locale: localeFor(site, language, brand),
    messages: messagesFor(language),
    now: Date.now(),
  });
  const { total, totalIsCapped, page, pageSize, jobs } = response;
  const { understood } = response;
  // Chips, filter links and the location facet name each city by its own name, whichever was typed.
  const viewRequest = { ...parsed.request, locations: canonicalLocations(parsed.request.locations) };
  const placeNames = placeNamesFor(language, [
    ...jobs.flatMap((job) => job.locations),
    ...response.facets.location.map((value) => value.value),
    ...(viewRequest.locations ?? []),
    ...(understood.location ? [understood.location] : []),
  ]);
  const placeName = placeNameIn(placeNames);
  return data<LoaderData>({
    experienceOptions: experienceOptions(),
    values,
    heading: {
      query: understood.keywords || values.query,
      location: understood.location
        ? placeName(understood.location)
        : (viewRequest.locations ?? []).map(placeName).join(i18n.t("job.locationSeparator")),
    },
    problem: null,
    result: { total, totalIsCapped, page, pageSize, jobs },
    view: buildResultsView(
      { t: i18n.t, parts: i18n.parts, language, locale: i18n.locale, site, placeName },
      viewRequest,
      response,
    ),
    saveSearch:
      user && !seeker
        ? null
        : {
            search: canonical,
            defaultName: searchSummary(i18n.t, parsed.request),
            csrfToken: context.session.csrfToken,
            isGuest: !user,
            savedName: saved?.name ?? null,
          },
    savedJobs: await savedJobsView(
      context,
      jobs.map((job) => job.id),
    ),
    appliedJobs: await appliedJobsView(
      context,
      jobs.map((job) => job.id),
      MULTI_APPLY_FORM_ID,
    ),
    placeNames,
  });
}

function headingText(t: I18n["t"], { query, location }: Heading): string {
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
    title: headingText(t, loaderData.heading),
    description: result
      ? t("results.metaDescription", { count: result.total, brand: root.brand.name })
      : undefined,
    // Result pages are endless combinations of the same jobs; the browse pages are their indexable form.
    noindex: true,
  });
};

/** The heading names the search in the page's language; its words keep their own direction. */
function ResultsHeading({ query, location }: Heading) {
  if (query && location) return <Sentence message="results.metaTitleIn" values={{ query, location }} />;
  if (query) return <Sentence message="results.metaTitleFor" values={{ query }} />;
  if (location) return <Sentence message="results.metaTitleLocation" values={{ location }} />;
  return <Sentence message="results.metaTitle" />;
}

function ZeroResults({ view }: { view: ResultsView }) {
  const { t } = useI18n();
  return (
    <div className="empty-state">
      <p>{t("results.noResults")}</p>
      {view.relaxations.length > 0 ? (
        <section aria-labelledby="relaxations">
          <h2 id="relaxations" className="empty-state__heading">
            {t("results.relaxHeading")}
          </h2>
          <ul className="relaxations">
            {view.relaxations.map((relaxation) => (
              <li key={relaxation.href}>
                <LocalLink to={relaxation.href}>{relaxation.label}</LocalLink>{" "}
                <span className="relaxations__count">
                  (
                  {relaxation.isCapped
                    ? t("results.relaxCountAtLeast", { count: relaxation.total })
                    : t("filters.jobCount", { count: relaxation.total })}
                  )
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p>{t("results.noResultsHint")}</p>
      )}
    </div>
  );
}

export default function SearchResults({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const location = useLocation();
  const { values, problem, result, view } = loaderData;
  const lastPage = result ? lastPageOf(result.total, result.pageSize) : 0;
  const searchParams = new URLSearchParams(view?.search ?? "");
  const first = result ? (result.page - 1) * result.pageSize + 1 : 0;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navigationType = useNavigationType();

  // After a search (or a filter, a sort, a page) the reader is taken to what it found: focus moves to
  // the heading, which says what and where. A page loaded afresh, or gone back to, starts as usual.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new results address is a new search
  useEffect(() => {
    if (navigationType !== "POP") headingRef.current?.focus();
  }, [location.key, navigationType]);
  // One search event per results address (first-party analytics); the words stay out of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new results address is a new search
  useEffect(() => {
    if (result) track("search", { label: result.total > 0 ? "results" : "no results" });
  }, [location.search]);

  return (
    <div className="container page results-page">
      <details className="refine" open={!result}>
        <summary>{t("results.modify")}</summary>
        <SearchForm
          key={location.key}
          experienceOptions={loaderData.experienceOptions}
          defaults={values}
          problem={problem}
        />
      </details>
      <h1 ref={headingRef} tabIndex={-1}>
        <ResultsHeading {...loaderData.heading} />
      </h1>
      {result && loaderData.saveSearch && <SaveSearchForm view={loaderData.saveSearch} />}
      {result && loaderData.saveSearch && <ResultsAlertForm view={loaderData.saveSearch} />}
      {view?.understood && <p className="understood">{renderParts(view.understood)}</p>}
      {view?.didYouMean && (
        <p className="did-you-mean">
          <Sentence
            message="results.didYouMean"
            values={{ suggestion: view.didYouMean.text }}
            render={{
              suggestion: (text) => (
                <LocalLink to={view.didYouMean?.href ?? ""} dir="auto">
                  {text}
                </LocalLink>
              ),
            }}
          />
        </p>
      )}
      {result && view && (
        <>
          <p className="results-count" role="status">
            {result.totalIsCapped
              ? t("results.jobsFoundAtLeast", { count: result.total })
              : t("results.jobsFound", { count: result.total })}
            {result.jobs.length > 0 && (
              <span className="results-count__range">
                {" "}
                {t(result.totalIsCapped ? "results.showingOfAtLeast" : "results.showing", {
                  from: first,
                  to: first + result.jobs.length - 1,
                  total: result.total,
                })}
              </span>
            )}
          </p>
          <AppliedFilters applied={view.applied} clearAllHref={view.clearAllHref} />
          <div className="results-layout">
            {view.groups.length > 0 && (
              <FilterPanel
                groups={view.groups}
                appliedCount={view.applied.length}
                countsAreEstimates={view.countsAreEstimates}
              />
            )}
            <div className="results-main" id="results">
              {result.jobs.length > 0 && <SortLinks links={view.sortLinks} />}
              {result.jobs.length > 0 ? (
                <SavedJobsProvider view={loaderData.savedJobs}>
                  <AppliedJobsProvider view={loaderData.appliedJobs}>
                    <ol className="job-list">
                      {result.jobs.map((job) => (
                        <li key={job.id}>
                          <JobCard job={job} />
                        </li>
                      ))}
                    </ol>
                    <MultiApplyForm />
                  </AppliedJobsProvider>
                </SavedJobsProvider>
              ) : result.total > 0 ? (
                <p className="empty-state">
                  {t("results.pageBeyond")}{" "}
                  <LocalLink to={`${RESULTS_PATH}?${view.search}`}>{t("results.firstPage")}</LocalLink>
                </p>
              ) : (
                <ZeroResults view={view} />
              )}
              <Pagination
                basePath={RESULTS_PATH}
                params={searchParams}
                page={result.page}
                lastPage={lastPage}
              />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
