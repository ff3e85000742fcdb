/**
 * The staff's review queue (/staff/review): jobs held by the review rules and jobs seekers reported,
 * oldest first, each with why it waits, who posted it, the reports and the description; Approve, or
 * Reject with a reason the recruiter reads. Each decision is a form of its own (no JavaScript needed).
 */
import { attempt } from "@portal/contracts";
import { SITE_BY_ID } from "@portal/domain";
import { data, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { jobPlaceNames } from "../features/places/place-names.server.ts";
import { usePlaceName } from "../features/places/use-place-name.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, noticeMessageKey, visibleValues } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/staff-review";

export const links = accountLinks;
export const meta = accountMeta("staff.reviewTitle");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "staff");
  const [jobs, messages] = await Promise.all([
    context.services.jobReview.queue(user),
    context.services.messages.review(user),
  ]);
  return { csrfToken: context.session.csrfToken, jobs, messages, placeNames: jobPlaceNames(language, jobs) };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const user = requireUser(context, request, language, "staff");
  const intent = formText(input.intent);
  const jobId = Number(formText(input.jobId));
  const form = `${intent}-${formText(input.jobId)}`;
  const { jobReview } = context.services;
  if (intent === "release" || intent === "refuse") {
    const decided = await attempt(
      context.services.messages.decideHeld(user, Number(formText(input.messageId)), intent === "release"),
    );
    return data<FormState>(
      decided.ok
        ? { form: "page", values: {}, problems: [], notice: { messageKey: `staff.notice.${intent}d` } }
        : { form: "page", values: {}, problems: [{ messageKey: decided.error.messageKey }] },
      { status: decided.ok ? 200 : decided.error.status },
    );
  }
  const outcome =
    intent === "approve"
      ? await attempt(jobReview.approve(user, jobId))
      : intent === "reject"
        ? await attempt(jobReview.reject(user, jobId, formText(input.reason)))
        : null;
  if (!outcome)
    return data<FormState>({ form, values: {}, problems: [{ messageKey: "invalidValue" }] }, { status: 400 });
  if (!outcome.ok) {
    return data<FormState>(
      {
        form,
        values: visibleValues(input),
        problems:
          outcome.error.details.length > 0
            ? outcome.error.details
            : [{ messageKey: outcome.error.messageKey }],
      },
      { status: outcome.error.status },
    );
  }
  const notice = intent === "approve" ? "staff.notice.approved" : "staff.notice.rejected";
  return data<FormState>({ form: "page", values: {}, problems: [], notice: { messageKey: notice } });
});

export default function StaffReview({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, formatNumber } = useI18n();
  const placeName = usePlaceName();
  const state = useActionData() as FormState | undefined;
  const { jobs, messages, csrfToken } = loaderData;
  return (
    <div className="container page account-page review-page">
      <h1>{t("staff.reviewTitle")}</h1>
      <p className="account-page__intro">{t("staff.reviewIntro")}</p>
      <p className="form-notice" role="status">
        {state?.form === "page" && state.notice
          ? t(noticeMessageKey(state.notice.messageKey) as MessageKey)
          : null}
      </p>
      {jobs.length === 0 ? (
        <p>{t("staff.empty")}</p>
      ) : (
        <ul className="posting-list">
          {jobs.map((job) => (
            <li key={job.id} className="posting-card">
              <h2 className="posting-card__title">
                <bdi>{job.title}</bdi>
              </h2>
              <p className="posting-card__facts">
                <bdi>{job.companyName}</bdi>
                {" · "}
                {job.companyDomain ? (
                  <span>{t("staff.domain", { domain: job.companyDomain })}</span>
                ) : (
                  t("staff.noDomain")
                )}
                {" · "}
                {SITE_BY_ID[job.siteId].name}
                {" · "}
                <bdi>{job.locations.map(placeName).join(t("job.locationSeparator"))}</bdi>
              </p>
              {job.recruiterEmail && (
                <p>{t("staff.postedBy", { name: job.recruiterName ?? "", email: job.recruiterEmail })}</p>
              )}
              <p>{t("staff.waitingSince", { date: formatDate(job.waitingSince) })}</p>
              {job.status === "open" ? (
                <p className="notice" role="note">
                  {t("staff.stillLive")}
                </p>
              ) : (
                job.reviewReasons.length > 0 && (
                  <p className="notice" role="note">
                    {t("staff.heldBecause", {
                      reasons: job.reviewReasons.map((reason) => t(`posting.reason.${reason}`)).join("; "),
                    })}
                  </p>
                )
              )}
              {job.reports.length > 0 && (
                <>
                  <h3>{t("staff.reports", { number: formatNumber(job.reports.length) })}</h3>
                  <ul>
                    {job.reports.map((report) => (
                      <li key={`${report.createdAt}-${report.reason}`}>
                        {t(`report.reason.${report.reason}`)} · {formatDate(report.createdAt)}
                        {report.details && (
                          <>
                            {": "}
                            <bdi>{report.details}</bdi>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <details>
                <summary>{t("staff.showDescription")}</summary>
                <div
                  className="job-description"
                  dir="auto"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: descriptions are sanitised by the server before they are stored
                  dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
                />
              </details>
              <div className="posting-actions">
                <PageForm
                  csrfToken={csrfToken}
                  state={state}
                  fields={[]}
                  id={`approve-${job.id}`}
                  intent="approve"
                  hidden={{ jobId: String(job.id) }}
                  className="posting-actions__form"
                >
                  <SubmitButton isBlock={false}>
                    {t("staff.approve")}
                    <span className="visually-hidden">: {job.title}</span>
                  </SubmitButton>
                </PageForm>
                <PageForm
                  csrfToken={csrfToken}
                  state={state}
                  fields={["reason"]}
                  id={`reject-${job.id}`}
                  intent="reject"
                  hidden={{ jobId: String(job.id) }}
                  className="posting-actions__form"
                >
                  <TextField
                    name="reason"
                    label={t("staff.rejectReason")}
                    multiline
                    rows={2}
                    maxLength={500}
                    dir="auto"
                  />
                  <SubmitButton isBlock={false} variant="outline">
                    {t("staff.reject")}
                    <span className="visually-hidden">: {job.title}</span>
                  </SubmitButton>
                </PageForm>
              </div>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="held-messages">
        <h2 id="held-messages">{t("staff.heldMessages")}</h2>
        {messages.held.length === 0 ? (
          <p>{t("staff.noHeldMessages")}</p>
        ) : (
          <ul className="posting-list">
            {messages.held.map((message) => (
              <li key={message.id} className="posting-card">
                <p>
                  <bdi>{message.senderName ?? message.companyName}</bdi> ({message.companyName}) →{" "}
                  <bdi>{message.seekerName}</bdi> · <bdi>{message.jobTitle}</bdi> ·{" "}
                  {formatDate(message.sentAt)}
                </p>
                <p className="message__body" dir="auto">
                  {message.body}
                </p>
                <div className="posting-actions">
                  {(["release", "refuse"] as const).map((decision) => (
                    <PageForm
                      key={decision}
                      csrfToken={csrfToken}
                      state={undefined}
                      fields={[]}
                      id={`${decision}-${message.id}`}
                      intent={decision}
                      hidden={{ messageId: String(message.id) }}
                      className="posting-actions__form"
                    >
                      <SubmitButton isBlock={false} variant={decision === "release" ? "primary" : "outline"}>
                        {t(`staff.${decision}`)}
                        <span className="visually-hidden">: {message.seekerName}</span>
                      </SubmitButton>
                    </PageForm>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="reported-conversations">
        <h2 id="reported-conversations">{t("staff.reportedConversations")}</h2>
        {messages.reported.length === 0 ? (
          <p>{t("staff.noReportedConversations")}</p>
        ) : (
          <ul className="posting-list">
            {messages.reported.map((conversation) => (
              <li key={conversation.id} className="posting-card">
                <p>
                  <bdi>{conversation.companyName}</bdi> → <bdi>{conversation.seekerName}</bdi> ·{" "}
                  <bdi>{conversation.jobTitle}</bdi> · {formatDate(conversation.reportedAt)}
                  {conversation.reason && <> · {t(`messages.reason-${conversation.reason}` as MessageKey)}</>}
                </p>
                <ol className="conversation__messages">
                  {conversation.messages.map((message) => (
                    <li
                      key={message.sentAt}
                      className={`message${message.senderRole === "recruiter" ? "" : " message--mine"}`}
                    >
                      <p className="message__body" dir="auto">
                        {message.body}
                      </p>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
