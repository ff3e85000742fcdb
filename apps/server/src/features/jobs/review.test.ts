/**
 * The staff's review queue and "Report this job" through the API: staff log in on their own, approve a
 * held job (it opens and is found) or reject it with a reason its recruiter reads (both e-mailed to the
 * recruiter); a report keeps a job
 * live until REPORTS_TO_HIDE people reported it; nobody but staff reaches the queue.
 */
import { randomUUID } from "node:crypto";
import { REPORTS_TO_HIDE } from "@portal/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForOutbox } from "../../testing/test-client.ts";
import { confirmedRecruiter, posting } from "../../testing/test-postings.ts";
import { createStaffAccount } from "../accounts/index.ts";

const testApp = useTestApp();
const STAFF = {
  email: `reviewer.${randomUUID().slice(0, 8)}@jobnest.test`,
  password: "Review@2026",
  name: "Rev Iewer",
};
let staff: TestClient;

beforeAll(async () => {
  await createStaffAccount(testApp.pool, STAFF);
  staff = new TestClient(testApp.app);
  const login = await staff.post("/api/staff/login", { email: STAFF.email, password: STAFF.password });
  expect(login.statusCode).toBe(200);
});

async function searchIds(query: string): Promise<number[]> {
  const reply = await new TestClient(testApp.app).get(`/api/jobs/search?query=${encodeURIComponent(query)}`);
  return reply.json().data.jobs.map((job: { id: number }) => job.id);
}

async function queueEntry(id: number) {
  const queue = (await staff.get("/api/staff/review-queue")).json().data.jobs;
  return queue.find((job: { id: number }) => job.id === id);
}

async function heldJob() {
  const recruiter = await confirmedRecruiter(testApp, { emailDomain: "gmail.com" });
  const reply = await recruiter.client.post("/api/employer/jobs?publish=true", posting(recruiter.tag));
  expect(reply.json().data.status).toBe("review");
  return { ...recruiter, id: reply.json().data.id as number };
}

async function openJob() {
  const recruiter = await confirmedRecruiter(testApp);
  const reply = await recruiter.client.post("/api/employer/jobs?publish=true", posting(recruiter.tag));
  expect(reply.json().data.status).toBe("open");
  return { ...recruiter, id: reply.json().data.id as number };
}

describe("the review queue", () => {
  it("lists a held job with why; approving opens it as posted now, and it is found", async () => {
    const { id, tag } = await heldJob();
    const entry = await queueEntry(id);
    expect(entry).toMatchObject({
      status: "review",
      reviewReasons: ["unverified-recruiter"],
      recruiterEmail: expect.stringMatching(/@gmail\.com$/),
      reports: [],
    });
    expect((await staff.post(`/api/staff/jobs/${id}/approve`)).statusCode).toBe(200);
    expect(await queueEntry(id)).toBeUndefined();
    expect(await searchIds(`Ledger Analyst ${tag}`)).toContain(id);
    const page = (await new TestClient(testApp.app).get(`/api/jobs/${id}`)).json().data;
    expect(Date.now() - Date.parse(page.postedAt)).toBeLessThan(60_000);
    // The recruiter is told, with a link to the live job on the site they posted from.
    const mail = await waitForOutbox(testApp.pool, `hr.${tag}@gmail.com`, { template: "job-approved" });
    expect(mail.subject).toBe(`Your job “Ledger Analyst ${tag}” is live on JobNest`);
    expect(mail.text).toContain(`http://in.localhost/job/${page.slug}-${id}`);
    // Decided once: approving again finds nothing to decide.
    expect((await staff.post(`/api/staff/jobs/${id}/approve`)).statusCode).toBe(404);
  });

  it("rejecting needs a reason, which the recruiter reads; the job never has a page", async () => {
    const { id, client, tag } = await heldJob();
    const bare = await staff.post(`/api/staff/jobs/${id}/reject`, { reason: " " });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].message).toBe(
      "Please say why the job is rejected (at most 500 characters).",
    );
    await staff.post(`/api/staff/jobs/${id}/reject`, { reason: "The company could not be confirmed." });
    const mine = (await client.get(`/api/employer/jobs/${id}`)).json().data;
    expect(mine).toMatchObject({
      status: "rejected",
      rejectionReason: "The company could not be confirmed.",
    });
    expect((await new TestClient(testApp.app).get(`/api/jobs/${id}`)).statusCode).toBe(404);
    // The reason reaches the recruiter by e-mail too, with the way back to the job's form.
    const mail = await waitForOutbox(testApp.pool, `hr.${tag}@gmail.com`, { template: "job-rejected" });
    expect(mail.text).toContain("for this reason: The company could not be confirmed.");
    expect(mail.text).toContain(`http://in.localhost/employer/jobs/${id}/edit`);
    // A changed rejected job goes back to the queue.
    const changed = await client.put(`/api/employer/jobs/${id}`, posting("again"));
    expect(changed.json().data.status).toBe("review");
    expect(await queueEntry(id)).toMatchObject({ status: "review" });
  });

  it("is for staff only: seekers and recruiters are refused, guests asked to log in", async () => {
    const seeker = new TestClient(testApp.app);
    await registerSeeker(seeker);
    const { client: recruiter, id } = await heldJob();
    expect((await seeker.get("/api/staff/review-queue")).statusCode).toBe(403);
    expect((await recruiter.get("/api/staff/review-queue")).statusCode).toBe(403);
    expect((await recruiter.post(`/api/staff/jobs/${id}/approve`)).statusCode).toBe(403);
    expect((await new TestClient(testApp.app).get("/api/staff/review-queue")).statusCode).toBe(401);
    // A staff address does not open the seekers' or recruiters' doors, nor theirs the staff's.
    const asRecruiter = await new TestClient(testApp.app).post("/api/employer/login", {
      email: STAFF.email,
      password: STAFF.password,
    });
    expect(asRecruiter.statusCode).toBe(401);
  });
});

describe("reporting a job", () => {
  it("needs a reason; counts once per reporter; leaves the job live until enough people report it", async () => {
    const { id, tag } = await openJob();
    const guest = new TestClient(testApp.app, { ip: "203.0.113.7" });
    const noReason = await guest.post(`/api/jobs/${id}/report`, { details: "odd" });
    expect(noReason.json().errors[0].message).toBe("Please choose why you are reporting this job.");

    expect((await guest.post(`/api/jobs/${id}/report`, { reason: "asks-for-money" })).statusCode).toBe(200);
    expect((await guest.post(`/api/jobs/${id}/report`, { reason: "fake" })).statusCode).toBe(200);
    let entry = await queueEntry(id);
    expect(entry).toMatchObject({ status: "open", reports: [{ reason: "asks-for-money" }] });
    expect(await searchIds(`Ledger Analyst ${tag}`)).toContain(id);

    for (let reporter = 1; reporter < REPORTS_TO_HIDE; reporter++) {
      const seeker = new TestClient(testApp.app);
      await registerSeeker(seeker);
      await seeker.post(`/api/jobs/${id}/report`, { reason: "fake", details: `seen it before ${reporter}` });
    }
    entry = await queueEntry(id);
    expect(entry).toMatchObject({ status: "review", reviewReasons: ["reported"] });
    expect(entry.reports).toHaveLength(REPORTS_TO_HIDE);
    expect(await searchIds(`Ledger Analyst ${tag}`)).not.toContain(id);

    await staff.post(`/api/staff/jobs/${id}/approve`);
    expect(await queueEntry(id)).toBeUndefined();
    expect(await searchIds(`Ledger Analyst ${tag}`)).toContain(id);
  });

  it("only live jobs of the site can be reported", async () => {
    const { id, client } = await openJob();
    await client.post(`/api/employer/jobs/${id}/close`);
    const reply = await new TestClient(testApp.app).post(`/api/jobs/${id}/report`, { reason: "fake" });
    expect(reply.statusCode).toBe(404);
    const open = await openJob();
    const elsewhere = await new TestClient(testApp.app, { host: "gulf.localhost" }).post(
      `/api/jobs/${open.id}/report`,
      { reason: "fake" },
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
