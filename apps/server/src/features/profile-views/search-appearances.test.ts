/**
 * Search appearances on real PostgreSQL: a recruiter's candidate search counts each seeker on the page
 * once a day per recruiter (another recruiter counts again), a failure to record never fails the search,
 * the old pairs are swept; and the seeker's profile stats compare a Featured Profile period with as many
 * days before it.
 */
import { randomUUID } from "node:crypto";
import type { AccountUser } from "@portal/contracts";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createUserStore } from "../../auth/user-store.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { createRecruiterAccount } from "../accounts/index.ts";
import { createCandidatesService } from "../candidates/index.ts";
import { featuredWindows } from "./featured-windows.ts";
import { recordSearchAppearances, sweepSearchAppearancePairs, utcDay } from "./search-appearances.ts";
import { createProfileViewsService } from "./service.ts";

const DAY = 86_400_000;
/** A skill only this file's seekers have: searches for it find exactly them. */
const SKILL = `Quillex${randomUUID().slice(0, 6)}`;

const testApp = useTestApp();

interface Seeker {
  id: string;
  client: TestClient;
}

interface LoggedInRecruiter {
  user: AccountUser;
  client: TestClient;
}

let seekers: Seeker[];
let first: LoggedInRecruiter;
let second: LoggedInRecruiter;

async function seekerWithSkill(name: string): Promise<Seeker> {
  const client = new TestClient(testApp.app);
  const { id } = await registerSeeker(client, { name });
  const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(created.statusCode, created.body).toBe(201);
  const profileId = created.json().data.profile.id as string;
  expect((await client.post(`/api/seeker/profiles/${profileId}/skills`, { name: SKILL })).statusCode).toBe(
    200,
  );
  return { id, client };
}

async function recruiterOf(companyId: number): Promise<LoggedInRecruiter> {
  const email = `finder.${randomUUID().slice(0, 8)}@appearances.example.com`;
  const user = await createRecruiterAccount(testApp.pool, {
    email,
    password: "Recruit123",
    name: "Kavya Menon",
    companyId,
    siteId: "india",
  });
  const client = new TestClient(testApp.app);
  expect((await client.post("/api/employer/login", { email, password: "Recruit123" })).statusCode).toBe(200);
  return { user, client };
}

async function searchAs(recruiter: LoggedInRecruiter, page = 1): Promise<string[]> {
  const reply = await recruiter.client.get(
    `/api/employer/candidates?keywords=${encodeURIComponent(SKILL)}&page=${page}`,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data.candidates.map((candidate: { seekerId: string }) => candidate.seekerId);
}

/** Each seeker's appearances on `day`, in the order of `ids`. */
async function appearancesOn(ids: readonly string[], day: string): Promise<number[]> {
  const { rows } = await testApp.pool.query<{ seeker_id: string; appearances: number }>(
    "SELECT seeker_id, appearances FROM search_appearances WHERE seeker_id = ANY($1::uuid[]) AND day = $2",
    [ids, day],
  );
  return ids.map((id) => rows.find((row) => row.seeker_id === id)?.appearances ?? 0);
}

beforeAll(async () => {
  seekers = [];
  for (const name of ["Farah Khan", "Gopal Das", "Hema Nair"]) seekers.push(await seekerWithSkill(name));
  [first, second] = await Promise.all([recruiterOf(2), recruiterOf(3)]);
});

describe("a recruiter's candidate search", () => {
  it("counts each seeker on the page once a day for that recruiter, and again for another recruiter", async () => {
    const ids = seekers.map((seeker) => seeker.id);
    const today = utcDay(new Date());
    expect((await searchAs(first)).sort()).toEqual([...ids].sort());
    // Recorded after the results, without the search waiting for it.
    await vi.waitFor(async () => expect(await appearancesOn(ids, today)).toEqual([1, 1, 1]));

    // The same recruiter again, and past the last page: nothing more.
    await searchAs(first);
    expect(await searchAs(first, 2)).toEqual([]);
    // Another recruiter (another company) finds them too: a second appearance each.
    await searchAs(second);
    await vi.waitFor(async () => expect(await appearancesOn(ids, today)).toEqual([2, 2, 2]));

    const stats = (await seekers[0]?.client.get("/api/seeker/profile-stats"))?.json().data;
    expect(stats.appearanceCounts).toEqual({ days7: 2, days30: 2, days90: 2 });
    expect(stats.daily.at(-1)).toEqual({ date: today, views: 0, appearances: 2 });
  });

  it("records in one statement per page: a pair is counted once however often, and never deadlocks", async () => {
    const ids = seekers.map((seeker) => seeker.id);
    const at = new Date(Date.now() - 20 * DAY);
    const day = utcDay(at);
    // Five tabs of the same recruiter at once, and another recruiter with the seekers in reverse order.
    const counted = await Promise.all([
      ...[1, 2, 3, 4, 5].map(() => recordSearchAppearances(testApp.pool, first.user.id, ids, at)),
      recordSearchAppearances(testApp.pool, second.user.id, [...ids].reverse(), at),
    ]);
    expect(counted.reduce((sum, count) => sum + count, 0)).toBe(6);
    expect(await appearancesOn(ids, day)).toEqual([2, 2, 2]);
    // The next day is a new day for the same recruiter.
    const nextDay = new Date(at.getTime() + DAY);
    expect(await recordSearchAppearances(testApp.pool, first.user.id, ids.slice(0, 1), nextDay)).toBe(1);
    expect(await recordSearchAppearances(testApp.pool, first.user.id, [], nextDay)).toBe(0);
  });

  it("answers even when recording fails, and logs the failure", async () => {
    const warn = vi.fn();
    const candidates = createCandidatesService({
      pool: testApp.pool,
      rateLimiter: { enforce: async () => {} },
      recordAppearances: async () => {
        throw new Error("the statistics are down");
      },
      log: { warn },
    });
    const results = await candidates.search(first.user, "india", { keywords: SKILL });
    expect(results.total).toBe(3);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ recruiterId: first.user.id }),
        "candidate search: appearances not recorded",
      ),
    );
  });

  it("keeps the recruiter-seeker pairs of today and yesterday only", async () => {
    const now = new Date();
    const seekerId = seekers[2]?.id ?? "";
    const recruiterId = randomUUID();
    for (const daysAgo of [0, 1, 2, 9])
      await recordSearchAppearances(
        testApp.pool,
        recruiterId,
        [seekerId],
        new Date(now.getTime() - daysAgo * DAY),
      );
    const pairs = async () =>
      (
        await testApp.pool.query<{ day: string }>(
          "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM search_appearance_pairs WHERE recruiter_id = $1 ORDER BY day DESC",
          [recruiterId],
        )
      ).rows.map((row) => row.day);
    expect(await pairs()).toHaveLength(4);
    expect(await sweepSearchAppearancePairs(testApp.pool, now)).toBeGreaterThanOrEqual(2);
    expect(await pairs()).toEqual([utcDay(now), utcDay(new Date(now.getTime() - DAY))]);
    // The counters stay: only the pairs go.
    expect(await appearancesOn([seekerId], utcDay(new Date(now.getTime() - 9 * DAY)))).toEqual([1]);
  });
});

describe("a Featured Profile's before and during", () => {
  const now = new Date();
  const dayAgo = (days: number) => utcDay(new Date(now.getTime() - days * DAY));

  it("compares the whole days so far with as many days before, renewals joined, in the stats API", async () => {
    const seeker = await seekerWithSkill("Ishaan Bose");
    await testApp.pool.query("UPDATE users SET created_at = $2 WHERE id = $1", [
      seeker.id,
      new Date(now.getTime() - 60 * DAY),
    ]);
    const startsAt = new Date(now.getTime() - 10 * DAY);
    const endsAt = new Date(startsAt.getTime() + 30 * DAY);
    // Bought for 30 days, renewed before the end: the renewal starts when the first period ends.
    await testApp.pool.query(
      `INSERT INTO profile_boosts (user_id, kind, starts_at, ends_at)
       VALUES ($1, 'featured', $2, $3), ($1, 'featured', $3, $4), ($1, 'highlighted', $2, $3)`,
      [seeker.id, startsAt, endsAt, new Date(endsAt.getTime() + 30 * DAY)],
    );
    const clock = { now };
    const users = createUserStore(testApp.pool);
    const views = createProfileViewsService({
      pool: testApp.pool,
      accounts: { findUser: users.findById, registrationState: async () => ({ steps: {} }) },
      avatarOf: async () => null,
      now: () => clock.now,
    });
    // Views: two in the ten days before, three during, one today (not a whole day yet), one long before.
    for (const daysAgo of [25, 15, 12, 5, 3, 2, 0]) {
      clock.now = new Date(now.getTime() - daysAgo * DAY);
      await views.recordView(first.user, seeker.id);
    }
    clock.now = now;
    // Appearances: one before, four during (two recruiters on one day), one today, one long before.
    const appeared = (recruiter: AccountUser, daysAgo: number) =>
      recordSearchAppearances(
        testApp.pool,
        recruiter.id,
        [seeker.id],
        new Date(now.getTime() - daysAgo * DAY),
      );
    for (const daysAgo of [30, 14, 5, 4, 1, 0]) await appeared(first.user, daysAgo);
    await appeared(second.user, 1);

    const stats = (await seeker.client.get("/api/seeker/profile-stats")).json().data;
    expect(stats.featured).toEqual({
      startsAt: startsAt.toISOString(),
      endsAt: new Date(endsAt.getTime() + 30 * DAY).toISOString(),
      isRunning: true,
      before: { from: dayAgo(20), to: dayAgo(11), days: 10, views: 2, appearances: 1 },
      during: { from: dayAgo(10), to: dayAgo(1), days: 10, views: 3, appearances: 4 },
    });
    expect(stats.appearanceCounts).toEqual({ days7: 5, days30: 6, days90: 7 });
  });

  it("is null for a seeker who never had one", async () => {
    const stats = (await seekers[1]?.client.get("/api/seeker/profile-stats"))?.json().data;
    expect(stats.featured).toBeNull();
  });

  it("waits for a first whole day, shortens 'before' to the account's age, and keeps an ended period", () => {
    const at = (day: number, hour: number) => new Date(Date.UTC(2026, 4, day, hour));
    const longAgo = new Date(Date.UTC(2025, 0, 1));
    // Bought today at 09:00 for 30 days: nothing whole to compare yet.
    const today = featuredWindows([{ startsAt: at(20, 9), endsAt: at(50, 9) }], at(20, 15), longAgo);
    expect(today).toMatchObject({
      isRunning: true,
      during: { from: null, to: null, days: 0 },
      before: { from: null, to: null, days: 0 },
    });
    // Four whole days later (its first day counted); the account is three days older than the period.
    const young = featuredWindows([{ startsAt: at(20, 9), endsAt: at(50, 9) }], at(24, 8), at(17, 12));
    expect(young?.during).toEqual({ from: "2026-05-20", to: "2026-05-23", days: 4 });
    expect(young?.before).toEqual({ from: "2026-05-17", to: "2026-05-19", days: 3 });
    // Ended: its own 10 days (the afternoon it ended not among them); the latest period is compared.
    const ended = featuredWindows(
      [
        { startsAt: at(1, 15), endsAt: at(11, 15) },
        { startsAt: new Date(Date.UTC(2026, 1, 1)), endsAt: new Date(Date.UTC(2026, 2, 1)) },
      ],
      at(25, 10),
      longAgo,
    );
    expect(ended?.isRunning).toBe(false);
    expect(ended?.during).toEqual({ from: "2026-05-01", to: "2026-05-10", days: 10 });
    expect(ended?.before).toEqual({ from: "2026-04-21", to: "2026-04-30", days: 10 });
    // Only a period still to come: nothing to say.
    expect(featuredWindows([{ startsAt: at(26, 0), endsAt: at(28, 0) }], at(25, 10), longAgo)).toBeNull();
  });
});
