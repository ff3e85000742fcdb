import { describe, expect, it } from "vitest";
import { ar } from "../../i18n/ar.ts";
import { en } from "../../i18n/en.ts";
import { hi } from "../../i18n/hi.ts";
import { createI18n } from "../../i18n/i18n-context.tsx";
import type { Messages } from "../../i18n/translate.ts";
import { searchSummary, summaryOfSearch } from "./search-summary.ts";

const i18n = (language: "en" | "hi" | "ar", messages: Messages, locale: string) =>
  createI18n({ language, locale, messages, now: 0 });
const english = i18n("en", en, "en-IN").t;

describe("search summaries", () => {
  it("reads like a sentence: what, where, experience", () => {
    expect(searchSummary(english, { query: "Java developer", locations: ["Pune"], experience: 3 })).toBe(
      "Java developer in Pune, 3 years",
    );
    expect(searchSummary(english, { query: "nurse", experience: 1 })).toBe("nurse, 1 year");
    expect(searchSummary(english, { skills: ["SQL"], experience: 0 })).toBe("SQL, fresher");
  });

  it("counts the other filters and names a search of filters only", () => {
    expect(summaryOfSearch(english, "location=Dubai&jobTypes=full-time&jobFreshness=7", "gulf")).toBe(
      "Jobs in Dubai, 2 more filters",
    );
  });

  it("speaks Hindi and Arabic", () => {
    const hindi = i18n("hi", hi, "hi-IN").t;
    expect(searchSummary(hindi, { query: "Java", locations: ["Pune"], experience: 3 })).toBe(
      "Pune में Java, 3 वर्ष",
    );
    const arabic = i18n("ar", ar, "ar-AE").t;
    expect(searchSummary(arabic, { query: "Java", locations: ["Dubai"], experience: 2 })).toBe(
      "Java في Dubai، سنتان",
    );
  });

  it("stays within the name length", () => {
    expect(searchSummary(english, { query: "x".repeat(300) }).length).toBeLessThanOrEqual(100);
  });
});
