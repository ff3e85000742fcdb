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
  return normalizeSearchText(toLatinDigits(text)).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
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
