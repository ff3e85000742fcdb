/** The account messages of @portal/domain as catalogue entries (`accounts.msg.<key>`): one source of words. */
import { ACCOUNT_MESSAGE_TEXTS, type AccountMessageKey, type Language } from "@portal/domain";

export type AccountMessageCatalogue = { readonly [K in AccountMessageKey as `accounts.msg.${K}`]: string };

export function accountMessageCatalogue(language: Language): AccountMessageCatalogue {
  const entries = Object.entries(ACCOUNT_MESSAGE_TEXTS[language]).map(([key, text]) => [
    `accounts.msg.${key}`,
    text,
  ]);
  return Object.fromEntries(entries) as AccountMessageCatalogue;
}
