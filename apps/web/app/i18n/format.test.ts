import { describe, expect, it } from "vitest";
import { daysSince, formatCurrencyRange, formatDate, formatPostedAge } from "./format.ts";

const NOW = Date.parse("2025-06-15T10:00:00Z");

describe("formatPostedAge", () => {
  it("says today, yesterday and days ago", () => {
    expect(formatPostedAge("en-IN", "2025-06-15T01:00:00Z", NOW)).toBe("today");
    expect(formatPostedAge("en-IN", "2025-06-14T23:00:00Z", NOW)).toBe("yesterday");
    expect(formatPostedAge("en-IN", "2025-06-12T09:00:00Z", NOW)).toBe("3 days ago");
  });

  it("switches to months and years for old postings", () => {
    expect(formatPostedAge("en-IN", "2025-04-01T00:00:00Z", NOW)).toBe("2 months ago");
    expect(formatPostedAge("en-IN", "2023-01-01T00:00:00Z", NOW)).toBe("2 years ago");
  });

  it("speaks the reader's language", () => {
    expect(formatPostedAge("hi-IN", "2025-06-12T09:00:00Z", NOW)).toBe("3 दिन पहले");
    expect(formatPostedAge("ar-AE", "2025-06-12T09:00:00Z", NOW)).toContain("أيام");
  });

  it("never says 'in 2 days' when the clocks disagree", () => {
    expect(daysSince("2025-06-17T00:00:00Z", NOW)).toBe(0);
    expect(daysSince("not a date", NOW)).toBe(0);
  });
});

describe("formatDate", () => {
  it("shows the UTC calendar day", () => {
    expect(formatDate("en-IN", "2025-06-15T23:30:00Z")).toBe("15 Jun 2025");
  });
});

describe("formatCurrencyRange", () => {
  it("formats ranges and single amounts in the site's currency", () => {
    expect(formatCurrencyRange("en-SG", "SGD", 3000, 5000)).toBe("S$3,000 – S$5,000");
    expect(formatCurrencyRange("en-AE", "AED", 8000, null)).toMatch(/AED\s?8,000/);
    expect(formatCurrencyRange("en-AE", "AED", 8000, 8000)).toMatch(/AED\s?8,000$/);
    expect(formatCurrencyRange("en-AE", "AED", null, null)).toBeNull();
  });

  it("names the currency unambiguously, in the page's language", () => {
    expect(formatCurrencyRange("hi-SG", "SGD", 3000, null)).toMatch(/^S\$\s?3,000$/);
    expect(formatCurrencyRange("ar-SG", "SGD", 3000, null)).toContain("S$");
    expect(formatCurrencyRange("en-HK", "HKD", 3000, null)).toBe("HK$3,000");
    expect(formatCurrencyRange("ar-AE", "AED", 8000, 9000)).toContain("د.إ");
    expect(formatCurrencyRange("ar-AE", "AED", 8000, 9000)).not.toContain("AED");
    expect(formatCurrencyRange("ar-AE-u-nu-latn", "SAR", 8000, null)).toContain("ر.س");
  });
});
