import { describe, expect, it } from "vitest";
import { SITE_IDS, SITES } from "./sites.ts";
import { GULF_TAX_COUNTRIES, TAX_RULES, taxRuleFor } from "./taxes.ts";

describe("TAX_RULES", () => {
  it("has a rule for every country a site serves, keyed by its own country", () => {
    for (const site of SITES) {
      for (const country of site.countries) {
        expect(TAX_RULES[country]?.country, `${site.id} ${country}`).toBe(country);
      }
    }
  });

  it("says where each rule comes from and when it was checked", () => {
    for (const rule of Object.values(TAX_RULES)) {
      expect(rule.source, rule.country).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(rule.checked, rule.country).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(rule.checked))).toBe(false);
    }
  });

  it("names a tax exactly where there is one, at a rate in whole basis points", () => {
    for (const rule of Object.values(TAX_RULES)) {
      expect(Number.isSafeInteger(rule.rateBasisPoints)).toBe(true);
      expect(rule.rateBasisPoints >= 0 && rule.rateBasisPoints < 10_000).toBe(true);
      expect(rule.name === null, rule.country).toBe(rule.rateBasisPoints === 0);
    }
  });

  it("has the rates of decision 042", () => {
    const rates = Object.fromEntries(
      Object.values(TAX_RULES).map((rule) => [
        rule.country,
        `${rule.name ?? "none"} ${rule.rateBasisPoints}`,
      ]),
    );
    expect(rates).toEqual({
      IN: "GST 1800",
      AE: "VAT 500",
      SA: "VAT 1500",
      QA: "none 0",
      OM: "VAT 500",
      KW: "none 0",
      BH: "VAT 1000",
      SG: "GST 900",
      TH: "VAT 700",
      PH: "VAT 1200",
      VN: "VAT 800",
      MY: "SST 800",
      ID: "VAT 1100",
      HK: "none 0",
    });
  });

  it("adds the tax on top in India only; elsewhere the price shown is the price paid", () => {
    const exclusive = Object.values(TAX_RULES)
      .filter((rule) => !rule.inclusive)
      .map((rule) => rule.country);
    expect(exclusive).toEqual(["IN"]);
  });
});

describe("taxRuleFor", () => {
  it("charges India's GST on the Indian site, whoever buys", () => {
    expect(taxRuleFor("india", null)).toBe(TAX_RULES.IN);
    expect(taxRuleFor("india", "AE")).toBe(TAX_RULES.IN);
  });

  it("charges the Gulf buyer's own country's VAT", () => {
    for (const country of GULF_TAX_COUNTRIES) {
      expect(taxRuleFor("gulf", country)).toBe(TAX_RULES[country]);
      expect(taxRuleFor("gulf", ` ${country.toLowerCase()} `)).toBe(TAX_RULES[country]);
    }
    expect(taxRuleFor("gulf", "SA").rateBasisPoints).toBe(1500);
    expect(taxRuleFor("gulf", "QA").name).toBeNull();
  });

  it("charges the UAE's VAT on the Gulf site when the buyer's country is unknown or outside the Gulf", () => {
    for (const country of [null, "", "IN", "US", "xx", "toString"]) {
      expect(taxRuleFor("gulf", country)).toBe(TAX_RULES.AE);
    }
  });

  it("charges each other site's own country's tax", () => {
    const expected = {
      singapore: "SG",
      thailand: "TH",
      philippines: "PH",
      vietnam: "VN",
      malaysia: "MY",
      indonesia: "ID",
      hongkong: "HK",
    } as const;
    for (const [siteId, country] of Object.entries(expected)) {
      expect(taxRuleFor(siteId as keyof typeof expected, null)).toBe(TAX_RULES[country]);
      expect(taxRuleFor(siteId as keyof typeof expected, "SA")).toBe(TAX_RULES[country]);
    }
  });

  it("has a rule for every site and any buyer", () => {
    for (const siteId of SITE_IDS) {
      for (const buyer of [null, "AE", "IN", "ZZ"]) expect(taxRuleFor(siteId, buyer)).toBeDefined();
    }
  });
});
