/** The spec's messages as catalogue entries (`spec.<code>`), from the one shared source in @portal/domain. */
import { type Language, type MessageCode, SPEC_MESSAGE_TEXTS } from "@portal/domain";

export type SpecCatalogue = { readonly [K in MessageCode as `spec.${K}`]: string };

export function specCatalogue(language: Language): SpecCatalogue {
  const entries = Object.entries(SPEC_MESSAGE_TEXTS[language]).map(([code, text]) => [`spec.${code}`, text]);
  return Object.fromEntries(entries) as SpecCatalogue;
}
