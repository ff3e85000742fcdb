/**
 * Which days a Featured Profile's "before and during" compares, from the seeker's featured periods
 * (profile_boosts of kind "featured": Featured Profile and Career Booster). Pure: the service reads the
 * periods and counts the days.
 *
 * - A renewal starts when the period before it ends, so periods that touch or overlap are one period.
 * - The latest period that has started is compared, running or ended.
 * - Only whole UTC days count: today has not ended, and appearances are kept per day. A period bought in
 *   the afternoon starts and ends in the afternoon: its first day counts as "during" and the day it ends
 *   does not, so a 30-day period compares 30 days.
 * - "Before" is the same number of days just before the start day, fewer when the account is younger.
 */
import { utcDay } from "./search-appearances.ts";

const DAY_MS = 86_400_000;

export interface Period {
  startsAt: Date;
  endsAt: Date;
}

export interface DayWindow {
  from: string | null;
  to: string | null;
  days: number;
}

export interface FeaturedWindows {
  period: Period;
  isRunning: boolean;
  before: DayWindow;
  during: DayWindow;
}

function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(day) + days * DAY_MS));
}

/** The earlier (or later) of two YYYY-MM-DD days: they sort as text. */
const earlier = (a: string, b: string) => [a, b].sort()[0] ?? a;
const later = (a: string, b: string) => [a, b].sort()[1] ?? a;

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
}

function dayWindow(from: string, to: string): DayWindow {
  const days = daysFrom(from, to);
  return days > 0 ? { from, to, days } : { from: null, to: null, days: 0 };
}

/** Periods that touch or overlap joined, in start order. */
export function joinPeriods(periods: readonly Period[]): Period[] {
  const joined: Period[] = [];
  for (const period of [...periods].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const last = joined.at(-1);
    if (last && period.startsAt.getTime() <= last.endsAt.getTime()) {
      if (period.endsAt > last.endsAt) last.endsAt = period.endsAt;
    } else joined.push({ ...period });
  }
  return joined;
}

export function featuredWindows(
  periods: readonly Period[],
  now: Date,
  accountCreatedAt: Date,
): FeaturedWindows | null {
  const period = joinPeriods(periods)
    .filter((candidate) => candidate.startsAt <= now)
    .at(-1);
  if (!period) return null;
  const isRunning = period.endsAt > now;
  const yesterday = addDays(utcDay(now), -1);
  const startDay = utcDay(period.startsAt);
  const periodDays = Math.max(1, Math.round((period.endsAt.getTime() - period.startsAt.getTime()) / DAY_MS));
  const lastDayOfPeriod = addDays(startDay, periodDays - 1);
  const during = dayWindow(startDay, earlier(lastDayOfPeriod, yesterday));
  const accountDay = utcDay(accountCreatedAt);
  const beforeFrom = addDays(startDay, -during.days);
  const before =
    during.days === 0
      ? { from: null, to: null, days: 0 }
      : dayWindow(later(beforeFrom, accountDay), addDays(startDay, -1));
  return { period, isRunning, before, during };
}
