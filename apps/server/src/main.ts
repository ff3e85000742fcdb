/**
 * Starts the portal: configuration, database (embedded unless DATABASE_URL is set), migrations, demo data
 * on an empty database, then the HTTP server with the background workers (unless BACKGROUND_WORKERS=false).
 *
 * With WEB_PROCESSES above 1 (one per core by default, decision 037) this process only prepares the
 * database and supervises: it forks that many web processes (web-process.ts) that share the port; the
 * first of them also runs the background workers. Stops cleanly on SIGINT/SIGTERM: running background
 * jobs finish first (up to 20 s).
 */

import cluster from "node:cluster";
import { migrateDatabase, openDatabase } from "@portal/db";
import { seedDatabase } from "@portal/db/seed";
import { DEFAULT_LANGUAGE, SITES, siteHostname } from "@portal/domain";
import { type AppConfig, ConfigError, loadConfig } from "./config.ts";
import { seedDemoAccounts } from "./features/accounts/index.ts";
import { seedDemoApplications } from "./features/applications/index.ts";
import { seedDemoAssessments } from "./features/assessments/index.ts";
import { seedDemoEvents } from "./features/career-events/index.ts";
import { seedDemoCards } from "./features/engagement-cards/index.ts";
import { seedDemoWelcome } from "./features/experiments/index.ts";
import { seedDemoPolls } from "./features/polls/index.ts";
import { seedDemoProfileViews } from "./features/profile-views/index.ts";
import { seedDemoProfiles } from "./features/profiles/index.ts";
import { seedDemoRecommendations } from "./features/recommendations/index.ts";
import { seedDemoResumes } from "./features/resumes/index.ts";
import { seedDemoPromoCodes } from "./features/storefront/index.ts";
import { createFileStorage } from "./storage/create-storage.ts";
import { serveWeb } from "./web-process.ts";
import { superviseWebProcesses } from "./web-processes.ts";

const log = (message: string) => process.stdout.write(`${message}\n`);

async function main(): Promise<void> {
  if (process.argv.includes("--dev")) {
    process.env.WEB_DEV_SERVER ??= "true";
    process.env.NODE_ENV ??= "development";
    // Development shows the codes and links it sends in the dev outbox, as the npm start demo does.
    if (!process.env.PUBLIC_URL) process.env.DEMO_MODE ??= "true";
  }
  const config = loadConfig();
  // A forked web process: the primary has prepared the database and passed its address.
  if (cluster.isWorker) {
    await serveWeb(config);
    return;
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/postgres`,
    port: config.embeddedPostgresPort,
    log,
  });
  await migrateDatabase(database.pool);
  const demoAccountLines = await addDemoData(config, database.pool);

  if (config.webProcesses > 1) {
    await superviseWebProcesses({
      count: config.webProcesses,
      databaseUrl: database.url,
      log,
      stopDatabase: () => database.close(),
    });
  } else {
    await serveWeb(config, database);
  }
  printBanner(config, database.isEmbedded, demoAccountLines);
}

/** Demo jobs on an empty database; demo accounts (printed passwords) only where demo tools are on. */
async function addDemoData(config: AppConfig, pool: import("pg").Pool): Promise<string[]> {
  const { rows } = await pool.query<{ has_jobs: boolean }>("SELECT EXISTS (SELECT 1 FROM jobs) AS has_jobs");
  if (!rows[0]?.has_jobs && config.seedJobs > 0) {
    log(`Empty database: adding ${config.seedJobs.toLocaleString("en")} demo jobs…`);
    await seedDatabase({ pool, jobs: config.seedJobs, log });
  }
  if (!config.accounts.hasDemoTools) return [];
  const lines = await seedDemoAccounts(pool);
  await seedDemoProfileViews(pool);
  await seedDemoProfiles(pool);
  await seedDemoApplications(pool);
  await seedDemoCards(pool);
  await seedDemoRecommendations(pool);
  await seedDemoResumes(pool, createFileStorage(config.storage));
  await seedDemoPromoCodes(pool);
  await seedDemoPolls(pool);
  await seedDemoEvents(pool);
  await seedDemoAssessments(pool);
  await seedDemoWelcome(pool);
  return lines;
}

function printBanner(config: AppConfig, isEmbedded: boolean, demoAccountLines: string[]): void {
  const port = config.port;
  const scheme = config.publicUrl?.protocol.replace(":", "") ?? "http";
  const processes = config.webProcesses > 1 ? `, ${config.webProcesses} web processes` : "";
  log("");
  log(
    `The portal is running (${config.env}, database: ${isEmbedded ? "embedded" : "DATABASE_URL"}${processes}).`,
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
