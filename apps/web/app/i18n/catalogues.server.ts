/** Catalogues stay on the server: each page receives only its own language through the root loader. */
import type { Language } from "@portal/domain";
import { ar } from "./ar.ts";
import type { Catalogue } from "./catalogue.ts";
import { en } from "./en.ts";
import { hi } from "./hi.ts";
import type { Messages } from "./translate.ts";

const CATALOGUES: Record<Language, Catalogue> = { en, hi, ar };

export function messagesFor(language: Language): Messages {
  return CATALOGUES[language] as Messages;
}
