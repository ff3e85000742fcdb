/**
 * Staff's prices of the career-services catalogue (`storefront.staffCatalogue` and
 * `storefront.changeCataloguePrice` of the load context, `/api/staff/catalogue/…`; implemented in
 * apps/server/src/features/storefront/catalogue-prices.ts, decision 048). Amounts are integers of the
 * site currency's minor unit; a null price means "not sold on this site". A change applies to carts and
 * orders made after it: an order keeps the amounts it was made with.
 */
import { z } from "zod";

const money = z.number().int();

/** Who last changed an item's price on the site, and when; null while it is the file's. */
const lastChangeSchema = z.object({ at: z.string(), by: z.string() }).nullable();

export const staffCataloguePlanSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  level: z.string().nullable(),
  durationDays: z.number().int().nullable(),
  revisions: z.number().int().nullable(),
  deliveryDays: z.number().int().nullable(),
  sessions: z.number().int().nullable(),
  /** The add-ons the plan offers (the file's), sold on the site or not. */
  addOnIds: z.array(z.string()),
  priceMinor: money.nullable(),
  listPriceMinor: money.nullable(),
  lastChange: lastChangeSchema,
});
export type StaffCataloguePlan = z.infer<typeof staffCataloguePlanSchema>;

export const staffCatalogueAddOnSchema = z.object({
  id: z.string(),
  serviceIds: z.array(z.string()),
  priceMinor: money.nullable(),
  lastChange: lastChangeSchema,
});
export type StaffCatalogueAddOn = z.infer<typeof staffCatalogueAddOnSchema>;

/** One site's catalogue as staff edit it: every plan and add-on, sold or not. */
export const staffCatalogueSchema = z.object({
  siteId: z.string(),
  currency: z.string(),
  plans: z.array(staffCataloguePlanSchema),
  addOns: z.array(staffCatalogueAddOnSchema),
});
export type StaffCatalogue = z.infer<typeof staffCatalogueSchema>;

const priceSchema = z.object({ priceMinor: money.nullable(), listPriceMinor: money.nullable() });

/** The body of a change: the item's new terms, and optionally the price staff saw before changing it. */
export const cataloguePriceChangeBodySchema = z.object({
  sold: z.boolean(),
  priceMinor: money.nullable().optional(),
  listPriceMinor: money.nullable().optional(),
  /** When given, the change is refused (409) if the price is no longer this one. */
  expected: priceSchema.optional(),
});

export const cataloguePriceChangedSchema = z.object({
  /** false when the new terms were the current ones: nothing was written. */
  changed: z.boolean(),
  before: priceSchema,
  after: priceSchema,
  catalogue: staffCatalogueSchema,
});
export type CataloguePriceChanged = z.infer<typeof cataloguePriceChangedSchema>;

/** A change as a page or the API sends it; the service checks every part. */
export interface CataloguePriceChange {
  siteId: unknown;
  kind: unknown;
  itemId: unknown;
  sold: unknown;
  priceMinor?: unknown;
  listPriceMinor?: unknown;
  expected?: { priceMinor: number | null; listPriceMinor: number | null } | null;
}
