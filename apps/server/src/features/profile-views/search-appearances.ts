/**
 * Search appearances: a seeker "appears" when a recruiter's candidate search shows them on a page of
 * results. Candidate search hands over each page it computed (the app wires `recordSearchAppearances`
 * into it); the seeker's profile performance reads the counts per UTC day.
 *
 * Built for many searches: a page is one statement whatever its size, and a seeker's day is one row with
 * a counter, not one row per appearance. Each recruiter counts at most once per seeker and day (paging
 * back and forth, reloading or running the same search again would otherwise inflate the numbers): the
 * statement first inserts the (day, recruiter, seeker) pairs, skipping those already there, and adds one
 * to the counters of the pairs it inserted. Pairs are needed for the current day only; the hourly
 * housekeeping sweeps older ones.
 */
import type pg from "pg";

const DAY_MS = 86_400_000;
/** Pairs removed per statement by the sweep: a day's pairs can be millions; small batches keep locks short. */
const SWEEP_BATCH = 10_000;

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Counts that `seekerIds` appeared in the recruiter's results on the UTC day of `at`; returns how many
 * were counted (a seeker this recruiter already saw that day is not). Seekers are written in id order,
 * so two searches updating the same seekers' counters at once take their row locks in the same order
 * and never deadlock.
 */
export async function recordSearchAppearances(
  pool: pg.Pool,
  recruiterId: string,
  seekerIds: readonly string[],
  at: Date,
): Promise<number> {
  const ids = [...new Set(seekerIds)].sort();
  if (ids.length === 0) return 0;
  const { rowCount } = await pool.query(
    `WITH fresh AS (
       INSERT INTO search_appearance_pairs (day, recruiter_id, seeker_id)
       SELECT $1::date, $2::uuid, seeker_id FROM unnest($3::uuid[]) AS seeker_id
       ON CONFLICT DO NOTHING
       RETURNING seeker_id
     )
     INSERT INTO search_appearances AS counted (seeker_id, day, appearances)
     SELECT seeker_id, $1::date, 1 FROM fresh ORDER BY seeker_id
     ON CONFLICT (seeker_id, day) DO UPDATE SET appearances = counted.appearances + 1`,
    [utcDay(at), recruiterId, ids],
  );
  return rowCount ?? 0;
}

/**
 * Removes the pairs of days before yesterday (the hourly housekeeping task). Yesterday's stay: a search
 * made just before midnight may still be recorded just after it. Returns how many were removed.
 */
export async function sweepSearchAppearancePairs(pool: pg.Pool, now: Date = new Date()): Promise<number> {
  const keptFrom = utcDay(new Date(now.getTime() - DAY_MS));
  let removed = 0;
  for (;;) {
    const { rowCount } = await pool.query(
      `DELETE FROM search_appearance_pairs
        WHERE (day, recruiter_id, seeker_id) IN (
          SELECT day, recruiter_id, seeker_id FROM search_appearance_pairs WHERE day < $1::date LIMIT $2)`,
      [keptFrom, SWEEP_BATCH],
    );
    removed += rowCount ?? 0;
    if ((rowCount ?? 0) < SWEEP_BATCH) return removed;
  }
}
