/**
 * Profile views on real PostgreSQL: a recruiter opening a seeker's profile is recorded once per window,
 * the seeker's 7/30/90-day counts and per-day series, the companies list, the demo views and search
 * appearances, and who may call what. Search appearances themselves: search-appearances.test.ts.
 */
import type { AccountUser } from "@portal/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createUserStore } from "../../auth/user-store.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { createRecruiterAccount } from "../accounts/index.ts";
import { addDemoProfileViews, addDemoSearchAppearances } from "./demo-views.ts";
import { createProfileViewsService } from "./service.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

const testApp = useTestApp();
let asha: TestClient;
let ashaId: string;
let ravi: TestClient;
let raviId: string;
let recruiter: TestClient;
let recruiterUser: AccountUser;
let companyName: string;

beforeAll(async () => {
  asha = new TestClient(testApp.app);
  ashaId = (await registerSeeker(asha, { name: "Asha Rao", currentCity: "Pune" })).id;
  ravi = new TestClient(testApp.app);
  raviId = (await registerSeeker(ravi)).id;
  recruiterUser = await createRecruiterAccount(testApp.pool, {
    email: "hiring@views.example.com",
    password: "Recruit123",
    name: "Meera Iyer",
    companyId: 2,
    siteId: "india",
  });
  companyName = recruiterUser.company?.name ?? "";
  recruiter = new TestClient(testApp.app);
  await recruiter.post("/api/employer/login", { email: "hiring@views.example.com", password: "Recruit123" });
});

async function viewRows(seekerId: string) {
  const { rows } = await testApp.pool.query(
    "SELECT recruiter_id, company_id FROM profile_views WHERE seeker_id = $1",
    [seekerId],
  );
  return rows;
}

/** The service with a clock the test moves, over the same database. */
function serviceAt(clock: { now: Date }) {
  const users = createUserStore(testApp.pool);
  return createProfileViewsService({
    pool: testApp.pool,
    accounts: { findUser: users.findById, registrationState: async () => ({ steps: {} }) },
    avatarOf: async () => null,
    now: () => clock.now,
  });
}

describe("a recruiter opening a seeker's profile", () => {
  it("shows the seeker and records one view with the recruiter's company", async () => {
    const response = await recruiter.get(`/api/employer/seekers/${ashaId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.seeker).toMatchObject({
      id: ashaId,
      name: "Asha Rao",
      currentCity: "Pune",
      avatar: null,
    });
    expect(await viewRows(ashaId)).toEqual([{ recruiter_id: recruiterUser.id, company_id: 2 }]);
  });

  it("does not count reloads within the window", async () => {
    await recruiter.get(`/api/employer/seekers/${ashaId}`);
    await Promise.all([1, 2, 3].map(() => recruiter.get(`/api/employer/seekers/${ashaId}`)));
    expect(await viewRows(ashaId)).toHaveLength(1);
  });

  it("answers 'Profile not found' for an unknown seeker or a recruiter's id, and 400 for a bad id", async () => {
    const unknown = await recruiter.get("/api/employer/seekers/8d6b1b02-8f50-4a7e-9d0c-3f1f0f0e2a11");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].message).toBe("Profile not found");
    expect((await recruiter.get(`/api/employer/seekers/${recruiterUser.id}`)).statusCode).toBe(404);
    expect((await recruiter.get("/api/employer/seekers/not-a-uuid")).statusCode).toBe(400);
    expect(await viewRows(recruiterUser.id)).toEqual([]);
  });

  it("is for recruiters only: seekers get 403, guests 401, and nothing is recorded", async () => {
    expect((await ravi.get(`/api/employer/seekers/${ashaId}`)).statusCode).toBe(403);
    expect((await new TestClient(testApp.app).get(`/api/employer/seekers/${ashaId}`)).statusCode).toBe(401);
    expect(await viewRows(ashaId)).toHaveLength(1);
  });
});

describe("the seeker's default profile, as a recruiter sees it", () => {
  it("shows the profile's locations and skills once the seeker has one, and no contact details", async () => {
    const seeker = new TestClient(testApp.app);
    const seekerId = (await registerSeeker(seeker, { name: "Dev Malhotra", currentCity: "Chennai" })).id;
    expect((await recruiter.get(`/api/employer/seekers/${seekerId}`)).json().data.seeker.profile).toBeNull();

    const created = await seeker.post("/api/seeker/profiles", {
      name: "Android work",
      source: "registration",
    });
    expect(created.statusCode).toBe(201);
    const profileId = created.json().data.profile.id as string;
    expect(
      (await seeker.post(`/api/seeker/profiles/${profileId}/skills`, { name: "Kotlin" })).statusCode,
    ).toBe(200);
    const response = await recruiter.get(`/api/employer/seekers/${seekerId}`);
    const { profile } = response.json().data.seeker;
    expect(profile).toMatchObject({ name: "Android work", currentLocation: "Chennai", skills: ["Kotlin"] });
    expect(JSON.stringify(profile)).not.toMatch(/@|mobile|salary/i);
  });
});

describe("the seeker's profile stats", () => {
  it("counts the view and names the company", async () => {
    const response = await asha.get("/api/seeker/profile-stats");
    expect(response.statusCode).toBe(200);
    const stats = response.json().data;
    expect(stats.counts).toEqual({ days7: 1, days30: 1, days90: 1 });
    expect(stats.daily).toHaveLength(90);
    expect(stats.daily.at(-1)).toEqual({
      date: new Date().toISOString().slice(0, 10),
      views: 1,
      appearances: 0,
    });
    expect(stats.companies).toEqual([{ companyName, views: 1, lastViewedAt: expect.any(String) }]);
  });

  it("shows each seeker only their own views", async () => {
    const stats = (await ravi.get("/api/seeker/profile-stats")).json().data;
    expect(stats.counts).toEqual({ days7: 0, days30: 0, days90: 0 });
    expect(stats.companies).toEqual([]);
    expect((await recruiter.get("/api/seeker/profile-stats")).statusCode).toBe(403);
    expect((await new TestClient(testApp.app).get("/api/seeker/profile-stats")).statusCode).toBe(401);
  });
});

describe("the throttle window and the periods", () => {
  it("counts a recruiter again only after 30 minutes", async () => {
    const clock = { now: new Date(Date.now() - 5 * DAY) };
    const service = serviceAt(clock);
    expect(await service.recordView(recruiterUser, raviId)).toBe(true);
    clock.now = new Date(clock.now.getTime() + 29 * MINUTE);
    expect(await service.recordView(recruiterUser, raviId)).toBe(false);
    clock.now = new Date(clock.now.getTime() + 2 * MINUTE);
    expect(await service.recordView(recruiterUser, raviId)).toBe(true);
    expect(await viewRows(raviId)).toHaveLength(2);
  });

  it("counts views in the last 7, 30 and 90 days, day by day", async () => {
    const seeker = new TestClient(testApp.app);
    const seekerId = (await registerSeeker(seeker)).id;
    const seekerUser = (await createUserStore(testApp.pool).findById(seekerId)) as AccountUser;
    const now = new Date();
    const clock = { now };
    const service = serviceAt(clock);
    for (const daysAgo of [200, 90, 89, 30, 29, 7, 6, 0]) {
      clock.now = new Date(now.getTime() - daysAgo * DAY);
      await service.recordView(recruiterUser, seekerId);
    }
    clock.now = now;
    const stats = await service.stats(seekerUser);
    // Today and the six days before are "the last 7 days".
    expect(stats.counts).toEqual({ days7: 2, days30: 4, days90: 6 });
    expect(stats.daily.reduce((sum, day) => sum + day.views, 0)).toBe(6);
    expect(stats.daily[0]?.date).toBe(new Date(now.getTime() - 89 * DAY).toISOString().slice(0, 10));
    expect(stats.daily[0]?.views).toBe(1);
    expect(stats.companies).toEqual([{ companyName, views: 6, lastViewedAt: now.toISOString() }]);
  });
});

describe("demo views", () => {
  it("gives the demo seeker views from several companies over 90 days, none in the last day", async () => {
    const seeker = new TestClient(testApp.app);
    const seekerId = (await registerSeeker(seeker)).id;
    const added = await addDemoProfileViews(testApp.pool, {
      seekerId,
      recruiterId: recruiterUser.id,
      recruiterCompanyId: 2,
    });
    expect(added).toBeGreaterThan(10);
    const stats = (await seeker.get("/api/seeker/profile-stats")).json().data;
    expect(stats.counts.days90).toBe(added);
    expect(stats.counts.days7).toBeGreaterThan(0);
    expect(stats.companies.length).toBeGreaterThanOrEqual(3);
    expect(stats.daily.at(-1).views).toBe(0);
    // The demo recruiter's own company is among them, and a fresh look by them counts at once.
    expect(stats.companies.map((company: { companyName: string }) => company.companyName)).toContain(
      companyName,
    );
    await recruiter.get(`/api/employer/seekers/${seekerId}`);
    expect((await seeker.get("/api/seeker/profile-stats")).json().data.counts.days90).toBe(added + 1);
  });

  it("gives the demo seeker search appearances on most days before today", async () => {
    const seeker = new TestClient(testApp.app);
    const seekerId = (await registerSeeker(seeker)).id;
    const days = await addDemoSearchAppearances(testApp.pool, seekerId);
    expect(days).toBeGreaterThan(60);
    const stats = (await seeker.get("/api/seeker/profile-stats")).json().data;
    expect(stats.daily.filter((day: { appearances: number }) => day.appearances > 0)).toHaveLength(days);
    expect(stats.appearanceCounts.days7).toBeGreaterThan(stats.counts.days7);
    expect(stats.daily.at(-1).appearances).toBe(0);
    expect(stats.featured).toBeNull();
  });
});
