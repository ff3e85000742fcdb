/**
 * Search bench: seeds N synthetic jobs into a fresh embedded PostgreSQL, starts the portal against it
 * (loopback only) and drives the search API over HTTP with a fixed mix of query types, printing
 * latency percentiles, requests per second and the database size. See README.md beside this file.
 *
 *   node node_modules/.bin/tsx bench/search/run.ts --jobs 100000 [--seconds 10] [--keep] [--reuse]
 */
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { createPool } from "@portal/db";
import { SITES, type SiteId } from "@portal/domain";
import {
  CONNECTIONS,
  drive,
  freePort,
  HOSTS,
  log,
  row,
  runScript,
  startPortal,
  type Target,
} from "../harness.ts";

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

async function main(): Promise<void> {
  const pgPort = await freePort();
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort) };
  log(`Search bench: ${jobCount.toLocaleString("en")} jobs, data in ${dataDir}, ${os.cpus().length} cores`);
  if (!(values.reuse && existsSync(path.join(dataDir, "postgres", "PG_VERSION")))) {
    rmSync(dataDir, { recursive: true, force: true });
    log("Seeding…");
    runScript(["packages/db/src/seed/cli.ts", "--jobs", String(jobCount)], env);
  }
  log("Refreshing the search index…");
  runScript(["apps/server/src/features/search/refresh-cli.ts", "--vacuum"], env);
  const { base, stop } = await startPortal(env);
  try {
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
