/**
 * Carts and promo codes. A cart is a seeker's (per site) or a guest's, found by the SHA-256 of their
 * cart cookie's token; adding to it replaces the service's plan (one plan per service; a course or a
 * bundle of the learning provider is a line of its own, decision 051). Every amount is
 * priced here from the catalogue (`priceCart`) as it is when the cart is read, staff's latest prices
 * included (decision 048); a stored promo code is checked again each time, so a cart that no longer
 * meets its terms says why instead of discounting.
 */
import {
  type AccountUser,
  AppError,
  type Cart,
  type CartOwner,
  PAYMENT_MODES,
  type PaymentMode,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  type CartPrice,
  isItemisedService,
  type PromoTerms,
  priceCart,
  SITES,
  type SiteId,
  type StoreServiceId,
} from "@portal/domain";
import type pg from "pg";
import { sha256 } from "../../auth/secrets.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import type { Catalogues } from "./catalogue.ts";

/** Promo codes one owner may try in an hour: enough for honest typos, too few to guess codes. */
const PROMO_TRIES_PER_HOUR = { name: "promo-tries-hour", limit: 20, windowSeconds: 60 * 60 };
const CART_WRITES_PER_MINUTE = { name: "cart-writes-minute", limit: 60, windowSeconds: 60 };
const TAX_ID_PATTERN = /^[A-Z0-9][A-Z0-9 ./-]{4,29}$/i;
/** The Gulf site's buyers live in one of these; each has its own VAT (taxRuleFor). */
const GULF_COUNTRIES = ["AE", "SA", "QA", "OM", "KW", "BH"];

export interface PromoRow {
  code: string;
  kind: "percent" | "flat";
  percent_basis_points: number | null;
  flat_minor: string | null;
  min_order_minor: string;
  max_discount_minor: string | null;
  site_ids: string[] | null;
  service_ids: string[] | null;
  starts_at: Date;
  ends_at: Date | null;
  per_seeker_limit: number | null;
  total_limit: number | null;
  first_order_only: boolean;
  used_count: number;
}

interface CartRow {
  id: string;
  promo_code: string | null;
  options: Record<string, string>;
}

export interface CartLine {
  serviceId: StoreServiceId;
  planId: string;
  addOnIds: string[];
  /** The course or bundle of a learning line; "" for a service sold whole. */
  itemRef: string;
  itemTitle: string;
}

export function promoTerms(row: PromoRow): PromoTerms {
  return {
    code: row.code,
    kind: row.kind,
    percentBasisPoints: row.percent_basis_points,
    flatMinor: row.flat_minor === null ? null : Number(row.flat_minor),
    minOrderMinor: Number(row.min_order_minor),
    maxDiscountMinor: row.max_discount_minor === null ? null : Number(row.max_discount_minor),
    serviceIds: (row.service_ids as StoreServiceId[] | null) ?? null,
  };
}

/**
 * Why a code cannot be used by this buyer now, as a message key, or null. The per-seeker and
 * first-order rules need an account: for a guest they are asked again at checkout.
 */
export async function promoRefusal(
  db: pg.ClientBase | pg.Pool,
  row: PromoRow,
  siteId: SiteId,
  user: AccountUser | null,
  now = new Date(),
): Promise<string | null> {
  if (row.starts_at > now) return "promoNotFound";
  if (row.ends_at && row.ends_at <= now) return "promoExpired";
  if (row.site_ids && !row.site_ids.includes(siteId)) return "promoNotForSite";
  if (row.total_limit !== null && row.used_count >= row.total_limit) return "promoUsedUp";
  if (!user) return null;
  if (row.per_seeker_limit !== null) {
    const { rows } = await db.query<{ used: string }>(
      "SELECT count(*) AS used FROM promo_redemptions WHERE code = $1 AND user_id = $2",
      [row.code, user.id],
    );
    if (Number(rows[0]?.used ?? 0) >= row.per_seeker_limit) return "promoAlreadyUsed";
  }
  if (row.first_order_only) {
    const { rows } = await db.query(
      "SELECT 1 FROM orders WHERE user_id = $1 AND status IN ('paid', 'refunded', 'partly_refunded') LIMIT 1",
      [user.id],
    );
    if (rows.length > 0) return "promoFirstOrderOnly";
  }
  return null;
}

export function paymentModesFor(currency: string): PaymentMode[] {
  // Cards everywhere; UPI, net banking and wallets are India's (spec: payment modes).
  return currency === "INR" ? [...PAYMENT_MODES] : ["card"];
}

/** A tax registration number as the invoice prints it ("" for none); VALIDATION when it cannot be one. */
export function checkedTaxId(input: unknown): string {
  const taxId = typeof input === "string" ? input.trim().toUpperCase() : "";
  if (taxId && !TAX_ID_PATTERN.test(taxId))
    throw new AppError("VALIDATION", "taxIdInvalid", {
      details: [{ field: "taxId", messageKey: "taxIdInvalid" }],
    });
  return taxId;
}

export function normaliseCode(code: unknown): string {
  return typeof code === "string" ? code.trim().toUpperCase().slice(0, 40) : "";
}

export interface CartStore {
  /** The owner's cart on the site, made when `create` (a guest then needs a token). */
  find(
    db: pg.ClientBase | pg.Pool,
    owner: CartOwner,
    siteId: SiteId,
    lock?: boolean,
  ): Promise<CartRow | null>;
  /**
   * The owner's cart with its lines and the owner's e-cash in the site's currency, in one statement
   * (locking the cart when `lock`); null when the owner has no cart on the site.
   */
  contents(
    db: pg.ClientBase | pg.Pool,
    owner: CartOwner,
    siteId: SiteId,
    lock?: boolean,
  ): Promise<CartContents | null>;
  /** The cart as the buyer sees it, priced now. */
  view(db: pg.ClientBase | pg.Pool, owner: CartOwner, siteId: SiteId): Promise<Cart>;
  /** The price of a cart's lines with its code, and why the code gives nothing (if it does not). */
  price(
    db: pg.ClientBase | pg.Pool,
    siteId: SiteId,
    user: AccountUser | null,
    contents: CartContents,
  ): Promise<{ price: CartPrice; promoRow: PromoRow | null; promoProblem: string | null }>;
}

/** A cart as `CartStore.contents` reads it. */
export interface CartContents {
  cart: CartRow;
  lines: CartLine[];
  /** The owner's e-cash in the site's currency (0 for guests). */
  walletMinor: number;
  /** The newest staff price change when the cart was read: the cart is priced by it or a later one. */
  pricesVersion: number;
}

export function createCartService(options: {
  pool: pg.Pool;
  catalogues: Catalogues;
  rateLimiter: RateLimiter;
}) {
  const { pool, catalogues, rateLimiter } = options;

  function ownerKey(owner: CartOwner): { column: "user_id" | "guest_key"; value: string } | null {
    if (owner.user) return { column: "user_id", value: owner.user.id };
    if (owner.guestToken) return { column: "guest_key", value: sha256(owner.guestToken) };
    return null;
  }

  function requireBuyer(owner: CartOwner): void {
    // Recruiters and staff do not buy seekers' services with their accounts.
    if (owner.user && owner.user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
  }

  const store: CartStore = {
    async find(db, owner, siteId, lock = false) {
      const key = ownerKey(owner);
      if (!key) return null;
      const { rows } = await db.query<CartRow>(
        `SELECT id, promo_code, options FROM carts WHERE ${key.column} = $1 AND site_id = $2${lock ? " FOR UPDATE" : ""}`,
        [key.value, siteId],
      );
      return rows[0] ?? null;
    },

    async contents(db, owner, siteId, lock = false) {
      const key = ownerKey(owner);
      if (!key) return null;
      const currency = catalogues.site(siteId).currency;
      const { rows } = await db.query<
        CartRow & {
          lines: {
            service_id: StoreServiceId;
            plan_id: string;
            add_on_ids: string[];
            item_ref: string;
            item_title: string;
          }[];
          wallet: string;
          prices_version: string;
        }
      >({
        // Read on every cart step (and in checkout's transaction): planned once per connection and shape.
        name: `cart-contents-${key.column}${lock ? "-lock" : ""}`,
        text: `SELECT c.id, c.promo_code, c.options,
                coalesce((SELECT json_agg(json_build_object('service_id', i.service_id, 'plan_id', i.plan_id,
                                                            'add_on_ids', i.add_on_ids, 'item_ref', i.item_ref,
                                                            'item_title', i.item_title)
                                          ORDER BY i.added_at, i.service_id, i.item_ref)
                            FROM cart_items i WHERE i.cart_id = c.id), '[]') AS lines,
                (SELECT coalesce(sum(w.amount_minor), 0) FROM wallet_entries w
                  WHERE w.user_id = $3 AND w.currency = $4) AS wallet,
                (SELECT coalesce(max(id), 0) FROM catalogue_price_changes) AS prices_version
           FROM carts c WHERE c.${key.column} = $1 AND c.site_id = $2${lock ? " FOR UPDATE OF c" : ""}`,
        values: [key.value, siteId, owner.user?.id ?? null, currency],
      });
      const row = rows[0];
      if (!row) return null;
      return {
        cart: { id: row.id, promo_code: row.promo_code, options: row.options },
        lines: row.lines.map((line) => ({
          serviceId: line.service_id,
          planId: line.plan_id,
          addOnIds: line.add_on_ids,
          itemRef: line.item_ref,
          itemTitle: line.item_title,
        })),
        walletMinor: Math.max(0, Number(row.wallet)),
        pricesVersion: Number(row.prices_version),
      };
    },

    async price(db, siteId, user, { cart, lines, walletMinor, pricesVersion }) {
      // A price changed on another process a moment ago, before this one heard of it, counts already.
      await catalogues.catchUp(db, pricesVersion);
      const catalogue = catalogues.site(siteId);
      // Lines whose plan or add-on left the catalogue are priced without them (and dropped at checkout).
      const known = lines
        .filter((line) => catalogues.soldPlan(siteId, line.planId))
        .map((line) => {
          const plan = catalogues.soldPlan(siteId, line.planId);
          return {
            planId: line.planId,
            addOnIds: line.addOnIds.filter((id) => plan?.addOnIds.includes(id)),
            itemRef: line.itemRef,
            itemTitle: line.itemTitle,
          };
        });
      let promoRow: PromoRow | null = null;
      let promoProblem: string | null = null;
      if (cart.promo_code) {
        const { rows } = await db.query<PromoRow>("SELECT * FROM promo_codes WHERE code = $1", [
          cart.promo_code,
        ]);
        promoRow = rows[0] ?? null;
        promoProblem = promoRow ? await promoRefusal(db, promoRow, siteId, user) : "promoNotFound";
      }
      const price = priceCart({
        catalogue,
        lines: known,
        promo: promoRow && !promoProblem ? promoTerms(promoRow) : null,
        buyerCountry: cart.options.buyerCountry ?? null,
        // A seeker's e-cash in the site's currency pays first; guests have none.
        walletBalanceMinor: user ? walletMinor : 0,
      });
      if (!promoProblem && price.promo?.problem) promoProblem = PRICE_PROBLEM_KEYS[price.promo.problem];
      return { price, promoRow, promoProblem };
    },

    async view(db, owner, siteId) {
      const contents = await store.contents(db, owner, siteId);
      const cart = contents?.cart ?? null;
      const empty: CartContents = {
        cart: { id: "", promo_code: null, options: {} },
        lines: [],
        walletMinor: 0,
        pricesVersion: 0,
      };
      const { price, promoProblem } = await store.price(db, siteId, owner.user, contents ?? empty);
      // Read after pricing, which may have read newer prices.
      const catalogue = catalogues.site(siteId);
      const addOnPrice = new Map(catalogue.addOns.map((addOn) => [addOn.id, addOn.priceMinor]));
      const inCart = new Set(price.lines.map((line) => line.serviceId));
      const cheapest = new Map<string, { planId: string; priceMinor: number }>();
      // Recommendations are career services: courses are recommended by the seeker's skills instead.
      for (const plan of catalogue.plans.filter((entry) => !isItemisedService(entry.serviceId))) {
        const seen = cheapest.get(plan.serviceId);
        if (!inCart.has(plan.serviceId) && (!seen || plan.priceMinor < seen.priceMinor))
          cheapest.set(plan.serviceId, { planId: plan.id, priceMinor: plan.priceMinor });
      }
      return {
        siteId,
        count: price.lines.length,
        items: price.lines.map((line) => {
          const plan = catalogues.soldPlan(siteId, line.planId);
          const chosen = new Set(line.addOns.map((addOn) => addOn.id));
          return {
            serviceId: line.serviceId,
            itemRef: line.itemRef,
            itemTitle: line.itemTitle,
            planId: line.planId,
            planMinor: line.planMinor,
            addOns: line.addOns,
            lineMinor: line.lineMinor,
            suggestedAddOns: (plan?.addOnIds ?? [])
              .filter((id) => !chosen.has(id))
              .map((id) => ({ id, priceMinor: addOnPrice.get(id) ?? 0 })),
          };
        }),
        promo: cart?.promo_code
          ? {
              code: cart.promo_code,
              applied: promoProblem === null && price.discountMinor > 0,
              problem: promoProblem,
            }
          : null,
        currency: price.currency,
        itemsMinor: price.itemsMinor,
        addOnsMinor: price.addOnsMinor,
        discountMinor: price.discountMinor,
        tax: price.tax,
        taxAddedMinor: price.taxAddedMinor,
        totalMinor: price.totalMinor,
        walletMinor: price.walletMinor,
        payableMinor: price.payableMinor,
        options: { buyerCountry: cart?.options.buyerCountry ?? null, taxId: cart?.options.taxId ?? null },
        paymentModes: paymentModesFor(catalogue.currency),
        recommendations: [...cheapest].map(([serviceId, plan]) => ({ serviceId, ...plan })),
      };
    },
  };

  /**
   * The owner's cart, made if missing, marked changed now and locked for the rest of the transaction:
   * one statement (an upsert that updates locks the row it finds, and returns it either way).
   */
  async function ownCart(client: pg.PoolClient, owner: CartOwner, siteId: SiteId): Promise<CartRow> {
    const key = ownerKey(owner);
    if (!key) throw new AppError("VALIDATION", "invalidValue");
    const { rows } = await client.query<CartRow>(
      `INSERT INTO carts (site_id, ${key.column}) VALUES ($1, $2)
       ON CONFLICT (${key.column}, site_id) WHERE ${key.column} IS NOT NULL DO UPDATE SET updated_at = now()
       RETURNING id, promo_code, options`,
      [siteId, key.value],
    );
    const cart = rows[0];
    if (!cart) throw new AppError("CONFLICT", "errorOccured");
    return cart;
  }

  async function write(
    owner: CartOwner,
    siteId: SiteId,
    change: (client: pg.PoolClient, cart: CartRow) => Promise<void>,
  ) {
    requireBuyer(owner);
    const key = ownerKey(owner);
    await rateLimiter.enforce([[CART_WRITES_PER_MINUTE, key?.value ?? "anonymous"]]);
    await inTransaction(pool, async (client) => {
      await change(client, await ownCart(client, owner, siteId));
    });
    return store.view(pool, owner, siteId);
  }

  return {
    store,

    cart: (owner: CartOwner, siteId: SiteId) => store.view(pool, owner, siteId),

    async cartCount(owner: CartOwner, siteId: SiteId) {
      const key = ownerKey(owner);
      if (!key) return 0;
      const { rows } = await pool.query<{ count: string }>(
        `SELECT count(*) AS count FROM cart_items i JOIN carts c ON c.id = i.cart_id
          WHERE c.${key.column} = $1 AND c.site_id = $2`,
        [key.value, siteId],
      );
      return Number(rows[0]?.count ?? 0);
    },

    add(owner: CartOwner, siteId: SiteId, input: { planId: unknown; addOnIds?: unknown }) {
      const plan = typeof input.planId === "string" ? catalogues.soldPlan(siteId, input.planId) : undefined;
      // A course's or bundle's plan follows from the item itself (`addItem`): never chosen by the browser.
      if (!plan || isItemisedService(plan.serviceId))
        throw new AppError("VALIDATION", "servicePlanUnknown", {
          details: [{ field: "planId", messageKey: "servicePlanUnknown" }],
        });
      const wanted = Array.isArray(input.addOnIds) ? input.addOnIds : [];
      if (!wanted.every((id) => typeof id === "string" && plan.addOnIds.includes(id)))
        throw new AppError("VALIDATION", "addOnUnknown", {
          details: [{ field: "addOnIds", messageKey: "addOnUnknown" }],
        });
      const addOnIds = [...new Set(wanted as string[])];
      return write(owner, siteId, async (client, cart) => {
        await client.query(
          `INSERT INTO cart_items (cart_id, service_id, plan_id, add_on_ids) VALUES ($1, $2, $3, $4)
           ON CONFLICT (cart_id, service_id, item_ref) DO UPDATE SET plan_id = EXCLUDED.plan_id, add_on_ids = EXCLUDED.add_on_ids`,
          [cart.id, plan.serviceId, plan.id, addOnIds],
        );
      });
    },

    /**
     * A course or bundle in the cart, at the plan of its price tier. The caller (the learning feature)
     * has read the item from the provider, so `planId` and `itemTitle` are the server's, not the browser's.
     */
    addItem(owner: CartOwner, siteId: SiteId, input: { planId: string; itemRef: string; itemTitle: string }) {
      const plan = catalogues.soldPlan(siteId, input.planId);
      if (!plan || !isItemisedService(plan.serviceId) || !input.itemRef)
        throw new AppError("VALIDATION", "servicePlanUnknown", {
          details: [{ field: "planId", messageKey: "servicePlanUnknown" }],
        });
      return write(owner, siteId, async (client, cart) => {
        await client.query(
          `INSERT INTO cart_items (cart_id, service_id, item_ref, item_title, plan_id) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (cart_id, service_id, item_ref) DO UPDATE SET plan_id = EXCLUDED.plan_id,
             item_title = EXCLUDED.item_title`,
          [cart.id, plan.serviceId, input.itemRef, input.itemTitle.slice(0, 300), plan.id],
        );
      });
    },

    remove(owner: CartOwner, siteId: SiteId, serviceId: string, itemRef = "") {
      return write(owner, siteId, async (client, cart) => {
        await client.query(
          "DELETE FROM cart_items WHERE cart_id = $1 AND service_id = $2 AND item_ref = $3",
          [cart.id, serviceId, itemRef],
        );
      });
    },

    async applyPromo(owner: CartOwner, siteId: SiteId, input: unknown) {
      requireBuyer(owner);
      const code = normaliseCode(input);
      if (!code)
        throw new AppError("VALIDATION", "promoRequired", {
          details: [{ field: "code", messageKey: "promoRequired" }],
        });
      const key = ownerKey(owner);
      await rateLimiter.enforce([[PROMO_TRIES_PER_HOUR, key?.value ?? "anonymous"]]);
      const { rows } = await pool.query<PromoRow>("SELECT * FROM promo_codes WHERE code = $1", [code]);
      const row = rows[0];
      const refusal = row ? await promoRefusal(pool, row, siteId, owner.user) : "promoNotFound";
      if (refusal)
        throw new AppError("VALIDATION", refusal, { details: [{ field: "code", messageKey: refusal }] });
      const cart = await write(owner, siteId, async (client, own) => {
        await client.query("UPDATE carts SET promo_code = $2 WHERE id = $1", [own.id, code]);
      });
      // Kept on the cart even when the cart does not meet its terms yet: the cart says what is missing.
      return cart;
    },

    removePromo(owner: CartOwner, siteId: SiteId) {
      return write(owner, siteId, async (client, cart) => {
        await client.query("UPDATE carts SET promo_code = NULL WHERE id = $1", [cart.id]);
      });
    },

    saveOptions(owner: CartOwner, siteId: SiteId, input: { buyerCountry?: unknown; taxId?: unknown }) {
      const site = SITES.find((entry) => entry.id === siteId);
      const country = typeof input.buyerCountry === "string" ? input.buyerCountry.trim().toUpperCase() : "";
      const allowed = siteId === "gulf" ? GULF_COUNTRIES : site?.countryCode ? [site.countryCode] : [];
      if (country && !allowed.includes(country))
        throw new AppError("VALIDATION", "invalidValue", {
          details: [{ field: "buyerCountry", messageKey: "invalidValue" }],
        });
      const taxId = checkedTaxId(input.taxId);
      return write(owner, siteId, async (client, cart) => {
        const options: Record<string, string> = {};
        if (country) options.buyerCountry = country;
        if (taxId) options.taxId = taxId;
        await client.query("UPDATE carts SET options = $2 WHERE id = $1", [cart.id, options]);
      });
    },

    async adopt(user: AccountUser, siteId: SiteId, guestToken: string) {
      if (user.role !== "seeker") return;
      await inTransaction(pool, async (client) => {
        const guest = await store.find(client, { user: null, guestToken }, siteId, true);
        if (!guest) return;
        const mine = await ownCart(client, { user, guestToken: null }, siteId);
        // The guest's choices are the latest: they replace the same service's plan in the seeker's cart.
        await client.query(
          `INSERT INTO cart_items (cart_id, service_id, item_ref, item_title, plan_id, add_on_ids, added_at)
           SELECT $1, service_id, item_ref, item_title, plan_id, add_on_ids, added_at FROM cart_items WHERE cart_id = $2
           ON CONFLICT (cart_id, service_id, item_ref) DO UPDATE SET plan_id = EXCLUDED.plan_id,
             add_on_ids = EXCLUDED.add_on_ids, item_title = EXCLUDED.item_title`,
          [mine.id, guest.id],
        );
        await client.query(
          `UPDATE carts SET promo_code = coalesce($2, promo_code), options = options || $3, updated_at = now()
            WHERE id = $1`,
          [mine.id, guest.promo_code, guest.options],
        );
        await client.query("DELETE FROM carts WHERE id = $1", [guest.id]);
      });
    },
  };
}

/** The pricing's own reasons a code gives nothing, as message keys. */
const PRICE_PROBLEM_KEYS = {
  minimumOrder: "promoMinimumOrder",
  notApplicable: "promoNotApplicable",
} as const;

export type CartService = ReturnType<typeof createCartService>;
