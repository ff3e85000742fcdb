import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGE_TEXTS } from "./account-messages.ts";
import { problemsFromIssues } from "./field-problems.ts";
import { dayFromToday, jobPostingFromForm, jobPostingSchema } from "./job-posting.ts";
import { JOB_POSTING_MESSAGE_TEXTS } from "./job-posting-messages.ts";
import { MEDIA_MESSAGE_TEXTS } from "./media.ts";
import { SPEC_MESSAGES } from "./messages.ts";
import { PROFILE_MESSAGE_TEXTS } from "./profile-messages.ts";

const DESCRIPTION =
  "<p>You will keep the books of a growing trading company, prepare monthly reports and file VAT returns on time.</p>";

function form(overrides: Record<string, string | string[]> = {}) {
  return {
    title: "Senior Accountant",
    locations: "Dubai, Sharjah",
    experienceMin: "3",
    experienceMax: "6",
    salaryMin: "9000",
    salaryMax: "12000",
    currencyCode: "AED",
    salaryTerms: "monthly",
    jobCode: "ACC-7",
    skills: "Accounting, VAT, Tally",
    itSkill1Name: "Excel",
    itSkill1Version: "365",
    itSkill1LastUsed: "2025",
    itSkill2Name: "",
    industryId: "1",
    functionId: "1",
    roleId: "101",
    qualification: "B.Com",
    description: DESCRIPTION,
    workMode: "office",
    jobType: "full-time",
    vacancies: "2",
    expiresOn: dayFromToday(30),
    ...overrides,
  };
}

function problems(overrides: Record<string, string | string[]>) {
  const result = jobPostingSchema.safeParse(jobPostingFromForm(form(overrides)));
  return result.success ? [] : problemsFromIssues(result.error.issues);
}

describe("a job posting form", () => {
  it("reads every field of the job record", () => {
    const posting = jobPostingSchema.parse(jobPostingFromForm(form()));
    expect(posting).toMatchObject({
      title: "Senior Accountant",
      locations: ["Dubai", "Sharjah"],
      experienceMin: 3,
      experienceMax: 6,
      salaryMin: 9000,
      salaryMax: 12000,
      skills: ["Accounting", "VAT", "Tally"],
      itSkills: [{ name: "Excel", version: "365", lastUsed: 2025 }],
      vacancies: 2,
    });
  });

  it("reads rupees from the lakhs and thousands pickers", () => {
    const posting = jobPostingSchema.parse(
      jobPostingFromForm(
        form({
          currencyCode: "INR",
          salaryMinLakhs: "6",
          salaryMinThousands: "50",
          salaryMaxLakhs: "9",
          salaryMaxThousands: "0",
          salaryTerms: "annual",
        }),
      ),
    );
    expect([posting.salaryMin, posting.salaryMax]).toEqual([650_000, 900_000]);
  });

  it("a hidden salary is stored as none", () => {
    const posting = jobPostingSchema.parse(jobPostingFromForm(form({ salaryHidden: "on" })));
    expect([posting.salaryMin, posting.salaryMax]).toEqual([null, null]);
  });

  it.each([
    [{ title: "" }, "title", "jobTitleRequired"],
    [{ title: "!!!" }, "title", "onlySpecialCharacters"],
    [{ locations: "" }, "locations", "invalidLocation"],
    [{ locations: "A, B, C, D, E, F" }, "locations", "tooManyLocations"],
    [{ experienceMin: "8", experienceMax: "2" }, "experience", "experienceRangeInvalid"],
    [{ experienceMax: "51" }, "experienceMax", "experienceRangeInvalid"],
    [{ salaryMin: "15000" }, "salaryMax", "salaryRangeInvalid"],
    [{ salaryMax: "" }, "salaryMax", "salaryRangeInvalid"],
    [{ skills: "" }, "skills", "selectSkills"],
    [{ skills: "VAT, vat" }, "skills", "skillAlreadyAdded"],
    [{ itSkill2Name: "excel" }, "itSkills", "skillAlreadyAdded"],
    [{ roleId: "201" }, "roleId", "roleRequired"],
    [{ industryId: "" }, "industryId", "jobIndustryRequired"],
    [{ qualification: " " }, "qualification", "jobQualificationRequired"],
    [{ description: "<p>Short.</p>" }, "description", "descriptionTooShort"],
    [{ vacancies: "0" }, "vacancies", "vacanciesInvalid"],
    [{ expiresOn: dayFromToday(0) }, "expiresOn", "expiryInvalid"],
    [{ expiresOn: dayFromToday(91) }, "expiresOn", "expiryInvalid"],
    [{ jobCode: "<script>" }, "jobCode", "jobCodeInvalid"],
    [{ salaryTerms: "" }, "salaryTerms", "salaryModeRequired"],
  ] as const)("refuses %j on %s with %s", (overrides, field, messageKey) => {
    expect(problems(overrides as Record<string, string>)).toContainEqual({ field, messageKey });
  });

  it("a description's markup does not count towards its length", () => {
    expect(problems({ description: `<p>${"<b></b>".repeat(40)}Short</p>` })).toContainEqual({
      field: "description",
      messageKey: "descriptionTooShort",
    });
  });
});

describe("job posting messages", () => {
  it("have keys of their own: no account, profile, media or spec message is said in other words", () => {
    const others = [
      ...Object.keys(ACCOUNT_MESSAGE_TEXTS.en),
      ...Object.keys(PROFILE_MESSAGE_TEXTS.en),
      ...Object.keys(MEDIA_MESSAGE_TEXTS.en),
      ...Object.keys(SPEC_MESSAGES),
    ];
    expect(Object.keys(JOB_POSTING_MESSAGE_TEXTS.en).filter((key) => others.includes(key))).toEqual([]);
  });
});
