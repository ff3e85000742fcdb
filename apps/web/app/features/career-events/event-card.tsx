/** An event in a list (events page, home page): its kind, title linking to it, and when. */
import type { CareerEvent } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import { eventTimes } from "./event-time.ts";

export function EventCard({
  event,
  timeZone,
  headingLevel = 2,
}: {
  event: CareerEvent;
  timeZone: string;
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const times = eventTimes(event, locale, timeZone);
  return (
    <article className="event-card">
      <p className="article-card__category">{t(`events.kind.${event.kind}`)}</p>
      <Heading className="article-card__title">
        <LocalLink to={`/career-events/${event.id}`}>{event.title}</LocalLink>
      </Heading>
      <p>
        <time dateTime={event.startsAt}>{t("events.time", times)}</time>
      </p>
      {event.isRegistered && <p className="field__hint">{t("events.youAreRegistered")}</p>}
    </article>
  );
}
