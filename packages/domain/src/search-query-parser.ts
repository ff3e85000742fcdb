/**
 * Reads a search typed or spoken as a sentence ("java jobs in pune for 3 years experience") into
 * keywords, a place and years of experience. It understands English, a little Hindi and Arabic
 * (their digits, words for years, experience and fresher, and the names of the biggest cities), and
 * takes the site's city names as a parameter, so it stays pure and works for every site.
 */

import { toLatinDigits } from "./search-text.ts";
import { LOCATION_ALIASES, REMOTE_LOCATION_TERMS } from "./search-vocabulary.ts";

export interface UnderstoodQuery {
  /** What is left to search for as keywords, in the words typed. */
  keywords: string;
  /** A city of the site (its own spelling), or "remote" for work from home. */
  location?: string;
  /** Years of experience; 0 for a fresher. */
  experience?: number;
}

/** City names in Hindi and Arabic, written the way people type them, with the sites' spelling. */
const NATIVE_CITY_NAMES: Readonly<Record<string, string>> = {
  मुंबई: "mumbai",
  मुम्बई: "mumbai",
  दिल्ली: "delhi",
  "नई दिल्ली": "delhi",
  बेंगलुरु: "bengaluru",
  बैंगलोर: "bengaluru",
  बंगलौर: "bengaluru",
  पुणे: "pune",
  हैदराबाद: "hyderabad",
  चेन्नई: "chennai",
  कोलकाता: "kolkata",
  अहमदाबाद: "ahmedabad",
  जयपुर: "jaipur",
  लखनऊ: "lucknow",
  नोएडा: "noida",
  गुड़गांव: "gurgaon",
  गुरुग्राम: "gurgaon",
  इंदौर: "indore",
  सूरत: "surat",
  دبي: "dubai",
  "أبو ظبي": "abu dhabi",
  أبوظبي: "abu dhabi",
  الشارقة: "sharjah",
  الرياض: "riyadh",
  جدة: "jeddah",
  الدمام: "dammam",
  الدوحة: "doha",
  مسقط: "muscat",
  الكويت: "kuwait city",
  المنامة: "manama",
  عجمان: "ajman city",
};

/** Job words in Hindi and Arabic that have an English keyword in the listings. */
const NATIVE_KEYWORDS: Readonly<Record<string, string>> = {
  डेवलपर: "developer",
  जावा: "java",
  इंजीनियर: "engineer",
  अकाउंटेंट: "accountant",
  लेखाकार: "accountant",
  ड्राइवर: "driver",
  नर्स: "nurse",
  शिक्षक: "teacher",
  टीचर: "teacher",
  सेल्स: "sales",
  डॉक्टर: "doctor",
  मैनेजर: "manager",
  محاسب: "accountant",
  مهندس: "engineer",
  مطور: "developer",
  مبرمج: "developer",
  ممرض: "nurse",
  ممرضة: "nurse",
  سائق: "driver",
  مبيعات: "sales",
  معلم: "teacher",
  مدرس: "teacher",
  طبيب: "doctor",
  مدير: "manager",
};

/** Words that only frame the request ("jobs", "vacancy", "नौकरी", "وظائف") and are not searched for. */
const FRAME_WORDS = new Set([
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
  "أريد",
]);

const PLACE_WORDS = new Set(["in", "at", "near", "around", "from", "में", "मे", "في", "بمدينة"]);
const YEAR_WORDS = new Set([
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
const EXPERIENCE_WORDS = new Set(["experience", "experienced", "exp", "अनुभव", "خبرة", "الخبرة", "of", "का"]);
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
];

interface Token {
  /** As typed (digits made Latin), for rebuilding the keywords. */
  text: string;
  /** Lowercase, without surrounding punctuation, for matching. */
  key: string;
}

function tokenize(text: string): Token[] {
  return toLatinDigits(text)
    .split(/\s+/)
    .map((raw) => ({
      text: raw,
      key: raw.toLowerCase().replace(/^[^\p{L}\p{M}\p{N}+#.]+|[^\p{L}\p{M}\p{N}+#]+$/gu, ""),
    }))
    .filter((token) => token.key !== "");
}

const cityIndexes = new WeakMap<readonly string[], Map<string, string>>();

/** Every name a city can be typed as, lowercase, with the site's spelling; built once per list. */
function cityIndex(cities: readonly string[]): Map<string, string> {
  let index = cityIndexes.get(cities);
  if (index) return index;
  index = new Map();
  const byKey = new Map(cities.map((city) => [city.toLowerCase(), city]));
  for (const [key, city] of byKey) {
    index.set(key, city);
    if (key.endsWith(" city")) index.set(key.slice(0, -5), city);
  }
  for (const group of LOCATION_ALIASES) {
    const city = group.map((name) => byKey.get(name)).find((found) => found !== undefined);
    if (city) for (const name of group) if (!index.has(name)) index.set(name, city);
  }
  for (const [native, name] of Object.entries(NATIVE_CITY_NAMES)) {
    const city = index.get(name);
    if (city) index.set(native, city);
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
    const key = tokens
      .slice(start, start + length)
      .map((token) => token.key)
      .join(" ");
    if (REMOTE_LOCATION_TERMS.includes(key)) return { city: "remote", length };
    const city = index.get(key);
    if (city) return { city, length };
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
    if (PLACE_WORDS.has(key) && key !== "में" && key !== "मे") {
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
    const isHindiPlace = afterCity === "में" || afterCity === "मे";
    const atEdge = i === 0 || i + found.length === tokens.length || isHindiPlace;
    // A city name inside the keywords ("delhi public school") is left alone unless it stands at an end.
    if (!atEdge) continue;
    result.location = found.city;
    take(i, found.length + (isHindiPlace ? 1 : 0));
  }

  const keywords = tokens
    .filter((token, i) => !used[i] && !FRAME_WORDS.has(token.key))
    .map((token) => NATIVE_KEYWORDS[token.key] ?? token.text);
  result.keywords = keywords.join(" ");
  // Nothing but a place or years: the sentence had no keywords, which is a valid search.
  return result;
}
