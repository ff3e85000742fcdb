/**
 * The name resolver's memory: the same names are looked up once while the dictionary is unchanged,
 * company names always afresh, and the memory stays bounded.
 */
import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { refreshSearchIndex } from "./refresh.ts";
import { createNameResolver, type ResolveInput } from "./resolve.ts";

let database: TestDatabase;
let queries = 0;
let counted: pg.Pool;

beforeAll(async () => {
  database = await openTestDatabase();
  const pool = database.pool;
  await refreshSearchIndex(pool);
  // The real pool, counting the round trips it makes.
  counted = new Proxy(pool, {
    get(target, property, receiver) {
      if (property === "query") {
        return (...args: Parameters<pg.Pool["query"]>) => {
          queries += 1;
          return (target.query as (...inner: unknown[]) => unknown).apply(target, args);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
});
afterAll(() => database.drop());

function input(overrides: Partial<ResolveInput> = {}): ResolveInput {
  return {
    siteId: "india",
    words: [],
    locations: [],
    functions: [],
    roles: [],
    industries: [],
    qualifications: [],
    states: [],
    countries: [],
    companies: [],
    ...overrides,
  };
}

describe("createNameResolver", () => {
  it("looks a place up once and answers the same the second time", async () => {
    const resolve = createNameResolver(counted, { ttlMs: 60_000, maxEntries: 10 });
    queries = 0;
    const first = await resolve(input({ locations: ["Bangalore"] }));
    const second = await resolve(input({ locations: ["Bangalore"] }));
    expect(queries).toBe(1);
    expect(first.places[0]?.cityIds.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    await resolve(input({ locations: ["Pune"] }));
    await resolve(input({ siteId: "gulf", locations: ["Bangalore"] }));
    expect(queries).toBe(3);
  });

  it("always asks the database for company names", async () => {
    const resolve = createNameResolver(counted, { ttlMs: 60_000, maxEntries: 10 });
    queries = 0;
    await resolve(input({ companies: ["Orbitcore Systems"] }));
    await resolve(input({ companies: ["Orbitcore Systems"] }));
    expect(queries).toBe(2);
  });

  it("looks again once the time is up, and forgets the least recently used first", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const resolve = createNameResolver(counted, { ttlMs: 1_000, maxEntries: 2 });
      queries = 0;
      await resolve(input({ locations: ["Pune"] }));
      vi.setSystemTime(Date.now() + 1_001);
      await resolve(input({ locations: ["Pune"] }));
      expect(queries).toBe(2);

      await resolve(input({ locations: ["Mumbai"] }));
      await resolve(input({ locations: ["Pune"] })); // Pune is now the most recently used
      await resolve(input({ locations: ["Chennai"] })); // the third entry pushes Mumbai out
      expect(queries).toBe(4);
      await resolve(input({ locations: ["Pune"] }));
      expect(queries).toBe(4);
      await resolve(input({ locations: ["Mumbai"] }));
      expect(queries).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });
});
