/** The media messages of @portal/domain as catalogue entries (`avatar.msg.<key>`): one source of words. */
import { type Language, MEDIA_MESSAGE_TEXTS, type MediaMessageKey } from "@portal/domain";

export type MediaMessageCatalogue = { readonly [K in MediaMessageKey as `avatar.msg.${K}`]: string };

export function mediaMessageCatalogue(language: Language): MediaMessageCatalogue {
  const entries = Object.entries(MEDIA_MESSAGE_TEXTS[language]).map(([key, text]) => [
    `avatar.msg.${key}`,
    text,
  ]);
  return Object.fromEntries(entries) as MediaMessageCatalogue;
}
