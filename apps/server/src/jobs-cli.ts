/**
 * `npm run jobs -- <command>`: what the background queue holds, for an operator (decision 035).
 *
 *   status                       every queue: waiting, running, failed; schedules; live processes
 *   failed [queue]               the newest failed jobs (out of retries) with their last error
 *   retry <queue> <id> [<id>…]   gives failed jobs a new round of attempts
 *   retry-failed <queue>         the same for every failed job of a queue
 *
 * Opens the database the portal uses (DATABASE_URL, else the embedded cluster under DATA_DIR).
 */
import { JOB_QUEUE_SCHEMA, jobQueueDatabase, openDatabase } from "@portal/db";
import type pg from "pg";
import { PgBoss } from "pg-boss";
import { ConfigError, loadConfig } from "./config.ts";

const USAGE = `usage: npm run jobs -- status | failed [queue] | retry <queue> <id>… | retry-failed <queue>`;
const FAILED_SHOWN = 20;

interface QueueRow {
  name: string;
  retry_limit: number;
  expire_seconds: number;
  waiting: number;
  deferred: number;
  running: number;
  failed: number;
}

interface FailedRow {
  id: string;
  name: string;
  retry_count: number;
  completed_on: Date | null;
  error: string | null;
}

async function failedJobs(pool: pg.Pool, queue: string | undefined): Promise<FailedRow[]> {
  const { rows } = await pool.query<FailedRow>(
    `SELECT id, name, retry_count, completed_on,
            coalesce(output->>'message', output::text) AS error
       FROM ${JOB_QUEUE_SCHEMA}.job
      WHERE state = 'failed' AND ($1::text IS NULL OR name = $1)
      ORDER BY completed_on DESC NULLS LAST
      LIMIT ${FAILED_SHOWN}`,
    [queue ?? null],
  );
  return rows;
}

/** pg-boss answers `{ requested, affected }`, though its type declares neither. */
function affected(response: object): number {
  return (response as { affected?: number }).affected ?? 0;
}

function table(rows: (string | number)[][]): string {
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          typeof cell === "number"
            ? String(cell).padStart(widths[column] ?? 0)
            : cell.padEnd(widths[column] ?? 0),
        )
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function run(
  boss: PgBoss,
  pool: pg.Pool,
  command: string | undefined,
  args: string[],
): Promise<number> {
  switch (command) {
    case "status": {
      // Counted now from the jobs themselves (pg-boss's own counters are refreshed once a minute).
      const { rows } = await pool.query<QueueRow>(
        `SELECT q.name, q.retry_limit, q.expire_seconds,
                count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())::int AS waiting,
                count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after > now())::int AS deferred,
                count(j.id) FILTER (WHERE j.state = 'active')::int AS running,
                count(j.id) FILTER (WHERE j.state = 'failed')::int AS failed
           FROM ${JOB_QUEUE_SCHEMA}.queue q
           LEFT JOIN ${JOB_QUEUE_SCHEMA}.job j ON j.name = q.name
          WHERE q.name NOT LIKE '\\_\\_%'
          GROUP BY q.name, q.retry_limit, q.expire_seconds
          ORDER BY q.name`,
      );
      console.log(
        table([
          ["queue", "waiting", "deferred", "running", "failed", "retries", "expires s"],
          ...rows.map((row) => [
            row.name,
            row.waiting,
            row.deferred,
            row.running,
            row.failed,
            row.retry_limit,
            row.expire_seconds,
          ]),
        ]),
      );
      const schedules = await boss.getSchedules();
      if (schedules.length > 0) {
        console.log(
          `\n${table([["schedule", "cron", "time zone"], ...schedules.map((s) => [s.name, s.cron, s.options?.tz ?? "UTC"])])}`,
        );
      }
      const instances = await boss.getInstances();
      console.log(
        `\nprocesses: ${instances.map((instance) => instance.name ?? instance.id).join(", ") || "none"}`,
      );
      return 0;
    }
    case "failed": {
      const rows = await failedJobs(pool, args[0]);
      if (rows.length === 0) {
        console.log("No failed jobs.");
        return 0;
      }
      console.log(
        table([
          ["queue", "id", "attempts", "failed at", "last error"],
          ...rows.map((row) => [
            row.name,
            row.id,
            row.retry_count + 1,
            row.completed_on?.toISOString() ?? "",
            (row.error ?? "").replace(/\s+/g, " ").slice(0, 80),
          ]),
        ]),
      );
      return 0;
    }
    case "retry": {
      const [queue, ...ids] = args;
      if (!queue || ids.length === 0) break;
      console.log(`${affected(await boss.retry(queue, ids))} of ${ids.length} job(s) will run again.`);
      return 0;
    }
    case "retry-failed": {
      const [queue] = args;
      if (!queue) break;
      const { rows } = await pool.query<{ id: string }>(
        `SELECT id FROM ${JOB_QUEUE_SCHEMA}.job WHERE state = 'failed' AND name = $1`,
        [queue],
      );
      const ids = rows.map((row) => row.id);
      const count = ids.length > 0 ? affected(await boss.retry(queue, ids)) : 0;
      console.log(`${count} failed job(s) of ${queue} will run again.`);
      return 0;
    }
  }
  console.error(USAGE);
  return 2;
}

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === "--help") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig({ LOG_LEVEL: "silent", ...process.env });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: `${config.dataDir}/postgres`,
    port: config.embeddedPostgresPort,
    applicationName: "job-portal-jobs-cli",
  });
  const boss = new PgBoss({
    db: jobQueueDatabase(database.pool),
    schema: JOB_QUEUE_SCHEMA,
    migrate: false,
    createSchema: false,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  try {
    await boss.start();
    return await run(boss, database.pool, command, args);
  } finally {
    await boss.stop({ graceful: false, close: false });
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  },
);
