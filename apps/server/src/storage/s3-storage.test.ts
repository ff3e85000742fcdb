/**
 * The S3 driver against the store's stand-in (s3-stand-in.ts), which checks every request's signature
 * the way S3 does (recomputing it from the secret) and keeps objects in memory.
 */
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStorageKey } from "./file-storage.ts";
import { type S3StandIn, startS3StandIn } from "./s3-stand-in.ts";
import { createS3Storage } from "./s3-storage.ts";

const CREDENTIALS = { accessKeyId: "PORTALTESTKEY", secretAccessKey: "portal/test+secret" };
const REGION = "ap-south-1";
const BUCKET = "portal-files";

let store: S3StandIn;
beforeAll(async () => {
  store = await startS3StandIn({ bucket: BUCKET, region: REGION, credentials: CREDENTIALS });
});
afterAll(() => store.close());

describe("S3-compatible file storage", () => {
  const storage = () =>
    createS3Storage({
      endpoint: store.endpoint,
      bucket: BUCKET,
      region: REGION,
      credentials: CREDENTIALS,
      isPathStyle: true,
    });

  it("puts, gets, streams and deletes objects with signed requests", async () => {
    const key = createStorageKey("avatars");
    const bytes = Buffer.from("RIFF....WEBPVP8 fake image bytes");
    await storage().put(key, bytes, { contentType: "image/webp" });
    expect(store.objects.get(key)?.contentType).toBe("image/webp");
    expect((await storage().get(key))?.equals(bytes)).toBe(true);
    const streamed = await storage().stream(key);
    if (!streamed) throw new Error("the object was not found");
    expect(streamed.size).toBe(bytes.length);
    expect(await text(streamed.body)).toBe(bytes.toString());
    await storage().delete(key);
    expect(await storage().get(key)).toBeNull();
    expect(await storage().stream(key)).toBeNull();
    expect(store.requests.at(0)).toMatchObject({
      method: "PUT",
      path: `/${BUCKET}/${key}`,
      signedHeaders: "content-type;host;x-amz-content-sha256;x-amz-date",
      isSigned: true,
    });
  });

  it("fails loudly when the store refuses the signature (wrong secret)", async () => {
    const wrong = createS3Storage({
      endpoint: store.endpoint,
      bucket: BUCKET,
      region: REGION,
      credentials: { ...CREDENTIALS, secretAccessKey: "not the secret" },
      isPathStyle: true,
    });
    const key = createStorageKey("resumes");
    await expect(wrong.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(/403/);
    await expect(wrong.get(key)).rejects.toThrow(/403/);
    expect(store.objects.has(key)).toBe(false);
  });

  it("refuses keys it did not make before sending anything", async () => {
    const before = store.requests.length;
    await expect(storage().get("../other-bucket/secret")).rejects.toThrow();
    expect(store.requests.length).toBe(before);
  });
});
