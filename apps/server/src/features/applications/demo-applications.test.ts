/** The demo seeker's applications: one in each status, with histories, some seen by the demo recruiter. */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { DEMO_RECRUITER, DEMO_SEEKER, seedDemoAccounts } from "../accounts/index.ts";
import { seedDemoProfiles } from "../profiles/index.ts";
import { seedDemoApplications } from "./demo-applications.ts";

const testApp = useTestApp();

beforeAll(async () => {
  await seedDemoAccounts(testApp.pool);
  await seedDemoProfiles(testApp.pool);
  await seedDemoApplications(testApp.pool);
  // A second start adds nothing.
  await seedDemoApplications(testApp.pool);
});

describe("demo applications", () => {
  it("gives the demo seeker one application in each status, with the history leading to it", async () => {
    const seeker = new TestClient(testApp.app);
    await seeker.post("/api/rio/login", { email: DEMO_SEEKER.email, password: DEMO_SEEKER.password });
    const list = (await seeker.get("/api/seeker/applications")).json().data;
    expect(list.counts).toEqual({
      applied: 1,
      viewed: 1,
      shortlisted: 1,
      rejected: 1,
      withdrawn: 1,
      total: 5,
    });
    const shortlisted = list.applications.find((item: { status: string }) => item.status === "shortlisted");
    expect(shortlisted.history.map((event: { status: string }) => event.status)).toEqual([
      "applied",
      "viewed",
      "shortlisted",
    ]);
    expect(shortlisted.profileName).toBe("Java developer");
  });

  it("leaves the bell notices of the recruiters' steps, as the product does, once", async () => {
    const seeker = new TestClient(testApp.app);
    await seeker.post("/api/rio/login", { email: DEMO_SEEKER.email, password: DEMO_SEEKER.password });
    const bell = (await seeker.get("/api/seeker/notifications")).json().data;
    // viewed (twice), shortlisted, viewed and rejected: every step a recruiter took.
    expect(bell.total).toBe(5);
    expect(
      bell.notifications.map((item: { notice: { status: string } }) => item.notice.status).sort(),
    ).toEqual(["rejected", "shortlisted", "viewed", "viewed", "viewed"]);
    expect(bell.unread).toBeGreaterThan(0);
  });

  it("shows the demo recruiter applicants of the company's jobs", async () => {
    const recruiter = new TestClient(testApp.app);
    await recruiter.post("/api/employer/login", {
      email: DEMO_RECRUITER.email,
      password: DEMO_RECRUITER.password,
    });
    const jobs = (await recruiter.get("/api/employer/applicants")).json().data.jobs;
    expect(jobs.length).toBeGreaterThan(0);
    const applicants = (await recruiter.get(`/api/employer/jobs/${jobs[0].jobId}/applicants`)).json().data;
    expect(applicants.applicants[0].seekerName).toBe(DEMO_SEEKER.name);
  });
});
