/**
 * A seeker's mock interviews (/seeker/mock-interviews/:serviceId, from "Subscriptions"): how many of the
 * plan's interviews are booked or held, each booking with its meeting link and calendar file (moved or
 * cancelled here until the cutoff), the feedback afterwards, and the free times to book, all in the
 * site's time zone. Plain forms: it all works without JavaScript.
 */
import { attempt, type BookableSlot } from "@portal/contracts";
import {
  BOOKING_HORIZON_DAYS,
  CHANGE_CUTOFF_HOURS,
  dateTimeFormat,
  INTERVIEW_FOCUS_MAX,
  RESCHEDULES_MAX,
} from "@portal/domain";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { interviewAction } from "../features/interviews/interview-action.server.ts";
import { InterviewFacts } from "../features/interviews/interview-card.tsx";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { PageForm, SelectField, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-mock-interviews";

export const links = accountLinks;
export const meta = accountMeta("interviews.pageTitle");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  const found = await attempt(context.services.interviews.workspace(seeker, params.serviceId ?? ""));
  if (!found.ok) throw notFound();
  return { workspace: found.value, csrfToken: context.session.csrfToken };
}

export const action = interviewAction("seeker");

export default function SeekerMockInterviews({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { workspace, csrfToken } = loaderData;
  const answer = actionData as FormState | undefined;
  const notice = answer?.notice && answer.problems.length === 0 ? answer.notice : null;
  const state = notice ? undefined : answer;
  const { timeZone } = workspace;
  const moment = (iso: string) =>
    dateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(new Date(iso));
  const day = (iso: string) => dateTimeFormat(locale, { dateStyle: "full", timeZone }).format(new Date(iso));
  const clock = (iso: string) =>
    dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(iso));
  /** Free times by day, for a select with one group per day. */
  const slotGroups = (slots: readonly BookableSlot[]) => {
    const groups = new Map<string, { label: string; options: { value: string; label: string }[] }>();
    for (const slot of slots) {
      const label = day(slot.startsAt);
      const group = groups.get(label) ?? { label, options: [] };
      group.options.push({
        value: slot.id,
        label: t("interviews.slot", { date: clock(slot.startsAt), name: slot.interviewerName }),
      });
      groups.set(label, group);
    }
    return [...groups.values()];
  };
  const groups = slotGroups(workspace.slots);

  return (
    <div className="container page narrow account-page">
      <p>
        <LocalLink to="/seeker/subscriptions">{t("store.subs.title")}</LocalLink>
      </p>
      <h1>{t("interviews.pageTitle")}</h1>
      <ul className="writing-facts">
        <li>{t("writing.order", { order: workspace.orderNumber })}</li>
        <li>
          {t("interviews.sessions", { used: workspace.sessionsUsed, allowed: workspace.sessionsAllowed })}
        </li>
        <li>{t("interviews.intro", { zone: timeZone })}</li>
      </ul>
      {workspace.state !== "open" ? (
        <p className="form-notice">{t(`interviews.state.${workspace.state}` as MessageKey)}</p>
      ) : null}
      {notice ? (
        <p className="form-notice" role="status">
          {t(notice.messageKey as MessageKey, notice.params)}
        </p>
      ) : null}

      <section className="form-section" aria-labelledby="interviews-title">
        <h2 id="interviews-title">{t("interviews.booked.title")}</h2>
        <p className="field__hint">
          {t("interviews.changeRule", { hours: CHANGE_CUTOFF_HOURS, max: RESCHEDULES_MAX })}
        </p>
        {workspace.interviews.length === 0 ? (
          <p>{t("interviews.none")}</p>
        ) : (
          <ul className="order-list">
            {workspace.interviews.map((interview) => (
              <li key={interview.id} className="order-card">
                <InterviewFacts interview={interview} moment={moment} reader="seeker" />
                {interview.status === "booked" && !interview.canChange ? (
                  <p className="field__hint">{t("interviews.locked")}</p>
                ) : null}
                {interview.canChange && interview.reschedules < RESCHEDULES_MAX && groups.length > 0 ? (
                  <PageForm
                    id={`move-${interview.id}`}
                    intent="move"
                    hidden={{ interviewId: interview.id }}
                    csrfToken={csrfToken}
                    state={state}
                    fields={["slotId"]}
                    label={`${t("interviews.moveTitle")}: ${moment(interview.startsAt)}`}
                  >
                    <SelectField
                      name="slotId"
                      label={t("interviews.moveTitle")}
                      options={[]}
                      groups={groups}
                      placeholder="—"
                    />
                    <SubmitButton variant="outline" isBlock={false}>
                      {t("interviews.move")}
                    </SubmitButton>
                  </PageForm>
                ) : null}
                {interview.canChange ? (
                  <PageForm
                    id={`cancel-${interview.id}`}
                    intent="cancel"
                    hidden={{ interviewId: interview.id }}
                    csrfToken={csrfToken}
                    state={state}
                    fields={[]}
                    label={`${t("interviews.cancel")}: ${moment(interview.startsAt)}`}
                  >
                    <SubmitButton variant="outline" isBlock={false}>
                      {t("interviews.cancel")}
                    </SubmitButton>
                  </PageForm>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {workspace.canBook ? (
        <section className="form-section" aria-labelledby="book-title">
          <h2 id="book-title">{t("interviews.book.title")}</h2>
          {groups.length === 0 ? (
            <p>{t("interviews.book.noSlots", { days: BOOKING_HORIZON_DAYS })}</p>
          ) : (
            <PageForm
              id="book"
              intent="book"
              csrfToken={csrfToken}
              state={state}
              fields={["slotId", "focus"]}
              label={t("interviews.book.title")}
            >
              <SelectField
                name="slotId"
                label={t("interviews.book.slot")}
                options={[]}
                groups={groups}
                placeholder="—"
              />
              <TextField
                name="focus"
                label={t("interviews.book.focusLabel")}
                maxLength={INTERVIEW_FOCUS_MAX}
                dir="auto"
              />
              <SubmitButton>{t("interviews.book.submit")}</SubmitButton>
            </PageForm>
          )}
        </section>
      ) : null}
    </div>
  );
}
