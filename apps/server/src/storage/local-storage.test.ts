/** The local driver on a real disk: round trips, replacement, streaming, deletion and refused keys. */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { createFileStorage } from "./create-storage.ts";
import { createStorageKey, InvalidStorageKeyError, isStorageKey } from "./file-storage.ts";
import { createLocalStorage } from "./local-storage.ts";

const parent = await mkdtemp(path.join(tmpdir(), "portal-storage-"));
afterAll(() => rm(parent, { recursive: true, force: true }));

describe("local file storage", () => {
  // A directory that does not exist yet: the first write creates it.
  const directory = path.join(parent, "not", "yet", "there");
  const storage = createLocalStorage(directory);

  it("creates its directory on the first write and reads back what it stored", async () => {
    const key = createStorageKey("avatars");
    await storage.put(key, Buffer.from("first bytes"), { contentType: "text/plain" });
    expect((await stat(directory)).isDirectory()).toBe(true);
    expect((await storage.get(key))?.toString()).toBe("first bytes");
    const onDisk = path.join(directory, ...key.split("/"));
    expect((await stat(onDisk)).size).toBe(11);
  });

  it("replaces a file in place and leaves no temporary files behind", async () => {
    const key = createStorageKey("resumes");
    await storage.put(key, Buffer.from("old"), { contentType: "text/plain" });
    await storage.put(key, Buffer.from("new content"), { contentType: "text/plain" });
    expect((await storage.get(key))?.toString()).toBe("new content");
    const folder = path.join(directory, ...key.split("/").slice(0, -1));
    expect((await readdir(folder)).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it("streams a file with its size", async () => {
    const key = createStorageKey("avatars");
    const bytes = Buffer.alloc(200_000, "x");
    await storage.put(key, bytes, { contentType: "image/webp" });
    const stored = await storage.stream(key);
    if (!stored) throw new Error("the file was not found");
    expect(stored.size).toBe(200_000);
    expect(await text(stored.body)).toBe(bytes.toString());
  });

  it("answers null for a missing file and deletes quietly", async () => {
    const key = createStorageKey("avatars");
    expect(await storage.get(key)).toBeNull();
    expect(await storage.stream(key)).toBeNull();
    await storage.put(key, Buffer.from("bye"), { contentType: "text/plain" });
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it.each([
    "../../etc/passwd",
    "avatars/../../secret",
    "avatars/ab/..",
    "/etc/passwd",
    "avatars/ab/photo.jpg",
    "AVATARS/ab/0d9e0a53-8f3c-4c1e-9a55-2b2b7d1e9f00",
    "avatars\\ab\\0d9e0a53-8f3c-4c1e-9a55-2b2b7d1e9f00",
    "",
  ])("refuses the key %j before touching the disk", async (key) => {
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow(
      InvalidStorageKeyError,
    );
    await expect(storage.get(key)).rejects.toThrow(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(InvalidStorageKeyError);
  });

  it("makes a different key every time, in the namespace asked for", () => {
    const keys = new Set(Array.from({ length: 100 }, () => createStorageKey("avatars")));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^avatars\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
  });
});

describe("storage configuration", () => {
  it("defaults to a files folder under DATA_DIR", async () => {
    const config = loadConfig({ DATA_DIR: parent });
    expect(config.storage).toEqual({ driver: "local", directory: path.join(parent, "files") });
    const storage = createFileStorage(config.storage);
    const key = createStorageKey("avatars");
    await storage.put(key, Buffer.from("via config"), { contentType: "text/plain" });
    expect((await stat(path.join(parent, "files", ...key.split("/")))).isFile()).toBe(true);
  });

  it("takes STORAGE_DIR when given", () => {
    expect(loadConfig({ STORAGE_DIR: "/srv/portal-files" }).storage).toEqual({
      driver: "local",
      directory: "/srv/portal-files",
    });
  });

  it("reads the S3 settings and refuses a half-configured S3 driver, naming what is missing", () => {
    const config = loadConfig({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "https://s3.eu-west-1.amazonaws.com",
      S3_BUCKET: "portal-files",
      S3_REGION: "eu-west-1",
      S3_ACCESS_KEY_ID: "AKIDEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(config.storage).toMatchObject({ driver: "s3", bucket: "portal-files", isPathStyle: true });
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "portal-files" })).toThrow(
      /S3_ENDPOINT[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ STORAGE_DRIVER: "ftp" })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_DRIVER: "s3", S3_BUCKET: "Not_A_Bucket" })).toThrow(/S3_BUCKET/);
  });
});
