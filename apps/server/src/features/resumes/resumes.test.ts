/**
 * Resume storage over HTTP on real PostgreSQL and a real storage directory: the six safety cases
 * refused with their messages and nothing stored (no row, no file), current and history, replacing,
 * removing, download headers, who may download (owner, recruiter of a company applied to, nobody else:
 * 404), CSRF and the upload limit, and a review whose apply writes only the ticked rows.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { RESUME_MAX_BYTES, SPEC_MESSAGES } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { filesUnder } from "../../testing/test-files.ts";
import { multipart } from "../../testing/test-images.ts";
import { createRecruiterAccount } from "../accounts/index.ts";
import { RESUME_UPLOAD_LIMIT } from "./service.ts";
import { docxEntries, docxFile, resumeFixture as fixture, pdfFile, zipFile } from "./test-files.ts";

let testApp: TestApp;
let storageDir: string;
let jobId: number;
let companyId: number;
let otherCompanyId: number;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "portal-resumes-"));
  testApp = await createTestApp({ STORAGE_DIR: storageDir });
  const { rows } = await testApp.pool.query<{ id: string; company_id: number }>(
    `SELECT id, company_id FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
     ORDER BY id LIMIT 1`,
  );
  jobId = Number(rows[0]?.id);
  companyId = rows[0]?.company_id as number;
  const other = await testApp.pool.query<{ id: number }>("SELECT id FROM companies WHERE id <> $1 LIMIT 1", [
    companyId,
  ]);
  otherCompanyId = other.rows[0]?.id as number;
});
afterAll(async () => {
  await testApp.close();
  await rm(storageDir, { recursive: true, force: true });
});

function storedFiles(): Promise<string[]> {
  return filesUnder(path.join(storageDir, "resumes"));
}

async function rowCount(userId: string): Promise<number> {
  const { rows } = await testApp.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM resumes WHERE user_id = $1",
    [userId],
  );
  return rows[0]?.n ?? 0;
}

function upload(
  client: TestClient,
  fileName: string,
  data: Buffer,
  options: { xsrf?: boolean; profileId?: string } = {},
) {
  const form = multipart([
    ...(options.profileId ? [{ name: "profileId", data: options.profileId }] : []),
    { name: "file", filename: fileName, contentType: "application/octet-stream", data },
  ]);
  return client.post("/api/seeker/resumes", form.body, {
    headers: { "content-type": form.contentType },
    ...(options.xsrf === false ? { xsrf: false } : {}),
  });
}

async function seeker() {
  const client = new TestClient(testApp.app);
  const { id } = await registerSeeker(client);
  return { client, id };
}

async function recruiterOf(company: number): Promise<TestClient> {
  const email = `hiring.${company}.${Math.random().toString(36).slice(2, 8)}@resumes.example.com`;
  await createRecruiterAccount(testApp.pool, {
    email,
    password: "Recruit123",
    name: "Hiring Lead",
    companyId: company,
    siteId: "india",
  });
  const client = new TestClient(testApp.app);
  expect((await client.post("/api/employer/login", { email, password: "Recruit123" })).statusCode).toBe(200);
  return client;
}

describe("the issue's safety cases, each refused with its message and nothing stored", () => {
  const bomb = zipFile([
    ...docxEntries(["Asha Rao"]),
    { name: "word/media/image1.png", data: Buffer.alloc(4 * 1024 * 1024) },
  ]);
  const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(400, 1)]);
  const cases: [string, string, Buffer, number, string][] = [
    ["a zip bomb disguised as .docx", "resume.docx", bomb, 422, SPEC_MESSAGES.resumeInvalid],
    [
      "a PDF renamed .doc",
      "resume.doc",
      pdfFile([["Asha Rao", "Java developer"]]),
      415,
      SPEC_MESSAGES.resumeInvalid,
    ],
    ["an executable renamed .pdf", "resume.pdf", ELF, 415, SPEC_MESSAGES.resumeInvalid],
    [
      "a path-traversal file name",
      "../../etc/resume.pdf",
      pdfFile([["Asha Rao"]]),
      400,
      SPEC_MESSAGES.resumeInvalid,
    ],
    ["an empty file", "resume.txt", Buffer.alloc(0), 400, SPEC_MESSAGES.resumeRequired],
    [
      "a 6 MB + 1 byte file",
      "resume.txt",
      Buffer.alloc(RESUME_MAX_BYTES + 1, "a"),
      413,
      "Please upload valid file. A resume can be at most 6 MB.",
    ],
  ];

  it.each(cases)("refuses %s", async (_label, fileName, data, status, message) => {
    const { client, id } = await seeker();
    const filesBefore = await storedFiles();
    const response = await upload(client, fileName, data);
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].message).toBe(message);
    expect(await rowCount(id)).toBe(0);
    expect(await storedFiles()).toEqual(filesBefore);
    const list = await client.get("/api/seeker/resumes");
    expect(list.json().data).toEqual({ current: null, history: [] });
  });
});

describe("deleting a profile", () => {
  /** A seeker with a second profile holding a current resume and an earlier one, beside the first's. */
  async function seekerWithTwoProfiles() {
    const { client, id } = await seeker();
    const kept = (await upload(client, "kept.txt", fixture("india-pune.txt"))).json().data.resume;
    const made = await client.post("/api/seeker/profiles", { name: "Second", source: "fresh" });
    expect(made.statusCode).toBe(201);
    const second = made.json().data.profile.id as string;
    for (const name of ["older.txt", "newer.txt"])
      expect((await upload(client, name, fixture("india-pune.txt"), { profileId: second })).statusCode).toBe(
        200,
      );
    const keys = async (profileId: string) =>
      (
        await testApp.pool.query<{ storage_key: string }>(
          "SELECT storage_key FROM resumes WHERE profile_id = $1 ORDER BY uploaded_at",
          [profileId],
        )
      ).rows.map((row) => path.join(storageDir, row.storage_key));
    return { client, id, keptProfile: kept.profileId as string, second, keys };
  }

  it("removes the files of the profile's resumes, current and earlier, and only those", async () => {
    const { client, id, keptProfile, second, keys } = await seekerWithTwoProfiles();
    const secondFiles = await keys(second);
    const keptFiles = await keys(keptProfile);
    expect(secondFiles).toHaveLength(2);
    expect(await storedFiles()).toEqual(expect.arrayContaining([...secondFiles, ...keptFiles]));

    expect((await client.delete(`/api/seeker/profiles/${second}`)).statusCode).toBe(200);

    const files = await storedFiles();
    for (const file of secondFiles) expect(files).not.toContain(file);
    expect(files).toEqual(expect.arrayContaining(keptFiles));
    expect(await rowCount(id)).toBe(1);
    expect((await client.get("/api/seeker/resumes")).json().data.current.fileName).toBe("kept.txt");
  });

  it("keeps every file when the deletion fails or is refused", async () => {
    const { client, id, keptProfile, second, keys } = await seekerWithTwoProfiles();
    const before = await storedFiles();
    // A real failure after the files were listed: the database refuses to delete this profile.
    await testApp.pool.query(`
      CREATE OR REPLACE FUNCTION refuse_test_profile_delete() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.id = '${second}' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN OLD;
      END $$;
      CREATE TRIGGER refuse_test_profile_delete BEFORE DELETE ON profiles
        FOR EACH ROW EXECUTE FUNCTION refuse_test_profile_delete();
    `);
    try {
      expect((await client.delete(`/api/seeker/profiles/${second}`)).statusCode).toBe(500);
    } finally {
      await testApp.pool.query(
        "DROP TRIGGER refuse_test_profile_delete ON profiles; DROP FUNCTION refuse_test_profile_delete()",
      );
    }
    expect(await storedFiles()).toEqual(before);
    expect(await rowCount(id)).toBe(3);
    expect((await client.get(`/api/seeker/resumes?profileId=${second}`)).json().data.history).toHaveLength(2);

    // The last profile is never deleted: refused before anything is touched.
    expect((await client.delete(`/api/seeker/profiles/${second}`)).statusCode).toBe(200);
    const lastFiles = await keys(keptProfile);
    expect((await client.delete(`/api/seeker/profiles/${keptProfile}`)).statusCode).toBe(409);
    expect(await storedFiles()).toEqual(expect.arrayContaining(lastFiles));
    expect(await rowCount(id)).toBe(1);
  });
});

describe("keeping resumes", () => {
  it("stores a resume under a server-made key, makes it current, and keeps the old one as history", async () => {
    const { client, id } = await seeker();
    const first = await upload(client, "Asha Rao CV.txt", fixture("india-pune.txt"));
    expect(first.statusCode).toBe(200);
    const resume = first.json().data.resume;
    expect(resume).toMatchObject({ fileName: "Asha Rao CV.txt", format: "txt", isCurrent: true });
    expect(resume.sizeBytes).toBe(fixture("india-pune.txt").byteLength);
    const { rows } = await testApp.pool.query(
      "SELECT storage_key, sha256, parsed_fields IS NOT NULL AS parsed FROM resumes WHERE id = $1",
      [resume.id],
    );
    expect(rows[0].storage_key).toMatch(/^resumes\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(rows[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].parsed).toBe(true);
    const profile = await testApp.pool.query(
      "SELECT current_resume_id FROM profiles WHERE user_id = $1 AND is_default",
      [id],
    );
    expect(profile.rows[0].current_resume_id).toBe(resume.id);

    const second = await upload(
      client,
      "new.docx",
      docxFile(["Asha Rao", "asha.rao@example.com", "Skills", "Java, SQL"]),
    );
    expect(second.statusCode).toBe(200);
    const list = (await client.get("/api/seeker/resumes")).json().data;
    expect(list.current.id).toBe(second.json().data.resume.id);
    expect(
      list.history.map((entry: { id: string; isCurrent: boolean }) => [entry.id, entry.isCurrent]),
    ).toEqual([
      [second.json().data.resume.id, true],
      [resume.id, false],
    ]);
    expect(await storedFiles()).toEqual(
      expect.arrayContaining([expect.stringContaining(rows[0].storage_key.split("/")[2])]),
    );

    // Removing the current one makes the previous one current again and deletes the file.
    const removed = await client.delete(`/api/seeker/resumes/${second.json().data.resume.id}`);
    expect(removed.statusCode).toBe(200);
    const after = (await client.get("/api/seeker/resumes")).json().data;
    expect(after.current.id).toBe(resume.id);
    expect(after.history).toHaveLength(1);
    // What was read from the removed file (name, contacts, history) goes with it.
    const forgotten = await testApp.pool.query(
      "SELECT parsed_fields IS NULL AS forgotten, parser_version FROM resumes WHERE id = $1",
      [second.json().data.resume.id],
    );
    expect(forgotten.rows[0]).toEqual({ forgotten: true, parser_version: null });
    const score = (await client.get(`/api/seeker/profiles/${resume.profileId}`)).json().data;
    expect(JSON.stringify(score)).toContain(resume.id);
  });

  it("deletes the stored file again when the database refuses the row", async () => {
    const { client, id } = await seeker();
    // A real failure inside the transaction: the database itself refuses this one file's row.
    await testApp.pool.query(`
      CREATE OR REPLACE FUNCTION refuse_test_resume() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.file_name = 'refused-by-db.txt' THEN RAISE EXCEPTION 'refused for the test'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_test_resume BEFORE INSERT ON resumes
        FOR EACH ROW EXECUTE FUNCTION refuse_test_resume();
    `);
    try {
      const filesBefore = await storedFiles();
      const response = await upload(client, "refused-by-db.txt", fixture("india-pune.txt"));
      expect(response.statusCode).toBe(500);
      expect(await rowCount(id)).toBe(0);
      expect(await storedFiles()).toEqual(filesBefore);
    } finally {
      await testApp.pool.query(
        "DROP TRIGGER refuse_test_resume ON resumes; DROP FUNCTION refuse_test_resume()",
      );
    }
  });

  it("keeps one profile and one current resume when first uploads race", async () => {
    const { client, id } = await seeker();
    const responses = await Promise.all(
      ["one.txt", "two.txt", "three.txt"].map((name) => upload(client, name, fixture("india-pune.txt"))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const { rows } = await testApp.pool.query<{ current: number; total: number }>(
      `SELECT count(*) FILTER (WHERE replaced_at IS NULL)::int AS current, count(*)::int AS total
       FROM resumes WHERE user_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ current: 1, total: 3 });
    const profiles = await testApp.pool.query("SELECT 1 FROM profiles WHERE user_id = $1", [id]);
    expect(profiles.rowCount).toBe(1);
    const list = (await client.get("/api/seeker/resumes")).json().data;
    const profile = await testApp.pool.query("SELECT current_resume_id FROM profiles WHERE user_id = $1", [
      id,
    ]);
    expect(profile.rows[0].current_resume_id).toBe(list.current.id);
  });

  it("makes a profile for a seeker who has none yet", async () => {
    const { client, id } = await seeker();
    await testApp.pool.query("DELETE FROM profiles WHERE user_id = $1", [id]);
    const response = await upload(client, "cv.txt", fixture("gulf-dubai.txt"));
    expect(response.statusCode).toBe(200);
    const { rows } = await testApp.pool.query(
      "SELECT id, current_resume_id FROM profiles WHERE user_id = $1 AND is_default",
      [id],
    );
    expect(rows[0].current_resume_id).toBe(response.json().data.resume.id);
  });

  it("refuses another seeker's profile and a post without the CSRF token", async () => {
    const { client } = await seeker();
    const other = await seeker();
    const { rows } = await testApp.pool.query("SELECT id FROM profiles WHERE user_id = $1", [other.id]);
    const foreign = await upload(client, "cv.txt", fixture("india-pune.txt"), {
      profileId: rows[0]?.id ?? crypto.randomUUID(),
    });
    expect(foreign.statusCode).toBe(404);
    const noToken = await upload(client, "cv.txt", fixture("india-pune.txt"), { xsrf: false });
    expect(noToken.statusCode).toBe(403);
    expect(await rowCount(other.id)).toBe(0);
  });

  it("counts uploads per seeker", async () => {
    const { client } = await seeker();
    const tiny = Buffer.alloc(0);
    for (let index = 0; index < RESUME_UPLOAD_LIMIT.limit; index += 1) await upload(client, "e.txt", tiny);
    const limited = await upload(client, "cv.txt", fixture("india-pune.txt"));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("downloading", () => {
  it("gives the owner the file as an attachment with safe headers", async () => {
    const { client } = await seeker();
    const bytes = fixture("india-pune.txt");
    const resume = (await upload(client, "Résumé Asha.txt", bytes)).json().data.resume;
    const file = await client.get(`/api/account/resumes/${resume.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect(file.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="R_sum_ Asha.txt"; filename*=UTF-8''${encodeURIComponent("Résumé Asha.txt")}`,
    );
  });

  it("lets a recruiter the seeker applied to download, and nobody else (404)", async () => {
    const { client, id } = await seeker();
    const resume = (await upload(client, "cv.txt", fixture("india-pune.txt"))).json().data.resume;
    const url = `/api/account/resumes/${resume.id}/file`;
    const hiring = await recruiterOf(companyId);
    const stranger = await recruiterOf(otherCompanyId);
    const otherSeeker = (await seeker()).client;
    // Before applying, the company's recruiter is a stranger too.
    expect((await hiring.get(url)).statusCode).toBe(404);
    const applied = await client.post(`/api/seeker/jobs/${jobId}/apply`, { profileId: resume.profileId });
    expect(applied.statusCode).toBe(200);
    expect((await hiring.get(url)).statusCode).toBe(200);
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await otherSeeker.get(url)).statusCode).toBe(404);
    expect((await new TestClient(testApp.app).get(url)).statusCode).toBe(401);
    expect(await rowCount(id)).toBe(1);
    // A replaced resume stays the seeker's own: the recruiter gets the current one only.
    const newer = (await upload(client, "cv-2026.txt", fixture("india-pune.txt"))).json().data.resume;
    expect((await hiring.get(url)).statusCode).toBe(404);
    expect((await hiring.get(`/api/account/resumes/${newer.id}/file`)).statusCode).toBe(200);
    expect((await client.get(url)).statusCode).toBe(200);
  });
});

describe("review and apply", () => {
  it("pre-ticks sure values the profile lacks, leaves existing values unticked, and writes only ticked rows", async () => {
    const { client } = await seeker();
    const created = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
    const profileId = created.json().data.profile.id as string;
    const personal = await client.send("PUT", `/api/seeker/profiles/${profileId}/personal`, {
      body: {
        name: "Asha Rao",
        email: "asha.rao@example.com",
        mobile: { diallingCode: "91", number: "9876543210" },
        currentLocation: "Bengaluru",
        preferredLocations: ["Bengaluru"],
        dateOfBirth: null,
        gender: null,
        differentlyAbled: null,
      },
    });
    expect(personal.statusCode).toBe(200);
    const before = (await client.get(`/api/seeker/profiles/${profileId}`)).json().data.profile;
    const cv = [
      "Ravi Kumar",
      "ravi.kumar@example.com",
      "Pune, Maharashtra",
      "",
      "Total experience: 6 years 2 months",
      "",
      "Skills",
      "Java, Kubernetes, PostgreSQL",
    ].join("\n");
    const response = await upload(client, "ravi.txt", Buffer.from(cv));
    expect(response.statusCode).toBe(200);
    const review = response.json().data.review;
    const byKey = new Map(review.items.map((row: { key: string }) => [row.key, row]));
    const name = byKey.get("personal.name") as { current: unknown; preselected: boolean } | undefined;
    // The profile already has a name (from registration): shown side by side, unticked.
    expect(name?.current).toEqual({ kind: "text", text: before.data.personal.name });
    expect(name?.preselected).toBe(false);
    const skills = review.items.filter((row: { group: string }) => row.group === "skills");
    expect(skills.length).toBeGreaterThan(0);

    const tickedSkill = skills[0].parsed.text as string;
    const applied = await client.post(`/api/seeker/resumes/${review.resumeId}/apply`, {
      keys: [skills[0].key, "experience"],
    });
    expect(applied.statusCode).toBe(200);
    const after = (await client.get(`/api/seeker/profiles/${profileId}`)).json().data.profile;
    expect(after.data.personal.name).toBe(before.data.personal.name);
    expect(after.data.personal.email).toBe(before.data.personal.email);
    expect(after.data.skills).toContain(tickedSkill);
    expect(after.data.skills).toHaveLength(before.data.skills.length + 1);
    if (byKey.has("experience")) expect(after.data.experience).toMatchObject({ years: 6, months: 2 });

    const noToken = await client.post(
      `/api/seeker/resumes/${review.resumeId}/apply`,
      { keys: [] },
      { xsrf: false },
    );
    expect(noToken.statusCode).toBe(403);
    const stranger = (await seeker()).client;
    expect(
      (await stranger.post(`/api/seeker/resumes/${review.resumeId}/apply`, { keys: ["experience"] }))
        .statusCode,
    ).toBe(404);
  });
});
