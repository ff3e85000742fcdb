/**
 * Numbers, dates and ages in the reader's locale. Dates are shown in UTC so that the server's HTML and
 * the browser's hydration agree wherever either of them runs.
 */

const DAY_MS = 86_400_000;

export function formatNumber(locale: string, value: number): string {
  return new Intl.NumberFormat(locale).format(value);
}

export function formatDate(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
}

/** Whole calendar days (UTC) between a moment and now; never negative, so clock skew cannot say "in 2 days". */
export function daysSince(iso: string, now: number): number {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return 0;
  const startOfDay = (time: number) => Math.floor(time / DAY_MS);
  return Math.max(0, startOfDay(now) - startOfDay(then));
}

/** "today", "yesterday", "3 days ago", "2 months ago": the coarsest unit that still says something. */
export function formatPostedAge(locale: string, iso: string, now: number): string {
  const days = daysSince(iso, now);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  if (days < 30) return relative.format(-days, "day");
  if (days < 365) return relative.format(-Math.floor(days / 30), "month");
  return relative.format(-Math.floor(days / 365), "year");
}

/** An amount or range in a currency, whole units, e.g. "S$3,000–5,000"; null bounds are left out. */
export function formatCurrencyRange(
  locale: string,
  currency: string,
  min: number | null,
  max: number | null,
) {
  const money = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
  if (min !== null && max !== null && min !== max) return money.formatRange(min, max);
  const single = min ?? max;
  return single === null ? null : money.format(single);
}
