/**
 * The career-services storefront (the `storefront` service of the load context, `/api/career-services…`,
 * `/api/cart…`, `/api/seeker/orders…`; implemented in apps/server/src/features/storefront).
 *
 * Prices, plans and add-ons come from the server's catalogue data; every amount shown, ordered and sent
 * to a gateway is computed by the server (`priceCart` of @portal/domain). The browser chooses plans,
 * add-ons, a promo code and a payment mode, nothing else. A cart belongs to a seeker or, for a guest, to
 * a cookie token; a guest's cart joins the seeker's at login.
 */
import type { SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { CataloguePriceChange, CataloguePriceChanged, StaffCatalogue } from "./catalogue-prices.ts";
import type { RequestMeta } from "./page-session.ts";

export const ORDER_STATUSES = [
  "created",
  "pending",
  "paid",
  "failed",
  "cancelled",
  "refunded",
  "partly_refunded",
] as const;
export type OrderStatusId = (typeof ORDER_STATUSES)[number];
export const PAYMENT_MODES = ["card", "upi", "netbanking", "wallet"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
export const ORDERS_PAGE_SIZE = 20;
/** The cookie holding a guest's cart token (random, HTTP only); the server keeps only its hash. */
export const CART_COOKIE = "cart";
export const CART_COOKIE_DAYS = 30;
/** An unpaid order is cancelled (and its promo code given back) after this many hours. */
export const UNPAID_ORDER_HOURS = 24;

const money = z.number().int();
const addOnPrice = z.object({ id: z.string(), priceMinor: money });

export const catalogueServiceSchema = z.object({
  serviceId: z.string(),
  path: z.string(),
  tag: z.string().nullable(),
  plans: z.array(
    z.object({
      id: z.string(),
      level: z.string().nullable(),
      durationDays: z.number().int().nullable(),
      revisions: z.number().int().nullable(),
      deliveryDays: z.number().int().nullable(),
      priceMinor: money,
      listPriceMinor: money.nullable(),
      addOns: z.array(addOnPrice),
    }),
  ),
});
export type CatalogueService = z.infer<typeof catalogueServiceSchema>;

export const catalogueSchema = z.object({
  siteId: z.string(),
  currency: z.string(),
  /** How tax shows beside prices: included (VAT in the Gulf) or added at checkout (GST in India). */
  tax: z.object({ name: z.string(), rateBasisPoints: z.number().int(), inclusive: z.boolean() }).nullable(),
  services: z.array(catalogueServiceSchema),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

const taxLineSchema = z.object({
  name: z.string(),
  country: z.string(),
  rateBasisPoints: z.number().int(),
  inclusive: z.boolean(),
  amountMinor: money,
});

const amountsShape = {
  currency: z.string(),
  itemsMinor: money,
  addOnsMinor: money,
  discountMinor: money,
  tax: taxLineSchema.nullable(),
  taxAddedMinor: money,
  totalMinor: money,
  walletMinor: money,
  payableMinor: money,
};

export const cartSchema = z.object({
  siteId: z.string(),
  count: z.number().int(),
  items: z.array(
    z.object({
      serviceId: z.string(),
      /** A course's or bundle's id on a learning line (decision 051); "" for a service sold whole. */
      itemRef: z.string(),
      /** Its title when added. */
      itemTitle: z.string(),
      planId: z.string(),
      planMinor: money,
      addOns: z.array(addOnPrice),
      lineMinor: money,
      /** Add-ons of this plan not chosen yet (spec: suggested add-ons). */
      suggestedAddOns: z.array(addOnPrice),
    }),
  ),
  promo: z
    .object({
      code: z.string(),
      applied: z.boolean(),
      /** Why it gives nothing now: a message key (minimum order, not for these services…). */
      problem: z.string().nullable(),
    })
    .nullable(),
  ...amountsShape,
  options: z.object({ buyerCountry: z.string().nullable(), taxId: z.string().nullable() }),
  paymentModes: z.array(z.enum(PAYMENT_MODES)),
  /** Services not in the cart, cheapest plan first (spec: cart recommendations). */
  recommendations: z.array(z.object({ serviceId: z.string(), planId: z.string(), priceMinor: money })),
});
export type Cart = z.infer<typeof cartSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  totalMinor: money,
  serviceIds: z.array(z.string()),
  createdAt: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

export const orderSchema = orderSummarySchema.extend({
  siteId: z.string(),
  items: z.array(
    z.object({
      serviceId: z.string(),
      itemRef: z.string(),
      itemTitle: z.string(),
      planId: z.string(),
      planMinor: money,
      addOns: z.array(addOnPrice),
      lineMinor: money,
    }),
  ),
  ...amountsShape,
  promoCode: z.string().nullable(),
  refundedMinor: money,
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerCountry: z.string().nullable(),
  buyerTaxId: z.string().nullable(),
  payments: z.array(
    z.object({
      gateway: z.string(),
      mode: z.string(),
      amountMinor: money,
      status: z.string(),
      failureReason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), note: z.string(), at: z.string() })),
  /** Pay again (a failed or unpaid order), or cancel it. */
  canPay: z.boolean(),
  paymentModes: z.array(z.enum(PAYMENT_MODES)),
  paidAt: z.string().nullable(),
  /** The tax invoice's number once the order is paid (downloadable as a PDF by its owner). */
  invoiceNumber: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** What a tax invoice says, for its PDF: who sells, who buys, and the order's lines and amounts. */
export interface TaxInvoice {
  number: string;
  issuedAt: string;
  seller: { name: string; address: string; taxLabel: string; taxId: string };
  order: Order;
}

/** A code's terms as a buyer reads them (spec: promo codes list) and as staff set them. */
export const promoOfferSchema = z.object({
  code: z.string(),
  kind: z.enum(["percent", "flat"]),
  percentBasisPoints: z.number().int().nullable(),
  flatMinor: money.nullable(),
  /** The currency of the flat amount and of the limits (the site's). */
  currency: z.string(),
  minOrderMinor: money,
  maxDiscountMinor: money.nullable(),
  serviceIds: z.array(z.string()).nullable(),
  firstOrderOnly: z.boolean(),
  endsAt: z.string().nullable(),
});
export type PromoOffer = z.infer<typeof promoOfferSchema>;

/** A code as staff see it: its terms, where and when it works, its limits and how often it was used. */
export const staffPromoCodeSchema = promoOfferSchema.extend({
  siteIds: z.array(z.string()).nullable(),
  startsAt: z.string(),
  perSeekerLimit: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  usedCount: z.number().int(),
  listed: z.boolean(),
  description: z.string(),
  /** Usable now (started, not ended, not used up). */
  isActive: z.boolean(),
});
export type StaffPromoCode = z.infer<typeof staffPromoCodeSchema>;

/** What staff send to make a code; amounts in the minor units of the one site's currency, or percent. */
export interface NewPromoCode {
  code: unknown;
  kind: unknown;
  /** Percent off (1–100, up to two decimals) for a percent code. */
  percent?: unknown;
  /** Amount off in minor units for a flat code (which names exactly one site). */
  flatMinor?: unknown;
  /** One site, or none for every site. */
  siteId?: unknown;
  serviceIds?: unknown;
  minOrderMinor?: unknown;
  maxDiscountMinor?: unknown;
  startsAt?: unknown;
  endsAt?: unknown;
  perSeekerLimit?: unknown;
  totalLimit?: unknown;
  firstOrderOnly?: unknown;
  listed?: unknown;
  description?: unknown;
}

/** Whose cart: a seeker's, or a guest's by the token of their cart cookie (null before the first add). */
export interface CartOwner {
  user: AccountUser | null;
  guestToken: string | null;
}

export interface StartedCheckout {
  orderId: string;
  /** Where the browser goes to pay (the gateway's page). */
  redirectUrl: string;
}

export interface StorefrontContract {
  catalogue(siteId: SiteId, buyerCountry?: string | null): Catalogue;
  cart(owner: CartOwner, siteId: SiteId): Promise<Cart>;
  cartCount(owner: CartOwner, siteId: SiteId): Promise<number>;
  /** One plan per service: adding another plan of a service in the cart replaces it. */
  add(owner: CartOwner, siteId: SiteId, input: { planId: unknown; addOnIds?: unknown }): Promise<Cart>;
  /** Removes a service, or one course or bundle of a learning service (`itemRef`). */
  remove(owner: CartOwner, siteId: SiteId, serviceId: string, itemRef?: string): Promise<Cart>;
  applyPromo(owner: CartOwner, siteId: SiteId, code: unknown): Promise<Cart>;
  removePromo(owner: CartOwner, siteId: SiteId): Promise<Cart>;
  /** How buyers pay on the site (spec: payment modes). */
  paymentModes(siteId: SiteId): { siteId: SiteId; currency: string; modes: PaymentMode[] };
  /**
   * The site's listed codes usable now (spec: promo codes list), best first; for a seeker without the
   * codes their own use or a first-order rule rules out.
   */
  promoCodes(owner: CartOwner, siteId: SiteId): Promise<PromoOffer[]>;
  /** Spec: save cart options (country of residence for the Gulf's VAT, a tax id for the invoice). */
  saveOptions(
    owner: CartOwner,
    siteId: SiteId,
    input: { buyerCountry?: unknown; taxId?: unknown },
  ): Promise<Cart>;
  /** A guest's cart joins the seeker's (at login); the guest's cart is gone after. */
  adopt(user: AccountUser, siteId: SiteId, guestToken: string): Promise<void>;
  /** Makes the order from the cart (the same `checkoutKey` twice: the same order) and starts paying it. */
  checkout(
    user: AccountUser,
    meta: RequestMeta,
    input: { checkoutKey?: unknown; mode?: unknown },
  ): Promise<StartedCheckout>;
  /** Pays an order again (a failed or unpaid one). */
  pay(user: AccountUser, meta: RequestMeta, orderId: string, mode: unknown): Promise<StartedCheckout>;
  cancel(user: AccountUser, orderId: string): Promise<Order>;
  /** Spec: save order options. The tax id printed on the invoice, while the order is not paid yet. */
  saveOrderOptions(user: AccountUser, orderId: string, input: { taxId?: unknown }): Promise<Order>;
  orders(user: AccountUser, page?: number): Promise<OrderList>;
  order(user: AccountUser, orderId: string): Promise<Order>;
  /** The paid order's tax invoice; NOT_FOUND for anyone but its buyer, or before it is paid. */
  invoice(user: AccountUser, orderId: string): Promise<TaxInvoice>;
  /** The seeker's e-cash, per currency with a positive balance; checkout spends it first. */
  ecash(user: AccountUser): Promise<EcashBalance[]>;
  /** Staff: credits a seeker's e-cash (a promotion, a goodwill gesture), with a note. */
  grantEcash(
    staff: AccountUser,
    input: { email: unknown; currency: unknown; amountMinor: unknown; note: unknown },
  ): Promise<void>;
  /** Staff: every promo code, the newest first. */
  staffPromoCodes(staff: AccountUser): Promise<StaffPromoCode[]>;
  /** Staff: makes a code (VALIDATION naming each field that is wrong; CONFLICT when the code exists). */
  createPromoCode(staff: AccountUser, input: NewPromoCode): Promise<StaffPromoCode>;
  /** Staff: ends a code now; orders already made with it keep their discount. */
  endPromoCode(staff: AccountUser, code: string): Promise<StaffPromoCode>;
  /** Staff: a site's every plan and add-on with its price now (null: not sold) and its last change. */
  staffCatalogue(staff: AccountUser, siteId: SiteId): Promise<StaffCatalogue>;
  /**
   * Staff: a plan's price, "was" price and whether the site sells it, or an add-on's price, on one site
   * (VALIDATION naming each field that is wrong; CONFLICT when `expected` is no longer the price). Carts
   * priced after it show it; orders made before keep their amounts.
   */
  changeCataloguePrice(staff: AccountUser, input: CataloguePriceChange): Promise<CataloguePriceChanged>;
  /** Staff: an order by its number (any buyer's), with its refunds. */
  staffOrder(staff: AccountUser, orderNumber: string): Promise<StaffOrder>;
  /**
   * Staff: refunds part or all of a paid order through the gateway that took it (the amount in minor
   * units, at most what is left); the order becomes partly refunded or refunded and gets a credit note.
   */
  refund(
    staff: AccountUser,
    orderId: string,
    input: { amountMinor: unknown; reason: unknown },
  ): Promise<StaffOrder>;
  /** Staff: e-mails a paid order's receipt, with its invoice's link, to the buyer again. */
  resendReceipt(staff: AccountUser, orderId: string): Promise<StaffOrder>;
}

/** E-cash of one currency (spec: e-cash balance). */
export interface EcashBalance {
  currency: string;
  amountMinor: number;
}

export interface StaffOrder {
  order: Order;
  refunds: {
    amountMinor: number;
    reason: string;
    status: string;
    createdAt: string;
    creditNote: string | null;
  }[];
  /** What can still be refunded, in minor units. */
  refundableMinor: number;
}
