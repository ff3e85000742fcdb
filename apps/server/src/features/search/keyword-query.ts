/**
 * Turns what a seeker typed into a PostgreSQL tsquery over the search document: every term is
 * required, quoted words must follow each other, -word excludes, and each term also matches its
 * synonyms, its English words when it is a listed Hindi or Arabic title or skill (keyword-translations
 * in @portal/domain: the sentence reader turns plain words into English already, quoted and excluded
 * ones keep theirs here), and, for words the site has never seen, their likely spellings.
 *
 * The output is text for `to_tsquery('english', …)`, which stems each word exactly as the document
 * was stemmed. Words only ever contain letters, marks and digits (parseKeywords/searchWords), so no
 * operator can be smuggled in.
 */
import {
  englishKeywords,
  type KeywordTerm,
  LONGEST_SYNONYM_WORDS,
  parseKeywords,
  searchWords,
  synonymsOf,
} from "@portal/domain";

export interface KeywordGroup {
  /** The words as typed (normalised), for messages and "did you mean". */
  words: string[];
  isPhrase: boolean;
  isExcluded: boolean;
  /** Other ways to say it: synonym phrases, each a list of words. */
  alternatives: string[][];
}

/** Words that decide nothing in a job search but would be required terms otherwise. */
const FILLER_WORDS = new Set([
  "job",
  "jobs",
  "vacancy",
  "vacancies",
  "opening",
  "openings",
  "hiring",
  "career",
  "careers",
]);

/**
 * Groups the terms of a query, joining consecutive words that form a known synonym phrase
 * ("machine learning" → also "ml"), longest phrase first.
 */
export function keywordGroups(text: string): KeywordGroup[] {
  const terms = parseKeywords(text);
  const groups: KeywordGroup[] = [];
  let index = 0;
  while (index < terms.length) {
    const term = terms[index] as KeywordTerm;
    if (term.isPhrase || term.isExcluded) {
      const key = term.words.join(" ");
      groups.push({ ...term, alternatives: otherPhrases(key) });
      index++;
      continue;
    }
    let matched = 0;
    for (let length = Math.min(LONGEST_SYNONYM_WORDS, terms.length - index); length >= 2; length--) {
      const slice = terms.slice(index, index + length);
      if (slice.some((part) => part.isPhrase || part.isExcluded)) continue;
      const key = slice.map((part) => part.words[0]).join(" ");
      if (synonymsOf(key)) {
        groups.push({
          words: key.split(" "),
          isPhrase: true,
          isExcluded: false,
          alternatives: otherPhrases(key),
        });
        matched = length;
        break;
      }
    }
    if (matched > 0) {
      index += matched;
      continue;
    }
    const word = term.words[0] as string;
    if (!FILLER_WORDS.has(word) || terms.length === 1) {
      groups.push({ words: [word], isPhrase: false, isExcluded: false, alternatives: otherPhrases(word) });
    }
    index++;
  }
  return groups;
}

function otherPhrases(key: string): string[][] {
  const english = englishKeywords(key);
  const phrases = (synonymsOf(key) ?? [])
    .filter((phrase) => phrase !== key)
    .map((phrase) => phrase.split(" "));
  return english ? [...phrases, searchWords(english)] : phrases;
}

/** Words worth checking against the site's dictionary: single, required, and long enough to misspell. */
export function wordsToCheck(groups: readonly KeywordGroup[]): string[] {
  const words = new Set<string>();
  for (const group of groups) {
    if (group.isExcluded || group.isPhrase) continue;
    const word = group.words[0] as string;
    if (word.length >= 3 && !/^\d+$/.test(word)) words.add(word);
  }
  return [...words];
}

function phrase(words: readonly string[], weight = ""): string {
  return words.map((word) => `${word}${weight}`).join(" <-> ");
}

/**
 * The tsquery text. `corrections` maps a word the site does not know to likelier spellings; they are
 * added as alternatives, so "jva developer" finds Java developers without a second search.
 * Returns null when there is nothing to search for.
 */
export function toTsQuery(
  groups: readonly KeywordGroup[],
  corrections: ReadonlyMap<string, readonly string[]> = new Map(),
): string | null {
  const required: string[] = [];
  const excluded: string[] = [];
  for (const group of groups) {
    const variants = [group.words, ...group.alternatives];
    if (!group.isPhrase && !group.isExcluded) {
      for (const fix of corrections.get(group.words[0] as string) ?? []) variants.push([fix]);
    }
    const expression = variants.map((words) => phrase(words)).join(" | ");
    const wrapped = variants.length > 1 ? `(${expression})` : expression;
    (group.isExcluded ? excluded : required).push(wrapped);
  }
  const exclusions = excluded.map((expression) => `!(${expression})`);
  const all = [...required, ...exclusions];
  return all.length > 0 ? all.join(" & ") : null;
}

/** A tsquery text matching any of the phrases within one weight class (skills B, titles A). */
export function weightedPhrases(values: readonly string[], weight: "A" | "B" | "C"): string | null {
  const phrases = values
    .map((value) => parseKeywords(`"${value.replaceAll('"', " ")}"`)[0]?.words ?? [])
    .filter((words) => words.length > 0)
    .map((words) => (words.length > 1 ? `(${phrase(words, `:${weight}`)})` : phrase(words, `:${weight}`)));
  return phrases.length > 0 ? phrases.join(" | ") : null;
}

/** The query as a seeker would read it back, with corrections applied: "jva developer" → "java developer". */
export function correctedText(
  groups: readonly KeywordGroup[],
  corrections: ReadonlyMap<string, readonly string[]>,
): string | null {
  let changed = false;
  const parts = groups.map((group) => {
    const text = group.words.join(" ");
    if (group.isExcluded) return `-${group.isPhrase ? `"${text}"` : text}`;
    if (group.isPhrase) return group.words.length > 1 && !group.alternatives.length ? `"${text}"` : text;
    const fix = corrections.get(text)?.[0];
    if (fix) changed = true;
    return fix ?? text;
  });
  return changed ? parts.join(" ") : null;
}
