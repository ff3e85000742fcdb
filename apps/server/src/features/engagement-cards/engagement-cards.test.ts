/**
 * Engagement cards against a real database: each rule from real profile data, answers remembered
 * (remind-later returns after its days, with a movable clock), rule headers out and back in, tracking
 * rows, updates saved through the profiles feature, the spec's OOps message, other seekers, CSRF.
 */
import {
  ENGAGEMENT_RULES_VERSION,
  mobileDestination,
  REMIND_LATER_DAYS,
  SKIP_DAYS,
  SPEC_MESSAGES,
} from "@portal/domain";
import { describe, expect, it } from "vitest";
import { createUserStore } from "../../auth/user-store.ts";
import { SAMPLE_CURRENT_JOB, samplePersonal } from "../../testing/profile-samples.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { codeIn, registerSeeker, TestClient, waitForOutbox } from "../../testing/test-client.ts";
import { createProfilesService } from "../profiles/index.ts";
import { CARD_TRACKING_LIMIT } from "./routes.ts";
import { createEngagementCardsService } from "./service.ts";

const testApp = useTestApp();

const CARDS = "/api/seeker/cards";
const DAY = 86_400_000;

const PERSONAL = samplePersonal("asha.cards@example.com");
const CURRENT_JOB = SAMPLE_CURRENT_JOB;
const EDUCATION = {
  courseId: 5,
  specialization: "Computer Science",
  institute: "Anna University",
  board: "university",
  medium: "english",
  percentageBand: null,
  passingYear: 2016,
  educationType: "full-time",
};
const SALARY = { currency: "INR", currentSalary: 1_200_000, salaryMode: "Annually", expectedSalary: null };

async function newSeeker() {
  const client = new TestClient(testApp.app);
  const seeker = await registerSeeker(client);
  return { client, seeker };
}

async function newProfile(client: TestClient): Promise<string> {
  const response = await client.post("/api/seeker/profiles", { name: "Main", source: "fresh" });
  expect(response.statusCode).toBe(201);
  return response.json().data.profile.id;
}

/** A seeker whose default profile has every group filled, saved now. */
async function completeSeeker() {
  const { client, seeker } = await newSeeker();
  const profileId = await newProfile(client);
  const base = `/api/seeker/profiles/${profileId}`;
  const puts: [string, unknown][] = [
    ["personal", PERSONAL],
    ["work-authorization", { workCountries: ["IN"], usaWorkStatus: null, visaStatus: "citizen" }],
    ["experience", { isFresher: false, years: 5, months: 2 }],
    ["salary", SALARY],
  ];
  for (const [path, body] of puts) {
    const response = await client.send("PUT", `${base}/${path}`, { body });
    expect(response.statusCode, response.body).toBe(200);
  }
  expect((await client.post(`${base}/employments`, CURRENT_JOB)).statusCode).toBe(200);
  expect((await client.post(`${base}/educations`, EDUCATION)).statusCode).toBe(200);
  expect((await client.post(`${base}/skills`, { name: "Java" })).statusCode).toBe(200);
  return { client, seeker, profileId };
}

async function dueRules(client: TestClient): Promise<string[]> {
  const response = await client.get(CARDS);
  expect(response.statusCode).toBe(200);
  return response.json().data.cards.map((card: { ruleApplied: string }) => card.ruleApplied);
}

async function events(userId: string) {
  const { rows } = await testApp.pool.query<{
    card_id: string;
    event: string;
    field: string | null;
    rule_applied: string | null;
    rule_version: string | null;
    source: string;
  }>(
    `SELECT card_id, event, field, rule_applied, rule_version, source FROM engagement_card_events
     WHERE user_id = $1 ORDER BY id`,
    [userId],
  );
  return rows;
}

async function verifyMobile(client: TestClient, mobile: { diallingCode: string; number: string }) {
  expect((await client.post(`${CARDS}/mobile-otp`)).statusCode).toBe(200);
  const message = await waitForOutbox(testApp.pool, mobileDestination(mobile), { template: "verify-mobile" });
  const response = await client.post(`${CARDS}/mobile-otp/reverify`, { otp: codeIn(message.text) });
  expect(response.statusCode, response.body).toBe(200);
}

/** The same service over the same database, with a clock the test moves. */
function serviceAt(clock: { now: Date }) {
  const users = createUserStore(testApp.pool);
  const profiles = createProfilesService({
    pool: testApp.pool,
    accounts: {
      findUser: (id) => users.findById(id),
      registrationState: async () => ({ progress: "complete", experienceType: "professional", steps: {} }),
    },
  });
  return createEngagementCardsService({
    pool: testApp.pool,
    profiles,
    accounts: {
      findUser: (id) => users.findById(id),
      sendMobileVerification: () => Promise.reject(new Error("not used here")),
      verifyMobileCode: () => Promise.reject(new Error("not used here")),
    },
    clock: () => clock.now,
  });
}

const later = (days: number) => new Date(Date.now() + days * DAY);
const PAGE = { source: "page" as const };

describe("engagement cards: rules from real profiles", () => {
  it("a seeker without a profile is asked to import or create one, and to verify the mobile", async () => {
    const { client } = await newSeeker();
    expect(await dueRules(client)).toEqual(["profile-import.missing", "mobile-otp.missing"]);
  });

  it("an empty profile has every missing card due, in priority order", async () => {
    const { client } = await newSeeker();
    await newProfile(client);
    expect(await dueRules(client)).toEqual([
      "mobile-otp.missing",
      "current-salary.missing",
      "designation.missing",
      "experience.missing",
      "current-location.missing",
      "preferred-location.missing",
      "skills.missing",
      "work-authorization.missing",
      "education.missing",
    ]);
  });

  it("a complete profile saved today with a verified mobile has no card due", async () => {
    const { client, seeker } = await completeSeeker();
    expect(await dueRules(client)).toEqual(["mobile-otp.missing"]);
    await verifyMobile(client, { diallingCode: seeker.diallingCode, number: seeker.mobile });
    expect(await dueRules(client)).toEqual([]);
  });

  it("values go stale at their age limits: notice period at 3 months, salary and jobs at 6, the rest at 12", async () => {
    const { seeker } = await completeSeeker();
    const clock = { now: later(95) };
    const cards = serviceAt(clock);
    const rules = async () => (await cards.list(seeker.id)).map((card) => card.ruleApplied);
    expect(await rules()).toEqual(["mobile-otp.missing", "notice-period.stale"]);
    clock.now = later(7 * 31);
    expect(await rules()).toEqual([
      "mobile-otp.missing",
      "current-salary.stale",
      "notice-period.stale",
      "designation.stale",
      "experience.stale",
    ]);
    clock.now = later(13 * 31);
    expect(await rules()).toEqual([
      "mobile-otp.missing",
      "current-salary.stale",
      "notice-period.stale",
      "designation.stale",
      "experience.stale",
      "current-location.stale",
      "preferred-location.stale",
      "skills.stale",
      "work-authorization.stale",
    ]);
  });

  it("confirming a stale salary refreshes it until the age limit passes again", async () => {
    const { seeker } = await completeSeeker();
    const clock = { now: later(7 * 31) };
    const cards = serviceAt(clock);
    const answer = await cards.confirm(seeker.id, "current-salary", PAGE);
    expect(answer.card.reason).toBeNull();
    expect(answer.cards.map((card) => card.cardId)).not.toContain("current-salary");
    clock.now = later(7 * 31 + 5 * 31);
    expect((await cards.list(seeker.id)).map((card) => card.cardId)).not.toContain("current-salary");
    clock.now = later(7 * 31 + 6 * 31 + 1);
    expect((await cards.list(seeker.id)).map((card) => card.cardId)).toContain("current-salary");
  });

  it("a missing value cannot be confirmed", async () => {
    const { client } = await newSeeker();
    await newProfile(client);
    const response = await client.post(`${CARDS}/current-salary/confirm`);
    expect(response.statusCode).toBe(409);
  });
});

describe("engagement cards: skip and remind me later are remembered", () => {
  it(`remind me later hides the card for ${REMIND_LATER_DAYS} days, then it comes back`, async () => {
    const { seeker } = await completeSeeker();
    const start = later(7 * 31);
    const clock = { now: start };
    const cards = serviceAt(clock);
    await cards.remindLater(seeker.id, "current-salary", PAGE);
    const ids = async () => (await cards.list(seeker.id)).map((card) => card.cardId);
    expect(await ids()).not.toContain("current-salary");
    clock.now = new Date(start.getTime() + (REMIND_LATER_DAYS * DAY - 60_000));
    expect(await ids()).not.toContain("current-salary");
    clock.now = new Date(start.getTime() + REMIND_LATER_DAYS * DAY);
    expect(await ids()).toContain("current-salary");
    const { rows } = await testApp.pool.query(
      "SELECT last_action, rule_version FROM engagement_card_states WHERE user_id = $1 AND card_id = 'current-salary'",
      [seeker.id],
    );
    expect(rows).toEqual([{ last_action: "remind-later", rule_version: ENGAGEMENT_RULES_VERSION }]);
  });

  it(`a skip hides the card for ${SKIP_DAYS} days`, async () => {
    const { seeker } = await completeSeeker();
    const start = later(7 * 31);
    const clock = { now: start };
    const cards = serviceAt(clock);
    await cards.skip(seeker.id, "experience", PAGE);
    const ids = async () => (await cards.list(seeker.id)).map((card) => card.cardId);
    clock.now = new Date(start.getTime() + (SKIP_DAYS - 1) * DAY);
    expect(await ids()).not.toContain("experience");
    expect(await ids()).toContain("current-salary");
    clock.now = new Date(start.getTime() + SKIP_DAYS * DAY);
    expect(await ids()).toContain("experience");
  });

  it("a skip through the API removes the card from the next list", async () => {
    const { client } = await newSeeker();
    await newProfile(client);
    const response = await client.post(`${CARDS}/skills/skip`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.cards.map((card: { cardId: string }) => card.cardId)).not.toContain("skills");
    expect(await dueRules(client)).not.toContain("skills.missing");
  });
});

describe("engagement cards: rule headers and tracking", () => {
  it("replies carry X-Rule-Applied and X-Rule-Version", async () => {
    const { client } = await newSeeker();
    await newProfile(client);
    const list = await client.get(CARDS);
    expect(list.headers["x-rule-version"]).toBe(ENGAGEMENT_RULES_VERSION);
    expect(String(list.headers["x-rule-applied"]).split(",")).toContain("current-salary.missing");
    const one = await client.get(`${CARDS}/skills`);
    expect(one.headers["x-rule-applied"]).toBe("skills.missing");
    expect(one.json().data.card).toMatchObject({
      cardId: "skills",
      reason: "missing",
      value: { skills: [] },
    });
  });

  it("records the rule headers and the popup source a card call sends back", async () => {
    const { client, seeker } = await newSeeker();
    await newProfile(client);
    const headers = {
      "x-rule-applied": "skills.missing",
      "x-rule-version": "2026-10.9",
      "x-source": "popup",
    };
    expect((await client.post(`${CARDS}/skills/remind-later`, {}, { headers })).statusCode).toBe(200);
    // Headers that are not ours are not stored as sent: the server records the rule it applied.
    const forged = { "x-rule-applied": "<script>", "x-rule-version": "x".repeat(60) };
    expect((await client.post(`${CARDS}/education/skip`, {}, { headers: forged })).statusCode).toBe(200);
    expect(await events(seeker.id)).toEqual([
      {
        card_id: "skills",
        event: "remind-later",
        field: null,
        rule_applied: "skills.missing",
        rule_version: "2026-10.9",
        source: "popup",
      },
      {
        card_id: "education",
        event: "skipped",
        field: null,
        rule_applied: "education.missing",
        rule_version: ENGAGEMENT_RULES_VERSION,
        source: "api",
      },
    ]);
  });

  it("records engagement, field-level and abandonment tracking", async () => {
    const { client, seeker } = await newSeeker();
    await newProfile(client);
    const headers = {
      "x-rule-applied": "experience.missing",
      "x-rule-version": ENGAGEMENT_RULES_VERSION,
      "x-source": "popup",
    };
    expect(
      (
        await client.post(
          `${CARDS}/tracking/engagement`,
          { cardId: "experience", event: "opened" },
          { headers },
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await client.post(`${CARDS}/tracking/field`, { cardId: "experience", field: "years" }, { headers }))
        .statusCode,
    ).toBe(200);
    expect((await client.send("PUT", `${CARDS}/experience/abandonment`, { headers })).statusCode).toBe(200);
    // A field the card does not have is refused, not recorded.
    expect(
      (await client.post(`${CARDS}/tracking/field`, { cardId: "experience", field: "password" })).statusCode,
    ).toBe(400);
    expect(
      (await events(seeker.id)).map((row) => [row.event, row.field, row.rule_applied, row.source]),
    ).toEqual([
      ["opened", null, "experience.missing", "popup"],
      ["field-changed", "years", "experience.missing", "popup"],
      ["abandoned", null, "experience.missing", "popup"],
    ]);
  });

  it(`tracking is rate-limited per seeker (${CARD_TRACKING_LIMIT.limit} calls per window)`, async () => {
    const { client } = await newSeeker();
    let last = 0;
    for (let index = 0; index <= CARD_TRACKING_LIMIT.limit; index += 1) {
      last = (await client.post(`${CARDS}/tracking/engagement`, { cardId: "skills", event: "shown" }))
        .statusCode;
    }
    expect(last).toBe(429);
  });
});

describe("engagement cards: updates go through the profile", () => {
  it("updates the current salary, keeping the expected salary, and records the answer", async () => {
    const { client, seeker, profileId } = await completeSeeker();
    const response = await client.send("PUT", `${CARDS}/current-salary`, {
      body: { currency: "INR", currentSalary: 1_500_000, salaryMode: "Annually" },
      headers: { "x-rule-applied": "current-salary.stale", "x-rule-version": ENGAGEMENT_RULES_VERSION },
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = (await client.get(`/api/seeker/profiles/${profileId}`)).json().data.profile;
    expect(profile.data.salary).toEqual({ ...SALARY, currentSalary: 1_500_000 });
    expect((await events(seeker.id)).map((row) => [row.card_id, row.event, row.rule_applied])).toEqual([
      ["current-salary", "updated", "current-salary.stale"],
    ]);
  });

  it("refuses a bad value with the group's own message, beside its field", async () => {
    const { client } = await completeSeeker();
    const response = await client.send("PUT", `${CARDS}/current-salary`, {
      body: { currency: "INR", salaryMode: "Annually" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(
      expect.objectContaining({ field: "currentSalary", message: SPEC_MESSAGES.currentSalaryRequired }),
    );
  });

  it("updates locations, skills, notice period and experience through their calls", async () => {
    const { client, profileId } = await completeSeeker();
    const calls: [string, string, unknown][] = [
      ["POST", "current-location", { currentLocation: "Chennai" }],
      ["POST", "location", { preferredLocations: ["Mumbai"] }],
      ["PUT", "skills", { skills: ["Kotlin", "Java", "SQL"] }],
      ["POST", "notice-period", { noticePeriod: "immediate", lastWorkingDay: null }],
      ["POST", "experience", { isFresher: false, years: 6, months: 0 }],
    ];
    for (const [method, path, body] of calls) {
      const response = await client.send(method, `${CARDS}/${path}`, { body });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    }
    expect((await client.send("DELETE", `${CARDS}/skills/SQL`)).statusCode).toBe(200);
    expect((await client.post(`${CARDS}/skills`, { name: "Docker" })).statusCode).toBe(200);
    const data = (await client.get(`/api/seeker/profiles/${profileId}`)).json().data.profile.data;
    expect(data.personal).toMatchObject({
      name: PERSONAL.name,
      currentLocation: "Chennai",
      preferredLocations: ["Mumbai"],
    });
    expect(data.skills).toEqual(["Java", "Kotlin", "Docker"]);
    expect(data.employments[0]).toMatchObject({ designation: "Java Developer", noticePeriod: "immediate" });
    expect(data.experience).toEqual({ isFresher: false, years: 6, months: 0 });
  });

  it("imports or creates a profile from the import card", async () => {
    const { client } = await newSeeker();
    const response = await client.post(`${CARDS}/profile-import`, { name: "My profile", source: "fresh" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.cards.map((card: { cardId: string }) => card.cardId)).not.toContain(
      "profile-import",
    );
    expect((await client.get("/api/seeker/profiles")).json().data.profiles).toHaveLength(1);
  });

  it("re-verifies the mobile by OTP through accounts; a wrong code is refused", async () => {
    const { client, seeker } = await newSeeker();
    expect(
      (await client.post(`${CARDS}/mobile-otp/reverify`, { otp: "000000" })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    await verifyMobile(client, { diallingCode: seeker.diallingCode, number: seeker.mobile });
    expect(await dueRules(client)).toEqual(["profile-import.missing"]);
  });

  it("answers a failed update with the spec's OOps message", async () => {
    const { client, seeker } = await newSeeker();
    await newProfile(client);
    // No current job: there is no notice period to update.
    const response = await client.post(`${CARDS}/notice-period`, { noticePeriod: "30-days" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe(SPEC_MESSAGES.engagementUpdateFailed);
    expect(response.json().errors[0].message).toBe(
      "OOps! We encountered an issue while updating few details. Please visit your Profile to try again",
    );
    expect(await events(seeker.id)).toEqual([]);
  });
});

describe("engagement cards: who may act", () => {
  it("another seeker cannot update my entries (404) and their answers leave my cards alone", async () => {
    const mine = await completeSeeker();
    const myJob = (await mine.client.get(`/api/seeker/profiles/${mine.profileId}`)).json().data.profile.data
      .employments[0].id;
    const other = await newSeeker();
    await newProfile(other.client);
    const response = await other.client.send("PUT", `${CARDS}/designation/${myJob}`, {
      body: { ...CURRENT_JOB, designation: "Hacked" },
    });
    expect(response.statusCode).toBe(404);
    expect((await other.client.send("DELETE", `${CARDS}/skills/Java`)).statusCode).toBe(404);
    const after = (await mine.client.get(`/api/seeker/profiles/${mine.profileId}`)).json().data.profile.data;
    expect(after.employments[0].designation).toBe("Java Developer");
    expect(after.skills).toEqual(["Java"]);
    await other.client.post(`${CARDS}/mobile-otp/skip`);
    expect(await dueRules(mine.client)).toEqual(["mobile-otp.missing"]);
  });

  it("guests are refused", async () => {
    const guest = new TestClient(testApp.app);
    expect((await guest.get(CARDS)).statusCode).toBe(401);
    expect((await guest.post(`${CARDS}/skills/skip`)).statusCode).toBe(401);
  });

  it("refuses a state-changing card call without a valid CSRF token", async () => {
    const { client, seeker } = await newSeeker();
    await newProfile(client);
    expect((await client.post(`${CARDS}/skills/skip`, {}, { xsrf: false })).statusCode).toBe(403);
    expect((await client.post(`${CARDS}/skills/skip`, {}, { xsrf: "forged.token" })).statusCode).toBe(403);
    const { rowCount } = await testApp.pool.query("SELECT 1 FROM engagement_card_states WHERE user_id = $1", [
      seeker.id,
    ]);
    expect(rowCount).toBe(0);
    expect(await dueRules(client)).toContain("skills.missing");
  });
});
