/**
 * Keeping the search index fresh. The triggers on `jobs` index every change as it happens; what they
 * cannot see is time passing: jobs expire, and the dictionary's counts drift. refreshSearchIndex
 * catches up on both. The app runs it on a timer (startSearchRefresh), taking an advisory lock so
 * that of several app processes only one refreshes at a time; a worker process or cron job can call
 * it instead (`npm run search:refresh`, e.g. after seeding).
 */
import { LOCATION_ALIASES } from "@portal/domain";
import type pg from "pg";

/** An arbitrary constant shared by every process refreshing the same database. */
const REFRESH_LOCK_KEY = 727_003;
export const DEFAULT_REFRESH_INTERVAL_MS = 15 * 60_000;

/** Every (name, other name) pair of the alias list, so each alias finds the city the jobs use. */
function aliasPairs(): [string[], string[]] {
  const names: string[] = [];
  const aliases: string[] = [];
  for (const group of LOCATION_ALIASES) {
    for (const name of group) {
      for (const alias of group) {
        if (alias === name) continue;
        names.push(name);
        aliases.push(alias);
      }
    }
  }
  return [names, aliases];
}

/**
 * Drops listings that expired since they were indexed (showing the next live posting of their
 * duplicate group instead), rebuilds the per-site dictionary and adds the other names of cities.
 * Returns false when another process was refreshing at that moment (nothing to do then).
 */
export async function refreshSearchIndex(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock($1) AS locked", [
      REFRESH_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) {
      client.release();
      return false;
    }
    try {
      await client.query("BEGIN");
      await client.query("SET LOCAL statement_timeout = 0");
      await client.query("SELECT portal_search_refresh()");
      const [names, aliases] = aliasPairs();
      await client.query(
        `INSERT INTO search_terms (site_id, kind, term, display, popularity, is_whole_term)
         SELECT t.site_id, 'location', a.alias, t.display, t.popularity, true
           FROM unnest($1::text[], $2::text[]) AS a(name, alias)
           JOIN search_terms t ON t.kind = 'location' AND t.term = a.name AND t.is_whole_term
         ON CONFLICT DO NOTHING`,
        [names, aliases],
      );
      // "Makati" finds "Makati City".
      await client.query(
        `INSERT INTO search_terms (site_id, kind, term, display, popularity, is_whole_term)
         SELECT site_id, 'location', left(term, -5), display, popularity, true
           FROM search_terms
          WHERE kind = 'location' AND is_whole_term AND term LIKE '% city'
         ON CONFLICT DO NOTHING`,
      );
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw error;
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [REFRESH_LOCK_KEY]);
    }
    client.release();
    return true;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}

/**
 * Refreshes every `intervalMs`, and at once when the dictionary is empty (a new database); a
 * restarted app with a dictionary waits for the first tick rather than redo a recent refresh.
 * Returns a function that stops the timer.
 */
export function startSearchRefresh(
  pool: pg.Pool,
  log: (message: string, error?: unknown) => void,
  intervalMs = DEFAULT_REFRESH_INTERVAL_MS,
): () => void {
  const run = () => {
    refreshSearchIndex(pool).catch((error: unknown) => log("search index refresh failed", error));
  };
  pool
    .query<{ has_terms: boolean }>("SELECT EXISTS (SELECT 1 FROM search_terms) AS has_terms")
    .then(({ rows }) => {
      if (!rows[0]?.has_terms) run();
    })
    .catch((error: unknown) => log("search index refresh failed", error));
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
