/**
 * Opens the portal's database: any PostgreSQL ≥ 15 given by URL, or an embedded PostgreSQL whose data
 * lives in a directory of ours. Both paths end in the same `pg.Pool` and drizzle instance, so nothing
 * above this file knows which one it got.
 */

import path from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { keepClientErrorsHandled } from "./availability.ts";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { installJobQueue } from "./job-queue.ts";
import { PACKAGE_ROOT, REPOSITORY_ROOT } from "./package-root.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
export type PortalDb = NodePgDatabase<Schema>;

export interface Database {
  pool: pg.Pool;
  db: PortalDb;
  /** Connection string of the database in use (with credentials: never log it). */
  url: string;
  isEmbedded: boolean;
  /** Ends the pool and, when this process started the embedded server, stops it. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Connect to this server instead of starting the embedded one. */
  databaseUrl?: string;
  /** Data directory of the embedded server (created on first use, kept across restarts). */
  dataDir: string;
  /** Port of the embedded server. */
  port?: number;
  log?: (message: string) => void;
  /** Pool size; the default suits a 2-core machine. */
  poolMax?: number;
  applicationName?: string;
}

/** Next to, not on, the 5432 of a system PostgreSQL; the app's EMBEDDED_POSTGRES_PORT defaults to it too. */
export const DEFAULT_EMBEDDED_PORT = 5433;
export const EMBEDDED_CREDENTIALS = { user: "portal", password: "portal", database: "portal" } as const;

/** A couple of busy connections per core is all PostgreSQL can use; more only queue inside the server. */
export const DEFAULT_POOL_MAX = 10;
/** Requests must not wait on a runaway query; bulk work (migrations, seeding) lifts this per session. */
export const STATEMENT_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 30_000;
const DEFAULT_APPLICATION_NAME = "job-portal";

/** Where the app and the seed CLI keep the embedded cluster unless told otherwise: <repo>/data/postgres. */
export const DEFAULT_DATA_DIR = path.join(REPOSITORY_ROOT, "data", "postgres");

export const MIGRATIONS_FOLDER = path.join(PACKAGE_ROOT, "migrations");

/** An arbitrary constant: every process that migrates this database takes the same advisory lock. */
const MIGRATION_LOCK_KEY = 727_001;

export interface CreatePoolOptions {
  max?: number;
  applicationName?: string;
  log?: (message: string) => void;
}

export function createPool(url: string, options: CreatePoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? DEFAULT_POOL_MAX,
    application_name: options.applicationName ?? DEFAULT_APPLICATION_NAME,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    idleTimeoutMillis: IDLE_TIMEOUT_MS,
  });
  // An idle client that loses its server emits here; without a listener the whole process would crash.
  pool.on("error", (error) => options.log?.(`database pool: idle client error: ${error.message}`));
  keepClientErrorsHandled(pool, options.log);
  return pool;
}

export function createDrizzle(client: pg.Pool): PortalDb {
  return drizzle({ client, schema });
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const log = options.log ?? (() => {});
  const poolOptions = { max: options.poolMax, applicationName: options.applicationName, log };

  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, poolOptions);
    await checkConnection(pool);
    return {
      pool,
      db: createDrizzle(pool),
      url: options.databaseUrl,
      isEmbedded: false,
      close: () => pool.end(),
    };
  }

  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    port: options.port ?? DEFAULT_EMBEDDED_PORT,
    user: EMBEDDED_CREDENTIALS.user,
    password: EMBEDDED_CREDENTIALS.password,
    log,
  });
  try {
    await server.ensureDatabase(EMBEDDED_CREDENTIALS.database);
    const url = server.urlFor(EMBEDDED_CREDENTIALS.database);
    const pool = createPool(url, poolOptions);
    await checkConnection(pool);
    return {
      pool,
      db: createDrizzle(pool),
      url,
      isEmbedded: true,
      close: async () => {
        await pool.end();
        // Sockets of ended clients may still be closing when the server shuts down; the resulting
        // "terminating connection" errors are expected here and not worth reporting.
        pool.removeAllListeners("error");
        pool.on("error", () => {});
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

async function checkConnection(pool: pg.Pool): Promise<void> {
  try {
    await pool.query("SELECT 1");
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Applies pending migrations. Safe to run from several processes at once: they queue on an advisory
 * lock held by the very connection that migrates, so exactly one applies each migration. Then installs
 * or upgrades the background job queue's schema (job-queue.ts).
 */
export async function migrateDatabase(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    // Index builds on a large table may take longer than a request is allowed to.
    await client.query("SET statement_timeout = 0");
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
    }
    await client.query("RESET statement_timeout");
    client.release();
  } catch (error) {
    // A connection in an unknown state must not go back to the pool.
    client.release(error as Error);
    throw error;
  }
  await installJobQueue(pool);
}
