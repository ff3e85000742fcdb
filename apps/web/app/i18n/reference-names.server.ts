/** The reference names a page sends with its data (see reference-names.tsx). */
import { type Language, namesIn, type ReferenceListName } from "@portal/domain";
import type { ReferenceNames } from "./reference-names.tsx";

export function referenceNamesFor(language: Language, lists: readonly ReferenceListName[]): ReferenceNames {
  if (language === "en") return {};
  return Object.fromEntries(lists.map((list) => [list, namesIn(list, language)]));
}
