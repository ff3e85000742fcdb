/**
 * The catalogue of career services per site, read once from `apps/server/data/career-services.json`
 * (plans, add-ons and prices are data, decision 042) and checked by `parseSiteCatalogue`: a file that
 * does not parse stops the server at start, never a buyer at checkout.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue, CatalogueService, TaxInvoice } from "@portal/contracts";
import {
  CAREER_SERVICE_IDS,
  CAREER_SERVICE_PATHS,
  CAREER_SERVICE_TILES,
  type CataloguePlan,
  parseSiteCatalogue,
  SITES,
  type SiteCatalogue,
  type SiteId,
  taxRuleFor,
} from "@portal/domain";
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
  site(siteId: SiteId): SiteCatalogue;
  plan(siteId: SiteId, planId: string): CataloguePlan | undefined;
  /** What the pages show: every service with its plans, prices and add-ons, and how tax applies. */
  view(siteId: SiteId, buyerCountry?: string | null): Catalogue;
}

export function loadCatalogues(file = CATALOGUE_FILE): Catalogues {
  const json: unknown = JSON.parse(readFileSync(file, "utf8"));
  const bySite = new Map(SITES.map((site) => [site.id, parseSiteCatalogue(json, site.id)] as const));
  const site = (siteId: SiteId): SiteCatalogue => {
    const found = bySite.get(siteId);
    if (!found) throw new Error(`No career-services catalogue for ${siteId}`);
    return found;
  };
  const tags = new Map(CAREER_SERVICE_TILES.map((tile) => [tile.serviceId, tile.tag]));
  return {
    site,
    plan: (siteId, planId) => site(siteId).plans.find((plan) => plan.id === planId),
    view(siteId, buyerCountry = null) {
      const catalogue = site(siteId);
      const prices = new Map(catalogue.addOns.map((addOn) => [addOn.id, addOn.priceMinor]));
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
            addOns: plan.addOnIds.map((id) => ({ id, priceMinor: prices.get(id) ?? 0 })),
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
