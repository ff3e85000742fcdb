/**
 * Resumes kept in an S3-compatible object store (STORAGE_DRIVER=s3): the whole app over HTTP against the
 * store's stand-in (storage/s3-stand-in.ts), which refuses any request not signed as S3 would check it,
 * so a resume stored, downloaded and removed here went through the driver as it would to a real store.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3StandIn, startS3StandIn } from "../../storage/s3-stand-in.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForQueue } from "../../testing/test-client.ts";
import { multipart } from "../../testing/test-images.ts";
import { REFRESH_TASK as RESUME_SCORE_TASK } from "../resume-score/index.ts";

const ACCESS_KEY = "RESUMESTESTKEY";
const SECRET = "resumes/test+secret";
const REGION = "ap-south-1";
const BUCKET = "portal-resumes";
const KEY_PATH = new RegExp(`^/${BUCKET}/resumes/[0-9a-f]{2}/[0-9a-f-]{36}$`);

let store: S3StandIn;
let testApp: TestApp;

beforeAll(async () => {
  store = await startS3StandIn({
    bucket: BUCKET,
    region: REGION,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET },
  });
  testApp = await createTestApp({
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: store.endpoint.origin,
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_PATH_STYLE: "true",
  });
});
afterAll(async () => {
  await testApp.close();
  await store.close();
});

/** A stored object by its path (`/<bucket>/<key>`), as the requests name it. */
const objectAt = (path: string) => store.objects.get(path.slice(`/${BUCKET}/`.length));

const RESUME = Buffer.from(
  [
    "Meera Iyer",
    "meera.iyer@example.com",
    "Chennai, Tamil Nadu",
    "",
    "Skills",
    "Java, Spring Boot, PostgreSQL",
  ].join("\n"),
);

function upload(client: TestClient, fileName: string, options: { profileId?: string } = {}) {
  const form = multipart([
    ...(options.profileId ? [{ name: "profileId", data: options.profileId }] : []),
    { name: "file", filename: fileName, contentType: "text/plain", data: RESUME },
  ]);
  return client.post("/api/seeker/resumes", form.body, { headers: { "content-type": form.contentType } });
}

async function storageKey(resumeId: string): Promise<string> {
  const { rows } = await testApp.pool.query<{ storage_key: string }>(
    "SELECT storage_key FROM resumes WHERE id = $1",
    [resumeId],
  );
  return rows[0]?.storage_key ?? "";
}

describe("resumes in an S3-compatible store", () => {
  it("stores, downloads and removes a resume with signed path-style requests", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const before = store.requests.length;

    const uploaded = await upload(client, "Meera Iyer.txt");
    expect(uploaded.statusCode).toBe(200);
    const resume = uploaded.json().data.resume;
    const objectPath = `/${BUCKET}/${await storageKey(resume.id)}`;
    expect(objectPath).toMatch(KEY_PATH);
    expect(objectAt(objectPath)?.body.equals(RESUME)).toBe(true);
    expect(objectAt(objectPath)?.contentType).toBe("text/plain; charset=utf-8");
    // A stored resume is scored in the background, which reads it back: once that read is done, the
    // requests that follow are the page's own.
    await waitForQueue(testApp.pool, RESUME_SCORE_TASK);
    const stored = store.requests.slice(before);
    expect(stored[0]).toMatchObject({ method: "PUT", path: objectPath });
    expect(stored.slice(1).every((call) => call.method === "GET" && call.path === objectPath)).toBe(true);
    const afterStored = store.requests.length;

    const download = await client.get(`/api/account/resumes/${resume.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(RESUME)).toBe(true);
    expect(download.headers["content-disposition"]).toContain("Meera Iyer.txt");

    expect((await client.delete(`/api/seeker/resumes/${resume.id}`)).statusCode).toBe(200);
    expect(objectAt(objectPath)).toBeUndefined();
    expect(await storageKey(resume.id)).toBe("");

    expect(store.requests.slice(afterStored).map((call) => [call.method, call.path])).toEqual([
      ["GET", objectPath],
      ["DELETE", objectPath],
    ]);
    for (const call of store.requests.slice(before)) {
      expect(call.authorization).toMatch(
        new RegExp(`^AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/\\d{8}/${REGION}/s3/aws4_request, `),
      );
      expect(call.isSigned).toBe(true);
    }
  });

  it("deletes a removed profile's objects from the store once the deletion has committed", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    // The last profile is never deleted: the seeker has another.
    expect((await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" })).statusCode).toBe(
      201,
    );
    const made = await client.post("/api/seeker/profiles", { name: "Second", source: "fresh" });
    expect(made.statusCode).toBe(201);
    const profileId = made.json().data.profile.id as string;
    const paths: string[] = [];
    for (const name of ["first.txt", "second.txt"]) {
      const uploaded = await upload(client, name, { profileId });
      expect(uploaded.statusCode).toBe(200);
      paths.push(`/${BUCKET}/${await storageKey(uploaded.json().data.resume.id)}`);
    }
    for (const path of paths) expect(objectAt(path)).toBeDefined();

    expect((await client.delete(`/api/seeker/profiles/${profileId}`)).statusCode).toBe(200);
    for (const path of paths) expect(objectAt(path)).toBeUndefined();
    expect(
      store.requests.filter((call) => call.method === "DELETE" && paths.includes(call.path) && call.isSigned),
    ).toHaveLength(2);
  });
});
