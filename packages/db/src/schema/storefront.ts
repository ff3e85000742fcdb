/**
 * The career-services storefront: what seekers (and guests) put in a cart, the promo codes, the orders
 * they pay for, every payment attempt and the tax invoices. Prices and plans are data
 * (apps/server/data/career-services.json); an order copies every amount it was sold at.
 *
 * - `carts`, `cart_items`: one cart per owner and site (a seeker, or a guest's cookie token, stored
 *   hashed); one plan per service with its add-ons, or one line per course or bundle (its `item_ref`,
 *   decision 051). A guest's cart joins the seeker's at login.
 * - `promo_codes`, `promo_redemptions`: a code's terms and limits; a redemption is taken in the
 *   transaction that makes the order (the code's row locked, so concurrent checkouts count it once) and
 *   given back if the order fails or is cancelled.
 * - `orders`, `order_items`, `order_events`: amounts as computed by the server, the status and its whole
 *   history (created, pending, paid, failed, cancelled, refunded, partly refunded).
 * - `payments`: one row per attempt at a gateway; a gateway's reference is unique.
 * - `invoice_counters`, `invoices`: tax invoices numbered without gaps per seller entity and year.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export type OrderStatus =
  | "created"
  | "pending"
  | "paid"
  | "failed"
  | "cancelled"
  | "refunded"
  | "partly_refunded";
export type PaymentAttemptStatus = "started" | "pending" | "paid" | "failed";

export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: text("site_id").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of a guest's cart cookie; null once the cart is a seeker's. */
    guestKey: text("guest_key"),
    promoCode: text("promo_code"),
    /** The buyer's saved choices (spec: save cart options): country of residence, tax id, payment mode. */
    options: jsonb("options").$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("carts_user_site_idx").on(table.userId, table.siteId).where(sql`${table.userId} IS NOT NULL`),
    uniqueIndex("carts_guest_site_idx")
      .on(table.guestKey, table.siteId)
      .where(sql`${table.guestKey} IS NOT NULL`),
    check("carts_owner_check", sql`${table.userId} IS NOT NULL OR ${table.guestKey} IS NOT NULL`),
    index("carts_updated_idx").on(table.updatedAt),
  ],
);

export const cartItems = pgTable(
  "cart_items",
  {
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    serviceId: text("service_id").notNull(),
    /** The course or bundle of a learning line (decision 051); "" for a service sold whole. */
    itemRef: text("item_ref").notNull().default(""),
    /** Its title when added, kept for the order and invoice. */
    itemTitle: text("item_title").notNull().default(""),
    planId: text("plan_id").notNull(),
    addOnIds: text("add_on_ids").array().notNull().default(sql`'{}'::text[]`),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.serviceId, table.itemRef] })],
);

export const promoCodes = pgTable(
  "promo_codes",
  {
    /** Upper case, as typed by anyone in any case. */
    code: text("code").primaryKey(),
    kind: text("kind").$type<"percent" | "flat">().notNull(),
    percentBasisPoints: integer("percent_basis_points"),
    /** A flat amount is in one site's currency: such a code names exactly one site. */
    flatMinor: bigint("flat_minor", { mode: "number" }),
    minOrderMinor: bigint("min_order_minor", { mode: "number" }).notNull().default(0),
    maxDiscountMinor: bigint("max_discount_minor", { mode: "number" }),
    siteIds: text("site_ids").array(),
    serviceIds: text("service_ids").array(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    perSeekerLimit: integer("per_seeker_limit"),
    totalLimit: integer("total_limit"),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    /** Redemptions held by orders not failed or cancelled; never above total_limit. */
    usedCount: integer("used_count").notNull().default(0),
    description: text("description").notNull().default(""),
    /** Offered to buyers on the cart page of its sites (spec: promo codes list); others are typed in. */
    listed: boolean("listed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("promo_codes_kind_check", sql`${table.kind} IN ('percent', 'flat')`),
    check(
      "promo_codes_amount_check",
      sql`(${table.kind} = 'percent' AND ${table.percentBasisPoints} BETWEEN 1 AND 10000)
          OR (${table.kind} = 'flat' AND ${table.flatMinor} > 0 AND cardinality(${table.siteIds}) = 1)`,
    ),
    check(
      "promo_codes_used_check",
      sql`${table.usedCount} >= 0 AND (${table.totalLimit} IS NULL OR ${table.usedCount} <= ${table.totalLimit})`,
    ),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the buyer reads: site code, year and a running number ("IN-2026-000042"). */
    number: text("number").notNull().unique(),
    /**
     * Null once the buyer's account is deleted: the order and its invoices stay (tax law keeps them for
     * years), with the buyer's name and address removed.
     */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    siteId: text("site_id").notNull(),
    brandId: text("brand_id").notNull(),
    origin: text("origin").notNull(),
    language: text("language").notNull(),
    currency: text("currency").notNull(),
    itemsMinor: bigint("items_minor", { mode: "number" }).notNull(),
    addOnsMinor: bigint("add_ons_minor", { mode: "number" }).notNull(),
    discountMinor: bigint("discount_minor", { mode: "number" }).notNull(),
    promoCode: text("promo_code"),
    taxName: text("tax_name"),
    taxCountry: text("tax_country"),
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(0),
    taxInclusive: boolean("tax_inclusive").notNull().default(false),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull(),
    taxAddedMinor: bigint("tax_added_minor", { mode: "number" }).notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    walletMinor: bigint("wallet_minor", { mode: "number" }).notNull().default(0),
    payableMinor: bigint("payable_minor", { mode: "number" }).notNull(),
    refundedMinor: bigint("refunded_minor", { mode: "number" }).notNull().default(0),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerCountry: text("buyer_country"),
    buyerTaxId: text("buyer_tax_id"),
    status: text("status").$type<OrderStatus>().notNull().default("created"),
    /** The key of the checkout form that made it: the same form sent twice finds this order. */
    checkoutKey: uuid("checkout_key"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** Set in the transaction that delivers what was sold (the fulfilment task): never twice. */
    fulfilledAt: timestamp("fulfilled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("orders_checkout_key_idx")
      .on(table.userId, table.checkoutKey)
      .where(sql`${table.checkoutKey} IS NOT NULL`),
    index("orders_pending_idx").on(table.updatedAt).where(sql`${table.status} IN ('created', 'pending')`),
    check(
      "orders_status_check",
      sql`${table.status} IN ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded', 'partly_refunded')`,
    ),
    check(
      "orders_amounts_check",
      sql`${table.totalMinor} = ${table.itemsMinor} + ${table.addOnsMinor} - ${table.discountMinor} + ${table.taxAddedMinor}
          AND ${table.totalMinor} >= 0 AND ${table.payableMinor} = ${table.totalMinor} - ${table.walletMinor}
          AND ${table.refundedMinor} BETWEEN 0 AND ${table.totalMinor}`,
    ),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    serviceId: text("service_id").notNull(),
    itemRef: text("item_ref").notNull().default(""),
    itemTitle: text("item_title").notNull().default(""),
    planId: text("plan_id").notNull(),
    planMinor: bigint("plan_minor", { mode: "number" }).notNull(),
    addOns: jsonb("add_ons").$type<{ id: string; priceMinor: number }[]>().notNull(),
    lineMinor: bigint("line_minor", { mode: "number" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.serviceId, table.itemRef] })],
);

export const orderEvents = pgTable(
  "order_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.id)],
);

export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    orderId: uuid("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    code: text("code")
      .notNull()
      .references(() => promoCodes.code),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("promo_redemptions_code_user_idx").on(table.code, table.userId)],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    gateway: text("gateway").notNull(),
    gatewayRef: text("gateway_ref"),
    mode: text("mode").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<PaymentAttemptStatus>().notNull().default("started"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_gateway_ref_idx")
      .on(table.gateway, table.gatewayRef)
      .where(sql`${table.gatewayRef} IS NOT NULL`),
    index("payments_order_idx").on(table.orderId),
    check("payments_status_check", sql`${table.status} IN ('started', 'pending', 'paid', 'failed')`),
  ],
);

export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    sellerEntity: text("seller_entity").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull(),
  },
  (table) => [primaryKey({ columns: [table.sellerEntity, table.year] })],
);

export const invoices = pgTable(
  "invoices",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** "invoice", or "credit-note" for a refund. */
    kind: text("kind").$type<"invoice" | "credit-note">().notNull(),
    sellerEntity: text("seller_entity").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    number: text("number").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("invoices_sequence_idx").on(table.sellerEntity, table.year, table.sequence),
    uniqueIndex("invoices_order_invoice_idx").on(table.orderId).where(sql`${table.kind} = 'invoice'`),
  ],
);

/**
 * Order numbers: one sequence for every site, taken without a lock (an order number need not be
 * gapless, unlike an invoice's), so concurrent checkouts never queue for it.
 */
export const orderNumbers = pgSequence("order_number_seq", { startWith: 1 });

/**
 * Refunds by staff, full or partial, through the gateway that took the payment. The row is written before
 * the gateway is asked, and its id is the gateway's idempotency key: a retried refund is the same refund.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    reason: text("reason").notNull(),
    staffId: uuid("staff_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<"requested" | "done" | "failed">().notNull().default("requested"),
    gatewayRefundId: text("gateway_refund_id"),
    failureReason: text("failure_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("refunds_order_idx").on(table.orderId),
    check("refunds_amount_check", sql`${table.amountMinor} > 0`),
    check("refunds_status_check", sql`${table.status} IN ('requested', 'done', 'failed')`),
  ],
);

/**
 * The e-cash wallet (spec: e-cash balance): credits from refunds or promotions, spent at checkout. A
 * balance is the sum of a person's entries in one currency; an order's use is one negative entry, and a
 * cancelled order's use comes back as a positive one.
 */
export const walletEntries = pgTable(
  "wallet_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    kind: text("kind").$type<"promotion" | "refund" | "order" | "order-cancelled">().notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("wallet_entries_user_idx").on(table.userId, table.currency),
    check("wallet_entries_amount_check", sql`${table.amountMinor} <> 0`),
    check(
      "wallet_entries_kind_check",
      sql`${table.kind} IN ('promotion', 'refund', 'order', 'order-cancelled')`,
    ),
  ],
);
