import { describe, expect, it } from "vitest";
import { DIALLING_CODES, diallingCodeForCountry, GULF_DIALLING_CODES } from "./dialling-codes.ts";
import { SITES } from "./sites.ts";

describe("DIALLING_CODES", () => {
  it("is a full list with unique countries and 1-based indexes", () => {
    expect(DIALLING_CODES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(DIALLING_CODES.map((code) => code.countryCode)).size).toBe(DIALLING_CODES.length);
    expect(DIALLING_CODES.map((code) => code.index)).toEqual(
      DIALLING_CODES.map((_, position) => position + 1),
    );
    const names = DIALLING_CODES.map((code) => code.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("has well-formed entries", () => {
    for (const code of DIALLING_CODES) {
      expect(code.diallingCode).toMatch(/^[1-9]\d{0,3}$/);
      expect(code.prefix).toBe(`+${code.diallingCode}`);
      expect(code.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(code.label).toBe(`${code.name} (+${code.diallingCode})`);
    }
  });

  it.each([
    ["IN", "91"],
    ["AE", "971"],
    ["SA", "966"],
    ["SG", "65"],
    ["HK", "852"],
    ["US", "1"],
    ["GB", "44"],
  ])("knows %s is +%s", (country, code) => {
    expect(diallingCodeForCountry(country)?.diallingCode).toBe(code);
  });

  it("covers every country of every site, with each site's default code", () => {
    for (const site of SITES) {
      for (const country of site.countries) expect(diallingCodeForCountry(country), country).not.toBeNull();
      expect(DIALLING_CODES.some((code) => code.diallingCode === site.defaultDiallingCode)).toBe(true);
      expect(DIALLING_CODES.some((code) => code.prefix === site.diallingPrefix)).toBe(true);
    }
    expect(diallingCodeForCountry("xx")).toBeNull();
  });
});

describe("GULF_DIALLING_CODES", () => {
  it("is the spec's short list in its order", () => {
    expect(GULF_DIALLING_CODES.map((code) => code.prefix)).toEqual([
      "+971",
      "+966",
      "+974",
      "+968",
      "+965",
      "+973",
    ]);
    expect(GULF_DIALLING_CODES.map((code) => code.countryCode)).toEqual(["AE", "SA", "QA", "OM", "KW", "BH"]);
  });
});
