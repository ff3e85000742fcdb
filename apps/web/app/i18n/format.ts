/**
 * Numbers, dates and ages in the reader's locale. Dates are shown in UTC so that the server's HTML and
 * the browser's hydration agree wherever either of them runs.
 */

import {
  currencyLabel,
  dateTimeFormat,
  isLanguage,
  listFormat,
  numberFormat,
  relativeTimeFormat,
} from "@portal/domain";

const DAY_MS = 86_400_000;

export function formatNumber(locale: string, value: number): string {
  return numberFormat(locale).format(value);
}

/** "India, Qatar and Oman" in the reader's language. */
export function formatList(locale: string, items: readonly string[]): string {
  return listFormat(locale, { type: "conjunction" }).format(items);
}

export function formatDate(locale: string, iso: string): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
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
  const relative = relativeTimeFormat(locale, { numeric: "auto" });
  if (days < 30) return relative.format(-days, "day");
  if (days < 365) return relative.format(-Math.floor(days / 30), "month");
  return relative.format(-Math.floor(days / 365), "year");
}

/**
 * An amount or range in a currency, whole units, e.g. "S$3,000 – S$5,000"; null bounds are left out.
 * The locale places the figures and the sign; the sign is the portal's own label for the currency in
 * the locale's language (`currencyLabel`), so a Singapore salary never shows a bare "$" and an Arabic
 * page shows "د.إ" rather than "AED".
 */
export function formatCurrencyRange(
  locale: string,
  currency: string,
  min: number | null,
  max: number | null,
) {
  const money = numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
  const language = new Intl.Locale(locale).language;
  const label = currencyLabel(currency, isLanguage(language) ? language : "en");
  const text = (parts: readonly { type: string; value: string }[]) =>
    parts.map((part) => (part.type === "currency" ? label : part.value)).join("");
  if (min !== null && max !== null && min !== max) return text(money.formatRangeToParts(min, max));
  const single = min ?? max;
  return single === null ? null : text(money.formatToParts(single));
}
