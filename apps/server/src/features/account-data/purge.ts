/**
 * Deleting an account once its grace period is over (decision 052). In one transaction that holds the
 * user's row (a sign-in waits, and finds the account gone or kept): orders keep their amounts and tax
 * invoices (the law keeps them for years) without the buyer's name and address; what holds the seeker's
 * address or number without pointing at their row (ADDRESSED_ROWS), single sign-on records and queued
 * jobs about them are removed; then the user's row goes, and with it every row that points at it (the
 * foreign keys cascade). Their files are removed before the transaction commits: if it fails, the task
 * runs again and finds them gone already.
 */

import { inTransaction, JOB_QUEUE_SCHEMA } from "@portal/db";
import { ACCOUNT_DELETION_GRACE_DAYS } from "@portal/domain";
import type pg from "pg";
import type { BackgroundTask } from "../../background/queue.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import {
  ADDRESS_PARAMETERS_SQL,
  ADDRESSED_ROWS,
  addressParameters,
  filesOf,
  rowsAbout,
} from "./rows-about.ts";

export const PURGE_TASK = "account-data.purge";
const BATCH = 20;

/**
 * Removes the account if it is still due (nobody signed in meanwhile); `force` skips the grace period
 * (operators, tests). Returns whether it was removed.
 */
export async function purgeAccount(
  pool: pg.Pool,
  storage: FileStorage,
  userId: string,
  { force = false }: { force?: boolean } = {},
): Promise<boolean> {
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(u) AS row FROM users u
        WHERE id = $1 AND deletion_requested_at IS NOT NULL
          AND ($2 OR deletion_requested_at <= now() - make_interval(days => $3))
        FOR UPDATE`,
      [userId, force, ACCOUNT_DELETION_GRACE_DAYS],
    );
    const user = rows[0]?.row;
    if (!user) return false;
    const files = filesOf(await rowsAbout(client, userId));
    const [email] = addressParameters(user);

    await client.query("UPDATE orders SET buyer_name = '', buyer_email = '' WHERE user_id = $1", [userId]);
    for (const addressed of ADDRESSED_ROWS) {
      await client.query(
        `DELETE FROM ${addressed.table} t USING ${ADDRESS_PARAMETERS_SQL} WHERE ${addressed.where}`,
        addressParameters(user),
      );
    }
    await client.query("DELETE FROM oidc_models WHERE account_id = $1", [userId]);
    // Work on the queue about them (an e-mail to them, a task about them), in any state: nobody is left
    // to receive it. A job being worked on right now loses its row (the queue takes that as done) and
    // finds the account gone: the foreign keys refuse what it would write about them.
    await client.query(
      `DELETE FROM ${JOB_QUEUE_SCHEMA}.job
        WHERE strpos(data::text, $1) > 0 OR strpos(lower(data::text), '"' || $2 || '"') > 0`,
      [userId, email],
    );
    await client.query("DELETE FROM users WHERE id = $1", [userId]);
    for (const file of files) await storage.delete(file.key);
    return true;
  });
}

/** The hourly task that removes the accounts whose grace period is over. */
export function createPurgeTask(options: {
  pool: pg.Pool;
  storage: FileStorage;
  log: { info(object: object, message: string): void };
}): BackgroundTask {
  return {
    name: PURGE_TASK,
    retry: { limit: 5, delaySeconds: 300, maxDelaySeconds: 3600 },
    expireInSeconds: 1800,
    isSingleton: true,
    pollingIntervalSeconds: 60,
    schedules: [{ cron: "41 * * * *" }],
    async run() {
      for (;;) {
        const { rows } = await options.pool.query<{ id: string }>(
          `SELECT id FROM users WHERE deletion_requested_at <= now() - make_interval(days => $1)
            ORDER BY deletion_requested_at LIMIT $2`,
          [ACCOUNT_DELETION_GRACE_DAYS, BATCH],
        );
        let removed = 0;
        for (const row of rows) if (await purgeAccount(options.pool, options.storage, row.id)) removed += 1;
        if (removed > 0) options.log.info({ removed }, "deleted accounts removed");
        if (rows.length < BATCH) return;
      }
    },
  };
}
