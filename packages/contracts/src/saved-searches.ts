/**
 * What pages may ask the server about a seeker's searches (the `savedSearches` service of the load
 * context; implemented in apps/server/src/features/saved-searches). Searches travel as results query
 * strings; the service keeps them in canonical form (`toSearchParams`, without the page), so equal
 * searches are one entry. Expected refusals come back as results, never as exceptions.
 */
import type { SiteId } from "@portal/domain";

export interface SavedSearch {
  id: number;
  name: string;
  /** Canonical results query string ("query=java&location=Pune"), without "?". */
  search: string;
  createdAt: string;
  updatedAt: string;
}

export interface RecentSearchEntry {
  /** Canonical results query string, without "?". */
  search: string;
  /** What the search looked for and where, for its label. */
  query: string;
  location: string;
  searchedAt: string;
}

export type SavedSearchRefusal =
  | { ok: false; reason: "limit"; limit: number }
  | { ok: false; reason: "invalidSearch" | "invalidName" | "notFound" }
  | { ok: false; reason: "rateLimited"; retryAfterSeconds: number };

export type SavedSearchResult<T> = { ok: true; value: T } | SavedSearchRefusal;

export interface SavedSearchesContract {
  /** The seeker's saved searches on a site, most recently saved first. */
  list(userId: string, siteId: SiteId): Promise<SavedSearch[]>;
  /** The saved search equal to this one (any query string of it), or null. */
  find(userId: string, siteId: SiteId, search: string): Promise<SavedSearch | null>;
  /**
   * Saves a search; saving an equal one again renames it and moves it to the top (`isNew` false).
   * An empty name is refused; callers give a default.
   */
  save(
    userId: string,
    siteId: SiteId,
    input: { search: string; name: string },
  ): Promise<SavedSearchResult<{ savedSearch: SavedSearch; isNew: boolean }>>;
  /** Another seeker's search, or one that does not exist, is `notFound`. */
  rename(userId: string, id: number, name: string): Promise<SavedSearchResult<SavedSearch>>;
  remove(userId: string, id: number): Promise<SavedSearchResult<null>>;

  /** Remembers a search the seeker ran (invalid searches are ignored); keeps the newest RECENT_SEARCH_LIMIT. */
  recordRecentSearch(userId: string, siteId: SiteId, search: string): Promise<void>;
  /** Most recent first, at most `limit` (RECENT_SEARCH_LIMIT by default). */
  recentSearches(userId: string, siteId: SiteId, limit?: number): Promise<RecentSearchEntry[]>;
  clearRecentSearches(userId: string, siteId: SiteId): Promise<SavedSearchResult<null>>;
}
