/**
 * Connections of the search's own, on which its statements run prepared, with generic plans.
 *
 * A search statement is long (CTEs for candidates, facet samples, the page): planning it costs about
 * 1.2 ms, as much as executing a keyword search. Prepared once per connection and planned once
 * (`plan_cache_mode = force_generic_plan`), it executes without planning, 10–35 % faster (bench/README.md,
 * "Generic plans"). Left to itself PostgreSQL keeps re-planning these statements, so the setting is
 * forced, and forced only here: the rest of the portal's queries keep custom plans on the main pool.
 *
 * The statement text depends only on the search's shape (site, which filters, which facets are
 * filtered, sort; search-sql.ts keeps values, pages and query texts in parameters), so a few dozen
 * texts per site cover nearly all traffic. A plan holds about 0.9 MB of server memory (measured), so each
 * connection prepares at most `statementsPerConnection` of them (48 × 4 connections ≈ 170 MB at most) and runs any further shape unprepared (still
 * with a generic plan, planned for that execution). A connection is replaced after `usesPerConnection`
 * searches, which frees its plans and lets the shapes in use today take their place.
 */
import { createHash } from "node:crypto";
import { keepClientErrorsHandled } from "@portal/db";
import pg from "pg";

export interface SearchConnectionsOptions {
  /** Enough to keep PostgreSQL's cores busy; more would only queue inside the server. */
  max?: number;
  statementsPerConnection?: number;
  usesPerConnection?: number;
}

export interface SearchConnections {
  query<Row extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<Row>>;
  /** Ends the connections (the pool they were made from is left alone). */
  close(): Promise<void>;
}

export const DEFAULT_SEARCH_CONNECTIONS = 4;
export const DEFAULT_STATEMENTS_PER_CONNECTION = 48;
export const DEFAULT_USES_PER_CONNECTION = 20_000;

const GENERIC_PLANS = "-c plan_cache_mode=force_generic_plan";

/** Connections made like those of `pool` (same server, credentials, time-outs), for search statements. */
export function createSearchConnections(
  pool: pg.Pool,
  options: SearchConnectionsOptions = {},
): SearchConnections {
  const {
    max = DEFAULT_SEARCH_CONNECTIONS,
    statementsPerConnection = DEFAULT_STATEMENTS_PER_CONNECTION,
    usesPerConnection = DEFAULT_USES_PER_CONNECTION,
  } = options;
  const inherited = pool.options;
  const searchPool = new pg.Pool({
    ...inherited,
    // pg-pool keeps the password out of the enumerable options.
    password: inherited.password,
    max,
    maxUses: usesPerConnection,
    options: [inherited.options, GENERIC_PLANS].filter(Boolean).join(" "),
    // Nothing holds the process open for these: they are closed with the app, or dropped when idle.
    allowExitOnIdle: true,
  });
  // An idle connection whose server went away: the pool drops it and opens another when needed.
  searchPool.on("error", () => {});
  keepClientErrorsHandled(searchPool);
  const preparedBy = new WeakMap<pg.PoolClient, Set<string>>();

  return {
    async query<Row extends pg.QueryResultRow>(text: string, values: unknown[]) {
      const name = `search_${createHash("sha1").update(text).digest("base64url").slice(0, 24)}`;
      const client = await searchPool.connect();
      let failed = false;
      try {
        let prepared = preparedBy.get(client);
        if (!prepared) {
          prepared = new Set();
          preparedBy.set(client, prepared);
        }
        if (prepared.has(name) || prepared.size < statementsPerConnection) {
          prepared.add(name);
          return await client.query<Row>({ name, text, values });
        }
        return await client.query<Row>(text, values);
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // After an error the connection's prepared statements are in doubt (one may have failed to
        // parse): it is closed rather than reused.
        client.release(failed);
      }
    },
    close: () => searchPool.end(),
  };
}
