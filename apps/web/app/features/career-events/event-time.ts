/** An event's day and times as the site's people read them: in the site's time zone and the page's locale. */
import { dateTimeFormat } from "@portal/domain";

export function eventTimes(
  event: { startsAt: string; endsAt: string },
  locale: string,
  timeZone: string,
): { start: string; end: string } {
  const start = dateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone }).format(
    new Date(event.startsAt),
  );
  const end = dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(new Date(event.endsAt));
  return { start, end };
}
