/**
 * Autosuggest, popular terms and the site's city list, all read from the per-site dictionary
 * (`search_terms`, rebuilt by refreshSearchIndex).
 */

import {
  type BrowseKind,
  DEFAULT_POPULAR_LIMIT,
  DEFAULT_SUGGESTION_LIMIT,
  type SearchServiceContract,
  SUGGESTION_KINDS,
  type Suggestion,
  type SuggestionKind,
} from "@portal/contracts";
import {
  INDUSTRIES,
  JOB_FUNCTIONS,
  JOB_ROLES,
  type Language,
  phraseKey,
  placeDisplayName,
  type SiteId,
  searchWords,
  writtenKeyword,
} from "@portal/domain";
import type pg from "pg";

/** Shorter prefixes are too short to tell a misspelling from a word not typed yet. */
const FUZZY_MIN_LENGTH = 4;
/** Misspelt prefixes are matched against whole terms this similar or closer. */
const FUZZY_SIMILARITY = 0.3;
/**
 * The site's city names (for the sentence parser) and known words (a search whose words are all
 * known needs no spelling lookup) are read on every search and change only when the dictionary is
 * rebuilt, so each process keeps them this long; a second process keeps its own copy, and a word
 * added since is at worst looked up once more.
 */
export const DICTIONARY_CACHE_MS = 10 * 60_000;

export interface DictionaryTerm {
  text: string;
  count: number;
}

/** The search service's suggestions and popular terms, and what search and browse read of the dictionary. */
export interface Suggestions extends Pick<SearchServiceContract, "suggest" | "popular"> {
  /** A site's terms of one dictionary kind with their live-job counts, most used first. */
  terms(siteId: SiteId, kind: string, limit: number): Promise<DictionaryTerm[]>;
  cityNames(siteId: SiteId): Promise<string[]>;
  /** The single words of the site's dictionary (spellings the site knows). */
  knownWords(siteId: SiteId): Promise<ReadonlySet<string>>;
  /** About how many jobs the site's search index holds (PostgreSQL's own estimate). */
  siteJobs(siteId: SiteId): Promise<number>;
}

const TAXONOMY: Partial<Record<BrowseKind, readonly { name: string; slug: string }[]>> = {
  function: JOB_FUNCTIONS,
  role: JOB_ROLES,
  industry: INDUSTRIES,
};

/** What a term puts into a search filter: the taxonomy slug where there is one, else the text. */
export function filterValue(kind: BrowseKind, text: string): string {
  return TAXONOMY[kind]?.find((entry) => entry.name === text)?.slug ?? text;
}

function likePrefix(text: string): string {
  return `${text.replace(/[\\%_]/g, "\\$&")}%`;
}

const DEVANAGARI = /[\u0900-\u097f]/;
const ARABIC = /[\u0600-\u06ff]/;

/**
 * What a suggestion shows. A row found by another name of its city or term keeps the English display
 * (refresh.ts); typed in Hindi or Arabic, it is shown in that language: the city's name there, or the
 * Hindi or Arabic word that was matched ("محاسب" rather than "Accountant").
 */
function suggestionText(kind: SuggestionKind, term: string, display: string): string {
  const language: Language | null = DEVANAGARI.test(term) ? "hi" : ARABIC.test(term) ? "ar" : null;
  if (!language) return display;
  if (kind === "location") return placeDisplayName(display, language);
  return writtenKeyword(term) ?? display;
}

export function createSuggestions(pool: pg.Pool): Suggestions {
  const cityCache = new Map<SiteId, { names: string[]; expires: number }>();
  const wordCache = new Map<SiteId, { words: ReadonlySet<string>; expires: number }>();
  const sizeCache = new Map<SiteId, { jobs: number; expires: number }>();

  async function terms(siteId: SiteId, kind: string, limit: number): Promise<DictionaryTerm[]> {
    // Rows that find a term by another of its names (refresh.ts) would list it twice.
    const { rows } = await pool.query<{ display: string; popularity: number }>(
      `SELECT display, popularity FROM search_terms
        WHERE site_id = $1 AND kind = $2 AND is_whole_term AND term = portal_search_key(display)
        ORDER BY popularity DESC, display LIMIT $3`,
      [siteId, kind, limit],
    );
    return rows.map((row) => ({ text: row.display, count: row.popularity }));
  }

  return {
    async suggest(siteId, prefix, kinds = SUGGESTION_KINDS, limit = DEFAULT_SUGGESTION_LIMIT) {
      const key = phraseKey(prefix);
      // Terms of job data keep their accents ("nestlé"); other names are folded ("ha noi" for Hà Nội).
      const plainKey = searchWords(prefix).join(" ");
      const wanted = kinds.filter((kind) => SUGGESTION_KINDS.includes(kind));
      if (!key || wanted.length === 0 || limit <= 0) return [];
      // Terms starting with what was typed come first, then terms with a later word starting so
      // ("dev" → "Java Developer"); among each, the ones most jobs use.
      const { rows } = await pool.query<{ kind: SuggestionKind; term: string; display: string }>(
        `SELECT kind, term, display FROM search_terms
          WHERE site_id = $1 AND (term LIKE $2 OR term LIKE $6) AND kind = ANY($3::text[])
          ORDER BY (term = $4) DESC, is_whole_term DESC, popularity DESC, display
          LIMIT $5`,
        [siteId, likePrefix(key), wanted, key, limit * 3, likePrefix(plainKey || key)],
      );
      const seen = new Set<string>();
      const found: Suggestion[] = [];
      const add = (kind: SuggestionKind, text: string) => {
        const id = `${kind}:${text.toLowerCase()}`;
        if (seen.has(id) || found.length >= limit) return;
        seen.add(id);
        found.push({ text, kind });
      };
      for (const row of rows) add(row.kind, suggestionText(row.kind, row.term, row.display));
      // Nothing starts so: likely a misspelling. Nearest whole skills, titles and cities instead
      // (companies are too many to search this way on every keystroke).
      const fuzzyKinds = wanted.filter((kind) => kind !== "company");
      if (found.length === 0 && key.length >= FUZZY_MIN_LENGTH && fuzzyKinds.length > 0) {
        const fuzzy = await pool.query<{ kind: SuggestionKind; term: string; display: string }>(
          `SELECT kind, term, display FROM (
             ${fuzzyKinds
               .map(
                 (
                   _,
                   index,
                 ) => `(SELECT kind, term, display, popularity, similarity(term, $2) AS score FROM search_terms
                   WHERE site_id = $1 AND kind = $${index + 4} AND is_whole_term
                   ORDER BY lower(term) <-> $2 LIMIT $3)`,
               )
               .join(" UNION ALL ")}
           ) nearest
           WHERE score >= ${FUZZY_SIMILARITY}
           ORDER BY score DESC, popularity DESC`,
          [siteId, key, limit, ...fuzzyKinds],
        );
        for (const row of fuzzy.rows) add(row.kind, suggestionText(row.kind, row.term, row.display));
      }
      return found;
    },

    async popular(siteId, kind, limit = DEFAULT_POPULAR_LIMIT) {
      const list = await terms(siteId, kind, limit);
      return list.map((term) => ({
        text: term.text,
        value: filterValue(kind, term.text),
        kind,
        count: term.count,
      }));
    },

    terms,

    async cityNames(siteId) {
      const cached = cityCache.get(siteId);
      if (cached && cached.expires > Date.now()) return cached.names;
      const { rows } = await pool.query<{ display: string }>(
        "SELECT DISTINCT display FROM search_terms WHERE site_id = $1 AND kind = 'location'",
        [siteId],
      );
      const names = rows.map((row) => row.display);
      // Right after a start the suggestions may not be built yet: an empty list is not kept.
      if (names.length > 0) cityCache.set(siteId, { names, expires: Date.now() + DICTIONARY_CACHE_MS });
      return names;
    },

    async siteJobs(siteId) {
      const cached = sizeCache.get(siteId);
      if (cached && cached.expires > Date.now()) return cached.jobs;
      const { rows } = await pool.query<{ jobs: number }>(
        "SELECT greatest(reltuples, 0)::float8 AS jobs FROM pg_class WHERE oid = to_regclass('job_search_' || $1)",
        [siteId],
      );
      const jobs = Number(rows[0]?.jobs ?? 0);
      sizeCache.set(siteId, { jobs, expires: Date.now() + DICTIONARY_CACHE_MS });
      return jobs;
    },

    async knownWords(siteId) {
      const cached = wordCache.get(siteId);
      if (cached && cached.expires > Date.now()) return cached.words;
      const { rows } = await pool.query<{ term: string }>(
        "SELECT term FROM search_terms WHERE site_id = $1 AND kind = 'word'",
        [siteId],
      );
      const words = new Set(rows.map((row) => row.term));
      wordCache.set(siteId, { words, expires: Date.now() + DICTIONARY_CACHE_MS });
      return words;
    },
  };
}
