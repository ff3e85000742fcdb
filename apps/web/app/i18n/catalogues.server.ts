/** Catalogues stay on the server: each page receives only its own language through the root loader. */
import type { Language } from "@portal/domain";
import { ar } from "./ar";
import type { Catalogue } from "./catalogue";
import { en } from "./en";
import { hi } from "./hi";
import type { Messages } from "./translate";

const CATALOGUES: Record<Language, Catalogue> = { en, hi, ar };

export function messagesFor(language: Language): Messages {
  return CATALOGUES[language] as Messages;
}
