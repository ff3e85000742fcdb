/**
 * The supervisor of `npm start` with several web processes (decision 037). Node renders a page on one
 * core, so one process leaves the others idle; node:cluster forks `count` web processes that share the
 * listening port (the kernel hands connections out in turn). Everything they hold is in PostgreSQL
 * (sessions, rate limits, the queue, the outbox) or a cache that may differ for its few seconds, so any
 * process can answer any request. The first also runs the background workers unless BACKGROUND_WORKERS
 * says no. A process that dies is replaced with the same number; more than five deaths in a minute, or
 * any before every process has listened once, stop the portal rather than loop. SIGINT/SIGTERM stop
 * them all, then the database.
 */

import cluster, { type Worker } from "node:cluster";
import { WEB_PROCESS_NUMBER_ENV } from "./web-process.ts";

export interface WebProcessesOptions {
  count: number;
  /** The prepared database (the embedded one's address, or DATABASE_URL). */
  databaseUrl: string;
  log: (message: string) => void;
  stopDatabase: () => Promise<void>;
}

/** More deaths than this within RESTART_WINDOW_MS stop the portal: something is wrong at start-up. */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;
const RESTART_DELAY_MS = 1_000;

/** Resolves once every web process listens. */
export async function superviseWebProcesses(options: WebProcessesOptions): Promise<void> {
  const { count, log } = options;
  const byWorker = new Map<Worker, number>();
  const recentDeaths: number[] = [];
  let stopping = false;
  /** Every process has listened once; until then a death is a failed start (below). */
  let started = false;

  const fork = (number: number): Worker => {
    const worker = cluster.fork({
      DATABASE_URL: options.databaseUrl,
      [WEB_PROCESS_NUMBER_ENV]: String(number),
      // One process runs the background workers; the others only serve.
      ...(number > 1 ? { BACKGROUND_WORKERS: "false" } : {}),
      // glibc gives each thread that allocates (compression and file work on libuv's pool) a malloc arena
      // of its own, up to 8 per core, and returns little of them: with two, a busy web process peaked at
      // 458–472 MB where it had reached 537–539 MB, at the same speed (decision 037).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
    });
    byWorker.set(worker, number);
    return worker;
  };

  const stopAll = async (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const exits = [...byWorker.keys()].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once("exit", () => resolve());
          worker.process.kill(signal);
        }),
    );
    await Promise.all(exits);
    await options.stopDatabase();
    process.exit(exitCode);
  };
  process.on("SIGINT", () => void stopAll("SIGTERM", 0));
  process.on("SIGTERM", () => void stopAll("SIGTERM", 0));

  cluster.on("exit", (worker, code, signal) => {
    const number = byWorker.get(worker);
    byWorker.delete(worker);
    if (stopping || number === undefined) return;
    if (!started) {
      log(`The portal could not start: web process ${number} ended (${signal ?? `exit code ${code}`}).`);
      void stopAll("SIGTERM", 1);
      return;
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length > 0 && (recentDeaths[0] ?? now) < now - RESTART_WINDOW_MS)
      recentDeaths.shift();
    log(`Web process ${number} ended (${signal ?? `exit code ${code}`}).`);
    if (recentDeaths.length > MAX_RESTARTS) {
      log(`Web processes ended ${recentDeaths.length} times within a minute: stopping the portal.`);
      void stopAll("SIGTERM", 1);
      return;
    }
    setTimeout(() => {
      if (!stopping) fork(number);
    }, RESTART_DELAY_MS);
  });

  // Until every process has listened once, a death is a failed start (bad configuration, port taken):
  // the portal stops with it rather than restart into the same failure.
  await new Promise<void>((resolve) => {
    let listening = 0;
    const onListening = () => {
      listening += 1;
      if (listening < count) return;
      cluster.off("listening", onListening);
      started = true;
      resolve();
    };
    cluster.on("listening", onListening);
    for (let number = 1; number <= count; number += 1) fork(number);
  });
}
