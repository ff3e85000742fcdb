/**
 * What the COVID page reads: companies hiring more than the month before (most growth first, at least
 * three recent postings), the skills most asked for in the last 30 days, and the spec's COVID layoff flag
 * calls (GET, POST) on the seeker's default profile, the same flag the profile page shows.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { insertTestJobs } from "../../testing/test-jobs.ts";
import { createJobService } from "../jobs/index.ts";
import { createCompaniesService } from "./index.ts";

const testApp = useTestApp();

describe("the COVID page's data", () => {
  it("finds the company whose postings grew, and the skills in demand", async () => {
    const tag = randomUUID().slice(0, 6);
    const surging = `Surging Works ${tag}`;
    const steady = `Steady Works ${tag}`;
    const skill = `Quantumscript${tag}`;
    await insertTestJobs(testApp.pool, [
      ...Array.from({ length: 40 }, (_, index) => ({
        title: `Analyst ${index}`,
        company: surging,
        siteId: "philippines" as const,
        postedDaysAgo: 1 + (index % 20),
        skills: [skill, "Excel"],
      })),
      {
        title: "Older analyst",
        company: surging,
        siteId: "philippines" as const,
        postedDaysAgo: 40,
        status: "closed" as const,
      },
      // As many now as before: not a surge.
      ...Array.from({ length: 6 }, (_, index) => ({
        title: `Clerk ${index}`,
        company: steady,
        siteId: "philippines" as const,
        postedDaysAgo: index < 3 ? 5 : 45,
        status: index < 3 ? ("open" as const) : ("closed" as const),
      })),
    ]);
    const companies = createCompaniesService({ pool: testApp.pool, jobs: createJobService(testApp.pool) });
    const surge = await companies.hiringSurge("philippines", 20);
    const found = surge.find((company) => company.name === surging);
    expect(found).toMatchObject({ recentJobs: 40, previousJobs: 1 });
    expect((surge[0]?.recentJobs ?? 0) - (surge[0]?.previousJobs ?? 0)).toBeGreaterThanOrEqual(39);
    expect(surge.some((company) => company.name === steady)).toBe(false);

    const skills = await createJobService(testApp.pool).topSkills("philippines", 30, 50);
    expect(skills).toContainEqual({ skill, jobs: 40 });
    expect(skills.map((entry) => entry.jobs)).toEqual(
      [...skills.map((entry) => entry.jobs)].sort((a, b) => b - a),
    );
  });

  it("reads and writes the COVID layoff flag on the default profile", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
    const profileId = created.json().data.profile.id as string;
    expect((await client.get("/api/seeker/covid-layoff")).json().data).toEqual({ laidOffDueToCovid: false });
    const set = await client.post("/api/seeker/covid-layoff", { laidOffDueToCovid: true });
    expect(set.statusCode, set.body).toBe(200);
    expect((await client.get("/api/seeker/covid-layoff")).json().data).toEqual({ laidOffDueToCovid: true });
    const profile = (await client.get(`/api/seeker/profiles/${profileId}`)).json().data.profile;
    expect(profile.data.covid).toEqual({ laidOffDueToCovid: true });
    expect((await new TestClient(testApp.app).get("/api/seeker/covid-layoff")).statusCode).toBe(401);
  });
});
