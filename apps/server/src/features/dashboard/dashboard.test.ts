/**
 * GET /api/seeker/dashboard on real PostgreSQL: a new seeker's empty dashboard, a seeker with a
 * profile, applications in several statuses, saved jobs, recent searches, profile views and bell
 * notifications; one seeker never sees another's parts; seekers only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { liveJobsOfOneCompany } from "../../testing/test-jobs.ts";
import { createRecruiterAccount } from "../accounts/index.ts";

const testApp = useTestApp();
let liveJobs: number[];
let companyId: number;

beforeAll(async () => {
  ({ jobIds: liveJobs, companyId } = await liveJobsOfOneCompany(testApp.pool, 8));
  expect(liveJobs.length).toBeGreaterThanOrEqual(4);
});

const job = (index: number) => liveJobs[index] as number;

async function recruiter(): Promise<TestClient> {
  const email = `dash.${Math.random().toString(36).slice(2, 10)}@dash.example.com`;
  await createRecruiterAccount(testApp.pool, {
    email,
    password: "Recruit123",
    name: "Hiring Lead",
    companyId,
    siteId: "india",
  });
  const client = new TestClient(testApp.app);
  expect((await client.post("/api/employer/login", { email, password: "Recruit123" })).statusCode).toBe(200);
  return client;
}

describe("the seeker's dashboard", () => {
  it("is empty but whole for a seeker who has done nothing yet", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const reply = await client.get("/api/seeker/dashboard");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({
      profile: null,
      profileViews: { days7: 0, days30: 0 },
      applicationCounts: { applied: 0, viewed: 0, shortlisted: 0, rejected: 0, withdrawn: 0, total: 0 },
      savedJobs: 0,
      applications: [],
      // Nothing in the profile to go by: the recommendations service says so, with no jobs.
      recommended: { status: "ok", jobs: [], total: 0, basedOn: "empty-profile" },
      recentSearches: [],
      unreadNotifications: 0,
      learning: { bundles: [], courses: { enrolled: 0, in_progress: 0, completed: 0 } },
    });
  });

  it("gathers the seeker's score, views, applications with statuses, saves, searches and notifications", async () => {
    const client = new TestClient(testApp.app);
    const { id } = await registerSeeker(client);
    const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
    const profileId = created.json().data.profile.id as string;
    const skills = await testApp.pool.query<{ skill: string }>(
      "SELECT unnest(skills) AS skill FROM jobs WHERE id = $1 LIMIT 2",
      [job(5)],
    );
    for (const { skill } of skills.rows) {
      expect(
        (await client.post(`/api/seeker/profiles/${profileId}/skills`, { name: skill })).statusCode,
      ).toBe(200);
    }
    const applied = await client.post("/api/seeker/applications", {
      jobIds: [job(0), job(1), job(2)],
      profileId,
    });
    expect(applied.statusCode).toBe(200);
    const ids = await testApp.pool.query<{ id: string; job_id: string }>(
      "SELECT id, job_id FROM applications WHERE user_id = $1",
      [id],
    );
    const applicationOf = (jobId: number) =>
      ids.rows.find((row) => Number(row.job_id) === jobId)?.id as string;
    const hiring = await recruiter();
    await hiring.send("PUT", `/api/employer/applications/${applicationOf(job(0))}/status`, {
      body: { status: "shortlisted" },
    });
    await client.post(`/api/seeker/applications/${applicationOf(job(2))}/withdraw`);
    expect((await hiring.get(`/api/employer/seekers/${id}`)).statusCode).toBe(200);
    expect((await client.send("PUT", `/api/seeker/saved-jobs/${job(3)}`)).statusCode).toBe(200);
    await client.post("/api/seeker/recent-searches", { search: "query=java&location=Pune" });

    const data = (await client.get("/api/seeker/dashboard")).json().data;
    expect(data.profile.profileId).toBe(profileId);
    expect(data.profile.score.score).toBeGreaterThan(0);
    expect(data.profileViews).toEqual({ days7: 1, days30: 1 });
    expect(data.applicationCounts).toEqual({
      applied: 1,
      viewed: 0,
      shortlisted: 1,
      rejected: 0,
      withdrawn: 1,
      total: 3,
    });
    expect(data.savedJobs).toBe(1);
    const statusOf = Object.fromEntries(
      data.applications.map((item: { jobId: number; status: string }) => [item.jobId, item.status]),
    );
    expect(statusOf).toEqual({ [job(0)]: "shortlisted", [job(1)]: "applied", [job(2)]: "withdrawn" });
    expect(data.applications[0].job).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
    expect(data.recentSearches.map((item: { search: string }) => item.search)).toEqual([
      "query=java&location=Pune",
    ]);
    expect(data.unreadNotifications).toBe(1);
    // Recommended from the profile's skills, each with its reasons, never a job already applied to.
    expect(data.recommended).toMatchObject({ status: "ok", basedOn: "profile" });
    expect(data.recommended.jobs.length).toBeGreaterThan(0);
    expect(data.recommended.jobs.length).toBeLessThanOrEqual(6);
    for (const recommended of data.recommended.jobs) {
      expect(recommended.reasons.length).toBeGreaterThan(0);
      expect([job(0), job(1)]).not.toContain(recommended.id);
    }

    // Another seeker sees none of it.
    const stranger = new TestClient(testApp.app);
    await registerSeeker(stranger);
    const theirs = (await stranger.get("/api/seeker/dashboard")).json().data;
    expect(theirs.applications).toEqual([]);
    expect(theirs.applicationCounts.total).toBe(0);
    expect(theirs.savedJobs).toBe(0);
    expect(theirs.recentSearches).toEqual([]);
    expect(theirs.unreadNotifications).toBe(0);
    expect(theirs.profileViews).toEqual({ days7: 0, days30: 0 });
    expect(theirs.profile).toBeNull();
  });

  it("counts a site's own applications only", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
    await client.post(`/api/seeker/jobs/${job(4)}/apply`, { profileId: created.json().data.profile.id });
    const india = (await client.get("/api/seeker/dashboard")).json().data;
    expect(india.applicationCounts.total).toBe(1);
    const singapore = await client.get("/api/seeker/dashboard", { headers: { host: "sg.localhost" } });
    expect(singapore.statusCode).toBe(200);
    expect(singapore.json().data.applicationCounts.total).toBe(0);
    expect(singapore.json().data.applications).toEqual([]);
  });

  it("is for seekers only", async () => {
    expect((await new TestClient(testApp.app).get("/api/seeker/dashboard")).statusCode).toBe(401);
    expect((await (await recruiter()).get("/api/seeker/dashboard")).statusCode).toBe(403);
  });
});
