import { INDUSTRIES, JOB_FUNCTIONS, JOB_ROLES, SITES } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrateDatabase } from "../client.ts";
import {
  createEmptyTestDatabase,
  createTestDatabase,
  TEST_JOB_COUNT,
  TEST_SEED,
  type TestDatabase,
} from "../testing.ts";
import { copyInto, copyRow } from "./copy.ts";
import { FIXED_JOB_CODES, FIXED_JOB_COUNT } from "./fixed-jobs.ts";
import { seedDatabase } from "./seed.ts";

interface JobRow {
  id: number;
  job_code: string;
  title: string;
  site_id: string;
}

async function firstJobs(database: TestDatabase, limit = 100): Promise<JobRow[]> {
  const { rows } = await database.pool.query<JobRow>(
    "SELECT id::int, job_code, title, site_id FROM jobs ORDER BY id LIMIT $1",
    [limit],
  );
  return rows;
}

async function emptyMigratedDatabase(): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  await migrateDatabase(database.pool);
  return database;
}

describe("the seeded template", () => {
  let database: TestDatabase;
  const total = TEST_JOB_COUNT + FIXED_JOB_COUNT;

  beforeAll(async () => {
    database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  });

  afterAll(async () => {
    await database.drop();
  });

  const scalar = async (sql: string, params: unknown[] = []): Promise<number> => {
    const { rows } = await database.pool.query<{ value: number }>(sql, params);
    return Number(rows[0]?.value);
  };

  it("holds the generated jobs plus the fixed ones, with ids from 1", async () => {
    expect(await scalar("SELECT count(*) AS value FROM jobs")).toBe(total);
    expect(await scalar("SELECT max(id) AS value FROM jobs")).toBe(total);
    const fixed = await firstJobs(database, FIXED_JOB_COUNT);
    expect(fixed.map((job) => job.job_code)).toEqual(Object.values(FIXED_JOB_CODES));
    expect(fixed[0]).toMatchObject({ id: 1, title: "Java Developer", site_id: "india" });
  });

  it("keeps the id sequences ahead of the copied rows", async () => {
    const { rows } = await database.pool.query<{ id: number }>(
      `INSERT INTO companies (slug, name, industry_name, employer_type)
       VALUES ('new-co', 'New Co', 'Insurance', 'company') RETURNING id`,
    );
    expect(rows[0]?.id).toBe((await scalar("SELECT count(*) AS value FROM companies")) as number);
  });

  it("spreads jobs over the sites roughly as specified", async () => {
    const { rows } = await database.pool.query<{ site_id: string; jobs: number }>(
      "SELECT site_id, count(*)::int AS jobs FROM jobs GROUP BY site_id",
    );
    const share = Object.fromEntries(rows.map((row) => [row.site_id, row.jobs / total]));
    expect(Object.keys(share).sort()).toEqual(SITES.map((site) => site.id).sort());
    expect(share.india).toBeGreaterThan(0.35);
    expect(share.india).toBeLessThan(0.45);
    expect(share.gulf).toBeGreaterThan(0.11);
    expect(share.gulf).toBeLessThan(0.19);
    for (const site of SITES.filter((site) => site.id !== "india" && site.id !== "gulf")) {
      expect(share[site.id]).toBeGreaterThan(0.02);
      expect(share[site.id]).toBeLessThan(0.11);
    }
  });

  it("gives every job a city, a state and 3 to 10 skills", async () => {
    expect(
      await scalar(
        `SELECT count(*) AS value FROM jobs
          WHERE cardinality(locations) = 0 OR cardinality(states) = 0 OR '' = ANY(locations)
             OR cardinality(skills) NOT BETWEEN 3 AND 10`,
      ),
    ).toBe(0);
  });

  it("places jobs in the countries of their site", async () => {
    const { rows } = await database.pool.query<{ site_id: string; country_code: string }>(
      "SELECT DISTINCT site_id, country_code FROM jobs",
    );
    for (const row of rows) {
      expect(SITES.find((site) => site.id === row.site_id)?.countries).toContain(row.country_code);
    }
  });

  it("states salaries in the site's currency and terms, and hides about 15 %", async () => {
    const { rows } = await database.pool.query<{
      site_id: string;
      currency_code: string;
      salary_terms: string;
    }>("SELECT DISTINCT site_id, currency_code, salary_terms FROM jobs");
    expect(rows).toHaveLength(SITES.length);
    for (const row of rows) {
      const site = SITES.find((candidate) => candidate.id === row.site_id);
      expect(row).toMatchObject({ currency_code: site?.currency, salary_terms: site?.salaryTerms });
    }
    expect(
      await scalar(
        "SELECT count(*) AS value FROM jobs WHERE (salary_min IS NULL) <> (salary_max IS NULL) OR salary_min > salary_max",
      ),
    ).toBe(0);
    const undisclosed = (await scalar("SELECT count(*) AS value FROM jobs WHERE salary_min IS NULL")) / total;
    expect(undisclosed).toBeGreaterThan(0.1);
    expect(undisclosed).toBeLessThan(0.2);
    // Indian salaries are annual CTCs in lakhs; a monthly figure would be two orders of magnitude lower.
    expect(await scalar("SELECT min(salary_min) AS value FROM jobs WHERE site_id = 'india'")).toBeGreaterThan(
      100_000,
    );
    expect(await scalar("SELECT max(salary_max) AS value FROM jobs WHERE site_id = 'india'")).toBeGreaterThan(
      3_000_000,
    );
  });

  it("has expired and closed jobs in the intended shares", async () => {
    const expired = (await scalar("SELECT count(*) AS value FROM jobs WHERE expires_at < now()")) / total;
    const closed = (await scalar("SELECT count(*) AS value FROM jobs WHERE status = 'closed'")) / total;
    expect(expired).toBeGreaterThan(0.02);
    expect(expired).toBeLessThan(0.09);
    expect(closed).toBeGreaterThan(0.01);
    expect(closed).toBeLessThan(0.06);
    expect(
      await scalar(
        `SELECT count(*) AS value FROM jobs WHERE posted_at > now() OR expires_at <= posted_at
            OR (job_code NOT LIKE 'JN-100000_' AND posted_at < now() - interval '61 days')`,
      ),
    ).toBe(0);
  });

  it("uses only the taxonomy names of @portal/domain", async () => {
    const distinct = async (column: string) =>
      (await database.pool.query<{ name: string }>(`SELECT DISTINCT ${column} AS name FROM jobs`)).rows.map(
        (row) => row.name,
      );
    const functions = new Set(JOB_FUNCTIONS.map((item) => item.name));
    const roles = new Set(JOB_ROLES.map((item) => item.name));
    const industries = new Set(INDUSTRIES.map((item) => item.name));
    for (const name of await distinct("function_name")) expect(functions).toContain(name);
    for (const name of await distinct("role_name")) expect(roles).toContain(name);
    for (const name of await distinct("industry_name")) expect(industries).toContain(name);
  });

  it("has a good share of IT jobs, including Java developers in Bengaluru", async () => {
    const itShare =
      (await scalar("SELECT count(*) AS value FROM jobs WHERE function_name LIKE 'IT %'")) / total;
    expect(itShare).toBeGreaterThan(0.2);
    expect(
      await scalar(
        `SELECT count(*) AS value FROM jobs
          WHERE site_id = 'india' AND 'Bengaluru' = ANY(locations)
            AND (title ILIKE '%java%' OR 'Java' = ANY(skills)) AND title ILIKE '%developer%'`,
      ),
    ).toBeGreaterThanOrEqual(5);
  });

  it("writes only the markup the portal renders", async () => {
    const { rows } = await database.pool.query<{ description_html: string }>(
      "SELECT description_html FROM jobs",
    );
    for (const { description_html: html } of rows) {
      const tags = new Set([...html.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((match) => match[1]));
      for (const tag of tags) expect(["p", "ul", "li", "strong"]).toContain(tag);
      expect(html).not.toMatch(/<[a-z]+ /); // no attributes
    }
  });

  it("gives every company a unique slug and one of the two employer types", async () => {
    expect(
      await scalar(
        "SELECT count(*) AS value FROM companies WHERE employer_type NOT IN ('company', 'consultancy')",
      ),
    ).toBe(0);
    expect(
      await scalar(
        "SELECT count(*) AS value FROM jobs j JOIN companies c ON c.id = j.company_id WHERE c.name <> j.company_name",
      ),
    ).toBe(0);
  });
});

describe("COPY", () => {
  it("round-trips awkward text and arrays", async () => {
    const database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
    const client = await database.pool.connect();
    try {
      await client.query("CREATE TEMP TABLE awkward (text_value text, list text[], missing text)");
      const text = 'tab\tnew\nline \\ back "quoted" {braces}, comma';
      const list = ["C++", "C#", ".NET", 'say "hi"', "a,b", "{x}", "back\\slash", "NULL", ""];
      await copyInto(client, "awkward (text_value, list, missing)", [copyRow([text, list, null])]);
      const { rows } = await client.query("SELECT text_value, list, missing FROM awkward");
      expect(rows).toEqual([{ text_value: text, list, missing: null }]);
    } finally {
      client.release();
      await database.drop();
    }
  });
});

describe("seedDatabase", () => {
  it("is deterministic: the same seed gives the same jobs, another seed other jobs", async () => {
    const template = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
    const same = await emptyMigratedDatabase();
    const other = await emptyMigratedDatabase();
    try {
      await seedDatabase({ pool: same.pool, jobs: 300, seed: TEST_SEED });
      await seedDatabase({ pool: other.pool, jobs: 300, seed: TEST_SEED + 1 });
      const expected = await firstJobs(template);
      expect(await firstJobs(same)).toEqual(expected);
      const different = await firstJobs(other);
      const generated = (rows: JobRow[]) =>
        rows.slice(FIXED_JOB_COUNT).map((row) => `${row.job_code} ${row.title}`);
      expect(generated(different)).not.toEqual(generated(expected));
      expect(different.slice(0, FIXED_JOB_COUNT)).toEqual(expected.slice(0, FIXED_JOB_COUNT));
    } finally {
      await Promise.all([template.drop(), same.drop(), other.drop()]);
    }
  });

  it("refuses to seed over existing rows", async () => {
    const database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
    try {
      await expect(seedDatabase({ pool: database.pool, jobs: 10 })).rejects.toThrow(/must be empty/);
    } finally {
      await database.drop();
    }
  });

  it("copies 20,000 jobs, rebuilding the indexes around the load", async () => {
    const database = await emptyMigratedDatabase();
    try {
      const summary = await seedDatabase({ pool: database.pool, jobs: 20_000, rebuildIndexes: true });
      expect(summary.jobs).toBe(20_000 + FIXED_JOB_COUNT);
      const { rows } = await database.pool.query<{ jobs: number; indexes: number }>(
        `SELECT (SELECT count(*)::int FROM jobs) AS jobs,
                (SELECT count(*)::int FROM pg_indexes WHERE tablename = 'jobs') AS indexes`,
      );
      // The primary key, the four of 0001 left after 0007, the duplicate-group index of 0005 and the
      // three of 0020 (a company's job codes, its posting keys, its jobs by last change).
      expect(rows[0]).toEqual({ jobs: 20_000 + FIXED_JOB_COUNT, indexes: 9 });
    } finally {
      await database.drop();
    }
  }, 120_000);
});
