/**
 * A company's jobs (/employer/jobs): every status, newest change first, with what each can do next —
 * edit, close, reopen, repost, delete a draft — and why a job waits for review or was not approved.
 * Each action is a form of its own, so the page works without JavaScript; the server keeps the rules.
 */
import { attempt, type EmployerJob, type JobPostingContract, type PostingResult } from "@portal/contracts";
import { JOB_STATUSES, jobPath, SITE_BY_ID, withLanguage } from "@portal/domain";
import { data, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { jobPlaceNames } from "../features/places/place-names.server.ts";
import { usePlaceName } from "../features/places/use-place-name.ts";
import { Pagination } from "../features/search/pagination.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, goTo } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import { type FormState, noticeMessageKey } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-jobs";

export const links = accountLinks;
export const meta = accountMeta("posting.listTitle");

/** Notices a redirect to this page may carry (?notice=…), after a posting was saved elsewhere. */
const NOTICES = ["open", "review", "draft"] as const;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "recruiter");
  const url = new URL(request.url);
  const status = JOB_STATUSES.find((known) => known === url.searchParams.get("status"));
  const page = Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1);
  const list = user.company ? await context.services.jobPosting.list(user, { status, page }) : null;
  const jobs = list?.jobs ?? [];
  const notice = url.searchParams.get("notice");
  return {
    status: status ?? null,
    page,
    lastPage: list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1,
    counts: list?.counts ?? null,
    csrfToken: context.session.csrfToken,
    hasCompany: user.company !== null && user.company !== undefined,
    siteId: context.site.id,
    jobs,
    placeNames: jobPlaceNames(language, jobs),
    // Another site's job page lives on that site's own address.
    jobPages: Object.fromEntries(
      jobs.map((job) => [
        job.id,
        job.siteId === context.site.id
          ? withLanguage(jobPath(job), language)
          : `${context.siteOrigins[job.siteId]}${withLanguage(jobPath(job), language)}`,
      ]),
    ),
    notice: NOTICES.find((known) => known === notice) ?? null,
  };
}

type JobAction = keyof Pick<JobPostingContract, "close" | "reopen" | "repost" | "discardDraft">;
const ACTIONS: Record<string, { run: JobAction; notice: string }> = {
  close: { run: "close", notice: "posting.notice.closed" },
  reopen: { run: "reopen", notice: "posting.notice.reopened" },
  repost: { run: "repost", notice: "posting.notice.reposted" },
  discard: { run: "discardDraft", notice: "posting.notice.discarded" },
};

export const action = formAction(async ({ input, context, request, language }) => {
  const user = requireUser(context, request, language, "recruiter");
  const intent = formText(input.intent);
  const jobId = Number(formText(input.jobId));
  const known = ACTIONS[intent];
  const form = `${intent}-${formText(input.jobId)}`;
  if (!known)
    return data<FormState>({ form, values: {}, problems: [{ messageKey: "invalidValue" }] }, { status: 400 });
  const { jobPosting } = context.services;
  const outcome = await attempt<PostingResult | undefined>(
    known.run === "discardDraft"
      ? jobPosting.discardDraft(user, jobId).then(() => undefined)
      : jobPosting[known.run](user, jobId),
  );
  if (!outcome.ok) {
    return data<FormState>(
      { form, values: {}, problems: [{ messageKey: outcome.error.messageKey }] },
      { status: outcome.error.status },
    );
  }
  // A reopened or reposted job that the rules hold says so, like a new posting.
  const result = outcome.value;
  if (result?.status === "review") return goTo("/employer/jobs?notice=review", language);
  return data<FormState>({ form: "page", values: {}, problems: [], notice: { messageKey: known.notice } });
});

function StatusBadge({ job }: { job: EmployerJob }) {
  const { t } = useI18n();
  const status = job.status === "open" && job.isExpired ? "expired" : job.status;
  return <span className={`status-badge status-badge--${status}`}>{t(`posting.status.${status}`)}</span>;
}

function JobActions({ job, csrfToken, state }: { job: EmployerJob; csrfToken: string; state?: FormState }) {
  const { t } = useI18n();
  const canClose = (job.status === "open" && !job.isExpired) || job.status === "review";
  const canReopen = job.status === "closed" || (job.status === "open" && job.isExpired);
  const canRepost = job.status === "open" || job.status === "closed" || job.status === "review";
  const forms: Array<[intent: string, label: MessageKey]> = [
    ...(canClose ? [["close", "posting.close"] as [string, MessageKey]] : []),
    ...(canReopen ? [["reopen", "posting.reopen"] as [string, MessageKey]] : []),
    ...(canRepost ? [["repost", "posting.repost"] as [string, MessageKey]] : []),
    ...(job.status === "draft" ? [["discard", "posting.discard"] as [string, MessageKey]] : []),
  ];
  return (
    <div className="posting-actions">
      {job.status !== "closed" && (
        <LocalLink to={`/employer/jobs/${job.id}/edit`} className="button button--outline">
          {t("posting.edit")}
          <span className="visually-hidden">: {job.title}</span>
        </LocalLink>
      )}
      {forms.map(([intent, label]) => (
        <PageForm
          key={intent}
          csrfToken={csrfToken}
          state={state}
          fields={[]}
          id={`${intent}-${job.id}`}
          intent={intent}
          hidden={{ jobId: String(job.id) }}
          className="posting-actions__form"
        >
          <SubmitButton isBlock={false}>
            {t(label)}
            <span className="visually-hidden">: {job.title}</span>
          </SubmitButton>
        </PageForm>
      ))}
    </div>
  );
}

export default function EmployerJobs({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, formatNumber } = useI18n();
  const state = useActionData() as FormState | undefined;
  const placeName = usePlaceName();
  const { jobs, csrfToken, jobPages, notice, siteId, counts } = loaderData;
  if (!loaderData.hasCompany) {
    return (
      <div className="container page narrow account-page">
        <h1>{t("posting.listTitle")}</h1>
        <p>{t("posting.noCompany")}</p>
        <p className="account-links">
          <LocalLink to="/employer/register">{t("accounts.employer.registerTitle")}</LocalLink>
        </p>
      </div>
    );
  }
  const pageNotice =
    state?.form === "page" && state.notice
      ? t(noticeMessageKey(state.notice.messageKey) as MessageKey)
      : notice
        ? t(`posting.notice.${notice}`)
        : null;
  return (
    <div className="container page account-page postings-page">
      <h1>{t("posting.listTitle")}</h1>
      <p className="form-notice" role="status">
        {pageNotice}
      </p>
      <p>
        <LocalLink to="/employer/jobs/new" className="button button--primary">
          {t("posting.newTitle")}
        </LocalLink>
      </p>
      {counts && (
        <nav className="posting-filter" aria-label={t("posting.filter")}>
          <ul>
            {[null, ...JOB_STATUSES].map((each) => {
              const label =
                each === null
                  ? t("posting.filterAll", {
                      number: formatNumber(Object.values(counts).reduce((a, b) => a + b, 0)),
                    })
                  : `${t(`posting.status.${each}`)} (${formatNumber(counts[each])})`;
              return (
                <li key={each ?? "all"}>
                  <LocalLink
                    to={each === null ? "/employer/jobs" : `/employer/jobs?status=${each}`}
                    aria-current={each === loaderData.status ? "page" : undefined}
                  >
                    {label}
                  </LocalLink>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {jobs.length === 0 ? (
        <p>{t("posting.empty")}</p>
      ) : (
        <ul className="posting-list">
          {jobs.map((job) => (
            <li key={job.id} className="posting-card">
              <h2 className="posting-card__title">
                <bdi>{job.title}</bdi> <StatusBadge job={job} />
              </h2>
              <p className="posting-card__facts">
                <bdi>{job.locations.map(placeName).join(t("job.locationSeparator"))}</bdi>
                {job.siteId !== siteId && <> · {SITE_BY_ID[job.siteId].name}</>}
                {" · "}
                {job.status === "draft"
                  ? t("posting.status.draft")
                  : t("posting.postedOn", { date: formatDate(job.postedAt) })}
                {" · "}
                {job.status === "closed"
                  ? t("posting.closedOn")
                  : t("posting.closesOn", { date: formatDate(`${job.expiresOn}T12:00:00Z`) })}
                {" · "}
                <span dir="ltr">{job.jobCode}</span>
              </p>
              {job.status === "review" && (
                <p className="notice" role="note">
                  {t("posting.reviewNotice", {
                    reasons: job.reviewReasons.map((reason) => t(`posting.reason.${reason}`)).join("; "),
                  })}
                </p>
              )}
              {job.status === "rejected" && job.rejectionReason && (
                <p className="notice" role="note">
                  {t("posting.rejectedNotice", { reason: job.rejectionReason })}
                </p>
              )}
              <p className="posting-card__links">
                {(job.status === "open" || job.status === "closed") && (
                  <a href={jobPages[job.id]}>{t("posting.viewPage")}</a>
                )}
                {job.status !== "draft" && (
                  <LocalLink to={`/employer/jobs/${job.id}/applicants`}>
                    {t("posting.applicants", { number: formatNumber(job.applicants) })}
                  </LocalLink>
                )}
                {job.postedByName && <span>{t("posting.postedBy", { name: job.postedByName })}</span>}
              </p>
              <JobActions job={job} csrfToken={csrfToken} state={state} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        basePath="/employer/jobs"
        params={new URLSearchParams(loaderData.status ? { status: loaderData.status } : {})}
        page={loaderData.page}
        lastPage={loaderData.lastPage}
      />
    </div>
  );
}
