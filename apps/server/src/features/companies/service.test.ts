import type { CompaniesContract } from "@portal/contracts";
import { openTestDatabase, type TestDatabase } from "@portal/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUserStore } from "../../auth/user-store.ts";
import { createJobService } from "../jobs/index.ts";
import { createCompaniesService } from "./service.ts";

let database: TestDatabase;
let companies: CompaniesContract;

beforeAll(async () => {
  database = await openTestDatabase();
  companies = createCompaniesService({ pool: database.pool, jobs: createJobService(database.pool) });
});
afterAll(() => database.drop());

const LIVE = "j.status = 'open' AND j.expires_at > now()";

async function recruiterOf(slug: string, email: string, verified: boolean): Promise<void> {
  const users = createUserStore(database.pool);
  const id = await users.create({
    role: "recruiter",
    email,
    name: "Recruiter",
    passwordHash: null,
    mobile: null,
    siteId: "india",
    language: "en",
    experienceType: null,
    registrationProgress: "complete",
    emailVerified: verified,
  });
  await database.pool.query(
    "INSERT INTO company_recruiters (user_id, company_id) SELECT $1, id FROM companies WHERE slug = $2",
    [id, slug],
  );
}

describe("companies service", () => {
  it("ranks a site's top employers by its live jobs, as the jobs table counts them", async () => {
    const top = await companies.topEmployers("india", 5);
    const { rows } = await database.pool.query<{ slug: string; open_jobs: number }>(
      `SELECT c.slug, count(*)::int AS open_jobs FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE j.site_id = 'india' AND ${LIVE} GROUP BY c.id ORDER BY open_jobs DESC, c.name LIMIT 5`,
    );
    expect(top.map(({ slug, openJobs }) => ({ slug, open_jobs: openJobs }))).toEqual(rows);
    expect(top.length).toBeGreaterThan(0);
    // A smaller limit is the head of the same list.
    expect(await companies.topEmployers("india", 2)).toEqual(top.slice(0, 2));
  });

  it("shows a company's page with its live jobs on the site asked about, newest first", async () => {
    const profile = await companies.profile("india", "saranya-softech");
    if (!profile) throw new Error("no company page");
    const { rows } = await database.pool.query<{ id: string }>(
      `SELECT j.id FROM jobs j JOIN companies c ON c.id = j.company_id
        WHERE c.slug = 'saranya-softech' AND j.site_id = 'india' AND ${LIVE}
        ORDER BY j.posted_at DESC, j.id DESC`,
    );
    expect(profile.openJobs).toBe(rows.length);
    expect(profile.jobs.map((job) => job.id)).toEqual(rows.slice(0, 10).map((row) => Number(row.id)));
    expect(profile.jobs.every((job) => !job.isExpired && job.siteId === "india")).toBe(true);
    const placeTotal = profile.places.reduce((sum, place) => sum + place.openJobs, 0);
    expect(placeTotal).toBeGreaterThanOrEqual(Math.min(rows.length, 1));
    expect(await companies.profile("india", "no-such-company")).toBeNull();
  });

  it("is verified only by a member's confirmed address on the website's domain", async () => {
    await database.pool.query(
      "UPDATE companies SET website = 'https://www.saranya.example.com', domain = 'saranya.example.com' WHERE slug = 'saranya-softech'",
    );
    const verified = async () => (await companies.profile("india", "saranya-softech"))?.isVerified;
    await recruiterOf("saranya-softech", "free@gmail.com", true);
    await recruiterOf("saranya-softech", "pending@saranya.example.com", false);
    await recruiterOf("saranya-softech", "other@saranya.example.com.evil.io", true);
    expect(await verified()).toBe(false);
    await recruiterOf("saranya-softech", "hr@in.saranya.example.com", true);
    expect(await verified()).toBe(true);
  });
});
