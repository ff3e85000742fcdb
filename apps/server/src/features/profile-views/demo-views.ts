/**
 * Demo profile views and search appearances for the demo seeker, so the profile performance page has
 * something to show on a fresh demo database: recruiters of a few companies looked over the last 90
 * days, more lately, and found the seeker in their searches on most days. Deterministic, and all older
 * than a day, so a new view or search by the demo recruiter is counted at once.
 */
import type pg from "pg";
import { createUserStore } from "../../auth/user-store.ts";
import { DEMO_RECRUITER, DEMO_SEEKER } from "../accounts/index.ts";

const DEMO_COMPANY_COUNT = 4;
/** [days ago, hour of day (UTC), company index] */
const DEMO_VIEWS: ReadonlyArray<readonly [number, number, number]> = [
  [1, 9, 0],
  [2, 11, 1],
  [2, 15, 2],
  [3, 10, 0],
  [5, 13, 3],
  [6, 8, 1],
  [9, 12, 2],
  [12, 16, 0],
  [15, 10, 3],
  [19, 14, 1],
  [24, 9, 2],
  [29, 11, 0],
  [36, 15, 1],
  [44, 10, 3],
  [53, 13, 2],
  [61, 9, 0],
  [70, 12, 1],
  [82, 14, 3],
];

/** Days back the demo appearances reach (today is left to real searches). */
const DEMO_APPEARANCE_DAYS = 89;

/**
 * The demo seeker's views and appearances, once each: nothing is added while the demo seeker has any
 * view, or any appearance.
 */
export async function seedDemoProfileViews(pool: pg.Pool): Promise<void> {
  const users = createUserStore(pool);
  const seeker = await users.findByEmail("seeker", DEMO_SEEKER.email);
  if (!seeker) return;
  const appeared = await pool.query("SELECT 1 FROM search_appearances WHERE seeker_id = $1 LIMIT 1", [
    seeker.id,
  ]);
  if (!appeared.rowCount) await addDemoSearchAppearances(pool, seeker.id);
  const seen = await pool.query("SELECT 1 FROM profile_views WHERE seeker_id = $1 LIMIT 1", [seeker.id]);
  if (seen.rowCount) return;
  const recruiter = await users.findByEmail("recruiter", DEMO_RECRUITER.email);
  await addDemoProfileViews(pool, {
    seekerId: seeker.id,
    recruiterId: recruiter?.id ?? null,
    recruiterCompanyId: recruiter?.company?.id ?? null,
  });
}

export async function addDemoProfileViews(
  pool: pg.Pool,
  {
    seekerId,
    recruiterId,
    recruiterCompanyId,
  }: { seekerId: string; recruiterId: string | null; recruiterCompanyId: number | null },
): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM companies
     ORDER BY (id = $1) DESC, id
     LIMIT $2`,
    [recruiterCompanyId ?? -1, DEMO_COMPANY_COUNT],
  );
  if (rows.length === 0) return 0;
  const values: unknown[] = [];
  const tuples = DEMO_VIEWS.map(([daysAgo, hour, companyIndex], index) => {
    const companyId = rows[companyIndex % rows.length]?.id ?? null;
    const byDemoRecruiter = recruiterCompanyId !== null && companyId === recruiterCompanyId;
    values.push(seekerId, byDemoRecruiter ? recruiterId : null, companyId, daysAgo, hour);
    const at = index * 5;
    return `($${at + 1}::uuid, $${at + 2}::uuid, $${at + 3}::int,
      date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
        - make_interval(days => $${at + 4}::int) + make_interval(hours => $${at + 5}::int))`;
  });
  await pool.query(
    `INSERT INTO profile_views (seeker_id, recruiter_id, company_id, viewed_at) VALUES ${tuples.join(", ")}`,
    values,
  );
  return DEMO_VIEWS.length;
}

/**
 * Appearances on the days from DEMO_APPEARANCE_DAYS ago to yesterday: none on about one day in seven,
 * otherwise a few, more in the last four weeks. Returns how many days got some.
 */
export async function addDemoSearchAppearances(pool: pg.Pool, seekerId: string): Promise<number> {
  const { rowCount } = await pool.query(
    `INSERT INTO search_appearances (seeker_id, day, appearances)
     SELECT $1, (now() AT TIME ZONE 'UTC')::date - ago, (ago * 7) % 5 + CASE WHEN ago <= 28 THEN 4 ELSE 1 END
       FROM generate_series(1, $2::int) AS ago
      WHERE (ago * 3) % 7 <> 2
     ON CONFLICT (seeker_id, day) DO NOTHING`,
    [seekerId, DEMO_APPEARANCE_DAYS],
  );
  return rowCount ?? 0;
}
