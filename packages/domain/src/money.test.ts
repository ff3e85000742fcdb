import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY_LABELS } from "./formatting.ts";
import { CURRENCY_MINOR_DIGITS, formatMoney, MINUS_SIGN, minorDigits } from "./money.ts";
import { LANGUAGES, SITES } from "./sites.ts";

describe("minorDigits", () => {
  it("knows every currency the sites and the Gulf's countries use", () => {
    for (const site of SITES) expect(minorDigits(site.currency), site.id).toBeGreaterThanOrEqual(0);
    for (const code of Object.keys(CURRENCY_LABELS)) expect(CURRENCY_MINOR_DIGITS[code], code).toBeDefined();
  });

  it("counts fils of Oman, Kuwait and Bahrain in thousandths, dong and rupiah whole", () => {
    expect(minorDigits("INR")).toBe(2);
    expect(minorDigits("aed")).toBe(2);
    expect(minorDigits("KWD")).toBe(3);
    expect(minorDigits("OMR")).toBe(3);
    expect(minorDigits("BHD")).toBe(3);
    expect(minorDigits("VND")).toBe(0);
    expect(minorDigits("IDR")).toBe(0);
  });

  it("throws on a currency it does not know", () => {
    expect(() => minorDigits("EUR")).toThrow(/EUR/);
    expect(() => minorDigits("toString")).toThrow();
  });
});

describe("formatMoney", () => {
  it.each([
    [149900, "INR", "en", "₹1,499"],
    [149950, "INR", "en", "₹1,499.50"],
    [123456750, "INR", "en", "₹12,34,567.50"],
    [123456750, "INR", "hi", "₹12,34,567.50"],
    [99900, "INR", "ar", "₹999"],
    [5, "INR", "en", "₹0.05"],
    [0, "INR", "en", "₹0"],
    [9900, "AED", "en", "AED 99"],
    [9900, "AED", "hi", "AED 99"],
    [9900, "AED", "ar", "99 د.إ"],
    [123456789, "AED", "ar", "1,234,567.89 د.إ"],
    [1500, "SAR", "ar", "15 ر.س"],
    [1500, "KWD", "en", "KWD 1.500"],
    [1000, "OMR", "en", "OMR 1"],
    [1005, "BHD", "ar", "1.005 د.ب"],
    [1999, "SGD", "en", "S$19.99"],
    [1999, "SGD", "ar", "S$19.99"],
    [4590000, "HKD", "en", "HK$45,900"],
    [59000, "THB", "hi", "฿590"],
    [99900, "PHP", "en", "₱999"],
    [199000, "VND", "en", "₫199,000"],
    [1199000, "VND", "ar", "₫1,199,000"],
    [14900, "MYR", "en", "RM149"],
    [349000, "IDR", "en", "Rp349,000"],
    [1234567890, "IDR", "en", "Rp1,234,567,890"],
  ] as const)("%d %s on a %s page is %s", (amount, currency, language, text) => {
    expect(formatMoney(amount, currency, language)).toBe(text);
  });

  it("writes a negative amount with a minus sign before the label", () => {
    expect(formatMoney(-10000, "INR", "en")).toBe(`${MINUS_SIGN}₹100`);
    expect(formatMoney(-10000, "INR", "en")).toBe("−₹100");
    expect(formatMoney(-9950, "AED", "en")).toBe("−AED 99.50");
    expect(formatMoney(-199000, "VND", "hi")).toBe("−₫199,000");
  });

  it("keeps the minus before the figure in Arabic text with a left-to-right mark", () => {
    expect(formatMoney(-9900, "AED", "ar")).toBe("\u200E−99 د.إ");
    expect(formatMoney(-10000, "INR", "ar")).toBe("\u200E−₹100");
    expect(formatMoney(9900, "AED", "ar")).not.toContain("\u200E");
  });

  it("accepts a currency code in any case", () => {
    expect(formatMoney(149900, "inr", "en")).toBe("₹1,499");
  });

  it("refuses amounts that are not whole minor units, and unknown currencies", () => {
    expect(() => formatMoney(1499.5, "INR", "en")).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, "INR", "en")).toThrow(RangeError);
    expect(() => formatMoney(2 ** 53, "INR", "en")).toThrow(RangeError);
    expect(() => formatMoney(100, "EUR", "en")).toThrow(/EUR/);
  });

  it("uses Latin digits only, in every language, and reads back to the amount", () => {
    const currencies = Object.keys(CURRENCY_MINOR_DIGITS);
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.constantFrom(...currencies),
        fc.constantFrom(...LANGUAGES),
        (amount, currency, language) => {
          const text = formatMoney(amount, currency, language);
          expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9\u0966-\u096F]/);
          const figure = /[\d,]+(?:\.\d+)?/.exec(text)?.[0] ?? "";
          const [whole = "", fraction = ""] = figure.replace(/,/g, "").split(".");
          const digits = minorDigits(currency);
          // A fraction is shown with all its digits or not at all.
          expect(fraction === "" || fraction.length === digits).toBe(true);
          const magnitude = BigInt(whole) * 10n ** BigInt(digits) + BigInt(fraction || "0");
          expect(magnitude).toBe(BigInt(Math.abs(amount)));
          expect(text.includes(MINUS_SIGN)).toBe(amount < 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
