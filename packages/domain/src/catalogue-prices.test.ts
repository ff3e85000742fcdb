import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSiteCatalogue, parseSitePriceList } from "./career-services.ts";
import {
  cataloguePriceAfter,
  cataloguePriceProblems,
  MAX_CATALOGUE_PRICE_MINOR,
} from "./catalogue-prices.ts";

/** The real catalogue the server loads (read as a file: domain imports nothing of the apps). */
const CATALOGUE_JSON: unknown = JSON.parse(
  readFileSync(new URL("../../../apps/server/data/career-services.json", import.meta.url), "utf8"),
);

describe("cataloguePriceProblems", () => {
  const sold = (priceMinor: number | null, listPriceMinor: number | null = null) => ({
    sold: true,
    priceMinor,
    listPriceMinor,
  });

  it("accepts a price above zero, with a higher 'was' price on a plan", () => {
    expect(cataloguePriceProblems("plan", sold(24_900))).toEqual([]);
    expect(cataloguePriceProblems("plan", sold(24_900, 29_900))).toEqual([]);
    expect(cataloguePriceProblems("add-on", sold(9_900))).toEqual([]);
    expect(cataloguePriceProblems("plan", sold(MAX_CATALOGUE_PRICE_MINOR))).toEqual([]);
  });

  it("refuses a missing, zero, negative, fractional or enormous price on its field", () => {
    for (const price of [null, 0, -100, 12.5, Number.NaN, MAX_CATALOGUE_PRICE_MINOR + 1])
      expect(cataloguePriceProblems("plan", sold(price)), String(price)).toEqual([
        { field: "priceMinor", messageKey: "amountInvalid" },
      ]);
  });

  it("refuses a 'was' price that is not above the price, and any on an add-on", () => {
    for (const listPrice of [24_900, 20_000, Number.NaN])
      expect(cataloguePriceProblems("plan", sold(24_900, listPrice)), String(listPrice)).toEqual([
        { field: "listPriceMinor", messageKey: "catalogueListPriceNotAbove" },
      ]);
    expect(cataloguePriceProblems("add-on", sold(9_900, 19_900))).toEqual([
      { field: "listPriceMinor", messageKey: "invalidValue" },
    ]);
  });

  it("asks nothing of an item no longer sold, which keeps no price", () => {
    const input = { sold: false, priceMinor: Number.NaN, listPriceMinor: 5 };
    expect(cataloguePriceProblems("plan", input)).toEqual([]);
    expect(cataloguePriceAfter("plan", input)).toEqual({ priceMinor: null, listPriceMinor: null });
    expect(cataloguePriceAfter("add-on", sold(9_900, null))).toEqual({
      priceMinor: 9_900,
      listPriceMinor: null,
    });
  });
});

describe("staff's prices on top of the file", () => {
  it("price a plan, stop selling another and an add-on, on one site only", () => {
    const overrides = [
      { kind: "plan", id: "resume-writing-fresher", priceMinor: 24_900, listPriceMinor: 29_900 },
      { kind: "plan", id: "featured-profile-90", priceMinor: null, listPriceMinor: null },
      { kind: "add-on", id: "visual-resume", priceMinor: null, listPriceMinor: null },
    ] as const;
    const gulf = parseSiteCatalogue(CATALOGUE_JSON, "gulf", overrides);
    expect(gulf.plans.find((plan) => plan.id === "resume-writing-fresher")).toMatchObject({
      priceMinor: 24_900,
      listPriceMinor: 29_900,
    });
    expect(gulf.plans.some((plan) => plan.id === "featured-profile-90")).toBe(false);
    expect(gulf.addOns.some((addOn) => addOn.id === "visual-resume")).toBe(false);
    expect(gulf.plans.some((plan) => plan.addOnIds.includes("visual-resume"))).toBe(false);
    const india = parseSiteCatalogue(CATALOGUE_JSON, "india");
    expect(india.plans.some((plan) => plan.id === "featured-profile-90")).toBe(true);
  });

  it("the last change of an item wins, and changes of items the file no longer has are left out", () => {
    const gulf = parseSiteCatalogue(CATALOGUE_JSON, "gulf", [
      { kind: "add-on", id: "cover-letter", priceMinor: 5_000, listPriceMinor: null },
      { kind: "add-on", id: "cover-letter", priceMinor: 6_000, listPriceMinor: null },
      { kind: "plan", id: "a-plan-long-gone", priceMinor: 100, listPriceMinor: null },
    ]);
    expect(gulf.addOns.find((addOn) => addOn.id === "cover-letter")?.priceMinor).toBe(6_000);
  });

  it("refuses a staff 'was' price not above the price, as it refuses one in the file", () => {
    expect(() =>
      parseSiteCatalogue(CATALOGUE_JSON, "gulf", [
        { kind: "plan", id: "resume-writing-fresher", priceMinor: 29_900, listPriceMinor: 29_900 },
      ]),
    ).toThrow(/struck-through/);
  });

  it("lists every plan and add-on with its price, null where it is not sold, with its terms", () => {
    const list = parseSitePriceList(CATALOGUE_JSON, "gulf", [
      { kind: "plan", id: "featured-profile-90", priceMinor: null, listPriceMinor: null },
    ]);
    expect(list.currency).toBe("AED");
    const withdrawn = list.plans.find((plan) => plan.id === "featured-profile-90");
    expect(withdrawn).toMatchObject({ serviceId: "featured-profile", durationDays: 90, priceMinor: null });
    expect(list.plans.find((plan) => plan.id === "resume-score-once")?.priceMinor).toBeNull();
    expect(list.plans.find((plan) => plan.id === "resume-writing-senior")?.priceMinor).toBeGreaterThan(0);
    expect(list.addOns.find((addOn) => addOn.id === "visual-resume")).toMatchObject({
      serviceIds: ["resume-writing"],
    });
  });
});
