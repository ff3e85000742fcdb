/**
 * Browse pages (scheme in features/browse/browse-paths.ts): jobs by skill, city, skill in a city,
 * company, industry or function, server-rendered with a canonical address, hreflang links, a count,
 * the newest jobs, pagination and links to related browse pages.
 */
import { MAX_SEARCH_PAGE, splitLanguage, withLanguage } from "@portal/domain";
import { redirect } from "react-router";
import { appliedJobsView } from "../features/applications/applied-jobs-view.server.ts";
import { AppliedJobsProvider } from "../features/applications/apply-controls.tsx";
import {
  type BrowseKind,
  loadBrowsePage,
  resolveBrowseTarget,
  withPlaceNames,
} from "../features/browse/browse-page.server.ts";
import { BROWSE_PATH } from "../features/browse/browse-paths.ts";
import { JobCard } from "../features/jobs/job-card.tsx";
import { jobPlaceNames, placeNamesFor } from "../features/places/place-names.server.ts";
import { placeNameIn } from "../features/places/use-place-name.ts";
import { SavedJobsProvider } from "../features/saved-jobs/save-job-button.tsx";
import { savedJobsView } from "../features/saved-jobs/saved-jobs-view.server.ts";
import { lastPageOf, Pagination } from "../features/search/pagination.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { PageHandle } from "../lib/page-links.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/browse";

export const handle: PageHandle = { canonicalParams: ["page"] };

const KINDS: readonly BrowseKind[] = ["company", "industry", "function"];

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Page 1 has no page parameter; anything but a page number that can exist is not a page. */
function pageNumber(url: URL): number | null {
  const text = url.searchParams.get("page");
  if (text === null) return 1;
  if (!/^[1-9]\d{0,3}$/.test(text)) return null;
  const page = Number(text);
  return page <= MAX_SEARCH_PAGE ? page : null;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const url = new URL(request.url);
  const path = decodePath(splitLanguage(url.pathname).path);
  const [, , first = "", second] = path.split("/");
  const kind = second === undefined ? "segment" : KINDS.find((candidate) => candidate === first);
  const slug = (second ?? first).toLowerCase();
  const page = pageNumber(url);
  if (!kind || page === null) throw notFound();

  const target = await resolveBrowseTarget(context.services, context.site.id, kind, slug);
  if (!target) throw notFound();
  const browse = await loadBrowsePage(context.services, context.site.id, target, page, language);
  if (path !== browse.path) {
    const query = page > 1 ? `?page=${page}` : "";
    throw redirect(`${encodeURI(withLanguage(browse.path, language))}${query}`, 301);
  }
  // The cities this page names, in its language: the cards' (usePlaceName), the title's and the links'.
  const placeNames = jobPlaceNames(language, browse.jobs);
  const pageNames = placeNamesFor(language, [
    ...Object.values(browse.title.values),
    ...browse.related.flatMap((section) => [
      ...Object.values(section.headingValues),
      ...section.links.map((link) => link.label),
    ]),
  ]);
  return {
    ...withPlaceNames(browse, placeNameIn(pageNames)),
    placeNames,
    savedJobs: await savedJobsView(
      context,
      browse.jobs.map((job) => job.id),
    ),
    appliedJobs: await appliedJobsView(
      context,
      browse.jobs.map((job) => job.id),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataFrom(matches);
  if (!root || !loaderData) return [];
  const { t } = i18nFromRoot(root);
  const title = t(loaderData.title.key, loaderData.title.values);
  return pageMeta(root, {
    title,
    description: t("browse.metaDescription", { title, count: loaderData.total, brand: root.brand.name }),
    noindex: loaderData.total === 0,
  });
};

export default function BrowsePage({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber } = useI18n();
  const { title, path, total, page, pageSize, jobs, resultsHref, related } = loaderData;
  return (
    <div className="container page browse-page">
      <p className="breadcrumb">
        <LocalLink to={BROWSE_PATH}>{t("browse.indexTitle")}</LocalLink>
      </p>
      <h1>
        <Sentence message={title.key} values={title.values} />
      </h1>
      <p className="results-count">{t("browse.count", { count: total })}</p>
      {jobs.length > 0 ? (
        <>
          <p>
            <LocalLink to={resultsHref} rel="nofollow">
              {t("browse.refine")}
            </LocalLink>
          </p>
          <SavedJobsProvider view={loaderData.savedJobs}>
            <AppliedJobsProvider view={loaderData.appliedJobs}>
              <ol className="job-list">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                  </li>
                ))}
              </ol>
            </AppliedJobsProvider>
          </SavedJobsProvider>
        </>
      ) : (
        <p className="empty-state">{t("browse.none")}</p>
      )}
      <Pagination
        basePath={path}
        params={new URLSearchParams()}
        page={page}
        lastPage={lastPageOf(total, pageSize)}
      />
      {related.map((section) => (
        <section
          key={section.headingKey}
          className="related"
          aria-labelledby={`related-${section.headingKey}`}
        >
          <h2 id={`related-${section.headingKey}`}>
            <Sentence message={section.headingKey} values={section.headingValues} />
          </h2>
          <ul className="link-cloud">
            {section.links.map((link) => (
              <li key={link.href}>
                <LocalLink to={link.href} dir="auto">
                  {link.label}
                </LocalLink>
                {link.count !== undefined && (
                  <span className="link-cloud__count"> ({formatNumber(link.count)})</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
