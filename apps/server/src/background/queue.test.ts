/**
 * The background queue against a real database: jobs exist only with the transaction that made them,
 * a failing task is retried and then left failed for an operator (`npm run jobs`), two processes share
 * the work without doing a job twice, and stopping lets a running job finish.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { inTransaction } from "@portal/db";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { REPOSITORY_ROOT } from "../paths.ts";
import { waitForQueue } from "../testing/test-client.ts";
import { type Background, type BackgroundTask, startBackground } from "./queue.ts";

const quiet = { info: () => {}, error: () => {} };

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
});
afterAll(async () => {
  await database.drop();
});

function task(
  name: string,
  run: BackgroundTask<{ n: number }>["run"],
  overrides: Partial<BackgroundTask> = {},
) {
  return {
    name,
    retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 1 },
    expireInSeconds: 30,
    pollingIntervalSeconds: 0.5,
    run,
    ...overrides,
  } as BackgroundTask<never>;
}

async function jobStates(name: string): Promise<string[]> {
  const { rows } = await database.pool.query<{ state: string }>(
    "SELECT state FROM pgboss.job WHERE name = $1 ORDER BY created_on",
    [name],
  );
  return rows.map((row) => row.state);
}

async function until(condition: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("enqueueing in a transaction", () => {
  it("keeps the job of a committed transaction and none of a rolled-back one", async () => {
    const background = await startBackground({
      pool: database.pool,
      tasks: [task("test.transactional", async () => {})],
      runWorkers: false,
      instanceName: "test",
      log: quiet,
    });
    try {
      await inTransaction(database.pool, (client) =>
        background.enqueue("test.transactional", { n: 1 }, { client }),
      );
      await expect(
        inTransaction(database.pool, async (client) => {
          await background.enqueue("test.transactional", { n: 2 }, { client });
          throw new Error("the use case fails after enqueueing");
        }),
      ).rejects.toThrow("the use case fails");
      const { rows } = await database.pool.query<{ n: number }>(
        "SELECT (data->>'n')::int AS n FROM pgboss.job WHERE name = 'test.transactional'",
      );
      expect(rows.map((row) => row.n)).toEqual([1]);
      await expect(background.enqueue("test.unknown", {})).rejects.toThrow("No background task");
    } finally {
      await background.stop();
    }
  });
});

describe("retries and failures", () => {
  it("retries a failing task, and one that never succeeds is left failed, listed and retried by the CLI", async () => {
    let attempts = 0;
    let healthy = false;
    const background = await startBackground({
      pool: database.pool,
      tasks: [
        task("test.flaky", async () => {
          attempts += 1;
          if (!healthy) throw new Error(`provider down (attempt ${attempts})`);
        }),
      ],
      runWorkers: true,
      instanceName: "test",
      log: quiet,
    });
    try {
      await background.enqueue("test.flaky", { n: 1 });
      await until(async () => (await jobStates("test.flaky")).includes("failed"));
      expect(attempts).toBe(3);

      const env = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: "silent" };
      const cli = (...args: string[]) => runCli(args, env);
      const listed = await cli("failed");
      expect(listed.code).toBe(0);
      expect(listed.stdout).toMatch(/test\.flaky\s+\S+\s+3\s+\S+\s+provider down \(attempt 3\)/);
      const status = await cli("status");
      expect(status.stdout).toMatch(/test\.flaky\s+0\s+0\s+0\s+1/);

      healthy = true;
      const id = /test\.flaky\s+(\S+)/.exec(listed.stdout)?.[1] ?? "";
      expect((await cli("retry", "test.flaky", id)).stdout).toContain("1 of 1 job(s) will run again.");
      await until(async () => (await jobStates("test.flaky")).includes("completed"));
      expect(attempts).toBe(4);
      expect((await cli("failed", "test.flaky")).stdout).toContain("No failed jobs.");
    } finally {
      await background.stop();
    }
  });
});

describe("several processes", () => {
  it("share the jobs of a queue, each job done once", async () => {
    const done: number[] = [];
    const shared = () =>
      task(
        "test.shared",
        async ({ n }) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          done.push(n);
        },
        { concurrency: 2, batchSize: 5 },
      );
    const first = await startBackground({
      pool: database.pool,
      tasks: [shared()],
      runWorkers: true,
      instanceName: "a",
      log: quiet,
    });
    const second = await startBackground({
      pool: database.pool,
      tasks: [shared()],
      runWorkers: true,
      instanceName: "b",
      log: quiet,
    });
    try {
      for (let n = 0; n < 60; n += 1) await (n % 2 ? first : second).enqueue("test.shared", { n });
      await until(() => done.length >= 60);
      await waitForQueue(database.pool, "test.shared");
      expect(done.toSorted((a, b) => a - b)).toEqual([...Array(60).keys()]);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it("drops a second waiting job of a singleton task", async () => {
    const background = await startBackground({
      pool: database.pool,
      tasks: [task("test.singleton", async () => {}, { isSingleton: true })],
      runWorkers: false,
      instanceName: "test",
      log: quiet,
    });
    try {
      expect(await background.enqueue("test.singleton", {})).not.toBeNull();
      expect(await background.enqueue("test.singleton", {})).toBeNull();
    } finally {
      await background.stop();
    }
  });
});

describe("schedules", () => {
  it("keeps the schedules the code declares, and drops one it no longer declares", async () => {
    const stored = async () =>
      (await database.pool.query("SELECT cron FROM pgboss.schedule WHERE name = 'test.cron'")).rows;
    const start = (schedules: BackgroundTask["schedules"]) =>
      startBackground({
        pool: database.pool,
        tasks: [task("test.cron", async () => {}, { schedules })],
        runWorkers: true,
        instanceName: "test",
        log: quiet,
      });
    await (await start([{ cron: "0 3 * * *", tz: "Asia/Kolkata" }])).stop();
    expect(await stored()).toEqual([{ cron: "0 3 * * *" }]);
    await (await start([])).stop();
    expect(await stored()).toEqual([]);
  });
});

describe("stopping", () => {
  it("lets a running job finish before the process stops", async () => {
    let background: Background | undefined;
    let started = false;
    let finished = false;
    background = await startBackground({
      pool: database.pool,
      tasks: [
        task("test.slow", async () => {
          started = true;
          await new Promise((resolve) => setTimeout(resolve, 1500));
          finished = true;
        }),
      ],
      runWorkers: true,
      instanceName: "test",
      log: quiet,
    });
    await background.enqueue("test.slow", { n: 1 });
    await until(() => started);
    await background.stop();
    background = undefined;
    expect(finished).toBe(true);
    expect(await jobStates("test.slow")).toEqual(["completed"]);
  });
});

function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(REPOSITORY_ROOT, "apps/server/src/jobs-cli.ts"), ...args],
      {
        env,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout }));
  });
}
