/**
 * npm run search:refresh [-- --vacuum]
 *
 * Refreshes the search index of the database the app uses (DATABASE_URL, else the embedded cluster in
 * $DATA_DIR/postgres on $EMBEDDED_POSTGRES_PORT): drops expired listings, rebuilds the dictionary.
 * With --vacuum it also vacuums and analyses the index, which autovacuum would do shortly after a
 * bulk load anyway; benchmarks use it so they measure a settled database.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { DEFAULT_DATA_DIR, DEFAULT_EMBEDDED_PORT, openDatabase } from "@portal/db";
import { refreshSearchIndex } from "./refresh.ts";

const { values } = parseArgs({ options: { vacuum: { type: "boolean", default: false } } });
const port = Number(process.env.EMBEDDED_POSTGRES_PORT ?? DEFAULT_EMBEDDED_PORT);
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ? path.join(process.env.DATA_DIR, "postgres") : DEFAULT_DATA_DIR,
  port,
  log: (message) => console.log(message),
  applicationName: "job-portal-search-refresh",
});
try {
  const started = Date.now();
  if (values.vacuum) {
    const client = await database.pool.connect();
    try {
      await client.query("SET statement_timeout = 0");
      await client.query("VACUUM (ANALYZE) job_search");
    } finally {
      client.release();
    }
    console.log(`Vacuumed the search index in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const refreshStarted = Date.now();
  const refreshed = await refreshSearchIndex(database.pool);
  console.log(
    refreshed
      ? `Refreshed the search index in ${((Date.now() - refreshStarted) / 1000).toFixed(1)} s`
      : "Another process is refreshing the search index; nothing to do",
  );
} finally {
  await database.close();
}
