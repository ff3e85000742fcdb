/**
 * The seeker's recommended jobs (/seeker/recommended-jobs): jobs that fit the default profile, each
 * saying why, a page at a time; then suggestions from recent searches and opened jobs, and jobs from
 * the seeker's network. Every card can be hidden ("not interested"), without JavaScript too.
 */

import { RECOMMENDED_PAGE_SIZE } from "@portal/contracts";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { appliedJobsView } from "../features/applications/applied-jobs-view.server.ts";
import { AppliedJobsProvider } from "../features/applications/apply-controls.tsx";
import { JobCard } from "../features/jobs/job-card.tsx";
import { cardPlaceNames } from "../features/places/place-names.server.ts";
import { NOT_INTERESTED_PATH, noticeOf, withoutNotice } from "../features/recommendations/not-interested.ts";
import { NotInterestedButtons } from "../features/recommendations/not-interested-forms.tsx";
import { ReasonList } from "../features/recommendations/recommendation-parts.tsx";
import {
  networkReasonText,
  recommendationReasonText,
  suggestionReasonText,
} from "../features/recommendations/recommendation-text.ts";
import { SavedJobsProvider } from "../features/saved-jobs/save-job-button.tsx";
import { savedJobsView } from "../features/saved-jobs/saved-jobs-view.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import recommendationStyles from "../styles/recommendations.css?url";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-recommended-jobs";

export const links = () => [...accountLinks(), { rel: "stylesheet", href: recommendationStyles }];
export const meta = accountMeta("recommendations.title");

const SIDE_LISTS = 6;
/** Recommendations are ranked pages of a search; past this the fit is too loose to be worth paging. */
const MAX_PAGE = 10;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const url = new URL(request.url);
  const page = Math.min(MAX_PAGE, Math.max(1, Math.floor(Number(url.searchParams.get("page")) || 1)));
  const siteId = context.site.id;
  const service = context.services.recommendations;
  const [recommended, suggested, network] = await Promise.all([
    service.recommended(user, { siteId, limit: RECOMMENDED_PAGE_SIZE, page }),
    service.suggested(user, { siteId, limit: SIDE_LISTS }),
    service.network(user, { siteId, limit: SIDE_LISTS }),
  ]);
  const ids = [...recommended.jobs, ...suggested, ...network].map((job) => job.id);
  const [savedJobs, appliedJobs] = await Promise.all([
    savedJobsView(context, ids),
    appliedJobsView(context, ids),
  ]);
  const lastPage = Math.min(MAX_PAGE, Math.ceil(recommended.total / RECOMMENDED_PAGE_SIZE));
  return {
    recommended,
    suggested,
    network,
    page,
    lastPage,
    savedJobs,
    appliedJobs,
    csrfToken: context.session.csrfToken,
    notice: noticeOf(url),
    returnTo: withoutNotice(url),
    placeNames: cardPlaceNames(language, [recommended, suggested, network]),
  };
}

export default function RecommendedJobsPage({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const {
    recommended,
    suggested,
    network,
    page,
    lastPage,
    savedJobs,
    appliedJobs,
    csrfToken,
    notice,
    returnTo,
  } = loaderData;
  const hideControls = (job: { id: number; title: string; companyName: string }) => (
    <NotInterestedButtons job={job} csrfToken={csrfToken} returnTo={returnTo} />
  );

  return (
    <div className="container page seeker-list-page recommendations-page">
      <h1>{t("recommendations.title")}</h1>
      <p>{t("recommendations.intro")}</p>
      <p className="form-notice" role="status">
        {notice ? t(`notInterested.${notice}`) : null}
      </p>
      <SavedJobsProvider view={savedJobs}>
        <AppliedJobsProvider view={appliedJobs}>
          {recommended.jobs.length === 0 ? (
            <div className="empty-state">
              {recommended.basedOn === "empty-profile" ? (
                <>
                  <p>{t("recommendations.emptyProfile")}</p>
                  <p>
                    <LocalLink to="/seeker/profile">{t("recommendations.updateProfile")}</LocalLink>
                  </p>
                </>
              ) : (
                <p>{t("recommendations.empty")}</p>
              )}
            </div>
          ) : (
            <>
              <p className="results-count">{t("recommendations.count", { count: recommended.total })}</p>
              <ol className="job-list">
                {recommended.jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} />
                    <ReasonList
                      reasons={job.reasons.map((reason) => recommendationReasonText(i18n, reason))}
                    />
                    {hideControls(job)}
                  </li>
                ))}
              </ol>
              {lastPage > 1 && (
                <nav className="recommendations-pages" aria-label={t("recommendations.pages")}>
                  {page > 1 && (
                    <LocalLink to={`?page=${page - 1}`} rel="prev">
                      {t("recommendations.previous")}
                    </LocalLink>
                  )}
                  <span aria-current="page">{t("recommendations.page", { page })}</span>
                  {page < lastPage && (
                    <LocalLink to={`?page=${page + 1}`} rel="next">
                      {t("recommendations.next")}
                    </LocalLink>
                  )}
                </nav>
              )}
            </>
          )}

          {suggested.length > 0 && (
            <section aria-labelledby="suggested-jobs">
              <h2 id="suggested-jobs">{t("recommendations.suggestedHeading")}</h2>
              <ul className="job-list">
                {suggested.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} headingLevel={3} />
                    <ReasonList reasons={[suggestionReasonText(i18n, job.reason)]} />
                    {hideControls(job)}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {network.length > 0 && (
            <section aria-labelledby="network-jobs">
              <h2 id="network-jobs">{t("recommendations.networkHeading")}</h2>
              <ul className="job-list">
                {network.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} headingLevel={3} />
                    <ReasonList reasons={job.reasons.map((reason) => networkReasonText(i18n, reason))} />
                    {hideControls(job)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </AppliedJobsProvider>
      </SavedJobsProvider>
      <p>
        <LocalLink to={NOT_INTERESTED_PATH}>{t("recommendations.manageHidden")}</LocalLink>
      </p>
    </div>
  );
}
