import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_FOLDER, migrateDatabase } from "./client.ts";
import { createEmptyTestDatabase, type TestDatabase } from "./testing.ts";

describe("migrations", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createEmptyTestDatabase(inject("adminUrl"), inject("templateDatabase"));
    await migrateDatabase(database.pool);
  });

  afterAll(async () => {
    await database.drop();
  });

  it("create the extensions and the immutable array_to_string wrapper", async () => {
    const extensions = await database.pool.query<{ extname: string }>("SELECT extname FROM pg_extension");
    expect(extensions.rows.map((row) => row.extname)).toEqual(
      expect.arrayContaining(["pg_trgm", "unaccent"]),
    );
    const wrapper = await database.pool.query<{ provolatile: string; result: string }>(
      `SELECT provolatile, portal_immutable_array_to_string(ARRAY['C++', 'C#'], ' ') AS result
         FROM pg_proc WHERE proname = 'portal_immutable_array_to_string'`,
    );
    expect(wrapper.rows).toEqual([{ provolatile: "i", result: "C++ C#" }]);
  });

  it("create companies and jobs, descriptions stored out of line", async () => {
    const columns = await database.pool.query<{ attname: string; attstorage: string }>(
      `SELECT attname, attstorage FROM pg_attribute
        WHERE attrelid = 'jobs'::regclass AND attname IN ('search_vector', 'description_html') AND NOT attisdropped`,
    );
    // Descriptions are searched through job_search_body; jobs keeps no vector of its own.
    expect(columns.rows).toEqual([{ attname: "description_html", attstorage: "e" }]);
    const counts = await database.pool.query(
      "SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM companies) AS companies",
    );
    expect(counts.rows[0]).toEqual({ jobs: "0", companies: "0" });
  });

  it("create the search and listing indexes", async () => {
    const { rows } = await database.pool.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'jobs' ORDER BY indexname",
    );
    const definitions = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(definitions.jobs_title_trgm_idx).toContain("USING gin (title gin_trgm_ops)");
    expect(definitions.jobs_site_posted_open_idx).toMatch(
      /btree \(site_id, posted_at DESC\) WHERE \(status = 'open'::text\)/,
    );
    expect(definitions.jobs_company_id_idx).toContain("btree (company_id, updated_at DESC)");
    expect(definitions.jobs_skills_idx).toContain("USING gin (skills)");
    expect(definitions.jobs_locations_idx).toContain("USING gin (locations)");
    // A job code is unique among a company's current jobs; a repost takes over its closed job's code.
    expect(definitions.jobs_company_job_code_idx).toMatch(
      /UNIQUE INDEX .* \(company_id, job_code\) WHERE \(status = ANY \(ARRAY\['draft'::text, 'review'::text, 'open'::text\]\)\)/,
    );
    expect(definitions.jobs_company_posting_key_idx).toMatch(
      /UNIQUE INDEX .* WHERE \(posting_key IS NOT NULL\)/,
    );
  });

  it("are applied only once, even when two processes migrate at the same time", async () => {
    await Promise.all([migrateDatabase(database.pool), migrateDatabase(database.pool)]);
    const { rows } = await database.pool.query(
      "SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations",
    );
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8"));
    expect(rows[0]).toEqual({ applied: journal.entries.length });
  });
});
