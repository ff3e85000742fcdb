/**
 * What the sites' cities are called. Every spelling a seeker may type (the GeoNames name the jobs
 * store, other English names, Hindi and Arabic names, and the variants nameKey folds together)
 * leads to one city, named by its GeoNames name: that name is what jobs store, filters carry and URLs
 * show. A city's name in the page's language comes from here too.
 *
 * The names are in ./places/ (sources and licences in its README). They are read into an index on
 * first use, so code that never asks pays nothing.
 */
import { ARABIC_PLACE_NAMES_FROM_WIKIDATA } from "./places/arabic-place-names.ts";
import {
  HINDI_PLACE_NAMES,
  OTHER_ENGLISH_PLACE_NAMES,
  WRITTEN_ARABIC_PLACE_NAMES,
} from "./places/written-place-names.ts";
import { nameKey } from "./search-text.ts";
import type { Language } from "./sites.ts";

export interface PlaceNames {
  /** The GeoNames name, as jobs store it. */
  name: string;
  countryCode: string;
  /** Other names in Latin letters ("Bangalore" for Bengaluru). */
  english: readonly string[];
  /** Hindi names, the one to show first. */
  hindi: readonly string[];
  /** Arabic names, the one to show first. */
  arabic: readonly string[];
}

interface PlaceIndex {
  byName: ReadonlyMap<string, PlaceNames>;
  /** Every key (nameKey of a spelling) and the city it leads to. */
  cityByKey: ReadonlyMap<string, string>;
  /** The keys that lead to each city, its own name's first. */
  keysByName: ReadonlyMap<string, readonly string[]>;
}

/** The Arabic article: "الرياض" is typed "رياض" too. */
const ARABIC_ARTICLE = "ال";

/** The lines of a names block: [country code, GeoNames name, names]. */
function* namesIn(block: string): Generator<[string, string, string[]]> {
  let countryCode = "";
  for (const line of block.split("\n")) {
    const text = line.trim();
    if (!text) continue;
    if (/^[A-Z]{2}$/.test(text)) {
      countryCode = text;
      continue;
    }
    const colon = text.indexOf(": ");
    if (colon <= 0) throw new Error(`not a place line: ${text}`);
    const names = text
      .slice(colon + 2)
      .split(", ")
      .map((name) => name.trim())
      .filter(Boolean);
    yield [countryCode, text.slice(0, colon), names];
  }
}

function buildIndex(): PlaceIndex {
  const keys = new Map<string, string>();
  const keyOf = (text: string) => {
    let key = keys.get(text);
    if (key === undefined) {
      key = nameKey(text);
      keys.set(text, key);
    }
    return key;
  };
  const places = new Map<string, { name: string; countryCode: string } & Record<Kind, string[]>>();
  type Kind = "english" | "hindi" | "arabic";
  const add = (block: string, kind: Kind) => {
    for (const [countryCode, name, names] of namesIn(block)) {
      let place = places.get(name);
      if (!place) {
        place = { name, countryCode, english: [], hindi: [], arabic: [] };
        places.set(name, place);
      }
      const known = new Set(place[kind].map(keyOf));
      for (const other of names) {
        if (known.has(keyOf(other))) continue;
        known.add(keyOf(other));
        place[kind].push(other);
      }
    }
  };
  add(OTHER_ENGLISH_PLACE_NAMES, "english");
  add(HINDI_PLACE_NAMES, "hindi");
  add(WRITTEN_ARABIC_PLACE_NAMES, "arabic");
  add(ARABIC_PLACE_NAMES_FROM_WIKIDATA, "arabic");

  const cityByKey = new Map<string, string>();
  const keysByName = new Map<string, string[]>();
  // The first city to claim a spelling keeps it: own names before other names, and within each
  // kind the lists' order (biggest cities first).
  const claim = (key: string, name: string) => {
    if (!key || cityByKey.has(key)) return;
    cityByKey.set(key, name);
    const claimed = keysByName.get(name);
    if (claimed) claimed.push(key);
    else keysByName.set(name, [key]);
  };
  for (const place of places.values()) claim(keyOf(place.name), place.name);
  for (const kind of ["english", "hindi", "arabic"] as const) {
    for (const place of places.values()) for (const other of place[kind]) claim(keyOf(other), place.name);
  }
  for (const place of places.values()) {
    for (const other of place.arabic) {
      const key = keyOf(other);
      const bare = key.slice(ARABIC_ARTICLE.length);
      if (key.startsWith(ARABIC_ARTICLE) && bare.length >= 3 && !bare.includes(" ")) claim(bare, place.name);
    }
  }
  return { byName: places, cityByKey, keysByName };
}

let index: PlaceIndex | undefined;

function placeIndex(): PlaceIndex {
  index ??= buildIndex();
  return index;
}

/**
 * The GeoNames name of the city a spelling stands for: "Bangalore", "बेंगलुरु", "بنغالور" and
 * "bengaluru" are all "Bengaluru". Undefined for names the lists do not know; most cities have only
 * their one name, and callers then use the name as typed.
 */
export function canonicalPlaceName(spelling: string): string | undefined {
  return placeIndex().cityByKey.get(nameKey(spelling));
}

/** What the lists know of a city, by any of its spellings. */
export function placeNamesOf(spelling: string): PlaceNames | undefined {
  const { byName } = placeIndex();
  return byName.get(spelling) ?? byName.get(canonicalPlaceName(spelling) ?? "");
}

/**
 * A city's name as a page in `language` shows it: its Hindi or Arabic name where the lists have
 * one, else its GeoNames name. Any spelling is accepted and shown as its city ("Bangalore" on an
 * English page is "Bengaluru"); a name the lists do not know is shown as given.
 */
export function placeDisplayName(spelling: string, language: Language): string {
  const place = placeNamesOf(spelling);
  if (!place) return spelling;
  if (language === "hi") return place.hindi[0] ?? place.name;
  if (language === "ar") return place.arabic[0] ?? place.name;
  return place.name;
}

/** The keys (nameKey) that find a city, its own name's first; just that one for cities without other names. */
export function placeSpellingKeys(name: string): readonly string[] {
  return placeIndex().keysByName.get(canonicalPlaceName(name) ?? name) ?? [nameKey(name)];
}

/** Every city the lists name, with its other names. */
export function placesWithOtherNames(): Iterable<PlaceNames> {
  return placeIndex().byName.values();
}

/** Every city that has other names, with the keys that find it: what the search dictionary adds. */
export function placeSpellings(): Iterable<{ name: string; keys: readonly string[] }> {
  return [...placeIndex().keysByName].map(([name, keys]) => ({ name, keys }));
}
