import { describe, expect, it } from "vitest";
import { emptyProfileData, type ProfileData } from "./profile.ts";
import {
  PROFILE_SCORE_ACTIONS,
  PROFILE_SCORE_WEIGHTS,
  type ProfileFacts,
  profileScore,
  RECENT_UPDATE_DAYS,
} from "./profile-score.ts";

const NOW = new Date("2026-06-01T00:00:00Z");

function completeData(): ProfileData {
  return {
    personal: {
      name: "Asha Rao",
      email: "asha@example.com",
      mobile: { diallingCode: "91", number: "9876543210" },
      currentLocation: "Bengaluru",
      preferredLocations: ["Pune"],
      dateOfBirth: "1995-01-01",
      gender: "female",
      differentlyAbled: null,
    },
    workAuthorization: { workCountries: ["IN"], usaWorkStatus: null, visaStatus: "citizen" },
    experience: { isFresher: false, years: 4, months: 0 },
    salary: { currency: "INR", currentSalary: 900_000, salaryMode: "Annually", expectedSalary: 1_200_000 },
    preferences: { functionIds: [1], roleIds: [], industryIds: [2], jobTypes: ["full-time"] },
    covid: { laidOffDueToCovid: false },
    employments: [
      {
        id: "e1",
        designation: "Developer",
        company: "Acme",
        startDate: "2022-01",
        endDate: null,
        isCurrent: true,
        noticePeriod: "30-days",
        lastWorkingDay: null,
      },
    ],
    educations: [
      {
        id: "d1",
        courseId: 5,
        specialization: "Computer Science",
        institute: "Anna University",
        board: "university",
        medium: "english",
        percentageBand: null,
        passingYear: 2019,
        educationType: "full-time",
      },
    ],
    skills: ["Java", "SQL", "Spring", "Docker", "Git"],
    itSkills: [
      {
        id: "i1",
        name: "Java",
        version: "17",
        lastUsed: 2026,
        experienceYears: 4,
        experienceMonths: 0,
        employmentId: "e1",
      },
    ],
    certificates: [],
  };
}

function facts(overrides: Partial<ProfileFacts> = {}): ProfileFacts {
  return {
    data: completeData(),
    hasResume: true,
    hasPhoto: true,
    isMobileVerified: true,
    isEmailVerified: true,
    updatedAt: NOW,
    now: NOW,
    ...overrides,
  };
}

describe("profile score", () => {
  it("weights add up to 100", () => {
    expect(Object.values(PROFILE_SCORE_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });

  it("a complete, verified, recent profile with resume and photo scores 100 and suggests nothing", () => {
    const result = profileScore(facts());
    expect(result.score).toBe(100);
    expect(result.suggestions).toEqual([]);
  });

  it("an empty, unverified, stale profile scores 0 and suggests the three largest gains in order", () => {
    const result = profileScore(
      facts({
        data: emptyProfileData(),
        hasResume: false,
        hasPhoto: false,
        isMobileVerified: false,
        isEmailVerified: false,
        updatedAt: new Date("2020-01-01T00:00:00Z"),
      }),
    );
    expect(result.score).toBe(0);
    expect(result.suggestions).toEqual([
      { action: "resume", points: 12 },
      { action: "skills", points: 10 },
      { action: "employment", points: 10 },
    ]);
  });

  it("a complete profile without resume and photo passes 80 (84) and suggests the resume first", () => {
    const result = profileScore(facts({ hasResume: false, hasPhoto: false }));
    expect(result.score).toBe(84);
    expect(result.suggestions.map((suggestion) => suggestion.action)).toEqual(["resume", "photo"]);
  });

  it("skills count in steps of two points up to five skills", () => {
    const data = completeData();
    const withSkills = (count: number) =>
      profileScore(facts({ data: { ...data, skills: data.skills.slice(0, count) } })).earned.skills;
    expect([0, 1, 2, 5].map(withSkills)).toEqual([0, 2, 4, 10]);
    expect(profileScore(facts({ data: { ...data, skills: [...data.skills, "Extra"] } })).earned.skills).toBe(
      10,
    );
  });

  it("a declared fresher has nothing missing in employment", () => {
    const data = { ...completeData(), employments: [], experience: { isFresher: true, years: 0, months: 0 } };
    expect(profileScore(facts({ data })).earned.employment).toBe(10);
    const professional = { ...data, experience: { isFresher: false, years: 2, months: 0 } };
    expect(profileScore(facts({ data: professional })).earned.employment).toBe(0);
  });

  it(`counts a save within ${RECENT_UPDATE_DAYS} days as recent`, () => {
    const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);
    expect(profileScore(facts({ updatedAt: daysAgo(RECENT_UPDATE_DAYS) })).earned.recentUpdate).toBe(7);
    expect(profileScore(facts({ updatedAt: daysAgo(RECENT_UPDATE_DAYS + 1) })).earned.recentUpdate).toBe(0);
  });

  it("each missing item lowers the score by exactly its weight", () => {
    const incomplete: Record<string, Partial<ProfileFacts>> = {
      resume: { hasResume: false },
      photo: { hasPhoto: false },
      mobileVerified: { isMobileVerified: false },
      emailVerified: { isEmailVerified: false },
      education: { data: { ...completeData(), educations: [] } },
      personal: { data: { ...completeData(), personal: null } },
      salary: { data: { ...completeData(), salary: null } },
      preferences: { data: { ...completeData(), preferences: null } },
      experience: { data: { ...completeData(), experience: null } },
      workAuthorization: { data: { ...completeData(), workAuthorization: null } },
      itSkills: { data: { ...completeData(), itSkills: [] } },
    };
    for (const [action, override] of Object.entries(incomplete)) {
      const result = profileScore(facts(override));
      expect(result.score, action).toBe(
        100 - PROFILE_SCORE_WEIGHTS[action as keyof typeof PROFILE_SCORE_WEIGHTS],
      );
      expect(result.suggestions[0]?.action, action).toBe(action);
    }
    expect(PROFILE_SCORE_ACTIONS).toHaveLength(Object.keys(PROFILE_SCORE_WEIGHTS).length);
  });
});
