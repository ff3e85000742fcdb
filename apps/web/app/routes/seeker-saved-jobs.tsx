/**
 * The seeker's saved jobs on this site (/seeker/saved-jobs), newest first; jobs that closed or expired
 * stay listed and say so. Its action saves and unsaves jobs for every job card and job page.
 */

import { SAVED_JOB_LIMIT } from "@portal/contracts";
import { Form, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { JobCard } from "../features/jobs/job-card.tsx";
import { cardPlaceNames } from "../features/places/place-names.server.ts";
import { SavedJobsProvider } from "../features/saved-jobs/save-job-button.tsx";
import { SAVED_JOBS_PATH, savedJobsAction } from "../features/saved-jobs/saved-jobs-action.server.ts";
import { saveMessage } from "../features/saved-searches/save-messages.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { localizeHref } from "../lib/localized-path.ts";
import { pageLanguage } from "../lib/page-language.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { EmptyList, PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/seeker-saved-jobs";

export const links = accountLinks;
export const meta = accountMeta("savedJobs.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const saved = await context.services.savedJobs.list(user.id, context.site.id);
  return {
    csrfToken: context.session.csrfToken,
    saved,
    listPath: localizeHref(SAVED_JOBS_PATH, language),
    problem: new URL(request.url).searchParams.get("problem") === "limit" ? "limit" : null,
    placeNames: cardPlaceNames(language, saved),
  };
}

export const action = savedJobsAction;

export default function SavedJobsPage({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { csrfToken, saved, listPath } = loaderData;
  const problem =
    state?.problems[0] ??
    (loaderData.problem ? { messageKey: "savedJobs.limit", params: { max: SAVED_JOB_LIMIT } } : undefined);
  const view = { csrfToken, savedIds: saved.map((item) => item.job.id), canSave: true };

  return (
    <div className="container page seeker-list-page">
      <h1>{t("savedJobs.title")}</h1>
      <p>{t("savedJobs.intro")}</p>
      <PageMessages
        problem={problem && saveMessage(t, problem)}
        notice={state?.notice && saveMessage(t, state.notice)}
      />
      {saved.length === 0 ? (
        <EmptyList message={t("savedJobs.empty")} linkText={t("savedSearches.findJobs")} />
      ) : (
        <>
          <p className="results-count">{t("savedJobs.count", { count: saved.length })}</p>
          <SavedJobsProvider view={{ ...view, canSave: false }}>
            <ol className="job-list">
              {saved.map(({ job, savedAt }) => (
                <li key={job.id} className={job.isExpired ? "saved-job saved-job--expired" : "saved-job"}>
                  <JobCard job={job} marks={{ isSaved: true }} />
                  <div className="saved-job__footer">
                    {job.isExpired && (
                      <p className="notice saved-job__expired" role="note">
                        {t("savedJobs.expired")}
                      </p>
                    )}
                    <p className="saved-item__date">
                      {t("savedJobs.savedOn", { date: formatDate(savedAt) })}
                    </p>
                    <Form method="post">
                      <input type="hidden" name="_csrf" value={csrfToken} />
                      <input type="hidden" name="intent" value="unsave" />
                      <input type="hidden" name="jobId" value={job.id} />
                      <input type="hidden" name="returnTo" value={listPath} />
                      <input type="hidden" name="respond" value="data" />
                      <button
                        type="submit"
                        className="link-button link-button--danger"
                        aria-label={t("savedJobs.removeLabel", { title: job.title })}
                      >
                        {t("savedJobs.remove")}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ol>
          </SavedJobsProvider>
        </>
      )}
    </div>
  );
}
