/**
 * `npm run worker`: a background worker process (decision 035). Stateless, like the web process: it
 * opens the same database (DATABASE_URL, or the embedded cluster under DATA_DIR, which must already be
 * running or is started here), applies pending migrations, and runs every background task and schedule
 * until SIGINT/SIGTERM, when running jobs finish (up to 20 s) and the rest return to the queue. Run any
 * number of them beside web processes started with BACKGROUND_WORKERS=false.
 */
import { migrateDatabase, openDatabase } from "@portal/db";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";

async function main(): Promise<void> {
  // A worker always works, whatever BACKGROUND_WORKERS says for the web processes beside it.
  const config = { ...loadConfig(), runsBackgroundWorkers: true };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/postgres`,
    port: config.embeddedPostgresPort,
    applicationName: "job-portal-worker",
  });
  await migrateDatabase(database.pool);
  // The same wiring as the web process (services, tasks), without the web app and without listening:
  // the tasks use the services (search, notifications) that the app builds.
  const app = await buildApp({ config, pool: database.pool, withWebApp: false, instanceName: "worker" });
  await app.ready();
  app.log.info("background worker running; stop with Ctrl+C");
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: running jobs finish first");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError
      ? `${error.message}\n`
      : `The worker could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
