import path from "node:path";
import { openDatabase } from "@portal/db";
import { parseSearchParams, type SiteId } from "@portal/domain";
import { createSearchConnections, createSearchService } from "../../apps/server/src/features/search/index.ts";

const database = await openDatabase({ dataDir: path.join("/tmp/bench-1m", "postgres"), port: 5498, log: () => {}, poolMax: 4, applicationName: "explain" });
const pool = database.pool;
const real = createSearchConnections(pool);
let last: { text: string; values: unknown[] } | undefined;
const search = createSearchService(pool, { connections: { query: (text: string, values: unknown[]) => { last = { text, values }; return real.query(text, values); }, close: () => real.close() } as never });
const mode = process.argv[2] ?? "time";
const since = new Date(Date.now() - 24 * 3600_000).toISOString();
const { rows: alerts } = await pool.query<{ site_id: string; query: string }>(
  `SELECT site_id, 'query=' || replace(term, ' ', '+') AS query FROM search_terms WHERE kind IN ('title','skill') AND is_whole_term AND term ~ '^[a-z][a-z ]+$' ORDER BY popularity DESC LIMIT 300`);
async function one(a: { site_id: string; query: string }) {
  const { request } = parseSearchParams(new URLSearchParams(a.query), a.site_id as SiteId);
  return search.searchJobs({ ...request, sort: "relevance", page: 1, pageSize: 60, postedAfter: since, jobsOnly: true });
}
if (mode === "sql") {
  console.table((await pool.query(process.argv[3] as string)).rows);
} else if (mode === "time") {
  for (const a of alerts.slice(0, 20)) await one(a);
  const t = performance.now();
  let n = 0;
  for (const a of alerts) { const r = await one(a); n += r.jobs.length; }
  console.log(`${alerts.length} searches ${((performance.now() - t) / alerts.length).toFixed(1)} ms each, ${n} jobs`);
} else {
  const a = alerts[Number(mode)] as { site_id: string; query: string };
  const r = await one(a);
  console.log(a, r.jobs.length);
  const c = await pool.connect();
  await c.query("SET plan_cache_mode = force_generic_plan");
  await c.query(`PREPARE p AS ${last?.text}`);
  const vals = (last?.values ?? []).map((v) => (v === null ? "NULL" : Array.isArray(v) ? `'{${v.join(",")}}'` : `'${String(v).replace(/'/g, "''")}'`));
  const { rows } = await c.query(`EXPLAIN (ANALYZE, BUFFERS, TIMING) EXECUTE p(${vals.join(",")})`);
  console.log(rows.map((x) => x["QUERY PLAN"]).join("\n"));
  c.release();
}
await real.close();
await database.close();
process.exit(0);
