/**
 * Text handling shared by the search URL codec, the natural-language query parser and the search
 * service: digits of other scripts, the technical tokens a text-search parser would tear apart, and
 * the reading of a keyword box into words, phrases and exclusions.
 */

/** Devanagari (०–९), Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits, as ASCII digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0966-\u096f\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - zero);
  });
}

/**
 * Rewrites what PostgreSQL's text-search parser would destroy into plain words: "C++" → "cplusplus",
 * "C#" → "csharp", ".NET"/"ASP.NET" → "dotnet"/"asp dotnet", "Node.js" → "node nodejs", "PL/SQL" →
 * "plsql", and splits "UI/UX", "2D/3D", "R&D", "B.Tech" into their parts.
 *
 * The SQL function `portal_search_text` (migration 0005_search_engine) applies the same rules, in the
 * same order, to the indexed text; a test holds the two to the same output.
 */
export function normalizeSearchText(text: string): string {
  return text
    .toLowerCase()
    .replace(/c\+\+/g, " cplusplus ")
    .replace(/(^|[^\p{L}\p{N}])([cf])#/gu, "$1$2sharp ")
    .replace(/\.net(?![\p{L}\p{N}_])/gu, " dotnet")
    .replace(/([\p{L}\p{N}]+)\.js(?![\p{L}\p{N}_])/gu, "$1 $1js")
    .replace(/pl\/sql/g, "plsql")
    .replace(/[/&]|(?<=\p{L})\.(?=\p{L})/gu, " ");
}

/** The words of a text after normalisation: runs of letters, marks and digits, lowercase. */
export function searchWords(text: string): string[] {
  const digits = toLatinDigits(text);
  // Most text has none of the characters normalizeSearchText rewrites (as in portal_search_text).
  const normalized = /[+#./&]/.test(digits) ? normalizeSearchText(digits) : digits.toLowerCase();
  return normalized.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** Latin letters that carry their mark inside the letter, so decomposing does not remove it. */
const LATIN_LETTERS: Readonly<Record<string, string>> = { đ: "d", ð: "d", ø: "o", ł: "l", ı: "i", ß: "ss" };
/** Arabic letters that people type for one another: alef forms, teh marbuta, alef maksura, Persian keyboards. */
const ARABIC_LETTERS: Readonly<Record<string, string>> = { ٱ: "ا", ة: "ه", ى: "ي", ی: "ي", ک: "ك" };

/**
 * Folds the spellings of one name together, for comparing names rather than showing them: case,
 * Latin accents ("Hà Nội" → "ha noi"), Arabic vowel marks, tatweel and hamza seats (أ إ آ → ا,
 * ؤ → و, ئ → ي), teh marbuta and alef maksura (ة → ه, ى → ي), Devanagari nukta (ड़ → ड, ज़ → ज),
 * chandrabindu written as anusvara (ँ → ं) and invisible joiners; other scripts' digits become
 * ASCII. Vowel signs of Devanagari are letters of the word and stay.
 */
export function foldLetters(text: string): string {
  // Printable ASCII has only case to fold.
  if (!/[^ -~]/.test(text)) return text.toLowerCase();
  return toLatinDigits(text)
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0640\u093c\u200c\u200d]/g, "")
    .replace(/\u0901/g, "\u0902")
    .replace(/[đðøłıß]/g, (letter) => LATIN_LETTERS[letter] ?? letter)
    .replace(/[ٱةىیک]/g, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .normalize("NFC");
}

/**
 * The lookup key of a name or phrase in any script: its folded words (foldLetters) joined by single
 * spaces. Two spellings that differ only as foldLetters allows have the same key.
 */
export function nameKey(text: string): string {
  return searchWords(foldLetters(text)).join(" ");
}

export interface KeywordTerm {
  /** One word, or the words of a quoted phrase in order. */
  words: string[];
  /** Written in quotes: the words must follow each other. */
  isPhrase: boolean;
  /** Written with a leading minus: jobs containing it are left out. */
  isExcluded: boolean;
}

/**
 * Reads a keyword box the way web search engines do: words are all required, "quoted words" must
 * appear together, and -word leaves out jobs that mention it. A minus inside a word (e-commerce)
 * is part of the word, and an unclosed quote runs to the end.
 */
export function parseKeywords(text: string): KeywordTerm[] {
  const terms: KeywordTerm[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of text.matchAll(pattern)) {
    const [, minus, quoted, bare] = match;
    if (quoted !== undefined) {
      const words = searchWords(quoted);
      if (words.length > 0) terms.push({ words, isPhrase: words.length > 1, isExcluded: minus === "-" });
      continue;
    }
    const token = bare ?? "";
    const isExcluded = token.startsWith("-") && token.length > 1;
    const words = searchWords(isExcluded ? token.slice(1) : token);
    if (isExcluded && words.length > 0) {
      terms.push({ words, isPhrase: words.length > 1, isExcluded: true });
      continue;
    }
    for (const word of words) terms.push({ words: [word], isPhrase: false, isExcluded: false });
  }
  return terms;
}
