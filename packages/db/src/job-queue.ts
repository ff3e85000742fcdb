/**
 * The background job queue's tables (pg-boss, decision 035) are part of the database like our own: every
 * migration run installs or upgrades them, so a web process that only enqueues, a worker process and a
 * test database cloned from the template all find them in place before their first job.
 */

import type pg from "pg";
import { PgBoss } from "pg-boss";

/** The schema pg-boss keeps its queues, jobs and schedules in. */
export const JOB_QUEUE_SCHEMA = "pgboss";

/** pg-boss's statements through our pool: the same connections, credentials and timeouts as the app's. */
export function jobQueueDatabase(executor: Pick<pg.Pool, "query"> | Pick<pg.ClientBase, "query">) {
  return {
    executeSql: (text: string, values?: unknown[]) => executor.query(text, values as unknown[] | undefined),
  };
}

/** Creates or upgrades the queue's schema (pg-boss takes its own advisory lock while migrating). */
export async function installJobQueue(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({
    db: jobQueueDatabase(pool),
    schema: JOB_QUEUE_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  let failure: unknown;
  boss.on("error", (error) => {
    failure = error;
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  if (failure) throw failure;
}
