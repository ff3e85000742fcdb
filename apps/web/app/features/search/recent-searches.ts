/**
 * Recent searches. Guests keep theirs in the browser (localStorage, never sent anywhere); logged-in
 * seekers keep theirs on the server (the results page records them), behind the same RecentSearchStore
 * interface, so the home page and the search box do not care which one they talk to.
 */
import { callApi } from "../../api/client.ts";
import { parseCookies } from "../../lib/cookies.ts";

export interface RecentSearch {
  /** What the seeker typed, for the label. */
  query: string;
  location: string;
  /** The results URL's query string (without "?"), written by the search codec. */
  search: string;
}

export interface RecentSearchStore {
  list(): Promise<RecentSearch[]>;
  remember(search: RecentSearch): Promise<void>;
  clear(): Promise<void>;
}

export const MAX_RECENT_SEARCHES = 5;
export const RECENT_SEARCHES_KEY = "portal.recentSearches";

function sameSearch(a: RecentSearch, b: RecentSearch): boolean {
  return a.search === b.search;
}

/** The newest search first, without an older copy of it, at most `max` kept. */
export function withRecent(list: readonly RecentSearch[], search: RecentSearch, max = MAX_RECENT_SEARCHES) {
  return [search, ...list.filter((item) => !sameSearch(item, search))].slice(0, max);
}

function isRecentSearch(value: unknown): value is RecentSearch {
  if (typeof value !== "object" || value === null) return false;
  const { query, location, search } = value as Record<string, unknown>;
  return typeof query === "string" && typeof location === "string" && typeof search === "string";
}

/** Whatever the storage holds (another version's shape, hand edits), only well-formed entries count. */
export function readRecent(text: string | null): RecentSearch[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isRecentSearch).slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** The label of a recent search in a list: "java · Pune". */
export function recentLabel(search: RecentSearch): string {
  return [search.query, search.location].filter(Boolean).join(" · ");
}

/**
 * The guest store. Storage can be missing or refuse writes (private mode, quota, disabled): then
 * nothing is remembered and nothing fails.
 */
export function browserRecentSearches(storage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null) {
  const read = () => {
    try {
      return readRecent(storage?.getItem(RECENT_SEARCHES_KEY) ?? null);
    } catch {
      return [];
    }
  };
  const store: RecentSearchStore = {
    list: async () => read(),
    async remember(search) {
      try {
        storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(withRecent(read(), search)));
      } catch {
        // Not remembering a search is harmless.
      }
    },
    async clear() {
      try {
        storage?.removeItem(RECENT_SEARCHES_KEY);
      } catch {
        // Nothing to clear then.
      }
    },
  };
  return store;
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The logged-in seeker's store: the "recent search" call. Remembering is the results page's job (its
 * loader records every search a seeker runs), so `remember` does nothing here.
 */
export function serverRecentSearches(call = callApi): RecentSearchStore {
  return {
    async list() {
      const reply = await call("recentSearch");
      if (!reply.ok) return [];
      return reply.data.recentSearches
        .map(({ query, location, search }) => ({ query, location, search }))
        .slice(0, MAX_RECENT_SEARCHES);
    },
    async remember() {},
    async clear() {
      await call("clearRecentSearches");
    },
  };
}

/** Spec §3: the readable session-client cookie says the visitor is logged in. */
function isLoggedIn(): boolean {
  return typeof document !== "undefined" && Object.hasOwn(parseCookies(document.cookie), "session-client");
}

/** The store for this visitor: the server's for a logged-in seeker, the browser's for a guest. */
export function recentSearchStore(): RecentSearchStore {
  return isLoggedIn() ? serverRecentSearches() : browserRecentSearches(localStorageOrNull());
}
