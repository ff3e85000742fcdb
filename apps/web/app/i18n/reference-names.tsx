/**
 * Names of the long reference lists (functions, roles, industries, courses, specialisations, percentage
 * bands, work countries) in the page's language. They are too long for the catalogue every page
 * receives, so a page that offers one sends its names with its own data (`referenceNamesFor`, on the
 * server) and places a `ReferenceNamesProvider`; components ask `useReferenceName()`. English pages send
 * nothing: the lists' own names are English.
 */
import type { ReferenceListName } from "@portal/domain";
import { createContext, type ReactNode, useContext } from "react";

/** By list, each entry's name by id (a specialisation's id is its English name). */
export type ReferenceNames = Partial<Record<ReferenceListName, Readonly<Record<string, string>>>>;

/** An entry's name in the page's language; the English name stands in when none was sent. */
export type NameOf = (list: ReferenceListName, id: string | number, englishName: string) => string;

export function nameOfFrom(names: ReferenceNames | undefined): NameOf {
  return (list, id, englishName) => names?.[list]?.[String(id)] ?? englishName;
}

const ReferenceNamesContext = createContext<ReferenceNames>({});

export function ReferenceNamesProvider({ names, children }: { names: ReferenceNames; children: ReactNode }) {
  return <ReferenceNamesContext.Provider value={names}>{children}</ReferenceNamesContext.Provider>;
}

export function useReferenceName(): NameOf {
  return nameOfFrom(useContext(ReferenceNamesContext));
}
