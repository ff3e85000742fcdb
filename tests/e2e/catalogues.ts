/** Journeys find things by the words a person sees, in the language of the page. */
import { ar } from "../../apps/web/app/i18n/ar";
import { en } from "../../apps/web/app/i18n/en";
import { hi } from "../../apps/web/app/i18n/hi";

const catalogues = { en, hi, ar } as const;

export function text(language: keyof typeof catalogues, key: keyof typeof en): string {
  const value = (catalogues[language] as Record<string, string | undefined>)[key];
  if (value === undefined) throw new Error(`No ${language} text for ${key}`);
  return value;
}
