/**
 * Profile rules through the HTTP API against a real database: the five-profile limit (also under
 * concurrent creates), exactly one default, never deleting the last, the field groups' messages in the
 * spec's words, other seekers' profiles answering 404, and CSRF.
 */
import { MAX_PROFILES, SPEC_MESSAGES, specMessage } from "@portal/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_CURRENT_JOB, samplePersonal } from "../../testing/profile-samples.ts";
import { useTestApp } from "../../testing/test-app.ts";
import { newSeekerDetails, registerSeeker, TestClient } from "../../testing/test-client.ts";
import { PROFILE_WRITE_LIMIT } from "./service.ts";

const testApp = useTestApp();

const BASE = "/api/seeker/profiles";

async function newSeeker(overrides: Record<string, string> = {}) {
  const client = new TestClient(testApp.app);
  const seeker = await registerSeeker(client, overrides);
  return { client, seeker };
}

async function createProfile(client: TestClient, name: string, extra: Record<string, unknown> = {}) {
  return client.post(BASE, { name, source: "fresh", ...extra });
}

async function profileIds(client: TestClient): Promise<string[]> {
  const response = await client.get(BASE);
  return response.json().data.profiles.map((profile: { id: string }) => profile.id);
}

function put(client: TestClient, url: string, body: unknown) {
  return client.send("PUT", url, { body });
}

function messages(response: { json(): unknown }): { field?: string; message: string }[] {
  return (response.json() as { errors: { field?: string; message: string }[] }).errors;
}

async function defaultCount(userId: string): Promise<number> {
  const { rows } = await testApp.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM profiles WHERE user_id = $1 AND is_default",
    [userId],
  );
  return rows[0]?.n ?? 0;
}

const VALID_PERSONAL = samplePersonal("asha.profile@example.com");

const CURRENT_JOB = SAMPLE_CURRENT_JOB;

/** The registration steps after the first, answered in full. */
const LATER_STEPS: [string, Record<string, unknown>][] = [
  [
    "employment",
    {
      totalExperienceYears: "4",
      totalExperienceMonths: "2",
      designation: "QA Engineer",
      company: "Lotus Bridge",
      startMonth: "2022-01",
      noticePeriod: "30-days",
      salaryMode: "Annually",
      currentSalary: "900000",
    },
  ],
  [
    "education",
    {
      qualification: "5",
      specialization: "Computer Science",
      institute: "Anna University",
      passingYear: "2019",
      educationType: "full-time",
    },
  ],
  ["job-preferences", { preferredLocations: ["Chennai"], industries: ["1"], jobTypes: ["full-time"] }],
];

describe("profiles: the set of profiles", () => {
  it("the first profile is the default; up to five, and a sixth is refused with a clear message", async () => {
    const { client, seeker } = await newSeeker();
    for (let index = 1; index <= MAX_PROFILES; index += 1) {
      const response = await createProfile(client, `Profile ${index}`);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.profile.isDefault).toBe(index === 1);
    }
    const refused = await createProfile(client, "One too many");
    expect(refused.statusCode).toBe(409);
    expect(messages(refused)[0]?.message).toBe(
      "You can keep up to 5 profiles. Please delete one before adding another.",
    );
    expect(await profileIds(client)).toHaveLength(MAX_PROFILES);
    expect(await defaultCount(seeker.id)).toBe(1);
  });

  it("ten concurrent creates leave exactly five profiles and one default", async () => {
    const { client, seeker } = await newSeeker();
    await client.get("/api/rio/session");
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createProfile(client, `Racing ${index}`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_PROFILES);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10 - MAX_PROFILES);
    expect(await profileIds(client)).toHaveLength(MAX_PROFILES);
    expect(await defaultCount(seeker.id)).toBe(1);
  });

  it("makes another profile the default, keeping exactly one", async () => {
    const { client, seeker } = await newSeeker();
    const first = (await createProfile(client, "First")).json().data.profile.id;
    const second = (await createProfile(client, "Second")).json().data.profile.id;
    const response = await client.post(`${BASE}/${second}/default`);
    expect(response.statusCode).toBe(200);
    const list = response.json().data.profiles as { id: string; isDefault: boolean }[];
    expect(list.find((profile) => profile.id === second)?.isDefault).toBe(true);
    expect(list.find((profile) => profile.id === first)?.isDefault).toBe(false);
    expect(await defaultCount(seeker.id)).toBe(1);
    // The database itself refuses a second default, whatever the code does.
    await expect(
      testApp.pool.query("UPDATE profiles SET is_default = true WHERE id = $1", [first]),
    ).rejects.toThrow(/profiles_one_default_idx/);
  });

  it("concurrent 'make default' calls still leave one default", async () => {
    const { client, seeker } = await newSeeker();
    const ids: string[] = [];
    for (const name of ["A", "B", "C"]) ids.push((await createProfile(client, name)).json().data.profile.id);
    const responses = await Promise.all(ids.map((id) => client.post(`${BASE}/${id}/default`)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await defaultCount(seeker.id)).toBe(1);
  });

  it("cannot delete the last profile; deleting the default hands the role to another", async () => {
    const { client, seeker } = await newSeeker();
    const only = (await createProfile(client, "Only")).json().data.profile.id;
    const refused = await client.delete(`${BASE}/${only}`);
    expect(refused.statusCode).toBe(409);
    expect(messages(refused)[0]?.message).toBe(
      "You need at least one profile, so the only one cannot be deleted.",
    );
    const other = (await createProfile(client, "Other")).json().data.profile.id;
    const removed = await client.delete(`${BASE}/${only}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.profiles).toEqual([expect.objectContaining({ id: other, isDefault: true })]);
    expect(await defaultCount(seeker.id)).toBe(1);
  });

  it("renames and copies; copying without choosing a profile says 'Please select a profile from list.'", async () => {
    const { client } = await newSeeker();
    const original = (await createProfile(client, "Original")).json().data.profile.id;
    await client.post(`${BASE}/${original}/skills`, { name: "Java" });
    const renamed = await client.send("PATCH", `${BASE}/${original}`, { body: { name: "Backend roles" } });
    expect(renamed.json().data.profile.name).toBe("Backend roles");

    const unnamed = await client.send("PATCH", `${BASE}/${original}`, { body: { name: " " } });
    expect(messages(unnamed)[0]).toMatchObject({
      field: "name",
      message: "Please enter a name for the profile.",
    });

    const noSource = await client.post(BASE, { name: "Copy", source: "copy" });
    expect(noSource.statusCode).toBe(400);
    expect(messages(noSource)[0]).toMatchObject({
      field: "fromProfileId",
      message: SPEC_MESSAGES.selectProfile,
    });

    const copy = await client.post(BASE, { name: "Copy", source: "copy", fromProfileId: original });
    expect(copy.statusCode).toBe(201);
    const copied = await client.get(`${BASE}/${copy.json().data.profile.id}`);
    expect(copied.json().data.profile.data.skills).toEqual(["Java"]);
    expect(copied.json().data.profile.isDefault).toBe(false);
  });

  it("another seeker's profile answers 404 for reading, editing, copying, default and delete", async () => {
    const owner = await newSeeker();
    const mine = (await createProfile(owner.client, "Mine")).json().data.profile.id;
    await createProfile(owner.client, "Second");
    const intruder = await newSeeker();
    await createProfile(intruder.client, "Intruder");
    const attempts = [
      await intruder.client.get(`${BASE}/${mine}`),
      await put(intruder.client, `${BASE}/${mine}/covid`, { laidOffDueToCovid: true }),
      await intruder.client.post(`${BASE}/${mine}/skills`, { name: "Java" }),
      await intruder.client.post(`${BASE}/${mine}/default`),
      await intruder.client.delete(`${BASE}/${mine}`),
      await intruder.client.send("PATCH", `${BASE}/${mine}`, { body: { name: "Mine now" } }),
      await intruder.client.post(BASE, { name: "Stolen", source: "copy", fromProfileId: mine }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(messages(response)[0]?.message).toBe(SPEC_MESSAGES.profileNotFound);
    }
    const untouched = await owner.client.get(`${BASE}/${mine}`);
    expect(untouched.json().data.profile).toMatchObject({ name: "Mine", isDefault: true });
    expect(untouched.json().data.profile.data.covid).toBeNull();
  });

  it("refuses a write without a CSRF token, or with another visitor's", async () => {
    const { client } = await newSeeker();
    const id = (await createProfile(client, "Mine")).json().data.profile.id;
    const withoutToken = await client.send("PUT", `${BASE}/${id}/covid`, {
      body: { laidOffDueToCovid: true },
      xsrf: false,
    });
    expect(withoutToken.statusCode).toBe(403);
    const other = new TestClient(testApp.app);
    await other.get("/api/rio/session");
    const foreign = await client.send("PUT", `${BASE}/${id}/covid`, {
      body: { laidOffDueToCovid: true },
      xsrf: decodeURIComponent(other.cookies.get("XSRF-TOKEN") ?? ""),
    });
    expect(foreign.statusCode).toBe(403);
    const profile = await client.get(`${BASE}/${id}`);
    expect(profile.json().data.profile.data.covid).toBeNull();
  });

  it("counts a seeker's writes: past the allowance the API answers 429 with Retry-After", async () => {
    const { client } = await newSeeker();
    const id = (await createProfile(client, "Busy")).json().data.profile.id;
    const statuses: number[] = [];
    for (let index = 1; index < PROFILE_WRITE_LIMIT.limit; index += 1) {
      statuses.push(
        (await put(client, `${BASE}/${id}/covid`, { laidOffDueToCovid: index % 2 === 0 })).statusCode,
      );
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await put(client, `${BASE}/${id}/covid`, { laidOffDueToCovid: true });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toEqual(expect.any(String));
  });

  it("guests get 401", async () => {
    const guest = new TestClient(testApp.app);
    expect((await guest.get(BASE)).statusCode).toBe(401);
    expect((await guest.post(BASE, { name: "Mine", source: "fresh" })).statusCode).toBe(401);
  });

  it("documents the calls in the OpenAPI description", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/seeker/profiles",
        "/api/seeker/profiles/{profileId}/personal",
        "/api/seeker/profiles/{profileId}/employments/{entryId}",
      ]),
    );
  });

  it("a seeker who finished registration gets a first profile imported from it", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    for (const [path, body] of LATER_STEPS) {
      const saved = await client.post(`/api/seeker/registration/${path}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const list = (await client.get(BASE)).json().data.profiles;
    expect(list).toHaveLength(1);
    expect(list[0].isDefault).toBe(true);
    expect(list[0].name).toBe("My profile");
    const profile = (await client.get(`${BASE}/${list[0].id}`)).json().data.profile;
    expect(profile.data.personal).toMatchObject({
      name: seeker.name,
      email: seeker.email,
      currentLocation: "Bengaluru",
      preferredLocations: ["Chennai"],
    });
    expect(profile.data.employments[0]).toMatchObject({ designation: "QA Engineer", isCurrent: true });
    expect(profile.data.salary).toMatchObject({
      currency: "INR",
      currentSalary: 900000,
      salaryMode: "Annually",
    });
    expect(profile.data.educations[0]).toMatchObject({ courseId: 5, institute: "Anna University" });
    expect(profile.groupUpdatedAt.salary).toEqual(expect.any(String));
    // Asking again does not make a second one.
    expect((await client.get(BASE)).json().data.profiles).toHaveLength(1);
  });

  it("names the first profile in the language the seeker registered in", async () => {
    const client = new TestClient(testApp.app);
    const registered = await client.post("/api/registration/personal", newSeekerDetails(), {
      headers: { "x-language-code": "ar" },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    for (const [path, body] of LATER_STEPS) {
      const saved = await client.post(`/api/seeker/registration/${path}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const list = (await client.get(BASE)).json().data.profiles;
    expect(list.map((profile: { name: string }) => profile.name)).toEqual(["ملفي الشخصي"]);
  });

  it("keeps the expected salary a fresher gave at registration", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client, { experienceType: "fresher" });
    const steps: [string, Record<string, unknown>][] = [
      [
        "education",
        {
          qualification: "5",
          specialization: "Computer Science",
          institute: "Anna University",
          passingYear: "2025",
          educationType: "full-time",
        },
      ],
      [
        "job-preferences",
        {
          preferredLocations: ["Pune"],
          industries: ["1"],
          jobTypes: ["full-time"],
          expectedSalary: "450000",
        },
      ],
    ];
    for (const [path, body] of steps) {
      const saved = await client.post(`/api/seeker/registration/${path}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const list = (await client.get(BASE)).json().data.profiles;
    const profile = (await client.get(`${BASE}/${list[0].id}`)).json().data.profile;
    expect(profile.data.experience).toMatchObject({ isFresher: true });
    expect(profile.data.salary).toEqual({
      currency: "INR",
      currentSalary: 0,
      salaryMode: "Annually",
      expectedSalary: 450000,
    });
  });

  it("imports what registration saved so far into a new profile before registration is complete", async () => {
    const { client, seeker } = await newSeeker();
    expect((await client.get(BASE)).json().data.profiles).toEqual([]);
    const created = await client.post(BASE, { name: "From registration", source: "registration" });
    expect(created.statusCode).toBe(201);
    const profile = (await client.get(`${BASE}/${created.json().data.profile.id}`)).json().data.profile;
    expect(profile.data.personal).toMatchObject({ name: seeker.name, currentLocation: "Bengaluru" });
  });
});

describe("profiles: field groups and their messages", () => {
  let client: TestClient;
  let id: string;

  beforeAll(async () => {
    ({ client } = await newSeeker());
    id = (await createProfile(client, "Fields")).json().data.profile.id;
  });

  it("saves personal details and refuses missing ones with the required-field messages", async () => {
    const saved = await put(client, `${BASE}/${id}/personal`, VALID_PERSONAL);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.profile.data.personal).toMatchObject({
      name: "Asha Rao",
      dateOfBirth: "1995-04-12",
    });

    const refused = await put(client, `${BASE}/${id}/personal`, {
      ...VALID_PERSONAL,
      currentLocation: "",
      preferredLocations: [],
      mobile: { diallingCode: "91", number: "12345" },
      dateOfBirth: "2031-02-30",
    });
    expect(refused.statusCode).toBe(400);
    expect(messages(refused)).toEqual(
      expect.arrayContaining([
        { code: "VALIDATION", field: "currentLocation", message: SPEC_MESSAGES.currentLocationRequired },
        { code: "VALIDATION", field: "preferredLocations", message: SPEC_MESSAGES.preferredLocationRequired },
        { code: "VALIDATION", field: "mobile", message: SPEC_MESSAGES.invalidMobile },
        { code: "VALIDATION", field: "dateOfBirth", message: "Please enter a valid date of birth." },
      ]),
    );
    // The refused save changed nothing.
    const profile = await client.get(`${BASE}/${id}`);
    expect(profile.json().data.profile.data.personal.currentLocation).toBe("Bengaluru");
  });

  it("localises messages: Hindi from the request's language", async () => {
    const refused = await client.send("PUT", `${BASE}/${id}/personal`, {
      body: { ...VALID_PERSONAL, currentLocation: "" },
      headers: { "x-language-code": "hi" },
    });
    expect(messages(refused)[0]?.message).toBe(specMessage("hi", "currentLocationRequired"));
  });

  it("designation history: required fields, a valid date range, notice period and last working date", async () => {
    const empty = await client.post(`${BASE}/${id}/employments`, {
      ...CURRENT_JOB,
      designation: "",
      company: "",
      noticePeriod: null,
    });
    expect(messages(empty)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "designation", message: SPEC_MESSAGES.designationRequired }),
        expect.objectContaining({ field: "company", message: SPEC_MESSAGES.companyRequired }),
        expect.objectContaining({ field: "noticePeriod", message: SPEC_MESSAGES.noticePeriodRequired }),
      ]),
    );
    const backwards = await client.post(`${BASE}/${id}/employments`, {
      ...CURRENT_JOB,
      isCurrent: false,
      startDate: "2020-05",
      endDate: "2019-01",
    });
    expect(messages(backwards)).toEqual([
      expect.objectContaining({ field: "endDate", message: "Please specify a valid date range." }),
    ]);
    const serving = await client.post(`${BASE}/${id}/employments`, {
      ...CURRENT_JOB,
      noticePeriod: "serving",
    });
    expect(messages(serving)).toEqual([
      expect.objectContaining({ field: "lastWorkingDay", message: SPEC_MESSAGES.lastWorkingDateRequired }),
    ]);
    const saved = await client.post(`${BASE}/${id}/employments`, CURRENT_JOB);
    expect(saved.statusCode, saved.body).toBe(200);
    const secondCurrent = await client.post(`${BASE}/${id}/employments`, {
      ...CURRENT_JOB,
      company: "Other",
    });
    expect(messages(secondCurrent)[0]).toMatchObject({
      field: "isCurrent",
      message: "Only one job can be your current job.",
    });
    const past = await client.post(`${BASE}/${id}/employments`, {
      ...CURRENT_JOB,
      company: "Earlier Ltd",
      isCurrent: false,
      startDate: "2018-01",
      endDate: "2021-05",
    });
    expect(past.json().data.profile.data.employments).toHaveLength(2);
  });

  it("salary: 'Please specify salary mode.' and 'Please specify your current salary.'", async () => {
    const refused = await put(client, `${BASE}/${id}/salary`, { currency: "INR", expectedSalary: null });
    expect(messages(refused)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: "currentSalary", message: "Please specify your current salary." }),
        expect.objectContaining({ field: "salaryMode", message: "Please specify salary mode." }),
      ]),
    );
    const saved = await put(client, `${BASE}/${id}/salary`, {
      currency: "INR",
      currentSalary: 1_250_000,
      salaryMode: "Annually",
      expectedSalary: 1_600_000,
    });
    expect(saved.json().data.profile.data.salary.salaryMode).toBe("Annually");
    expect(saved.json().data.profile.groupUpdatedAt.salary).toEqual(expect.any(String));
  });

  it("skills: 'This Skill is already added.' (any case) and 'Please select skills.'", async () => {
    expect((await client.post(`${BASE}/${id}/skills`, { name: "Node.js" })).statusCode).toBe(200);
    const duplicate = await client.post(`${BASE}/${id}/skills`, { name: "  node.JS " });
    expect(messages(duplicate)[0]).toMatchObject({ field: "name", message: "This Skill is already added." });
    const empty = await client.post(`${BASE}/${id}/skills`, { name: "" });
    expect(messages(empty)[0]).toMatchObject({ field: "name", message: "Please select skills." });
    const removed = await client.delete(`${BASE}/${id}/skills/${encodeURIComponent("node.js")}`);
    expect(removed.json().data.profile.data.skills).toEqual([]);
  });

  it("IT skills link to an employment of the profile; a duplicate is refused", async () => {
    const profile = (await client.get(`${BASE}/${id}`)).json().data.profile;
    const jobId = profile.data.employments[0].id;
    const skill = {
      name: "Java",
      version: "17",
      lastUsed: 2025,
      experienceYears: 3,
      experienceMonths: 6,
      employmentId: jobId,
    };
    const saved = await client.post(`${BASE}/${id}/it-skills`, skill);
    expect(saved.statusCode, saved.body).toBe(200);
    const duplicate = await client.post(`${BASE}/${id}/it-skills`, { ...skill, name: "JAVA" });
    expect(messages(duplicate)[0]?.message).toBe(SPEC_MESSAGES.skillAlreadyAdded);
    const unknownJob = await client.post(`${BASE}/${id}/it-skills`, {
      ...skill,
      name: "Kotlin",
      employmentId: "00000000-0000-4000-8000-000000000000",
    });
    expect(messages(unknownJob)[0]?.field).toBe("employmentId");
    // Deleting the job keeps the skill and drops the link.
    const afterDelete = await client.delete(`${BASE}/${id}/employments/${jobId}`);
    expect(afterDelete.json().data.profile.data.itSkills[0]).toMatchObject({
      name: "Java",
      employmentId: null,
    });
  });

  it("job preferences: 'Maximum 2 industries.'", async () => {
    const refused = await put(client, `${BASE}/${id}/preferences`, {
      functionIds: [1],
      roleIds: [],
      industryIds: [1, 2, 3],
      jobTypes: ["full-time"],
    });
    expect(messages(refused)[0]).toMatchObject({ field: "industryIds", message: "Maximum 2 industries." });
    const saved = await put(client, `${BASE}/${id}/preferences`, {
      functionIds: [1],
      roleIds: [],
      industryIds: [1, 2],
      jobTypes: ["full-time"],
    });
    expect(saved.json().data.profile.data.preferences.industryIds).toEqual([1, 2]);
  });

  it("education: each required field has its message", async () => {
    const refused = await client.post(`${BASE}/${id}/educations`, {
      courseId: null,
      specialization: "",
      institute: "",
      percentageBand: null,
    });
    const fields = Object.fromEntries(messages(refused).map((error) => [error.field, error.message]));
    expect(fields).toMatchObject({
      courseId: SPEC_MESSAGES.qualificationRequired,
      specialization: SPEC_MESSAGES.specializationRequired,
      institute: SPEC_MESSAGES.instituteRequired,
      board: SPEC_MESSAGES.boardRequired,
      medium: SPEC_MESSAGES.mediumRequired,
      passingYear: SPEC_MESSAGES.passingYearRequired,
    });
    const saved = await client.post(`${BASE}/${id}/educations`, {
      courseId: 5,
      specialization: "Computer Science",
      institute: "Anna University",
      board: "university",
      medium: "english",
      percentageBand: 10,
      passingYear: 2019,
      educationType: "full-time",
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it("work authorization: visa status is required; experience with a Fresher entry", async () => {
    const refused = await put(client, `${BASE}/${id}/work-authorization`, {
      workCountries: ["IN"],
      usaWorkStatus: 1,
    });
    expect(messages(refused)[0]).toMatchObject({
      field: "visaStatus",
      message: SPEC_MESSAGES.visaStatusRequired,
    });
    const saved = await put(client, `${BASE}/${id}/work-authorization`, {
      workCountries: ["IN", "AE"],
      usaWorkStatus: null,
      visaStatus: "citizen",
    });
    expect(saved.statusCode).toBe(200);
    const fresher = await put(client, `${BASE}/${id}/experience`, { isFresher: true, years: 7, months: 3 });
    expect(fresher.json().data.profile.data.experience).toEqual({ isFresher: true, years: 0, months: 0 });
  });

  it("the detail carries the score and its three suggestions", async () => {
    const response = await client.get(`${BASE}/${id}`);
    const { score } = response.json().data;
    expect(score.score).toBeGreaterThan(0);
    expect(score.score).toBeLessThanOrEqual(100);
    expect(score.suggestions).toHaveLength(3);
    expect(score.suggestions[0].action).toBe("resume");
  });
});
