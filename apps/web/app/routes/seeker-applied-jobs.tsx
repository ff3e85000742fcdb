/**
 * The seeker's applied jobs on this site (/seeker/applied-jobs): newest first, each with its status and
 * status history, filtered by status (links, so no JavaScript is needed), paged. Withdrawing asks first:
 * "Withdraw" opens a confirmation (?withdraw=<id>) whose form posts the withdrawal. A notification's link
 * (?application=<id>#application-<id>) opens the page that holds that application, marked and focused,
 * whichever page it is on. A withdrawn application can be applied to again while the job is open
 * (decision 017).
 */

import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  attempt,
  type SeekerApplication,
} from "@portal/contracts";
import { profileNameIn } from "@portal/domain";
import { useEffect } from "react";
import { data, Form, redirect, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { applicationMessage } from "../features/applications/application-messages.ts";
import { APPLIED_JOBS_PATH, applyHref } from "../features/applications/apply-controls.tsx";
import { JobCard } from "../features/jobs/job-card.tsx";
import { cardPlaceNames } from "../features/places/place-names.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { localizeHref } from "../lib/localized-path.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction } from "../ui/forms/form-action.server.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { Pager } from "../ui/pager.tsx";
import type { Route } from "./+types/seeker-applied-jobs";

export const links = accountLinks;
export const meta = accountMeta("applications.list.title");

function statusOf(value: string | null): ApplicationStatus | null {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? "")
    ? (value as ApplicationStatus)
    : null;
}

function listHref(status: ApplicationStatus | null, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return `${APPLIED_JOBS_PATH}${search ? `?${search}` : ""}`;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const url = new URL(request.url);
  const asked = statusOf(url.searchParams.get("status"));
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get("page")) || 1));
  const withdrawId = url.searchParams.get("withdraw");
  const [list, confirming] = await Promise.all([
    context.services.applications.list(user.id, context.site.id, {
      status: asked,
      page,
      applicationId: url.searchParams.get("application"),
    }),
    // Another seeker's application, or none, opens no confirmation.
    withdrawId ? attempt(context.services.applications.get(user.id, withdrawId)) : null,
  ]);
  return {
    list,
    // The page holding an application asked for is one of the unfiltered list.
    status: list.highlightedId ? null : asked,
    confirm: confirming?.ok ? confirming.value : null,
    done: url.searchParams.get("done") === "withdrawn",
    csrfToken: context.session.csrfToken,
    placeNames: cardPlaceNames(language, list),
  };
}

export const action = formAction(async ({ input, context, language }) => {
  const user = context.session.user;
  if (user?.role !== "seeker") {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "forbidden" }] },
      { status: 403 },
    );
  }
  const applicationId = typeof input.applicationId === "string" ? input.applicationId : "";
  const outcome = await attempt(context.services.applications.withdraw(user.id, applicationId));
  if (!outcome.ok) {
    const { error } = outcome;
    const problem =
      error.code === "CONFLICT"
        ? { messageKey: "applications.list.notChangeable" }
        : error.code === "RATE_LIMITED"
          ? { messageKey: "rateLimited", params: { seconds: error.retryAfterSeconds ?? 0 } }
          : { messageKey: "notFound" };
    return data<FormState>(
      { values: visibleValues(input), problems: [problem] },
      { status: error.code === "NOT_FOUND" ? 404 : 409 },
    );
  }
  const status = statusOf(typeof input.status === "string" ? input.status : null);
  const back = listHref(status);
  return redirect(`${localizeHref(back, language)}${back.includes("?") ? "&" : "?"}done=withdrawn`);
});

function StatusHistory({ application }: { application: SeekerApplication }) {
  const { t, formatDate } = useI18n();
  return (
    <details className="application__history">
      <summary>{t("applications.list.history")}</summary>
      <ol>
        {application.history.map((event) => (
          <li key={`${event.status}-${event.at}`}>
            {t("applications.list.event", {
              status: t(`applications.status.${event.status}`),
              date: formatDate(event.at),
            })}
          </li>
        ))}
      </ol>
    </details>
  );
}

const WITHDRAWABLE: readonly ApplicationStatus[] = ["applied", "viewed", "shortlisted"];

export default function AppliedJobsPage({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, language } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { list, status, confirm, done, csrfToken } = loaderData;
  const problem = state?.problems[0];
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const { highlightedId } = list;

  // Without JavaScript the address's fragment moves focus to the item; after a client-side navigation
  // it is done here, so keyboard and screen reader users start at the application they asked for.
  useEffect(() => {
    if (highlightedId) document.getElementById(`application-${highlightedId}`)?.focus();
  }, [highlightedId]);

  return (
    <div className="container page seeker-list-page applied-jobs-page">
      <h1>{t("applications.list.title")}</h1>
      <p>{t("applications.list.intro")}</p>
      {problem && (
        <p className="form-summary" role="alert">
          {applicationMessage(t, problem)}
        </p>
      )}
      {done && !problem && (
        <p className="form-notice" role="status">
          {t("applications.list.withdrawn")}
        </p>
      )}
      {confirm && WITHDRAWABLE.includes(confirm.status) && (
        <section className="withdraw-confirm" aria-labelledby="withdraw-confirm-heading">
          <h2 id="withdraw-confirm-heading">{t("applications.list.confirmHeading")}</h2>
          <p>
            <Sentence
              message="applications.list.confirmText"
              values={{ title: confirm.job?.title ?? `#${confirm.jobId}` }}
            />
          </p>
          <Form method="post" className="withdraw-confirm__actions">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <input type="hidden" name="applicationId" value={confirm.id} />
            <input type="hidden" name="status" value={status ?? ""} />
            <button type="submit" className="button button--primary">
              {t("applications.list.confirm")}
            </button>
            <LocalLink to={listHref(status, list.page)}>{t("applications.list.cancel")}</LocalLink>
          </Form>
        </section>
      )}
      {list.counts.total > 0 && (
        <nav aria-label={t("applications.list.filters")} className="status-filter">
          <ul>
            <li>
              <LocalLink to={listHref(null)} aria-current={status === null ? "page" : undefined}>
                {t("applications.list.all", { count: list.counts.total })}
              </LocalLink>
            </li>
            {APPLICATION_STATUSES.filter((each) => list.counts[each] > 0 || each === status).map((each) => (
              <li key={each}>
                <LocalLink to={listHref(each)} aria-current={status === each ? "page" : undefined}>
                  {t("applications.list.statusCount", {
                    status: t(`applications.status.${each}`),
                    count: list.counts[each],
                  })}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.applications.length === 0 ? (
        <div className="empty-state">
          <p>{list.counts.total === 0 ? t("applications.list.empty") : t("applications.list.emptyFilter")}</p>
          <p>
            <LocalLink to="/">{t("applications.list.findJobs")}</LocalLink>
          </p>
        </div>
      ) : (
        <ol className="job-list applications">
          {list.applications.map((application) => (
            <li
              key={application.id}
              className={
                application.id === highlightedId ? "application application--highlighted" : "application"
              }
              id={`application-${application.id}`}
              tabIndex={application.id === highlightedId ? -1 : undefined}
              aria-current={application.id === highlightedId ? "true" : undefined}
            >
              {application.job ? (
                <JobCard job={application.job} marks={{ isApplied: application.status !== "withdrawn" }} />
              ) : (
                <p className="notice">{t("applications.list.jobGone")}</p>
              )}
              <div className="application__footer">
                <p className={`application__status application__status--${application.status}`}>
                  <span className="visually-hidden">{t("applications.employer.status")}: </span>
                  {t(`applications.status.${application.status}`)}
                </p>
                <p className="saved-item__date">
                  {t("applications.list.appliedOn", { date: formatDate(application.appliedAt) })}
                  {application.profileName && (
                    <>
                      {" · "}
                      <Sentence
                        message="applications.list.withProfile"
                        values={{ name: profileNameIn(application.profileName, language) }}
                      />
                    </>
                  )}
                </p>
                <StatusHistory application={application} />
                {WITHDRAWABLE.includes(application.status) && (
                  <LocalLink
                    to={`${listHref(status, list.page)}${status || list.page > 1 ? "&" : "?"}withdraw=${application.id}#withdraw-confirm-heading`}
                    className="link-button link-button--danger"
                  >
                    {t("applications.list.withdraw")}
                    <span className="visually-hidden">
                      {" "}
                      <bdi>{application.job?.title ?? ""}</bdi>
                    </span>
                  </LocalLink>
                )}
                {application.status === "withdrawn" && application.job && !application.job.isExpired && (
                  <LocalLink to={applyHref([application.jobId], APPLIED_JOBS_PATH)}>
                    {t("applications.apply")}
                  </LocalLink>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <Pager page={list.page} pages={pages} href={(page) => listHref(status, page)} />
    </div>
  );
}
