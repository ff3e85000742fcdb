/**
 * Career services (spec §3 "Career service tile", §7 career-service calls): what is sold on each site,
 * and the price of a cart, with its promo code, tax and e-cash (decision 042). Pure: the catalogue is
 * data (apps/server/data/career-services.json) read through `parseSiteCatalogue`, and every amount is
 * an integer of the site currency's minor unit, computed without floating point.
 */
import { z } from "zod";
import { SITE_BY_ID, SITE_IDS, type SiteId } from "./sites.ts";
import { taxRuleFor } from "./taxes.ts";

export const CAREER_SERVICE_IDS = [
  "featured-profile",
  "resume-writing",
  "career-booster",
  "profile-highlighter",
  "linkedin-makeover",
  "mock-interview",
  "resume-score",
] as const;
export type CareerServiceId = (typeof CAREER_SERVICE_IDS)[number];

/**
 * What the storefront sells besides career services: the learning provider's courses and bundles
 * (decision 051). Their plans are price tiers; each cart line of them names its course or bundle.
 */
export const LEARNING_SERVICE_IDS = ["course", "course-bundle"] as const;
export type LearningServiceId = (typeof LEARNING_SERVICE_IDS)[number];
/** The provider's price tiers; each learning service has a plan per tier (`course-t1`, `course-bundle-t3`). */
export const LEARNING_PRICE_TIERS = ["t1", "t2", "t3"] as const;
export const STORE_SERVICE_IDS = [...CAREER_SERVICE_IDS, ...LEARNING_SERVICE_IDS] as const;
export type StoreServiceId = (typeof STORE_SERVICE_IDS)[number];

/** Whether a service's cart lines each name an item (a course, a bundle) rather than the service whole. */
export function isItemisedService(serviceId: string): serviceId is LearningServiceId {
  return (LEARNING_SERVICE_IDS as readonly string[]).includes(serviceId);
}

/** The spec's page paths (premiumservices) and ours for resume score. */
export const CAREER_SERVICE_PATHS: Readonly<Record<CareerServiceId, string>> = {
  "featured-profile": "/featured-profile-services",
  "resume-writing": "/resume-services",
  "career-booster": "/career-booster",
  "profile-highlighter": "/profile-highlighter",
  "linkedin-makeover": "/linkedin-profile-makeover",
  "mock-interview": "/mock-interview",
  "resume-score": "/resume-score",
};

export type CareerServiceTag = "RECOMMENDED" | "BEST SELLER";

/** The four tiles of spec §3 in order, with their tags (null when none). */
export const CAREER_SERVICE_TILES: readonly { serviceId: CareerServiceId; tag: CareerServiceTag | null }[] = [
  { serviceId: "featured-profile", tag: null },
  { serviceId: "resume-writing", tag: null },
  { serviceId: "career-booster", tag: "RECOMMENDED" },
  { serviceId: "profile-highlighter", tag: "BEST SELLER" },
];

export const CAREER_PLAN_LEVELS = ["fresher", "experienced", "senior"] as const;
export type CareerPlanLevel = (typeof CAREER_PLAN_LEVELS)[number];

export interface CatalogueAddOn {
  id: string;
  priceMinor: number;
}

export interface CataloguePlan {
  id: string;
  serviceId: StoreServiceId;
  /** Resume writing and LinkedIn makeover: fresher, experienced (1–8 years), senior (8+ years). */
  level: CareerPlanLevel | null;
  /** How long a visibility service runs (featured profile, highlighter, booster). */
  durationDays: number | null;
  /** Rounds of changes included in a written service. */
  revisions: number | null;
  /** Working days until a written service is delivered. */
  deliveryDays: number | null;
  /** Mock interviews the plan includes. */
  sessions: number | null;
  priceMinor: number;
  /** The struck-through "was" price, or null. */
  listPriceMinor: number | null;
  addOnIds: readonly string[];
}

export interface SiteCatalogue {
  siteId: SiteId;
  currency: string;
  plans: readonly CataloguePlan[];
  addOns: readonly CatalogueAddOn[];
}

export interface CartLineInput {
  planId: string;
  addOnIds: readonly string[];
  /** The course or bundle an itemised service's line is for ("" for a service sold whole). */
  itemRef?: string;
  /** Its title as the buyer saw it when adding it, kept for the order and invoice ("" for none). */
  itemTitle?: string;
}

export interface PromoTerms {
  code: string;
  kind: "percent" | "flat";
  /** For "percent": 1000 = 10 %. */
  percentBasisPoints: number | null;
  /** For "flat": the amount off, in minor units. */
  flatMinor: number | null;
  /** Items plus add-ons must reach this before the code applies. */
  minOrderMinor: number;
  maxDiscountMinor: number | null;
  /** null: every service. */
  serviceIds: readonly StoreServiceId[] | null;
}

export interface PricedLine {
  planId: string;
  serviceId: StoreServiceId;
  /** The course or bundle of an itemised service's line; "" for a service sold whole. */
  itemRef: string;
  itemTitle: string;
  planMinor: number;
  addOns: { id: string; priceMinor: number }[];
  /** Plan plus add-ons. */
  lineMinor: number;
}

export interface TaxLine {
  name: "GST" | "VAT" | "SST";
  country: string;
  rateBasisPoints: number;
  inclusive: boolean;
  amountMinor: number;
}

export interface CartPrice {
  currency: string;
  lines: PricedLine[];
  /** Sum of the plans. */
  itemsMinor: number;
  /** Sum of the add-ons. */
  addOnsMinor: number;
  discountMinor: number;
  promo: { code: string; applied: boolean; problem: "minimumOrder" | "notApplicable" | null } | null;
  /** null where the buyer's country has no such tax. */
  tax: TaxLine | null;
  /** Tax added on top (exclusive countries); 0 when the tax is included in the prices, or there is none. */
  taxAddedMinor: number;
  /** itemsMinor + addOnsMinor − discountMinor + taxAddedMinor, never negative. */
  totalMinor: number;
  /** E-cash used, at most totalMinor. */
  walletMinor: number;
  /** totalMinor − walletMinor: what the payment provider is asked for. */
  payableMinor: number;
}

const BASIS = 10_000;

function assertMinor(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer of minor units, not ${value}`);
  }
}

function add(a: number, b: number): number {
  const sum = a + b;
  if (!Number.isSafeInteger(sum)) throw new RangeError("Amount too large to count exactly");
  return sum;
}

function sum(values: readonly number[]): number {
  return values.reduce(add, 0);
}

/** ⌊a × b ÷ c⌋ for non-negative integers, exact at any size (BigInt). */
function mulDivFloor(a: number, b: number, c: number): number {
  return Number((BigInt(a) * BigInt(b)) / BigInt(c));
}

/** a × b ÷ c rounded to the nearest integer, halves up, for non-negative integers: ⌊(2ab + c) ÷ 2c⌋. */
function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  const divisor = BigInt(c);
  return Number((2n * BigInt(a) * BigInt(b) + divisor) / (2n * divisor));
}

function assertPromo(promo: PromoTerms): void {
  assertMinor(promo.minOrderMinor, `Promo ${promo.code}: minimum order`);
  if (promo.maxDiscountMinor !== null) assertMinor(promo.maxDiscountMinor, `Promo ${promo.code}: cap`);
  if (promo.kind === "percent") {
    const points = promo.percentBasisPoints;
    if (points === null || !Number.isSafeInteger(points) || points < 0 || points > BASIS) {
      throw new RangeError(`Promo ${promo.code}: a percent code needs basis points from 0 to 10000`);
    }
  } else if (promo.kind === "flat") {
    if (promo.flatMinor === null) throw new RangeError(`Promo ${promo.code}: a flat code needs an amount`);
    assertMinor(promo.flatMinor, `Promo ${promo.code}: amount`);
  } else {
    throw new RangeError(`Promo ${(promo as PromoTerms).code}: unknown kind`);
  }
}

/**
 * The price of a cart on one site (decision 042):
 * - each line is its plan plus the add-ons chosen with it; an unknown plan or add-on, an add-on not
 *   offered with its plan, or the same add-on twice on a line throws (the server checks carts first);
 * - a promo code applies when at least one line is of a service it covers (else "notApplicable",
 *   checked first: no amount of shopping makes such a code apply) and items plus add-ons reach its
 *   minimum order (else "minimumOrder"). Its discount is a percentage of the covered lines (plans and
 *   their add-ons), rounded down to the minor unit, or a flat amount; either is capped by the code's
 *   maximum and by the covered lines' amount;
 * - the tax is the buyer's (`taxRuleFor`) on items + add-ons − discount: added on top, rounded half
 *   up, where prices exclude it (India); otherwise the part the price already contains,
 *   amount × rate ÷ (10000 + rate) rounded half up, shown but not added;
 * - e-cash pays what it can of the total; the rest is payable.
 * All arithmetic is on integers (products and quotients through BigInt), so the same cart prices the
 * same on every machine, in any line order.
 */
export function priceCart(input: {
  catalogue: SiteCatalogue;
  lines: readonly CartLineInput[];
  promo: PromoTerms | null;
  buyerCountry: string | null;
  walletBalanceMinor?: number;
}): CartPrice {
  const { catalogue, promo } = input;
  const walletBalance = input.walletBalanceMinor ?? 0;
  assertMinor(walletBalance, "The wallet balance");
  const plans = new Map(catalogue.plans.map((plan) => [plan.id, plan]));
  const addOns = new Map(catalogue.addOns.map((addOn) => [addOn.id, addOn]));

  const lines = input.lines.map((line): PricedLine => {
    const plan = plans.get(line.planId);
    if (!plan) throw new Error(`Unknown plan "${line.planId}" on the ${catalogue.siteId} site`);
    assertMinor(plan.priceMinor, `The price of ${plan.id}`);
    const chosen = new Set<string>();
    const lineAddOns = line.addOnIds.map((id) => {
      const addOn = addOns.get(id);
      if (!addOn) throw new Error(`Unknown add-on "${id}" on the ${catalogue.siteId} site`);
      if (!plan.addOnIds.includes(id)) throw new Error(`Add-on "${id}" is not offered with "${plan.id}"`);
      if (chosen.has(id)) throw new Error(`Add-on "${id}" is twice on one line of "${plan.id}"`);
      chosen.add(id);
      assertMinor(addOn.priceMinor, `The price of ${id}`);
      return { id, priceMinor: addOn.priceMinor };
    });
    return {
      planId: plan.id,
      serviceId: plan.serviceId,
      itemRef: line.itemRef ?? "",
      itemTitle: line.itemTitle ?? "",
      planMinor: plan.priceMinor,
      addOns: lineAddOns,
      lineMinor: add(plan.priceMinor, sum(lineAddOns.map((addOn) => addOn.priceMinor))),
    };
  });

  const itemsMinor = sum(lines.map((line) => line.planMinor));
  const addOnsMinor = sum(lines.flatMap((line) => line.addOns.map((addOn) => addOn.priceMinor)));
  const subtotalMinor = add(itemsMinor, addOnsMinor);

  let discountMinor = 0;
  let promoResult: CartPrice["promo"] = null;
  if (promo) {
    assertPromo(promo);
    const covered = lines.filter((line) => promo.serviceIds?.includes(line.serviceId) ?? true);
    const coveredMinor = sum(covered.map((line) => line.lineMinor));
    let problem: "minimumOrder" | "notApplicable" | null = null;
    if (covered.length === 0) problem = "notApplicable";
    else if (subtotalMinor < promo.minOrderMinor) problem = "minimumOrder";
    else {
      let discount =
        promo.kind === "percent"
          ? mulDivFloor(coveredMinor, promo.percentBasisPoints ?? 0, BASIS)
          : (promo.flatMinor ?? 0);
      if (promo.maxDiscountMinor !== null) discount = Math.min(discount, promo.maxDiscountMinor);
      discountMinor = Math.min(discount, coveredMinor);
    }
    promoResult = { code: promo.code, applied: problem === null, problem };
  }

  const rule = taxRuleFor(catalogue.siteId, input.buyerCountry);
  const taxableMinor = subtotalMinor - discountMinor;
  let tax: TaxLine | null = null;
  let taxAddedMinor = 0;
  if (rule.name !== null && rule.rateBasisPoints > 0) {
    const rate = rule.rateBasisPoints;
    const amountMinor = rule.inclusive
      ? mulDivRoundHalfUp(taxableMinor, rate, BASIS + rate)
      : mulDivRoundHalfUp(taxableMinor, rate, BASIS);
    tax = {
      name: rule.name,
      country: rule.country,
      rateBasisPoints: rate,
      inclusive: rule.inclusive,
      amountMinor,
    };
    if (!rule.inclusive) taxAddedMinor = amountMinor;
  }

  const totalMinor = add(taxableMinor, taxAddedMinor);
  const walletMinor = Math.min(walletBalance, totalMinor);
  return {
    currency: catalogue.currency,
    lines,
    itemsMinor,
    addOnsMinor,
    discountMinor,
    promo: promoResult,
    tax,
    taxAddedMinor,
    totalMinor,
    walletMinor,
    payableMinor: totalMinor - walletMinor,
  };
}

// The catalogue file ---------------------------------------------------------------------------------

const catalogueId = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ids are lower-case letters and digits joined by hyphens");
/** z.int() accepts safe integers only. */
const minorAmount = z.int().nonnegative();

const catalogueFileSchema = z.strictObject({
  $comment: z.string().optional(),
  addOns: z.record(catalogueId, z.strictObject({ services: z.array(z.enum(STORE_SERVICE_IDS)).min(1) })),
  plans: z
    .array(
      z.strictObject({
        id: catalogueId,
        serviceId: z.enum(STORE_SERVICE_IDS),
        level: z.enum(CAREER_PLAN_LEVELS).nullable(),
        durationDays: z.int().positive().nullable(),
        revisions: z.int().nonnegative().nullable(),
        deliveryDays: z.int().nonnegative().nullable(),
        sessions: z.int().positive().nullable().default(null),
        addOnIds: z.array(catalogueId),
      }),
    )
    .min(1),
  prices: z.record(
    z.string(),
    z.strictObject({
      currency: z.string(),
      /** null: the plan is not sold on this site. */
      plans: z.record(
        catalogueId,
        z.strictObject({ price: minorAmount, listPrice: minorAmount.nullable() }).nullable(),
      ),
      /** null: the add-on is not offered on this site. */
      addOns: z.record(catalogueId, minorAmount.nullable()),
    }),
  ),
});

/** Differences between the ids a site prices and the ids the file defines. */
function idProblems(what: string, priced: readonly string[], defined: readonly string[]): string[] {
  const missing = defined.filter((id) => !priced.includes(id));
  const unknown = priced.filter((id) => !defined.includes(id));
  return [
    ...(missing.length
      ? [`${what} without a price (use null to stop selling one): ${missing.join(", ")}`]
      : []),
    ...(unknown.length ? [`unknown ${what} priced: ${unknown.join(", ")}`] : []),
  ];
}

/**
 * A staff member's price for one plan or add-on on one site, kept in the database on top of the file
 * (decision 048). A null price means "not sold on this site", as in the file.
 */
export interface CataloguePriceOverride {
  kind: "plan" | "add-on";
  id: string;
  priceMinor: number | null;
  /** Plans only: the struck-through "was" price, or null. */
  listPriceMinor: number | null;
}

type SitePrices = z.infer<typeof catalogueFileSchema>["prices"][string];

/**
 * The file's prices of a site with the overrides on top (the last of an id wins). An override of a plan
 * or add-on the file no longer defines is left out: the file may drop one that staff once priced.
 */
function withOverrides(
  prices: SitePrices,
  overrides: readonly CataloguePriceOverride[],
  planIds: readonly string[],
  addOnIds: readonly string[],
): SitePrices {
  const plans = { ...prices.plans };
  const addOns = { ...prices.addOns };
  for (const override of overrides) {
    if (override.kind === "plan" && planIds.includes(override.id))
      plans[override.id] =
        override.priceMinor === null
          ? null
          : { price: override.priceMinor, listPrice: override.listPriceMinor };
    else if (override.kind === "add-on" && addOnIds.includes(override.id))
      addOns[override.id] = override.priceMinor;
  }
  return { ...prices, plans, addOns };
}

/**
 * One site's catalogue from the career-services file (apps/server/data/career-services.json, shape in
 * decision 042): plans and add-ons defined once, prices per site in minor units of the site's currency.
 * A price of null means "not sold on this site"; a plan's add-ons are those of its add-ons the site
 * sells. Throws an Error naming every problem when the file is malformed: a field of the wrong type or
 * a negative or fractional price, a plan's add-on that does not exist or is not meant for its service,
 * a duplicate id, a site that does not exist or misses a price, a currency that is not the site's, or
 * a struck-through price not above the price. `overrides` are staff's prices on top of the file's
 * (decision 048), checked the same way.
 */
export function parseSiteCatalogue(
  json: unknown,
  siteId: SiteId,
  overrides: readonly CataloguePriceOverride[] = [],
): SiteCatalogue {
  const parsed = catalogueFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`Career-services catalogue is malformed:\n${z.prettifyError(parsed.error)}`);
  }
  const file = parsed.data;
  const problems: string[] = [];

  const planIds = file.plans.map((plan) => plan.id);
  const addOnIds = Object.keys(file.addOns);
  const duplicates = planIds.filter((id, index) => planIds.indexOf(id) !== index);
  if (duplicates.length) problems.push(`duplicate plan ids: ${[...new Set(duplicates)].join(", ")}`);
  for (const plan of file.plans) {
    if (new Set(plan.addOnIds).size !== plan.addOnIds.length)
      problems.push(`${plan.id} lists an add-on twice`);
    for (const id of plan.addOnIds) {
      const addOn = Object.hasOwn(file.addOns, id) ? file.addOns[id] : undefined;
      if (!addOn) problems.push(`${plan.id} offers an unknown add-on "${id}"`);
      else if (!addOn.services.includes(plan.serviceId)) {
        problems.push(`${plan.id} offers "${id}", which is not meant for ${plan.serviceId}`);
      }
    }
  }
  for (const [id, addOn] of Object.entries(file.addOns)) {
    for (const serviceId of addOn.services) {
      const offered = file.plans.some((plan) => plan.serviceId === serviceId && plan.addOnIds.includes(id));
      if (!offered) problems.push(`add-on "${id}" names ${serviceId}, but no plan of it offers the add-on`);
    }
  }
  const unknownSites = Object.keys(file.prices).filter((id) => !(SITE_IDS as readonly string[]).includes(id));
  if (unknownSites.length) problems.push(`prices for unknown sites: ${unknownSites.join(", ")}`);

  const site = SITE_BY_ID[siteId];
  const filePrices = Object.hasOwn(file.prices, siteId) ? file.prices[siteId] : undefined;
  if (!filePrices) problems.push(`no prices for the ${siteId} site`);
  else {
    if (filePrices.currency !== site.currency) {
      problems.push(`${siteId} prices are in ${filePrices.currency}, but the site sells in ${site.currency}`);
    }
    problems.push(...idProblems(`${siteId} plans`, Object.keys(filePrices.plans), planIds));
    problems.push(...idProblems(`${siteId} add-ons`, Object.keys(filePrices.addOns), addOnIds));
  }
  const prices = filePrices && withOverrides(filePrices, overrides, planIds, addOnIds);
  if (prices) {
    for (const [id, price] of Object.entries(prices.plans)) {
      if (price && price.listPrice !== null && price.listPrice <= price.price) {
        problems.push(`${siteId} ${id}: the struck-through price must be above the price`);
      }
    }
  }
  if (problems.length || !prices) {
    throw new Error(`Career-services catalogue for ${siteId}:\n- ${problems.join("\n- ")}`);
  }

  const addOns: CatalogueAddOn[] = [];
  for (const id of addOnIds) {
    const price = prices.addOns[id];
    if (price !== null && price !== undefined) addOns.push({ id, priceMinor: price });
  }
  const sold = new Set(addOns.map((addOn) => addOn.id));
  const plans: CataloguePlan[] = [];
  for (const plan of file.plans) {
    const price = prices.plans[plan.id];
    if (!price) continue;
    plans.push({
      id: plan.id,
      serviceId: plan.serviceId,
      level: plan.level,
      durationDays: plan.durationDays,
      revisions: plan.revisions,
      deliveryDays: plan.deliveryDays,
      sessions: plan.sessions,
      priceMinor: price.price,
      listPriceMinor: price.listPrice,
      addOnIds: plan.addOnIds.filter((id) => sold.has(id)),
    });
  }
  return { siteId, currency: site.currency, plans, addOns };
}

/** A plan of the file with its price on one site: null when the site does not sell it. */
export type SitePriceListPlan = Omit<CataloguePlan, "priceMinor" | "listPriceMinor"> & {
  priceMinor: number | null;
  listPriceMinor: number | null;
};

/** Every plan and add-on of the file with its price on one site, sold or not. */
export interface SitePriceList {
  siteId: SiteId;
  currency: string;
  /** In the file's order; a plan's `addOnIds` are all the file lets it offer, sold here or not. */
  plans: readonly SitePriceListPlan[];
  addOns: readonly { id: string; serviceIds: readonly StoreServiceId[]; priceMinor: number | null }[];
}

/**
 * What staff edit, and the terms of a plan an order bought before its site stopped selling it: every
 * plan and add-on of the file with the site's price after `overrides`, null where it is not sold.
 * Checked (and refused) as `parseSiteCatalogue` checks.
 */
export function parseSitePriceList(
  json: unknown,
  siteId: SiteId,
  overrides: readonly CataloguePriceOverride[] = [],
): SitePriceList {
  const catalogue = parseSiteCatalogue(json, siteId, overrides);
  const file = catalogueFileSchema.parse(json);
  const plans = new Map(catalogue.plans.map((plan) => [plan.id, plan]));
  const addOns = new Map(catalogue.addOns.map((addOn) => [addOn.id, addOn.priceMinor]));
  return {
    siteId,
    currency: catalogue.currency,
    plans: file.plans.map((plan) => ({
      ...plan,
      priceMinor: plans.get(plan.id)?.priceMinor ?? null,
      listPriceMinor: plans.get(plan.id)?.listPriceMinor ?? null,
    })),
    addOns: Object.entries(file.addOns).map(([id, addOn]) => ({
      id,
      serviceIds: addOn.services,
      priceMinor: addOns.get(id) ?? null,
    })),
  };
}

/**
 * The spec's claim "connect with 20K+ recruiters" is shown only while it is true: at least this many
 * recruiters with a confirmed address.
 */
export const RECRUITER_CLAIM_MINIMUM = 20_000;
