import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { DEMO_SEEKER, seedDemoAccounts } from "../accounts/index.ts";
import { seedDemoProfiles } from "./demo-profiles.ts";

const testApp = useTestApp();

beforeAll(async () => {
  await seedDemoAccounts(testApp.pool);
  await seedDemoProfiles(testApp.pool);
  // A second start adds nothing.
  await seedDemoProfiles(testApp.pool);
});

describe("demo profiles", () => {
  it("the demo seeker has a filled default profile scoring above 80 and a second profile", async () => {
    const client = new TestClient(testApp.app);
    const login = await client.post("/api/rio/login", {
      email: DEMO_SEEKER.email,
      password: DEMO_SEEKER.password,
    });
    expect(login.statusCode).toBe(200);
    const profiles = (await client.get("/api/seeker/profiles")).json().data.profiles;
    expect(
      profiles.map((profile: { name: string; isDefault: boolean }) => [profile.name, profile.isDefault]),
    ).toEqual([
      ["Java developer", true],
      ["Team lead roles", false],
    ]);
    const detail = (await client.get(`/api/seeker/profiles/${profiles[0].id}`)).json().data;
    expect(detail.score.score).toBeGreaterThan(80);
    expect(detail.profile.data.employments).toHaveLength(2);
    expect(detail.profile.data.itSkills[0].employmentId).toBe(detail.profile.data.employments[0].id);
  });
});
