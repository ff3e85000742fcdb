/**
 * A seeker's saved and recent searches (the `savedSearches` service of the load context and
 * `/api/seeker/saved-searches…`, `/api/seeker/recent-searches`; implemented in
 * apps/server/src/features/saved-searches). Searches travel as results query strings; the service keeps
 * them in canonical form (`toSearchParams`, without the page), so equal searches are one entry.
 * Refusals are thrown as AppError.
 */
import type { SiteId } from "@portal/domain";
import { z } from "zod";
import { SAVED_SEARCH_NAME_MAX } from "./constants.ts";

/** Longest query string accepted as a search to save (the codec caps every part well below it). */
export const MAX_SEARCH_LENGTH = 4000;

export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Canonical results query string ("query=java&location=Pune"), without "?". */
  search: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const recentSearchEntrySchema = z.object({
  /** Canonical results query string, without "?". */
  search: z.string(),
  /** What the search looked for and where, for its label. */
  query: z.string(),
  location: z.string(),
  searchedAt: z.string(),
});
export type RecentSearchEntry = z.infer<typeof recentSearchEntrySchema>;

/** The seeker's saved searches on a site and how many they may keep (GET /api/seeker/saved-searches). */
export const savedSearchListSchema = z.object({
  savedSearches: z.array(savedSearchSchema),
  limit: z.number().int(),
});

/** One saved search, as renaming answers it. */
export const savedSearchReplySchema = z.object({ savedSearch: savedSearchSchema });

/** What saving answers: the saved search, and whether it is new (false: an equal one was renamed). */
export const savedSearchSavedSchema = savedSearchReplySchema.extend({ isNew: z.boolean() });
export type SavedSearchSaved = z.infer<typeof savedSearchSavedSchema>;

export const recentSearchListSchema = z.object({ recentSearches: z.array(recentSearchEntrySchema) });

/** The reply of a call that changes something and has nothing more to say (delete, record, clear). */
export const savedSearchDoneSchema = z.object({});

// What the calls accept (their bodies).

const searchField = z.string().max(MAX_SEARCH_LENGTH);
/** Twice the longest name: the service cleans whitespace first, then refuses what is still too long. */
const nameField = z.string().max(SAVED_SEARCH_NAME_MAX * 2);

/** A results query string to save; without a name the server names it after what it looks for. */
export const saveSearchBodySchema = z.object({ search: searchField, name: nameField.optional() });
export const renameSavedSearchBodySchema = z.object({ name: nameField });
export const recordRecentSearchBodySchema = z.object({ search: searchField });

export interface SavedSearchesContract {
  /** The seeker's saved searches on a site, most recently saved first. */
  list(userId: string, siteId: SiteId): Promise<SavedSearch[]>;
  /** The saved search equal to this one (any query string of it), or null. */
  find(userId: string, siteId: SiteId, search: string): Promise<SavedSearch | null>;
  /**
   * Saves a search; saving an equal one again renames it and moves it to the top (`isNew` false).
   * An empty name is refused; callers give a default. Throws VALIDATION `savedSearchInvalid` (field
   * `search`: the codec would not run it), VALIDATION `savedSearchNameInvalid` (field `name`: empty or
   * longer than SAVED_SEARCH_NAME_MAX), UNPROCESSABLE `savedSearchLimit` (SAVED_SEARCH_LIMIT reached),
   * RATE_LIMITED.
   */
  save(userId: string, siteId: SiteId, input: { search: string; name: string }): Promise<SavedSearchSaved>;
  /**
   * Throws VALIDATION `savedSearchNameInvalid`, NOT_FOUND `notFound` (another seeker's search, or one
   * that does not exist), RATE_LIMITED.
   */
  rename(userId: string, id: number, name: string): Promise<SavedSearch>;
  /** Throws NOT_FOUND `notFound` (another seeker's search, or one that does not exist), RATE_LIMITED. */
  remove(userId: string, id: number): Promise<void>;

  /** Remembers a search the seeker ran (invalid searches are ignored); keeps the newest RECENT_SEARCH_LIMIT. */
  recordRecentSearch(userId: string, siteId: SiteId, search: string): Promise<void>;
  /** Most recent first, at most `limit` (RECENT_SEARCH_LIMIT by default). */
  recentSearches(userId: string, siteId: SiteId, limit?: number): Promise<RecentSearchEntry[]>;
  /** Throws RATE_LIMITED (counted with saves). */
  clearRecentSearches(userId: string, siteId: SiteId): Promise<void>;
}
