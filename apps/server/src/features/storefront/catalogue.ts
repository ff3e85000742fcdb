/**
 * The catalogue of career services per site, read once from `apps/server/data/career-services.json`
 * (plans, add-ons and prices are data, decision 042) and checked by `parseSiteCatalogue`: a file that
 * does not parse stops the server at start, never a buyer at checkout. Staff's prices go on top of the
 * file's (decision 048, catalogue-prices.ts); each process keeps the result in memory, since every page
 * and cart reads it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue, CatalogueService, TaxInvoice } from "@portal/contracts";
import {
  CAREER_SERVICE_IDS,
  CAREER_SERVICE_PATHS,
  CAREER_SERVICE_TILES,
  type CataloguePlan,
  type CataloguePriceOverride,
  parseSiteCatalogue,
  parseSitePriceList,
  SITES,
  type SiteCatalogue,
  type SiteId,
  type SitePriceList,
  type SitePriceListPlan,
  taxRuleFor,
} from "@portal/domain";
import type pg from "pg";
import { SERVER_ROOT } from "../../paths.ts";

export const CATALOGUE_FILE = path.join(SERVER_ROOT, "data", "career-services.json");
export const SELLERS_FILE = path.join(SERVER_ROOT, "data", "sellers.json");

/** The seller entities (name, address, tax number) whose tax invoices the shop prints. */
export function loadSellers(file = SELLERS_FILE): Record<string, TaxInvoice["seller"]> {
  const json = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
  const sellers: Record<string, TaxInvoice["seller"]> = {};
  for (const [entity, value] of Object.entries(json)) {
    if (entity.startsWith("_")) continue;
    const seller = value as Partial<TaxInvoice["seller"]>;
    if (!seller.name || !seller.address || !seller.taxLabel || !seller.taxId)
      throw new Error(`${file}: seller ${entity} needs a name, an address, a tax label and a tax id`);
    sellers[entity] = {
      name: seller.name,
      address: seller.address,
      taxLabel: seller.taxLabel,
      taxId: seller.taxId,
    };
  }
  return sellers;
}

export interface Catalogues {
  /**
   * What the site sells now, the file's prices with staff's latest on top (decision 048): carts and new
   * orders are priced from it.
   */
  site(siteId: SiteId): SiteCatalogue;
  /** A plan the site sells now. */
  soldPlan(siteId: SiteId, planId: string): CataloguePlan | undefined;
  /**
   * A plan's terms on the site (service, duration, revisions, delivery days, sessions), whether the site
   * sells it now or not: an order bought before staff stopped selling a plan is still fulfilled by them.
   * Its price is today's, null when the site does not sell it.
   */
  plan(siteId: SiteId, planId: string): SitePriceListPlan | undefined;
  /** Every plan and add-on of the file with its price on the site now, null where it is not sold. */
  prices(siteId: SiteId): SitePriceList;
  /** What the pages show: every service with its plans, prices and add-ons, and how tax applies. */
  view(siteId: SiteId, buyerCountry?: string | null): Catalogue;
  /** The newest staff price change this copy has read (0 for none, and always for the file alone). */
  version(): number;
  /**
   * Reads staff's prices again through `db` when the database holds a newer change than this copy
   * (`version` read by the caller, in a statement it runs anyway); nothing to do for the file alone.
   */
  catchUp(db: pg.ClientBase | pg.Pool, version: number): Promise<void>;
}

/** The catalogue file as read once at start; `sitePricesOf` checks it. */
export function readCatalogueFile(file = CATALOGUE_FILE): unknown {
  return JSON.parse(readFileSync(file, "utf8"));
}

/** One site's catalogue and price list with `overrides` (staff's latest prices) on the file's. */
export interface SitePrices {
  catalogue: SiteCatalogue;
  list: SitePriceList;
  plans: ReadonlyMap<string, CataloguePlan>;
  terms: ReadonlyMap<string, SitePriceListPlan>;
}

export function sitePricesOf(
  json: unknown,
  siteId: SiteId,
  overrides: readonly CataloguePriceOverride[] = [],
): SitePrices {
  const catalogue = parseSiteCatalogue(json, siteId, overrides);
  const list = parseSitePriceList(json, siteId, overrides);
  return {
    catalogue,
    list,
    plans: new Map(catalogue.plans.map((plan) => [plan.id, plan])),
    terms: new Map(list.plans.map((plan) => [plan.id, plan])),
  };
}

/**
 * The catalogues read from `bySite()`, which a live copy swaps whole when staff change a price (reads
 * never see half a change).
 */
export function cataloguesOver(
  bySite: () => ReadonlyMap<SiteId, SitePrices>,
  sync: Pick<Catalogues, "version" | "catchUp">,
): Catalogues {
  const prices = (siteId: SiteId): SitePrices => {
    const found = bySite().get(siteId);
    if (!found) throw new Error(`No career-services catalogue for ${siteId}`);
    return found;
  };
  const tags = new Map(CAREER_SERVICE_TILES.map((tile) => [tile.serviceId, tile.tag]));
  return {
    site: (siteId) => prices(siteId).catalogue,
    soldPlan: (siteId, planId) => prices(siteId).plans.get(planId),
    plan: (siteId, planId) => prices(siteId).terms.get(planId),
    prices: (siteId) => prices(siteId).list,
    version: sync.version,
    catchUp: sync.catchUp,
    view(siteId, buyerCountry = null) {
      const catalogue = prices(siteId).catalogue;
      const addOnPrices = new Map(catalogue.addOns.map((addOn) => [addOn.id, addOn.priceMinor]));
      const services: CatalogueService[] = CAREER_SERVICE_IDS.map((serviceId) => ({
        serviceId,
        path: CAREER_SERVICE_PATHS[serviceId],
        tag: tags.get(serviceId) ?? null,
        plans: catalogue.plans
          .filter((plan) => plan.serviceId === serviceId)
          .map((plan) => ({
            id: plan.id,
            level: plan.level,
            durationDays: plan.durationDays,
            revisions: plan.revisions,
            deliveryDays: plan.deliveryDays,
            priceMinor: plan.priceMinor,
            listPriceMinor: plan.listPriceMinor,
            addOns: plan.addOnIds.map((id) => ({ id, priceMinor: addOnPrices.get(id) ?? 0 })),
          })),
      })).filter((service) => service.plans.length > 0);
      const rule = taxRuleFor(siteId, buyerCountry);
      return {
        siteId,
        currency: catalogue.currency,
        tax: rule.name
          ? { name: rule.name, rateBasisPoints: rule.rateBasisPoints, inclusive: rule.inclusive }
          : null,
        services,
      };
    },
  };
}

/**
 * The file's catalogues alone, without staff's prices: for tests and tools that need no database. The
 * portal itself runs `openCatalogues` (catalogue-prices.ts).
 */
export function loadCatalogues(file = CATALOGUE_FILE): Catalogues {
  const json = readCatalogueFile(file);
  const bySite = new Map(SITES.map((site) => [site.id, sitePricesOf(json, site.id)] as const));
  return cataloguesOver(() => bySite, { version: () => 0, catchUp: async () => {} });
}
