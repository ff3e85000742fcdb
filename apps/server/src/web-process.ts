/**
 * One web process: the app (pages, API, and the background workers where this process runs them)
 * listening on the portal's port until SIGINT/SIGTERM. Either the starting process itself (one web
 * process) or one forked by web-processes.ts, which has prepared the database and passed its address.
 */

import cluster from "node:cluster";
import { type Database, openDatabase } from "@portal/db";
import { buildApp } from "./app.ts";
import type { AppConfig } from "./config.ts";
import { refreshSearchIndexIfEmpty } from "./features/search/index.ts";

/** Set by the supervisor on the processes it forks: 1, 2, … (a replacement keeps the number it replaces). */
export const WEB_PROCESS_NUMBER_ENV = "PORTAL_WEB_PROCESS";

export async function serveWeb(config: AppConfig, opened?: Database): Promise<void> {
  const number = Number(process.env[WEB_PROCESS_NUMBER_ENV] ?? "1");
  const database =
    opened ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: `${config.dataDir}/postgres`,
      port: config.embeddedPostgresPort,
      applicationName: `job-portal-web-${number}`,
    }));
  const app = await buildApp({
    config,
    pool: database.pool,
    instanceName: cluster.isWorker ? `web-${number}` : "web",
  });
  // A new database has no search suggestions yet: refresh at once rather than at the next quarter hour.
  if (number === 1) await refreshSearchIndexIfEmpty(database.pool, app.jobQueue);

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
  // A forked process whose supervisor is gone (killed) stops rather than serve on unsupervised.
  if (cluster.isWorker) process.on("disconnect", () => void stop("supervisor gone"));

  await app.listen({ host: config.host, port: config.port });
}
