/** The profile messages of @portal/domain as catalogue entries (`profile.msg.<key>`): one source of words. */
import { type Language, PROFILE_MESSAGE_TEXTS, type ProfileMessageKey } from "@portal/domain";

export type ProfileMessageCatalogue = { readonly [K in ProfileMessageKey as `profile.msg.${K}`]: string };

export function profileMessageCatalogue(language: Language): ProfileMessageCatalogue {
  const entries = Object.entries(PROFILE_MESSAGE_TEXTS[language]).map(([key, text]) => [
    `profile.msg.${key}`,
    text,
  ]);
  return Object.fromEntries(entries) as ProfileMessageCatalogue;
}
