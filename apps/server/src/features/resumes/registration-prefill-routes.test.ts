/**
 * Registration by resume over HTTP against a real database: a guest's preview reads a file without
 * keeping it, says what a refused file is in the spec's words, and is counted per address; "resume
 * parse fill" is for the logged-in seeker and answers null until they have a resume.
 */
import { SPEC_MESSAGES } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { GUEST_PREVIEW_LIMIT } from "./registration-prefill-service.ts";
import { resumeFixture as fixture } from "./test-files.ts";

const testApp = useTestApp();

const PREVIEW = "/api/registration/resume-preview";
const PREFILL = "/api/seeker/registration/resume-prefill";

/** A multipart body with one file part, as a browser's FormData sends it. */
function multipart(field: string, fileName: string, bytes: Buffer, type = "text/plain") {
  const boundary = `----resume${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function preview(client: TestClient, fileName: string, bytes: Buffer) {
  const { body, headers } = multipart("resume", fileName, bytes);
  return client.send("POST", PREVIEW, { body, headers });
}

async function resumeCount(): Promise<number> {
  const { rows } = await testApp.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM profiles WHERE current_resume_id IS NOT NULL",
  );
  return rows[0]?.n ?? 0;
}

describe("guest preview", () => {
  it("reads a resume into the personal step's values without keeping anything", async () => {
    const client = new TestClient(testApp.app);
    const before = await resumeCount();
    const response = await preview(client, "india-pune.txt", fixture("india-pune.txt"));
    expect(response.statusCode, response.body).toBe(200);
    const { prefill } = response.json().data;
    expect(prefill.experienceType).toBe("professional");
    expect(prefill.steps.personal.values).toMatchObject({
      name: "Rahul Deshmukh",
      email: "rahul.deshmukh@example.in",
      mobile: "9876543210",
    });
    expect(prefill.steps.employment.values.company).toBe("Infosys Limited");
    expect(await resumeCount()).toBe(before);

    // The guest then registers: the preview left them no resume to pre-fill from.
    await registerSeeker(client);
    const fill = await client.get(PREFILL);
    expect(fill.statusCode, fill.body).toBe(200);
    expect(fill.json().data.prefill).toBeNull();
  });

  it("reads the site's own numbers: a Gulf resume on the Gulf site", async () => {
    const client = new TestClient(testApp.app, { host: "gulf.localhost" });
    const response = await preview(client, "gulf-dubai.txt", fixture("gulf-dubai.txt"));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.prefill.steps.personal.values).toMatchObject({
      diallingCode: "971",
      currentCity: "Dubai",
    });
  });

  it("refuses a file that is not what its name says with the spec's message, on the resume field", async () => {
    const client = new TestClient(testApp.app);
    const response = await preview(client, "resume.pdf", fixture("india-pune.txt"));
    expect(response.statusCode).toBe(415);
    expect(response.json().errors).toEqual([
      expect.objectContaining({ field: "resume", message: SPEC_MESSAGES.resumeInvalid }),
    ]);
  });

  it("asks for a file when none came", async () => {
    const client = new TestClient(testApp.app);
    const { body, headers } = multipart("other", "notes.txt", Buffer.from("hello"));
    const response = await client.send("POST", PREVIEW, { body, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(SPEC_MESSAGES.resumeRequired);
  });

  it("refuses a post without the CSRF token", async () => {
    const client = new TestClient(testApp.app);
    const { body, headers } = multipart("resume", "india-pune.txt", fixture("india-pune.txt"));
    const response = await client.send("POST", PREVIEW, { body, headers, xsrf: false });
    expect(response.statusCode).toBe(403);
  });

  it("counts previews per address and refuses past the limit with Retry-After", async () => {
    const client = new TestClient(testApp.app);
    const bytes = fixture("singapore.txt");
    for (let attempt = 0; attempt < GUEST_PREVIEW_LIMIT.limit; attempt += 1) {
      expect((await preview(client, "singapore.txt", bytes)).statusCode).toBe(200);
    }
    const refused = await preview(client, "singapore.txt", bytes);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is not held back by this one.
    expect((await preview(new TestClient(testApp.app), "singapore.txt", bytes)).statusCode).toBe(200);
  });
});

describe("resume parse fill", () => {
  it("is for logged-in seekers only", async () => {
    const response = await new TestClient(testApp.app).get(PREFILL);
    expect(response.statusCode).toBe(401);
  });

  it("pre-fills the steps from the resume kept as the default profile's current one", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    const { body, headers } = multipart("file", "india-pune.txt", fixture("india-pune.txt"));
    const upload = await client.send("POST", "/api/seeker/resumes", { body, headers });
    expect(upload.statusCode, upload.body).toBe(200);
    const { rows } = await testApp.pool.query<{ current_resume_id: string | null }>(
      "SELECT current_resume_id FROM profiles WHERE user_id = $1 AND is_default",
      [seeker.id],
    );
    expect(rows[0]?.current_resume_id).toBe(upload.json().data.resume.id);

    const fill = await client.get(PREFILL);
    expect(fill.statusCode, fill.body).toBe(200);
    const { prefill } = fill.json().data;
    expect(prefill.steps.employment.values).toMatchObject({
      designation: "Senior Java Developer",
      company: "Infosys Limited",
    });
    expect(prefill.steps.education.values.institute).toBe("College of Engineering Pune");
    expect(prefill.skills).toContainEqual({ name: "Java", isConfident: true });
  });
});
