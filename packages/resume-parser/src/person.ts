/**
 * The seeker's name and current city. A name is a short line of capitalised words near the top that is
 * not a title, a heading, a place or contact details; a stated "Name:" wins. The city is looked up in
 * the nine sites' cities, first on lines that state an address or location, then in the header, then at
 * the current job; never on lines about relocating.
 */
import type { ResumeCity, ResumeField } from "@portal/domain";
import { type CityEntry, dictionaries } from "./dictionaries.ts";
import { startsWithDegree } from "./education.ts";
import { headingKind } from "./sections.ts";
import {
  ARABIC_OR_DEVANAGARI,
  DOCUMENT_WORDS,
  hasCompanyWord,
  hasTitleWord,
  isInstituteName,
} from "./vocabulary.ts";

const NAME_LABEL = /^\s*(?:full\s+)?name\s*(?:[:\-–]\s*(.*))?$/i;
const HONORIFIC = /^(?:mr|mrs|ms|miss|dr|er|prof|shri|smt|sri|kum)\.?\s+/i;
const DOCUMENT_PREFIX = /^(?:(?:resume|résumé|cv|curriculum\s+vitae|bio-?data)\s+(?:of|for)\s+)/i;
/** Letters of any script, with the joiners names use ("O'Neil", "Anne-Marie", "J. R."). */
// Scripts without capitals (Devanagari, Arabic) start words with other letters (\p{Lo}).
const NAME_WORD = /^[\p{Lu}\p{Lo}][\p{L}\p{M}'’-]*\.?$|^\p{Lu}\.$/u;
const NAME_PARTICLE = /^(?:bin|binti|van|de|da|al|el|der|von|la|le|d'|dos|das)$/i;
const ADDRESS_WORD =
  /^(?:road|rd|street|st|avenue|ave|lane|nagar|colony|city|drive|plains|apartment|apartments|flat|sector|block|floor|village|district|po|box|zip|state)\.?$/i;

function isCommonWord(word: string): boolean {
  const { commonWords } = dictionaries();
  return word
    .toLowerCase()
    .replace(/[.'’]+$/, "")
    .split("-")
    .every((part) => commonWords.has(part));
}

/**
 * The leading words of a line that can be a name: "Allen Neal King ESB Integration Developer" gives
 * "Allen Neal King", "Tasha DenesikPhone: …" gives "Tasha Denesik".
 */
function nameCandidate(raw: string): string {
  const text =
    raw
      .replace(DOCUMENT_PREFIX, "")
      .replace(HONORIFIC, "")
      .replace(/(\p{Ll})(?:Phone|Mobile|Email|E-mail|Tel|Address|Contact)\b.*$/u, "$1")
      .split(/\s*[|•·,;:(]\s*|\s{2,}|\s[-–]\s|(?<=\p{L}{2})\.\s+(?=\p{Lu}\p{Ll})/u)[0]
      ?.replace(/\s+(?:[A-Z]\.){1,3}[A-Z]?\.?$/, "")
      .replace(/\s+X{3,}$/, "")
      .trim() ?? "";
  const words = text.split(/\s+/);
  const allCaps = text === text.toUpperCase();
  const kept: string[] = [];
  for (const word of words) {
    if (!(NAME_WORD.test(word) || (kept.length > 0 && NAME_PARTICLE.test(word)))) break;
    // An acronym after a name starts a title ("… King ESB Developer").
    if (!allCaps && kept.length > 0 && /^\p{Lu}{2,5}$/u.test(word)) break;
    if (ADDRESS_WORD.test(word) || hasTitleWord(word) || hasCompanyWord(word)) break;
    kept.push(word);
    if (kept.length === 5) break;
  }
  // A long everyday word after a name belongs to what follows ("Walter Children's Hospital",
  // "Wehner Education"); short ones may be surnames ("Young", "Green").
  // Only when the line goes on: "Penney Waters" alone is a name.
  const last = kept.at(-1) ?? "";
  if (kept.length >= 2 && kept.length < words.length && last.length >= 6 && isCommonWord(last)) kept.pop();
  return kept.join(" ");
}

function looksLikeName(text: string): boolean {
  if (text.length < 3 || text.length > 40 || /[\d@/\\]/.test(text)) return false;
  const words = text.split(" ");
  if (words.length < 1 || words.length > 5) return false;
  if (words.every((word) => word.replace(/\.$/, "").length === 1)) return false;
  if (words.length === 1 && text.length < 4) return false;
  if (headingKind(text) || DOCUMENT_WORDS.test(text) || hasTitleWord(text) || hasCompanyWord(text))
    return false;
  if (isInstituteName(text) || isKnownPlace(text) || startsWithDegree(text)) return false;
  // Everyday words and skills ("Do Not Copy", "Career Highlights", "Excellent Java") are not names.
  const { skills } = dictionaries();
  if (words.every((word) => NAME_PARTICLE.test(word) || isCommonWord(word) || skills.has(word.toLowerCase())))
    return false;
  return true;
}

function isKnownPlace(text: string): boolean {
  const key = text.toLowerCase();
  const { cities, states } = dictionaries();
  return (
    cities.has(key) ||
    states.has(key) ||
    /^(?:india|singapore|malaysia|thailand|vietnam|indonesia|philippines|hong kong|uae|qatar|oman|kuwait|bahrain|saudi arabia)$/i.test(
      text,
    )
  );
}

/** All capitals ("RODGER BECHTELAR") read better as "Rodger Bechtelar". */
function nameCase(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return text
    .toLowerCase()
    .replace(/(^|[\s'-])(\p{L})/gu, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

export function findName(lines: readonly string[], headerEnd: number): ResumeField<string> | null {
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const labelled = line.match(NAME_LABEL);
    if (!labelled) continue;
    // "Name:" alone on its line is followed by the name.
    const value =
      labelled[1]?.trim() || (lines.slice(index + 1, index + 3).find((next) => next.trim() !== "") ?? "");
    const name = nameCandidate(value);
    if (looksLikeName(name))
      return { value: nameCase(name), confidence: 0.95, source: "stated", evidence: line };
  }
  const limit = Math.min(Math.max(headerEnd, 6), 12, lines.length);
  let position = -1;
  for (let index = 0; index < limit; index += 1) {
    const line = lines[index] ?? "";
    if (line === "") continue;
    position += 1;
    const name = nameCandidate(line);
    if (!looksLikeName(name)) continue;
    const words = name.split(" ").length;
    // One word alone is a name only at the very top ("Bernier") or after "Mr."/"Ms."; further down it
    // is a stray word.
    if (words === 1 && position > 2 && !HONORIFIC.test(line)) continue;
    const confidence = position <= 2 ? (words >= 2 ? 0.9 : 0.6) : words >= 2 ? 0.7 : 0.5;
    return { value: nameCase(name), confidence, source: "position", evidence: line };
  }
  return null;
}

/** "Address: …", "Current location - …", "Based in …": a label, not the word "city" inside a name. */
const LOCATION_LABEL =
  /(?:^|[\s|•·])(?:(?:present|current|permanent|residential|postal|home)\s+)?(?:address|location|city|residence|domicile|hometown)\s*[:\-–]|\b(?:based|living|residing|lives)\s+(?:in|at)\b/i;
const NOT_CURRENT =
  /\b(?:relocat\w*|preferred|prefer|willing|open\s+to|desired|target|birth|born|nationality|native)\b/i;

interface CityMatch {
  city: CityEntry;
  written: string;
}

/** Cities named in a line, longest names first where they overlap ("Navi Mumbai" over "Mumbai"). */
function citiesIn(line: string): CityMatch[] {
  const { cities, cityWords } = dictionaries();
  const cleaned = line.replace(/\S+@\S+|https?:\/\/\S+|www\.\S+/g, " ");
  const tokens = [...cleaned.matchAll(/[\p{L}\p{M}.'’-]+/gu)];
  const found: CityMatch[] = [];
  for (let start = 0; start < tokens.length; start += 1) {
    for (let size = Math.min(cityWords, tokens.length - start); size >= 1; size -= 1) {
      const words = tokens.slice(start, start + size).map((token) => token[0].replace(/[.'’-]+$/, ""));
      const written = words.join(" ");
      // Places are written capitalised; lower-case words are ordinary words ("mandi", "bali" as verbs).
      // Arabic and Devanagari have no capitals.
      if (!/^\p{Lu}/u.test(written) && !ARABIC_OR_DEVANAGARI.test(written[0] ?? "")) continue;
      const entries = cities.get(written.toLowerCase());
      if (!entries?.[0] || written.length < 3) continue;
      found.push({ city: entries[0], written });
      start += size - 1;
      break;
    }
  }
  return found;
}

function pickCity(matches: readonly CityMatch[], regions: readonly string[]): CityEntry | null {
  const { cities } = dictionaries();
  let best: CityEntry | null = null;
  let bestScore = -1;
  for (const match of matches) {
    const options = cities.get(match.written.toLowerCase()) ?? [match.city];
    for (const city of options) {
      const score = (regions.includes(city.countryCode) ? 1e9 : 0) + city.population;
      if (score > bestScore) {
        best = city;
        bestScore = score;
      }
    }
    if (best) return best;
  }
  return best;
}

function asField(
  city: CityEntry,
  confidence: number,
  source: "stated" | "dictionary",
  line: string,
): ResumeField<ResumeCity> {
  return {
    value: { name: city.name, state: city.state, countryCode: city.countryCode },
    confidence,
    source,
    evidence: line.trim(),
  };
}

/**
 * @param nameLine the line the name was read from: "CHAN Ka Wai" is a person, not the town of Wai.
 * @param currentJob the lines of the job held now: its place is the last guess ("Oracle - Bangalore").
 */
export function findCurrentLocation(
  lines: readonly string[],
  headerEnd: number,
  regions: readonly string[],
  nameLine?: string,
  currentJob?: string,
): ResumeField<ResumeCity> | null {
  for (const line of lines) {
    if (!LOCATION_LABEL.test(line) || NOT_CURRENT.test(line)) continue;
    const after = line.slice(line.search(LOCATION_LABEL));
    const city = pickCity(citiesIn(after), regions);
    if (city) return asField(city, 0.9, "stated", line);
  }
  // The header's places: one of the site's countries wins over any other, then the earliest line.
  const limit = Math.min(Math.max(headerEnd, 8), 15, lines.length);
  let fallback: { city: CityEntry; line: string } | null = null;
  for (let index = 0; index < limit; index += 1) {
    const line = lines[index] ?? "";
    if (NOT_CURRENT.test(line) || line === nameLine) continue;
    const city = pickCity(citiesIn(line), regions);
    if (!city) continue;
    if (regions.includes(city.countryCode)) return asField(city, 0.8, "dictionary", line);
    fallback ??= { city, line };
  }
  if (fallback) return asField(fallback.city, 0.5, "dictionary", fallback.line);
  const atWork = currentJob ? pickCity(citiesIn(currentJob), regions) : null;
  return atWork && currentJob ? asField(atWork, 0.45, "dictionary", currentJob) : null;
}

export { citiesIn };
