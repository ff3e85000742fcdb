/**
 * Every journey file starts with empty rate-limit counters. All journeys come from one address, and
 * together they register more seekers in an hour than one address may (accounts/limits.ts); a real
 * visitor never meets the others' counts. Journeys that test a limit reach it within their own file.
 */
import pg from "pg";
import { beforeAll, inject } from "vitest";

beforeAll(async () => {
  const client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
  try {
    await client.query("DELETE FROM rate_limits");
  } finally {
    await client.end();
  }
});
