/**
 * Reads a search typed or spoken as a sentence ("java jobs in pune for 3 years experience") into
 * keywords, a place and years of experience. It understands English, Hindi and Arabic: their digits,
 * words for years, experience and fresher, every name of the site's cities (places.ts), and the job
 * titles and skills of keyword-translations.ts, which become the English words the listings use. It
 * takes the site's city names as a parameter, so it stays pure and works for every site.
 */

import { englishKeywords, longestTranslatedPhrase } from "./keyword-translations.ts";
import { placeSpellingKeys } from "./places.ts";
import { foldLetters, nameKey, toLatinDigits } from "./search-text.ts";
import { REMOTE_LOCATION_TERMS } from "./search-vocabulary.ts";

export interface UnderstoodQuery {
  /** What is left to search for as keywords, in the words typed. */
  keywords: string;
  /** A city of the site (its own spelling), or "remote" for work from home. */
  location?: string;
  /** Years of experience; 0 for a fresher. */
  experience?: number;
}

/** Token keys of a word list: folded as tokens are (foldLetters), so "أريد" matches "اريد". */
function tokenKeys(words: readonly string[]): Set<string> {
  return new Set(words.map(foldLetters));
}

/** Words that only frame the request ("jobs", "vacancy", "नौकरी", "وظائف") and are not searched for. */
const FRAME_WORDS = tokenKeys([
  "job",
  "jobs",
  "vacancy",
  "vacancies",
  "opening",
  "openings",
  "hiring",
  "position",
  "positions",
  "role",
  "roles",
  "for",
  "with",
  "having",
  "and",
  "a",
  "an",
  "the",
  "i",
  "me",
  "my",
  "want",
  "need",
  "looking",
  "search",
  "find",
  "show",
  "please",
  "नौकरी",
  "नौकरियां",
  "नौकरियाँ",
  "जॉब",
  "जॉब्स",
  "के",
  "का",
  "की",
  "लिए",
  "वाली",
  "चाहिए",
  "وظائف",
  "وظيفة",
  "عمل",
  "مع",
  "ل",
  "الى",
  "إلى",
  "أريد",
  "ابحث",
  "عن",
  "मुझे",
  "है",
]);

const PLACE_WORDS = tokenKeys(["in", "at", "near", "around", "from", "में", "मे", "في", "بمدينة"]);
/** Hindi writes "in" after the place: "पुणे में". */
const PLACE_WORDS_AFTER = tokenKeys(["में", "मे"]);
/** Arabic may join "in" to the place: "بدبي" is "في دبي". */
const ARABIC_IN_PREFIX = "ب";
const YEAR_WORDS = tokenKeys([
  "year",
  "years",
  "yr",
  "yrs",
  "साल",
  "वर्ष",
  "सालों",
  "سنة",
  "سنوات",
  "سنين",
  "عام",
  "أعوام",
]);
const EXPERIENCE_WORDS = tokenKeys([
  "experience",
  "experienced",
  "exp",
  "अनुभव",
  "خبرة",
  "الخبرة",
  "of",
  "का",
]);
const FRESHER_PHRASES = [
  "fresher",
  "freshers",
  "entry level",
  "no experience",
  "without experience",
  "फ्रेशर",
  "फ्रेशर्स",
  "बिना अनुभव",
  "حديث التخرج",
  "حديثي التخرج",
  "بدون خبرة",
].map(foldLetters);
const REMOTE_KEYS = tokenKeys(REMOTE_LOCATION_TERMS);

interface Token {
  /** As typed (digits made Latin), for rebuilding the keywords. */
  text: string;
  /** Folded (foldLetters), without surrounding punctuation, for matching. */
  key: string;
  /** Inside quotes or after a minus: kept exactly as typed for the keyword reader. */
  isLiteral: boolean;
}

function tokenize(text: string): Token[] {
  let inQuotes = false;
  const tokens: Token[] = [];
  for (const raw of toLatinDigits(text).split(/\s+/)) {
    const opens = !inQuotes && /^-?"/.test(raw);
    const isLiteral = inQuotes || opens || (raw.startsWith("-") && raw.length > 1);
    const quotes = (raw.match(/"/g) ?? []).length;
    if (quotes % 2 === 1) inQuotes = !inQuotes;
    const key = foldLetters(raw).replace(/^[^\p{L}\p{M}\p{N}+#.]+|[^\p{L}\p{M}\p{N}+#]+$/gu, "");
    if (key !== "") tokens.push({ text: raw, key, isLiteral });
  }
  return tokens;
}

const cityIndexes = new WeakMap<readonly string[], Map<string, string>>();

/**
 * Every name a city can be typed as (its own name, folded as tokens are, and every spelling places.ts
 * knows), with the site's spelling; built once per list.
 */
function cityIndex(cities: readonly string[]): Map<string, string> {
  let index = cityIndexes.get(cities);
  if (index) return index;
  index = new Map();
  const own = new Map<string, string>();
  for (const city of cities) {
    for (const key of [foldLetters(city), nameKey(city)]) {
      if (!own.has(key)) own.set(key, city);
      if (key.endsWith(" city") && !own.has(key.slice(0, -5))) own.set(key.slice(0, -5), city);
    }
  }
  // Other names come after every city's own name: a city called "Kochi" would keep its name.
  for (const [key, city] of own) index.set(key, city);
  for (const city of cities) {
    for (const key of placeSpellingKeys(city)) if (!index.has(key)) index.set(key, city);
  }
  cityIndexes.set(cities, index);
  return index;
}

const LONGEST_PLACE_WORDS = 4;

/** The longest city name starting at `start`, with how many tokens it takes. */
function cityAt(
  tokens: readonly Token[],
  start: number,
  index: Map<string, string>,
): { city: string; length: number } | null {
  for (let length = Math.min(LONGEST_PLACE_WORDS, tokens.length - start); length >= 1; length--) {
    const slice = tokens.slice(start, start + length);
    if (slice.some((token) => token.isLiteral)) continue;
    const key = slice.map((token) => token.key).join(" ");
    if (REMOTE_KEYS.has(key)) return { city: "remote", length };
    const city = index.get(key) ?? index.get(nameKey(key));
    if (city) return { city, length };
    // "بدبي", "in Dubai" written as one word.
    if (key.startsWith(ARABIC_IN_PREFIX)) {
      const joined = index.get(key.slice(ARABIC_IN_PREFIX.length));
      if (joined) return { city: joined, length };
    }
  }
  return null;
}

function phraseAt(tokens: readonly Token[], start: number, phrases: readonly string[]): number {
  for (const phrase of phrases) {
    const words = phrase.split(" ");
    if (words.every((word, offset) => tokens[start + offset]?.key === word)) return words.length;
  }
  return 0;
}

/**
 * Reads a sentence. A place is taken after "in"/"at"/"near" (Hindi "में" after it, Arabic "في"), or
 * when a known city name stands at either end; years are taken next to a word for years or
 * experience ("3 years", "5+ yrs exp", "experience 4", "३ साल", "خبرة ٥ سنوات"); "fresher" means 0.
 * A bare number ("java 8", "3d") stays a keyword.
 */
export function parseNaturalQuery(text: string, cities: readonly string[]): UnderstoodQuery {
  const tokens = tokenize(text);
  const index = cityIndex(cities);
  const used = new Array<boolean>(tokens.length).fill(false);
  const result: UnderstoodQuery = { keywords: "" };
  const take = (start: number, length: number) => {
    for (let offset = 0; offset < length; offset++) used[start + offset] = true;
  };

  for (let i = 0; i < tokens.length && result.experience === undefined; i++) {
    const fresher = phraseAt(tokens, i, FRESHER_PHRASES);
    if (fresher > 0) {
      result.experience = 0;
      take(i, fresher);
      break;
    }
    const match = /^(\d{1,2})(?:\+|-\d{1,2})?(yrs?|years?)?$/.exec(tokens[i]?.key ?? "");
    if (!match) continue;
    const next = tokens[i + 1]?.key ?? "";
    const previous = tokens[i - 1]?.key ?? "";
    const hasUnit =
      Boolean(match[2]) || YEAR_WORDS.has(next) || next === "+" || EXPERIENCE_WORDS.has(previous);
    if (!hasUnit) continue;
    const years = Number(match[1]);
    if (years > 50) continue;
    result.experience = years;
    take(i, 1);
    // The words around the number that only said "years of experience".
    let after = i + 1;
    while (
      after < tokens.length &&
      (YEAR_WORDS.has(tokens[after]?.key ?? "") ||
        EXPERIENCE_WORDS.has(tokens[after]?.key ?? "") ||
        tokens[after]?.key === "+")
    ) {
      take(after, 1);
      after++;
    }
    let before = i - 1;
    while (
      before >= 0 &&
      (EXPERIENCE_WORDS.has(tokens[before]?.key ?? "") ||
        tokens[before]?.key === "for" ||
        tokens[before]?.key === "with")
    ) {
      take(before, 1);
      before--;
    }
  }
  // "experience" left alone after "fresher" or a number ("fresher with experience" is unlikely).
  for (let i = 0; i < tokens.length; i++) {
    if (
      !used[i] &&
      result.experience !== undefined &&
      EXPERIENCE_WORDS.has(tokens[i]?.key ?? "") &&
      tokens[i]?.key !== "of"
    )
      take(i, 1);
  }

  for (let i = 0; i < tokens.length && result.location === undefined; i++) {
    if (used[i]) continue;
    const key = tokens[i]?.key ?? "";
    if (PLACE_WORDS.has(key) && !PLACE_WORDS_AFTER.has(key)) {
      const found = cityAt(tokens, i + 1, index);
      if (found && !used.slice(i + 1, i + 1 + found.length).some(Boolean)) {
        result.location = found.city;
        take(i, found.length + 1);
      }
      continue;
    }
    const found = cityAt(tokens, i, index);
    if (!found || used.slice(i, i + found.length).some(Boolean)) continue;
    const afterCity = tokens[i + found.length]?.key ?? "";
    const isHindiPlace = PLACE_WORDS_AFTER.has(afterCity);
    const atEdge = i === 0 || i + found.length === tokens.length || isHindiPlace;
    // A city name inside the keywords ("delhi public school") is left alone unless it stands at an end.
    if (!atEdge) continue;
    result.location = found.city;
    take(i, found.length + (isHindiPlace ? 1 : 0));
  }

  result.keywords = keywordsOf(tokens.filter((token, i) => !used[i] && !FRAME_WORDS.has(token.key)));
  // Nothing but a place or years: the sentence had no keywords, which is a valid search.
  return result;
}

/**
 * The keywords left, Hindi and Arabic titles and skills in the English words the listings use
 * (longest phrase first: "مهندس برمجيات" is "software engineer"). Quoted and excluded words stay as
 * typed; the keyword reader gives them their English alternatives (keyword-query.ts).
 */
function keywordsOf(tokens: readonly Token[]): string {
  const words: string[] = [];
  const longest = longestTranslatedPhrase();
  let index = 0;
  while (index < tokens.length) {
    let matched = 0;
    for (let length = Math.min(longest, tokens.length - index); length >= 1 && matched === 0; length--) {
      const slice = tokens.slice(index, index + length);
      if (slice.some((token) => token.isLiteral)) continue;
      const english = englishKeywords(slice.map((token) => token.key).join(" "));
      if (english) {
        words.push(english);
        matched = length;
      }
    }
    if (matched > 0) {
      index += matched;
      continue;
    }
    words.push((tokens[index] as Token).text);
    index++;
  }
  return words.join(" ");
}
