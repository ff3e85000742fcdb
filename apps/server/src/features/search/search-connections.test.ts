/**
 * The search's own connections: statements prepared with generic plans, a bounded number per
 * connection, and a connection that saw an error not reused.
 */
import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createSearchConnections, type SearchConnections } from "./search-connections.ts";

let database: TestDatabase;
let connections: SearchConnections;

beforeAll(async () => {
  database = await openTestDatabase();
  connections = createSearchConnections(database.pool, { max: 1, statementsPerConnection: 2 });
});

afterAll(async () => {
  await connections.close();
  await database.drop();
});

interface PreparedRow {
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

const LIST_PREPARED =
  "SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements ORDER BY prepare_time";

async function preparedStatements(): Promise<PreparedRow[]> {
  const { rows } = await connections.query<PreparedRow>(LIST_PREPARED, []);
  return rows;
}

it("runs with generic plans, prepares at most the bound and still answers past it", async () => {
  const setting = await connections.query<{ mode: string }>(
    "SELECT current_setting('plan_cache_mode') AS mode",
    [],
  );
  expect(setting.rows[0]?.mode).toBe("force_generic_plan");

  const first = "SELECT count(*)::int AS n FROM jobs WHERE site_id = $1";
  for (let run = 0; run < 3; run++) {
    const { rows } = await connections.query<{ n: number }>(first, ["india"]);
    expect(rows[0]?.n).toBeGreaterThan(0);
  }
  // The bound (2) is now reached: the setting's query and `first` are prepared, nothing else will be.
  const past = await connections.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM jobs WHERE site_id = $1 AND status = $2",
    ["india", "open"],
  );
  expect(past.rows[0]?.n).toBeGreaterThan(0);

  const prepared = await preparedStatements();
  expect(prepared.map((row) => row.statement)).toEqual([
    "SELECT current_setting('plan_cache_mode') AS mode",
    first,
  ]);
  const firstPlans = prepared[1] as PreparedRow;
  expect(Number(firstPlans.generic_plans)).toBe(3);
  expect(Number(firstPlans.custom_plans)).toBe(0);
});

it("replaces a connection after an error instead of reusing it", async () => {
  const before = await connections.query<{ pid: number }>("SELECT pg_backend_pid() AS pid", []);
  await expect(connections.query("SELECT no_such_column FROM jobs", [])).rejects.toThrow(/no_such_column/);
  const after = await connections.query<{ pid: number }>("SELECT pg_backend_pid() AS pid", []);
  expect(after.rows[0]?.pid).not.toBe(before.rows[0]?.pid);
  // A fresh connection: only what ran on it since (the listing is prepared too, with room left).
  const prepared = await preparedStatements();
  expect(prepared.map((row) => row.statement)).toEqual(["SELECT pg_backend_pid() AS pid", LIST_PREPARED]);
});
