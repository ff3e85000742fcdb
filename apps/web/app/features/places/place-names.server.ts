/**
 * Cities in the page's language, worked out on the server: the names of every language stay out of
 * the browser's bundle, and a page sends only the few it shows (`placeNames` of its loader data, read
 * by `usePlaceName`). What jobs store and links carry stays the city's own (GeoNames) name.
 */
import { canonicalPlaceName, type Language, placeDisplayName } from "@portal/domain";
import type { PlaceNameMap } from "./use-place-name.ts";

/** The names of these cities on a page in `language`, where they differ from the names given. */
export function placeNamesFor(language: Language, names: Iterable<string>): PlaceNameMap {
  const shown: Record<string, string> = {};
  for (const name of names) {
    const display = placeDisplayName(name, language);
    if (display !== name) shown[name] = display;
  }
  return shown;
}

/** The cities of some jobs' cards, in `language`. */
export function jobPlaceNames(
  language: Language,
  jobs: readonly { locations: readonly string[] }[],
): PlaceNameMap {
  return placeNamesFor(
    language,
    jobs.flatMap((job) => job.locations),
  );
}

/**
 * A search's places by the cities' own names ("बेंगलुरु", "Bangalore" → "Bengaluru"), so chips, filter
 * links and the selected location facet agree whichever name was typed; two names of one city are
 * one place. Names the lists do not know stay as typed: the search resolves them (misspellings,
 * regions).
 */
export function canonicalLocations(locations: readonly string[] | undefined): string[] | undefined {
  return locations && [...new Set(locations.map((location) => canonicalPlaceName(location) ?? location))];
}

/**
 * The cities of every job found in a page's data (anything with a `locations` list of names), in
 * `language`: for pages whose cards come in several lists and shapes (dashboard, applications).
 */
export function cardPlaceNames(language: Language, data: unknown): PlaceNameMap {
  const names = new Set<string>();
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (typeof value !== "object" || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const { locations } = value as { locations?: unknown };
    if (Array.isArray(locations)) for (const name of locations) if (typeof name === "string") names.add(name);
    for (const item of Object.values(value)) visit(item);
  };
  visit(data);
  return placeNamesFor(language, names);
}
