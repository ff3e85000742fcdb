/**
 * A morning's alert runs across real worker processes (`apps/server/src/worker.ts`, what `npm run worker`
 * runs), with a real SMTP server: two workers share the runs and each alert is e-mailed once; a worker
 * killed with SIGKILL in the middle of the runs loses none of them (its claimed jobs stop beating and
 * another worker retries them) and no alert is e-mailed twice.
 *
 * The one hand-over SMTP cannot make exactly-once is a message the server accepted just before the
 * sending process died, before the job was marked done: it is sent again with the same Message-ID,
 * which is how receiving systems recognise a repeat. So "e-mailed once" is counted in Message-IDs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type Background, startBackground } from "../../background/queue.ts";
import { REPOSITORY_ROOT } from "../../paths.ts";
import { waitForQueue } from "../../testing/test-client.ts";
import { insertTestJob } from "../../testing/test-jobs.ts";
import { startTestSmtp, type TestSmtp } from "../../testing/test-smtp.ts";
import { DELIVER_TASK } from "../notifications/index.ts";
import { createAlertTasks, DISPATCH_TASK, RUN_TASK } from "./runs.ts";

const quiet = { info: () => {}, error: () => {} };

let database: TestDatabase;
let smtp: TestSmtp;
/** Declares the alert tasks in this process (no workers here) to dispatch a morning as the cron would. */
let dispatcher: Background;
let dispatch: () => Promise<void>;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  // A mail server that takes a moment per message, so that sending overlaps across the workers.
  smtp = await startTestSmtp(() => false, { acceptAfterMs: 200 });
  const tasks = createAlertTasks({
    pool: database.pool,
    secret: "worker-processes-test-secret-of-32-characters",
    queue: {
      enqueue: (...args) => dispatcher.enqueue(...args),
      enqueueMany: (...args) => dispatcher.enqueueMany(...args),
    },
    // Only the dispatcher runs here: it queues runs, which the worker processes do.
    notifier: { send: () => Promise.reject(new Error("runs happen in the workers")) },
    search: { searchJobs: () => Promise.reject(new Error("runs happen in the workers")) },
    hiddenFor: async () => ({ jobIds: [], companyIds: [] }),
    appliedJobIds: async () => [],
    log: quiet,
  });
  dispatcher = await startBackground({
    pool: database.pool,
    tasks,
    runWorkers: false,
    instanceName: "test-dispatcher",
    log: quiet,
  });
  const task = tasks.find((candidate) => candidate.name === DISPATCH_TASK);
  if (!task) throw new Error(`no ${DISPATCH_TASK} task`);
  const runDispatch = task.run as (data: object, context: object) => Promise<void>;
  dispatch = () => runDispatch({}, { jobId: "test", retryCount: 0, signal: new AbortController().signal });
  // One new job that every alert below matches.
  await insertTestJob(database.pool, {
    title: "Alertable Rust Engineer",
    company: "Worker Processes Co",
    siteId: "india",
    locations: ["Pune"],
    postedDaysAgo: 0,
  });
}, 60_000);

afterAll(async () => {
  for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGKILL");
  await dispatcher?.stop(1000);
  await smtp?.close();
  await database?.drop();
});

/** A worker process on the test database; resolves once its background workers run. */
async function startWorker(
  name: string,
): Promise<{ process: ChildProcess; queued: () => number; sent: () => number }> {
  const child = spawn(process.execPath, [path.join(REPOSITORY_ROOT, "apps/server/src/worker.ts")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      DATABASE_URL: database.url,
      SMTP_URL: smtp.url,
      MAIL_FROM: "alerts@jobnest.test",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  workers.push(child);
  let output = "";
  let queued = 0;
  let sent = 0;
  child.stdout?.on("data", (chunk: Buffer) => {
    const text = chunk.toString("utf8");
    output += text;
    queued += text.split("job alert e-mail queued").length - 1;
    sent += text.split('"e-mail sent"').length - 1;
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker ${name} did not start:\n${output}`)), 45_000);
    const check = () => {
      if (output.includes("background worker running")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`worker ${name} exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners("exit");
  return { process: child, queued: () => queued, sent: () => sent };
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** Thirty searches that all find the new job (runs group the alerts of one search). */
const SEARCHES = ["alertable+rust+engineer", "rust+engineer+alertable", "alertable+rust"].flatMap((words) =>
  ["", "&location=Pune"].flatMap((place) =>
    ["1", "3", "7", "15", "30"].map((days) => `query=${words}${place}&jobFreshness=${days}`),
  ),
);

/** Active daily alerts over SEARCHES, due now, last run an hour ago: the new job is new to each. */
async function addDueAlerts(tag: string, count: number): Promise<string[]> {
  const { rows } = await database.pool.query<{ email: string }>(
    `INSERT INTO job_alerts (site_id, language, brand_id, origin, email, query, frequency, status, confirmed_at,
                             matched_until, next_run_at)
     SELECT 'india', 'en', 'jobnest', 'http://localhost:3000', $1 || '.' || g || '@example.com',
            ($3::text[])[1 + g % cardinality($3::text[])], 'daily', 'active', now(), now() - interval '1 hour',
            now() - interval '1 minute'
       FROM generate_series(1, $2::int) g
     RETURNING email`,
    [tag, count, SEARCHES],
  );
  return rows.map((row) => row.email);
}

/** Message-IDs received per address of `tag`. */
async function messageIdsByAddress(tag: string): Promise<Map<string, string[]>> {
  const byAddress = new Map<string, string[]>();
  for (const mail of smtp.mails) {
    const to = mail.to[0] ?? "";
    if (!to.startsWith(`${tag}.`)) continue;
    const parsed = await simpleParser(mail.raw);
    byAddress.set(to, [...(byAddress.get(to) ?? []), parsed.messageId ?? ""]);
  }
  return byAddress;
}

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what}: not in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const received = (tag: string) =>
  new Set(smtp.mails.flatMap((mail) => mail.to).filter((to) => to.startsWith(`${tag}.`))).size;

describe("alert runs in worker processes", () => {
  it("two workers share a morning's runs, and each alert is e-mailed once", async () => {
    const [first, second] = await Promise.all([startWorker("first"), startWorker("second")]);
    const addresses = await addDueAlerts("pair", 60);
    await dispatch();
    await until(() => received("pair") === addresses.length, 30_000, "every alert e-mailed");
    await waitForQueue(database.pool, RUN_TASK);
    await waitForQueue(database.pool, DELIVER_TASK);

    const byAddress = await messageIdsByAddress("pair");
    expect([...byAddress.keys()].toSorted()).toEqual(addresses.toSorted());
    for (const ids of byAddress.values()) expect(ids).toHaveLength(1);
    // Both processes worked (runs or sending), and between them ran every alert once.
    expect(first.queued() + first.sent()).toBeGreaterThan(0);
    expect(second.queued() + second.sent()).toBeGreaterThan(0);
    expect(first.queued() + second.queued()).toBe(addresses.length);
    await Promise.all([stopWorker(first.process), stopWorker(second.process)]);
  }, 90_000);

  it("a worker killed in the middle of the runs loses none, and no alert is e-mailed twice", async () => {
    const doomed = await startWorker("doomed");
    const addresses = await addDueAlerts("killed", 150);
    await dispatch();
    await until(() => received("killed") >= 15, 30_000, "the first e-mails");
    const { rows: before } = await database.pool.query<{ active: number; waiting: number }>(
      `SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
              count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS waiting
         FROM pgboss.job WHERE name = ANY($1)`,
      [[RUN_TASK, DELIVER_TASK]],
    );
    doomed.process.kill("SIGKILL");
    // Killed with work in its hands and work left.
    expect(before[0]?.active).toBeGreaterThan(0);
    expect(received("killed")).toBeLessThan(addresses.length);

    const survivor = await startWorker("survivor");
    await until(() => received("killed") === addresses.length, 60_000, "every alert e-mailed").catch(
      async (error: Error) => {
        const { rows } = await database.pool.query(
          `SELECT name, state, retry_count, heartbeat_on, output FROM pgboss.job
            WHERE state <> 'completed' ORDER BY name, state`,
        );
        throw new Error(`${error.message}; jobs not done: ${JSON.stringify(rows)}`);
      },
    );
    // The killed worker's jobs come back as retries after a delay: wait until every one has run.
    await until(
      async () => {
        const { rows } = await database.pool.query(
          "SELECT 1 FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active') LIMIT 1",
          [[RUN_TASK, DELIVER_TASK]],
        );
        return rows.length === 0;
      },
      60_000,
      "every job done, retries included",
    );

    const byAddress = await messageIdsByAddress("killed");
    expect([...byAddress.keys()].toSorted()).toEqual(addresses.toSorted());
    for (const ids of byAddress.values()) expect(new Set(ids).size).toBe(1);
    // Every alert ran: its cursor moved, and the job is recorded as sent to it once.
    const { rows } = await database.pool.query<{ behind: number; sent: number }>(
      `SELECT count(*) FILTER (WHERE a.matched_until < now() - interval '30 minutes')::int AS behind,
              (SELECT count(*) FROM job_alert_jobs j JOIN job_alerts b ON b.id = j.alert_id
                WHERE b.email LIKE 'killed.%')::int AS sent
         FROM job_alerts a WHERE a.email LIKE 'killed.%'`,
    );
    expect(rows[0]).toEqual({ behind: 0, sent: addresses.length });
    // The killed worker's jobs were taken for lost and done again, none failed for good.
    const { rows: states } = await database.pool.query<{ state: string; retried: number }>(
      `SELECT state, count(*) FILTER (WHERE retry_count > 0)::int AS retried FROM pgboss.job
        WHERE name = ANY($1) GROUP BY state`,
      [[RUN_TASK, DELIVER_TASK]],
    );
    expect(states.map((row) => row.state)).toEqual(["completed"]);
    expect(states[0]?.retried).toBeGreaterThan(0);
    await stopWorker(survivor.process);
  }, 120_000);
});
