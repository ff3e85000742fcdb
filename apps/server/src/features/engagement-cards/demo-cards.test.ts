import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { DEMO_SEEKER, seedDemoAccounts } from "../accounts/index.ts";
import { seedDemoProfiles } from "../profiles/index.ts";
import { seedDemoCards } from "./demo-cards.ts";

const testApp = useTestApp();

beforeAll(async () => {
  await seedDemoAccounts(testApp.pool);
  await seedDemoProfiles(testApp.pool);
  await seedDemoCards(testApp.pool);
});

async function demoClient() {
  const client = new TestClient(testApp.app);
  const login = await client.post("/api/rio/login", {
    email: DEMO_SEEKER.email,
    password: DEMO_SEEKER.password,
  });
  expect(login.statusCode).toBe(200);
  return client;
}

describe("demo engagement cards", () => {
  it("the demo seeker has at least three due cards, among them a salary saved seven months ago", async () => {
    const client = await demoClient();
    const cards = (await client.get("/api/seeker/cards")).json().data.cards as { ruleApplied: string }[];
    expect(cards.map((card) => card.ruleApplied)).toEqual([
      "current-salary.stale",
      "notice-period.stale",
      "current-location.stale",
      "preferred-location.stale",
    ]);
  });

  it("a restart does not age what the seeker has saved since", async () => {
    const client = await demoClient();
    const profile = (await client.get("/api/seeker/profiles")).json().data.profiles[0];
    // As if the demo database had been made yesterday and the seeker saved their salary today.
    await testApp.pool.query("UPDATE profiles SET created_at = created_at - interval '1 day' WHERE id = $1", [
      profile.id,
    ]);
    const salary = {
      currency: "INR",
      currentSalary: 1_500_000,
      salaryMode: "Annually",
      expectedSalary: null,
    };
    expect(
      (await client.send("PUT", `/api/seeker/profiles/${profile.id}/salary`, { body: salary })).statusCode,
    ).toBe(200);
    await seedDemoCards(testApp.pool);
    const cards = (await client.get("/api/seeker/cards")).json().data.cards as { cardId: string }[];
    expect(cards.map((card) => card.cardId)).not.toContain("current-salary");
  });
});
