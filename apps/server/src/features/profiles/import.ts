/**
 * A first profile from what registration saved (spec §4 "import"): the account's name, e-mail and
 * mobile, and each registration step's draft mapped onto the profile's groups. Registration asks fewer
 * questions than the profile, so imported groups may be incomplete (no board or medium for education,
 * no date of birth); the profile forms show the gaps and the next save fills them.
 */

import type { AccountUser, RegistrationState } from "@portal/contracts";
import {
  emptyProfileData,
  isSiteId,
  type ProfileData,
  type ProfileGroup,
  SALARY_MODES,
  type SalaryMode,
  SITE_BY_ID,
} from "@portal/domain";

type Draft = Record<string, unknown>;

function textOf(draft: Draft | undefined, key: string): string {
  const value = draft?.[key];
  return typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
}

function numberOf(draft: Draft | undefined, key: string): number | null {
  const value = Number(draft?.[key]);
  return draft && draft[key] !== null && draft[key] !== "" && Number.isFinite(value) ? value : null;
}

function listOf(draft: Draft | undefined, key: string): unknown[] {
  const value = draft?.[key];
  return Array.isArray(value) ? value : [];
}

export function profileDataFromRegistration(
  user: AccountUser,
  state: RegistrationState,
  newId: () => string,
): { data: ProfileData; groups: ProfileGroup[] } {
  const data = emptyProfileData();
  const groups: ProfileGroup[] = [];
  const { personal, employment, education } = state.steps;
  const preference = state.steps["job-preference"];
  const currency = isSiteId(user.siteId) ? SITE_BY_ID[user.siteId].currency : "INR";

  data.personal = {
    name: user.name,
    email: user.email,
    mobile: user.mobile ?? { diallingCode: "", number: "" },
    currentLocation: textOf(personal, "currentCity"),
    preferredLocations: listOf(preference, "preferredLocations").map(String).slice(0, 5),
    dateOfBirth: null,
    gender: null,
    differentlyAbled: null,
  };
  groups.push("personal");

  if (user.experienceType === "fresher") {
    data.experience = { isFresher: true, years: 0, months: 0 };
    groups.push("experience");
  } else if (employment) {
    data.experience = {
      isFresher: false,
      years: numberOf(employment, "totalExperienceYears") ?? 0,
      months: numberOf(employment, "totalExperienceMonths") ?? 0,
    };
    const serving = textOf(employment, "noticePeriod") === "serving";
    data.employments.push({
      id: newId(),
      designation: textOf(employment, "designation"),
      company: textOf(employment, "company"),
      startDate: textOf(employment, "startMonth"),
      endDate: null,
      isCurrent: true,
      noticePeriod: textOf(employment, "noticePeriod") || null,
      lastWorkingDay: serving ? textOf(employment, "lastWorkingDate") || null : null,
    });
    groups.push("experience", "employments");
  }

  const salaryMode = textOf(employment, "salaryMode");
  const currentSalary = numberOf(employment, "currentSalary");
  const expectedSalary = numberOf(preference, "expectedSalary");
  if ((SALARY_MODES as readonly string[]).includes(salaryMode) && currentSalary !== null) {
    data.salary = { currency, currentSalary, salaryMode: salaryMode as SalaryMode, expectedSalary };
    groups.push("salary");
  } else if (expectedSalary !== null && data.experience?.isFresher) {
    // A fresher earns nothing yet; registration asks them only what they expect, a yearly figure.
    data.salary = { currency, currentSalary: 0, salaryMode: "Annually", expectedSalary };
    groups.push("salary");
  }

  if (education) {
    data.educations.push({
      id: newId(),
      courseId: numberOf(education, "qualificationId") ?? 0,
      specialization: textOf(education, "specialization"),
      institute: textOf(education, "institute"),
      board: "",
      medium: "",
      percentageBand: null,
      passingYear: numberOf(education, "passingYear") ?? 0,
      educationType: (textOf(education, "educationType") || "full-time") as never,
    });
    groups.push("educations");
  }

  if (preference) {
    data.preferences = {
      functionIds: [],
      roleIds: [],
      industryIds: listOf(preference, "industryIds").map(Number).filter(Number.isInteger).slice(0, 2),
      jobTypes: listOf(preference, "jobTypes").map(String) as never,
    };
    groups.push("preferences");
  }
  return { data, groups };
}
