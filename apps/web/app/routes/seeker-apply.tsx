/**
 * The apply page (/seeker/apply?jobId=…&jobId=…&back=…): the jobs chosen (one from an Apply link, or
 * several ticked on the results page), the profile to send with the default preselected, and one
 * button. A guest is sent to log in and comes back here with the same jobs; a seeker who has not finished
 * registration is sent to finish it and comes back the same way. Its action applies
 * (features/applications/apply-action.server.ts). Works without JavaScript.
 */

import { type JobSummary, MULTI_APPLY_LIMIT } from "@portal/contracts";
import { homePathFor } from "@portal/domain";
import { Form, useActionData, useNavigation } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { applicationMessage } from "../features/applications/application-messages.ts";
import { applyAction, jobIdsOf } from "../features/applications/apply-action.server.ts";
import { ProfileChoice } from "../features/applications/apply-controls.tsx";
import { rememberPendingReturn } from "../features/applications/pending-application.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { localizeHref } from "../lib/localized-path.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { returnToOf } from "../lib/return-path.server.ts";
import { goTo } from "../ui/forms/form-action.server.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-apply";

export const links = accountLinks;
export const meta = accountMeta("applications.applyPage.title");

interface ChosenJob {
  job: Pick<JobSummary, "id" | "title" | "companyName" | "isExpired">;
  isApplied: boolean;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  // A guest logs in first and comes back to this very address, jobs and all.
  const user = requireUser(context, request, language, "seeker");
  const url = new URL(request.url);
  const jobIds = jobIdsOf(url.searchParams.getAll("jobId"));
  const back = returnToOf(request, url.searchParams.get("back"), localizeHref("/", language));
  const { applications, jobs } = context.services;
  const [options, found, appliedIds] = await Promise.all([
    applications.applyOptions(user),
    Promise.all(jobIds.map((id) => jobs.getJob(context.site.id, id))),
    applications.appliedJobIds(user.id, jobIds),
  ]);
  // Applying needs a profile, and a seeker gets their first one by finishing registration (social login
  // makes the account before that): without one, they finish it first and come back here with the same
  // jobs. A seeker who made a profile on their own applies with it.
  if (options.profiles.length === 0 && user.registrationProgress !== "complete") {
    throw goTo(homePathFor(user), language, rememberPendingReturn(context, `${url.pathname}${url.search}`));
  }
  const chosen: ChosenJob[] = found.flatMap((job) =>
    job
      ? [
          {
            job: { id: job.id, title: job.title, companyName: job.companyName, isExpired: job.isExpired },
            isApplied: appliedIds.includes(job.id),
          },
        ]
      : [],
  );
  return { options, chosen, jobIds, back, csrfToken: context.session.csrfToken };
}

export const action = applyAction;

export default function ApplyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const navigation = useNavigation();
  const { options, chosen, jobIds, back, csrfToken } = loaderData;
  const problem = state?.problems[0];
  // Once the post was refused, the alert says it; the advance notice would only repeat it.
  const isOverLimit = jobIds.length > options.limit && !problem;
  const isSubmitting = navigation.state === "submitting";

  return (
    <div className="container page narrow account-page apply-page">
      <h1>
        {jobIds.length === 0
          ? t("applications.applyPage.title")
          : t("applications.applyPage.heading", { count: jobIds.length })}
      </h1>
      {problem && (
        <p className="form-summary" role="alert">
          {applicationMessage(t, problem)}
        </p>
      )}
      {jobIds.length === 0 ? (
        <p>{t("applications.noJobs")}</p>
      ) : (
        <section aria-labelledby="apply-chosen">
          <h2 id="apply-chosen" className="apply-page__subheading">
            {t("applications.applyPage.selected")}
          </h2>
          <ul className="apply-page__jobs">
            {chosen.map(({ job, isApplied }) => (
              <li key={job.id}>
                <span className="apply-page__title" dir="auto">
                  {job.title}
                </span>{" "}
                <span className="apply-page__company" dir="auto">
                  {job.companyName}
                </span>
                {isApplied && <span className="badge badge--applied">{t("applications.appliedMark")}</span>}
                {!isApplied && job.isExpired && <span className="badge">{t("applications.closed")}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {jobIds.length > 0 && options.profiles.length === 0 && (
        <div className="apply-page__no-profile">
          <p>{t("applications.noProfile")}</p>
          <LocalLink to="/seeker/profile" className="button button--primary">
            {t("applications.createProfile")}
          </LocalLink>
        </div>
      )}
      {jobIds.length > 0 && options.profiles.length > 0 && (
        <Form method="post" className="account-form apply-form">
          <input type="hidden" name="_csrf" value={csrfToken} />
          {jobIds.map((id) => (
            <input key={id} type="hidden" name="jobId" value={id} />
          ))}
          <input type="hidden" name="back" value={back} />
          <ProfileChoice options={options} invalid={problem?.field === "profileId"} />
          <p className={isOverLimit ? "notice" : "apply-form__limit"} role={isOverLimit ? "note" : undefined}>
            {isOverLimit
              ? t(options.isFresher ? "applications.tooManyFresher" : "applications.tooManyExperienced", {
                  max: options.limit,
                  selected: jobIds.length,
                })
              : t("applications.limitInfo", { max: options.limit })}
          </p>
          <p className="field__hint">
            {t("applications.fresherRule", {
              fresher: MULTI_APPLY_LIMIT.fresher,
              experienced: MULTI_APPLY_LIMIT.experienced,
            })}
          </p>
          <button type="submit" className="button button--primary" disabled={isSubmitting}>
            {isSubmitting ? t("applications.submitting") : t("applications.submit")}
          </button>
        </Form>
      )}
      <p className="account-page__aside">
        <a href={back}>{t("applications.back")}</a>
      </p>
    </div>
  );
}
