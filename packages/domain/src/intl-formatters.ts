/**
 * Intl formatters, one per locale and options, made once and reused. Building one looks up locale data
 * and costs far more than formatting with it; a results page formats hundreds of numbers and dates, and
 * building them on every call took about 5 % of a page's server time under load. The set of locales
 * and options is small and fixed (three languages on nine sites, a few styles), so the cache is too.
 */
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return once("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return once("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string,
  options?: Intl.RelativeTimeFormatOptions,
): Intl.RelativeTimeFormat {
  return once("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}

export function pluralRules(locale: string, options?: Intl.PluralRulesOptions): Intl.PluralRules {
  return once("plural", locale, options, () => new Intl.PluralRules(locale, options));
}

export function listFormat(locale: string, options?: Intl.ListFormatOptions): Intl.ListFormat {
  return once("list", locale, options, () => new Intl.ListFormat(locale, options));
}
