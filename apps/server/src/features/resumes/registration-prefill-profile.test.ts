/**
 * Registration by resume ends in the profile: a resume uploaded during registration leaves a profile
 * behind before the steps are done, so finishing registration must fill that profile's empty groups
 * from what the seeker confirmed, add the skills they ticked, and replace nothing already there.
 * Real database; the registration drafts are saved and read through the accounts API.
 */
import { COURSES } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { createUserStore } from "../../auth/user-store.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { createProfilesService } from "../profiles/index.ts";

const testApp = useTestApp();

const PROFILES = "/api/seeker/profiles";
const ENGINEERING = COURSES.find((course) => course.name === "B.E/B.Tech");

/** The profiles service over the test's database, reading drafts as the seeker's own API does. */
function profilesFor(client: TestClient) {
  const users = createUserStore(testApp.pool);
  return createProfilesService({
    pool: testApp.pool,
    accounts: {
      findUser: (id) => users.findById(id),
      registrationState: async () => (await client.get("/api/seeker/registration")).json().data,
    },
  });
}

async function finishSteps(client: TestClient) {
  const steps: [string, Record<string, unknown>][] = [
    [
      "employment",
      {
        totalExperienceYears: "9",
        totalExperienceMonths: "2",
        designation: "Senior Java Developer",
        company: "Infosys Limited",
        startMonth: "2019-08",
        noticePeriod: "30-days",
        salaryMode: "Annually",
        currentSalary: "1800000",
      },
    ],
    [
      "education",
      {
        qualification: String(ENGINEERING?.id),
        specialization: "Computer Science",
        institute: "College of Engineering Pune",
        passingYear: "2016",
        educationType: "full-time",
      },
    ],
    ["job-preferences", { preferredLocations: ["Pune"], jobTypes: ["full-time"] }],
  ];
  for (const [path, body] of steps) {
    const response = await client.post(`/api/seeker/registration/${path}`, body);
    expect(response.statusCode, response.body).toBe(200);
  }
}

async function defaultProfile(client: TestClient) {
  const list = (await client.get(PROFILES)).json().data.profiles as { id: string; isDefault: boolean }[];
  const id = list.find((profile) => profile.isDefault)?.id;
  return (await client.get(`${PROFILES}/${id}`)).json().data.profile;
}

describe("finishing registration by resume fills the profile", () => {
  it("fills the groups a profile made during registration left empty, and adds the ticked skills", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client, { currentCity: "Pune" });
    // What the upload during registration leaves: a profile before the steps are done, one skill on it.
    const created = await client.post(PROFILES, { name: "My resume", source: "fresh" });
    expect(created.statusCode, created.body).toBe(201);
    const profileId = created.json().data.profile.id;
    expect((await client.post(`${PROFILES}/${profileId}/skills`, { name: "Excel" })).statusCode).toBe(200);

    await finishSteps(client);
    const user = await createUserStore(testApp.pool).findById(seeker.id);
    if (!user) throw new Error("the seeker is gone");
    await profilesFor(client).fillFromRegistration(user, ["Java", "excel", "Spring Boot"]);

    const profile = await defaultProfile(client);
    expect(profile.id).toBe(profileId);
    expect(profile.data.employments).toMatchObject([
      {
        designation: "Senior Java Developer",
        company: "Infosys Limited",
        startDate: "2019-08",
        isCurrent: true,
      },
    ]);
    expect(profile.data.educations).toMatchObject([
      { courseId: ENGINEERING?.id, specialization: "Computer Science", passingYear: 2016 },
    ]);
    expect(profile.data.experience).toEqual({ isFresher: false, years: 9, months: 2 });
    expect(profile.data.personal.currentLocation).toBe("Pune");
    expect(profile.data.skills).toEqual(["Excel", "Java", "Spring Boot"]);
  });

  it("replaces nothing the profile already holds", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    const created = await client.post(PROFILES, { name: "Mine", source: "fresh" });
    const profileId = created.json().data.profile.id;
    const experience = await client.send("PUT", `${PROFILES}/${profileId}/experience`, {
      body: { isFresher: false, years: 3, months: 0 },
    });
    expect(experience.statusCode, experience.body).toBe(200);

    await finishSteps(client);
    const user = await createUserStore(testApp.pool).findById(seeker.id);
    if (!user) throw new Error("the seeker is gone");
    await profilesFor(client).fillFromRegistration(user, []);

    const profile = await defaultProfile(client);
    expect(profile.data.experience).toEqual({ isFresher: false, years: 3, months: 0 });
    expect(profile.data.employments).toHaveLength(1);
  });

  it("makes the first profile when none exists, and does nothing before registration is finished", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    const users = createUserStore(testApp.pool);
    const unfinished = await users.findById(seeker.id);
    if (!unfinished) throw new Error("the seeker is gone");
    await profilesFor(client).fillFromRegistration(unfinished, ["Java"]);
    const { rows: before } = await testApp.pool.query("SELECT 1 FROM profiles WHERE user_id = $1", [
      seeker.id,
    ]);
    expect(before).toHaveLength(0);

    await finishSteps(client);
    const finished = await users.findById(seeker.id);
    if (!finished) throw new Error("the seeker is gone");
    await profilesFor(client).fillFromRegistration(finished, ["Java"]);
    const profile = await defaultProfile(client);
    expect(profile.data.skills).toEqual(["Java"]);
    expect(profile.data.employments[0].company).toBe("Infosys Limited");
  });
});
