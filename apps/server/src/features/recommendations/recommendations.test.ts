/**
 * Recommendations over HTTP on real PostgreSQL: recommended jobs and their reasons, the exclusions
 * every list shares (applied, hidden jobs and companies), per-seeker hides, co-application counts
 * after applies, multi-applies, withdrawals and re-applies (and that they equal a full recount),
 * suggested jobs from searches and opened jobs, network jobs, job views once per 30 minutes, CSRF.
 */
import { NOTICE_PERIODS } from "@portal/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { createRecruiterAccount } from "../accounts/index.ts";
import { rebuildCoApplications } from "./service.ts";

interface Card {
  id: number;
  title: string;
  skills: string[];
  companySlug: string;
  companyName: string;
  experienceMin: number;
  experienceMax: number;
  reasons?: Array<{ kind: string; count?: number; skills?: string[] }>;
}

const testApp = useTestApp();
let liveJobs: Array<{ id: number; companyId: number; companyName: string; skills: string[] }>;

async function seeker() {
  const client = new TestClient(testApp.app);
  const { id } = await registerSeeker(client);
  const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(created.statusCode).toBe(201);
  return { client, id, profileId: created.json().data.profile.id as string };
}

async function addSkills(client: TestClient, profileId: string, skills: readonly string[]) {
  for (const name of skills) {
    const reply = await client.post(`/api/seeker/profiles/${profileId}/skills`, { name });
    expect(reply.statusCode).toBe(200);
  }
}

async function addEmployment(client: TestClient, profileId: string, company: string, isCurrent: boolean) {
  const reply = await client.post(`/api/seeker/profiles/${profileId}/employments`, {
    designation: "Analyst",
    company,
    startDate: isCurrent ? "2022-01" : "2018-01",
    endDate: isCurrent ? null : "2021-12",
    isCurrent,
    noticePeriod: isCurrent ? (NOTICE_PERIODS[3]?.id ?? null) : null,
    lastWorkingDay: null,
  });
  expect(reply.statusCode).toBe(200);
}

async function addEducation(client: TestClient, profileId: string, institute: string) {
  const reply = await client.post(`/api/seeker/profiles/${profileId}/educations`, {
    courseId: 5,
    specialization: "Computer Science",
    institute,
    board: "university",
    medium: "english",
    percentageBand: null,
    passingYear: 2016,
    educationType: "full-time",
  });
  expect(reply.statusCode).toBe(200);
}

const ids = (jobs: Card[]) => jobs.map((job) => job.id);
const key = (text: string) => text.toLowerCase();

beforeAll(async () => {
  const { rows } = await testApp.pool.query<{
    id: string;
    company_id: number;
    company_name: string;
    skills: string[];
  }>(
    `SELECT id, company_id, company_name, skills FROM jobs
     WHERE site_id = 'india' AND status = 'open' AND expires_at > now() AND cardinality(skills) >= 3
     ORDER BY posted_at DESC, id LIMIT 60`,
  );
  liveJobs = rows.map((row) => ({
    id: Number(row.id),
    companyId: row.company_id,
    companyName: row.company_name,
    skills: row.skills,
  }));
});

describe("recommended jobs", () => {
  it("says the profile is empty when it has neither skills nor a designation", async () => {
    const { client } = await seeker();
    const reply = await client.get("/api/seeker/recommended-jobs?limit=5");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toEqual({ jobs: [], total: 0, basedOn: "empty-profile" });
  });

  it("recommends from the profile's skills and years, each job saying how many skills match", async () => {
    const { client, profileId } = await seeker();
    const source = liveJobs[0];
    if (!source) throw new Error("no jobs seeded");
    const mine = source.skills.slice(0, 3);
    await addSkills(client, profileId, mine);
    const saved = await client.send("PUT", `/api/seeker/profiles/${profileId}/experience`, {
      body: { isFresher: false, years: 3, months: 0 },
    });
    expect(saved.statusCode).toBe(200);
    const reply = await client.get("/api/seeker/recommended-jobs?limit=20");
    expect(reply.statusCode).toBe(200);
    const data = reply.json().data as { jobs: Card[]; total: number; basedOn: string };
    expect(data.basedOn).toBe("profile");
    expect(data.jobs.length).toBeGreaterThan(0);
    const wanted = new Set(mine.map(key));
    for (const job of data.jobs) {
      const overlap = job.skills.filter((skill) => wanted.has(key(skill)));
      const skills = job.reasons?.find((reason) => reason.kind === "skills");
      expect(skills?.count).toBe(overlap.length);
      expect(overlap.length).toBeGreaterThan(0);
      const fitsYears = job.experienceMin <= 3 && job.experienceMax >= 3;
      expect(job.reasons?.some((reason) => reason.kind === "experience")).toBe(fitsYears);
    }
    const single = await client.get(`/api/seeker/recommended-jobs/${source.id}`);
    expect(single.statusCode).toBe(200);
    expect(single.json().data.reasons[0]).toEqual({
      kind: "skills",
      count: 3,
      skills: source.skills.slice(0, 3),
    });
  });

  it("leaves out applied jobs, hidden jobs and every job of a hidden company, also from search results", async () => {
    const { client, profileId } = await seeker();
    const source = liveJobs[1];
    if (!source) throw new Error("no jobs seeded");
    await addSkills(client, profileId, source.skills.slice(0, 2));
    const before = (await client.get("/api/seeker/recommended-jobs?limit=20")).json().data.jobs as Card[];
    expect(before.length).toBeGreaterThanOrEqual(3);
    // The job hidden and the job applied to are of other companies, so that the hidden company's
    // search total below is the guest's once it is shown again.
    const ofCompany = before[0] as Card;
    const [hideThis, applyTo] = before.filter((job) => job.companySlug !== ofCompany.companySlug) as [
      Card,
      Card,
    ];

    expect((await client.send("PUT", `/api/seeker/not-interested/jobs/${hideThis.id}`)).statusCode).toBe(200);
    const company = await client.send("PUT", `/api/seeker/not-interested/jobs/${ofCompany.id}/company`);
    expect(company.statusCode).toBe(200);
    const companyId = company.json().data.companyId as number;
    const applied = await client.post(`/api/seeker/jobs/${applyTo.id}/apply`, { profileId });
    expect(applied.json().data.outcome).toBe("applied");

    const after = (await client.get("/api/seeker/recommended-jobs?limit=20")).json().data.jobs as Card[];
    expect(ids(after)).not.toContain(hideThis.id);
    expect(ids(after)).not.toContain(applyTo.id);
    expect(after.some((job) => job.companySlug === ofCompany.companySlug)).toBe(false);

    const hidden = (await client.get("/api/seeker/not-interested")).json().data;
    expect(hidden.jobs.map((entry: { jobId: number }) => entry.jobId)).toEqual([hideThis.id]);
    expect(hidden.companies.map((entry: { id: number }) => entry.id)).toEqual([companyId]);

    // The results page's API leaves them out for this seeker, and not for a guest.
    const query = `/api/jobs/search?companies=${encodeURIComponent(ofCompany.companyName)}`;
    const mineSearch = (await client.get(query)).json().data;
    expect(mineSearch.total).toBe(0);
    const guestSearch = (await new TestClient(testApp.app).get(query)).json().data;
    expect(guestSearch.total).toBeGreaterThan(0);

    expect((await client.delete(`/api/seeker/not-interested/companies/${companyId}`)).statusCode).toBe(200);
    expect((await client.get(query)).json().data.total).toBe(guestSearch.total);
  });

  it("keeps one seeker's hides their own: another neither sees nor undoes them (404)", async () => {
    const asha = await seeker();
    const ravi = await seeker();
    const job = liveJobs[2]?.id as number;
    expect((await asha.client.send("PUT", `/api/seeker/not-interested/jobs/${job}`)).statusCode).toBe(200);
    expect((await ravi.client.get("/api/seeker/not-interested")).json().data.jobs).toEqual([]);
    expect((await ravi.client.delete(`/api/seeker/not-interested/jobs/${job}`)).statusCode).toBe(404);
    const still = (await asha.client.get("/api/seeker/not-interested")).json().data.jobs;
    expect(still.map((entry: { jobId: number }) => entry.jobId)).toEqual([job]);
    const noToken = await ravi.client.send("PUT", `/api/seeker/not-interested/jobs/${job}`, { xsrf: false });
    expect(noToken.statusCode).toBe(403);
    expect((await new TestClient(testApp.app).get("/api/seeker/not-interested")).statusCode).toBe(401);
    expect((await asha.client.send("PUT", "/api/seeker/not-interested/jobs/999999999")).statusCode).toBe(404);
  });
});

describe("seekers who applied to this also applied to", () => {
  async function pairCount(a: number, b: number): Promise<number | null> {
    const { rows } = await testApp.pool.query<{ applicants: number }>(
      "SELECT applicants FROM job_co_applications WHERE job_id = $1 AND other_job_id = $2",
      [a, b],
    );
    return rows[0]?.applicants ?? null;
  }

  it("counts pairs on apply, multi-apply, withdraw and re-apply, equal to a full recount", async () => {
    const [x, y, z] = liveJobs.slice(10, 13).map((job) => job.id) as [number, number, number];
    const first = await seeker();
    const second = await seeker();
    const third = await seeker();
    for (const job of [x, y])
      await first.client.post(`/api/seeker/jobs/${job}/apply`, { profileId: first.profileId });
    for (const job of [x, y, z])
      await second.client.post(`/api/seeker/jobs/${job}/apply`, { profileId: second.profileId });
    expect(await pairCount(x, y)).toBe(2);
    expect(await pairCount(y, x)).toBe(2);
    expect(await pairCount(x, z)).toBe(1);
    expect(await pairCount(z, y)).toBe(1);

    // Several jobs in one request count each pair once.
    const multi = await third.client.post("/api/seeker/applications", {
      jobIds: [x, y, z],
      profileId: third.profileId,
    });
    expect(multi.statusCode).toBe(200);
    expect(await pairCount(x, y)).toBe(3);
    expect(await pairCount(y, z)).toBe(2);

    const guest = (await new TestClient(testApp.app).get(`/api/jobs/${x}/also-applied`)).json().data.jobs;
    expect(
      guest.map((job: { id: number; sharedApplicants: number }) => [job.id, job.sharedApplicants]),
    ).toEqual([
      [y, 3],
      [z, 2],
    ]);
    // A seeker does not see jobs they applied to.
    const own = (await first.client.get(`/api/jobs/${x}/also-applied`)).json().data.jobs;
    expect(ids(own)).toEqual([z]);

    const list = (await second.client.get("/api/seeker/applications")).json().data.applications as Array<{
      id: string;
      jobId: number;
    }>;
    const ofY = list.find((application) => application.jobId === y);
    expect((await second.client.post(`/api/seeker/applications/${ofY?.id}/withdraw`)).statusCode).toBe(200);
    expect(await pairCount(x, y)).toBe(2);
    expect(await pairCount(y, z)).toBe(1);
    expect(await pairCount(x, z)).toBe(2);

    const incremental = await testApp.pool.query(
      "SELECT job_id, other_job_id, applicants FROM job_co_applications ORDER BY 1, 2",
    );
    await rebuildCoApplications(testApp.pool);
    const recounted = await testApp.pool.query(
      "SELECT job_id, other_job_id, applicants FROM job_co_applications ORDER BY 1, 2",
    );
    expect(incremental.rows).toEqual(recounted.rows);

    await second.client.post(`/api/seeker/jobs/${y}/apply`, { profileId: second.profileId });
    expect(await pairCount(x, y)).toBe(3);

    // An expired job is not offered, whatever its count.
    await testApp.pool.query("UPDATE jobs SET expires_at = now() - interval '1 day' WHERE id = $1", [z]);
    const live = (await new TestClient(testApp.app).get(`/api/jobs/${x}/also-applied`)).json().data.jobs;
    expect(ids(live)).toEqual([y]);
  });
});

describe("co-application counts under concurrency", () => {
  it("counts every pair once when one seeker's applies run at the same time", async () => {
    const jobs = liveJobs.slice(40, 45).map((job) => job.id);
    const { client, profileId } = await seeker();
    const replies = await Promise.all(
      jobs.map((job) => client.post(`/api/seeker/jobs/${job}/apply`, { profileId })),
    );
    expect(replies.map((reply) => reply.json().data.outcome)).toEqual(jobs.map(() => "applied"));
    const { rows } = await testApp.pool.query<{ job_id: string; other_job_id: string; applicants: number }>(
      `SELECT job_id, other_job_id, applicants FROM job_co_applications
       WHERE job_id = ANY($1::bigint[]) AND other_job_id = ANY($1::bigint[])`,
      [jobs],
    );
    expect(rows).toHaveLength(jobs.length * (jobs.length - 1));
    expect(rows.every((row) => row.applicants === 1)).toBe(true);
  });
});

describe("suggested jobs", () => {
  it("suggests from a recent search and from jobs opened, naming each source, never the opened job", async () => {
    const { client } = await seeker();
    const viewed = liveJobs[20];
    if (!viewed) throw new Error("no jobs seeded");
    const first = await client.send("PUT", `/api/seeker/viewed-jobs/${viewed.id}`);
    expect(first.statusCode).toBe(200);
    await client.send("PUT", `/api/seeker/viewed-jobs/${viewed.id}`);
    const views = await testApp.pool.query<{ views: number }>(
      "SELECT views FROM job_views WHERE job_id = $1",
      [viewed.id],
    );
    expect(views.rows.map((row) => row.views)).toEqual([1]);

    // Stored canonically, as the results page's codec writes it.
    const search = new URLSearchParams({ query: viewed.skills[0] ?? "java" }).toString();
    expect((await client.post("/api/seeker/recent-searches", { search })).statusCode).toBe(200);
    const jobs = (await client.get("/api/seeker/suggested-jobs?limit=10")).json().data.jobs as Array<
      Card & { reason: { kind: string; jobId?: number; search?: string } }
    >;
    expect(ids(jobs)).not.toContain(viewed.id);
    const kinds = new Set(jobs.map((job) => job.reason.kind));
    expect(kinds).toEqual(new Set(["viewed", "search"]));
    expect(jobs.find((job) => job.reason.kind === "viewed")?.reason.jobId).toBe(viewed.id);
    expect(jobs.find((job) => job.reason.kind === "search")?.reason.search).toBe(search);
  });
});

describe("network jobs", () => {
  it("finds jobs where a former colleague or a classmate works now, and of companies whose recruiters viewed the profile", async () => {
    const colleagueCompany = liveJobs[30];
    const viewerCompany = liveJobs.find(
      (job) =>
        job.companyId !== colleagueCompany?.companyId && job.companyName !== colleagueCompany?.companyName,
    );
    const classmateCompany = liveJobs.find(
      (job) => ![colleagueCompany?.companyName, viewerCompany?.companyName].includes(job.companyName),
    );
    if (!colleagueCompany || !viewerCompany || !classmateCompany) throw new Error("no jobs seeded");
    const shared = `Past Employer ${Math.random().toString(36).slice(2, 8)}`;
    const me = await seeker();
    await addEmployment(me.client, me.profileId, shared, false);
    const colleague = await seeker();
    await addEmployment(colleague.client, colleague.profileId, shared, false);
    await addEmployment(colleague.client, colleague.profileId, colleagueCompany.companyName, true);
    // Spelt with other capitals and spaces: still the same institute.
    const institute = `Institute of ${shared}`;
    await addEducation(me.client, me.profileId, institute);
    const classmate = await seeker();
    await addEducation(classmate.client, classmate.profileId, `  ${institute.toUpperCase()} `);
    await addEmployment(classmate.client, classmate.profileId, classmateCompany.companyName, true);

    const email = `viewer.${Math.random().toString(36).slice(2, 8)}@network.example.com`;
    await createRecruiterAccount(testApp.pool, {
      email,
      password: "Recruit123",
      name: "Viewer",
      companyId: viewerCompany.companyId,
      siteId: "india",
    });
    const recruiter = new TestClient(testApp.app);
    expect((await recruiter.post("/api/employer/login", { email, password: "Recruit123" })).statusCode).toBe(
      200,
    );
    expect((await recruiter.get(`/api/employer/seekers/${me.id}`)).statusCode).toBe(200);

    const jobs = (await me.client.get("/api/seeker/network-jobs?limit=50")).json().data.jobs as Array<
      Card & { reasons: Array<{ kind: string; company: string }> }
    >;
    const byColleague = jobs.filter((job) => job.reasons.some((reason) => reason.kind === "colleague"));
    const byViewer = jobs.filter((job) => job.reasons.some((reason) => reason.kind === "recruiterViewed"));
    const byClassmate = jobs.filter((job) => job.reasons.some((reason) => reason.kind === "classmate"));
    expect(byClassmate.length).toBeGreaterThan(0);
    expect(byClassmate.every((job) => key(job.companyName) === key(classmateCompany.companyName))).toBe(true);
    expect(byColleague.length).toBeGreaterThan(0);
    expect(byViewer.length).toBeGreaterThan(0);
    expect(byColleague.every((job) => key(job.companyName) === key(colleagueCompany.companyName))).toBe(true);
    expect(byViewer.every((job) => key(job.companyName) === key(viewerCompany.companyName))).toBe(true);
    // The colleague sees nothing of their own current employer through the shared one.
    const theirs = (await colleague.client.get("/api/seeker/network-jobs")).json().data.jobs as Card[];
    expect(theirs.some((job) => key(job.companyName) === key(colleagueCompany.companyName))).toBe(false);
  });
});
