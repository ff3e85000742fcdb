/**
 * What the HTTP benches share: the portal started on the loopback against a data directory of its own,
 * the scripts run beside it (seeding, refreshing), and autocannon driving a list of requests with the
 * percentiles and table rows every bench prints.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SITES, type SiteId, siteHostname } from "@portal/domain";
import autocannon from "autocannon";

export const ROOT = path.resolve(fileURLToPath(new URL("../", import.meta.url)));
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
/** Concurrent connections of the throughput runs. */
export const CONNECTIONS = 16;

/** The host each site answers on locally (the portal's default domain map). */
export const HOSTS = Object.fromEntries(
  SITES.map((site) => [site.id, siteHostname(site.id) ?? "in.localhost"]),
) as Record<SiteId, string>;

export function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Runs a TypeScript script of the repository to its end, printing how long it took. */
export function runScript(args: string[], env: Record<string, string>): void {
  const started = Date.now();
  const result = spawnSync(process.execPath, [TSX, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed`);
  log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** The Node options `npm start` gives the portal (package.json; decisions 037 and 055). */
const NPM_START_NODE_OPTIONS = ["--max-semi-space-size=16", "--heap-growing-percent=50"];

let isBuilt = false;

/**
 * Builds the web app and the server as `npm start` does, once per bench run: the portal is measured as
 * production runs it (compiled JavaScript, decision 027), never from a stale build nor from the
 * TypeScript sources (run through a loader, the same server took a fifth fewer purchases a second).
 */
function buildOnce(): void {
  if (isBuilt) return;
  log("Building the portal (npm run build)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error("npm run build failed");
  isBuilt = true;
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (server.exitCode !== null) throw new Error(`the portal exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the portal did not become ready at ${url}`);
}

export interface RunningPortal {
  base: string;
  stop(): Promise<void>;
}

/**
 * The portal in production mode on a free loopback port (built first), its embedded database in `env.DATA_DIR`
 * (it migrates before it listens), ready when this resolves.
 */
export async function startPortal(env: Record<string, string>): Promise<RunningPortal> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  buildOnce();
  // As `npm start` runs it (scripts/start.mjs: the compiled server, its Node options, source maps for
  // stack traces), without the demo unless asked for.
  const server = spawn(process.execPath, [...NPM_START_NODE_OPTIONS, "scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      DEMO_MODE: "false",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_JOBS: "0",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
  };
  try {
    await waitUntilReady(`${base}/readyz`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

export interface Target {
  host: string;
  path: string;
  cookie?: string;
}

export interface Measured {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** Drives targets round-robin over `connections` connections, each waiting for its answer. */
export function drive(
  base: string,
  targets: readonly Target[],
  durationSeconds: number,
  connections = CONNECTIONS,
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    let next = 0;
    const latencies: number[] = [];
    let errors = 0;
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: durationSeconds,
        requests: [
          {
            setupRequest: (request) => {
              const target = targets[next++ % targets.length] as Target;
              const headers = {
                ...request.headers,
                host: target.host,
                ...(target.cookie ? { cookie: target.cookie } : {}),
              };
              return { ...request, path: target.path, headers };
            },
          },
        ],
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: latencies.length,
          perSecond: result.requests.average,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: errors + result.errors + result.non2xx,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode >= 400) errors++;
    });
  });
}

/** One line of a bench's table: the throughput run, then the one-connection run. */
export function row(name: string, saturated: Measured, single: Measured, nameWidth = 24): string {
  const ms = (value: number) => value.toFixed(1).padStart(6);
  return [
    name.padEnd(nameWidth),
    saturated.perSecond.toFixed(0).padStart(14),
    ms(saturated.p50),
    ms(saturated.p95),
    `${ms(saturated.p99)} |`,
    ms(single.p50).padStart(13),
    ms(single.p95),
    ms(single.p99),
    String(saturated.errors + single.errors).padStart(7),
  ].join(" ");
}
