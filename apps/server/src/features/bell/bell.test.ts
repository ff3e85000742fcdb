/**
 * Bell notifications over HTTP on real PostgreSQL: a recruiter's viewed / shortlisted / rejected make
 * one notification each for the seeker, in the transaction of the change (a failing notification
 * rolls the change back); applying and withdrawing make none; the list, the unread count, marking one
 * and all read; another seeker's notification is not found; CSRF and the seekers-only route group.
 */
import type { AccountUser } from "@portal/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { liveJobsOfOneCompany } from "../../testing/test-jobs.ts";
import { createRecruiterAccount } from "../accounts/index.ts";

const testApp = useTestApp();
let liveJobs: number[];
let companyId: number;

async function seekerWithProfile() {
  const client = new TestClient(testApp.app);
  const { id } = await registerSeeker(client);
  const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(created.statusCode).toBe(201);
  return { client, id, profileId: created.json().data.profile.id as string };
}

async function recruiter(): Promise<{ client: TestClient; user: AccountUser }> {
  const email = `bell.${Math.random().toString(36).slice(2, 10)}@bell.example.com`;
  const user = await createRecruiterAccount(testApp.pool, {
    email,
    password: "Recruit123",
    name: "Hiring Lead",
    companyId,
    siteId: "india",
  });
  const client = new TestClient(testApp.app);
  expect((await client.post("/api/employer/login", { email, password: "Recruit123" })).statusCode).toBe(200);
  return { client, user };
}

async function apply(seeker: Awaited<ReturnType<typeof seekerWithProfile>>, jobId: number): Promise<string> {
  const made = await seeker.client.post(`/api/seeker/jobs/${jobId}/apply`, { profileId: seeker.profileId });
  expect(made.json().data.outcome).toBe("applied");
  return made.json().data.applicationId as string;
}

const setStatus = (client: TestClient, applicationId: string, status: string) =>
  client.send("PUT", `/api/employer/applications/${applicationId}/status`, { body: { status } });

beforeAll(async () => {
  ({ jobIds: liveJobs, companyId } = await liveJobsOfOneCompany(testApp.pool, 10));
  expect(liveJobs.length).toBeGreaterThanOrEqual(4);
});

const job = (index: number) => liveJobs[index] as number;

describe("bell notifications from application status changes", () => {
  it("tells the seeker of viewed, shortlisted and rejected, newest first, and not of applying", async () => {
    const seeker = await seekerWithProfile();
    const applicationId = await apply(seeker, job(0));
    expect((await seeker.client.get("/api/seeker/notifications/unread-count")).json().data.unread).toBe(0);

    const { client } = await recruiter();
    expect((await client.get(`/api/employer/applications/${applicationId}`)).statusCode).toBe(200);
    expect((await setStatus(client, applicationId, "shortlisted")).statusCode).toBe(200);
    expect((await setStatus(client, applicationId, "rejected")).statusCode).toBe(200);
    // Setting the same status again changes nothing and tells nobody.
    expect((await setStatus(client, applicationId, "rejected")).statusCode).toBe(200);

    const list = (await seeker.client.get("/api/seeker/notifications")).json().data;
    expect(list.total).toBe(3);
    expect(list.unread).toBe(3);
    expect(list.notifications.map((item: { notice: { status: string } }) => item.notice.status)).toEqual([
      "rejected",
      "shortlisted",
      "viewed",
    ]);
    expect(list.notifications[0]).toMatchObject({
      notice: { kind: "application-status", applicationId, jobId: job(0), siteId: "india" },
      readAt: null,
    });
    expect(list.notifications[0].job).toMatchObject({ id: job(0) });
    expect(typeof list.notifications[0].job.title).toBe("string");
    expect((await seeker.client.get("/api/seeker/notifications/unread-count")).json().data.unread).toBe(3);
  });

  it("makes no notification when the seeker withdraws", async () => {
    const seeker = await seekerWithProfile();
    const applicationId = await apply(seeker, job(1));
    const withdrawn = await seeker.client.post(`/api/seeker/applications/${applicationId}/withdraw`);
    expect(withdrawn.json().data.status).toBe("withdrawn");
    const { rows } = await testApp.pool.query("SELECT 1 FROM bell_notifications WHERE user_id = $1", [
      seeker.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("writes the notification in the change's transaction: when it fails, the status stays as it was", async () => {
    const seeker = await seekerWithProfile();
    const applicationId = await apply(seeker, job(2));
    const { client } = await recruiter();
    await testApp.pool.query(`
      CREATE FUNCTION refuse_bell() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'bell refused'; END $$;
      CREATE TRIGGER refuse_bell BEFORE INSERT ON bell_notifications FOR EACH ROW EXECUTE FUNCTION refuse_bell();
    `);
    try {
      const refused = await setStatus(client, applicationId, "shortlisted");
      expect(refused.statusCode).toBe(500);
    } finally {
      await testApp.pool.query(
        "DROP TRIGGER refuse_bell ON bell_notifications; DROP FUNCTION refuse_bell();",
      );
    }
    const { rows } = await testApp.pool.query<{ status: string }>(
      "SELECT status FROM applications WHERE id = $1",
      [applicationId],
    );
    expect(rows[0]?.status).toBe("applied");
    const events = await testApp.pool.query(
      "SELECT status FROM application_events WHERE application_id = $1 ORDER BY id",
      [applicationId],
    );
    expect(events.rows).toEqual([{ status: "applied" }]);
    expect((await setStatus(client, applicationId, "shortlisted")).statusCode).toBe(200);
    const list = (await seeker.client.get("/api/seeker/notifications")).json().data;
    expect(list.notifications.map((item: { notice: { status: string } }) => item.notice.status)).toEqual([
      "shortlisted",
    ]);
  });
});

describe("marking notifications read", () => {
  it("marks one and then all read, only the seeker's own, and only with the CSRF token", async () => {
    const seeker = await seekerWithProfile();
    const first = await apply(seeker, job(3));
    const { client } = await recruiter();
    await setStatus(client, first, "shortlisted");
    await setStatus(client, first, "rejected");
    const [newest, older] = (await seeker.client.get("/api/seeker/notifications")).json().data.notifications;

    const noToken = await seeker.client.post(
      `/api/seeker/notifications/${newest.id}/read`,
      {},
      { xsrf: false },
    );
    expect(noToken.statusCode).toBe(403);

    const stranger = await seekerWithProfile();
    const foreign = await stranger.client.post(`/api/seeker/notifications/${newest.id}/read`);
    expect(foreign.statusCode).toBe(404);
    const foreignAll = await stranger.client.post("/api/seeker/notifications/read-all");
    expect(foreignAll.json().data.marked).toBe(0);
    expect((await stranger.client.get("/api/seeker/notifications")).json().data.total).toBe(0);

    expect((await seeker.client.post(`/api/seeker/notifications/${newest.id}/read`)).statusCode).toBe(200);
    // Marking twice is fine and keeps the first time.
    expect((await seeker.client.post(`/api/seeker/notifications/${newest.id}/read`)).statusCode).toBe(200);
    const afterOne = (await seeker.client.get("/api/seeker/notifications")).json().data;
    expect(afterOne.unread).toBe(1);
    expect(afterOne.notifications[0].readAt).not.toBeNull();
    expect(afterOne.notifications[1]).toMatchObject({ id: older.id, readAt: null });

    const all = await seeker.client.post("/api/seeker/notifications/read-all");
    expect(all.json().data.marked).toBe(1);
    expect((await seeker.client.get("/api/seeker/notifications/unread-count")).json().data.unread).toBe(0);
  });

  it("is for seekers: a guest is refused and a recruiter is forbidden", async () => {
    const guest = new TestClient(testApp.app);
    expect((await guest.get("/api/seeker/notifications")).statusCode).toBe(401);
    const { client } = await recruiter();
    expect((await client.get("/api/seeker/notifications")).statusCode).toBe(403);
    expect((await client.post("/api/seeker/notifications/read-all")).statusCode).toBe(403);
  });
});
