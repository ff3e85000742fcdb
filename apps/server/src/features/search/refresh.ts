/**
 * Keeping the search index fresh. The triggers on `jobs` index every change as it happens; what they
 * cannot see is time passing: jobs expire, and the dictionary's counts drift. refreshSearchIndex
 * catches up on both. It runs as a background task every 15 minutes (createSearchRefreshTask), taking
 * an advisory lock so that a refresh started by hand (`npm run search:refresh`, e.g. after seeding)
 * and a scheduled one never overlap.
 */
import { keywordTranslations, placeSpellings } from "@portal/domain";
import type pg from "pg";
import type { BackgroundTask, JobQueue } from "../../background/queue.ts";

/** An arbitrary constant shared by every process refreshing the same database. */
const REFRESH_LOCK_KEY = 727_003;

/**
 * Every (city, key) pair of the places' spellings (@portal/domain places.ts): the city's name as jobs
 * store it and a key that finds it, in any language ("bangalore", "बेंगलुरु", "بنغالور" → Bengaluru).
 */
function placeSpellingPairs(): [string[], string[]] {
  const names: string[] = [];
  const keys: string[] = [];
  for (const { name, keys: spellings } of placeSpellings()) {
    for (const key of spellings) {
      names.push(name);
      keys.push(key);
    }
  }
  return [names, keys];
}

/** Every (English words, Hindi or Arabic key) pair of keyword-translations.ts. */
function keywordTranslationPairs(): [string[], string[]] {
  const english: string[] = [];
  const keys: string[] = [];
  for (const entry of keywordTranslations()) {
    english.push(entry.english);
    keys.push(entry.key);
  }
  return [english, keys];
}

/**
 * Drops listings that expired since they were indexed (showing the next live posting of their
 * duplicate group instead), rebuilds the per-site dictionary and adds the other names of cities and
 * the Hindi and Arabic words for titles and skills. Returns false when another process was
 * refreshing at that moment (nothing to do then).
 *
 * The rows added keep the English display of what they find, so lookups lead to the city or term the
 * jobs use; a term that is not the key of its own display marks such a row (suggestions.ts).
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
      // By display: a city's own key (nameKey, "da lat" for "Ða Lat") may differ from the term the
      // database wrote for it, and is added like its other names then.
      const [names, placeKeys] = placeSpellingPairs();
      await client.query(
        `INSERT INTO search_terms (site_id, kind, term, display, popularity, is_whole_term)
         SELECT t.site_id, 'location', a.key, t.display, t.popularity, true
           FROM unnest($1::text[], $2::text[]) AS a(name, key)
           JOIN search_terms t ON t.kind = 'location' AND t.display = a.name AND t.is_whole_term
          WHERE t.term <> a.key
         ON CONFLICT DO NOTHING`,
        [names, placeKeys],
      );
      // "محاسب" is suggested where the site has accountants, as often as the English term is used.
      const [english, keywordKeys] = keywordTranslationPairs();
      await client.query(
        `INSERT INTO search_terms (site_id, kind, term, display, popularity, is_whole_term)
         SELECT t.site_id, t.kind, a.key, a.english, max(t.popularity), true
           FROM unnest($1::text[], $2::text[]) AS a(english, key)
           JOIN search_terms t ON t.kind IN ('skill', 'title') AND t.term = a.english
          GROUP BY t.site_id, t.kind, a.key, a.english
         ON CONFLICT DO NOTHING`,
        [english, keywordKeys],
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

export const SEARCH_REFRESH_TASK = "search.refresh";

/**
 * The refresh as a background task: every 15 minutes, once across all processes (a cron schedule), at
 * most one waiting at a time. The advisory lock above still guards a refresh started by hand meanwhile.
 */
export function createSearchRefreshTask(pool: pg.Pool): BackgroundTask {
  return {
    name: SEARCH_REFRESH_TASK,
    retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 300 },
    // At 1M jobs a refresh takes about half a minute; ten minutes means its worker died.
    expireInSeconds: 600,
    isSingleton: true,
    pollingIntervalSeconds: 5,
    schedules: [{ cron: "*/15 * * * *" }],
    async run() {
      await refreshSearchIndex(pool);
    },
  };
}

/** A new database (no dictionary yet) gets its first refresh at once rather than within 15 minutes. */
export async function refreshSearchIndexIfEmpty(pool: pg.Pool, queue: JobQueue): Promise<void> {
  const { rows } = await pool.query<{ has_terms: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM search_terms) AS has_terms",
  );
  if (!rows[0]?.has_terms) await queue.enqueue(SEARCH_REFRESH_TASK, {});
}
