import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "../../storage/local-storage.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { DEMO_RECRUITER, DEMO_SEEKER, seedDemoAccounts } from "../accounts/index.ts";
import { seedDemoApplications } from "../applications/index.ts";
import { seedDemoProfiles } from "../profiles/index.ts";
import { seedDemoResumes } from "./demo-resumes.ts";

let testApp: TestApp;
let storageDir: string;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "portal-demo-resumes-"));
  testApp = await createTestApp({ STORAGE_DIR: storageDir });
  await seedDemoAccounts(testApp.pool);
  await seedDemoProfiles(testApp.pool);
  await seedDemoApplications(testApp.pool);
  const storage = createLocalStorage(storageDir);
  await seedDemoResumes(testApp.pool, storage);
  // A second start adds nothing.
  await seedDemoResumes(testApp.pool, storage);
});

afterAll(async () => {
  await testApp.close();
  await rm(storageDir, { recursive: true, force: true });
});

describe("demo resumes", () => {
  it("gives the demo seeker a current resume with one in its history, raising the score by the resume's points", async () => {
    const client = new TestClient(testApp.app);
    await client.post("/api/rio/login", { email: DEMO_SEEKER.email, password: DEMO_SEEKER.password });
    const list = (await client.get("/api/seeker/resumes")).json().data;
    expect(list.current.fileName).toBe("Demo Seeker resume.txt");
    expect(list.history.map((entry: { isCurrent: boolean }) => entry.isCurrent)).toEqual([true, false]);
    const detail = (await client.get(`/api/seeker/profiles/${list.current.profileId}`)).json().data;
    expect(detail.profile.resumeId).toBe(list.current.id);
    expect(detail.score.suggestions.map((entry: { action: string }) => entry.action)).not.toContain("resume");
    const file = await client.get(`/api/account/resumes/${list.current.id}/file`);
    expect(file.body).toContain("Saranya Softech");
  });

  it("lets the demo recruiter, whose company the demo seeker applied to, download it", async () => {
    const recruiter = new TestClient(testApp.app);
    await recruiter.post("/api/employer/login", {
      email: DEMO_RECRUITER.email,
      password: DEMO_RECRUITER.password,
    });
    const { rows } = await testApp.pool.query<{ id: string }>(
      `SELECT r.id FROM resumes r JOIN users u ON u.id = r.user_id
       WHERE u.email = $1 AND r.replaced_at IS NULL AND r.removed_at IS NULL`,
      [DEMO_SEEKER.email],
    );
    expect((await recruiter.get(`/api/account/resumes/${rows[0]?.id}/file`)).statusCode).toBe(200);
  });
});
