/**
 * Catalogues stay on the server, where every language is loaded at start. Browsers fetch the page's
 * language from `catalogueHref`, whose address changes with the texts, so it can be cached for good.
 */
import { createHash } from "node:crypto";
import { LANGUAGES, type Language } from "@portal/domain";
import { ar } from "./ar.ts";
import type { Catalogue } from "./catalogue.ts";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import { provideCatalogue } from "./loaded-catalogues.ts";
import type { Messages } from "./translate.ts";

const CATALOGUES: Record<Language, Catalogue> = { en, hi, ar };

export function messagesFor(language: Language): Messages {
  return CATALOGUES[language] as Messages;
}

interface PublishedCatalogue {
  body: string;
  version: string;
}

const published = new Map<Language, PublishedCatalogue>();
for (const language of LANGUAGES) {
  provideCatalogue(language, messagesFor(language));
  const body = JSON.stringify(messagesFor(language));
  published.set(language, { body, version: createHash("sha256").update(body).digest("hex").slice(0, 16) });
}

const CATALOGUE_PATH = "/i18n/";

function publishedOf(language: Language): PublishedCatalogue {
  const catalogue = published.get(language);
  if (!catalogue) throw new Error(`No catalogue for ${language}`);
  return catalogue;
}

/** Where a browser fetches a language's texts: `/i18n/ar.<version>.json`. */
export function catalogueHref(language: Language): string {
  return `${CATALOGUE_PATH}${language}.${publishedOf(language).version}.json`;
}

/**
 * The answer to `/i18n/<file>`: the current texts of the named language. Asked by its current version it
 * is cached for a year; asked by an older one (a page from before a release) it is the current texts,
 * not cached, so the page is not left without words. Null for anything else.
 */
export function catalogueResponse(file: string): Response | null {
  const match = /^([a-z]{2})\.([0-9a-f]{16})\.json$/.exec(file);
  const language = LANGUAGES.find((candidate) => candidate === match?.[1]);
  if (!match || !language) return null;
  const { body, version } = publishedOf(language);
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": match[2] === version ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
