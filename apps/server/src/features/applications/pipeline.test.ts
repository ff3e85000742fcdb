/**
 * A recruiter's applicants pipeline through the API: filters by status, experience, current location
 * (any spelling) and notice period; bulk shortlisting and rejecting; private notes the seeker never sees;
 * and the CSV download, safe to open in a spreadsheet. Another company reaches none of it.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CURRENT_JOB, samplePersonal } from "../../testing/profile-samples.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { confirmedRecruiter, posting, type Recruiter } from "../../testing/test-postings.ts";

const testApp = useTestApp();

interface Applicant {
  client: TestClient;
  applicationId: string;
  name: string;
}

/** A seeker with a profile saying `years`, `city` and (when given) a current job's notice period applies. */
async function apply(
  jobId: number,
  name: string,
  profile: { years: number; city: string; notice?: string; name?: string },
): Promise<Applicant> {
  const client = new TestClient(testApp.app);
  const seeker = await registerSeeker(client, { name });
  const created = await client.post("/api/seeker/profiles", {
    name: profile.name ?? "Main",
    source: "fresh",
  });
  const profileId = created.json().data.profile.id as string;
  const base = `/api/seeker/profiles/${profileId}`;
  expect(
    (
      await client.put(`${base}/personal`, {
        ...samplePersonal(seeker.email),
        name,
        currentLocation: profile.city,
      })
    ).statusCode,
  ).toBe(200);
  await client.put(`${base}/experience`, { isFresher: profile.years === 0, years: profile.years, months: 0 });
  if (profile.notice) {
    const job = await client.post(`${base}/employments`, {
      ...SAMPLE_CURRENT_JOB,
      noticePeriod: profile.notice,
    });
    expect(job.statusCode).toBe(200);
  }
  const applied = await client.post(`/api/seeker/jobs/${jobId}/apply`, { profileId });
  expect(applied.statusCode, applied.body).toBe(200);
  return { client, applicationId: applied.json().data.applicationId as string, name };
}

let owner: Recruiter;
let jobId: number;
let asha: Applicant;
let ravi: Applicant;
let meera: Applicant;

beforeAll(async () => {
  owner = await confirmedRecruiter(testApp);
  jobId = (await owner.client.post("/api/employer/jobs?publish=true", posting(owner.tag))).json().data.id;
  asha = await apply(jobId, "Asha Rao", { years: 6, city: "Bengaluru", notice: "30-days" });
  // A profile name is the seeker's own text: the CSV must not let it become a formula.
  ravi = await apply(jobId, "Ravi Kumar", {
    years: 2,
    city: "Pune",
    notice: "3-months",
    name: '=HYPERLINK("http://x")',
  });
  meera = await apply(jobId, "Meera Iyer", { years: 0, city: "Bengaluru" });
});

async function names(query: string): Promise<string[]> {
  const reply = await owner.client.get(`/api/employer/jobs/${jobId}/applicants${query}`);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply
    .json()
    .data.applicants.map((one: { seekerName: string }) => one.seekerName)
    .sort();
}

describe("a job's applicants pipeline", () => {
  it("filters by experience, current location in any spelling, and notice period; says each", async () => {
    expect(await names("?experienceMin=3")).toEqual(["Asha Rao"]);
    expect(await names("?experienceMax=2")).toEqual(["Meera Iyer", "Ravi Kumar"]);
    expect(await names(`?location=${encodeURIComponent("Bangalore")}`)).toEqual(["Asha Rao", "Meera Iyer"]);
    expect(await names(`?location=${encodeURIComponent("बेंगलुरु")}`)).toEqual(["Asha Rao", "Meera Iyer"]);
    expect(await names("?noticePeriod=3-months")).toEqual(["Ravi Kumar"]);
    const all = (await owner.client.get(`/api/employer/jobs/${jobId}/applicants`)).json().data.applicants;
    expect(all.find((one: { seekerName: string }) => one.seekerName === "Asha Rao")).toMatchObject({
      experienceYears: 6,
      currentLocation: "Bengaluru",
      noticePeriod: "30-days",
    });
  });

  it("marks applicants whose Profile Highlighter runs now, and only while it runs", async () => {
    const ids = await testApp.pool.query<{ user_id: string; id: string }>(
      "SELECT user_id, id FROM applications WHERE id = ANY($1::uuid[])",
      [[asha.applicationId, ravi.applicationId]],
    );
    const userOf = (applicationId: string) => ids.rows.find((row) => row.id === applicationId)?.user_id;
    await testApp.pool.query(
      `INSERT INTO profile_boosts (user_id, kind, starts_at, ends_at) VALUES
         ($1, 'highlighted', now() - interval '1 day', now() + interval '1 day'),
         ($2, 'highlighted', now() - interval '3 days', now() - interval '1 day'),
         ($2, 'featured', now() - interval '1 day', now() + interval '1 day')`,
      [userOf(asha.applicationId), userOf(ravi.applicationId)],
    );
    const all = (await owner.client.get(`/api/employer/jobs/${jobId}/applicants`)).json().data.applicants;
    const marks = Object.fromEntries(
      all.map((one: { seekerName: string; highlighted: boolean }) => [one.seekerName, one.highlighted]),
    );
    expect(marks).toEqual({ "Asha Rao": true, "Ravi Kumar": false, "Meera Iyer": false });
    const opened = await owner.client.get(`/api/employer/applications/${asha.applicationId}`);
    expect(opened.json().data.highlighted).toBe(true);
    await testApp.pool.query("DELETE FROM profile_boosts WHERE user_id = ANY($1::uuid[])", [
      ids.rows.map((row) => row.user_id),
    ]);
  });

  it("shortlists several at once, leaving alone what the status does not allow, and filters by status", async () => {
    const noneChosen = await owner.client.post("/api/employer/applications/status", {
      applicationIds: [],
      status: "shortlisted",
    });
    expect(noneChosen.json().errors[0].message).toBe("Please select at least one applicant.");
    await meera.client.post(`/api/seeker/applications/${meera.applicationId}/withdraw`);
    const reply = await owner.client.post("/api/employer/applications/status", {
      applicationIds: [asha.applicationId, ravi.applicationId, meera.applicationId, randomUUID()],
      status: "shortlisted",
    });
    expect(reply.json().data).toEqual({ changed: 2 });
    expect(await names("?status=shortlisted")).toEqual(["Asha Rao", "Ravi Kumar"]);
    const seen = (await asha.client.get(`/api/seeker/applications/${asha.applicationId}`)).json().data;
    expect(seen.status).toBe("shortlisted");
  });

  it("keeps private notes for the company's recruiters only", async () => {
    const empty = await owner.client.post(`/api/employer/applications/${asha.applicationId}/notes`, {
      text: "  ",
    });
    expect(empty.json().errors[0].message).toBe("Please write the note (at most 2,000 characters).");
    await owner.client.post(`/api/employer/applications/${asha.applicationId}/notes`, {
      text: "Strong on GST; call back Monday.",
    });
    const notes = (await owner.client.get(`/api/employer/applications/${asha.applicationId}/notes`)).json()
      .data.notes;
    expect(notes).toEqual([
      expect.objectContaining({
        text: "Strong on GST; call back Monday.",
        authorName: "Hiring Person",
        isYours: true,
      }),
    ]);
    const seekerView = JSON.stringify(
      (await asha.client.get(`/api/seeker/applications/${asha.applicationId}`)).json(),
    );
    expect(seekerView).not.toContain("call back Monday");
    expect((await asha.client.get(`/api/employer/applications/${asha.applicationId}/notes`)).statusCode).toBe(
      403,
    );
  });

  it("downloads the applicants as CSV that a spreadsheet reads safely", async () => {
    const reply = await owner.client.get(`/api/employer/jobs/${jobId}/applicants/export?status=shortlisted`);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toBe(`attachment; filename="applicants-${jobId}.csv"`);
    const lines = reply.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Name","Status","Applied on","Experience (years)","Current location","Notice period","Profile","Application id"',
    );
    expect(lines).toHaveLength(3);
    expect(reply.body).toContain('"Ravi Kumar","shortlisted"');
    expect(reply.body).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(reply.body).toContain('"Asha Rao","shortlisted"');
    expect(reply.body).toContain('"Bengaluru","30 days","Main"');
  });

  it("is the company's own: another recruiter reaches none of it (404)", async () => {
    const other = await confirmedRecruiter(testApp);
    expect((await other.client.get(`/api/employer/jobs/${jobId}/applicants`)).statusCode).toBe(404);
    expect((await other.client.get(`/api/employer/jobs/${jobId}/applicants/export`)).statusCode).toBe(404);
    expect(
      (await other.client.get(`/api/employer/applications/${asha.applicationId}/notes`)).statusCode,
    ).toBe(404);
    const bulk = await other.client.post("/api/employer/applications/status", {
      applicationIds: [ravi.applicationId],
      status: "rejected",
    });
    expect(bulk.json().data).toEqual({ changed: 0 });
    expect(await names("?status=shortlisted")).toContain("Ravi Kumar");
  });
});
