/**
 * A city's name in the page's language on any page whose loader sent `placeNames`
 * (place-names.server.ts): the names of all matched routes are read, so a card shows its cities
 * translated wherever it is rendered. Names not sent are shown as stored.
 */
import { useMatches } from "react-router";

/** City name as stored → its name in the page's language (only where they differ). */
export type PlaceNameMap = Readonly<Record<string, string>>;

/** Loader data that carries city names in the page's language. */
export interface WithPlaceNames {
  placeNames?: PlaceNameMap;
}

function placeNamesOf(data: unknown): PlaceNameMap | undefined {
  if (typeof data !== "object" || data === null || !("placeNames" in data)) return undefined;
  return (data as WithPlaceNames).placeNames;
}

/** Looks names up in one map: a name it lacks is shown as it is. */
export function placeNameIn(map: PlaceNameMap): (name: string) => string {
  return (name) => (Object.hasOwn(map, name) ? (map[name] as string) : name);
}

export function usePlaceName(): (name: string) => string {
  const matches = useMatches();
  const maps = matches.map((match) => placeNamesOf(match.data)).filter((map) => map !== undefined);
  return (name) => {
    for (const map of maps) if (Object.hasOwn(map, name)) return map[name] as string;
    return name;
  };
}
