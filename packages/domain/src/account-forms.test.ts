import { describe, expect, it } from "vitest";
import {
  codeLoginFormSchema,
  educationFormSchema,
  employmentFormSchema,
  existenceFormSchema,
  jobPreferenceFormSchema,
  passwordChangeFormSchema,
  personalFormSchema,
} from "./account-forms.ts";
import { parseWith } from "./field-problems.ts";
import { COURSES, NOTICE_PERIODS } from "./reference-lists.ts";

const TODAY = new Date("2026-11-01T00:00:00Z");
const COURSE = COURSES.find((course) => course.specializations.length > 0);

const PERSONAL = {
  experienceType: "professional",
  name: "  Asha   Rao ",
  email: " Asha@Example.COM ",
  password: "Secret123",
  diallingCode: "+91",
  mobile: "98765 43210",
  currentCity: "Pune",
};

describe("account forms", () => {
  it("reads the personal step as forms send it: trimmed, spaces folded, e-mail lower-cased, mobile gathered", () => {
    expect(parseWith(personalFormSchema(), PERSONAL)).toEqual({
      ok: true,
      value: {
        experienceType: "professional",
        name: "Asha Rao",
        email: "asha@example.com",
        password: "Secret123",
        mobile: { diallingCode: "91", number: "9876543210" },
        currentCity: "Pune",
      },
    });
  });

  it("answers with the spec's codes and account messages, one per field, in the form's order", () => {
    const parsed = parseWith(personalFormSchema(), {
      ...PERSONAL,
      name: "",
      email: "nobody",
      password: "short",
      mobile: "12345",
      currentCity: " ",
    });
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { field: "name", messageKey: "nameRequired" },
        { field: "email", messageKey: "invalidEmail" },
        { field: "password", messageKey: "weakPassword" },
        { field: "mobile", messageKey: "invalidMobile" },
        { field: "currentCity", messageKey: "cityNameRequired" },
      ],
    });
  });

  it("holds the mobile number to the rule it is given (the server adds the numbering plan)", () => {
    const parsed = parseWith(
      personalFormSchema(() => false),
      PERSONAL,
    );
    expect(parsed).toEqual({ ok: false, problems: [{ field: "mobile", messageKey: "invalidMobile" }] });
  });

  it("asks the last working day only while serving notice, beside its own field", () => {
    const employment = {
      totalExperienceYears: "4",
      designation: "Developer",
      company: "Acme",
      startMonth: "2022-03",
      noticePeriod: "serving",
      lastWorkingDate: "2026-10-01",
      salaryMode: "x",
      currentSalary: "12,00,000",
    };
    expect(parseWith(employmentFormSchema(TODAY), employment)).toEqual({
      ok: false,
      problems: [
        { field: "lastWorkingDate", messageKey: "invalidDateRange" },
        { field: "salaryMode", messageKey: "salaryModeRequired" },
      ],
    });
    const notServing = NOTICE_PERIODS.find((period) => period.id !== "serving")?.id;
    expect(
      parseWith(employmentFormSchema(TODAY), {
        ...employment,
        noticePeriod: notServing,
        salaryMode: "Annually",
      }),
    ).toMatchObject({
      ok: true,
      value: { totalExperienceMonths: 0, lastWorkingDate: null, currentSalary: 1_200_000 },
    });
  });

  it("takes the course's name and checks the specialisation against it", () => {
    const education = {
      qualification: String(COURSE?.id),
      specialization: COURSE?.specializations[0],
      institute: "College of Engineering Pune",
      passingYear: "2016",
      educationType: "full-time",
    };
    expect(parseWith(educationFormSchema(TODAY), education)).toEqual({
      ok: true,
      value: { ...education, qualificationId: COURSE?.id, qualification: COURSE?.name, passingYear: 2016 },
    });
    expect(parseWith(educationFormSchema(TODAY), { ...education, specialization: "Poetry" })).toEqual({
      ok: false,
      problems: [{ field: "specialization", messageKey: "specializationRequired" }],
    });
  });

  it("reads locations from several fields or commas, and an empty salary as none", () => {
    expect(
      parseWith(jobPreferenceFormSchema, {
        preferredLocations: ["Pune, Mumbai", "Pune"],
        jobTypes: "full-time",
      }),
    ).toEqual({
      ok: true,
      value: {
        preferredLocations: ["Pune", "Mumbai"],
        industryIds: [],
        jobTypes: ["full-time"],
        expectedSalary: null,
      },
    });
  });

  it("checks existence of what was given, and asks for an e-mail address when nothing was", () => {
    expect(parseWith(existenceFormSchema(), { email: "a@example.com" })).toEqual({
      ok: true,
      value: { email: "a@example.com" },
    });
    expect(parseWith(existenceFormSchema(), {})).toEqual({
      ok: false,
      problems: [{ field: "email", messageKey: "emailRequired" }],
    });
  });

  it("refuses a malformed code with the spec's message before the destination's problem", () => {
    expect(parseWith(codeLoginFormSchema("sms"), { otp: "12a", mobile: "1" })).toEqual({
      ok: false,
      problems: [
        { field: "otp", messageKey: "invalidOtp" },
        { field: "mobile", messageKey: "invalidMobile" },
      ],
    });
  });

  it("asks for the current password only where the account has one", () => {
    expect(parseWith(passwordChangeFormSchema(true), { newPassword: "Secret123" })).toEqual({
      ok: false,
      problems: [{ field: "currentPassword", messageKey: "passwordRequired" }],
    });
    expect(parseWith(passwordChangeFormSchema(false), { newPassword: "Secret123" })).toEqual({
      ok: true,
      value: { newPassword: "Secret123", currentPassword: "" },
    });
  });
});
