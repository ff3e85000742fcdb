/**
 * Staff: mock interviews (/staff/interviews). An interviewer offers times on a site (typed in the site's
 * time zone, repeated weekly if asked), sees who booked which, removes free times, cancels a booking,
 * and writes feedback once an interview has started. Fulfilment staff see every interviewer's schedule
 * and the feedback that is late. Every time is shown in its site's time zone, named.
 */
import {
  dateTimeFormat,
  FEEDBACK_TEXT_MAX,
  isSiteId,
  SITE_BY_ID,
  SITE_IDS,
  SLOT_REPEAT_WEEKS_MAX,
} from "@portal/domain";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { interviewAction } from "../features/interviews/interview-action.server.ts";
import { InterviewFacts } from "../features/interviews/interview-card.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { ChoiceGroup, PageForm, SelectField, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/staff-interviews";

export const links = accountLinks;
export const meta = accountMeta("interviews.staff.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  return {
    schedule: await context.services.interviews.schedule(staff),
    siteId: context.site.id,
    csrfToken: context.session.csrfToken,
  };
}

export const action = interviewAction("staff");

export default function StaffInterviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { schedule, siteId, csrfToken } = loaderData;
  const answer = actionData as FormState | undefined;
  const notice = answer?.notice && answer.problems.length === 0 ? answer.notice : null;
  const state = notice ? undefined : answer;
  const moment = (iso: string, timeZone: string) =>
    `${dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso))} (${timeZone})`;
  const zoneOf = (id: string) => (isSiteId(id) ? SITE_BY_ID[id].timeZone : "UTC");

  return (
    <div className="container page account-page">
      <h1>{t("interviews.staff.title")}</h1>
      <p className="account-page__intro">
        {schedule.isManager ? t("interviews.staff.managerIntro") : t("interviews.staff.intro")}
      </p>
      {notice ? (
        <p className="form-notice" role="status">
          {t(notice.messageKey as MessageKey, notice.params)}
        </p>
      ) : null}

      {schedule.canAddSlots ? (
        <section className="form-section" aria-labelledby="add-title">
          <h2 id="add-title">{t("interviews.staff.add")}</h2>
          <PageForm
            id="add-slots"
            intent="add-slots"
            csrfToken={csrfToken}
            state={state}
            fields={["siteId", "date", "time", "meetingUrl", "repeatWeeks"]}
            label={t("interviews.staff.add")}
          >
            <SelectField
              name="siteId"
              label={t("interviews.staff.site")}
              saved={siteId}
              options={SITE_IDS.map((id) => ({ value: id, label: t(`country.${id}` as MessageKey) }))}
            />
            <TextField name="date" type="date" label={t("interviews.staff.date")} />
            <TextField name="time" type="time" label={t("interviews.staff.time")} />
            <TextField
              name="meetingUrl"
              label={t("interviews.staff.meetingUrl")}
              hint={t("interviews.staff.meetingHint")}
              dir="ltr"
            />
            <SelectField
              name="repeatWeeks"
              label={t("interviews.staff.repeat")}
              saved="0"
              options={Array.from({ length: SLOT_REPEAT_WEEKS_MAX + 1 }, (_, weeks) => ({
                value: String(weeks),
                label: String(weeks),
              }))}
            />
            <SubmitButton>{t("interviews.staff.addSubmit")}</SubmitButton>
          </PageForm>
        </section>
      ) : null}

      <section className="form-section" aria-labelledby="awaiting-title">
        <h2 id="awaiting-title">{t("interviews.staff.awaiting")}</h2>
        {schedule.awaitingFeedback.length === 0 ? (
          <p>{t("interviews.staff.none")}</p>
        ) : (
          <ul className="order-list">
            {schedule.awaitingFeedback.map((interview) => (
              <li key={interview.id} className="order-card">
                <InterviewFacts
                  interview={interview}
                  moment={(iso) => moment(iso, zoneOf(interview.siteId))}
                  reader="staff"
                />
                {interview.isMine ? (
                  <PageForm
                    id={`feedback-${interview.id}`}
                    intent="feedback"
                    hidden={{ interviewId: interview.id }}
                    csrfToken={csrfToken}
                    state={state}
                    fields={["outcome", "rating", "strengths", "improvements"]}
                    label={`${t("interviews.feedback.title")}: ${interview.seekerName}, ${moment(interview.startsAt, zoneOf(interview.siteId))}`}
                  >
                    <ChoiceGroup
                      name="outcome"
                      legend={t("interviews.staff.outcome")}
                      saved={["done"]}
                      options={(["done", "no-show"] as const).map((outcome) => ({
                        value: outcome,
                        label: t(`interviews.staff.outcome.${outcome}`),
                      }))}
                    />
                    <SelectField
                      name="rating"
                      label={t("interviews.staff.rating")}
                      placeholder="—"
                      options={[1, 2, 3, 4, 5].map((rating) => ({
                        value: String(rating),
                        label: String(rating),
                      }))}
                    />
                    <TextField
                      name="strengths"
                      label={t("interviews.feedback.strengths")}
                      multiline
                      maxLength={FEEDBACK_TEXT_MAX}
                      dir="auto"
                    />
                    <TextField
                      name="improvements"
                      label={t("interviews.feedback.improvements")}
                      multiline
                      maxLength={FEEDBACK_TEXT_MAX}
                      dir="auto"
                    />
                    <SubmitButton>{t("interviews.staff.feedbackSubmit")}</SubmitButton>
                  </PageForm>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="form-section" aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">{t("interviews.staff.upcoming")}</h2>
        {schedule.upcoming.length === 0 ? (
          <p>{t("interviews.staff.none")}</p>
        ) : (
          <ul className="order-list">
            {schedule.upcoming.map((slot) => (
              <li key={slot.id} className="order-card">
                {slot.booking ? (
                  <InterviewFacts
                    interview={slot.booking}
                    moment={(iso) => moment(iso, slot.timeZone)}
                    reader="staff"
                  />
                ) : (
                  <h3 className="order-card__title">
                    <time dateTime={slot.startsAt}>{moment(slot.startsAt, slot.timeZone)}</time>{" "}
                    <span className="status-badge status-badge--open">{t("interviews.staff.free")}</span>
                  </h3>
                )}
                <p className="order-card__facts">
                  {t(`country.${slot.siteId}` as MessageKey)}
                  {schedule.isManager ? (
                    <>
                      {" · "}
                      <bdi>{t("interviews.staff.interviewer", { name: slot.interviewerName })}</bdi>
                    </>
                  ) : null}
                </p>
                {slot.booking?.canChange ? (
                  <PageForm
                    id={`cancel-${slot.booking.id}`}
                    intent="cancel"
                    hidden={{ interviewId: slot.booking.id }}
                    csrfToken={csrfToken}
                    state={state}
                    fields={[]}
                    label={`${t("interviews.staff.cancel")}: ${moment(slot.startsAt, slot.timeZone)}`}
                  >
                    <SubmitButton variant="outline" isBlock={false}>
                      {t("interviews.staff.cancel")}
                    </SubmitButton>
                  </PageForm>
                ) : null}
                {slot.booking?.canChange && schedule.interviewers.length > 1 ? (
                  <PageForm
                    id={`reassign-${slot.booking.id}`}
                    intent="reassign"
                    hidden={{ interviewId: slot.booking.id }}
                    csrfToken={csrfToken}
                    state={state}
                    fields={["interviewerId"]}
                    label={`${t("interviews.staff.reassign")}: ${moment(slot.startsAt, slot.timeZone)}`}
                    className="writing-assign"
                  >
                    <SelectField
                      name="interviewerId"
                      label={t("interviews.staff.reassign")}
                      placeholder="—"
                      options={schedule.interviewers
                        .filter((interviewer) => interviewer.name !== slot.interviewerName)
                        .map((interviewer) => ({ value: interviewer.id, label: interviewer.name }))}
                    />
                    <SubmitButton variant="outline" isBlock={false}>
                      {t("interviews.staff.reassignSubmit")}
                    </SubmitButton>
                  </PageForm>
                ) : null}
                {!slot.booking && slot.isMine ? (
                  <PageForm
                    id={`remove-${slot.id}`}
                    intent="remove-slot"
                    hidden={{ slotId: slot.id }}
                    csrfToken={csrfToken}
                    state={state}
                    fields={[]}
                    label={`${t("interviews.staff.remove")}: ${moment(slot.startsAt, slot.timeZone)}`}
                  >
                    <SubmitButton variant="outline" isBlock={false}>
                      {t("interviews.staff.remove")}
                    </SubmitButton>
                  </PageForm>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
