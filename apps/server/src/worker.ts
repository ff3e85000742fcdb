/**
 * `npm run worker`: a background worker process (decision 035). Stateless, like the web process: it
 * opens the same database (DATABASE_URL, or the embedded cluster under DATA_DIR, which must already be
 * running or is started here), applies pending migrations, and runs every background task and schedule
 * until SIGINT/SIGTERM, when running jobs finish (up to 20 s) and the rest return to the queue. Run any
 * number of them beside web processes started with BACKGROUND_WORKERS=false.
 */
import { migrateDatabase, openDatabase } from "@portal/db";
import pino from "pino";
import { startBackground } from "./background/queue.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { createPortalTasks } from "./tasks.ts";

async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { role: "worker" } });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/postgres`,
    port: config.embeddedPostgresPort,
    log: (message) => log.info(message),
    applicationName: "job-portal-worker",
  });
  await migrateDatabase(database.pool);
  const portalTasks = createPortalTasks({ config, pool: database.pool, log });
  const background = await startBackground({
    pool: database.pool,
    tasks: portalTasks.tasks,
    runWorkers: true,
    instanceName: "worker",
    log,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "stopping: running jobs finish first");
    await background.stop();
    portalTasks.close();
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
