/**
 * What seekers call the same thing by different names: keyword synonyms, other names of cities, and
 * the words that mean "work from home" rather than a place. Every entry is written normalised
 * (lowercase, as `searchWords` would read it), so the search service compares them directly.
 */
import { searchWords } from "./search-text.ts";

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

/** Other names of the same city, the name the jobs use first. Region names expand to several cities. */
export const LOCATION_ALIASES: readonly (readonly string[])[] = [
  ["bengaluru", "bangalore", "bangaluru"],
  ["gurgaon", "gurugram"],
  ["mumbai", "bombay"],
  ["chennai", "madras"],
  ["kolkata", "calcutta"],
  ["pune", "poona"],
  ["thiruvananthapuram", "trivandrum"],
  ["kochi", "cochin"],
  ["mysuru", "mysore"],
  ["vadodara", "baroda"],
  ["delhi", "new delhi"],
  ["ho chi minh city", "saigon", "hcmc", "ho chi minh"],
  ["hanoi", "ha noi"],
  ["kuala lumpur", "kl"],
  ["mecca", "makkah"],
  ["medina", "madinah"],
  ["hong kong", "hk"],
];

/** Names of regions that stand for several cities. */
export const LOCATION_REGIONS: Readonly<Record<string, readonly string[]>> = {
  ncr: ["delhi", "gurgaon", "noida", "ghaziabad", "faridabad", "greater noida", "najafgarh"],
  "delhi ncr": ["delhi", "gurgaon", "noida", "ghaziabad", "faridabad", "greater noida", "najafgarh"],
  "mumbai metropolitan region": ["mumbai", "navi mumbai", "thane", "kalyan"],
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
];

/** The lookup key of a place or phrase: its words, normalised, joined by single spaces. */
export function phraseKey(text: string): string {
  return searchWords(text).join(" ");
}

/** Every name of a place (the place itself, its other names, the cities of a region), as keys. */
export function placeNames(text: string): string[] {
  const key = phraseKey(text);
  const region = LOCATION_REGIONS[key];
  if (region) return [...region];
  const group = LOCATION_ALIASES.find((names) => names.includes(key));
  const names = group ? [...group] : [key];
  // "Makati" and "Makati City" are one place to a seeker.
  return names.flatMap((name) =>
    name.endsWith(" city") ? [name, name.slice(0, -5)] : [name, `${name} city`],
  );
}

export function isRemoteLocation(text: string): boolean {
  return REMOTE_LOCATION_TERMS.includes(phraseKey(text));
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
