import { type Language, SPEC_MESSAGES } from "@portal/domain";
import { isServerMessageKey, SERVER_MESSAGES } from "./messages";

/**
 * The text for a message key in a language. Keys are the server's own or spec message codes;
 * an unknown key is a programming error, so it falls back to the generic failure text rather than leaking.
 */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  let text: string;
  if (isServerMessageKey(key)) {
    text = SERVER_MESSAGES[language][key];
  } else if (Object.hasOwn(SPEC_MESSAGES, key)) {
    text = SPEC_MESSAGE_TRANSLATIONS[language]?.[key] ?? SPEC_MESSAGES[key as keyof typeof SPEC_MESSAGES];
  } else {
    text = SERVER_MESSAGES[language].internal;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** Filled from the shared catalogue once it exists; English spec texts are the fallback. */
const SPEC_MESSAGE_TRANSLATIONS: Partial<Record<Language, Record<string, string>>> = {};
