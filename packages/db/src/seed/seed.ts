/**
 * Fills empty companies and jobs tables with a deterministic, realistic data set: the fixed jobs of
 * fixed-jobs.ts first (ids 1…n), then `jobs` generated ones, streamed in with COPY.
 */
import type pg from "pg";
import { loadCatalogue } from "./catalogue.ts";
import { companyCountFor, generateCompanies, type SeedCompany } from "./companies.ts";
import { type CopyValue, copyInto, copyRow } from "./copy.ts";
import { FIXED_COMPANIES, FIXED_JOB_COUNT, fixedJobs } from "./fixed-jobs.ts";
import { CompanyPools, generateJob, type JobContext, type SeedJob } from "./jobs.ts";

export const DEFAULT_SEED = 20_240_601;

export interface SeedDatabaseOptions {
  pool: pg.Pool;
  /** Generated jobs, in addition to the fixed ones. */
  jobs: number;
  seed?: number;
  /** Dates are spread over the 60 days before this instant. */
  now?: Date;
  log?: (message: string) => void;
  /**
   * Drop the jobs table's secondary indexes during the load and build them afterwards, which is
   * much faster for large loads. Default: from 100,000 jobs.
   */
  rebuildIndexes?: boolean;
  /** Parallel COPY streams (each on its own connection). Default: 2 from 50,000 jobs, else 1. */
  streams?: number;
}

export interface SeedSummary {
  seed: number;
  now: Date;
  companies: number;
  jobs: number;
  fixedJobs: number;
  durationMs: number;
}

const REBUILD_INDEXES_FROM = 100_000;
const PARALLEL_STREAMS_FROM = 50_000;
const ROWS_PER_CHUNK = 1_000;
const PROGRESS_EVERY = 100_000;
/** Bulk sessions: no per-statement limit, and no waiting on WAL flushes a re-run would repair anyway. */
const BULK_SESSION_SETTINGS = ["SET statement_timeout = 0", "SET synchronous_commit = off"];
const INDEX_BUILD_MEMORY = "256MB";

const COMPANY_COLUMNS = "companies (id, slug, name, industry_name, employer_type)";
const JOB_COLUMNS =
  "jobs (id, site_id, slug, title, company_id, company_name, description_html, locations, states, " +
  "country_code, experience_min, experience_max, salary_min, salary_max, currency_code, salary_terms, " +
  "job_code, skills, function_name, role_name, industry_name, job_type, work_mode, employer_type, " +
  "qualification, status, posted_at, expires_at, created_at, updated_at)";

function companyRow(company: SeedCompany): string {
  return copyRow([company.id, company.slug, company.name, company.industryName, company.employerType]);
}

function jobRow(job: SeedJob): string {
  const values: CopyValue[] = [
    job.id,
    job.siteId,
    job.slug,
    job.title,
    job.companyId,
    job.companyName,
    job.descriptionHtml,
    job.locations,
    job.states,
    job.countryCode,
    job.experienceMin,
    job.experienceMax,
    job.salaryMin,
    job.salaryMax,
    job.currencyCode,
    job.salaryTerms,
    job.jobCode,
    job.skills,
    job.functionName,
    job.roleName,
    job.industryName,
    job.jobType,
    job.workMode,
    job.employerType,
    job.qualification,
    job.status,
    job.postedAt,
    job.expiresAt,
    job.postedAt,
    job.postedAt,
  ];
  return copyRow(values);
}

function* chunked<T>(items: Iterable<T>, encode: (item: T) => string): Generator<string> {
  let rows: string[] = [];
  for (const item of items) {
    rows.push(encode(item));
    if (rows.length === ROWS_PER_CHUNK) {
      yield rows.join("");
      rows = [];
    }
  }
  if (rows.length > 0) yield rows.join("");
}

export async function seedDatabase(options: SeedDatabaseOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? new Date();
  const jobCount = options.jobs;
  if (!Number.isSafeInteger(jobCount) || jobCount < 0)
    throw new Error(`jobs must be a whole number ≥ 0, not ${jobCount}`);

  const catalogue = await loadCatalogue();
  const { rows } = await options.pool.query<{ has_rows: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM companies) OR EXISTS (SELECT 1 FROM jobs) AS has_rows",
  );
  if (rows[0]?.has_rows)
    throw new Error("companies and jobs must be empty before seeding (truncate them first)");

  const companies = generateCompanies(companyCountFor(jobCount), seed, catalogue, FIXED_COMPANIES);
  const context: JobContext = {
    seed,
    now,
    catalogue,
    pools: new CompanyPools(companies),
    firstId: FIXED_JOB_COUNT + 1,
  };

  await withBulkClient(options.pool, async (client) => {
    await copyInto(client, COMPANY_COLUMNS, chunked([...FIXED_COMPANIES, ...companies], companyRow));
    await copyInto(client, JOB_COLUMNS, chunked(fixedJobs(now), jobRow));
  });
  log(`Copied ${FIXED_COMPANIES.length + companies.length} companies and ${FIXED_JOB_COUNT} fixed jobs`);

  const rebuild = options.rebuildIndexes ?? jobCount >= REBUILD_INDEXES_FROM;
  const droppedIndexes = rebuild ? await dropSecondaryIndexes(options.pool) : [];
  if (droppedIndexes.length > 0) log(`Dropped ${droppedIndexes.length} secondary indexes for the load`);
  try {
    await copyGeneratedJobs(options, context, jobCount, log);
  } finally {
    if (droppedIndexes.length > 0) {
      const indexStarted = Date.now();
      await buildIndexes(options.pool, droppedIndexes);
      log(`Rebuilt ${droppedIndexes.length} indexes in ${seconds(Date.now() - indexStarted)}`);
    }
  }

  await withBulkClient(options.pool, async (client) => {
    // Rows were copied with explicit ids, so the sequences must catch up before anyone inserts.
    await client.query(
      "SELECT setval(pg_get_serial_sequence('companies', 'id'), (SELECT max(id) FROM companies))",
    );
    await client.query("SELECT setval(pg_get_serial_sequence('jobs', 'id'), (SELECT max(id) FROM jobs))");
    await client.query("ANALYZE companies");
    await client.query("ANALYZE jobs");
  });

  const summary: SeedSummary = {
    seed,
    now,
    companies: FIXED_COMPANIES.length + companies.length,
    jobs: FIXED_JOB_COUNT + jobCount,
    fixedJobs: FIXED_JOB_COUNT,
    durationMs: Date.now() - started,
  };
  log(`Seeded ${summary.jobs} jobs and ${summary.companies} companies in ${seconds(summary.durationMs)}`);
  return summary;
}

async function copyGeneratedJobs(
  options: SeedDatabaseOptions,
  context: JobContext,
  jobCount: number,
  log: (message: string) => void,
): Promise<void> {
  const streams = Math.max(1, Math.min(options.streams ?? (jobCount >= PARALLEL_STREAMS_FROM ? 2 : 1), 8));
  const perStream = Math.ceil(jobCount / streams);
  let copied = 0;
  let nextReport = PROGRESS_EVERY;
  const started = Date.now();
  function* jobsBetween(from: number, to: number): Generator<SeedJob> {
    for (let index = from; index < to; index++) {
      yield generateJob(context, index);
      copied++;
      if (copied >= nextReport) {
        nextReport += PROGRESS_EVERY;
        log(
          `  ${copied.toLocaleString("en")} / ${jobCount.toLocaleString("en")} jobs (${seconds(Date.now() - started)})`,
        );
      }
    }
  }
  const ranges = Array.from({ length: streams }, (_, stream) => {
    const from = stream * perStream;
    return { from, to: Math.min(jobCount, from + perStream) };
  }).filter(({ from, to }) => from < to);
  await withBulkClients(options.pool, ranges.length, (clients) =>
    Promise.all(
      ranges.map(({ from, to }, stream) =>
        copyInto(clients[stream] as pg.PoolClient, JOB_COLUMNS, chunked(jobsBetween(from, to), jobRow)),
      ),
    ),
  );
}

interface IndexDefinition {
  name: string;
  definition: string;
}

/** Indexes that back no constraint (the primary key stays: it guards the load). */
async function dropSecondaryIndexes(pool: pg.Pool): Promise<IndexDefinition[]> {
  const { rows } = await pool.query<IndexDefinition>(
    `SELECT index_class.relname AS name, pg_get_indexdef(index_class.oid) AS definition
       FROM pg_index
       JOIN pg_class index_class ON index_class.oid = pg_index.indexrelid
      WHERE pg_index.indrelid = 'jobs'::regclass
        AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE pg_constraint.conindid = pg_index.indexrelid)
      ORDER BY index_class.relname`,
  );
  await withBulkClient(pool, async (client) => {
    for (const index of rows) await client.query(`DROP INDEX ${client.escapeIdentifier(index.name)}`);
  });
  return rows;
}

/** Two builders at a time: GIN builds are single-threaded, so this keeps both cores busy. */
async function buildIndexes(pool: pg.Pool, indexes: readonly IndexDefinition[]): Promise<void> {
  const queue = [...indexes].sort((a, b) => buildCost(b) - buildCost(a));
  await withBulkClients(pool, 2, (clients) =>
    Promise.all(
      clients.map(async (client) => {
        await client.query(`SET maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
        for (let index = queue.shift(); index; index = queue.shift()) await client.query(index.definition);
      }),
    ),
  );
}

/** Longest first, so the two builders finish at about the same time. */
function buildCost(index: IndexDefinition): number {
  if (index.definition.includes("gin")) return 2;
  return 1;
}

async function withBulkClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withBulkClients(pool, 1, (clients) => work(clients[0] as pg.PoolClient));
}

/**
 * `count` connections, all opened and set up before any work starts. Generating rows keeps this
 * process's one thread busy: a connection still being opened while another stream copies would wait
 * its turn for so long that the pool's connection timeout ends it (a 1M-job seed failed that way).
 */
async function withBulkClients<T>(
  pool: pg.Pool,
  count: number,
  work: (clients: pg.PoolClient[]) => Promise<T>,
): Promise<T> {
  const clients: pg.PoolClient[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const client = await pool.connect();
      clients.push(client);
      for (const setting of BULK_SESSION_SETTINGS) await client.query(setting);
    }
  } catch (error) {
    for (const client of clients) client.release();
    throw error;
  }
  try {
    const result = await work(clients);
    for (const client of clients) {
      await client.query("RESET ALL");
      client.release();
    }
    return result;
  } catch (error) {
    // A connection that failed mid-COPY is in no state to be reused.
    for (const client of clients) client.release(error as Error);
    throw error;
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
