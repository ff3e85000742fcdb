/**
 * Integration tests build the real app around their own database (a copy of the migrated, seeded
 * template; see packages/db/src/testing.ts). The web app is left out: it needs a build, and browser
 * journeys cover it.
 */
import { createTestDatabase } from "@portal/db/testing";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

export interface TestApp {
  app: FastifyInstance;
  pool: pg.Pool;
  close(): Promise<void>;
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: database.url, ...env });
  const app = await buildApp({ config, pool: database.pool, withWebApp: false });
  await app.ready();
  return {
    app,
    pool: database.pool,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * The test app of a test file: built before its tests (before the file's own `beforeAll` hooks, which
 * may use it) and closed after them. `app` and `pool` are read inside tests and hooks.
 */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(env);
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestApp => {
    if (!built) throw new Error("The test app is built in beforeAll: use it inside tests and hooks.");
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get pool() {
      return current().pool;
    },
    close: () => current().close(),
  };
}
