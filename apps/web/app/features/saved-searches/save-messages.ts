/**
 * How the save actions answer, and how pages word it. Actions answer with the accounts' FormState (the
 * shared `formAction` wrapper answers a bad `_csrf` that way too): problems and a notice as message
 * keys, plus a few values (`jobId`, `isSaved`, `name`) for the control that posted.
 */
import { useEffect, useState } from "react";
import type { MessageKey } from "../../i18n/catalogue";
import type { I18n } from "../../i18n/i18n-context";
import { problemMessageKey } from "../accounts/form-state";

const OWN_PREFIXES = ["savedSearches.", "savedJobs.", "recent."];

/** The text of a problem or notice key: this feature's own keys, or a key the accounts forms know. */
export function saveMessage(
  t: I18n["t"],
  message: { messageKey: string; params?: Record<string, string | number> },
): string {
  const key = OWN_PREFIXES.some((prefix) => message.messageKey.startsWith(prefix))
    ? message.messageKey
    : problemMessageKey(message.messageKey);
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
