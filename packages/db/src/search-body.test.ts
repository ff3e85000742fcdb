import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FIXED_JOB_CODES } from "./seed/fixed-jobs.ts";
import { createTestDatabase, type TestDatabase } from "./testing.ts";

/** job_search_body (migration 0008): each listing's document plus its description's words. */
describe("job_search_body", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  });

  afterAll(async () => {
    await database.drop();
  });

  const matching = async (query: string): Promise<string[]> => {
    const { rows } = await database.pool.query<{ job_code: string }>(
      `SELECT j.job_code FROM job_search_body b JOIN jobs j ON j.id = b.job_id
        WHERE b.body @@ to_tsquery('english', $1) ORDER BY j.id`,
      [query],
    );
    return rows.map((row) => row.job_code);
  };

  it("holds a row for every listing of job_search, and only those", async () => {
    const { rows } = await database.pool.query<{ missing: number; extra: number }>(
      `SELECT (SELECT count(*)::int FROM job_search s
                WHERE NOT EXISTS (SELECT 1 FROM job_search_body b WHERE b.site_id = s.site_id AND b.job_id = s.job_id)) AS missing,
              (SELECT count(*)::int FROM job_search_body b
                WHERE NOT EXISTS (SELECT 1 FROM job_search s WHERE s.site_id = b.site_id AND s.job_id = b.job_id)) AS extra`,
    );
    expect(rows[0]).toEqual({ missing: 0, extra: 0 });
  });

  it("matches titles, skills and description words, stemmed", async () => {
    expect(await matching("java & developer")).toEqual(
      expect.arrayContaining([FIXED_JOB_CODES.javaBengaluru, FIXED_JOB_CODES.javaDubai]),
    );
    // "hiring" is only ever in descriptions ("<company> is hiring a …").
    expect(await matching("hire & java")).toContain(FIXED_JOB_CODES.javaBengaluru);
  });

  it("keeps filter values as lexemes, so one index answers words and filters", async () => {
    const { rows } = await database.pool.query<{ agreeing: boolean }>(
      `SELECT bool_and(tsvector_to_array(s.document) <@ tsvector_to_array(b.body)) AS agreeing
         FROM job_search s JOIN job_search_body b ON b.site_id = s.site_id AND b.job_id = s.job_id`,
    );
    expect(rows[0]?.agreeing).toBe(true);
  });

  it("leaves markup and character references out", async () => {
    // Every description is made of p, ul, li and strong tags; "li" and "ul" never occur as words,
    // nor do the names of escaped characters.
    expect(await matching("li | ul | amp | quot")).toEqual([]);
  });

  it("follows a listing that is withdrawn", async () => {
    await database.pool.query("UPDATE jobs SET status = 'closed' WHERE job_code = $1", [
      FIXED_JOB_CODES.javaSingapore,
    ]);
    expect(await matching("java & developer")).not.toContain(FIXED_JOB_CODES.javaSingapore);
  });
});
