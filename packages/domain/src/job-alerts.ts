/**
 * Job alerts: how often they are sent, how many one address may hold, how many jobs an e-mail shows,
 * and when the next e-mail of a daily or weekly alert is due (in the morning of the site's time zone).
 */
import { dateTimeFormat } from "./intl-formatters.ts";

export const ALERT_FREQUENCIES = ["daily", "weekly", "instant"] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = "daily";

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === "string" && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

export const JOB_ALERT_LIMITS = {
  /** Alerts one e-mail address may hold on one site; the next asks which one to replace. */
  perAddressAndSite: 5,
  /** Jobs an alert e-mail shows, best first; a link leads to all of them. */
  jobsPerEmail: 20,
  /** An instant alert sends at most one e-mail in this many minutes (the rest wait for the next). */
  instantIntervalMinutes: 60,
} as const;

/** Local hour (site time zone) at which daily and weekly alerts go out. */
export const ALERT_SEND_HOUR = 7;
/** Weekly alerts go out on this weekday (1 = Monday, as in ISO 8601). */
export const WEEKLY_ALERT_WEEKDAY = 1;

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

function localParts(instant: Date, timeZone: string): LocalParts {
  const format = dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    weekday: "short",
  });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(String(parts.weekday)),
  };
}

/** The instant at which the clocks of `timeZone` show the given local date and time. */
export function zonedTime(
  local: { year: number; month: number; day: number; hour: number; minute?: number },
  timeZone: string,
): Date {
  const wanted = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute ?? 0);
  // The zone's offset at a first guess, then again at the result (a daylight-saving change in between).
  let guess = wanted;
  for (let round = 0; round < 2; round += 1) {
    const shown = localParts(new Date(guess), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    guess += wanted - shownAsUtc;
  }
  return new Date(guess);
}

/**
 * When a daily or weekly alert's next e-mail is due: the first ALERT_SEND_HOUR (on
 * WEEKLY_ALERT_WEEKDAY for weekly alerts) of the site's time zone strictly after `after`. Instant
 * alerts are not on a clock: they run when jobs are posted.
 */
export function nextScheduledAlertRun(
  frequency: Exclude<AlertFrequency, "instant">,
  timeZone: string,
  after: Date,
): Date {
  const today = localParts(after, timeZone);
  for (let days = 0; days <= 7; days += 1) {
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + days));
    if (frequency === "weekly" && date.getUTCDay() !== WEEKLY_ALERT_WEEKDAY % 7) continue;
    const candidate = zonedTime(
      {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: ALERT_SEND_HOUR,
      },
      timeZone,
    );
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  throw new Error(`no ${frequency} alert run within a week of ${after.toISOString()}`);
}
