/**
 * The search engine's tables beside `jobs`.
 *
 * - `search_values`: ids for the categorical values jobs carry as text (cities, states, countries,
 *   functions, roles, industries, qualifications), so the search copy filters and counts small integers.
 *   Append-only: an id, once given, always names the same value.
 * - `search_terms`: the per-site dictionary behind autosuggest, typo correction and filter lists
 *   (skills, titles, companies, cities, functions, roles, industries, qualifications and single
 *   words, with how many live jobs use them), rebuilt by `portal_search_refresh()`.
 * - `job_search` (not declared here: drizzle-kit cannot declare a partitioned table, so migration
 *   0005_search_engine creates it with its functions and triggers): one narrow row per live job, the
 *   newest of its near-duplicates, partitioned by site and kept in step with `jobs` by triggers.
 */
import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";

export const SEARCH_VALUE_KINDS = [
  "city",
  "state",
  "country",
  "function",
  "role",
  "industry",
  "qualification",
] as const;
export type SearchValueKind = (typeof SEARCH_VALUE_KINDS)[number];

export const searchValues = pgTable(
  "search_values",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<SearchValueKind>().notNull(),
    name: text("name").notNull(),
  },
  (table) => [uniqueIndex("search_values_kind_name_idx").on(table.kind, table.name)],
);

export const SEARCH_TERM_KINDS = [
  "skill",
  "title",
  "company",
  "location",
  "function",
  "role",
  "industry",
  "qualification",
  "word",
] as const;
export type SearchTermKind = (typeof SEARCH_TERM_KINDS)[number];

export const searchTerms = pgTable(
  "search_terms",
  {
    siteId: text("site_id").notNull(),
    kind: text("kind").$type<SearchTermKind>().notNull(),
    /** What is matched: the normalised words from `display` on (`portal_search_key`). */
    term: text("term").notNull(),
    /** What is shown, in its most common spelling. */
    display: text("display").notNull(),
    /** Live jobs on the site that use it. */
    popularity: integer("popularity").notNull(),
    /** False for the rows that let a later word match ("developer" for "Java Developer"). */
    isWholeTerm: boolean("is_whole_term").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.kind, table.term, table.display] }),
    index("search_terms_prefix_idx").on(table.siteId, table.term.op("text_pattern_ops")),
    // Nearest spellings by trigram distance within one site and kind (btree_gist lets the GiST
    // index hold the two equality columns). It indexes lower(term), the same text as term, so that
    // exact lookups, which it could also answer but slowly, always use the primary key instead.
    index("search_terms_trigram_idx").using(
      "gist",
      table.siteId,
      table.kind,
      sql`lower(${table.term}) gist_trgm_ops`,
    ),
    index("search_terms_popular_idx")
      .on(table.siteId, table.kind, table.popularity.desc())
      .where(sql`${table.isWholeTerm}`),
  ],
);
