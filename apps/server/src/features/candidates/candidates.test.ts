/**
 * Candidate search through the API: keywords over skills and designations (in Hindi too), experience,
 * place (current or preferred, any spelling), joining time, salary and last activity; exact counts;
 * privacy (a hidden seeker is found by nobody, a company the seeker keeps their profile from neither
 * finds nor opens it unless the seeker applied to it); featured profiles first among equals; no contact
 * details in results; each side's routes closed to the other.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CURRENT_JOB, samplePersonal } from "../../testing/profile-samples.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { confirmedRecruiter, posting, type Recruiter } from "../../testing/test-postings.ts";

const testApp = useTestApp();
/** A skill no other test's seeker has: every search here names it, so other seekers never count. */
const SKILL = `Zorblang${randomUUID().slice(0, 6)}`;

interface Seeker {
  id: string;
  client: TestClient;
  email: string;
  mobile: string;
  profileId: string;
}

async function seekerWith(
  name: string,
  profile: {
    years: number;
    city: string;
    preferred?: string[];
    job?: { designation: string; notice: string; lastWorkingDay?: string };
    salary?: { amount: number; mode: "Monthly" | "Annually" };
    skills?: string[];
  },
): Promise<Seeker> {
  const client = new TestClient(testApp.app);
  const seeker = await registerSeeker(client, { name });
  const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  const profileId = created.json().data.profile.id as string;
  const base = `/api/seeker/profiles/${profileId}`;
  const personal = await client.put(`${base}/personal`, {
    ...samplePersonal(seeker.email),
    name,
    mobile: { diallingCode: "91", number: seeker.mobile },
    currentLocation: profile.city,
    preferredLocations: profile.preferred ?? [profile.city],
  });
  expect(personal.statusCode, personal.body).toBe(200);
  await client.put(`${base}/experience`, { isFresher: profile.years === 0, years: profile.years, months: 0 });
  if (profile.job) {
    const job = await client.post(`${base}/employments`, {
      ...SAMPLE_CURRENT_JOB,
      designation: profile.job.designation,
      noticePeriod: profile.job.notice,
      lastWorkingDay: profile.job.lastWorkingDay ?? null,
    });
    expect(job.statusCode, job.body).toBe(200);
  }
  if (profile.salary) {
    const salary = await client.put(`${base}/salary`, {
      currency: "INR",
      currentSalary: profile.salary.amount,
      salaryMode: profile.salary.mode,
      expectedSalary: null,
    });
    expect(salary.statusCode, salary.body).toBe(200);
  }
  for (const skill of profile.skills ?? [SKILL]) {
    expect((await client.post(`${base}/skills`, { name: skill })).statusCode).toBe(200);
  }
  return { id: seeker.id, client, email: seeker.email, mobile: seeker.mobile, profileId };
}

let owner: Recruiter;
let other: Recruiter;
let asha: Seeker;
let ravi: Seeker;
let meera: Seeker;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  [owner, other] = await Promise.all([confirmedRecruiter(testApp), confirmedRecruiter(testApp)]);
  asha = await seekerWith("Asha Rao", {
    years: 6,
    city: "Bengaluru",
    job: { designation: "Senior Java Developer", notice: "30-days" },
    salary: { amount: 1_800_000, mode: "Annually" },
    skills: [SKILL, "Spring Boot"],
  });
  ravi = await seekerWith("Ravi Kumar", {
    years: 2,
    city: "Pune",
    preferred: ["Pune", "Mumbai"],
    job: { designation: "Accountant", notice: "serving", lastWorkingDay: inDays(10) },
    salary: { amount: 50_000, mode: "Monthly" },
  });
  meera = await seekerWith("Meera Iyer", {
    years: 0,
    city: "Bangalore",
    skills: [SKILL, "Python", "C++", "Node.js"],
  });
});

async function search(recruiter: Recruiter, query: Record<string, string | number>) {
  const parameters = new URLSearchParams(
    Object.entries({ keywords: SKILL, ...query }).map(([key, value]): [string, string] => [
      key,
      String(value),
    ]),
  );
  const reply = await recruiter.client.get(`/api/employer/candidates?${parameters}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as {
    total: number;
    candidates: { name: string; matched: string[]; featured: boolean; highlighted: boolean }[];
  };
}

const namesOf = async (recruiter: Recruiter, query: Record<string, string | number> = {}) =>
  (await search(recruiter, query)).candidates.map((candidate) => candidate.name).sort();

describe("candidate search", () => {
  it("finds by skill and designation, in English or Hindi, the best match first, and counts exactly", async () => {
    expect(await namesOf(owner)).toEqual(["Asha Rao", "Meera Iyer", "Ravi Kumar"]);
    // Two terms: Asha has both, so she comes first; the others have one.
    const both = await search(owner, { keywords: `${SKILL}, Spring Boot` });
    expect(both.total).toBe(3);
    expect(both.candidates[0]).toMatchObject({ name: "Asha Rao", matched: [SKILL, "Spring Boot"] });
    expect(await namesOf(owner, { keywords: "java developer" })).toContain("Asha Rao");
    // Skills written with signs are split as the profiles' were.
    expect(await namesOf(owner, { keywords: "c++" })).toContain("Meera Iyer");
    expect(await namesOf(owner, { keywords: "NodeJS" })).toContain("Meera Iyer");
    expect(await namesOf(owner, { keywords: "c#" })).not.toContain("Meera Iyer");
    // "लेखाकार" is Hindi for accountant: Ravi's designation.
    const hindi = await namesOf(owner, { keywords: "लेखाकार" });
    expect(hindi).toContain("Ravi Kumar");
    expect(hindi).not.toContain("Asha Rao");
  });

  it("filters by experience, place in any spelling (current or preferred), joining time, salary and activity", async () => {
    expect(await namesOf(owner, { experienceMin: 3 })).toEqual(["Asha Rao"]);
    expect(await namesOf(owner, { experienceMax: 2 })).toEqual(["Meera Iyer", "Ravi Kumar"]);
    expect(await namesOf(owner, { location: "बेंगलुरु" })).toEqual(["Asha Rao", "Meera Iyer"]);
    // Mumbai is one of Ravi's preferred places; "Bombay" is its other name.
    expect(await namesOf(owner, { location: "Bombay" })).toEqual(["Ravi Kumar"]);
    // Meera has no current job (joins at once); Ravi's last day comes in 10 days; Asha needs 30.
    expect(await namesOf(owner, { joinWithinDays: 0 })).toEqual(["Meera Iyer"]);
    expect(await namesOf(owner, { joinWithinDays: 15 })).toEqual(["Meera Iyer", "Ravi Kumar"]);
    expect(await namesOf(owner, { joinWithinDays: 30 })).toEqual(["Asha Rao", "Meera Iyer", "Ravi Kumar"]);
    // Ravi's 50,000 a month is 600,000 a year.
    expect(await namesOf(owner, { salaryMin: 500_000, salaryMax: 700_000 })).toEqual(["Ravi Kumar"]);
    expect(await namesOf(owner, { salaryMin: 1_000_000 })).toEqual(["Asha Rao"]);
    expect(await namesOf(owner, { activeWithinDays: 1 })).toEqual(["Asha Rao", "Meera Iyer", "Ravi Kumar"]);
    await testApp.pool.query("UPDATE users SET last_login_at = now() - interval '40 days' WHERE id = $1", [
      meera.id,
    ]);
    await testApp.pool.query(
      "UPDATE sessions SET last_seen_at = now() - interval '40 days' WHERE user_id = $1",
      [meera.id],
    );
    expect(await namesOf(owner, { activeWithinDays: 30 })).toEqual(["Asha Rao", "Ravi Kumar"]);
    const refused = await owner.client.get("/api/employer/candidates?joinWithinDays=7");
    expect(refused.statusCode).toBe(400);
  });

  it("never carries contact details", async () => {
    const reply = await owner.client.get(`/api/employer/candidates?keywords=${SKILL}`);
    for (const seeker of [asha, ravi, meera]) {
      expect(reply.body).not.toContain(seeker.email);
      expect(reply.body).not.toContain(seeker.mobile);
    }
  });

  it("puts a running featured profile first among equally relevant ones, and marks a highlighted one", async () => {
    await testApp.pool.query(
      `INSERT INTO profile_boosts (user_id, kind, starts_at, ends_at) VALUES
         ($1, 'featured', now() - interval '1 day', now() + interval '10 days'),
         ($2, 'highlighted', now() - interval '1 day', now() + interval '10 days'),
         ($2, 'featured', now() - interval '20 days', now() - interval '10 days')`,
      [ravi.id, meera.id],
    );
    const found = await search(owner, {});
    expect(
      found.candidates.map((candidate) => [candidate.name, candidate.featured, candidate.highlighted]),
    ).toEqual([["Ravi Kumar", true, false], expect.anything(), expect.anything()]);
    expect(found.candidates.find((candidate) => candidate.name === "Meera Iyer")).toMatchObject({
      featured: false,
      highlighted: true,
    });
    // Relevance still comes first: with two terms, Asha (both) is ahead of the featured Ravi (one).
    const both = await search(owner, { keywords: `${SKILL}, Spring Boot` });
    expect(both.candidates.map((candidate) => candidate.name).slice(0, 2)).toEqual([
      "Asha Rao",
      "Ravi Kumar",
    ]);
  });

  it("keeps a seeker from every recruiter, or from one company, as the seeker says", async () => {
    const hidden = await meera.client.put("/api/seeker/privacy", { visibleToRecruiters: false });
    expect(hidden.json().data).toMatchObject({ visibleToRecruiters: false, blockedCompanies: [] });
    expect(await namesOf(owner)).toEqual(["Asha Rao", "Ravi Kumar"]);
    expect(await namesOf(other)).toEqual(["Asha Rao", "Ravi Kumar"]);
    expect((await owner.client.get(`/api/employer/seekers/${meera.id}`)).statusCode).toBe(404);
    await meera.client.put("/api/seeker/privacy", { visibleToRecruiters: true });

    // Asha keeps her profile from the owner's company, found by name.
    const choices = await asha.client.get(
      `/api/seeker/privacy/companies?name=${encodeURIComponent(`works ${owner.tag}`)}`,
    );
    const [company] = choices.json().data.companies as { companyId: number; name: string }[];
    expect(company?.name).toBe(`Posting Works ${owner.tag}`);
    const blocked = await asha.client.put(`/api/seeker/privacy/blocked-companies/${company?.companyId}`);
    expect(blocked.json().data.blockedCompanies).toEqual([
      { companyId: company?.companyId, name: company?.name, blockedAt: expect.any(String) },
    ]);
    expect(await namesOf(owner)).toEqual(["Meera Iyer", "Ravi Kumar"]);
    expect(await namesOf(other)).toEqual(["Asha Rao", "Meera Iyer", "Ravi Kumar"]);
    expect((await owner.client.get(`/api/employer/seekers/${asha.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/employer/seekers/${asha.id}`)).statusCode).toBe(200);

    // Applying sends the profile to that company: it may open it, though search still leaves her out.
    const jobId = (await owner.client.post("/api/employer/jobs?publish=true", posting(owner.tag))).json().data
      .id;
    const applied = await asha.client.post(`/api/seeker/jobs/${jobId}/apply`, { profileId: asha.profileId });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await owner.client.get(`/api/employer/seekers/${asha.id}`)).statusCode).toBe(200);
    expect(await namesOf(owner)).toEqual(["Meera Iyer", "Ravi Kumar"]);

    const unknown = await asha.client.put("/api/seeker/privacy/blocked-companies/999999999");
    expect(unknown.statusCode).toBe(404);
    const unblocked = await asha.client.delete(`/api/seeker/privacy/blocked-companies/${company?.companyId}`);
    expect(unblocked.json().data.blockedCompanies).toEqual([]);
    expect(await namesOf(owner)).toEqual(["Asha Rao", "Meera Iyer", "Ravi Kumar"]);
  });

  it("is for recruiters only, and privacy for seekers only", async () => {
    expect((await asha.client.get(`/api/employer/candidates?keywords=${SKILL}`)).statusCode).toBe(403);
    expect((await owner.client.get("/api/seeker/privacy")).statusCode).toBe(403);
    expect((await new TestClient(testApp.app).get("/api/employer/candidates")).statusCode).toBe(401);
  });
});
