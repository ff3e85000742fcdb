import { describe, expect, it } from "vitest";
import { parseWith } from "./field-problems.ts";
import { SPEC_MESSAGES } from "./messages.ts";
import {
  createProfileSchema,
  employmentSchema,
  hasSkill,
  preferencesSchema,
  salarySchema,
} from "./profile.ts";
import {
  listEntryFromForm,
  objectGroupFromForm,
  pickersFromRupees,
  rupeesFromPickers,
} from "./profile-form.ts";
import { PROFILE_MESSAGE_TEXTS } from "./profile-messages.ts";
import { defaultProfileName, profileNameIn } from "./profile-names.ts";

describe("profile schemas read from forms", () => {
  it("INR salaries come from the lakhs and thousands pickers", () => {
    expect(rupeesFromPickers("12", "50")).toBe(1_250_000);
    expect(rupeesFromPickers("", "")).toBeUndefined();
    expect(pickersFromRupees(1_250_000)).toEqual({ lakhs: 12, thousands: 50 });
    const form = { currency: "INR", currentLakhs: "12", currentThousands: "50", salaryMode: "Annually" };
    const result = parseWith(salarySchema, objectGroupFromForm("salary", form));
    expect(result).toEqual({
      ok: true,
      value: { currency: "INR", currentSalary: 1_250_000, salaryMode: "Annually", expectedSalary: null },
    });
  });

  it("an empty salary form names both spec messages", () => {
    const result = parseWith(salarySchema, objectGroupFromForm("salary", { currency: "AED" }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { field: "currentSalary", messageKey: "currentSalaryRequired" },
      { field: "salaryMode", messageKey: "salaryModeRequired" },
    ]);
    expect(SPEC_MESSAGES.salaryModeRequired).toBe("Please specify salary mode.");
  });

  it("a job that ends before it starts is an invalid date range", () => {
    const form = {
      designation: "Developer",
      company: "Acme",
      startDate: "2022-05",
      endDate: "2021-01",
    };
    const result = parseWith(employmentSchema, listEntryFromForm("employments", form));
    expect(result).toEqual({ ok: false, problems: [{ field: "endDate", messageKey: "invalidDateRange" }] });
  });

  it("at most two industries", () => {
    const result = parseWith(
      preferencesSchema,
      objectGroupFromForm("preferences", { industryIds: ["1", "2", "3"] }),
    );
    expect(result).toEqual({ ok: false, problems: [{ field: "industryIds", messageKey: "maxIndustries" }] });
  });

  it("copying needs a profile chosen from the list", () => {
    const result = parseWith(createProfileSchema, { name: "Copy", source: "copy" });
    expect(result).toEqual({
      ok: false,
      problems: [{ field: "fromProfileId", messageKey: "selectProfile" }],
    });
  });

  it("skills match without case or extra spaces", () => {
    expect(hasSkill(["Node.js"], "  node.JS ")).toBe(true);
    expect(hasSkill(["Node.js"], "Node")).toBe(false);
  });

  it("every profile message exists in Hindi and Arabic with the same placeholders", () => {
    for (const [key, text] of Object.entries(PROFILE_MESSAGE_TEXTS.en)) {
      const placeholders = text.match(/\{\w+\}/g) ?? [];
      for (const language of ["hi", "ar"] as const) {
        const translated = PROFILE_MESSAGE_TEXTS[language][key as keyof typeof PROFILE_MESSAGE_TEXTS.en];
        expect(translated.match(/\{\w+\}/g) ?? [], `${language}.${key}`).toEqual(placeholders);
      }
    }
  });
});

describe("default profile names", () => {
  it("are made in the seeker's language", () => {
    expect(defaultProfileName("professional", "en")).toBe("My profile");
    expect(defaultProfileName("fresher", "hi")).toBe("फ़्रेशर प्रोफ़ाइल");
    expect(defaultProfileName(null, "ar")).toBe("ملفي الشخصي");
  });

  it("read in the page's language whatever language they were made in; chosen names stay", () => {
    expect(profileNameIn("My profile", "ar")).toBe("ملفي الشخصي");
    expect(profileNameIn("मेरी प्रोफ़ाइल", "en")).toBe("My profile");
    expect(profileNameIn("Fresher profile", "hi")).toBe("फ़्रेशर प्रोफ़ाइल");
    expect(profileNameIn("Java roles", "ar")).toBe("Java roles");
  });
});
