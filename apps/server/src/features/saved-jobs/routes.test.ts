/**
 * Saved jobs over HTTP: save (idempotent), unsave, the list with expired jobs marked, the marks for a
 * page of cards, per-seeker isolation (404), jobs of other sites, the limit, CSRF.
 */

import { SAVED_JOB_LIMIT } from "@portal/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp();
let asha: TestClient;
let ravi: TestClient;
let indiaJobs: number[];
let gulfJob: number;

beforeAll(async () => {
  asha = new TestClient(testApp.app);
  await registerSeeker(asha);
  ravi = new TestClient(testApp.app);
  await registerSeeker(ravi);
  const india = await testApp.pool.query<{ id: string }>(
    "SELECT id FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now() ORDER BY id LIMIT 4",
  );
  indiaJobs = india.rows.map((row) => Number(row.id));
  const gulf = await testApp.pool.query<{ id: string }>("SELECT id FROM jobs WHERE site_id = 'gulf' LIMIT 1");
  gulfJob = Number(gulf.rows[0]?.id);
});

const [first, second, third] = [0, 1, 2];

describe("saved jobs", () => {
  it("saves a job once however often it is saved, and lists it", async () => {
    const job = indiaJobs[first] as number;
    const saved = await asha.send("PUT", `/api/seeker/saved-jobs/${job}`);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ jobId: job, isNew: true });
    const again = await asha.send("PUT", `/api/seeker/saved-jobs/${job}`);
    expect(again.json().data).toEqual({ jobId: job, isNew: false });
    const list = (await asha.get("/api/seeker/saved-jobs")).json().data.savedJobs;
    expect(list.map((item: { job: { id: number } }) => item.job.id)).toEqual([job]);
    expect(list[0].job.isExpired).toBe(false);
  });

  it("marks the saved ones among a page of job ids in one call", async () => {
    const job = indiaJobs[second] as number;
    await asha.send("PUT", `/api/seeker/saved-jobs/${job}`);
    const reply = await asha.get(`/api/seeker/saved-jobs/ids?jobIds=${indiaJobs.join(",")}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.jobIds.sort()).toEqual([indiaJobs[first], indiaJobs[second]].sort());
    expect((await asha.get("/api/seeker/saved-jobs/ids?jobIds=1,x")).statusCode).toBe(400);
  });

  it("lists expired jobs, marked as such, newest saved first", async () => {
    const job = indiaJobs[third] as number;
    await asha.send("PUT", `/api/seeker/saved-jobs/${job}`);
    await testApp.pool.query("UPDATE jobs SET expires_at = now() - interval '1 day' WHERE id = $1", [job]);
    const list = (await asha.get("/api/seeker/saved-jobs")).json().data.savedJobs;
    expect(list[0].job).toMatchObject({ id: job, isExpired: true });
    expect(list.slice(1).every((item: { job: { isExpired: boolean } }) => !item.job.isExpired)).toBe(true);
  });

  it("refuses a job of another site or one that does not exist (404)", async () => {
    expect((await asha.send("PUT", `/api/seeker/saved-jobs/${gulfJob}`)).statusCode).toBe(404);
    const missing = await asha.send("PUT", "/api/seeker/saved-jobs/999999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe("This job does not exist or has been removed.");
  });

  it("is one seeker's own: another seeker neither sees nor removes it (404)", async () => {
    const job = indiaJobs[first] as number;
    expect((await ravi.get("/api/seeker/saved-jobs")).json().data.savedJobs).toEqual([]);
    expect((await ravi.get(`/api/seeker/saved-jobs/ids?jobIds=${job}`)).json().data.jobIds).toEqual([]);
    expect((await ravi.delete(`/api/seeker/saved-jobs/${job}`)).statusCode).toBe(404);
    const still = (await asha.get(`/api/seeker/saved-jobs/ids?jobIds=${job}`)).json().data.jobIds;
    expect(still).toEqual([job]);
  });

  it("unsaves, and a second unsave finds nothing (404)", async () => {
    const job = indiaJobs[second] as number;
    expect((await asha.delete(`/api/seeker/saved-jobs/${job}`)).statusCode).toBe(200);
    expect((await asha.delete(`/api/seeker/saved-jobs/${job}`)).statusCode).toBe(404);
    const ids = (await asha.get(`/api/seeker/saved-jobs/ids?jobIds=${job}`)).json().data.jobIds;
    expect(ids).toEqual([]);
  });

  it("refuses a save without the CSRF token, and a guest", async () => {
    const job = indiaJobs[second] as number;
    const refused = await asha.send("PUT", `/api/seeker/saved-jobs/${job}`, { xsrf: false });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe("Your page has expired. Please reload it and try again.");
    expect((await new TestClient(testApp.app).send("PUT", `/api/seeker/saved-jobs/${job}`)).statusCode).toBe(
      401,
    );
    const ids = (await asha.get(`/api/seeker/saved-jobs/ids?jobIds=${job}`)).json().data.jobIds;
    expect(ids).toEqual([]);
  });

  it(`stops at ${SAVED_JOB_LIMIT} saved jobs with a clear message`, async () => {
    const seeker = new TestClient(testApp.app);
    const { id } = await registerSeeker(seeker);
    await testApp.pool.query(
      `INSERT INTO saved_jobs (user_id, job_id)
       SELECT $1, id FROM jobs WHERE site_id = 'india' AND id <> $3 ORDER BY id LIMIT $2`,
      [id, SAVED_JOB_LIMIT, indiaJobs[first]],
    );
    const refused = await seeker.send("PUT", `/api/seeker/saved-jobs/${indiaJobs[first]}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].message).toBe(
      `You can keep up to ${SAVED_JOB_LIMIT} saved jobs. Please remove one to save another.`,
    );
  });

  it("forgets saved jobs whose job is deleted", async () => {
    const job = indiaJobs[first] as number;
    await testApp.pool.query("DELETE FROM jobs WHERE id = $1", [job]);
    const list = (await asha.get("/api/seeker/saved-jobs")).json().data.savedJobs;
    expect(list.some((item: { job: { id: number } }) => item.job.id === job)).toBe(false);
  });
});
