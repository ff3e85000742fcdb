/**
 * Saved searches and recent searches of seekers, per country site. A search is stored as its canonical
 * results query string (the URL codec of @portal/domain, page left out), so "java, Pune" typed twice or
 * reached through a filter link is one entry. Callers are pages (load context) and the API routes;
 * later features (alerts, recommendations) read recent searches through `recentSearches`.
 */

import {
  AppError,
  MAX_SEARCH_LENGTH,
  RECENT_SEARCH_LIMIT,
  type RecentSearchEntry,
  rateLimitedError,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchesContract,
} from "@portal/contracts";
import type { recentSearches, SqlRow, savedSearches } from "@portal/db";
import { parseSearchParams, type SiteId, toSearchParams } from "@portal/domain";
import type pg from "pg";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";

/** Saves, renames, deletes and clears of one seeker: plenty for a person, a wall for a script. */
export const SEEKER_SAVE_LIMIT: RateLimitRule = {
  name: "seeker-saves-user-15m",
  limit: 300,
  windowSeconds: 900,
};

export type SavedSearchesService = SavedSearchesContract;

/**
 * The one spelling of a search: parsed by the site's codec and written back without the page. Null
 * when the codec would refuse to run it (nothing to look for, a bad filter).
 */
export function canonicalSearch(search: string, siteId: SiteId): string | null {
  const text = search.trim().replace(/^\?/, "");
  if (text.length > MAX_SEARCH_LENGTH) return null;
  const parsed = parseSearchParams(new URLSearchParams(text), siteId);
  if (parsed.errors.length > 0) return null;
  return toSearchParams({ ...parsed.request, page: 1 }).toString();
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Whitespace collapsed, control characters dropped; null when nothing (or too much) is left. */
export function cleanSearchName(name: string): string | null {
  const clean = name.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  if (clean.length === 0 || clean.length > SAVED_SEARCH_NAME_MAX) return null;
  return clean;
}

type SavedSearchRow = Pick<
  SqlRow<typeof savedSearches>,
  "id" | "name" | "query" | "created_at" | "updated_at"
>;

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: Number(row.id),
    name: row.name,
    search: row.query,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What a stored search looked for and where, for labels ("java · Pune"). */
export function describeSearch(search: string, siteId: SiteId): { query: string; location: string } {
  const { request } = parseSearchParams(new URLSearchParams(search), siteId);
  const what =
    request.query ??
    [...(request.designations ?? []), ...(request.skills ?? []), ...(request.companies ?? [])].join(", ");
  return { query: what, location: (request.locations ?? []).join(", ") };
}

const COLUMNS = "id, name, query, created_at, updated_at";

function invalidSearch(): AppError {
  return new AppError("VALIDATION", "savedSearchInvalid", {
    details: [{ field: "search", messageKey: "savedSearchInvalid" }],
  });
}

function invalidName(): AppError {
  return new AppError("VALIDATION", "savedSearchNameInvalid", {
    details: [
      { field: "name", messageKey: "savedSearchNameInvalid", params: { max: SAVED_SEARCH_NAME_MAX } },
    ],
  });
}

export interface SavedSearchesOptions {
  pool: pg.Pool;
  /** Counts writes per seeker; without one (some tests) nothing is limited. */
  rateLimiter?: Pick<RateLimiter, "hit">;
}

export function createSavedSearchesService({
  pool,
  rateLimiter,
}: SavedSearchesOptions): SavedSearchesService {
  async function countWrite(userId: string): Promise<void> {
    if (!rateLimiter) return;
    const outcome = await rateLimiter.hit(SEEKER_SAVE_LIMIT, userId);
    if (!outcome.isAllowed) throw rateLimitedError(outcome.retryAfterSeconds);
  }

  return {
    async list(userId, siteId) {
      const { rows } = await pool.query<SavedSearchRow>(
        `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 AND site_id = $2
         ORDER BY updated_at DESC, id DESC`,
        [userId, siteId],
      );
      return rows.map(toSavedSearch);
    },

    async find(userId, siteId, search) {
      const query = canonicalSearch(search, siteId);
      if (query === null) return null;
      const { rows } = await pool.query<SavedSearchRow>(
        `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 AND site_id = $2 AND query = $3`,
        [userId, siteId, query],
      );
      return rows[0] ? toSavedSearch(rows[0]) : null;
    },

    async save(userId, siteId, input) {
      const query = canonicalSearch(input.search, siteId);
      if (query === null) throw invalidSearch();
      const name = cleanSearchName(input.name);
      if (name === null) throw invalidName();
      await countWrite(userId);

      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        // One seeker's saves queue here, so two at once cannot both take the last free place.
        await client.query("SELECT pg_advisory_xact_lock(hashtextextended('saved_searches:' || $1, 0))", [
          userId,
        ]);
        const updated = await client.query<SavedSearchRow>(
          `UPDATE saved_searches SET name = $4, updated_at = now()
           WHERE user_id = $1 AND site_id = $2 AND query = $3 RETURNING ${COLUMNS}`,
          [userId, siteId, query, name],
        );
        if (updated.rows[0]) {
          await client.query("COMMIT");
          return { savedSearch: toSavedSearch(updated.rows[0]), isNew: false };
        }
        const counted = await client.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1",
          [userId],
        );
        if ((counted.rows[0]?.count ?? 0) >= SAVED_SEARCH_LIMIT) {
          throw new AppError("UNPROCESSABLE", "savedSearchLimit", {
            details: [{ messageKey: "savedSearchLimit", params: { max: SAVED_SEARCH_LIMIT } }],
          });
        }
        const inserted = await client.query<SavedSearchRow>(
          `INSERT INTO saved_searches (user_id, site_id, name, query) VALUES ($1, $2, $3, $4)
           RETURNING ${COLUMNS}`,
          [userId, siteId, name, query],
        );
        await client.query("COMMIT");
        return { savedSearch: toSavedSearch(inserted.rows[0] as SavedSearchRow), isNew: true };
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    async rename(userId, id, rawName) {
      const name = cleanSearchName(rawName);
      if (name === null) throw invalidName();
      await countWrite(userId);
      const { rows } = await pool.query<SavedSearchRow>(
        `UPDATE saved_searches SET name = $3 WHERE id = $2 AND user_id = $1 RETURNING ${COLUMNS}`,
        [userId, id, name],
      );
      if (!rows[0]) throw new AppError("NOT_FOUND", "notFound");
      return toSavedSearch(rows[0]);
    },

    async remove(userId, id) {
      await countWrite(userId);
      const { rowCount } = await pool.query("DELETE FROM saved_searches WHERE id = $2 AND user_id = $1", [
        userId,
        id,
      ]);
      if (!rowCount) throw new AppError("NOT_FOUND", "notFound");
    },

    async recordRecentSearch(userId, siteId, search) {
      const query = canonicalSearch(search, siteId);
      if (query === null) return;
      // One statement: the upsert, and trimming the others to the newest LIMIT - 1 (the snapshot the
      // trim reads does not see the upsert, so the searched query is left out of both sides).
      await pool.query(
        `WITH upserted AS (
           INSERT INTO recent_searches (user_id, site_id, query) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, site_id, query) DO UPDATE SET searched_at = now()
           RETURNING query
         ), kept AS (
           SELECT query FROM recent_searches WHERE user_id = $1 AND site_id = $2 AND query <> $3
           ORDER BY searched_at DESC LIMIT $4
         )
         DELETE FROM recent_searches
         WHERE user_id = $1 AND site_id = $2 AND query <> $3 AND query NOT IN (SELECT query FROM kept)`,
        [userId, siteId, query, RECENT_SEARCH_LIMIT - 1],
      );
    },

    async recentSearches(userId, siteId, limit = RECENT_SEARCH_LIMIT): Promise<RecentSearchEntry[]> {
      const { rows } = await pool.query<Pick<SqlRow<typeof recentSearches>, "query" | "searched_at">>(
        `SELECT query, searched_at FROM recent_searches WHERE user_id = $1 AND site_id = $2
         ORDER BY searched_at DESC LIMIT $3`,
        [userId, siteId, Math.max(0, Math.min(limit, RECENT_SEARCH_LIMIT))],
      );
      return rows.map((row) => ({
        search: row.query,
        ...describeSearch(row.query, siteId),
        searchedAt: row.searched_at.toISOString(),
      }));
    },

    async clearRecentSearches(userId, siteId) {
      await countWrite(userId);
      await pool.query("DELETE FROM recent_searches WHERE user_id = $1 AND site_id = $2", [userId, siteId]);
    },
  };
}
