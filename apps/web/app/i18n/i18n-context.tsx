/**
 * One translator per page render, built from the catalogue the root loader sent. Components read it
 * through `useI18n()`; nothing else in the app knows where texts come from.
 */
import type { Language } from "@portal/domain";
import { createContext, type ReactNode, useContext } from "react";
import type { MessageKey } from "./catalogue.ts";
import { formatCurrencyRange, formatDate, formatList, formatNumber, formatPostedAge } from "./format.ts";
import {
  createPartsTranslator,
  createTranslator,
  type MessagePart,
  type Messages,
  type TranslationValues,
} from "./translate.ts";

export interface I18n {
  language: Language;
  locale: string;
  t(key: MessageKey, values?: TranslationValues): string;
  /** `t`'s text cut at its placeholders, for sentences that hold elements (see `Sentence`). */
  parts(key: MessageKey, values?: TranslationValues): MessagePart[];
  formatNumber(value: number): string;
  formatDate(iso: string): string;
  /** "India, Qatar and Oman" in the page's language. */
  formatList(items: readonly string[]): string;
  /** An amount or a range in a currency, in whole units, e.g. "S$3,000–5,000". */
  formatCurrency(currency: string, min: number | null, max?: number | null): string;
  /** Age relative to the moment the page data was loaded, so server and browser render the same text. */
  formatPostedAge(iso: string): string;
}

export interface I18nInput {
  language: Language;
  locale: string;
  messages: Messages;
  now: number;
}

export function createI18n({ language, locale, messages, now }: I18nInput): I18n {
  const translate = createTranslator(messages, locale);
  const translateParts = createPartsTranslator(messages, locale);
  return {
    language,
    locale,
    t: (key, values) => translate(key, values),
    parts: (key, values) => translateParts(key, values),
    formatNumber: (value) => formatNumber(locale, value),
    formatDate: (iso) => formatDate(locale, iso),
    formatList: (items) => formatList(locale, items),
    formatCurrency: (currency, min, max = null) => formatCurrencyRange(locale, currency, min, max) ?? "",
    formatPostedAge: (iso) => formatPostedAge(locale, iso, now),
  };
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ value, children }: { value: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n needs an I18nProvider above it");
  return i18n;
}
