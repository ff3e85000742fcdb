/**
 * The facts behind the profile score come from the other features: a photo from avatars, verification
 * from accounts (only for the address and number the profile shows), a resume not yet (no resumes).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { multipart, png } from "../../testing/test-images.ts";

let testApp: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "portal-profile-facts-"));
  testApp = await createTestApp({ STORAGE_DIR: storageDir });
});

afterAll(async () => {
  await testApp.close();
  await rm(storageDir, { recursive: true, force: true });
});

async function scoreOf(client: TestClient, id: string) {
  return (await client.get(`/api/seeker/profiles/${id}`)).json().data.score;
}

describe("profile score facts", () => {
  it("a photo uploaded through avatars adds its points; the resume stays missing", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const id = (await client.post("/api/seeker/profiles", { name: "Mine", source: "fresh" })).json().data
      .profile.id;
    const before = await scoreOf(client, id);
    expect(before.earned.photo).toBe(0);
    expect(before.earned.resume).toBe(0);

    const form = multipart([
      { name: "file", filename: "me.png", contentType: "image/png", data: await png() },
    ]);
    const uploaded = await client.post("/api/seeker/avatar", form.body, {
      headers: { "content-type": form.contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const after = await scoreOf(client, id);
    expect(after.earned.photo).toBe(4);
    expect(after.score).toBe(before.score + 4);
  });

  it("verification counts only while the profile shows the account's own e-mail and mobile", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    await testApp.pool.query(
      "UPDATE users SET email_verified_at = now(), mobile_verified_at = now() WHERE id = $1",
      [seeker.id],
    );
    const id = (await client.post("/api/seeker/profiles", { name: "Mine", source: "fresh" })).json().data
      .profile.id;
    const personal = {
      name: "Asha Rao",
      email: seeker.email,
      mobile: { diallingCode: seeker.diallingCode, number: seeker.mobile },
      currentLocation: "Bengaluru",
      preferredLocations: ["Pune"],
      dateOfBirth: null,
      gender: null,
      differentlyAbled: null,
    };
    await client.send("PUT", `/api/seeker/profiles/${id}/personal`, { body: personal });
    const own = await scoreOf(client, id);
    expect([own.earned.emailVerified, own.earned.mobileVerified]).toEqual([7, 7]);

    await client.send("PUT", `/api/seeker/profiles/${id}/personal`, {
      body: { ...personal, email: "someone.else@example.com" },
    });
    const other = await scoreOf(client, id);
    expect([other.earned.emailVerified, other.earned.mobileVerified]).toEqual([0, 7]);
  });
});
