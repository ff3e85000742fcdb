/**
 * One career event (/career-events/<id>): what, when (the site's time), where, and registration — a
 * seeker with one button, anyone else with a name and e-mail address — then the calendar file. Event
 * data for search engines with only what the page shows. Plain form posts: works without JavaScript.
 */
import { attempt, problemsOf } from "@portal/contracts";
import { withLanguage } from "@portal/domain";
import { data } from "react-router";
import { eventTimes } from "../features/career-events/event-time.ts";
import { serializeJsonLd } from "../features/jobs/job-posting.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageMeta, rootDataFrom } from "../lib/meta.ts";
import { useNonce } from "../lib/nonce.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import { formAction, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import { type FormState, visibleValues } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/career-event";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const event = await context.services.careerEvents.get(
    context.site.id,
    language,
    params.id,
    context.session.user,
  );
  if (!event) throw notFound();
  const isOnline = /^https?:\/\//.test(event.place);
  return {
    event,
    timeZone: context.site.timeZone,
    isSeeker: context.session.user?.role === "seeker",
    csrfToken: context.session.csrfToken,
    eventJson: serializeJsonLd({
      "@context": "https://schema.org",
      "@type": "Event",
      name: event.title,
      description: event.description,
      startDate: event.startsAt,
      endDate: event.endsAt,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: isOnline
        ? "https://schema.org/OnlineEventAttendanceMode"
        : "https://schema.org/OfflineEventAttendanceMode",
      location: isOnline
        ? { "@type": "VirtualLocation", url: event.place }
        : { "@type": "Place", name: event.place, address: event.place },
      isAccessibleForFree: true,
      url: `${context.origin}${withLanguage(`/career-events/${event.id}`, language)}`,
      organizer: { "@type": "Organization", name: context.brand.name, url: context.origin },
    }),
  };
}

export const action = formAction(async ({ input, context, params }) => {
  const outcome = await attempt(
    context.services.careerEvents.register(
      context.site.id,
      params.id ?? "",
      context.session.user,
      input,
      context.session.meta,
    ),
  );
  if (!outcome.ok) {
    return data<FormState>(
      { form: "register", values: visibleValues(input), problems: problemsOf(outcome.error) },
      { status: outcome.error.status },
    );
  }
  return saved(
    {},
    { messageKey: outcome.value.isNew ? "events.registered" : "events.alreadyRegistered" },
    "registered",
  );
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  return pageMeta(rootDataFrom(matches), {
    title: loaderData.event.title,
    description: loaderData.event.description.slice(0, 160),
  });
};

export default function CareerEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const nonce = useNonce();
  const { event, timeZone, isSeeker, csrfToken, eventJson } = loaderData;
  const state = actionData as FormState | undefined;
  const times = eventTimes(event, locale, timeZone);
  const isOnline = /^https?:\/\//.test(event.place);
  const done = state?.stage === "registered" && state.notice;
  return (
    <article className="container page narrow">
      <nav aria-label={t("events.title")}>
        <LocalLink to="/career-events">{t("events.title")}</LocalLink> · {t(`events.kind.${event.kind}`)}
      </nav>
      <h1>{event.title}</h1>
      <dl className="detail-list">
        <div>
          <dt>{t("events.when")}</dt>
          <dd>
            <time dateTime={event.startsAt}>{t("events.time", times)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("events.where")}</dt>
          <dd>
            {isOnline ? (
              <a href={event.place} rel="noopener noreferrer" dir="ltr">
                {event.place.replace(/^https?:\/\//, "")}
              </a>
            ) : (
              <bdi>{event.place}</bdi>
            )}
          </dd>
        </div>
      </dl>
      {event.description.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph} dir="auto">
          {paragraph}
        </p>
      ))}
      <section aria-labelledby="event-register">
        <h2 id="event-register">{t("events.registerHeading")}</h2>
        {done ? (
          <p className="form-notice" role="status">
            {t(
              state.notice?.messageKey === "events.alreadyRegistered"
                ? "events.alreadyRegistered"
                : "events.registered",
            )}
          </p>
        ) : event.isRegistered ? (
          <p>{t("events.youAreRegistered")}</p>
        ) : (
          <PageForm
            id="register"
            csrfToken={csrfToken}
            state={state?.form === "register" ? state : undefined}
            fields={isSeeker ? [] : ["name", "email"]}
            label={t("events.registerHeading")}
          >
            {!isSeeker && (
              <>
                <TextField
                  name="name"
                  label={t("accounts.field.name")}
                  autoComplete="name"
                  maxLength={60}
                  dir="auto"
                />
                <TextField
                  name="email"
                  type="email"
                  label={t("accounts.field.email")}
                  autoComplete="email"
                  maxLength={254}
                />
              </>
            )}
            <SubmitButton isBlock={false}>{t("events.register")}</SubmitButton>
          </PageForm>
        )}
        <p>
          <a href={`/api/career-events/${event.id}/calendar.ics`} download>
            {t("events.calendar")}
          </a>
        </p>
      </section>
      <script
        type="application/ld+json"
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes every character that could end the script
        dangerouslySetInnerHTML={{ __html: eventJson }}
      />
    </article>
  );
}
