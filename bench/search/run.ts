/**
 * Search bench: seeds N synthetic jobs into a fresh embedded PostgreSQL, starts the portal against it
 * (loopback only) and drives the search API over HTTP with a fixed mix of query types, printing
 * latency percentiles, requests per second and the database size. See README.md beside this file.
 *
 *   node node_modules/.bin/tsx bench/search/run.ts --jobs 100000 [--seconds 10] [--keep] [--reuse]
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createPool } from "@portal/db";
import { SITES, type SiteId } from "@portal/domain";
import autocannon from "autocannon";

const ROOT = path.resolve(fileURLToPath(new URL("../../", import.meta.url)));
const TSX = path.join(ROOT, "node_modules/.bin/tsx");
const CONNECTIONS = 16;

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "100000" },
    seconds: { type: "string", default: "10" },
    "data-dir": { type: "string" },
    keep: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
  },
});
const jobCount = Number(values.jobs.replace(/[_,]/g, ""));
const seconds = Number(values.seconds);
const dataDir = values["data-dir"] ?? path.join(os.tmpdir(), `portal-search-bench-${jobCount}`);

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function run(args: string[], env: Record<string, string>): void {
  const started = Date.now();
  const result = spawnSync(process.execPath, [TSX, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed`);
  log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
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

const HOSTS: Record<SiteId, string> = {
  india: "in.localhost",
  gulf: "gulf.localhost",
  singapore: "sg.localhost",
  thailand: "th.localhost",
  philippines: "ph.localhost",
  vietnam: "vn.localhost",
  malaysia: "my.localhost",
  indonesia: "id.localhost",
  hongkong: "hk.localhost",
};
/** Requests per site follow the seed's share of jobs (India 40 %, the Gulf 15 %, …). */
const SITE_WEIGHTS: Record<SiteId, number> = {
  india: 8,
  gulf: 3,
  singapore: 2,
  thailand: 1,
  philippines: 1,
  vietnam: 1,
  malaysia: 1,
  indonesia: 1,
  hongkong: 1,
};

interface Target {
  host: string;
  path: string;
}

/** A small deterministic generator, so every run sends the same requests. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function misspell(word: string, random: () => number): string {
  const letters = [...word];
  const at = 1 + Math.floor(random() * (letters.length - 2));
  letters.splice(at, 1);
  return letters.join("");
}

async function browse(base: string, host: string, kind: string, limit: number): Promise<string[]> {
  const response = await fetch(`${base}/api/search/browse?kind=${kind}&limit=${limit}`, {
    headers: { host },
  });
  const body = (await response.json()) as { data: { text: string }[] };
  return body.data.map((term) => term.text);
}

async function searchTotal(base: string, target: Target): Promise<number> {
  const response = await fetch(base + target.path, { headers: { host: target.host } });
  const body = (await response.json()) as { data?: { total: number } };
  return body.data?.total ?? -1;
}

const TYPES = [
  "keyword",
  "keyword+location",
  "keyword+3 filters",
  "filters only",
  "typo",
  "no result",
  "autosuggest",
] as const;
type QueryType = (typeof TYPES)[number];

async function buildMix(base: string): Promise<Record<QueryType, Target[]>> {
  const random = generator(7);
  const mix = Object.fromEntries(TYPES.map((type) => [type, [] as Target[]])) as Record<QueryType, Target[]>;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  for (const site of SITES) {
    const host = HOSTS[site.id];
    const [titles, skills, cities] = await Promise.all([
      browse(base, host, "title", 40),
      browse(base, host, "skill", 40),
      browse(base, host, "location", 12),
    ]);
    const words = [...titles, ...skills]
      .flatMap((text) => text.split(/\s+/))
      .filter((word) => /^[a-z]{5,}$/i.test(word));
    const perSite = 6 * SITE_WEIGHTS[site.id];
    for (let index = 0; index < perSite; index++) {
      const keyword = random() < 0.5 ? pick(titles) : pick(skills);
      const city = pick(cities);
      const years = Math.floor(random() * 8);
      const q = (text: string) => encodeURIComponent(text);
      mix.keyword.push({ host, path: `/api/jobs/search?query=${q(keyword)}` });
      mix["keyword+location"].push({
        host,
        path: `/api/jobs/search?query=${q(pick(titles))}&location=${q(city)}`,
      });
      mix["keyword+3 filters"].push({
        host,
        path: `/api/jobs/search?query=${q(pick(skills))}&experience=${years}&jobTypes=full-time&jobFreshness=15`,
      });
      mix["filters only"].push({
        host,
        path: `/api/jobs/search?location=${q(city)}&experience=${years}&jobTypes=full-time`,
      });
      mix.typo.push({
        host,
        path: `/api/jobs/search?query=${q(misspell(pick(words).toLowerCase(), random))}`,
      });
      mix["no result"].push({
        host,
        path: `/api/jobs/search?query=${q(`${pick(words).toLowerCase()} zorblaxian`)}&location=${q(city)}`,
      });
      const prefixSource = pick([...titles, ...skills, ...cities]);
      mix.autosuggest.push({
        host,
        path: `/api/search/suggestions?prefix=${q(prefixSource.slice(0, 2 + Math.floor(random() * 3)))}`,
      });
    }
  }
  // The "no result" mix must find nothing: keep only requests that do.
  const empty: Target[] = [];
  for (const target of mix["no result"]) if ((await searchTotal(base, target)) === 0) empty.push(target);
  mix["no result"] = empty;
  return mix;
}

interface Measured {
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
function drive(
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
              return { ...request, path: target.path, headers: { ...request.headers, host: target.host } };
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

function row(name: string, saturated: Measured, single: Measured): string {
  const ms = (value: number) => value.toFixed(1).padStart(6);
  return [
    name.padEnd(24),
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

async function main(): Promise<void> {
  const pgPort = await freePort();
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort) };
  log(`Search bench: ${jobCount.toLocaleString("en")} jobs, data in ${dataDir}, ${os.cpus().length} cores`);
  if (!(values.reuse && existsSync(path.join(dataDir, "postgres", "PG_VERSION")))) {
    rmSync(dataDir, { recursive: true, force: true });
    log("Seeding…");
    run(["packages/db/src/seed/cli.ts", "--jobs", String(jobCount)], env);
  }
  log("Refreshing the search index…");
  run(["apps/server/src/features/search/refresh-cli.ts", "--vacuum"], env);
  if (!existsSync(path.join(ROOT, "apps/web/build/server/index.js"))) {
    log("Building the web app…");
    spawnSync("npm", ["run", "build", "--silent"], { cwd: ROOT, stdio: "inherit" });
  }

  const appPort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  const server = spawn(process.execPath, [TSX, "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PORT: String(appPort),
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
    const mix = await buildMix(base);
    // Warm-up: a pass over every request, as a running portal would have had.
    for (const type of TYPES) await drive(base, mix[type], 2);

    log(
      `\n${seconds} s per run. "16 conn": ${CONNECTIONS} connections as fast as the portal answers (throughput,`,
    );
    log(`latency with queueing); "1 conn": one request at a time (latency of a search by itself).\n`);
    log("query type              16 conn: req/s    p50    p95    p99 | 1 conn: p50    p95    p99  errors");
    const searchTypes = TYPES.filter((type) => type !== "autosuggest");
    for (const type of TYPES) {
      const saturated = await drive(base, mix[type], seconds);
      const single = await drive(base, mix[type], seconds, 1);
      log(row(`${type} (${mix[type].length})`, saturated, single));
    }
    const interleaved: Target[] = [];
    for (let index = 0; index < 200; index++) {
      for (const type of searchTypes) {
        const list = mix[type];
        if (list.length > 0) interleaved.push(list[index % list.length] as Target);
      }
    }
    const saturated = await drive(base, interleaved, seconds * 2);
    const single = await drive(base, interleaved, seconds * 2, 1);
    log(row("all searches", saturated, single));

    const pool = createPool(`postgres://portal:portal@127.0.0.1:${pgPort}/portal`, { max: 1 });
    const size = (table: string) =>
      `pg_size_pretty((SELECT sum(pg_total_relation_size(inhrelid)) FROM pg_inherits
                        WHERE inhparent = '${table}'::regclass)::bigint)`;
    const { rows } = await pool.query<{ database: string; search: string; body: string; jobs: string }>(
      `SELECT pg_size_pretty(pg_database_size('portal')) AS database, ${size("job_search")} AS search,
              ${size("job_search_body")} AS body, (SELECT count(*) FROM job_search)::text AS jobs`,
    );
    await pool.end();
    log(
      `\nDatabase ${rows[0]?.database}; search index (job_search with its indexes) ${rows[0]?.search}, descriptions (job_search_body) ${rows[0]?.body}, ${Number(rows[0]?.jobs).toLocaleString("en")} live listings.`,
    );
  } finally {
    await stop();
    if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
