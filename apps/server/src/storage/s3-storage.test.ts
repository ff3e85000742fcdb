/**
 * The S3 driver against a small S3 stand-in on a real socket that checks every request's signature
 * the way S3 does (recomputing it from the secret) and keeps objects in memory.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorageKey } from "./file-storage";
import { createS3Storage } from "./s3-storage";
import { sha256Hex, signParts } from "./sigv4";

const CREDENTIALS = { accessKeyId: "PORTALTESTKEY", secretAccessKey: "portal/test+secret" };
const REGION = "ap-south-1";
const BUCKET = "portal-files";

const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: { method: string; path: string; signedHeaders: string }[] = [];

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What S3 does with the Authorization header: rebuild the request, sign it, compare. */
function isSignatureValid(request: IncomingMessage, body: Buffer): boolean {
  const authorization = request.headers.authorization ?? "";
  const match =
    /Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=(\w+)/.exec(
      authorization,
    );
  if (!match || match[1] !== CREDENTIALS.accessKeyId || match[3] !== REGION) return false;
  const payloadHash = request.headers["x-amz-content-sha256"];
  if (payloadHash !== sha256Hex(body)) return false;
  const signedNames = (match[4] ?? "").split(";");
  const headers = Object.fromEntries(signedNames.map((name) => [name, String(request.headers[name] ?? "")]));
  const date = String(request.headers["x-amz-date"]);
  const parts = signParts(
    {
      method: request.method ?? "GET",
      url: new URL(request.url ?? "/", `http://${request.headers.host}`),
      headers,
      payloadHash,
    },
    {
      region: REGION,
      service: "s3",
      credentials: CREDENTIALS,
      date: new Date(
        `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
      ),
    },
  );
  return parts.signature === match[5];
}

const server = createServer(async (request, response) => {
  const body = await readBody(request);
  const url = new URL(request.url ?? "/", "http://store");
  seen.push({
    method: request.method ?? "",
    path: url.pathname,
    signedHeaders: /SignedHeaders=([^,]+)/.exec(request.headers.authorization ?? "")?.[1] ?? "",
  });
  if (!isSignatureValid(request, body)) {
    response.writeHead(403).end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
    return;
  }
  const prefix = `/${BUCKET}/`;
  if (!url.pathname.startsWith(prefix)) {
    response.writeHead(404).end("<Error><Code>NoSuchBucket</Code></Error>");
    return;
  }
  const key = url.pathname.slice(prefix.length);
  if (request.method === "PUT") {
    objects.set(key, { body, contentType: String(request.headers["content-type"]) });
    response.writeHead(200).end();
  } else if (request.method === "GET") {
    const object = objects.get(key);
    if (!object) response.writeHead(404).end("<Error><Code>NoSuchKey</Code></Error>");
    else
      response
        .writeHead(200, { "content-type": object.contentType, "content-length": object.body.length })
        .end(object.body);
  } else if (request.method === "DELETE") {
    objects.delete(key);
    response.writeHead(204).end();
  } else {
    response.writeHead(405).end();
  }
});

let endpoint: URL;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("S3-compatible file storage", () => {
  const storage = () =>
    createS3Storage({
      endpoint,
      bucket: BUCKET,
      region: REGION,
      credentials: CREDENTIALS,
      isPathStyle: true,
    });

  it("puts, gets, streams and deletes objects with signed requests", async () => {
    const key = createStorageKey("avatars");
    const bytes = Buffer.from("RIFF....WEBPVP8 fake image bytes");
    await storage().put(key, bytes, { contentType: "image/webp" });
    expect(objects.get(key)?.contentType).toBe("image/webp");
    expect((await storage().get(key))?.equals(bytes)).toBe(true);
    const streamed = await storage().stream(key);
    if (!streamed) throw new Error("the object was not found");
    expect(streamed.size).toBe(bytes.length);
    expect(await text(streamed.body)).toBe(bytes.toString());
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    expect(await storage().stream(key)).toBeNull();
    expect(seen.at(0)).toEqual({
      method: "PUT",
      path: `/${BUCKET}/${key}`,
      signedHeaders: "content-type;host;x-amz-content-sha256;x-amz-date",
    });
  });

  it("fails loudly when the store refuses the signature (wrong secret)", async () => {
    const wrong = createS3Storage({
      endpoint,
      bucket: BUCKET,
      region: REGION,
      credentials: { ...CREDENTIALS, secretAccessKey: "not the secret" },
      isPathStyle: true,
    });
    const key = createStorageKey("resumes");
    await expect(wrong.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(/403/);
    await expect(wrong.get(key)).rejects.toThrow(/403/);
    expect(objects.has(key)).toBe(false);
  });

  it("refuses keys it did not make before sending anything", async () => {
    const before = seen.length;
    await expect(storage().get("../other-bucket/secret")).rejects.toThrow();
    expect(seen.length).toBe(before);
  });
});
