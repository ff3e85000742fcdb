/**
 * npm run seed -- --jobs 50000 [--seed 7] [--reset]
 *
 * Seeds the database the app uses: DATABASE_URL when set, else the embedded cluster under
 * $DATA_DIR/postgres (default <repo>/data/postgres) on $EMBEDDED_POSTGRES_PORT, the same variables
 * the app reads. Migrates first; refuses to touch existing jobs unless --reset.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_DATA_DIR, DEFAULT_EMBEDDED_PORT, migrateDatabase, openDatabase } from "../client.ts";
import { DEFAULT_SEED, seedDatabase } from "./seed.ts";

const DEFAULT_JOBS = 50_000;

function parseCount(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const count = Number(value.replace(/[_,]/g, ""));
  if (!Number.isSafeInteger(count) || count < 0) {
    console.error(`${name} must be a whole number ≥ 0, not "${value}"`);
    process.exit(2);
  }
  return count;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      jobs: { type: "string" },
      seed: { type: "string" },
      reset: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.log("Usage: npm run seed -- [--jobs N (default 50000)] [--seed S] [--reset]");
    return 0;
  }
  const jobs = parseCount("--jobs", values.jobs, DEFAULT_JOBS);
  const seed = parseCount("--seed", values.seed, DEFAULT_SEED);
  const log = (message: string) => console.log(message);

  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ? path.join(process.env.DATA_DIR, "postgres") : DEFAULT_DATA_DIR,
    port: parseCount("EMBEDDED_POSTGRES_PORT", process.env.EMBEDDED_POSTGRES_PORT, DEFAULT_EMBEDDED_PORT),
    log,
    applicationName: "job-portal-seed",
  });
  try {
    await migrateDatabase(database.pool);
    const { rows } = await database.pool.query<{ jobs: string }>("SELECT count(*) AS jobs FROM jobs");
    const existing = Number(rows[0]?.jobs ?? 0);
    if (existing > 0 && !values.reset) {
      console.error(`The database already holds ${existing} jobs. Run again with --reset to replace them.`);
      return 1;
    }
    if (values.reset) {
      // CASCADE also empties tables that reference jobs or companies (applications, saved jobs…).
      await database.pool.query("TRUNCATE jobs, companies RESTART IDENTITY CASCADE");
      log("Emptied companies and jobs");
    }
    const summary = await seedDatabase({ pool: database.pool, jobs, seed, log });
    const size = await database.pool.query<{ size: string }>(
      "SELECT pg_size_pretty(pg_database_size(current_database())) AS size",
    );
    console.log(
      `Done: ${summary.jobs.toLocaleString("en")} jobs (${summary.fixedJobs} fixed), ` +
        `${summary.companies.toLocaleString("en")} companies, seed ${summary.seed}, ` +
        `${(summary.durationMs / 1000).toFixed(1)} s, database size ${size.rows[0]?.size}`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

// Explicit exits: embedded-postgres hooks beforeExit and would turn any process.exitCode into 0.
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
