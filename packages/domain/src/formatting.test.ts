import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  currencyLabel,
  describeAmount,
  formatDate,
  groupIndian,
  lakhBucket,
  MONTHS,
  parseDayMonthYear,
} from "./formatting.ts";
import { SALARY_LAKHS } from "./reference-lists.ts";
import { LANGUAGES, SITES } from "./sites.ts";

describe("MONTHS", () => {
  it("has twelve months with full and three-letter names", () => {
    expect(MONTHS).toHaveLength(12);
    expect(MONTHS[0]).toEqual({ number: 1, name: "January", short: "Jan" });
    expect(MONTHS[8]).toEqual({ number: 9, name: "September", short: "Sep" });
    expect(MONTHS.map((month) => month.short).join(" ")).toBe(
      "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec",
    );
  });
});

describe("formatDate", () => {
  it.each([
    ["05/03/2024", "05 Mar 2024"],
    ["05-03-2024", "05 Mar 2024"],
    ["5/3/2024", "05 Mar 2024"],
    ["31/12/1999", "31 Dec 1999"],
    ["29/02/2024", "29 Feb 2024"],
    [" 01-01-2000 ", "01 Jan 2000"],
  ])("%s → %s", (input, expected) => {
    expect(formatDate(input)).toBe(expected);
  });

  it.each([
    "",
    "2024-03-05",
    "05/03/24",
    "05/03-2024",
    "32/01/2024",
    "00/01/2024",
    "10/13/2024",
    "31/04/2024",
    "29/02/2023",
    "five/03/2024",
  ])("gives null for %s", (input) => {
    expect(formatDate(input)).toBeNull();
  });

  it("formats a Date by its local calendar day", () => {
    expect(formatDate(new Date(2024, 2, 5, 23, 30))).toBe("05 Mar 2024");
    expect(formatDate(new Date(Number.NaN))).toBeNull();
  });

  it("uses the locale's own form for Hindi and Arabic", () => {
    const hindi = formatDate("05/03/2024", "hi");
    expect(hindi).toBe(
      new Intl.DateTimeFormat("hi-IN", {
        day: "2-digit",
        month: "short",
        year: "numeric",
        timeZone: "UTC",
      }).format(new Date(Date.UTC(2024, 2, 5))),
    );
    expect(hindi).not.toBe("05 Mar 2024");
    expect(formatDate("05/03/2024", "ar")).not.toBeNull();
    expect(formatDate("31/02/2024", "ar")).toBeNull();
  });

  it("round-trips every real day through parseDayMonthYear", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1950, 0, 1), max: new Date(2100, 11, 31), noInvalidDate: true }),
        (date) => {
          const day = date.getDate();
          const month = date.getMonth() + 1;
          const year = date.getFullYear();
          const text = `${String(day).padStart(2, "0")}/${String(month).padStart(2, "0")}/${year}`;
          expect(parseDayMonthYear(text)).toEqual({ day, month, year });
          expect(formatDate(text)).toBe(formatDate(date));
        },
      ),
    );
  });
});

describe("groupIndian", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1,000"],
    [12345, "12,345"],
    [123456, "1,23,456"],
    [1234567, "12,34,567"],
    [123456789, "12,34,56,789"],
    [-1234567, "-12,34,567"],
    [1234567.89, "12,34,567.89"],
    [-999, "-999"],
    [1e21, "1,00,00,00,00,00,00,00,00,00,000"],
  ])("%s → %s", (input, expected) => {
    expect(groupIndian(input)).toBe(expected);
  });

  it("reads strings, ignores existing commas and returns non-numbers unchanged", () => {
    expect(groupIndian("1234567")).toBe("12,34,567");
    expect(groupIndian("1,234,567.50")).toBe("12,34,567.50");
    expect(groupIndian("-0001000")).toBe("-1,000");
    expect(groupIndian("000")).toBe("0");
    expect(groupIndian("abc")).toBe("abc");
    expect(groupIndian("")).toBe("");
    expect(groupIndian(Number.NaN)).toBe("NaN");
  });

  it("keeps the digits and groups them 3 then 2 by 2", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (value) => {
        const text = value.toString();
        const grouped = groupIndian(text);
        expect(grouped.replace(/,/g, "")).toBe(text);
        const groups = grouped.replace("-", "").split(",");
        if (groups.length > 1) {
          expect(groups.at(-1)).toHaveLength(3);
          for (const group of groups.slice(1, -1)) expect(group).toHaveLength(2);
          expect(groups[0]?.length).toBeGreaterThanOrEqual(1);
          expect(groups[0]?.length).toBeLessThanOrEqual(2);
        } else {
          expect(grouped.replace("-", "").length).toBeLessThanOrEqual(3);
        }
      }),
    );
  });

  it("leaves safe integers up to 999 unchanged and agrees with the number's string form", () => {
    fc.assert(
      fc.property(fc.integer({ min: -999, max: 999 }), (value) => {
        expect(groupIndian(value)).toBe(String(value));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        // Compared with === so that -0 and 0 count as the same amount.
        expect(Number(groupIndian(value).replace(/,/g, "")) === value).toBe(true);
      }),
    );
  });
});

describe("describeAmount", () => {
  it.each([
    [0, "0", null],
    [999, "999", null],
    [1000, "1 Thousand", null],
    [45000, "45 Thousand", null],
    [12500, "12.5 Thousand", null],
    [99999, "100 Thousand", null],
    [100000, "1 Lakh", { value: 1, label: "1 Lakh", id: "1" }],
    [1250000, "12.5 Lakh", { value: 12.5, label: "12.5 Lakh", id: "12" }],
    [1234567, "12.35 Lakh", { value: 12.35, label: "12.35 Lakh", id: "12" }],
    [5800000, "58 Lakh", { value: 58, label: "58 Lakh", id: "55" }],
    [9999999, "100 Lakh", { value: 100, label: "100 Lakh", id: "100" }],
    [10000000, "1 CR", { value: 100, label: "100+ Lakh", id: "100" }],
    [15000000, "1.5 CR", { value: 150, label: "100+ Lakh", id: "100" }],
    [999999999, "100 CR", { value: 10000, label: "100+ Lakh", id: "100" }],
  ])("INR %s → %s", (value, text, lakh) => {
    expect(describeAmount(value, "INR")).toEqual({ text, currencyCode: "INR", currencyLabel: "₹", lakh });
  });

  it("keeps the sign of negative rupees without a lakh bracket", () => {
    expect(describeAmount(-1250000, "INR")).toMatchObject({ text: "-12.5 Lakh", lakh: null });
    expect(describeAmount(-45000, "inr")).toMatchObject({ text: "-45 Thousand", currencyCode: "INR" });
  });

  it("shows other currencies as they are, code first, en-US grouping", () => {
    expect(describeAmount(5500, "SGD")).toEqual({
      text: "SGD 5,500",
      currencyCode: "SGD",
      currencyLabel: "S$",
      lakh: null,
    });
    expect(describeAmount(1234567.891, "aed").text).toBe("AED 1,234,567.89");
    expect(describeAmount(25000000, "VND").text).toBe("VND 25,000,000");
    expect(describeAmount(100, "EUR")).toMatchObject({ text: "EUR 100", currencyLabel: "EUR" });
  });

  it("survives values that are not finite", () => {
    expect(describeAmount(Number.NaN, "INR")).toMatchObject({ text: "NaN", lakh: null });
  });

  it("names a lakh bucket that exists in SALARY_LAKHS for every amount", () => {
    const ids = new Set(SALARY_LAKHS.map((option) => String(option.value)));
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 2_000_000_000 }), (value) => {
        const lakh = describeAmount(value, "INR").lakh;
        expect(lakh).not.toBeNull();
        expect(ids.has(lakh?.id ?? "")).toBe(true);
      }),
    );
    expect(lakhBucket(50.99)).toBe(50);
    expect(lakhBucket(54.99)).toBe(50);
    expect(lakhBucket(55)).toBe(55);
    expect(lakhBucket(3000)).toBe(100);
  });

  it("picks the unit by the count of whole digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (value) => {
        const { text } = describeAmount(value, "INR");
        const digitCount = String(value).length;
        const unit =
          digitCount <= 3 ? /^\d+$/ : digitCount <= 5 ? / Thousand$/ : digitCount <= 7 ? / Lakh$/ : / CR$/;
        expect(text).toMatch(unit);
      }),
    );
  });

  it("labels currencies", () => {
    expect(currencyLabel("inr")).toBe("₹");
    expect(currencyLabel("MYR")).toBe("RM");
    expect(currencyLabel("XYZ")).toBe("XYZ");
  });

  it("names each site's currency unambiguously in every language", () => {
    for (const site of SITES) {
      for (const language of LANGUAGES) {
        const label = currencyLabel(site.currency, language);
        expect(label, `${site.id} ${language}`).not.toMatch(/^[$]$/);
        expect(label, `${site.id} ${language}`).not.toBe("");
      }
    }
    expect(currencyLabel("SGD", "hi")).toBe("S$");
    expect(currencyLabel("HKD", "ar")).toBe("HK$");
  });

  it("writes the Gulf's currencies in Arabic letters on Arabic pages", () => {
    expect(currencyLabel("AED", "ar")).toBe("د.إ");
    expect(currencyLabel("SAR", "ar")).toBe("ر.س");
    expect(currencyLabel("AED", "en")).toBe("AED");
    expect(currencyLabel("INR", "ar")).toBe("₹");
  });
});
