/**
 * Staff: career events (/staff/events; the content area; spec: career events publish). The site's
 * events with their registrations, each published or withdrawn with a button and opened for editing by a
 * link; one form writes a new event or edits the one opened, in the three languages, times in the site's
 * time zone. Plain forms: they work without JavaScript.
 */
import { attempt, problemsOf, type StaffCareerEvent } from "@portal/contracts";
import {
  CAREER_EVENT_DESCRIPTION_MAX,
  CAREER_EVENT_KINDS,
  CAREER_EVENT_TEXT_MAX,
  dateTimeFormat,
  LANGUAGES,
} from "@portal/domain";
import { data } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SelectField, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/staff-events";

export const links = accountLinks;
export const meta = accountMeta("staff.events.title");

const FIELDS = [
  "kind",
  ...["title", "description"].flatMap((field) => LANGUAGES.map((language) => `${field}.${language}`)),
  "date",
  "startTime",
  "endTime",
  "place",
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  const events = await context.services.careerEvents.staffList(staff, context.site.id);
  const editId = new URL(request.url).searchParams.get("edit");
  return {
    events,
    editing: events.find((event) => event.id === editId) ?? null,
    timeZone: context.site.timeZone,
    csrfToken: context.session.csrfToken,
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const staff = requireUser(context, request, language, "staff");
  const intent = formText(input.intent);
  if (intent === "publish" || intent === "withdraw") {
    await context.services.careerEvents.publish(staff, formText(input.id), intent === "publish");
    return saved({}, { messageKey: "staff.events.saved" }, "published");
  }
  const id = formText(input.id) || null;
  const written = await attempt(context.services.careerEvents.save(staff, context.site.id, id, input));
  if (!written.ok) {
    return data<FormState>(
      { form: "event", values: visibleValues(input), problems: problemsOf(written.error) },
      { status: written.error.status },
    );
  }
  return saved({}, { messageKey: "staff.events.saved" }, "saved");
});

/** The saved event's day and times in the site's zone, as the form's fields want them. */
function formValues(event: StaffCareerEvent | null, timeZone: string): Record<string, string> {
  if (!event) return {};
  const part = (at: string, options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat("en-CA", { timeZone, ...options }).format(new Date(at));
  const time = (at: string) => part(at, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  return {
    kind: event.kind,
    date: part(event.startsAt, { year: "numeric", month: "2-digit", day: "2-digit" }),
    startTime: time(event.startsAt),
    endTime: time(event.endsAt),
    place: event.place,
    ...Object.fromEntries(
      LANGUAGES.flatMap((language) => [
        [`title.${language}`, event.title[language]],
        [`description.${language}`, event.description[language]],
      ]),
    ),
  };
}

export default function StaffEvents({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const { events, editing, timeZone, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  const saved = formValues(editing, timeZone);
  const languageName = (language: string) => t(`courses.language.${language}` as MessageKey);
  const when = (at: string) =>
    dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(at));
  return (
    <div className="container page account-page">
      <h1>{t("staff.events.title")}</h1>
      <p className="account-page__intro">{t("staff.events.intro")}</p>
      {state?.stage && state.notice ? (
        <p className="form-notice" role="status">
          {t("staff.events.saved")}
        </p>
      ) : null}
      {events.length === 0 ? (
        <p>{t("staff.events.none")}</p>
      ) : (
        <ol className="order-list">
          {events.map((event) => (
            <li key={event.id} className="order-card">
              <p className="order-card__facts">
                {t(`events.kind.${event.kind}`)} · {when(event.startsAt)} ·{" "}
                {event.publishedAt ? t("staff.events.published") : t("staff.events.draft")} ·{" "}
                {t("staff.events.registrations", { count: event.registrations })}
              </p>
              <h2 dir="auto">
                <LocalLink to={`/staff/events?edit=${event.id}`}>{event.title.en}</LocalLink>
              </h2>
              <PageForm
                id={`publish-${event.id}`}
                intent={event.publishedAt ? "withdraw" : "publish"}
                hidden={{ id: event.id }}
                csrfToken={csrfToken}
                state={undefined}
                fields={[]}
              >
                <SubmitButton variant="outline" isBlock={false}>
                  {event.publishedAt ? t("staff.events.withdraw") : t("staff.events.publish")}
                </SubmitButton>
              </PageForm>
            </li>
          ))}
        </ol>
      )}
      <section aria-labelledby="event-form">
        <h2 id="event-form">{editing ? editing.title.en : t("staff.events.new")}</h2>
        <PageForm
          key={`${editing?.id ?? "new"}-${state?.stage ?? ""}`}
          id="event"
          intent="save"
          hidden={editing ? { id: editing.id } : {}}
          csrfToken={csrfToken}
          state={state?.form === "event" ? state : undefined}
          fields={FIELDS}
          label={t("staff.events.new")}
        >
          <SelectField
            name="kind"
            label={t("staff.events.kind")}
            saved={saved.kind ?? "job-fair"}
            options={CAREER_EVENT_KINDS.map((kind) => ({ value: kind, label: t(`events.kind.${kind}`) }))}
          />
          {LANGUAGES.map((language) => (
            <TextField
              key={`title.${language}`}
              name={`title.${language}`}
              label={t("staff.events.titleField", { language: languageName(language) })}
              saved={saved[`title.${language}`]}
              maxLength={CAREER_EVENT_TEXT_MAX}
              dir={language === "ar" ? "rtl" : "ltr"}
            />
          ))}
          {LANGUAGES.map((language) => (
            <TextField
              key={`description.${language}`}
              name={`description.${language}`}
              label={t("staff.events.description", { language: languageName(language) })}
              saved={saved[`description.${language}`]}
              multiline
              rows={4}
              maxLength={CAREER_EVENT_DESCRIPTION_MAX}
              dir={language === "ar" ? "rtl" : "ltr"}
            />
          ))}
          <TextField name="date" type="date" label={t("staff.events.date")} saved={saved.date} />
          <TextField
            name="startTime"
            type="time"
            label={t("staff.events.startTime")}
            saved={saved.startTime}
          />
          <TextField name="endTime" type="time" label={t("staff.events.endTime")} saved={saved.endTime} />
          <TextField
            name="place"
            label={t("staff.events.place")}
            saved={saved.place}
            maxLength={300}
            dir="auto"
          />
          <SubmitButton isBlock={false}>{t("staff.events.save")}</SubmitButton>
        </PageForm>
      </section>
    </div>
  );
}
