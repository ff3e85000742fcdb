/**
 * Databases for integration tests of every package. One PostgreSQL server and one migrated, seeded
 * template per test run (startTestPostgres, from vitest's globalSetup); every test file then clones
 * its own database from the template (createTestDatabase), so no two files share state.
 *
 * With DATABASE_URL set, the server behind it is used instead of an embedded one; its user needs
 * the CREATEDB privilege.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createDrizzle, createPool, EMBEDDED_CREDENTIALS, migrateDatabase, type PortalDb } from "./client.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { seedDatabase } from "./seed/seed.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string to a maintenance database of the test server (may create databases). */
    adminUrl: string;
    /** Name of the migrated and seeded template database to clone. */
    templateDatabase: string;
  }
}

/** Generated jobs in the template (the fixed jobs come on top); small enough to seed in a second or two. */
export const TEST_JOB_COUNT = 1_500;
export const TEST_SEED = 7;

const TEMPLATE_PREFIX = "portal_template_";
const TEST_DATABASE_PREFIX = "test_";
const TEST_POOL_MAX = 5;

export interface TestPostgres {
  adminUrl: string;
  templateDatabase: string;
  stop(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  name: string;
  pool: pg.Pool;
  db: PortalDb;
  /** Ends the pool (if still open) and drops the database. */
  drop(): Promise<void>;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const externalUrl = process.env.DATABASE_URL;
  let adminUrl: string;
  let stopServer = async () => {};
  if (externalUrl) {
    adminUrl = externalUrl;
  } else {
    const server = await startEmbeddedPostgres({
      dataDir: await mkdtemp(path.join(tmpdir(), "portal-test-pg-")),
      port: await findFreePort(),
      user: EMBEDDED_CREDENTIALS.user,
      password: EMBEDDED_CREDENTIALS.password,
      log: () => {},
      isDisposable: true,
    });
    adminUrl = server.urlFor("postgres");
    stopServer = () => server.stop();
  }

  const runId = randomBytes(4).toString("hex");
  const templateDatabase = `${TEMPLATE_PREFIX}${runId}`;
  try {
    await withAdminClient(adminUrl, (client) =>
      client.query(`CREATE DATABASE ${client.escapeIdentifier(templateDatabase)}`),
    );
    const pool = createPool(databaseUrl(adminUrl, templateDatabase), {
      max: 4,
      applicationName: "test-template",
    });
    try {
      await migrateDatabase(pool);
      await seedDatabase({ pool, jobs: TEST_JOB_COUNT, seed: TEST_SEED });
    } finally {
      await pool.end();
    }
    // A template must have no open sessions while it is cloned; refusing connections guarantees it.
    await withAdminClient(adminUrl, (client) =>
      client.query(
        `ALTER DATABASE ${client.escapeIdentifier(templateDatabase)} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`,
      ),
    );
  } catch (error) {
    await stopServer();
    throw error;
  }

  return {
    adminUrl,
    templateDatabase,
    async stop() {
      if (externalUrl) await dropRunDatabases(adminUrl, runId);
      await stopServer();
    },
  };
}

/** A fresh copy of the template, typically one per test file. */
export function createTestDatabase(adminUrl: string, templateDatabase: string): Promise<TestDatabase> {
  return createDatabase(adminUrl, templateDatabase, true);
}

/**
 * An empty database (no tables, not even migrations) on the same server, for tests of migrations and
 * seeding. Named after the run's template so that the run's clean-up finds it.
 */
export function createEmptyTestDatabase(adminUrl: string, templateDatabase: string): Promise<TestDatabase> {
  return createDatabase(adminUrl, templateDatabase, false);
}

async function createDatabase(
  adminUrl: string,
  templateDatabase: string,
  isCopy: boolean,
): Promise<TestDatabase> {
  const runId = templateDatabase.startsWith(TEMPLATE_PREFIX)
    ? templateDatabase.slice(TEMPLATE_PREFIX.length)
    : "x";
  const name = `${TEST_DATABASE_PREFIX}${runId}_${randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => {
    const template = isCopy ? ` TEMPLATE ${client.escapeIdentifier(templateDatabase)}` : "";
    return client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}${template}`);
  });
  const url = databaseUrl(adminUrl, name);
  const pool = createPool(url, { max: TEST_POOL_MAX, applicationName: "test" });
  return {
    url,
    name,
    pool,
    db: createDrizzle(pool),
    async drop() {
      if (!pool.ended) await pool.end();
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}

/** createTestDatabase with the server and template that the global setup provided to this test run. */
export async function openTestDatabase(): Promise<TestDatabase> {
  // Imported lazily: this module also runs in the global setup, outside any test worker.
  const { inject } = await import("vitest");
  return createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

async function dropRunDatabases(adminUrl: string, runId: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2",
      [`${TEMPLATE_PREFIX}${runId}`, `${TEST_DATABASE_PREFIX}${runId}\\_%`],
    );
    for (const { datname } of rows) {
      const name = client.escapeIdentifier(datname);
      // A template cannot be dropped until it is an ordinary database again.
      await client.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}

async function withAdminClient<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, application_name: "test-admin" });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Asks the kernel for an unused port; the tiny race until PostgreSQL binds it is acceptable for tests. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error("no free port"))));
    });
  });
}
