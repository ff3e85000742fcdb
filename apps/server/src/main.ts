/**
 * Starts the portal: configuration, database (embedded unless DATABASE_URL is set), migrations, demo data
 * on an empty database, then the HTTP server with the background workers (unless BACKGROUND_WORKERS=false).
 * Stops cleanly on SIGINT/SIGTERM: running background jobs finish first (up to 20 s).
 */

import { migrateDatabase, openDatabase } from "@portal/db";
import { seedDatabase } from "@portal/db/seed";
import { DEFAULT_LANGUAGE, SITES, siteHostname } from "@portal/domain";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { seedDemoAccounts } from "./features/accounts/index.ts";
import { seedDemoApplications } from "./features/applications/index.ts";
import { seedDemoCards } from "./features/engagement-cards/index.ts";
import { seedDemoProfileViews } from "./features/profile-views/index.ts";
import { seedDemoProfiles } from "./features/profiles/index.ts";
import { seedDemoRecommendations } from "./features/recommendations/index.ts";
import { seedDemoResumes } from "./features/resumes/index.ts";
import { refreshSearchIndexIfEmpty } from "./features/search/index.ts";
import { createFileStorage } from "./storage/create-storage.ts";

async function main(): Promise<void> {
  if (process.argv.includes("--dev")) {
    process.env.WEB_DEV_SERVER ??= "true";
    process.env.NODE_ENV ??= "development";
    // Development shows the codes and links it sends in the dev outbox, as the npm start demo does.
    if (!process.env.PUBLIC_URL) process.env.DEMO_MODE ??= "true";
  }
  const config = loadConfig();
  const log = (message: string) => process.stdout.write(`${message}\n`);

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/postgres`,
    port: config.embeddedPostgresPort,
    log,
  });
  await migrateDatabase(database.pool);

  const { rows } = await database.pool.query<{ has_jobs: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM jobs) AS has_jobs",
  );
  if (!rows[0]?.has_jobs && config.seedJobs > 0) {
    log(`Empty database: adding ${config.seedJobs.toLocaleString("en")} demo jobs…`);
    await seedDatabase({ pool: database.pool, jobs: config.seedJobs, log });
  }

  // Demo accounts have printed passwords: only where demo tools are on (development, DEMO_MODE).
  const demoAccountLines = config.accounts.hasDemoTools ? await seedDemoAccounts(database.pool) : [];
  if (config.accounts.hasDemoTools) await seedDemoProfileViews(database.pool);
  if (config.accounts.hasDemoTools) await seedDemoProfiles(database.pool);
  if (config.accounts.hasDemoTools) await seedDemoApplications(database.pool);
  if (config.accounts.hasDemoTools) await seedDemoCards(database.pool);
  if (config.accounts.hasDemoTools) await seedDemoRecommendations(database.pool);
  if (config.accounts.hasDemoTools) await seedDemoResumes(database.pool, createFileStorage(config.storage));

  const app = await buildApp({ config, pool: database.pool });
  // A new database has no search suggestions yet: refresh at once rather than at the next quarter hour.
  await refreshSearchIndexIfEmpty(database.pool, app.jobQueue);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  await app.listen({ host: config.host, port: config.port });
  const port = config.port;
  const scheme = config.publicUrl?.protocol.replace(":", "") ?? "http";
  log("");
  log(
    `The portal is running (${config.env}, database: ${database.isEmbedded ? "embedded" : "DATABASE_URL"}).`,
  );
  log(`  Open ${config.publicUrl?.origin ?? `${scheme}://localhost:${port}`}/`);
  for (const site of SITES) {
    const host = siteHostname(site.id, "jobnest", config.domainMap);
    if (host) log(`  ${site.name.padEnd(12)} ${scheme}://${host}:${port}/`);
  }
  log(`  Arabic: ${scheme}://gulf.localhost:${port}/ar/   API docs: ${scheme}://localhost:${port}/api/docs`);
  for (const line of demoAccountLines) log(line);
  if (config.accounts.hasDemoTools)
    log(`  Dev outbox (codes and links sent by e-mail or SMS): ${scheme}://localhost:${port}/dev/outbox`);
  log(`  Default language ${DEFAULT_LANGUAGE}; stop with Ctrl+C.`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The portal could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
