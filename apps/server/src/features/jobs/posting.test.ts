/**
 * Recruiters' jobs through the API: a posted job is searchable within seconds and has its page; drafts
 * and jobs in review have none; the review rules hold free-mail recruiters and scam patterns; close,
 * reopen and repost; sending the same form twice makes one job; and a recruiter of another company
 * reaches none of it (404).
 */
import { randomUUID } from "node:crypto";
import { JOB_QUEUE_SCHEMA } from "@portal/db";
import { dayFromToday } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { confirmedRecruiter, posting, type RecruiterOptions } from "../../testing/test-postings.ts";

const testApp = useTestApp();
const recruiter = (options: RecruiterOptions = {}) => confirmedRecruiter(testApp, options);

async function searchIds(query: string, host = "in.localhost"): Promise<number[]> {
  const reply = await new TestClient(testApp.app, { host }).get(
    `/api/jobs/search?query=${encodeURIComponent(query)}`,
  );
  return reply.json().data.jobs.map((job: { id: number }) => job.id);
}

/** Search until the job is found (or 5 s pass): the measured promise "found within 5 seconds". */
async function foundWithin(query: string, id: number, ms = 5_000, host = "in.localhost"): Promise<boolean> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await searchIds(query, host)).includes(id)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

const guest = (host = "in.localhost") => new TestClient(testApp.app, { host });

describe("posting a job", () => {
  it("is searchable within 5 seconds, with a page as posted: cities resolved, skills canonical, HTML sanitised", async () => {
    const { client, tag } = await recruiter();
    const reply = await client.post("/api/employer/jobs?publish=true", posting(tag));
    expect(reply.statusCode).toBe(200);
    const { id, status, reviewReasons } = reply.json().data;
    expect([status, reviewReasons]).toEqual(["open", []]);
    expect(await foundWithin(`Ledger Analyst ${tag}`, id)).toBe(true);
    // Instant job alerts are told at once, not at their next minute.
    const { rows } = await testApp.pool.query(
      `SELECT 1 FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = 'job-alerts.instant' AND singleton_key = 'job-opened'`,
    );
    expect(rows.length).toBeGreaterThan(0);

    const page = (await guest().get(`/api/jobs/${id}`)).json().data;
    expect(page).toMatchObject({
      locations: ["Bengaluru", "Pune"],
      states: ["Karnataka", "Maharashtra"],
      countryCode: "IN",
      skills: ["React", "Accounting"],
      itSkills: [{ name: "Excel", version: "365", lastUsed: 2025 }],
      vacancies: 2,
      jobCode: `J${id}`,
      functionName: "Accounts / Finance / Tax / Audit",
      roleName: "Accountant",
      isExpired: false,
    });
    expect(page.descriptionHtml).toContain("<p>Keep the books");
    expect(page.descriptionHtml).not.toContain("script");
    // The job is open until the end of its closing day in India.
    expect(page.expiresAt).toBe(new Date(`${dayFromToday(31)}T00:00:00+05:30`).toISOString());
  });

  it("refuses a posting with the spec's and its own words, field by field, and stores nothing", async () => {
    const { client, tag } = await recruiter();
    const reply = await client.post(
      "/api/employer/jobs?publish=true",
      posting(tag, { title: "***", locations: ["Dubai"], currencyCode: "AED", experienceMin: 9 }),
    );
    expect(reply.statusCode).toBe(400);
    const fields = reply
      .json()
      .errors.map((error: { field: string; message: string }) => [error.field, error.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ["title", "Only special character(s) are not allowed."],
        ["experience", "Please specify a valid experience range (0 to 50 years, minimum first)."],
      ]),
    );
    // Cities and currency are the site's: checked once the form itself is whole.
    const elsewhere = await client.post(
      "/api/employer/jobs?publish=true",
      posting(tag, { locations: ["Dubai"], currencyCode: "AED" }),
    );
    expect(
      elsewhere
        .json()
        .errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    ).toEqual([
      ["currencyCode", "This value is not valid."],
      ["locations", "Please enter a valid location."],
    ]);
    expect((await client.get("/api/employer/jobs")).json().data.jobs).toEqual([]);
  });

  it("a draft has no page and is not searched until published; sending the same form twice makes one job", async () => {
    const { client, tag } = await recruiter();
    const postingKey = randomUUID();
    // Sent twice at once (a double tap), and once more later: one job.
    const [first, twin] = await Promise.all([
      client.post("/api/employer/jobs", { ...posting(tag), postingKey }),
      client.post("/api/employer/jobs", { ...posting(tag), postingKey }),
    ]).then((replies) => replies.map((reply) => reply.json().data));
    const again = (await client.post("/api/employer/jobs", { ...posting(tag), postingKey })).json().data;
    expect([twin, again]).toEqual([first, first]);
    expect(first.status).toBe("draft");
    expect((await guest().get(`/api/jobs/${first.id}`)).statusCode).toBe(404);
    expect(await searchIds(`Ledger Analyst ${tag}`)).not.toContain(first.id);

    const published = await client.put(
      `/api/employer/jobs/${first.id}?publish=true`,
      posting(tag, { vacancies: 4 }),
    );
    expect(published.json().data.status).toBe("open");
    expect(await foundWithin(`Ledger Analyst ${tag}`, first.id)).toBe(true);
    expect(
      (await client.get("/api/employer/jobs")).json().data.jobs.map((job: { id: number }) => job.id),
    ).toEqual([first.id]);
  });

  it("close takes it out of search and keeps its page as expired; reopen and repost bring it back", async () => {
    const { client, tag } = await recruiter();
    const { id } = (
      await client.post("/api/employer/jobs?publish=true", posting(tag, { jobCode: "ACC-1" }))
    ).json().data;
    expect((await client.post(`/api/employer/jobs/${id}/close`)).json().data.status).toBe("closed");
    expect(await searchIds(`Ledger Analyst ${tag}`)).not.toContain(id);
    expect((await guest().get(`/api/jobs/${id}`)).json().data.isExpired).toBe(true);
    // A closed job is reopened before it is changed.
    expect((await client.put(`/api/employer/jobs/${id}`, posting(tag))).statusCode).toBe(409);

    expect((await client.post(`/api/employer/jobs/${id}/reopen`, {})).json().data.status).toBe("open");
    expect(await foundWithin(`Ledger Analyst ${tag}`, id)).toBe(true);

    const repost = (await client.post(`/api/employer/jobs/${id}/repost`)).json().data;
    expect(repost.id).not.toBe(id);
    const jobs = (await client.get("/api/employer/jobs")).json().data.jobs;
    const byId = new Map(jobs.map((job: { id: number; status: string; jobCode: string }) => [job.id, job]));
    expect(byId.get(id)).toMatchObject({ status: "closed", jobCode: "ACC-1" });
    expect(byId.get(repost.id)).toMatchObject({ status: "open", jobCode: "ACC-1" });
    expect(await foundWithin(`Ledger Analyst ${tag}`, repost.id)).toBe(true);
    // Two current jobs may not share a code.
    const clash = await client.post("/api/employer/jobs?publish=true", posting(tag, { jobCode: "ACC-1" }));
    expect(clash.json().errors).toEqual([
      expect.objectContaining({
        field: "jobCode",
        message: "Another job of your company has this job code.",
      }),
    ]);
  });

  it("a draft can be discarded; a published job cannot", async () => {
    const { client, tag } = await recruiter();
    const draft = (await client.post("/api/employer/jobs", posting(tag))).json().data;
    const open = (await client.post("/api/employer/jobs?publish=true", posting(tag))).json().data;
    expect((await client.delete(`/api/employer/jobs/${open.id}`)).statusCode).toBe(409);
    expect((await client.delete(`/api/employer/jobs/${draft.id}`)).statusCode).toBe(200);
    expect((await client.get(`/api/employer/jobs/${draft.id}`)).statusCode).toBe(404);
  });
});

describe("the review rules", () => {
  it("hold a free-mail recruiter's job for review: no page, not searched", async () => {
    const { client, tag } = await recruiter({ emailDomain: "gmail.com" });
    const { id, status, reviewReasons } = (
      await client.post("/api/employer/jobs?publish=true", posting(tag))
    ).json().data;
    expect([status, reviewReasons]).toEqual(["review", ["unverified-recruiter"]]);
    expect((await guest().get(`/api/jobs/${id}`)).statusCode).toBe(404);
    expect(await searchIds(`Ledger Analyst ${tag}`)).not.toContain(id);
  });

  it.each([
    ["asks-for-money", "Candidates pay a registration fee of Rs 1500 at joining."],
    ["personal-contact-only", "Send your resume on WhatsApp to 98765 43210 today."],
  ])("catch %s", async (reason, sentence) => {
    const { client, tag } = await recruiter();
    const description = `<p>Keep the books of our growing team and reconcile accounts every month for the lead.</p><p>${sentence}</p>`;
    const created = (
      await client.post("/api/employer/jobs?publish=true", posting(tag, { description }))
    ).json().data;
    expect([created.status, created.reviewReasons]).toEqual(["review", [reason]]);
    // An edit of an open job is checked again too.
    const clean = (await client.post("/api/employer/jobs?publish=true", posting(tag))).json().data;
    const edited = (await client.put(`/api/employer/jobs/${clean.id}`, posting(tag, { description }))).json()
      .data;
    expect([edited.status, edited.reviewReasons]).toEqual(["review", [reason]]);
    expect(await searchIds(`Ledger Analyst ${tag}`)).not.toContain(clean.id);
  });
});

describe("who may post", () => {
  it("a recruiter must confirm their address first", async () => {
    const { client, tag } = await recruiter({ confirm: false });
    const reply = await client.post("/api/employer/jobs?publish=true", posting(tag));
    expect(reply.statusCode).toBe(403);
    expect(reply.json().errors[0].message).toBe("Please confirm your e-mail address before posting jobs.");
  });

  it("a recruiter of another company reaches none of a company's jobs (404), and seekers none at all", async () => {
    const owner = await recruiter();
    const other = await recruiter();
    const { id } = (await owner.client.post("/api/employer/jobs?publish=true", posting(owner.tag))).json()
      .data;
    for (const [method, path] of [
      ["GET", `/api/employer/jobs/${id}`],
      ["PUT", `/api/employer/jobs/${id}`],
      ["POST", `/api/employer/jobs/${id}/close`],
      ["POST", `/api/employer/jobs/${id}/reopen`],
      ["POST", `/api/employer/jobs/${id}/repost`],
      ["DELETE", `/api/employer/jobs/${id}`],
    ] as const) {
      const reply = await other.client.send(method, path, { body: posting(other.tag) });
      expect([method, path, reply.statusCode]).toEqual([method, path, 404]);
    }
    expect((await other.client.get("/api/employer/jobs")).json().data.jobs).toEqual([]);
    expect((await guest().get("/api/employer/jobs")).statusCode).toBe(401);
    expect((await owner.client.get(`/api/employer/jobs/${id}`)).json().data.status).toBe("open");
  });

  it("posts on the Gulf site in its cities and currencies, Arabic names included", async () => {
    const { client, tag } = await recruiter({ host: "gulf.localhost" });
    const reply = await client.post(
      "/api/employer/jobs?publish=true",
      posting(tag, {
        locations: ["دبي"],
        currencyCode: "SAR",
        salaryMin: 9000,
        salaryMax: 12000,
        salaryTerms: "monthly",
      }),
    );
    expect(reply.statusCode).toBe(200);
    const page = (await guest("gulf.localhost").get(`/api/jobs/${reply.json().data.id}`)).json().data;
    expect(page).toMatchObject({
      siteId: "gulf",
      locations: ["Dubai"],
      countryCode: "AE",
      currencyCode: "SAR",
    });
    expect(await foundWithin(`Ledger Analyst ${tag}`, page.id, 5_000, "gulf.localhost")).toBe(true);
  });
});
