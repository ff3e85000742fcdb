/**
 * One application for a recruiter of the job's company (/employer/applications/:applicationId).
 * Opening it marks it viewed (the seeker sees "Viewed by the recruiter"); the recruiter shortlists or
 * rejects it with a form that works without JavaScript. Any other recruiter gets a 404.
 */

import {
  attempt,
  problemsOf,
  RECRUITER_STATUSES,
  type RecruiterStatus,
  resumeDownloadPath,
} from "@portal/contracts";
import { profileNameIn } from "@portal/domain";
import { data, Form, redirect, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { applicationMessage } from "../features/applications/application-messages.ts";
import { yearsAndMonths } from "../i18n/durations.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { localizeHref } from "../lib/localized-path.ts";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { formAction } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-application";

export const links = accountLinks;
export const meta = accountMeta("applications.employer.detailTitle");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const recruiter = requireUser(context, request, pageLanguage(params, request), "recruiter");
  const opened = await attempt(
    context.services.applications.openApplication(recruiter, params.applicationId ?? ""),
  );
  if (!opened.ok) throw notFound();
  const application = opened.value;
  const { seekerId, profileId } = application;
  const [job, resume, notes] = await Promise.all([
    context.services.jobs.getJob(context.site.id, application.jobId),
    profileId ? context.services.resumes.resumeForRecruiter(recruiter, seekerId, profileId) : null,
    context.services.applications.notes(recruiter, application.applicationId),
  ]);
  return {
    application,
    resume,
    notes,
    title: job?.title ?? `#${application.jobId}`,
    csrfToken: context.session.csrfToken,
  };
}

export const action = formAction(async ({ input, context, params, language }) => {
  const user = context.session.user;
  if (user?.role !== "recruiter") {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "forbidden" }] },
      { status: 403 },
    );
  }
  if (input.intent === "message") {
    const application = await attempt(
      context.services.applications.openApplication(user, params.applicationId ?? ""),
    );
    if (!application.ok) throw notFound();
    const started = await attempt(
      context.services.messages.start(
        user,
        {
          seekerId: application.value.seekerId,
          jobId: application.value.jobId,
          body: input.body,
        },
        context.session.meta,
      ),
    );
    if (!started.ok) {
      return data<FormState>(
        { form: "message", values: visibleValues(input), problems: problemsOf(started.error) },
        { status: started.error.status },
      );
    }
    throw redirect(localizeHref(`/employer/messages/${started.value.conversationId}`, language));
  }
  if (input.intent === "note") {
    const added = await attempt(
      context.services.applications.addNote(user, params.applicationId ?? "", input.text),
    );
    if (!added.ok) {
      if (added.error.code === "NOT_FOUND") throw notFound();
      return data<FormState>(
        { form: "note", values: visibleValues(input), problems: problemsOf(added.error) },
        { status: added.error.status },
      );
    }
    return data<FormState>({ form: "note", values: {}, problems: [], notice: { messageKey: "notes.added" } });
  }
  const status = typeof input.status === "string" ? input.status : "";
  if (!(RECRUITER_STATUSES as readonly string[]).includes(status)) {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "invalidValue" }] },
      { status: 400 },
    );
  }
  const outcome = await attempt(
    context.services.applications.setStatus(user, params.applicationId ?? "", status as RecruiterStatus),
  );
  if (!outcome.ok) {
    if (outcome.error.code === "NOT_FOUND") throw notFound();
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "applications.list.notChangeable" }] },
      { status: 409 },
    );
  }
  return data<FormState>({
    values: { status },
    problems: [],
    notice: { messageKey: "applications.employer.changed", params: { status } },
  });
});

export default function EmployerApplication({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, language } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { application, title, csrfToken } = loaderData;
  // The note form tells its own answer; the rest of the page tells the status form's.
  const statusState = state?.form === "note" || state?.form === "message" ? undefined : state;
  const problem = statusState?.problems[0];
  const experience = application.profile?.experience ?? null;
  const notice = statusState?.notice;
  return (
    <div className="container page narrow account-page employer-application">
      <h1>
        <Sentence message="applications.employer.detailHeading" values={{ name: application.seekerName }} />
      </h1>
      <p className="account-page__intro">
        <Sentence message="applications.employer.forJob" values={{ title }} />
      </p>
      {problem && (
        <p className="form-summary" role="alert">
          {applicationMessage(t, problem)}
        </p>
      )}
      <p className="form-notice" role="status">
        {notice && !problem
          ? t("applications.employer.changed", {
              status: t(`applications.status.${application.status}`),
            })
          : null}
      </p>
      <dl className="detail-list">
        <div>
          <dt>{t("applications.employer.status")}</dt>
          <dd>{t(`applications.status.${application.status}`)}</dd>
        </div>
        <div>
          <dt>{t("applications.employer.appliedAt")}</dt>
          <dd>{formatDate(application.appliedAt)}</dd>
        </div>
        {application.profile ? (
          <>
            {application.profileName && (
              <div>
                <dt>{t("applications.employer.profileSent")}</dt>
                <dd>
                  <bdi>{profileNameIn(application.profileName, language)}</bdi>
                </dd>
              </div>
            )}
            <div>
              <dt>{t("applications.employer.experience")}</dt>
              <dd>
                {experience === null
                  ? t("applications.employer.notStated")
                  : experience.isFresher
                    ? t("applications.employer.fresher")
                    : yearsAndMonths(t, experience.years, experience.months)}
              </dd>
            </div>
            <div>
              <dt>{t("applications.employer.location")}</dt>
              <dd>
                {application.profile.currentLocation ? (
                  <bdi>{application.profile.currentLocation}</bdi>
                ) : (
                  t("applications.employer.notStated")
                )}
              </dd>
            </div>
            <div>
              <dt>{t("applications.employer.skills")}</dt>
              <dd>
                {application.profile.skills.length > 0 ? (
                  <bdi>{application.profile.skills.join(", ")}</bdi>
                ) : (
                  t("applications.employer.notStated")
                )}
              </dd>
            </div>
            {loaderData.resume && (
              <div>
                <dt>{t("resumes.heading")}</dt>
                <dd>
                  <a href={resumeDownloadPath(loaderData.resume.id)} download>
                    {t("resumes.recruiterDownload")}
                  </a>
                </dd>
              </div>
            )}
          </>
        ) : (
          <div>
            <dt>{t("applications.employer.experience")}</dt>
            <dd>{t("applications.employer.noProfile")}</dd>
          </div>
        )}
      </dl>
      <Form method="post" className="status-actions">
        <input type="hidden" name="_csrf" value={csrfToken} />
        <button type="submit" name="status" value="shortlisted" className="button button--primary">
          {t("applications.employer.shortlist")}
        </button>
        <button type="submit" name="status" value="rejected" className="button button--outline">
          {t("applications.employer.reject")}
        </button>
      </Form>
      <section aria-labelledby="application-message">
        <h2 id="application-message">{t("messages.writeHeading")}</h2>
        <p className="account-page__intro">{t("messages.writeIntro")}</p>
        <PageForm
          csrfToken={csrfToken}
          state={state?.form === "message" ? state : undefined}
          fields={["body"]}
          id="message"
          intent="message"
        >
          <TextField name="body" label={t("messages.reply")} multiline rows={3} maxLength={2000} dir="auto" />
          <SubmitButton isBlock={false}>{t("messages.send")}</SubmitButton>
        </PageForm>
      </section>
      <section aria-labelledby="application-notes">
        <h2 id="application-notes">{t("notes.heading")}</h2>
        <p className="account-page__intro">{t("notes.private")}</p>
        {loaderData.notes.length === 0 ? (
          <p>{t("notes.none")}</p>
        ) : (
          <ul className="application-notes">
            {loaderData.notes.map((note) => (
              <li key={note.id}>
                <p className="application-notes__text" dir="auto">
                  {note.text}
                </p>
                <p className="application-notes__meta">
                  {t("notes.by", {
                    name: note.isYours ? t("notes.you") : (note.authorName ?? t("notes.former")),
                    date: formatDate(note.createdAt),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <PageForm csrfToken={csrfToken} state={state} fields={["text"]} id="note" intent="note">
          <TextField name="text" label={t("notes.add")} multiline rows={3} maxLength={2000} dir="auto" />
          <SubmitButton isBlock={false}>{t("notes.save")}</SubmitButton>
        </PageForm>
      </section>
      <details className="application__history" open>
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
      <p className="account-links">
        <LocalLink to={`/employer/seeker/${application.seekerId}`}>
          {t("applications.employer.viewProfile")}
        </LocalLink>
        <LocalLink to={`/employer/jobs/${application.jobId}/applicants`}>
          {t("applications.employer.back")}
        </LocalLink>
      </p>
    </div>
  );
}
