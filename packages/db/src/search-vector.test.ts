import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FIXED_JOB_CODES } from "./seed/fixed-jobs";
import { createTestDatabase, type TestDatabase } from "./testing";

describe("jobs.search_vector", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  });

  afterAll(async () => {
    await database.drop();
  });

  const matching = async (query: string): Promise<string[]> => {
    const { rows } = await database.pool.query<{ job_code: string }>(
      "SELECT job_code FROM jobs WHERE search_vector @@ to_tsquery('english', $1) ORDER BY id",
      [query],
    );
    return rows.map((row) => row.job_code);
  };

  it("matches a seeded title and a seeded skill", async () => {
    const javaDevelopers = await matching("java & developer");
    expect(javaDevelopers).toEqual(
      expect.arrayContaining([
        FIXED_JOB_CODES.javaBengaluru,
        FIXED_JOB_CODES.javaDubai,
        FIXED_JOB_CODES.javaSingapore,
      ]),
    );
    expect(javaDevelopers.length).toBeGreaterThan(10);
    expect(await matching("hibernate")).toContain(FIXED_JOB_CODES.javaBengaluru);
    expect(await matching("tally & gst")).toContain(FIXED_JOB_CODES.expiredAccountsMumbai);
  });

  it("weights title and skills above the description", async () => {
    const { rows } = await database.pool.query<{ job_code: string; vector: string }>(
      "SELECT job_code, search_vector::text AS vector FROM jobs WHERE job_code = $1",
      [FIXED_JOB_CODES.javaBengaluru],
    );
    const vector = rows[0]?.vector ?? "";
    expect(vector).toMatch(/'java':[\d,]*\dA/);
    expect(vector).toMatch(/'saranya':\d+B/);
    expect(vector).toMatch(/'softwar':[\d,A-D]*C/);
    expect(vector).toMatch(/'microservic':[\d,A-D]*A/);
  });

  it("leaves markup out of the vector", async () => {
    // Every description is made of p, ul, li and strong tags; "li" and "ul" never occur as words.
    const { rows } = await database.pool.query<{ tagged: number }>(
      "SELECT count(*)::int AS tagged FROM jobs WHERE search_vector @@ 'li | ul'::tsquery",
    );
    expect(rows[0]?.tagged).toBe(0);
  });

  it("is recomputed when a job changes", async () => {
    await database.pool.query("UPDATE jobs SET title = 'Kotlin Developer' WHERE job_code = $1", [
      FIXED_JOB_CODES.javaSingapore,
    ]);
    expect(await matching("kotlin & developer")).toContain(FIXED_JOB_CODES.javaSingapore);
    expect(await matching("java & developer")).toContain(FIXED_JOB_CODES.javaSingapore); // still a skill
  });
});
