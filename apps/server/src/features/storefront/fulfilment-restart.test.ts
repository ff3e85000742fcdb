/**
 * A worker process killed with SIGKILL between an order's payment and its fulfilment: the payment's
 * transaction queued the fulfilment with it, so nothing is lost. The worker is caught in the middle of
 * fulfilling (its transaction waits on the order's row, held here), killed, and the order is still
 * unfulfilled (its transaction died with it); a worker started after fulfils it exactly once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import { REPOSITORY_ROOT } from "../../paths.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { payInSandbox } from "../../testing/test-sandbox.ts";
import { FULFIL_TASK } from "./orders.ts";

let database: TestDatabase;
/** The web side: takes the order and the payment, runs no background work. */
let app: FastifyInstance;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATABASE_URL: database.url,
    BACKGROUND_WORKERS: "false",
  });
  app = await buildApp({ config, pool: database.pool, withWebApp: false });
  await app.ready();
}, 60_000);

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGKILL");
  await app?.close();
  await database?.drop();
});

/** `npm run worker` on the test database; resolves once its background workers run. */
async function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(REPOSITORY_ROOT, "apps/server/src/worker.ts")], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "info", DATABASE_URL: database.url },
    stdio: ["ignore", "pipe", "pipe"],
  });
  workers.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start:\n${output}`)), 45_000);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (output.includes("background worker running")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the worker exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners("exit");
  return child;
}

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function fulfilment(orderId: string) {
  const { rows } = await database.pool.query<{ fulfilled: boolean; events: string }>(
    `SELECT fulfilled_at IS NOT NULL AS fulfilled,
            (SELECT count(*) FROM order_events WHERE order_id = $1 AND note = 'fulfilled') AS events
       FROM orders WHERE id = $1`,
    [orderId],
  );
  return { fulfilled: rows[0]?.fulfilled ?? false, events: Number(rows[0]?.events ?? 0) };
}

describe("fulfilment across a killed worker", () => {
  it("a paid order whose worker is killed mid-fulfilment is fulfilled once by the next worker", async () => {
    // Paid through the sandbox: its return marks the order paid and queues the fulfilment.
    const client = new TestClient(app, { host: "in.localhost" });
    await registerSeeker(client);
    const catalogue = (await client.get("/api/career-services")).json().data;
    const planId = catalogue.services[0].plans[0].id;
    expect((await client.post("/api/cart/items", { planId })).statusCode).toBe(200);
    const started = (await client.post("/api/seeker/orders", { mode: "card" })).json().data;
    await payInSandbox(client, started.redirectUrl, "paid");
    const orderId: string = started.orderId;
    expect((await client.get(`/api/seeker/orders/${orderId}`)).json().data.status).toBe("paid");
    expect(await fulfilment(orderId)).toEqual({ fulfilled: false, events: 0 });
    // The task's first retry waits 30 s (a gateway or mail server given time to recover); which delay
    // it is does not matter here, only that the retry comes and fulfils once. One second saves the wait.
    await database.pool.query(
      "UPDATE pgboss.job SET retry_delay = 1 WHERE name = $1 AND data->>'orderId' = $2",
      [FULFIL_TASK, orderId],
    );

    // The order's row held here: the worker's fulfilment starts and waits on it, in its transaction.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("SELECT 1 FROM orders WHERE id = $1 FOR UPDATE", [orderId]);
      const doomed = await startWorker();
      await until(
        async () =>
          (
            await database.pool.query(
              "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%fulfilled_at IS NULL FOR UPDATE%'",
            )
          ).rowCount === 1,
        // A worker starting on a machine busy with other test files takes its time to poll the queue.
        60_000,
        "the worker fulfilling the order",
      );
      const killed = new Promise((resolve) => doomed.once("exit", resolve));
      doomed.kill("SIGKILL");
      await killed;
      await holder.query("COMMIT");
    } finally {
      await holder.end();
    }
    // Its transaction died with it: nothing was fulfilled.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await fulfilment(orderId)).toEqual({ fulfilled: false, events: 0 });

    const next = await startWorker();
    // The lost job is noticed by its missing heartbeat (LOST_AFTER_SECONDS) and retried.
    await until(async () => (await fulfilment(orderId)).fulfilled, 100_000, "the order fulfilled");
    const jobs = await database.pool.query<{ state: string }>(
      "SELECT state FROM pgboss.job WHERE name = $1 AND data->>'orderId' = $2",
      [FULFIL_TASK, orderId],
    );
    expect(jobs.rows.map((job) => job.state)).toEqual(["completed"]);
    expect(await fulfilment(orderId)).toEqual({ fulfilled: true, events: 1 });
    const stopped = new Promise((resolve) => next.once("exit", resolve));
    next.kill("SIGTERM");
    await stopped;
  }, 200_000);
});
