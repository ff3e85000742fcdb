/**
 * Avatars over HTTP on real PostgreSQL and a real storage directory: accepted formats become a square
 * WebP, refusals are clear and store nothing, removal, who may see a photo, caching, and CSRF.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AVATAR_SIZE_PX } from "@portal/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { hugePng, jpegWithExif, multipart, png, webp } from "../../testing/test-images.ts";
import { createRecruiterAccount } from "../accounts/index.ts";
import { AVATAR_UPLOAD_LIMIT } from "./routes.ts";

let testApp: TestApp;
let storageDir: string;
let asha: TestClient;
let ashaId: string;
let ravi: TestClient;
let recruiter: TestClient;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "portal-avatars-"));
  testApp = await createTestApp({ STORAGE_DIR: storageDir });
  asha = new TestClient(testApp.app);
  ashaId = (await registerSeeker(asha)).id;
  ravi = new TestClient(testApp.app);
  await registerSeeker(ravi);
  await createRecruiterAccount(testApp.pool, {
    email: "hiring@avatars.example.com",
    password: "Recruit123",
    name: "Meera Iyer",
    companyId: 1,
    siteId: "india",
  });
  recruiter = new TestClient(testApp.app);
  await recruiter.post("/api/employer/login", {
    email: "hiring@avatars.example.com",
    password: "Recruit123",
  });
});
afterAll(async () => {
  await testApp.close();
  await rm(storageDir, { recursive: true, force: true });
});

function upload(
  client: TestClient,
  data: Buffer | string,
  filename: string,
  contentType = "image/jpeg",
  options: { xsrf?: boolean; headers?: Record<string, string> } = {},
) {
  const form = multipart([
    { name: "note", data: "from the test" },
    { name: "file", filename, contentType, data },
  ]);
  return client.post("/api/seeker/avatar", form.body, {
    ...options,
    headers: { "content-type": form.contentType, ...options.headers },
  });
}

async function storedFiles(): Promise<string[]> {
  const found = await readdir(storageDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return found.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function avatarRow(userId: string) {
  const { rows } = await testApp.pool.query("SELECT * FROM avatars WHERE user_id = $1", [userId]);
  return rows[0] as { storage_key: string; version: string; byte_size: number } | undefined;
}

async function fetchAvatar(client: TestClient, url: string) {
  const response = await client.get(url);
  return { response, image: response.statusCode === 200 ? sharp(response.rawPayload) : null };
}

describe("uploading an avatar", () => {
  it("turns a JPEG into an upright square WebP without its metadata", async () => {
    const input = await jpegWithExif();
    expect(await sharp(input).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const response = await upload(asha, input, "holiday.jpg");
    expect(response.statusCode).toBe(200);
    const avatar = response.json().data.avatar;
    expect(avatar.url).toBe(`/api/account/avatars/${ashaId}?v=${avatar.version}`);

    const { response: served, image } = await fetchAvatar(asha, avatar.url);
    expect(served.headers["content-type"]).toBe("image/webp");
    const metadata = await image?.metadata();
    expect(metadata).toMatchObject({ format: "webp", width: AVATAR_SIZE_PX, height: AVATAR_SIZE_PX });
    expect(metadata?.exif).toBeUndefined();
    expect(metadata?.orientation).toBeUndefined();
    // Orientation 6 turns the red left half to the top: upright means red above blue.
    const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => data.subarray((y * info.width + x) * info.channels).slice(0, 3);
    const [topRed, , topBlue] = pixel(AVATAR_SIZE_PX / 2, 8);
    const [bottomRed, , bottomBlue] = pixel(AVATAR_SIZE_PX / 2, AVATAR_SIZE_PX - 8);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it("accepts a PNG even when it is named .jpg and sent as a JPEG, and replaces the old photo", async () => {
    const before = await avatarRow(ashaId);
    const response = await upload(asha, await png(), "renamed.jpg", "image/jpeg");
    expect(response.statusCode).toBe(200);
    const after = await avatarRow(ashaId);
    expect(after?.version).not.toBe(before?.version);
    expect(after?.storage_key).not.toBe(before?.storage_key);
    // The old file is gone: only the current photo is on disk.
    expect(await storedFiles()).toEqual([path.join(storageDir, ...(after?.storage_key ?? "").split("/"))]);
    const { image } = await fetchAvatar(asha, response.json().data.avatar.url);
    expect(await image?.metadata()).toMatchObject({ format: "webp", width: AVATAR_SIZE_PX });
  });

  it("accepts a WebP", async () => {
    const response = await upload(ravi, await webp(), "me.webp", "image/webp");
    expect(response.statusCode).toBe(200);
    expect(response.json().data.avatar.version).toMatch(/^[0-9a-f]{12}$/);
  });

  describe("refusals store nothing", () => {
    let seeker: TestClient;
    let seekerId: string;
    beforeAll(async () => {
      seeker = new TestClient(testApp.app);
      seekerId = (await registerSeeker(seeker)).id;
    });

    it.each([
      [
        "a text file named .png",
        () => Buffer.from("just some words, not a picture"),
        "photo.png",
        415,
        "Please upload a JPEG, PNG or WebP photo. Other files are not accepted.",
      ],
      [
        "a GIF",
        () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1"),
        "anim.gif",
        415,
        "Please upload a JPEG, PNG or WebP photo. Other files are not accepted.",
      ],
      ["an empty file", () => Buffer.alloc(0), "empty.jpg", 400, "The file is empty. Please choose a photo."],
      [
        "a file over 5 MB",
        () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]),
        "big.jpg",
        413,
        "The photo is larger than 5 MB. Please choose a smaller one.",
      ],
      [
        "a picture claiming 30,000 × 30,000 pixels",
        () => hugePng(),
        "bomb.png",
        422,
        "The photo is too big in width and height (more than 60 megapixels). Please choose a smaller one.",
      ],
      [
        "a PNG cut short",
        async () => (await png()).subarray(0, 120),
        "broken.png",
        422,
        "We could not read this photo. It may be damaged; please try another one.",
      ],
    ] as const)("refuses %s", async (_name, make, filename, status, message) => {
      const filesBefore = await storedFiles();
      const response = await upload(seeker, await make(), filename);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ success: false, errors: [{ message, field: "file" }] });
      expect(await avatarRow(seekerId)).toBeUndefined();
      expect(await storedFiles()).toEqual(filesBefore);
    });

    it("refuses a post without a file, and says it in Hindi for a Hindi page", async () => {
      const form = multipart([{ name: "note", data: "no file here" }]);
      const response = await seeker.post("/api/seeker/avatar", form.body, {
        headers: { "content-type": form.contentType, "x-language-code": "hi" },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe("कृपया अपलोड करने के लिए एक फ़ोटो चुनें।");
    });

    it("refuses an upload without the CSRF token", async () => {
      const response = await upload(seeker, await png(), "me.png", "image/png", { xsrf: false });
      expect(response.statusCode).toBe(403);
      expect(await avatarRow(seekerId)).toBeUndefined();
    });

    it("limits uploads per seeker (20 an hour) with a 429 and Retry-After", async () => {
      const busy = new TestClient(testApp.app);
      await registerSeeker(busy);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < AVATAR_UPLOAD_LIMIT.limit; attempt += 1) {
        statuses.push((await upload(busy, Buffer.alloc(0), "empty.jpg")).statusCode);
      }
      expect(new Set(statuses)).toEqual(new Set([400]));
      const refused = await upload(busy, await png(), "me.png");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("refuses guests and recruiters", async () => {
      expect((await upload(new TestClient(testApp.app), await png(), "me.png")).statusCode).toBe(401);
      expect((await upload(recruiter, await png(), "me.png")).statusCode).toBe(403);
    });
  });
});

describe("seeing an avatar", () => {
  it("serves it privately, with nosniff, cached for good only at its current version", async () => {
    const { avatar } = (await asha.get("/api/seeker/avatar")).json().data;
    const current = await asha.get(avatar.url);
    expect(current.statusCode).toBe(200);
    expect(current.headers["x-content-type-options"]).toBe("nosniff");
    expect(current.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    const stale = await asha.get(`/api/account/avatars/${ashaId}?v=old`);
    expect(stale.headers["cache-control"]).toBe("private, no-cache");
    const revalidated = await asha.get(avatar.url, {
      headers: { "if-none-match": current.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it("shows it to recruiters, but not to other seekers or guests", async () => {
    const { avatar } = (await asha.get("/api/seeker/avatar")).json().data;
    expect((await recruiter.get(avatar.url)).statusCode).toBe(200);
    const other = await ravi.get(avatar.url);
    expect(other.statusCode).toBe(404);
    expect(other.headers["content-type"]).toMatch(/application\/json/);
    expect((await new TestClient(testApp.app).get(avatar.url)).statusCode).toBe(401);
  });
});

describe("removing an avatar", () => {
  it("deletes the row and the file; a second removal says there is nothing to remove", async () => {
    const key = (await avatarRow(ashaId))?.storage_key ?? "";
    const { avatar } = (await asha.get("/api/seeker/avatar")).json().data;
    expect((await asha.delete("/api/seeker/avatar")).statusCode).toBe(200);
    expect(await avatarRow(ashaId)).toBeUndefined();
    expect(await storedFiles()).not.toContain(path.join(storageDir, ...key.split("/")));
    expect((await asha.get(avatar.url)).statusCode).toBe(404);
    expect((await asha.get("/api/seeker/avatar")).json().data.avatar).toBeNull();
    const again = await asha.delete("/api/seeker/avatar");
    expect(again.statusCode).toBe(404);
    expect(again.json().errors[0].message).toBe("You have no photo to remove.");
  });

  it("refuses a removal without the CSRF token", async () => {
    expect((await upload(asha, await png(), "again.png")).statusCode).toBe(200);
    expect((await asha.delete("/api/seeker/avatar", { xsrf: false })).statusCode).toBe(403);
    expect(await avatarRow(ashaId)).toBeDefined();
  });
});
