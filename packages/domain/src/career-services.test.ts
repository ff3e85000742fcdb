import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CAREER_SERVICE_IDS,
  CAREER_SERVICE_PATHS,
  CAREER_SERVICE_TILES,
  type CareerServiceId,
  type CartLineInput,
  type CartPrice,
  type CataloguePlan,
  LEARNING_PRICE_TIERS,
  LEARNING_SERVICE_IDS,
  type PromoTerms,
  parseSiteCatalogue,
  priceCart,
  type SiteCatalogue,
} from "./career-services.ts";
import { formatMoney } from "./money.ts";
import { classifyPage } from "./pages.ts";
import { SITE_BY_ID, SITE_IDS, type SiteId } from "./sites.ts";
import { GULF_TAX_COUNTRIES, taxRuleFor } from "./taxes.ts";

/** The real catalogue the server loads (read as a file: domain imports nothing of the apps). */
const CATALOGUE_JSON: unknown = JSON.parse(
  readFileSync(new URL("../../../apps/server/data/career-services.json", import.meta.url), "utf8"),
);
const REAL = Object.fromEntries(
  SITE_IDS.map((siteId) => [siteId, parseSiteCatalogue(CATALOGUE_JSON, siteId)]),
) as Record<SiteId, SiteCatalogue>;

function plan(overrides: Partial<CataloguePlan> & Pick<CataloguePlan, "id" | "serviceId" | "priceMinor">) {
  return {
    level: null,
    durationDays: null,
    revisions: null,
    deliveryDays: null,
    sessions: null,
    listPriceMinor: null,
    addOnIds: [],
    ...overrides,
  } satisfies CataloguePlan;
}

const INDIA: SiteCatalogue = {
  siteId: "india",
  currency: "INR",
  plans: [
    plan({ id: "resume", serviceId: "resume-writing", priceMinor: 149900, addOnIds: ["cover"] }),
    plan({ id: "featured", serviceId: "featured-profile", priceMinor: 89900, durationDays: 30 }),
  ],
  addOns: [{ id: "cover", priceMinor: 49900 }],
};

const GULF: SiteCatalogue = {
  siteId: "gulf",
  currency: "AED",
  plans: [plan({ id: "resume", serviceId: "resume-writing", priceMinor: 29900, addOnIds: ["cover"] })],
  addOns: [{ id: "cover", priceMinor: 9900 }],
};

function percent(code: string, points: number, more: Partial<PromoTerms> = {}): PromoTerms {
  return {
    code,
    kind: "percent",
    percentBasisPoints: points,
    flatMinor: null,
    minOrderMinor: 0,
    maxDiscountMinor: null,
    serviceIds: null,
    ...more,
  };
}

function flat(code: string, amount: number, more: Partial<PromoTerms> = {}): PromoTerms {
  return { ...percent(code, 0, more), kind: "flat", percentBasisPoints: null, flatMinor: amount, ...more };
}

describe("career-service constants", () => {
  it("has a premium-services page path for every service", () => {
    for (const serviceId of CAREER_SERVICE_IDS) {
      expect(CAREER_SERVICE_PATHS[serviceId]).toMatch(/^\/[a-z-]+$/);
    }
    for (const serviceId of CAREER_SERVICE_IDS.filter((id) => id !== "resume-score")) {
      expect(classifyPage(CAREER_SERVICE_PATHS[serviceId]).key, serviceId).toBe("premiumservices");
    }
  });

  it("has the spec's four tiles in order with their tags", () => {
    expect(CAREER_SERVICE_TILES).toEqual([
      { serviceId: "featured-profile", tag: null },
      { serviceId: "resume-writing", tag: null },
      { serviceId: "career-booster", tag: "RECOMMENDED" },
      { serviceId: "profile-highlighter", tag: "BEST SELLER" },
    ]);
  });
});

describe("priceCart: examples", () => {
  it("adds India's 18 % GST on top, after a 10 % code", () => {
    const price = priceCart({
      catalogue: INDIA,
      lines: [{ planId: "resume", addOnIds: ["cover"] }],
      promo: percent("SAVE10", 1000),
      buyerCountry: "IN",
    });
    expect(price).toEqual({
      currency: "INR",
      lines: [
        {
          planId: "resume",
          serviceId: "resume-writing",
          itemRef: "",
          itemTitle: "",
          planMinor: 149900,
          addOns: [{ id: "cover", priceMinor: 49900 }],
          lineMinor: 199800,
        },
      ],
      itemsMinor: 149900,
      addOnsMinor: 49900,
      discountMinor: 19980, // 10 % of ₹1,998
      promo: { code: "SAVE10", applied: true, problem: null },
      // 18 % of ₹1,798.20 = ₹323.676, rounded half up to ₹323.68
      tax: { name: "GST", country: "IN", rateBasisPoints: 1800, inclusive: false, amountMinor: 32368 },
      taxAddedMinor: 32368,
      totalMinor: 212188,
      walletMinor: 0,
      payableMinor: 212188,
    } satisfies CartPrice);
    expect(formatMoney(price.totalMinor, price.currency, "en")).toBe("₹2,121.88");
  });

  it("shows the UAE's 5 % VAT as contained in the price, adding nothing", () => {
    const price = priceCart({
      catalogue: GULF,
      lines: [{ planId: "resume", addOnIds: ["cover"] }],
      promo: null,
      buyerCountry: "AE",
    });
    // AED 398 contains 398 × 5 ÷ 105 = AED 18.952…, rounded to AED 18.95
    expect(price.tax).toEqual({
      name: "VAT",
      country: "AE",
      rateBasisPoints: 500,
      inclusive: true,
      amountMinor: 1895,
    });
    expect(price.taxAddedMinor).toBe(0);
    expect(price.totalMinor).toBe(39800);
    expect(price.payableMinor).toBe(39800);
    expect(price.promo).toBeNull();
  });

  it("charges a Gulf buyer the same price, with their own country's VAT inside it", () => {
    const lines = [{ planId: "resume", addOnIds: [] }];
    const saudi = priceCart({ catalogue: GULF, lines, promo: null, buyerCountry: "SA" });
    expect(saudi.totalMinor).toBe(29900);
    expect(saudi.tax).toMatchObject({ country: "SA", rateBasisPoints: 1500, amountMinor: 3900 });
    const qatari = priceCart({ catalogue: GULF, lines, promo: null, buyerCountry: "QA" });
    expect(qatari.totalMinor).toBe(29900);
    expect(qatari.tax).toBeNull();
    const unknown = priceCart({ catalogue: GULF, lines, promo: null, buyerCountry: null });
    expect(unknown.tax?.country).toBe("AE");
  });

  it("rounds a tax of exactly half a minor unit up", () => {
    // 18 % of 25 paise is 4.5 paise.
    const tiny: SiteCatalogue = {
      ...INDIA,
      plans: [plan({ id: "x", serviceId: "resume-score", priceMinor: 25 })],
    };
    const price = priceCart({
      catalogue: tiny,
      lines: [{ planId: "x", addOnIds: [] }],
      promo: null,
      buyerCountry: null,
    });
    expect(price.tax?.amountMinor).toBe(5);
    expect(price.totalMinor).toBe(30);
  });

  it("rounds a percentage discount down to the minor unit", () => {
    // 15 % of ₹899 is ₹134.85; of 99,999 paise it is 14,999.85 paise.
    const odd: SiteCatalogue = {
      ...INDIA,
      plans: [plan({ id: "x", serviceId: "resume-score", priceMinor: 99999 })],
    };
    const price = priceCart({
      catalogue: odd,
      lines: [{ planId: "x", addOnIds: [] }],
      promo: percent("P15", 1500),
      buyerCountry: null,
    });
    expect(price.discountMinor).toBe(14999);
  });

  it("discounts only the lines of the services a code covers, add-ons included", () => {
    const lines = [
      { planId: "resume", addOnIds: ["cover"] },
      { planId: "featured", addOnIds: [] },
    ];
    const price = priceCart({
      catalogue: INDIA,
      lines,
      promo: percent("RESUME20", 2000, { serviceIds: ["resume-writing"] }),
      buyerCountry: null,
    });
    expect(price.discountMinor).toBe(39960); // 20 % of ₹1,998, not of ₹2,897
  });

  it("caps a discount by the code's maximum and by the covered lines' amount", () => {
    const lines = [
      { planId: "resume", addOnIds: [] },
      { planId: "featured", addOnIds: [] },
    ];
    const capped = priceCart({
      catalogue: INDIA,
      lines,
      promo: percent("HALF", 5000, { maxDiscountMinor: 50000 }),
      buyerCountry: null,
    });
    expect(capped.discountMinor).toBe(50000);
    const big = priceCart({
      catalogue: INDIA,
      lines,
      promo: flat("FLAT5000", 500000, { serviceIds: ["featured-profile"] }),
      buyerCountry: null,
    });
    expect(big.discountMinor).toBe(89900);
    expect(big.itemsMinor + big.addOnsMinor - big.discountMinor).toBe(149900);
  });

  it("tells why a code does not apply: no covered service, or below its minimum order", () => {
    const lines = [{ planId: "resume", addOnIds: [] }];
    const elsewhere = priceCart({
      catalogue: INDIA,
      lines,
      promo: flat("FEATURED", 10000, { serviceIds: ["featured-profile"], minOrderMinor: 999999 }),
      buyerCountry: null,
    });
    expect(elsewhere.promo).toEqual({ code: "FEATURED", applied: false, problem: "notApplicable" });
    expect(elsewhere.discountMinor).toBe(0);
    const small = priceCart({
      catalogue: INDIA,
      lines,
      promo: flat("BIG", 10000, { minOrderMinor: 150000 }),
      buyerCountry: null,
    });
    expect(small.promo).toEqual({ code: "BIG", applied: false, problem: "minimumOrder" });
    expect(small.discountMinor).toBe(0);
    const exact = priceCart({
      catalogue: INDIA,
      lines,
      promo: flat("BIG", 10000, { minOrderMinor: 149900 }),
      buyerCountry: null,
    });
    expect(exact.promo?.applied).toBe(true);
    const empty = priceCart({ catalogue: INDIA, lines: [], promo: flat("ANY", 100), buyerCountry: null });
    expect(empty.promo?.problem).toBe("notApplicable");
    expect(empty.totalMinor).toBe(0);
  });

  it("pays with e-cash up to the total", () => {
    const lines = [{ planId: "resume", addOnIds: [] }];
    const some = priceCart({
      catalogue: GULF,
      lines,
      promo: null,
      buyerCountry: "AE",
      walletBalanceMinor: 5000,
    });
    expect([some.walletMinor, some.payableMinor]).toEqual([5000, 24900]);
    const all = priceCart({
      catalogue: GULF,
      lines,
      promo: null,
      buyerCountry: "AE",
      walletBalanceMinor: 1e6,
    });
    expect([all.walletMinor, all.payableMinor]).toEqual([29900, 0]);
  });

  it("refuses a cart the catalogue does not allow", () => {
    const price = (lines: CartLineInput[]) =>
      priceCart({ catalogue: INDIA, lines, promo: null, buyerCountry: null });
    expect(() => price([{ planId: "nope", addOnIds: [] }])).toThrow(/Unknown plan "nope"/);
    expect(() => price([{ planId: "resume", addOnIds: ["nope"] }])).toThrow(/Unknown add-on "nope"/);
    expect(() => price([{ planId: "featured", addOnIds: ["cover"] }])).toThrow(/not offered with "featured"/);
    expect(() => price([{ planId: "resume", addOnIds: ["cover", "cover"] }])).toThrow(/twice/);
  });

  it("refuses malformed promo terms and wallet balances", () => {
    const lines = [{ planId: "resume", addOnIds: [] }];
    const price = (promo: PromoTerms | null, walletBalanceMinor?: number) =>
      priceCart({ catalogue: INDIA, lines, promo, buyerCountry: null, walletBalanceMinor });
    expect(() => price(percent("X", 10001))).toThrow(RangeError);
    expect(() => price({ ...percent("X", 10), percentBasisPoints: null })).toThrow(RangeError);
    expect(() => price({ ...flat("X", 10), flatMinor: -1 })).toThrow(RangeError);
    expect(() => price(flat("X", 10, { minOrderMinor: 0.5 }))).toThrow(RangeError);
    expect(() => price(null, -1)).toThrow(RangeError);
    expect(() => price(null, 1.5)).toThrow(RangeError);
  });
});

// Property tests ---------------------------------------------------------------------------------------

const ADD_ON_IDS = ["a1", "a2", "a3", "a4"];
const amount = fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1e10 }));

/** Any catalogue of a site: 1–6 plans of any services, each offering some of four add-ons. */
const catalogueArb: fc.Arbitrary<SiteCatalogue> = fc
  .record({
    siteId: fc.constantFrom(...SITE_IDS),
    addOnPrices: fc.array(amount, { minLength: ADD_ON_IDS.length, maxLength: ADD_ON_IDS.length }),
    plans: fc.array(
      fc.record({
        serviceId: fc.constantFrom(...CAREER_SERVICE_IDS),
        priceMinor: amount,
        addOnIds: fc.subarray(ADD_ON_IDS),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ siteId, addOnPrices, plans }) => ({
    siteId,
    currency: SITE_BY_ID[siteId].currency,
    addOns: ADD_ON_IDS.map((id, index) => ({ id, priceMinor: addOnPrices[index] ?? 0 })),
    plans: plans.map((p, index) => plan({ id: `p${index}`, ...p })),
  }));

/** A catalogue, real or generated, with a cart it allows (0–6 lines). */
const catalogueAndCart = fc.oneof(catalogueArb, fc.constantFrom(...Object.values(REAL))).chain((catalogue) =>
  fc.tuple(
    fc.constant(catalogue),
    fc.array(
      fc
        .constantFrom(...catalogue.plans)
        .chain((p) => fc.subarray([...p.addOnIds]).map((addOnIds) => ({ planId: p.id, addOnIds }))),
      { maxLength: 6 },
    ),
  ),
);

const promoArb: fc.Arbitrary<PromoTerms | null> = fc.option(
  fc.record({
    code: fc.constantFrom("SAVE10", "WELCOME", "FLAT500"),
    kind: fc.constantFrom("percent" as const, "flat" as const),
    percentBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    flatMinor: amount,
    minOrderMinor: fc.oneof(fc.constant(0), amount),
    maxDiscountMinor: fc.option(amount),
    serviceIds: fc.option(fc.subarray([...CAREER_SERVICE_IDS], { minLength: 1 })),
  }),
);

const buyerArb = fc.constantFrom(null, ...GULF_TAX_COUNTRIES, "IN", "SG", "US", "sa", "");
const walletArb = fc.option(amount, { nil: undefined });

describe("priceCart: for any catalogue-valid cart, promo, site and buyer", () => {
  const runs = { numRuns: 400 };

  it("adds up, with integers only, never below zero, and pays in full", () => {
    fc.assert(
      fc.property(
        catalogueAndCart,
        promoArb,
        buyerArb,
        walletArb,
        ([catalogue, lines], promo, buyer, wallet) => {
          const price = priceCart({
            catalogue,
            lines,
            promo,
            buyerCountry: buyer,
            walletBalanceMinor: wallet,
          });
          const amounts = [
            price.itemsMinor,
            price.addOnsMinor,
            price.discountMinor,
            price.taxAddedMinor,
            price.totalMinor,
            price.walletMinor,
            price.payableMinor,
            price.tax?.amountMinor ?? 0,
            ...price.lines.flatMap((line) => [
              line.planMinor,
              line.lineMinor,
              ...line.addOns.map((a) => a.priceMinor),
            ]),
          ];
          for (const value of amounts) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
          expect(price.totalMinor).toBe(
            price.itemsMinor + price.addOnsMinor - price.discountMinor + price.taxAddedMinor,
          );
          expect(price.discountMinor).toBeLessThanOrEqual(price.itemsMinor + price.addOnsMinor);
          expect(price.payableMinor + price.walletMinor).toBe(price.totalMinor);
          expect(price.walletMinor).toBeLessThanOrEqual(wallet ?? 0);
          expect(price.itemsMinor).toBe(price.lines.reduce((sum, line) => sum + line.planMinor, 0));
          expect(price.itemsMinor + price.addOnsMinor).toBe(
            price.lines.reduce((sum, line) => sum + line.lineMinor, 0),
          );
          expect(price.currency).toBe(catalogue.currency);
          if (price.promo?.applied === false || promo === null) expect(price.discountMinor).toBe(0);
          if (promo?.maxDiscountMinor != null)
            expect(price.discountMinor).toBeLessThanOrEqual(promo.maxDiscountMinor);
        },
      ),
      runs,
    );
  });

  it("computes the tax of the buyer's rule to the nearest minor unit, halves up", () => {
    fc.assert(
      fc.property(catalogueAndCart, promoArb, buyerArb, ([catalogue, lines], promo, buyer) => {
        const price = priceCart({ catalogue, lines, promo, buyerCountry: buyer });
        const rule = taxRuleFor(catalogue.siteId, buyer);
        if (rule.name === null) {
          expect(price.tax).toBeNull();
          expect(price.taxAddedMinor).toBe(0);
          return;
        }
        expect(price.tax).toMatchObject({
          name: rule.name,
          country: rule.country,
          inclusive: rule.inclusive,
        });
        const taxable = BigInt(price.itemsMinor + price.addOnsMinor - price.discountMinor);
        const rate = BigInt(rule.rateBasisPoints);
        // tax ≈ taxable × rate ÷ divisor: the error is at most half a unit, and a tie goes up.
        const divisor = rule.inclusive ? 10_000n + rate : 10_000n;
        const error = BigInt(price.tax?.amountMinor ?? 0) * divisor - taxable * rate;
        expect(2n * error <= divisor && -2n * error < divisor).toBe(true);
        expect(price.taxAddedMinor).toBe(rule.inclusive ? 0 : price.tax?.amountMinor);
      }),
      runs,
    );
  });

  it("gives the same result for the same input, whatever the order of the lines", () => {
    fc.assert(
      fc.property(
        catalogueAndCart.chain(([catalogue, lines]) =>
          fc.tuple(
            fc.constant(catalogue),
            fc.constant(lines),
            fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
          ),
        ),
        promoArb,
        buyerArb,
        walletArb,
        ([catalogue, lines, shuffled], promo, buyer, wallet) => {
          const input = { catalogue, lines, promo, buyerCountry: buyer, walletBalanceMinor: wallet };
          const first = priceCart(input);
          expect(priceCart(input)).toEqual(first);
          const reordered = priceCart({ ...input, lines: shuffled });
          const { lines: firstLines, ...firstTotals } = first;
          const { lines: otherLines, ...otherTotals } = reordered;
          expect(otherTotals).toEqual(firstTotals);
          const key = (line: unknown) => JSON.stringify(line);
          expect(otherLines.map(key).sort()).toEqual(firstLines.map(key).sort());
        },
      ),
      runs,
    );
  });

  it("applies a code exactly when it covers a line and the order reaches its minimum", () => {
    fc.assert(
      fc.property(catalogueAndCart, promoArb, ([catalogue, lines], promo) => {
        fc.pre(promo !== null);
        if (!promo) return;
        const price = priceCart({ catalogue, lines, promo, buyerCountry: null });
        const covered = price.lines.filter((line) => promo.serviceIds?.includes(line.serviceId) ?? true);
        const subtotal = price.itemsMinor + price.addOnsMinor;
        const expected =
          covered.length === 0 ? "notApplicable" : subtotal < promo.minOrderMinor ? "minimumOrder" : null;
        expect(price.promo).toEqual({ code: promo.code, applied: expected === null, problem: expected });
        const coveredMinor = covered.reduce((sum, line) => sum + line.lineMinor, 0);
        expect(price.discountMinor).toBeLessThanOrEqual(coveredMinor);
      }),
      runs,
    );
  });
});

// The catalogue file ---------------------------------------------------------------------------------

interface SitePrices {
  currency: string;
  plans: Record<string, { price: number; listPrice: number | null } | null>;
  addOns: Record<string, unknown>;
}
interface CatalogueFile {
  addOns: Record<string, { services: string[] }>;
  plans: { id: string; serviceId: string; addOnIds: string[]; [field: string]: unknown }[];
  prices: Record<string, SitePrices>;
}

/** A copy of the real file to spoil, with its India prices and first plan (featured-profile-30) at hand. */
function copy(): { json: CatalogueFile; india: SitePrices; first: CatalogueFile["plans"][number] } {
  const json = structuredClone(CATALOGUE_JSON) as CatalogueFile;
  const india = json.prices.india;
  const first = json.plans[0];
  if (!india || !first) throw new Error("The catalogue file has no India prices or no plans");
  return { json, india, first };
}

function indiaPlanPrice(india: SitePrices, planId: string): { price: number; listPrice: number | null } {
  const price = india.plans[planId];
  if (!price) throw new Error(`No India price for ${planId}`);
  return price;
}

describe("parseSiteCatalogue", () => {
  it("reads the real file for all nine sites, in each site's currency", () => {
    for (const siteId of SITE_IDS) {
      const catalogue = REAL[siteId];
      expect(catalogue.siteId).toBe(siteId);
      expect(catalogue.currency).toBe(SITE_BY_ID[siteId].currency);
      expect(catalogue.plans.length).toBeGreaterThan(0);
    }
  });

  it("sells every service but the free resume score on every site, each plan with add-ons that exist", () => {
    for (const catalogue of Object.values(REAL)) {
      const services = new Set(catalogue.plans.map((p) => p.serviceId));
      // The resume score is free (decision 046): it has its own page and no price. Courses and bundles
      // are sold at every one of the provider's price tiers (decision 051).
      expect([...services].sort(), catalogue.siteId).toEqual(
        [...CAREER_SERVICE_IDS.filter((id) => id !== "resume-score"), ...LEARNING_SERVICE_IDS].sort(),
      );
      for (const serviceId of LEARNING_SERVICE_IDS)
        expect(
          catalogue.plans.filter((p) => p.serviceId === serviceId).map((p) => p.id),
          `${catalogue.siteId} ${serviceId}`,
        ).toEqual(LEARNING_PRICE_TIERS.map((tier) => `${serviceId}-${tier}`));
      const addOns = new Set(catalogue.addOns.map((addOn) => addOn.id));
      for (const p of catalogue.plans) for (const id of p.addOnIds) expect(addOns.has(id)).toBe(true);
    }
  });

  it("has the plans the shop describes", () => {
    const plans = REAL.india.plans;
    const of = (serviceId: CareerServiceId) => plans.filter((p) => p.serviceId === serviceId);
    for (const serviceId of ["featured-profile", "career-booster", "profile-highlighter"] as const) {
      expect(of(serviceId).map((p) => p.durationDays)).toEqual([30, 90]);
    }
    for (const serviceId of ["resume-writing", "linkedin-makeover"] as const) {
      expect(of(serviceId).map((p) => p.level)).toEqual(["fresher", "experienced", "senior"]);
      for (const p of of(serviceId)) {
        expect(p.revisions).toBeGreaterThan(0);
        expect(p.deliveryDays).toBeGreaterThan(3);
      }
    }
    expect(of("mock-interview").map((p) => p.id)).toEqual(["mock-interview-single", "mock-interview-pack-3"]);
    expect(of("resume-score")).toEqual([]);
  });

  it("prices sensibly in every market", () => {
    for (const catalogue of Object.values(REAL)) {
      const price = (id: string) => catalogue.plans.find((p) => p.id === id)?.priceMinor ?? Number.NaN;
      const site = catalogue.siteId;
      // The booster is the featured profile and the highlighter together, for less.
      for (const days of [30, 90]) {
        expect(price(`career-booster-${days}`), site).toBeLessThan(
          price(`featured-profile-${days}`) + price(`profile-highlighter-${days}`),
        );
        expect(price(`career-booster-${days}`), site).toBeGreaterThan(price(`featured-profile-${days}`));
      }
      // Three months cost less than three single months; a pack of three less than three interviews.
      for (const service of ["featured-profile", "career-booster", "profile-highlighter"]) {
        expect(price(`${service}-90`), site).toBeLessThan(3 * price(`${service}-30`));
        expect(price(`${service}-90`), site).toBeGreaterThan(price(`${service}-30`));
      }
      expect(price("mock-interview-pack-3"), site).toBeLessThan(3 * price("mock-interview-single"));
      // More experience, more work, higher price.
      for (const service of ["resume-writing", "linkedin-makeover"]) {
        const levels = ["fresher", "experienced", "senior"].map((level) => price(`${service}-${level}`));
        expect(
          [...levels].sort((a, b) => a - b),
          site,
        ).toEqual(levels);
        expect(new Set(levels).size).toBe(3);
      }
      // Every price is a whole amount of the currency, and no "was" price is invented.
      const unit = { VND: 1000, IDR: 1000 }[catalogue.currency] ?? 100;
      for (const p of catalogue.plans) {
        expect(p.priceMinor % unit, `${site} ${p.id}`).toBe(0);
        expect(p.priceMinor).toBeGreaterThan(0);
        expect(p.listPriceMinor).toBeNull();
      }
      for (const addOn of catalogue.addOns) expect(addOn.priceMinor % unit, `${site} ${addOn.id}`).toBe(0);
    }
  });

  it("offers express delivery only where delivery takes longer than express", () => {
    for (const catalogue of Object.values(REAL)) {
      for (const p of catalogue.plans.filter((p) => p.addOnIds.includes("express-delivery"))) {
        expect(p.deliveryDays, p.id).toBeGreaterThan(3);
      }
    }
  });

  it("drops a plan or add-on priced null on a site, and the add-on from that site's plans", () => {
    const { json, india } = copy();
    india.plans["resume-score-once"] = null;
    india.addOns["visual-resume"] = null;
    const catalogue = parseSiteCatalogue(json, "india");
    expect(catalogue.plans.some((p) => p.id === "resume-score-once")).toBe(false);
    expect(catalogue.addOns.some((a) => a.id === "visual-resume")).toBe(false);
    expect(catalogue.plans.some((p) => p.addOnIds.includes("visual-resume"))).toBe(false);
    expect(parseSiteCatalogue(json, "gulf").addOns.some((a) => a.id === "visual-resume")).toBe(true);
  });

  type Spoil = (file: ReturnType<typeof copy>) => void;
  const spoilers: [string, Spoil, RegExp][] = [
    [
      "a fractional price",
      ({ india }) => {
        indiaPlanPrice(india, "featured-profile-30").price = 899.5;
      },
      /price/,
    ],
    [
      "a negative price",
      ({ india }) => {
        india.addOns["cover-letter"] = -1;
      },
      /addOns/,
    ],
    [
      "a price given as text",
      ({ india }) => {
        india.addOns["cover-letter"] = "499";
      },
      /addOns/,
    ],
    [
      "another currency",
      ({ india }) => {
        india.currency = "USD";
      },
      /USD/,
    ],
    [
      "a missing price",
      ({ india }) => {
        delete india.plans["featured-profile-30"];
      },
      /without a price/,
    ],
    [
      "a price of an unknown plan",
      ({ india }) => {
        india.plans.ghost = { price: 100, listPrice: null };
      },
      /unknown india plans priced: ghost/,
    ],
    [
      "no prices for the site",
      ({ json }) => {
        delete json.prices.india;
      },
      /no prices/,
    ],
    [
      "prices of an unknown site",
      ({ json, india }) => {
        json.prices.mars = india;
      },
      /unknown sites: mars/,
    ],
    [
      "an unknown add-on on a plan",
      ({ first }) => {
        first.addOnIds.push("ghost");
      },
      /unknown add-on "ghost"/,
    ],
    [
      "an add-on meant for another service",
      ({ first }) => {
        first.addOnIds.push("visual-resume");
      },
      /not meant for featured-profile/,
    ],
    [
      "an add-on naming a service none of whose plans offers it",
      ({ json }) => {
        json.addOns["visual-resume"]?.services.push("resume-score");
      },
      /no plan of it offers/,
    ],
    [
      "a duplicate plan id",
      ({ json, first }) => {
        json.plans.push({ ...first });
      },
      /duplicate plan ids: featured-profile-30/,
    ],
    [
      "an unknown service",
      ({ first }) => {
        first.serviceId = "tarot";
      },
      /serviceId/,
    ],
    [
      "a misspelt field",
      ({ first }) => {
        first.deliverydays = 3;
      },
      /deliverydays/,
    ],
    [
      "a 'was' price not above the price",
      ({ india }) => {
        indiaPlanPrice(india, "featured-profile-30").listPrice = 89900;
      },
      /struck-through/,
    ],
  ];

  it.each(spoilers)("refuses %s", (_name, spoil, message) => {
    const file = copy();
    spoil(file);
    expect(() => parseSiteCatalogue(file.json, "india")).toThrow(message);
  });

  it("accepts a real 'was' price above the price", () => {
    const { json, india } = copy();
    indiaPlanPrice(india, "featured-profile-30").listPrice = 119900;
    expect(parseSiteCatalogue(json, "india").plans[0]?.listPriceMinor).toBe(119900);
  });

  it("refuses what is not a catalogue", () => {
    for (const json of [null, 42, "catalogue", [], {}])
      expect(() => parseSiteCatalogue(json, "india")).toThrow();
  });
});
