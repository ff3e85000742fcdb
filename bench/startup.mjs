#!/usr/bin/env node
/**
 * Start-up bench: how long `npm start` takes from launch until /readyz answers and until every web
 * process listens (the banner), and the resident memory of its Node processes together once idle. Runs
 * the production start (scripts/start.mjs) against a data directory that is already migrated and
 * seeded, so the figures are the processes' own, not the database's.
 *
 *   npm run build                          # the web build the server mounts
 *   node bench/startup.mjs [--runs 5] [--port 3100] [--idle-seconds 5] [--data-dir ./data]
 *
 * The first run is discarded (it warms the file cache and creates the database when missing).
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { portalProcessesMegabytes } from "./process-memory.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const args = process.argv.slice(2);
const argValue = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const runs = Number(argValue("runs", "5"));
const port = Number(argValue("port", "3100"));
const idleSeconds = Number(argValue("idle-seconds", "5"));
const dataDir = path.resolve(argValue("data-dir", path.join(root, "data")));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function isReady() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    return response.status === 200;
  } catch {
    return false;
  }
}

async function startOnce() {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // The banner prints once every web process listens; /readyz answers as soon as the first does.
  let output = "";
  const allListening = new Promise((resolve) =>
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("The portal is running")) resolve(process.hrtime.bigint());
    }),
  );
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the portal exited with ${child.exitCode}`);
      if (await isReady()) break;
      await sleep(20);
    }
    const readyMs = Number(process.hrtime.bigint() - started) / 1e6;
    const allMs = Number((await allListening) - started) / 1e6;
    await sleep(idleSeconds * 1000);
    // All of the portal's Node processes: the starting one and the web processes it forks.
    const sizes = [...portalProcessesMegabytes(child.pid).values()];
    return {
      readyMs,
      allMs,
      rss: sizes.reduce((sum, megabytes) => sum + megabytes, 0),
      processes: sizes.length,
    };
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `min ${sorted[0].toFixed(0)}  median ${median.toFixed(0)}  max ${sorted.at(-1).toFixed(0)}`;
}

console.log(
  `node ${process.version}, ${runs} runs (after one warm-up), idle ${idleSeconds} s, data ${dataDir}`,
);
await startOnce();
const results = [];
for (let run = 0; run < runs; run += 1) results.push(await startOnce());
console.log(`ready after (ms):     ${summary(results.map((result) => result.readyMs))}`);
console.log(`all listening (ms):   ${summary(results.map((result) => result.allMs))}`);
console.log(
  `idle RSS (MB):        ${summary(results.map((result) => result.rss))}  (${results[0].processes} processes together)`,
);
