/**
 * Profile views: every time a recruiter opens a seeker's profile it is recorded with the recruiter's
 * company and the time, counted at most once per recruiter and seeker within PROFILE_VIEW_WINDOW_MINUTES
 * (reloads and back-and-forth do not inflate the seeker's numbers). The seeker sees counts, views per
 * day and the companies that looked.
 *
 * Beside the views, the seeker sees their search appearances (search-appearances.ts) per day, and, once
 * they have had a Featured Profile, both before and during it (featured-windows.ts): the periods are
 * read from `profile_boosts`, which the subscriptions feature writes and candidate search ranks by.
 *
 * Days are UTC calendar days; "last 7 days" is today and the six days before, so the counts are sums of
 * the chart's bars.
 */

import type {
  AccountUser,
  AvatarView,
  ComparedDays,
  FeaturedComparison,
  ProfileStats,
  SeekerForRecruiter,
} from "@portal/contracts";
import { PROFILE_VIEW_CHART_DAYS, PROFILE_VIEW_WINDOW_MINUTES, type RegistrationStep } from "@portal/domain";
import type pg from "pg";
import { type DayWindow, featuredWindows } from "./featured-windows.ts";
import { utcDay } from "./search-appearances.ts";

const COMPANY_LIST_LIMIT = 50;
const DAY_MS = 86_400_000;

export interface SeekerLookup {
  findUser(userId: string): Promise<AccountUser | null>;
  registrationState(
    user: AccountUser,
  ): Promise<{ steps: Partial<Record<RegistrationStep, Record<string, unknown>>> }>;
}

/** What the profile feature offers: the seeker's default profile as sections, or null. */
export type DefaultProfileReader = (seekerId: string) => Promise<SeekerForRecruiter["profile"]>;

export interface ProfileViewsDependencies {
  pool: pg.Pool;
  accounts: SeekerLookup;
  avatarOf(userId: string): Promise<AvatarView | null>;
  defaultProfileOf?: DefaultProfileReader;
  /** Whether the recruiter's company may open the seeker's profile (privacy; candidate search owns it). */
  mayOpen?: (recruiter: AccountUser, seekerId: string) => Promise<boolean>;
  /** The clock; tests move it. */
  now?: () => Date;
}

function stringOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function stringsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export function createProfileViewsService(deps: ProfileViewsDependencies) {
  const { pool } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * Counts a view unless this recruiter counted one for this seeker within the window. The advisory
   * lock makes two simultaneous opens (two tabs, a double click) count once, across app processes.
   */
  async function recordView(recruiter: AccountUser, seekerId: string): Promise<boolean> {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", [
        `profile-view:${recruiter.id}:${seekerId}`,
      ]);
      const { rowCount } = await client.query(
        `INSERT INTO profile_views (seeker_id, recruiter_id, company_id, viewed_at)
         SELECT $1, $2, $3, $4
         WHERE NOT EXISTS (
           SELECT 1 FROM profile_views
           WHERE recruiter_id = $2 AND seeker_id = $1
             AND viewed_at > $4::timestamptz - make_interval(mins => $5)
         )`,
        [seekerId, recruiter.id, recruiter.company?.id ?? null, now(), PROFILE_VIEW_WINDOW_MINUTES],
      );
      await client.query("COMMIT");
      return rowCount === 1;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function stats(seekerId: string): Promise<ProfileStats> {
    const at = now();
    const today = utcDay(at);
    const firstDay = new Date(Date.parse(today) - (PROFILE_VIEW_CHART_DAYS - 1) * DAY_MS);
    const end = new Date(Date.parse(today) + DAY_MS);
    const [perDay, appearancesPerDay, perCompany, featured] = await Promise.all([
      pool.query<{ day: string; views: number }>(
        `SELECT to_char(viewed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS views
         FROM profile_views
         WHERE seeker_id = $1 AND viewed_at >= $2 AND viewed_at < $3
         GROUP BY 1`,
        [seekerId, firstDay, end],
      ),
      pool.query<{ day: string; appearances: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, appearances FROM search_appearances
         WHERE seeker_id = $1 AND day BETWEEN $2::date AND $3::date`,
        [seekerId, utcDay(firstDay), today],
      ),
      pool.query<{ company_name: string | null; views: number; last_viewed_at: Date }>(
        `SELECT c.name AS company_name, count(*)::int AS views, max(pv.viewed_at) AS last_viewed_at
         FROM profile_views pv LEFT JOIN companies c ON c.id = pv.company_id
         WHERE pv.seeker_id = $1 AND pv.viewed_at >= $2 AND pv.viewed_at < $3
         GROUP BY pv.company_id, c.name
         ORDER BY last_viewed_at DESC
         LIMIT $4`,
        [seekerId, firstDay, end, COMPANY_LIST_LIMIT],
      ),
      featuredComparison(seekerId, at),
    ]);
    const viewsByDay = new Map(perDay.rows.map((row) => [row.day, row.views]));
    const appearancesByDay = new Map(appearancesPerDay.rows.map((row) => [row.day, row.appearances]));
    const daily = Array.from({ length: PROFILE_VIEW_CHART_DAYS }, (_, index) => {
      const date = utcDay(new Date(firstDay.getTime() + index * DAY_MS));
      return { date, views: viewsByDay.get(date) ?? 0, appearances: appearancesByDay.get(date) ?? 0 };
    });
    const sumOfLast = (days: number, count: (day: (typeof daily)[number]) => number) =>
      daily.slice(-days).reduce((sum, day) => sum + count(day), 0);
    const countsOf = (count: (day: (typeof daily)[number]) => number) => ({
      days7: sumOfLast(7, count),
      days30: sumOfLast(30, count),
      days90: sumOfLast(90, count),
    });
    return {
      counts: countsOf((day) => day.views),
      appearanceCounts: countsOf((day) => day.appearances),
      daily,
      companies: perCompany.rows.map((row) => ({
        companyName: row.company_name,
        views: row.views,
        lastViewedAt: row.last_viewed_at.toISOString(),
      })),
      featured,
    };
  }

  /**
   * The latest Featured Profile period against as many days before it. Reading `profile_boosts` (the
   * subscriptions feature's periods) and the account's creation time here keeps it to one statement for
   * the periods and one for the counts.
   */
  async function featuredComparison(seekerId: string, at: Date): Promise<FeaturedComparison | null> {
    const { rows } = await pool.query<{ created_at: Date; periods: { startsAt: string; endsAt: string }[] }>(
      `SELECT u.created_at,
              coalesce(json_agg(json_build_object('startsAt', b.starts_at, 'endsAt', b.ends_at))
                         FILTER (WHERE b.id IS NOT NULL), '[]') AS periods
         FROM users u LEFT JOIN profile_boosts b ON b.user_id = u.id AND b.kind = 'featured'
        WHERE u.id = $1
        GROUP BY u.id`,
      [seekerId],
    );
    const row = rows[0];
    if (!row) return null;
    const windows = featuredWindows(
      row.periods.map((period) => ({ startsAt: new Date(period.startsAt), endsAt: new Date(period.endsAt) })),
      at,
      row.created_at,
    );
    if (!windows) return null;
    const counted = await countWindows(seekerId, [windows.before, windows.during]);
    const countedOf = (window: DayWindow, index: number): ComparedDays => ({
      ...window,
      views: counted[index]?.views ?? 0,
      appearances: counted[index]?.appearances ?? 0,
    });
    return {
      startsAt: windows.period.startsAt.toISOString(),
      endsAt: windows.period.endsAt.toISOString(),
      isRunning: windows.isRunning,
      before: countedOf(windows.before, 0),
      during: countedOf(windows.during, 1),
    };
  }

  /** Views and appearances in each window of whole days, in one statement, in the windows' order. */
  async function countWindows(
    seekerId: string,
    windows: DayWindow[],
  ): Promise<{ views: number; appearances: number }[]> {
    const bounds = windows.map((window) =>
      window.from && window.to ? [window.from, utcDay(new Date(Date.parse(window.to) + DAY_MS))] : null,
    );
    const { rows } = await pool.query<{ n: number; views: number; appearances: number }>(
      `SELECT w.n,
              (SELECT count(*)::int FROM profile_views
                WHERE seeker_id = $1 AND viewed_at >= w.from_day::timestamp AT TIME ZONE 'UTC'
                  AND viewed_at < w.end_day::timestamp AT TIME ZONE 'UTC') AS views,
              (SELECT coalesce(sum(appearances), 0)::int FROM search_appearances
                WHERE seeker_id = $1 AND day >= w.from_day AND day < w.end_day) AS appearances
         FROM unnest($2::date[], $3::date[]) WITH ORDINALITY AS w(from_day, end_day, n)`,
      [seekerId, bounds.map((bound) => bound?.[0] ?? null), bounds.map((bound) => bound?.[1] ?? null)],
    );
    return windows.map((_, index) => {
      const counted = rows.find((row) => Number(row.n) === index + 1);
      return { views: counted?.views ?? 0, appearances: counted?.appearances ?? 0 };
    });
  }

  return {
    recordView,

    stats: (seeker: AccountUser) => stats(seeker.id),

    async openSeekerProfile(recruiter: AccountUser, seekerId: string): Promise<SeekerForRecruiter | null> {
      const seeker = await deps.accounts.findUser(seekerId);
      if (seeker?.role !== "seeker") return null;
      // A seeker hidden from this company is "not found" to it, never "forbidden": ids reveal nothing.
      if (deps.mayOpen && !(await deps.mayOpen(recruiter, seeker.id))) return null;
      await recordView(recruiter, seeker.id);
      const [registration, avatar, profile] = await Promise.all([
        deps.accounts.registrationState(seeker),
        deps.avatarOf(seeker.id),
        deps.defaultProfileOf ? deps.defaultProfileOf(seeker.id) : Promise.resolve(null),
      ]);
      const personal = registration.steps.personal ?? {};
      const preference = registration.steps["job-preference"] ?? {};
      return {
        id: seeker.id,
        name: seeker.name,
        experienceType: seeker.experienceType,
        currentCity: stringOf(personal.currentCity),
        preferredLocations: stringsOf(preference.preferredLocations),
        siteId: seeker.siteId,
        avatar,
        profile,
      };
    },
  };
}

export type ProfileViewsService = ReturnType<typeof createProfileViewsService>;
