/**
 * The seeker's "not interested" list (/seeker/not-interested): hidden jobs of this site and hidden
 * companies, each with "show again". Its action hides and shows for every "not interested" form.
 */
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { JobCard } from "../features/jobs/job-card.tsx";
import { cardPlaceNames } from "../features/places/place-names.server.ts";
import {
  noticeOf,
  RECOMMENDED_JOBS_PATH,
  withoutNotice,
} from "../features/recommendations/not-interested.ts";
import { notInterestedAction } from "../features/recommendations/not-interested-action.server.ts";
import { NotInterestedForm } from "../features/recommendations/not-interested-forms.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import recommendationStyles from "../styles/recommendations.css?url";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/seeker-not-interested";

export const links = () => [...accountLinks(), { rel: "stylesheet", href: recommendationStyles }];
export const meta = accountMeta("notInterested.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const url = new URL(request.url);
  const hidden = await context.services.recommendations.hidden(user, context.site.id);
  return {
    hidden,
    csrfToken: context.session.csrfToken,
    notice: noticeOf(url),
    returnTo: withoutNotice(url),
    placeNames: cardPlaceNames(language, hidden),
  };
}

export const action = notInterestedAction;

export default function NotInterestedPage({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { hidden, csrfToken, notice, returnTo } = loaderData;
  const problem = state?.problems[0];
  return (
    <div className="container page seeker-list-page">
      <h1>{t("notInterested.title")}</h1>
      <p>{t("notInterested.intro")}</p>
      <PageMessages
        problem={problem && t(problem.messageKey as MessageKey, problem.params)}
        notice={notice && t(`notInterested.${notice}`)}
      />

      <section aria-labelledby="hidden-jobs">
        <h2 id="hidden-jobs">{t("notInterested.jobsHeading")}</h2>
        {hidden.jobs.length === 0 ? (
          <p>{t("notInterested.noJobs")}</p>
        ) : (
          <ul className="job-list">
            {hidden.jobs.map(({ job, jobId, hiddenAt }) => (
              <li key={jobId}>
                {job && <JobCard job={job} headingLevel={3} />}
                <p className="saved-item__date">
                  {t("notInterested.hiddenOn", { date: formatDate(hiddenAt) })}
                </p>
                <NotInterestedForm
                  intent="unhideJob"
                  id={jobId}
                  csrfToken={csrfToken}
                  returnTo={returnTo}
                  label={t("notInterested.showAgain")}
                  subject={job?.title ?? `#${jobId}`}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="hidden-companies">
        <h2 id="hidden-companies">{t("notInterested.companiesHeading")}</h2>
        {hidden.companies.length === 0 ? (
          <p>{t("notInterested.noCompanies")}</p>
        ) : (
          <ul className="hidden-list">
            {hidden.companies.map((company) => (
              <li key={company.id}>
                <span className="hidden-list__name" dir="auto">
                  {company.name}
                </span>
                <span className="saved-item__date">
                  {t("notInterested.hiddenOn", { date: formatDate(company.hiddenAt) })}
                </span>
                <NotInterestedForm
                  intent="unhideCompany"
                  id={company.id}
                  csrfToken={csrfToken}
                  returnTo={returnTo}
                  label={t("notInterested.showAgain")}
                  subject={company.name}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <p>
        <LocalLink to={RECOMMENDED_JOBS_PATH}>{t("notInterested.backToRecommended")}</LocalLink>
      </p>
    </div>
  );
}
