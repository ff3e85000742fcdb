/**
 * The COVID page (/covid-jobs; spec: COVID mobile page): work-from-home jobs of the site (search with
 * work mode remote, newest first), the companies hiring more than a month before, the skills most asked
 * for, the site's career advice, and for a seeker the COVID layoff flag of their default profile (the
 * spec's flag; also on the profile page). Built for a phone first: one column, short lists.
 */
import { attempt, problemsOf } from "@portal/contracts";
import { parseSearchParams } from "@portal/domain";
import { data } from "react-router";
import { appliedJobsView } from "../features/applications/applied-jobs-view.server.ts";
import { AppliedJobsProvider } from "../features/applications/apply-controls.tsx";
import { companyPagePath, skillPath } from "../features/browse/browse-paths.ts";
import { ArticleList } from "../features/career-advice/article-card.tsx";
import { JobCard } from "../features/jobs/job-card.tsx";
import { jobPlaceNames } from "../features/places/place-names.server.ts";
import { SavedJobsProvider } from "../features/saved-jobs/save-job-button.tsx";
import { savedJobsView } from "../features/saved-jobs/saved-jobs-view.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { i18nFromRoot, pageMeta, rootDataFrom } from "../lib/meta.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction } from "../ui/forms/form-action.server.ts";
import { Checkbox, PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/covid-jobs";

const REMOTE_SEARCH = "workModes=remote&sort=date";
const LIST_SIZE = 5;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const { services, site, session } = context;
  const user = session.user;
  const { request: remote } = parseSearchParams(new URLSearchParams(REMOTE_SEARCH), site.id);
  const [found, surge, skills, profile] = await Promise.all([
    services.search.searchJobs({ ...remote, page: 1, pageSize: LIST_SIZE, jobsOnly: true }),
    services.companies.hiringSurge(site.id, LIST_SIZE),
    services.jobs.topSkills(site.id, 30, 10),
    user?.role === "seeker" ? services.profiles.pageData(user, null) : Promise.resolve(null),
  ]);
  const jobs = found.jobs.slice(0, LIST_SIZE);
  const cardIds = jobs.map((job) => job.id);
  const [savedJobs, appliedJobs] = await Promise.all([
    savedJobsView(context, cardIds),
    appliedJobsView(context, cardIds),
  ]);
  return {
    jobs,
    savedJobs,
    appliedJobs,
    placeNames: jobPlaceNames(language, jobs),
    surge,
    skills,
    articles: services.careerAdvice.list(site.id, language),
    layoff: profile?.current
      ? { profileId: profile.current.id, isLaidOff: profile.current.data.covid?.laidOffDueToCovid ?? false }
      : null,
    isSeeker: user?.role === "seeker",
    csrfToken: session.csrfToken,
  };
}

export const action = formAction(async ({ input, context }) => {
  const user = context.session.user;
  if (user?.role !== "seeker") {
    return data<FormState>(
      { form: "layoff", values: {}, problems: [{ messageKey: "unauthenticated" }] },
      { status: 401 },
    );
  }
  const page = await context.services.profiles.pageData(user, null);
  if (!page.current) {
    return data<FormState>(
      { form: "layoff", values: {}, problems: [{ messageKey: "notFound" }] },
      { status: 404 },
    );
  }
  const saved = await attempt(context.services.profiles.saveGroup(user, page.current.id, "covid", input));
  if (!saved.ok) {
    return data<FormState>(
      { form: "layoff", values: {}, problems: problemsOf(saved.error) },
      { status: saved.error.status },
    );
  }
  return data<FormState>({
    form: "layoff",
    values: {},
    problems: [],
    notice: { messageKey: "covid.layoffSaved" },
  });
});

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataFrom(matches);
  if (!root) return [];
  const { t } = i18nFromRoot(root);
  return pageMeta(root, {
    title: t("covid.title"),
    description: t("covid.metaDescription", { brand: root.brand.name }),
  });
};

export default function CovidJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { t, formatNumber } = useI18n();
  const { jobs, savedJobs, appliedJobs, surge, skills, articles, layoff, isSeeker, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  return (
    <SavedJobsProvider view={savedJobs}>
      <AppliedJobsProvider view={appliedJobs}>
        <div className="container page narrow covid-page">
          <h1>{t("covid.title")}</h1>
          <p className="account-page__intro">{t("covid.intro")}</p>

          <section aria-labelledby="covid-remote">
            <h2 id="covid-remote">{t("covid.remoteHeading")}</h2>
            {jobs.length === 0 ? (
              <p>{t("covid.remoteNone")}</p>
            ) : (
              <ul className="job-list">
                {jobs.map((job) => (
                  <li key={job.id}>
                    <JobCard job={job} headingLevel={3} />
                  </li>
                ))}
              </ul>
            )}
            <p className="more-jobs">
              <LocalLink to={`/search/results?${REMOTE_SEARCH}`}>{t("covid.remoteAll")}</LocalLink>
            </p>
          </section>

          <section aria-labelledby="covid-surge">
            <h2 id="covid-surge">{t("covid.surgeHeading")}</h2>
            <p>{t("covid.surgeIntro")}</p>
            {surge.length === 0 ? (
              <p>{t("covid.surgeNone")}</p>
            ) : (
              <ol className="surge-list">
                {surge.map((company) => (
                  <li key={company.slug}>
                    <LocalLink to={companyPagePath(company.slug)}>
                      <bdi>{company.name}</bdi>
                    </LocalLink>
                    <span className="field__hint">
                      {t("covid.surgeLine", {
                        recent: formatNumber(company.recentJobs),
                        previous: formatNumber(company.previousJobs),
                      })}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <section aria-labelledby="covid-skills">
            <h2 id="covid-skills">{t("covid.skillsHeading")}</h2>
            <p>{t("covid.skillsIntro")}</p>
            <ul className="chips">
              {skills.map((entry) => (
                <li key={entry.skill}>
                  <LocalLink className="chip chip--link" to={skillPath(entry.skill)} dir="auto">
                    {t("covid.skillJobs", { skill: entry.skill, jobs: formatNumber(entry.jobs) })}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="covid-layoff">
            <h2 id="covid-layoff">{t("covid.layoffHeading")}</h2>
            <p>{t("covid.layoffIntro")}</p>
            {layoff ? (
              <PageForm csrfToken={csrfToken} state={state} fields={["laidOffDueToCovid"]} id="layoff">
                <Checkbox name="laidOffDueToCovid" label={t("covid.layoffLabel")} saved={layoff.isLaidOff} />
                <SubmitButton isBlock={false}>{t("covid.layoffSave")}</SubmitButton>
              </PageForm>
            ) : (
              !isSeeker && (
                <LocalLink to="/rio/login?returnUrl=%2Fcovid-jobs" className="button button--outline">
                  {t("covid.layoffLogin")}
                </LocalLink>
              )
            )}
          </section>

          {articles.length > 0 && (
            <section aria-labelledby="covid-advice">
              <h2 id="covid-advice">{t("covid.adviceHeading")}</h2>
              <ArticleList articles={articles} placement="covid" />
            </section>
          )}
        </div>
      </AppliedJobsProvider>
    </SavedJobsProvider>
  );
}
