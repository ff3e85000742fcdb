/**
 * The demo seeker's profiles on a fresh demo database: a filled default profile (the one recruiters
 * see) and a second one aimed at other roles, so the switcher, the score and recruiters' views have
 * something to show. Written through the profiles service, so the demo data passes the same rules.
 */
import type pg from "pg";
import { createUserStore } from "../../auth/user-store.ts";
import { DEMO_SEEKER } from "../accounts/index.ts";
import { createProfilesService } from "./service.ts";

export async function seedDemoProfiles(pool: pg.Pool): Promise<void> {
  const users = createUserStore(pool);
  const seeker = await users.findByEmail("seeker", DEMO_SEEKER.email);
  if (!seeker) return;
  const existing = await pool.query("SELECT 1 FROM profiles WHERE user_id = $1 LIMIT 1", [seeker.id]);
  if (existing.rowCount) return;
  const profiles = createProfilesService({
    pool,
    accounts: {
      findUser: (id) => users.findById(id),
      registrationState: async () => ({ progress: "complete", experienceType: "professional", steps: {} }),
    },
  });

  const main = await profiles.create(seeker.id, { name: "Java developer", source: "fresh" });
  await profiles.saveGroup(seeker.id, main.id, "personal", {
    name: DEMO_SEEKER.name,
    email: DEMO_SEEKER.email,
    mobile: DEMO_SEEKER.mobile,
    currentLocation: "Bengaluru",
    preferredLocations: ["Bengaluru", "Pune"],
    dateOfBirth: "1994-08-17",
    gender: "undisclosed",
    differentlyAbled: null,
  });
  await profiles.saveGroup(seeker.id, main.id, "workAuthorization", {
    workCountries: ["IN", "AE", "SG"],
    usaWorkStatus: 2,
    visaStatus: "citizen",
  });
  await profiles.saveGroup(seeker.id, main.id, "experience", { isFresher: false, years: 6, months: 4 });
  await profiles.saveGroup(seeker.id, main.id, "salary", {
    currency: "INR",
    currentSalary: 1_450_000,
    salaryMode: "Annually",
    expectedSalary: 1_900_000,
  });
  await profiles.saveGroup(seeker.id, main.id, "preferences", {
    functionIds: [22],
    roleIds: [2202, 2205],
    industryIds: [40],
    jobTypes: ["full-time"],
  });
  await profiles.saveGroup(seeker.id, main.id, "covid", { laidOffDueToCovid: false });
  const withJob = await profiles.saveEntry(seeker.id, main.id, "employments", null, {
    designation: "Senior Java Developer",
    company: "Saranya Softech Pvt Ltd",
    startDate: "2022-03",
    endDate: null,
    isCurrent: true,
    noticePeriod: "2-months",
    lastWorkingDay: null,
  });
  await profiles.saveEntry(seeker.id, main.id, "employments", null, {
    designation: "Java Developer",
    company: "Lotus Bridge Technologies",
    startDate: "2019-07",
    endDate: "2022-02",
    isCurrent: false,
    noticePeriod: null,
    lastWorkingDay: null,
  });
  await profiles.saveEntry(seeker.id, main.id, "educations", null, {
    courseId: 5,
    specialization: "Computer Science",
    institute: "Anna University",
    board: "university",
    medium: "english",
    percentageBand: 10,
    passingYear: 2016,
    educationType: "full-time",
  });
  for (const skill of ["Java", "Spring Boot", "SQL", "Microservices", "Docker", "AWS"])
    await profiles.addSkill(seeker.id, main.id, { name: skill });
  await profiles.saveEntry(seeker.id, main.id, "itSkills", null, {
    name: "Java",
    version: "17",
    lastUsed: new Date().getUTCFullYear(),
    experienceYears: 6,
    experienceMonths: 0,
    employmentId: withJob.data.employments[0]?.id ?? null,
  });

  const second = await profiles.create(seeker.id, {
    name: "Team lead roles",
    source: "copy",
    fromProfileId: main.id,
  });
  await profiles.saveGroup(seeker.id, second.id, "salary", {
    currency: "INR",
    currentSalary: 1_450_000,
    salaryMode: "Annually",
    expectedSalary: 2_600_000,
  });
  await profiles.addSkill(seeker.id, second.id, { name: "Team Leadership" });
}
