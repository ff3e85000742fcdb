/**
 * Posted profile forms (plain strings, repeated names for lists) as the JSON shape the profile schemas
 * check. The server's page actions and the browser's checks before posting both read forms through here,
 * so a form and the API are refused for the same reasons in the same words. Nothing is validated here:
 * an empty field becomes `undefined` (required) or `null` (optional) and the schema decides.
 */
import {
  type FormValues,
  isChecked,
  many,
  one,
  optionalNumber,
  optionalText,
  places,
  wholeNumber,
} from "./form-values.ts";
import type { ProfileListGroup, ProfileObjectGroup } from "./profile.ts";

export type ProfileFormValues = FormValues;

/** Rupees from the lakhs and thousands pickers; undefined when neither was chosen. */
export function rupeesFromPickers(lakhs: string, thousands: string): number | undefined {
  if (lakhs === "" && thousands === "") return undefined;
  const lakhValue = wholeNumber(lakhs || "0");
  const thousandValue = wholeNumber(thousands || "0");
  if (lakhValue === undefined || thousandValue === undefined) return undefined;
  return lakhValue * 100_000 + thousandValue * 1_000;
}

/** Lakhs and thousands of an amount of rupees, for showing a saved salary in the pickers. */
export function pickersFromRupees(amount: number): { lakhs: number; thousands: number } {
  const lakhs = Math.min(Math.floor(amount / 100_000), 100);
  const thousands = Math.floor((amount - lakhs * 100_000) / 1_000);
  return { lakhs, thousands: Math.min(thousands - (thousands % 5), 95) };
}

function salaryAmount(form: ProfileFormValues, prefix: "current" | "expected"): number | undefined {
  if (one(form, "currency") === "INR")
    return rupeesFromPickers(one(form, `${prefix}Lakhs`), one(form, `${prefix}Thousands`));
  return wholeNumber(one(form, `${prefix}Salary`));
}

export function objectGroupFromForm(group: ProfileObjectGroup, form: ProfileFormValues): unknown {
  switch (group) {
    case "personal":
      return {
        name: one(form, "name"),
        email: one(form, "email"),
        mobile: { diallingCode: one(form, "diallingCode"), number: one(form, "mobile") },
        currentLocation: one(form, "currentLocation"),
        preferredLocations: places(form, "preferredLocations"),
        dateOfBirth: optionalText(one(form, "dateOfBirth")),
        gender: optionalText(one(form, "gender")),
        differentlyAbled: optionalNumber(one(form, "differentlyAbled")),
      };
    case "workAuthorization":
      return {
        workCountries: many(form, "workCountries"),
        usaWorkStatus: optionalNumber(one(form, "usaWorkStatus")),
        visaStatus: one(form, "visaStatus") || undefined,
      };
    case "experience": {
      const years = one(form, "years");
      return {
        isFresher: years === "fresher",
        years: years === "fresher" ? 0 : wholeNumber(years),
        months: years === "fresher" ? 0 : wholeNumber(one(form, "months") || "0"),
      };
    }
    case "salary": {
      const expected = salaryAmount(form, "expected");
      return {
        currency: one(form, "currency"),
        currentSalary: salaryAmount(form, "current"),
        salaryMode: one(form, "salaryMode") || undefined,
        expectedSalary: expected ?? null,
      };
    }
    case "preferences":
      return {
        functionIds: many(form, "functionIds").map(Number),
        roleIds: many(form, "roleIds").map(Number),
        industryIds: many(form, "industryIds").map(Number),
        jobTypes: many(form, "jobTypes"),
      };
    case "covid":
      return { laidOffDueToCovid: isChecked(form, "laidOffDueToCovid") };
  }
}

export function listEntryFromForm(group: ProfileListGroup, form: ProfileFormValues): unknown {
  switch (group) {
    case "employments":
      return {
        designation: one(form, "designation"),
        company: one(form, "company"),
        startDate: one(form, "startDate") || undefined,
        endDate: optionalText(one(form, "endDate")),
        isCurrent: isChecked(form, "isCurrent"),
        noticePeriod: optionalText(one(form, "noticePeriod")),
        lastWorkingDay: optionalText(one(form, "lastWorkingDay")),
      };
    case "educations":
      return {
        courseId: wholeNumber(one(form, "courseId")),
        specialization: one(form, "specialization"),
        institute: one(form, "institute"),
        board: one(form, "board") || undefined,
        medium: one(form, "medium") || undefined,
        percentageBand: optionalNumber(one(form, "percentageBand")),
        passingYear: wholeNumber(one(form, "passingYear")),
        educationType: one(form, "educationType") || undefined,
      };
    case "itSkills":
      return {
        name: one(form, "name"),
        version: one(form, "version"),
        lastUsed: optionalNumber(one(form, "lastUsed")),
        experienceYears: wholeNumber(one(form, "experienceYears") || "0"),
        experienceMonths: wholeNumber(one(form, "experienceMonths") || "0"),
        employmentId: optionalText(one(form, "employmentId")),
      };
  }
}

export function createProfileFromForm(form: ProfileFormValues): unknown {
  return {
    name: one(form, "name"),
    source: one(form, "source") || "fresh",
    fromProfileId: optionalText(one(form, "fromProfileId")),
  };
}
