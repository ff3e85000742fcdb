/** How pages word an application problem or notice: this feature's own keys, or a shared one. */
import type { MessageKey } from "../../i18n/catalogue.ts";
import type { I18n } from "../../i18n/i18n-context.tsx";
import { problemMessageKey } from "../../ui/forms/form-state.ts";

export function applicationMessage(
  t: I18n["t"],
  message: { messageKey: string; params?: Record<string, string | number> },
): string {
  const key = message.messageKey.startsWith("applications.")
    ? message.messageKey
    : problemMessageKey(message.messageKey);
  return t(key as MessageKey, message.params);
}
