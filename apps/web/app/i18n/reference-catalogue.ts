/**
 * Catalogue entries that name an entry of a reference list (notice periods, job types, work status…):
 * their Hindi and Arabic words come from the one source in @portal/domain, so a list reads the same on
 * every page that shows it. English entries keep the catalogues' sentence case.
 */
import { nameIn, type ReferenceListName } from "@portal/domain";

export function referenceName(language: "hi" | "ar", list: ReferenceListName, id: string | number): string {
  const name = nameIn(list, id, language);
  if (name === null) throw new Error(`The ${list} list has no entry ${id}`);
  return name;
}
