/**
 * The whole i18n engine: flat catalogues of key → text with `{name}` placeholders, and plural forms
 * stored as `key.<category>` entries chosen with Intl.PluralRules (ICU's categories, so Arabic can
 * say zero/one/two/few/many/other while English needs only one/other).
 */

import { numberFormat, pluralRules } from "@portal/domain";

export const PLURAL_CATEGORIES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

export type Messages = Readonly<Record<string, string>>;
export type TranslationValues = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: TranslationValues) => string;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholder names a text uses, sorted, so catalogues can be compared language by language. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(PLACEHOLDER), (match) => match[1] ?? ""))].sort();
}

/** The key without its plural suffix: "jobsFound.other" → "jobsFound"; other keys are their own base. */
export function pluralBase(key: string): string | null {
  const dot = key.lastIndexOf(".");
  if (dot === -1) return null;
  const suffix = key.slice(dot + 1);
  return (PLURAL_CATEGORIES as readonly string[]).includes(suffix) ? key.slice(0, dot) : null;
}

/** Plural categories a language must provide for every pluralised key. */
export function requiredPluralCategories(locale: string): PluralCategory[] {
  return pluralRules(locale).resolvedOptions().pluralCategories as PluralCategory[];
}

/**
 * Numbers are written in the reader's locale (grouping, digits); pass a string for values that must
 * stay as they are, such as years or codes.
 */
export function interpolate(
  template: string,
  values: TranslationValues | undefined,
  numbers: Intl.NumberFormat,
) {
  if (!values) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? numbers.format(value) : value;
  });
}

/** A translated text cut at its placeholders, so a page can put elements (a `<bdi>`, a styled number) there. */
export type MessagePart = string | { name: string; text: string };

/** `interpolate`'s text as parts: literal text, and each filled placeholder with its name. */
export function interpolateParts(
  template: string,
  values: TranslationValues | undefined,
  numbers: Intl.NumberFormat,
): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? "";
    const value = values?.[name];
    if (value === undefined) continue;
    if (match.index > last) parts.push(template.slice(last, match.index));
    parts.push({ name, text: typeof value === "number" ? numbers.format(value) : value });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push(template.slice(last));
  return parts;
}

export type TranslateParts = (key: string, values?: TranslationValues) => MessagePart[];

/**
 * The template of a key for one language: a numeric `count` selects the plural form (the `other` form
 * when a language lacks the category); undefined when the key does not exist.
 */
function templateFinder(messages: Messages, locale: string) {
  const plurals = pluralRules(locale);
  return (key: string, values: TranslationValues | undefined): string | undefined => {
    const count = values?.count;
    if (typeof count === "number") {
      const plural = messages[`${key}.${plurals.select(count)}`] ?? messages[`${key}.other`];
      if (plural !== undefined) return plural;
    }
    return messages[key];
  };
}

/**
 * A `t(key, values)` for one language. A numeric `count` selects the plural form; a missing key shows
 * itself, which the catalogue test prevents from ever reaching a reader.
 */
export function createTranslator(messages: Messages, locale: string): Translate {
  const templateOf = templateFinder(messages, locale);
  const numbers = numberFormat(locale);
  return (key, values) => {
    const template = templateOf(key, values);
    return template === undefined ? key : interpolate(template, values, numbers);
  };
}

/** Like `createTranslator`, with the text cut at its placeholders (see `MessagePart`). */
export function createPartsTranslator(messages: Messages, locale: string): TranslateParts {
  const templateOf = templateFinder(messages, locale);
  const numbers = numberFormat(locale);
  return (key, values) => {
    const template = templateOf(key, values);
    return template === undefined ? [key] : interpolateParts(template, values, numbers);
  };
}
