/**
 * Applications over HTTP on real PostgreSQL: applying with a profile, one application per job however
 * many requests race, multi-apply limits for a fresher and an experienced seeker, expired jobs, the
 * applied-jobs list with filters and history, withdraw and applying again, per-seeker isolation (404),
 * recruiters of the job's company only, CSRF, the daily limit.
 */

import type { AccountUser } from "@portal/contracts";
import { DAILY_APPLICATION_LIMIT, MULTI_APPLY_LIMIT } from "@portal/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { createUserStore } from "../../auth/user-store.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { createRecruiterAccount } from "../accounts/index.ts";
import { createJobService } from "../jobs/index.ts";
import { createProfilesService } from "../profiles/index.ts";
import {
  APPLICATION_DAILY_RULE,
  type ApplicationStatusChange,
  createApplicationsService,
} from "./service.ts";

const testApp = useTestApp();
let liveJobs: number[];
let companyId: number;
let otherCompanyId: number;

async function seekerWithProfile(experience: Record<string, unknown> | null) {
  const client = new TestClient(testApp.app);
  const { id } = await registerSeeker(client);
  const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(created.statusCode).toBe(201);
  const profileId = created.json().data.profile.id as string;
  if (experience) {
    const saved = await client.send("PUT", `/api/seeker/profiles/${profileId}/experience`, {
      body: experience,
    });
    expect(saved.statusCode).toBe(200);
  }
  return { client, id, profileId };
}

async function recruiterOf(company: number): Promise<{ client: TestClient; user: AccountUser }> {
  const email = `hiring.${company}.${Math.random().toString(36).slice(2, 8)}@apply.example.com`;
  const user = await createRecruiterAccount(testApp.pool, {
    email,
    password: "Recruit123",
    name: "Hiring Lead",
    companyId: company,
    siteId: "india",
  });
  const client = new TestClient(testApp.app);
  const login = await client.post("/api/employer/login", { email, password: "Recruit123" });
  expect(login.statusCode).toBe(200);
  return { client, user };
}

beforeAll(async () => {
  const { rows } = await testApp.pool.query<{ id: string; company_id: number }>(
    `SELECT id, company_id FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
     ORDER BY id LIMIT 40`,
  );
  liveJobs = rows.map((row) => Number(row.id));
  companyId = rows[0]?.company_id as number;
  const other = await testApp.pool.query<{ id: number }>("SELECT id FROM companies WHERE id <> $1 LIMIT 1", [
    companyId,
  ]);
  otherCompanyId = other.rows[0]?.id as number;
});

const job = (index: number) => liveJobs[index] as number;

describe("applying to a job", () => {
  it("applies with the chosen profile, and a second attempt says it was already applied", async () => {
    const { client, profileId } = await seekerWithProfile({ isFresher: false, years: 4, months: 0 });
    const first = await client.post(`/api/seeker/jobs/${job(0)}/apply`, { profileId });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ jobId: job(0), outcome: "applied" });
    const again = await client.post(`/api/seeker/jobs/${job(0)}/apply`, { profileId });
    expect(again.json().data).toMatchObject({
      outcome: "alreadyApplied",
      applicationId: first.json().data.applicationId,
    });
    const ids = await client.get(`/api/seeker/applications/ids?jobIds=${job(0)},${job(1)}`);
    expect(ids.json().data.jobIds).toEqual([job(0)]);
  });

  it("asks for a profile when none is chosen, with the spec's message", async () => {
    const { client } = await seekerWithProfile(null);
    const refused = await client.post(`/api/seeker/jobs/${job(0)}/apply`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({
      field: "profileId",
      message: "Please select a profile from list.",
    });
    const someoneElses = await seekerWithProfile(null);
    const foreign = await client.post(`/api/seeker/jobs/${job(0)}/apply`, {
      profileId: someoneElses.profileId,
    });
    expect(foreign.json().errors[0].message).toBe("Please select a profile from list.");
  });

  it("makes exactly one application of 20 simultaneous applies of one seeker to one job", async () => {
    const { client, id, profileId } = await seekerWithProfile({ isFresher: true, years: 0, months: 0 });
    await client.get("/api/rio/session");
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => client.post(`/api/seeker/jobs/${job(2)}/apply`, { profileId })),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
    const outcomes = replies.map((reply) => reply.json().data.outcome);
    expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "alreadyApplied")).toHaveLength(19);
    const rows = await testApp.pool.query("SELECT id FROM applications WHERE user_id = $1 AND job_id = $2", [
      id,
      job(2),
    ]);
    expect(rows.rowCount).toBe(1);
    const events = await testApp.pool.query(
      "SELECT status FROM application_events WHERE application_id = $1",
      [rows.rows[0]?.id],
    );
    expect(events.rows).toEqual([{ status: "applied" }]);
  });

  it("refuses expired and closed jobs, and jobs of another site", async () => {
    const { client, profileId } = await seekerWithProfile(null);
    await testApp.pool.query("UPDATE jobs SET expires_at = now() - interval '1 day' WHERE id = $1", [
      job(30),
    ]);
    await testApp.pool.query("UPDATE jobs SET status = 'closed' WHERE id = $1", [job(31)]);
    const expired = await client.post(`/api/seeker/jobs/${job(30)}/apply`, { profileId });
    expect(expired.json().data).toMatchObject({ outcome: "expired", applicationId: null });
    const closed = await client.post(`/api/seeker/jobs/${job(31)}/apply`, { profileId });
    expect(closed.json().data.outcome).toBe("expired");
    const gulf = await testApp.pool.query<{ id: string }>(
      "SELECT id FROM jobs WHERE site_id = 'gulf' LIMIT 1",
    );
    const elsewhere = await client.post(`/api/seeker/jobs/${gulf.rows[0]?.id}/apply`, { profileId });
    expect(elsewhere.statusCode).toBe(404);
    const count = await testApp.pool.query(
      "SELECT count(*)::int AS n FROM applications WHERE job_id = ANY($1)",
      [[job(30), job(31), Number(gulf.rows[0]?.id)]],
    );
    expect(count.rows[0].n).toBe(0);
  });

  it("refuses a guest, a recruiter, and a post without the CSRF token", async () => {
    const { client, profileId } = await seekerWithProfile(null);
    const noToken = await client.send("POST", `/api/seeker/jobs/${job(3)}/apply`, {
      body: { profileId },
      xsrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().errors[0].message).toBe("Your page has expired. Please reload it and try again.");
    expect(
      (await new TestClient(testApp.app).post(`/api/seeker/jobs/${job(3)}/apply`, { profileId })).statusCode,
    ).toBe(401);
    const { client: recruiter } = await recruiterOf(companyId);
    expect((await recruiter.post(`/api/seeker/jobs/${job(3)}/apply`, { profileId })).statusCode).toBe(403);
    expect((await client.get(`/api/seeker/applications/ids?jobIds=${job(3)}`)).json().data.jobIds).toEqual(
      [],
    );
  });
});

describe("multi-apply", () => {
  it(`lets a fresher apply to ${MULTI_APPLY_LIMIT.fresher} jobs at once and refuses more`, async () => {
    const { client, id, profileId } = await seekerWithProfile({ isFresher: true, years: 0, months: 0 });
    const six = [4, 5, 6, 7, 8, 9].map(job);
    const refused = await client.post("/api/seeker/applications", { jobIds: six, profileId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toBe(
      "As a fresher you can apply to at most 5 jobs at once. You selected 6.",
    );
    const none = await testApp.pool.query("SELECT 1 FROM applications WHERE user_id = $1", [id]);
    expect(none.rowCount).toBe(0);
    const five = await client.post("/api/seeker/applications", { jobIds: six.slice(0, 5), profileId });
    expect(five.statusCode).toBe(200);
    expect(five.json().data.outcomes.map((outcome: { outcome: string }) => outcome.outcome)).toEqual(
      Array(5).fill("applied"),
    );
  });

  it("counts a profile without experience as a fresher, and 0 years as a fresher", async () => {
    for (const experience of [null, { isFresher: false, years: 0, months: 6 }]) {
      const { client, profileId } = await seekerWithProfile(experience);
      const refused = await client.post("/api/seeker/applications", {
        jobIds: [10, 11, 12, 13, 14, 15].map(job),
        profileId,
      });
      expect(refused.statusCode).toBe(422);
    }
  });

  it(`lets an experienced seeker apply to ${MULTI_APPLY_LIMIT.experienced} at once, reporting each job`, async () => {
    const { client, profileId } = await seekerWithProfile({ isFresher: false, years: 3, months: 0 });
    await client.post(`/api/seeker/jobs/${job(10)}/apply`, { profileId });
    await testApp.pool.query("UPDATE jobs SET expires_at = now() - interval '1 hour' WHERE id = $1", [
      job(32),
    ]);
    const eleven = [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map(job);
    const refused = await client.post("/api/seeker/applications", { jobIds: eleven, profileId });
    expect(refused.json().errors[0].message).toBe(
      "You can apply to at most 10 jobs at once. You selected 11.",
    );
    const ten = [...eleven.slice(0, 8), job(32), 999_999_999];
    const reply = await client.post("/api/seeker/applications", { jobIds: ten, profileId });
    expect(reply.statusCode).toBe(200);
    const outcomes = Object.fromEntries(
      reply
        .json()
        .data.outcomes.map((item: { jobId: number; outcome: string }) => [item.jobId, item.outcome]),
    );
    expect(outcomes[job(10)]).toBe("alreadyApplied");
    expect(outcomes[job(11)]).toBe("applied");
    expect(outcomes[job(32)]).toBe("expired");
    expect(outcomes[999_999_999]).toBe("notFound");
    expect(Object.values(outcomes).filter((outcome) => outcome === "applied")).toHaveLength(7);
  });

  it(`stops a seeker at ${DAILY_APPLICATION_LIMIT} applications a day`, async () => {
    const { client, id, profileId } = await seekerWithProfile({ isFresher: false, years: 3, months: 0 });
    // The day's counter already holds 99 hits: the next batch of two passes the limit.
    for (let hit = 0; hit < DAILY_APPLICATION_LIMIT - 1; hit += 1) {
      await testApp.app.rateLimiter.hit(APPLICATION_DAILY_RULE, id);
    }
    const refused = await client.post("/api/seeker/applications", { jobIds: [job(21), job(22)], profileId });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("the seeker's applications", () => {
  it("lists applied jobs with statuses, filters by status, and keeps each one's history", async () => {
    const { client, profileId } = await seekerWithProfile(null);
    await client.post("/api/seeker/applications", { jobIds: [job(23), job(24)], profileId });
    const list = (await client.get("/api/seeker/applications")).json().data;
    expect(list.total).toBe(2);
    expect(list.counts).toMatchObject({ applied: 2, total: 2 });
    expect(list.applications[0]).toMatchObject({ status: "applied", profileName: "Main" });
    expect(list.applications[0].job.title).toBeTruthy();
    const [first] = list.applications;
    const withdrawn = await client.post(`/api/seeker/applications/${first.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.status).toBe("withdrawn");
    const filtered = (await client.get("/api/seeker/applications?status=withdrawn")).json().data;
    expect(filtered.applications.map((item: { id: string }) => item.id)).toEqual([first.id]);
    expect(filtered.counts).toMatchObject({ applied: 1, withdrawn: 1, total: 2 });
    const again = await client.post(`/api/seeker/applications/${first.id}/withdraw`);
    expect(again.statusCode).toBe(409);

    // A withdrawn application may be applied to again; the history keeps every step.
    const reapplied = await client.post(`/api/seeker/jobs/${first.jobId}/apply`, { profileId });
    expect(reapplied.json().data).toMatchObject({ outcome: "applied", applicationId: first.id });
    const detail = (await client.get(`/api/seeker/applications/${first.id}`)).json().data;
    expect(detail.history.map((event: { status: string }) => event.status)).toEqual([
      "applied",
      "withdrawn",
      "applied",
    ]);
  });

  it("opens the page that holds an application asked for by id (a notification's link), past the first", async () => {
    const { client, profileId } = await seekerWithProfile({ isFresher: false, years: 4, months: 0 });
    // Jobs no other test touches; three batches, so some applications share their time and the order
    // falls back on the id.
    const { rows } = await testApp.pool.query<{ id: string }>(
      `SELECT id FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
       ORDER BY id OFFSET 40 LIMIT 25`,
    );
    const jobIds = rows.map((row) => Number(row.id));
    for (const batch of [jobIds.slice(0, 10), jobIds.slice(10, 20), jobIds.slice(20)]) {
      const applied = await client.post("/api/seeker/applications", { jobIds: batch, profileId });
      expect(applied.statusCode).toBe(200);
    }
    const first = (await client.get("/api/seeker/applications")).json().data;
    expect(first.total).toBe(25);
    expect(first.pageSize).toBeLessThan(25);
    expect(first.highlightedId).toBeNull();
    const second = (await client.get("/api/seeker/applications?page=2")).json().data;
    const ids = (page: { applications: { id: string }[] }) => page.applications.map((item) => item.id);
    for (const wanted of [ids(second).at(-1), ids(second)[0], ids(first).at(-1)] as string[]) {
      const found = (await client.get(`/api/seeker/applications?application=${wanted}`)).json().data;
      expect(found.highlightedId).toBe(wanted);
      expect(found.page).toBe(ids(first).includes(wanted) ? 1 : 2);
      expect(ids(found)).toContain(wanted);
    }
    // Asked for with a status filter it does not match, it is still shown: the filter gives way.
    const withdrawnOnly = (
      await client.get(`/api/seeker/applications?status=withdrawn&application=${ids(second)[0]}`)
    ).json().data;
    expect(ids(withdrawnOnly)).toContain(ids(second)[0]);

    // Another seeker's application is neither found nor told apart from an unknown one.
    const other = await seekerWithProfile(null);
    const foreign = (await other.client.get(`/api/seeker/applications?application=${ids(second)[0]}`)).json()
      .data;
    expect(foreign).toMatchObject({ page: 1, total: 0, highlightedId: null });
    const malformed = await client.get("/api/seeker/applications?application=not-an-id");
    expect(malformed.statusCode).toBe(400);
  });

  it("is one seeker's own: another seeker neither sees nor withdraws it (404)", async () => {
    const owner = await seekerWithProfile(null);
    const other = await seekerWithProfile(null);
    const made = await owner.client.post(`/api/seeker/jobs/${job(25)}/apply`, { profileId: owner.profileId });
    const applicationId = made.json().data.applicationId;
    expect((await other.client.get(`/api/seeker/applications/${applicationId}`)).statusCode).toBe(404);
    const refused = await other.client.post(`/api/seeker/applications/${applicationId}/withdraw`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].message).toBe("We could not find this application.");
    expect((await other.client.get("/api/seeker/applications")).json().data.total).toBe(0);
    expect(
      (await other.client.get(`/api/seeker/applications/ids?jobIds=${job(25)}`)).json().data.jobIds,
    ).toEqual([]);
    const still = (await owner.client.get(`/api/seeker/applications/${applicationId}`)).json().data;
    expect(still.status).toBe("applied");
  });
});

describe("recruiters and applicants", () => {
  it("shows the company's applicants, marks an opened one viewed, and records status changes", async () => {
    const seeker = await seekerWithProfile({ isFresher: false, years: 2, months: 0 });
    const made = await seeker.client.post(`/api/seeker/jobs/${job(0)}/apply`, {
      profileId: seeker.profileId,
    });
    const applicationId = made.json().data.applicationId;
    const { client: recruiter } = await recruiterOf(companyId);
    const applicants = (await recruiter.get(`/api/employer/jobs/${job(0)}/applicants`)).json().data;
    expect(applicants.applicants.map((item: { applicationId: string }) => item.applicationId)).toContain(
      applicationId,
    );

    const opened = await recruiter.get(`/api/employer/applications/${applicationId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({
      status: "viewed",
      seekerName: "Asha Rao",
      profileName: "Main",
    });
    expect(opened.json().data.profile.experience).toEqual({ isFresher: false, years: 2, months: 0 });

    const shortlisted = await recruiter.send("PUT", `/api/employer/applications/${applicationId}/status`, {
      body: { status: "shortlisted" },
    });
    expect(shortlisted.json().data.status).toBe("shortlisted");
    const noToken = await recruiter.send("PUT", `/api/employer/applications/${applicationId}/status`, {
      body: { status: "rejected" },
      xsrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    const history = (await seeker.client.get(`/api/seeker/applications/${applicationId}`)).json().data
      .history;
    expect(
      history.map((event: { status: string; actorRole: string }) => `${event.status}/${event.actorRole}`),
    ).toEqual(["applied/seeker", "viewed/recruiter", "shortlisted/recruiter"]);
    // Opening it again changes nothing: viewed is only the first step.
    await recruiter.get(`/api/employer/applications/${applicationId}`);
    expect((await seeker.client.get(`/api/seeker/applications/${applicationId}`)).json().data.status).toBe(
      "shortlisted",
    );
  });

  it("hides an application from a recruiter of another company (404), who cannot change it", async () => {
    const seeker = await seekerWithProfile(null);
    const made = await seeker.client.post(`/api/seeker/jobs/${job(26)}/apply`, {
      profileId: seeker.profileId,
    });
    const applicationId = made.json().data.applicationId;
    const { client: stranger } = await recruiterOf(otherCompanyId);
    const jobCompany = await testApp.pool.query<{ company_id: number }>(
      "SELECT company_id FROM jobs WHERE id = $1",
      [job(26)],
    );
    expect(jobCompany.rows[0]?.company_id).not.toBe(otherCompanyId);
    expect((await stranger.get(`/api/employer/jobs/${job(26)}/applicants`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/employer/applications/${applicationId}`)).statusCode).toBe(404);
    const change = await stranger.send("PUT", `/api/employer/applications/${applicationId}/status`, {
      body: { status: "rejected" },
    });
    expect(change.statusCode).toBe(404);
    expect((await seeker.client.get(`/api/seeker/applications/${applicationId}`)).json().data.status).toBe(
      "applied",
    );
    // Seekers cannot use the employer calls at all.
    expect((await seeker.client.get(`/api/employer/applications/${applicationId}`)).statusCode).toBe(403);
  });

  it("no longer shows a withdrawn application to the recruiter", async () => {
    const seeker = await seekerWithProfile(null);
    const made = await seeker.client.post(`/api/seeker/jobs/${job(27)}/apply`, {
      profileId: seeker.profileId,
    });
    const applicationId = made.json().data.applicationId;
    await seeker.client.post(`/api/seeker/applications/${applicationId}/withdraw`);
    const jobCompany = await testApp.pool.query<{ company_id: number }>(
      "SELECT company_id FROM jobs WHERE id = $1",
      [job(27)],
    );
    const { client: recruiter } = await recruiterOf(jobCompany.rows[0]?.company_id as number);
    expect((await recruiter.get(`/api/employer/applications/${applicationId}`)).statusCode).toBe(404);
    const list = (await recruiter.get(`/api/employer/jobs/${job(27)}/applicants`)).json().data;
    expect(list.applicants).toEqual([]);
  });
});

describe("applying is all or nothing", () => {
  it("leaves no application when any part of the transaction fails, and says so plainly", async () => {
    const { client, id, profileId } = await seekerWithProfile(null);
    // A real failure inside the transaction: the history row cannot be written for this seeker.
    await testApp.pool.query(`
      CREATE FUNCTION refuse_events() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'history unavailable'; END $$;
      CREATE TRIGGER refuse_events BEFORE INSERT ON application_events
        FOR EACH ROW WHEN (NEW.actor_id = '${id}') EXECUTE FUNCTION refuse_events();`);
    try {
      const failed = await client.post("/api/seeker/applications", { jobIds: [job(28), job(29)], profileId });
      expect(failed.statusCode).toBe(500);
      expect(failed.json().errors[0].message).toBe("Something went wrong please try again");
      const rows = await testApp.pool.query("SELECT 1 FROM applications WHERE user_id = $1", [id]);
      expect(rows.rowCount).toBe(0);
    } finally {
      await testApp.pool.query(
        "DROP TRIGGER refuse_events ON application_events; DROP FUNCTION refuse_events();",
      );
    }
    const retried = await client.post("/api/seeker/applications", { jobIds: [job(28), job(29)], profileId });
    expect(retried.json().data.outcomes.map((item: { outcome: string }) => item.outcome)).toEqual([
      "applied",
      "applied",
    ]);
  });
});

describe("the hook for notifications", () => {
  it("tells the hook about each committed status change, and a failing hook changes nothing", async () => {
    const changes: ApplicationStatusChange[] = [];
    const users = createUserStore(testApp.pool);
    const profiles = createProfilesService({
      pool: testApp.pool,
      accounts: {
        findUser: (userId) => users.findById(userId),
        registrationState: async () => ({ progress: "complete", experienceType: "professional", steps: {} }),
      },
    });
    const service = createApplicationsService({
      pool: testApp.pool,
      jobs: createJobService(testApp.pool),
      profiles,
      accounts: { findUser: (userId) => users.findById(userId) },
      onStatusChange: (change) => {
        changes.push(change);
        throw new Error("bell service down");
      },
    });
    const { id, profileId } = await seekerWithProfile(null);
    const seeker = (await users.findById(id)) as AccountUser;
    const applied = await service.apply(seeker, "india", { jobIds: [job(33)], profileId });
    expect(applied.outcomes[0]?.outcome).toBe("applied");
    const applicationId = applied.outcomes[0]?.applicationId as string;
    // Withdrawing succeeds (a refusal would be thrown) although the hook throws.
    await expect(service.withdraw(id, applicationId)).resolves.toMatchObject({ status: "withdrawn" });
    expect(changes.map((change) => [change.status, change.actorRole, change.seekerId, change.jobId])).toEqual(
      [
        ["applied", "seeker", id, job(33)],
        ["withdrawn", "seeker", id, job(33)],
      ],
    );
  });
});
