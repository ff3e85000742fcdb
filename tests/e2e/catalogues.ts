/** Journeys find things by the words a person sees, in the language of the page. */
import { ar } from "../../apps/web/app/i18n/ar.ts";
import { en } from "../../apps/web/app/i18n/en.ts";
import { hi } from "../../apps/web/app/i18n/hi.ts";
import { createTranslator } from "../../apps/web/app/i18n/translate.ts";

const catalogues = { en, hi, ar } as const;

export function text(language: keyof typeof catalogues, key: keyof typeof en): string {
  const value = (catalogues[language] as Record<string, string | undefined>)[key];
  if (value === undefined) throw new Error(`No ${language} text for ${key}`);
  return value;
}

/** A text with a count in the plural form the page picks ("1 day", Arabic "يومين"), as on the India site. */
export function counted(language: keyof typeof catalogues, key: string, count: number): string {
  return createTranslator(catalogues[language], `${language}-IN`)(key, { count });
}
