/**
 * Resumes kept in an S3-compatible object store (STORAGE_DRIVER=s3): the whole app over HTTP against a
 * small stand-in for the store on a real socket. S3 itself is outside the portal; the stand-in answers
 * path-style PUT, GET and DELETE like S3 does and refuses any request whose SigV4 signature does not
 * match the one recomputed from the secret, so a resume that is stored, downloaded and removed here
 * went through the driver exactly as it would to a real store.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex, signParts } from "../../storage/sigv4";
import { createTestApp, type TestApp } from "../../test-support";
import { registerSeeker, TestClient } from "../accounts/test-client";
import { multipart } from "../avatars/test-images";

const ACCESS_KEY = "RESUMESTESTKEY";
const SECRET = "resumes/test+secret";
const REGION = "ap-south-1";
const BUCKET = "portal-resumes";
const KEY_PATH = new RegExp(`^/${BUCKET}/resumes/[0-9a-f]{2}/[0-9a-f-]{36}$`);

const objects = new Map<string, { body: Buffer; contentType: string }>();
const requests: { method: string; path: string; authorization: string; isSigned: boolean }[] = [];

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** S3's own check: the Authorization header names our key and scope, and its signature is the one due. */
function isSignedRight(request: IncomingMessage, body: Buffer): boolean {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? "",
    );
  if (!match || match[1] !== ACCESS_KEY || match[3] !== REGION) return false;
  const payloadHash = String(request.headers["x-amz-content-sha256"]);
  if (payloadHash !== sha256Hex(body)) return false;
  const signed = (match[4] ?? "").split(";");
  if (!signed.includes("host") || !signed.includes("x-amz-date")) return false;
  const amzDate = String(request.headers["x-amz-date"]);
  const parts = signParts(
    {
      method: request.method ?? "GET",
      url: new URL(request.url ?? "/", `http://${request.headers.host}`),
      headers: Object.fromEntries(signed.map((name) => [name, String(request.headers[name] ?? "")])),
      payloadHash,
    },
    {
      region: REGION,
      service: "s3",
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET },
      date: new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, "$1-$2-$3T$4:$5:$6Z")),
    },
  );
  return parts.signature === match[5];
}

const store = createServer(async (request, response) => {
  const body = await readBody(request);
  const path = new URL(request.url ?? "/", "http://store").pathname;
  const isSigned = isSignedRight(request, body);
  requests.push({
    method: request.method ?? "",
    path,
    authorization: request.headers.authorization ?? "",
    isSigned,
  });
  if (!isSigned) {
    response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
    return;
  }
  if (!path.startsWith(`/${BUCKET}/`)) {
    response.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
    return;
  }
  const object = objects.get(path);
  if (request.method === "PUT") {
    objects.set(path, { body, contentType: String(request.headers["content-type"]) });
    response.writeHead(200).end();
  } else if (request.method === "GET") {
    if (!object) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
    else
      response
        .writeHead(200, { "content-type": object.contentType, "content-length": object.body.length })
        .end(object.body);
  } else if (request.method === "DELETE") {
    objects.delete(path);
    response.writeHead(204).end();
  } else {
    response.writeHead(405).end();
  }
});

let testApp: TestApp;

beforeAll(async () => {
  await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
  const { port } = store.address() as AddressInfo;
  testApp = await createTestApp({
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_PATH_STYLE: "true",
  });
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => store.close(() => resolve()));
});

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
    const before = requests.length;

    const uploaded = await upload(client, "Meera Iyer.txt");
    expect(uploaded.statusCode).toBe(200);
    const resume = uploaded.json().data.resume;
    const objectPath = `/${BUCKET}/${await storageKey(resume.id)}`;
    expect(objectPath).toMatch(KEY_PATH);
    expect(objects.get(objectPath)?.body.equals(RESUME)).toBe(true);
    expect(objects.get(objectPath)?.contentType).toBe("text/plain; charset=utf-8");

    const download = await client.get(`/api/account/resumes/${resume.id}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(RESUME)).toBe(true);
    expect(download.headers["content-disposition"]).toContain("Meera Iyer.txt");

    expect((await client.delete(`/api/seeker/resumes/${resume.id}`)).statusCode).toBe(200);
    expect(objects.has(objectPath)).toBe(false);
    expect(await storageKey(resume.id)).toBe("");

    const calls = requests.slice(before);
    expect(calls.map((call) => [call.method, call.path])).toEqual([
      ["PUT", objectPath],
      ["GET", objectPath],
      ["DELETE", objectPath],
    ]);
    for (const call of calls) {
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
    for (const path of paths) expect(objects.has(path)).toBe(true);

    expect((await client.delete(`/api/seeker/profiles/${profileId}`)).statusCode).toBe(200);
    for (const path of paths) expect(objects.has(path)).toBe(false);
    expect(
      requests.filter((call) => call.method === "DELETE" && paths.includes(call.path) && call.isSigned),
    ).toHaveLength(2);
  });
});
