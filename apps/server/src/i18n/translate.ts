import { isMessageCode, type Language, specMessage } from "@portal/domain";
import { isServerMessageKey, SERVER_MESSAGES } from "./messages.ts";

/**
 * The text for a message key in a language. Keys are the server's own or spec message codes;
 * an unknown key is a programming error, so it falls back to the generic failure text rather than leaking.
 */
export function translate(
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string {
  if (isMessageCode(key)) return specMessage(language, key, params);
  const text = isServerMessageKey(key) ? SERVER_MESSAGES[language][key] : SERVER_MESSAGES[language].internal;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
