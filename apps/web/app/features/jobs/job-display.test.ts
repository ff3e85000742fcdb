import type { JobSummary } from "@portal/contracts";
import { describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar.ts";
import { en } from "../../i18n/en.ts";
import { hi } from "../../i18n/hi.ts";
import { createI18n } from "../../i18n/i18n-context.tsx";
import type { Messages } from "../../i18n/translate.ts";
import { experienceText, salaryText } from "./job-display.ts";

function i18n(messages: Messages, locale: string) {
  return createI18n({ language: "en", locale, messages, now: 0 });
}

type Salary = Pick<JobSummary, "salaryMin" | "salaryMax" | "currencyCode" | "salaryTerms">;
const rupees = (
  min: number | null,
  max: number | null,
  salaryTerms: Salary["salaryTerms"] = "annual",
): Salary => ({
  salaryMin: min,
  salaryMax: max,
  currencyCode: "INR",
  salaryTerms,
});

describe("experienceText", () => {
  const { t } = i18n(en, "en-IN");

  it("writes ranges as 'min-max Yrs'", () => {
    expect(experienceText(t, 2, 5)).toBe("2-5 Yrs");
    expect(experienceText(t, 0, 2)).toBe("0-2 Yrs");
  });

  it("writes a single figure once and no experience as Fresher", () => {
    expect(experienceText(t, 3, 3)).toBe("3 Yrs");
    expect(experienceText(t, 0, 0)).toBe("Fresher");
  });

  it("is translated", () => {
    expect(experienceText(i18n(hi, "hi-IN").t, 2, 5)).toBe("2-5 वर्ष");
    expect(experienceText(i18n(ar, "ar-AE").t, 0, 0)).toBe("حديث التخرج");
  });
});

describe("salaryText", () => {
  const { t } = i18n(en, "en-IN");

  it("shows rupee ranges in lakhs with the unit once when both ends share it", () => {
    expect(salaryText(t, "en-IN", rupees(500_000, 800_000))).toBe("₹ 5 - 8 Lakh");
    expect(salaryText(t, "en-IN", rupees(1_250_000, 2_000_000))).toBe("₹ 12.5 - 20 Lakh");
  });

  it("names both units when the ends differ", () => {
    expect(salaryText(t, "en-IN", rupees(50_000, 150_000))).toBe("₹ 50 Thousand - 1.5 Lakh");
    expect(salaryText(t, "en-IN", rupees(9_000_000, 15_000_000))).toBe("₹ 90 Lakh - 1.5 Cr");
  });

  it("shows a single figure when only one end is known or both are equal", () => {
    expect(salaryText(t, "en-IN", rupees(600_000, null))).toBe("₹ 6 Lakh");
    expect(salaryText(t, "en-IN", rupees(600_000, 600_000))).toBe("₹ 6 Lakh");
  });

  it("adds /month for monthly pay", () => {
    expect(salaryText(t, "en-IN", rupees(25_000, 40_000, "monthly"))).toBe("₹ 25 - 40 Thousand/month");
    const singapore: Salary = {
      salaryMin: 4000,
      salaryMax: 6000,
      currencyCode: "SGD",
      salaryTerms: "monthly",
    };
    expect(salaryText(t, "en-SG", singapore)).toBe("S$4,000 – S$6,000/month");
  });

  it("formats other currencies in the site's locale", () => {
    const gulf: Salary = {
      salaryMin: 120_000,
      salaryMax: 180_000,
      currencyCode: "AED",
      salaryTerms: "annual",
    };
    expect(salaryText(t, "en-AE", gulf)).toMatch(/^AED\s?120,000\s?–\s?180,000$/);
  });

  it("says 'Not disclosed' when there is no salary", () => {
    expect(salaryText(t, "en-IN", rupees(null, null))).toBe("Not disclosed");
  });

  it("translates the Indian units", () => {
    expect(salaryText(i18n(hi, "hi-IN").t, "hi-IN", rupees(500_000, 800_000))).toBe("₹ 5 - 8 लाख");
    expect(salaryText(i18n(hi, "hi-IN").t, "hi-IN", rupees(null, null))).toBe("नहीं बताया गया");
  });
});
