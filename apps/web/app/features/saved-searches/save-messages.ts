/**
 * How the save actions answer, and how pages word it. Actions answer with the accounts' FormState (the
 * shared `formAction` wrapper answers a bad `_csrf` that way too): problems and a notice as message
 * keys, plus a few values (`jobId`, `isSaved`, `name`) for the control that posted.
 */
import { useEffect, useState } from "react";
import type { MessageKey } from "../../i18n/catalogue.ts";
import type { I18n } from "../../i18n/i18n-context.tsx";

const OWN_PREFIXES = ["savedSearches.", "savedJobs.", "recent."];
/**
 * The other keys the save actions answer with (formAction's `csrfFailed`, refusals), worded by the
 * accounts catalogue. Listed here rather than read through the accounts' form helpers, whose lookup
 * tables would add every account message to the JavaScript of every page with a job card.
 */
const ACCOUNT_KEYS = new Set(["csrfFailed", "rateLimited", "forbidden", "invalidValue", "notFound"]);

/** The text of a problem or notice key: this feature's own keys, or a key the accounts forms know. */
export function saveMessage(
  t: I18n["t"],
  message: { messageKey: string; params?: Record<string, string | number> },
): string {
  const { messageKey } = message;
  const key = OWN_PREFIXES.some((prefix) => messageKey.startsWith(prefix))
    ? messageKey
    : ACCOUNT_KEYS.has(messageKey)
      ? `accounts.msg.${messageKey}`
      : "accounts.msg.somethingWrong";
  return t(key as MessageKey, message.params);
}

/**
 * True once the page runs in the browser. Save forms then ask for a data answer (`respond=data`)
 * instead of the redirect a page without JavaScript needs.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return isHydrated;
}
