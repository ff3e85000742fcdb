/**
 * Dashboard and recommendations bench: seeds N jobs into an embedded PostgreSQL (or reuses a seeded
 * data directory), starts the portal against it (loopback only), adds seekers with default profiles,
 * applications, job views, recruiters' profile views and recent searches in bulk SQL, counts the
 * co-application pairs once, and drives the recommended, suggested, collaborative ("also applied
 * to"), network and dashboard APIs over HTTP as logged-in seekers, printing latency percentiles and
 * requests per second. See bench/README.md.
 *
 *   node node_modules/.bin/tsx bench/dashboard/run.ts --jobs 20000 [--seekers 2000] [--applications 20000]
 *        [--seconds 10] [--data-dir DIR] [--reuse] [--keep]
 */
import { createHash, randomBytes } from "node:crypto";
import { existsSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { SiteId } from "@portal/domain";
import pg from "pg";
import { rebuildCoApplications } from "../../apps/server/src/features/recommendations/service.ts";
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

/** Seekers the requests are made as (each with its own session). */
const SAMPLE = 300;

const { values } = parseArgs({
  options: {
    jobs: { type: "string", default: "20000" },
    seekers: { type: "string" },
    applications: { type: "string" },
    seconds: { type: "string", default: "10" },
    "data-dir": { type: "string" },
    keep: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
  },
});
const count = (text: string) => Number(text.replace(/[_,]/g, ""));
const jobCount = count(values.jobs);
const seekerCount = values.seekers ? count(values.seekers) : Math.max(1000, Math.round(jobCount / 10));
const applicationCount = values.applications ? count(values.applications) : jobCount;
const seconds = Number(values.seconds);
const dataDir = values["data-dir"] ?? path.join(os.tmpdir(), `portal-dashboard-bench-${jobCount}`);

/** Seekers per site follow the seed's share of jobs (India 40 %, the Gulf 15 %, …). */
const SITE_SLOTS: SiteId[] = [
  ...Array<SiteId>(8).fill("india"),
  ...Array<SiteId>(3).fill("gulf"),
  ...Array<SiteId>(2).fill("singapore"),
  "thailand",
  "philippines",
  "vietnam",
  "malaysia",
  "indonesia",
  "hongkong",
];

async function timed(label: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  const result = await work();
  const rows = typeof result === "number" ? ` ${result.toLocaleString("en")} rows,` : "";
  log(`  ${label}:${rows} ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Seekers, profiles, applications, views and searches in bulk SQL; skipped when already there. */
async function seedSeekers(pool: pg.Pool): Promise<void> {
  // The pairs are counted last: with them there, an earlier run finished seeding.
  const existing = await pool.query<{ n: number; pairs: boolean }>(
    `SELECT count(*)::int AS n, EXISTS (SELECT 1 FROM job_co_applications) AS pairs
     FROM users WHERE email LIKE 'bench.seeker.%'`,
  );
  if ((existing.rows[0]?.n ?? 0) >= seekerCount && existing.rows[0]?.pairs) {
    log(`Reusing ${existing.rows[0]?.n.toLocaleString("en")} bench seekers.`);
    return;
  }
  log(
    `Adding ${seekerCount.toLocaleString("en")} seekers with profiles and ${applicationCount.toLocaleString("en")} applications…`,
  );
  const perSeeker = Math.max(1, Math.round(applicationCount / seekerCount));
  await pool.query("DROP TABLE IF EXISTS bench_site_jobs, bench_site_sizes");
  await timed("live jobs numbered per site", () =>
    pool.query(
      `CREATE UNLOGGED TABLE bench_site_jobs AS
       SELECT site_id, row_number() OVER (PARTITION BY site_id ORDER BY id)::int AS n, id AS job_id, company_id,
              company_name, title, skills, locations
       FROM jobs WHERE status = 'open' AND expires_at > now() + interval '7 days'`,
    ),
  );
  await pool.query("CREATE INDEX ON bench_site_jobs (site_id, n)");
  await pool.query(
    "CREATE UNLOGGED TABLE bench_site_sizes AS SELECT site_id, count(*)::int AS jobs FROM bench_site_jobs GROUP BY 1",
  );
  await timed("seekers", async () => {
    const result = await pool.query(
      `INSERT INTO users (role, email, name, site_id, experience_type, registration_progress, email_verified_at)
       SELECT 'seeker', 'bench.seeker.' || g || '@bench.test', 'Bench Seeker ' || g,
              ($2::text[])[1 + g % cardinality($2::text[])], 'professional', 'complete', now()
       FROM generate_series(1, $1) g
       ON CONFLICT DO NOTHING`,
      [seekerCount, SITE_SLOTS],
    );
    return result.rowCount;
  });
  // A profile from a random job of the seeker's site: its title as the designation, its skills and
  // places; former employers and institutes from small pools, so seekers have colleagues and classmates.
  await timed("default profiles", async () => {
    const result = await pool.query(
      `INSERT INTO profiles (user_id, name, is_default, personal, experience, employments, educations, skills)
       SELECT u.id, 'Main', true,
         jsonb_build_object('currentLocation', j.locations[1], 'preferredLocations', to_jsonb(j.locations[1:2])),
         jsonb_build_object('isFresher', false, 'years', u.k % 12, 'months', 0),
         jsonb_build_array(
           jsonb_build_object('id', gen_random_uuid(), 'designation', j.title, 'company', j.company_name,
             'startDate', '2021-01', 'endDate', null, 'isCurrent', true, 'noticePeriod', '30-days',
             'lastWorkingDay', null),
           jsonb_build_object('id', gen_random_uuid(), 'designation', 'Engineer',
             'company', 'Bench Former Employer ' || (u.k::bigint * 7919 % 2000), 'startDate', '2016-01',
             'endDate', '2020-12', 'isCurrent', false, 'noticePeriod', null, 'lastWorkingDay', null)),
         jsonb_build_array(jsonb_build_object('id', gen_random_uuid(), 'courseId', 5,
           'specialization', 'Computer Science', 'institute', 'Bench Institute ' || (u.k::bigint * 104729 % 500),
           'board', 'university', 'medium', 'english', 'percentageBand', null, 'passingYear', 2015,
           'educationType', 'full-time')),
         to_jsonb(j.skills[1:6])
       FROM (
         SELECT u.id, u.site_id, row_number() OVER (ORDER BY u.id)::int AS k, 1 + floor(random() * s.jobs)::int AS pick
         FROM users u JOIN bench_site_sizes s ON s.site_id = u.site_id
         WHERE u.email LIKE 'bench.seeker.%' AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id)
       ) u
       JOIN bench_site_jobs j ON j.site_id = u.site_id AND j.n = u.pick`,
    );
    return result.rowCount;
  });
  // Applications lean towards some jobs (a cube of a uniform number), as popular jobs draw more.
  await timed("applications", async () => {
    const result = await pool.query(
      `INSERT INTO applications (job_id, user_id, site_id, company_id, applied_at, updated_at)
       SELECT j.job_id, x.id, x.site_id, j.company_id, x.at, x.at
       FROM (
         SELECT u.id, u.site_id, 1 + floor(power(random(), 3) * s.jobs)::int AS pick,
                now() - random() * interval '60 days' AS at
         FROM users u JOIN bench_site_sizes s ON s.site_id = u.site_id CROSS JOIN generate_series(1, $1)
         WHERE u.email LIKE 'bench.seeker.%' AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.user_id = u.id)
       ) x
       JOIN bench_site_jobs j ON j.site_id = x.site_id AND j.n = x.pick
       ON CONFLICT (user_id, job_id) DO NOTHING`,
      [perSeeker],
    );
    return result.rowCount;
  });
  await timed("job views (3 per seeker)", async () => {
    const result = await pool.query(
      `INSERT INTO job_views (user_id, job_id, site_id, viewed_at)
       SELECT x.id, j.job_id, x.site_id, now() - random() * interval '10 days'
       FROM (
         SELECT u.id, u.site_id, 1 + floor(random() * s.jobs)::int AS pick
         FROM users u JOIN bench_site_sizes s ON s.site_id = u.site_id CROSS JOIN generate_series(1, 3)
         WHERE u.email LIKE 'bench.seeker.%' AND NOT EXISTS (SELECT 1 FROM job_views v WHERE v.user_id = u.id)
       ) x
       JOIN bench_site_jobs j ON j.site_id = x.site_id AND j.n = x.pick
       ON CONFLICT DO NOTHING`,
    );
    return result.rowCount;
  });
  await timed("recruiters' profile views (2 per fifth seeker)", async () => {
    const result = await pool.query(
      `INSERT INTO profile_views (seeker_id, company_id, viewed_at)
       SELECT x.id, j.company_id, now() - random() * interval '30 days'
       FROM (
         SELECT u.id, u.site_id, 1 + floor(random() * s.jobs)::int AS pick
         FROM users u JOIN bench_site_sizes s ON s.site_id = u.site_id CROSS JOIN generate_series(1, 2)
         WHERE u.email LIKE 'bench.seeker.%' AND abs(hashtext(u.email)) % 5 = 0
           AND NOT EXISTS (SELECT 1 FROM profile_views v WHERE v.seeker_id = u.id)
       ) x
       JOIN bench_site_jobs j ON j.site_id = x.site_id AND j.n = x.pick`,
    );
    return result.rowCount;
  });
  await timed("recent searches (2 per seeker)", async () => {
    const result = await pool.query(
      `INSERT INTO recent_searches (user_id, site_id, query, searched_at)
       SELECT p.user_id, u.site_id, 'query=' || replace(s.skill, ' ', '+'), now() - make_interval(hours => s.n::int)
       FROM profiles p JOIN users u ON u.id = p.user_id
       CROSS JOIN LATERAL (SELECT value AS skill, ordinality AS n FROM jsonb_array_elements_text(p.skills)
                           WITH ORDINALITY LIMIT 2) s
       WHERE u.email LIKE 'bench.seeker.%'
       ON CONFLICT DO NOTHING`,
    );
    return result.rowCount;
  });
  await timed("co-application pairs, counted once", () => rebuildCoApplications(pool));
  await pool.query("DROP TABLE IF EXISTS bench_site_jobs, bench_site_sizes");
  await timed("analyze", () => pool.query("ANALYZE"));
}

async function sampleSessions(pool: pg.Pool) {
  const { rows } = await pool.query<{ id: string; site_id: SiteId }>(
    `SELECT u.id, u.site_id FROM users u
     WHERE u.email LIKE 'bench.seeker.%' AND EXISTS (SELECT 1 FROM profiles p WHERE p.user_id = u.id)
     ORDER BY hashtext(u.email) LIMIT $1`,
    [SAMPLE],
  );
  const seekers = [];
  for (const row of rows) {
    const token = randomBytes(32).toString("base64url");
    const tokenHash = createHash("sha256").update(token).digest("base64url");
    await pool.query(
      `INSERT INTO sessions (token_hash, user_id, auth_method, idle_expires_at, absolute_expires_at)
       VALUES ($1, $2, 'password', now() + interval '1 day', now() + interval '1 day')`,
      [tokenHash, row.id],
    );
    seekers.push({ id: row.id, host: HOSTS[row.site_id], cookie: `sid=${token}` });
  }
  const applied = await pool.query<{ job_id: string; site_id: SiteId }>(
    `SELECT DISTINCT ON (a.user_id) a.job_id, a.site_id FROM applications a
     WHERE a.user_id = ANY($1::uuid[]) ORDER BY a.user_id, a.applied_at DESC`,
    [seekers.map((seeker) => seeker.id)],
  );
  return {
    seekers,
    appliedJobs: applied.rows.map((row) => ({ jobId: row.job_id, host: HOSTS[row.site_id] })),
  };
}

async function main(): Promise<void> {
  const pgPort = await freePort();
  const env = { DATA_DIR: dataDir, EMBEDDED_POSTGRES_PORT: String(pgPort) };
  log(
    `Dashboard bench: ${jobCount.toLocaleString("en")} jobs, ${seekerCount.toLocaleString("en")} seekers, ` +
      `${applicationCount.toLocaleString("en")} applications; data in ${dataDir}, ${os.cpus().length} cores`,
  );
  const reusing = values.reuse && existsSync(path.join(dataDir, "postgres", "PG_VERSION"));
  if (!reusing) {
    rmSync(dataDir, { recursive: true, force: true });
    log("Seeding jobs…");
    runScript(["packages/db/src/seed/cli.ts", "--jobs", String(jobCount)], env);
    log("Refreshing the search index…");
    runScript(["apps/server/src/features/search/refresh-cli.ts", "--vacuum"], env);
  }
  // The portal migrates the database (recommendations' tables included) before it listens.
  const { base, stop } = await startPortal(env);
  // Bulk seeding runs for minutes at 1M: no statement time-out here (the app's pool has one).
  const pool = new pg.Pool({
    connectionString: `postgres://portal:portal@127.0.0.1:${pgPort}/portal`,
    max: 2,
  });
  try {
    await seedSeekers(pool);
    const { seekers, appliedJobs } = await sampleSessions(pool);
    const as = (target: string) =>
      seekers.map((seeker) => ({ host: seeker.host, path: target, cookie: seeker.cookie }));
    const mix: Record<string, Target[]> = {
      "recommended (page of 20)": as("/api/seeker/recommended-jobs?limit=20"),
      "suggested (10)": as("/api/seeker/suggested-jobs?limit=10"),
      "collaborative, guest": appliedJobs.map((job) => ({
        host: job.host,
        path: `/api/jobs/${job.jobId}/also-applied`,
      })),
      "collaborative, seeker": appliedJobs.map((job, index) => ({
        host: job.host,
        path: `/api/jobs/${job.jobId}/also-applied`,
        cookie: seekers[index % seekers.length]?.cookie,
      })),
      "network (10)": as("/api/seeker/network-jobs?limit=10"),
      "not interested list": as("/api/seeker/not-interested"),
      dashboard: as("/api/seeker/dashboard"),
    };
    const probe = await fetch(base + (mix.dashboard?.[0]?.path ?? ""), {
      headers: { host: seekers[0]?.host ?? "in.localhost", cookie: seekers[0]?.cookie ?? "" },
    });
    if (probe.status === 404) {
      log("(no dashboard API in this build: its line is left out)");
      delete mix.dashboard;
    }
    // Warm-up: a pass over every request, as a running portal would have had.
    for (const targets of Object.values(mix)) await drive(base, targets, 2);

    log(
      `\n${seconds} s per run, as ${seekers.length} logged-in seekers. "16 conn": ${CONNECTIONS} connections as fast as`,
    );
    log(`the portal answers (throughput, latency with queueing); "1 conn": one request at a time.\n`);
    log("call                       16 conn: req/s    p50    p95    p99 | 1 conn: p50    p95    p99  errors");
    for (const [name, targets] of Object.entries(mix)) {
      const saturated = await drive(base, targets, seconds);
      const single = await drive(base, targets, seconds, 1);
      log(row(name, saturated, single, 26));
    }
    const { rows } = await pool.query<{
      database: string;
      pairs: string;
      pairs_size: string;
      applications: string;
    }>(
      `SELECT pg_size_pretty(pg_database_size('portal')) AS database,
              (SELECT count(*) FROM job_co_applications)::text AS pairs,
              pg_size_pretty(pg_total_relation_size('job_co_applications')) AS pairs_size,
              (SELECT count(*) FROM applications)::text AS applications`,
    );
    const facts = rows[0];
    log(
      `\nDatabase ${facts?.database}; ${Number(facts?.applications).toLocaleString("en")} applications, ` +
        `${Number(facts?.pairs).toLocaleString("en")} co-application rows (${facts?.pairs_size} with indexes).`,
    );
  } finally {
    await pool.end();
    await stop();
    if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
