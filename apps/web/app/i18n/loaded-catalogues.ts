/**
 * The interface texts each language has in this process. The server holds all three
 * (`catalogues.server.ts`); a browser holds the languages of the pages it has shown, each fetched once
 * from an address that names its version and kept in the HTTP cache (decision 034). Page data never
 * carries them, so a page's HTML holds only what the page says.
 */
import type { Language } from "@portal/domain";
import type { Messages } from "./translate.ts";

const loaded = new Map<Language, Messages>();
const loading = new Map<Language, Promise<Messages>>();

export function provideCatalogue(language: Language, messages: Messages): void {
  loaded.set(language, messages);
}

/**
 * The language's texts if this process has them. Without them (a browser whose fetch failed) every
 * `t` shows its key: the page still works, and the failure is visible rather than silent.
 */
export function loadedCatalogue(language: Language): Messages {
  return loaded.get(language) ?? {};
}

/** Fetches a language's texts once (`href` from the root data); later calls reuse them. */
export function ensureCatalogue(language: Language, href: string): Promise<Messages> {
  const have = loaded.get(language);
  if (have) return Promise.resolve(have);
  let pending = loading.get(language);
  if (!pending) {
    pending = fetch(href, { credentials: "same-origin" })
      .then((response) => {
        if (!response.ok) throw new Error(`Interface texts ${href} answered ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => {
        provideCatalogue(language, messages);
        return messages;
      })
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
