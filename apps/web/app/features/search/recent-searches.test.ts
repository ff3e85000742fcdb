import { describe, expect, it } from "vitest";
import {
  browserRecentSearches,
  MAX_RECENT_SEARCHES,
  RECENT_SEARCHES_KEY,
  type RecentSearch,
  readRecent,
  recentLabel,
  withRecent,
} from "./recent-searches.ts";

const search = (query: string, location = ""): RecentSearch => ({
  query,
  location,
  search: new URLSearchParams({ query, ...(location ? { location } : {}) }).toString(),
});

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

describe("withRecent", () => {
  it("puts the newest search first and keeps only one copy of it", () => {
    const list = [search("java"), search("sales", "Pune")];
    expect(withRecent(list, search("sales", "Pune"))).toEqual([search("sales", "Pune"), search("java")]);
  });

  it("keeps at most five", () => {
    let list: RecentSearch[] = [];
    for (const query of ["a1", "b2", "c3", "d4", "e5", "f6", "g7"]) list = withRecent(list, search(query));
    expect(list.map((item) => item.query)).toEqual(["g7", "f6", "e5", "d4", "c3"]);
    expect(list).toHaveLength(MAX_RECENT_SEARCHES);
  });
});

describe("readRecent", () => {
  it("reads what was stored and ignores anything else", () => {
    expect(readRecent(JSON.stringify([search("java")]))).toEqual([search("java")]);
    expect(readRecent(null)).toEqual([]);
    expect(readRecent("not json")).toEqual([]);
    expect(readRecent('{"query":"java"}')).toEqual([]);
    expect(readRecent(JSON.stringify([{ query: "java" }, search("sql"), 3]))).toEqual([search("sql")]);
  });
});

describe("recentLabel", () => {
  it("names the words and the place", () => {
    expect(recentLabel(search("java", "Pune"))).toBe("java · Pune");
    expect(recentLabel(search("java"))).toBe("java");
    expect(recentLabel(search("", "Pune"))).toBe("Pune");
  });
});

describe("browserRecentSearches", () => {
  it("remembers searches in the browser's storage, newest first, and clears them", async () => {
    const storage = new MemoryStorage();
    const store = browserRecentSearches(storage);
    await store.remember(search("java"));
    await store.remember(search("nurse", "Chennai"));
    expect(await store.list()).toEqual([search("nurse", "Chennai"), search("java")]);
    expect(JSON.parse(storage.getItem(RECENT_SEARCHES_KEY) ?? "")).toHaveLength(2);
    await store.clear();
    expect(await store.list()).toEqual([]);
  });

  it("works, remembering nothing, where storage is missing or refuses", async () => {
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("quota");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    for (const storage of [null, refusing]) {
      const store = browserRecentSearches(storage);
      await expect(store.remember(search("java"))).resolves.toBeUndefined();
      expect(await store.list()).toEqual([]);
      await expect(store.clear()).resolves.toBeUndefined();
    }
  });
});
