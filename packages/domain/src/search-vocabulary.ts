/**
 * What seekers call the same thing by different names: keyword synonyms, regions that stand for
 * several cities, and the words that mean "work from home" rather than a place. Every entry is
 * written normalised (as `nameKey` would read it), so the search service compares them directly.
 * The names of cities themselves, in every language, are in places.ts.
 */
import { canonicalPlaceName, placeNamesOf } from "./places.ts";
import { nameKey } from "./search-text.ts";

/**
 * Groups of equivalent keywords; a query naming one finds jobs that mention any. Abbreviations that
 * mean several things in job ads (pm, ba, ts) are left out on purpose: they would find unrelated jobs.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["javascript", "js"],
  ["software development engineer", "sde"],
  ["software engineer", "swe"],
  ["human resources", "hr"],
  ["chartered accountant", "ca"],
  ["machine learning", "ml"],
  ["artificial intelligence", "ai"],
  ["natural language processing", "nlp"],
  ["quality assurance", "qa"],
  ["user interface", "ui"],
  ["user experience", "ux"],
  ["database administrator", "dba"],
  ["kubernetes", "k8s"],
  ["amazon web services", "aws"],
  ["google cloud platform", "gcp", "google cloud"],
  ["business process outsourcing", "bpo"],
  ["business development executive", "bde"],
  ["business development manager", "bdm"],
  ["front end", "frontend"],
  ["back end", "backend"],
  ["full stack", "fullstack"],
  ["devops", "dev ops"],
  ["ci cd", "cicd"],
  ["e commerce", "ecommerce"],
  ["search engine optimisation", "search engine optimization", "seo"],
  ["postgresql", "postgres"],
  ["golang", "go lang"],
  ["csharp", "c sharp"],
  ["dotnet", "dot net"],
  ["cplusplus", "cpp"],
  ["power bi", "powerbi"],
  ["microsoft office", "ms office"],
  ["senior", "sr"],
  ["junior", "jr"],
  ["manager", "mgr"],
  ["executive", "exec"],
  ["developer", "dev"],
  ["engineering", "engg"],
  ["administrator", "admin"],
  ["telecaller", "tele caller", "telecalling"],
  ["data entry operator", "deo"],
  ["customer service", "customer support", "customer care"],
  ["cabin crew", "flight attendant", "air hostess"],
  ["chef", "cook"],
  ["driver", "chauffeur"],
];

const NCR = ["delhi", "gurgaon", "noida", "ghaziabad", "faridabad", "greater noida", "najafgarh"];
const MUMBAI_REGION = ["mumbai", "navi mumbai", "thane", "kalyan"];

/** Names of regions that stand for several cities (as keys of their cities' names). */
export const LOCATION_REGIONS: Readonly<Record<string, readonly string[]>> = {
  ncr: NCR,
  "delhi ncr": NCR,
  एनसीआर: NCR,
  "दिल्ली एनसीआर": NCR,
  "mumbai metropolitan region": MUMBAI_REGION,
  mmr: MUMBAI_REGION,
  "metro manila": ["manila", "quezon city", "makati city", "taguig", "pasig city", "caloocan city"],
};

/** Typed in the location box, these mean the work mode "remote", not a place. */
export const REMOTE_LOCATION_TERMS: readonly string[] = [
  "remote",
  "work from home",
  "wfh",
  "home based",
  "anywhere",
  "work from anywhere",
  "घर से काम",
  "वर्क फ्रॉम होम",
  "रिमोट",
  "عن بعد",
  "العمل عن بعد",
  "العمل من المنزل",
  "من المنزل",
];

/**
 * The lookup key of a place or phrase: its words, normalised and folded (nameKey: case, accents,
 * Arabic and Devanagari letter variants), joined by single spaces.
 */
export function phraseKey(text: string): string {
  return nameKey(text);
}

/**
 * The keys to look a place up by: the city its spelling stands for (places.ts) under its own and
 * its other English names (a job may store "Kochi" where GeoNames says "Cochin"), the spelling
 * itself, or the cities of a region. "Makati" and "Makati City" are one place to a seeker.
 */
export function placeNames(text: string): string[] {
  const key = phraseKey(text);
  const region = LOCATION_REGIONS[key];
  if (region) return [...region];
  const city = canonicalPlaceName(text);
  // Names in lowercase too: search_values holds them so, whatever their letters.
  const spellings = city ? [city, ...(placeNamesOf(city)?.english ?? [])] : [];
  const names = new Set([
    ...spellings.flatMap((spelling) => [nameKey(spelling), spelling.toLowerCase()]),
    key,
  ]);
  return [...names].flatMap((name) =>
    name.endsWith(" city") ? [name, name.slice(0, -5)] : [name, `${name} city`],
  );
}

const REMOTE_KEYS = new Set(REMOTE_LOCATION_TERMS.map(nameKey));

export function isRemoteLocation(text: string): boolean {
  return REMOTE_KEYS.has(phraseKey(text));
}

const SYNONYMS_BY_KEY = new Map<string, readonly string[]>();
for (const group of SYNONYM_GROUPS) {
  for (const phrase of group) SYNONYMS_BY_KEY.set(phrase, group);
}

/** The longest synonym phrase (in words) the tables know; matching never looks further ahead. */
export const LONGEST_SYNONYM_WORDS = Math.max(
  ...SYNONYM_GROUPS.flat().map((phrase) => phrase.split(" ").length),
);

/** Equivalent phrases of a phrase (itself included), or null when it has none. */
export function synonymsOf(phrase: string): readonly string[] | null {
  return SYNONYMS_BY_KEY.get(phrase) ?? null;
}
