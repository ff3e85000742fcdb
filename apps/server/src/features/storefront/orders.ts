/**
 * Orders, payments and fulfilment. Checkout turns the seeker's cart into an order in one transaction
 * (amounts priced by the server, the promo code's use taken under its row lock, a running order number
 * per site and year), then starts a payment attempt at the site's gateway. A gateway's answer (the
 * browser's return, a webhook, or the reconciliation task asking) may come in any order and any number
 * of times: `applyPaymentStatus` locks the attempt and the order, and only the first "paid" moves the
 * order to paid, numbers its tax invoice and queues its fulfilment, all in one transaction. Fulfilment
 * runs on the queue and marks the order fulfilled in the transaction that delivers it, so a crash
 * between payment and fulfilment only delays it.
 */
import {
  type AccountUser,
  AppError,
  type EcashBalance,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderList,
  type OrderStatusId,
  PAYMENT_MODES,
  type PaymentMode,
  type RequestMeta,
  type StaffOrder,
  type StartedCheckout,
  type TaxInvoice,
  UNPAID_ORDER_HOURS,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import { isLanguage, SITES, type SiteId, withLanguage } from "@portal/domain";
import type pg from "pg";
import { recordStaffAction, requireStaffArea } from "../../auth/staff.ts";
import type { BackgroundTask, JobQueue } from "../../background/queue.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import type { GatewayId, PaymentGateway, PaymentStatus } from "../payments/index.ts";
import { type CartService, checkedTaxId, paymentModesFor, promoRefusal } from "./cart.ts";
import { seekerOnly } from "./roles.ts";

export const FULFIL_TASK = "storefront.fulfil";
export const RECONCILE_TASK = "storefront.reconcile";
const CHECKOUTS_PER_HOUR = { name: "checkouts-hour", limit: 30, windowSeconds: 60 * 60 };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a paid order's services do for the buyer; the next features register theirs (by service). */
export type Fulfiller = (
  client: pg.PoolClient,
  order: {
    id: string;
    userId: string;
    siteId: SiteId;
    /** The order's lines of the services the fulfiller was registered for. */
    items: { serviceId: string; planId: string; addOnIds: string[]; itemRef: string; itemTitle: string }[];
  },
) => Promise<void>;

interface OrderRow {
  id: string;
  number: string;
  user_id: string;
  site_id: SiteId;
  origin: string;
  language: string;
  currency: string;
  items_minor: string;
  add_ons_minor: string;
  discount_minor: string;
  promo_code: string | null;
  tax_name: string | null;
  tax_country: string | null;
  tax_rate_basis_points: number;
  tax_inclusive: boolean;
  tax_minor: string;
  tax_added_minor: string;
  total_minor: string;
  wallet_minor: string;
  payable_minor: string;
  refunded_minor: string;
  buyer_name: string;
  buyer_email: string;
  buyer_country: string | null;
  buyer_tax_id: string | null;
  status: OrderStatusId;
  paid_at: Date | null;
  created_at: Date;
}

/** A paid order as its receipt needs it (`sendReceipt`). */
export interface PaidOrder {
  id: string;
  number: string;
  buyerName: string;
  buyerEmail: string;
  language: string;
  siteId: SiteId;
  brandId: string;
  origin: string;
  currency: string;
  totalMinor: number;
}

/** The columns of `orders` a paid order's receipt is made from. */
interface PaidOrderRow {
  number: string;
  buyer_name: string;
  buyer_email: string;
  language: string;
  site_id: SiteId;
  brand_id: string;
  origin: string;
  currency: string;
  total_minor: string;
}

function paidOrderOf(id: string, row: PaidOrderRow): PaidOrder {
  return {
    id,
    number: row.number,
    buyerName: row.buyer_name,
    buyerEmail: row.buyer_email,
    language: row.language,
    siteId: row.site_id,
    brandId: row.brand_id,
    origin: row.origin,
    currency: row.currency,
    totalMinor: Number(row.total_minor),
  };
}

/** What starting a payment needs of an order. */
type PayableOrder = Pick<
  OrderRow,
  "id" | "number" | "site_id" | "currency" | "payable_minor" | "buyer_name" | "buyer_email"
>;

const notFound = () => new AppError("NOT_FOUND", "orderNotFound");

function siteCode(siteId: SiteId): string {
  return (SITES.find((site) => site.id === siteId)?.countryCode ?? "GC").toUpperCase();
}

export function createOrderService(options: {
  pool: pg.Pool;
  carts: CartService;
  gateways: ReadonlyMap<GatewayId, PaymentGateway>;
  gatewayFor: (siteId: SiteId, currency: string) => GatewayId;
  queue: JobQueue;
  rateLimiter: RateLimiter;
  /** The receipt e-mail, queued in the paying transaction (and again when staff resend it). */
  sendReceipt?: (client: pg.PoolClient, order: PaidOrder) => Promise<void>;
  /** What a whole refund ends (the services the order bought), in the refund's transaction. */
  onRefunded?: (client: pg.PoolClient, orderId: string) => Promise<void>;
  /** Who sells on each site, by seller entity (apps/server/data/sellers.json). */
  sellers: Readonly<Record<string, TaxInvoice["seller"]>>;
}) {
  const { pool, carts, gateways, gatewayFor, queue, rateLimiter, sellers } = options;

  async function addEvent(client: pg.ClientBase, orderId: string, status: OrderStatusId, note = "") {
    await client.query("INSERT INTO order_events (order_id, status, note) VALUES ($1, $2, $3)", [
      orderId,
      status,
      note,
    ]);
  }

  /** The order's new status and its event, in one statement (one round trip inside the caller's transaction). */
  async function setStatus(client: pg.ClientBase, orderId: string, status: OrderStatusId, note = "") {
    await client.query(
      `WITH changed AS (UPDATE orders SET status = $2, updated_at = now() WHERE id = $1)
       INSERT INTO order_events (order_id, status, note) VALUES ($1, $2, $3)`,
      [orderId, status, note],
    );
  }

  /** Gives back what a cancelled order held: its promo code's use and its e-cash. */
  async function releasePromo(client: pg.ClientBase, orderId: string): Promise<void> {
    await client.query(
      `INSERT INTO wallet_entries (user_id, currency, amount_minor, kind, order_id)
       SELECT user_id, currency, -amount_minor, 'order-cancelled', order_id FROM wallet_entries
        WHERE order_id = $1 AND kind = 'order'
          AND NOT EXISTS (SELECT 1 FROM wallet_entries WHERE order_id = $1 AND kind = 'order-cancelled')`,
      [orderId],
    );
    const { rows } = await client.query<{ code: string }>(
      "DELETE FROM promo_redemptions WHERE order_id = $1 RETURNING code",
      [orderId],
    );
    for (const row of rows)
      await client.query(
        "UPDATE promo_codes SET used_count = used_count - 1 WHERE code = $1 AND used_count > 0",
        [row.code],
      );
  }

  function modeOf(mode: unknown, currency: string): PaymentMode {
    const chosen = (PAYMENT_MODES as readonly unknown[]).includes(mode) ? (mode as PaymentMode) : "card";
    if (!paymentModesFor(currency).includes(chosen))
      throw new AppError("VALIDATION", "paymentModeUnavailable", {
        details: [{ field: "mode", messageKey: "paymentModeUnavailable" }],
      });
    return chosen;
  }

  /** A payment attempt for the order's payable amount at its site's gateway; the browser goes to pay. */
  /** Pays `order` through its site's gateway; `paymentId` is the attempt when the caller made it. */
  async function startPayment(
    meta: RequestMeta,
    order: PayableOrder,
    mode: PaymentMode,
    paymentId: string | null = null,
  ): Promise<StartedCheckout> {
    const orderPage = `${meta.origin}${withLanguage(`/seeker/orders/${order.id}`, meta.language)}`;
    if (Number(order.payable_minor) === 0) {
      // Nothing left to pay (a full discount, or credits): paid now, without a gateway.
      await inTransaction(pool, async (client) => {
        const current = await client.query<{ status: OrderStatusId }>(
          "SELECT status FROM orders WHERE id = $1 FOR UPDATE",
          [order.id],
        );
        if (current.rows[0]?.status !== "paid") await markPaid(client, order.id, "nothing to pay");
      });
      return { orderId: order.id, redirectUrl: orderPage };
    }
    const gatewayId = gatewayFor(order.site_id, order.currency);
    const gateway = gateways.get(gatewayId);
    if (!gateway) throw new AppError("CONFLICT", "paymentUnavailable");
    const attemptId =
      paymentId ??
      ((
        await pool.query<{ id: string }>(
          `INSERT INTO payments (order_id, gateway, mode, amount_minor, currency) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [order.id, gatewayId, mode, order.payable_minor, order.currency],
        )
      ).rows[0]?.id as string);
    const started = await gateway.start({
      paymentId: attemptId,
      orderNumber: order.number,
      amountMinor: Number(order.payable_minor),
      currency: order.currency,
      description: order.number,
      buyer: { name: order.buyer_name, email: order.buyer_email },
      mode,
      language: meta.language,
      returnUrl: `${meta.origin}/api/payments/return/${gatewayId}`,
    });
    // One statement, so one transaction: the attempt's reference, and the order pending unless a status
    // that arrived meanwhile (paid by a fast webhook, cancelled) moved it on. The attempt's row is locked
    // first, then the order's (`moved` reads `attempt`), as a gateway's status takes them.
    await pool.query(
      `WITH attempt AS (UPDATE payments SET gateway_ref = $2, updated_at = now() WHERE id = $1 RETURNING id),
            moved AS (UPDATE orders SET status = 'pending', updated_at = now()
                       WHERE id = $3 AND status IN ('created', 'failed') AND EXISTS (SELECT 1 FROM attempt)
                       RETURNING id)
       INSERT INTO order_events (order_id, status, note) SELECT id, 'pending', $4 FROM moved`,
      [attemptId, started.gatewayRef, order.id, gatewayId],
    );
    return { orderId: order.id, redirectUrl: started.redirectUrl };
  }

  /** An order of `ownerId`; NOT_FOUND for any other. */
  async function orderOf(db: pg.ClientBase | pg.Pool, ownerId: string, orderId: string): Promise<Order> {
    if (!UUID.test(orderId)) throw notFound();
    // The order with its lines, payment attempts, history and invoice number, in one statement.
    const { rows } = await db.query<
      OrderRow & {
        items: {
          service_id: string;
          item_ref: string;
          item_title: string;
          plan_id: string;
          plan_minor: number;
          add_ons: { id: string; priceMinor: number }[];
          line_minor: number;
        }[];
        payments: {
          gateway: string;
          mode: string;
          amount_minor: number;
          status: string;
          failure_reason: string | null;
          created_at: string;
        }[];
        history: { status: OrderStatusId; note: string; created_at: string }[];
        invoice_number: string | null;
      }
    >({
      // The order page after every payment: planned once per connection.
      name: "order-view",
      text: `SELECT o.*,
              coalesce((SELECT json_agg(json_build_object('service_id', i.service_id, 'plan_id', i.plan_id,
                                          'item_ref', i.item_ref, 'item_title', i.item_title,
                                          'plan_minor', i.plan_minor, 'add_ons', i.add_ons, 'line_minor', i.line_minor)
                                        ORDER BY i.service_id, i.item_ref)
                          FROM order_items i WHERE i.order_id = o.id), '[]') AS items,
              coalesce((SELECT json_agg(json_build_object('gateway', p.gateway, 'mode', p.mode,
                                          'amount_minor', p.amount_minor, 'status', p.status,
                                          'failure_reason', p.failure_reason, 'created_at', p.created_at)
                                        ORDER BY p.created_at)
                          FROM payments p WHERE p.order_id = o.id), '[]') AS payments,
              coalesce((SELECT json_agg(json_build_object('status', e.status, 'note', e.note, 'created_at', e.created_at)
                                        ORDER BY e.id)
                          FROM order_events e WHERE e.order_id = o.id), '[]') AS history,
              (SELECT v.number FROM invoices v WHERE v.order_id = o.id AND v.kind = 'invoice' LIMIT 1) AS invoice_number
         FROM orders o WHERE o.id = $1 AND o.user_id = $2`,
      values: [orderId, ownerId],
    });
    const row = rows[0];
    if (!row) throw notFound();
    const items = row.items;
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      siteId: row.site_id,
      currency: row.currency,
      serviceIds: [...new Set(items.map((item) => item.service_id))],
      createdAt: row.created_at.toISOString(),
      items: items.map((item) => ({
        serviceId: item.service_id,
        itemRef: item.item_ref,
        itemTitle: item.item_title,
        planId: item.plan_id,
        planMinor: Number(item.plan_minor),
        addOns: item.add_ons,
        lineMinor: Number(item.line_minor),
      })),
      itemsMinor: Number(row.items_minor),
      addOnsMinor: Number(row.add_ons_minor),
      discountMinor: Number(row.discount_minor),
      tax: row.tax_name
        ? {
            name: row.tax_name,
            country: row.tax_country ?? "",
            rateBasisPoints: row.tax_rate_basis_points,
            inclusive: row.tax_inclusive,
            amountMinor: Number(row.tax_minor),
          }
        : null,
      taxAddedMinor: Number(row.tax_added_minor),
      totalMinor: Number(row.total_minor),
      walletMinor: Number(row.wallet_minor),
      payableMinor: Number(row.payable_minor),
      promoCode: row.promo_code,
      refundedMinor: Number(row.refunded_minor),
      buyerName: row.buyer_name,
      buyerEmail: row.buyer_email,
      buyerCountry: row.buyer_country,
      buyerTaxId: row.buyer_tax_id,
      payments: row.payments.map((payment) => ({
        gateway: payment.gateway,
        mode: payment.mode,
        amountMinor: Number(payment.amount_minor),
        status: payment.status,
        failureReason: payment.failure_reason,
        createdAt: new Date(payment.created_at).toISOString(),
      })),
      history: row.history.map((event) => ({
        status: event.status,
        note: event.note,
        at: new Date(event.created_at).toISOString(),
      })),
      canPay: row.status === "created" || row.status === "failed" || row.status === "pending",
      paymentModes: paymentModesFor(row.currency),
      paidAt: row.paid_at?.toISOString() ?? null,
      invoiceNumber: row.invoice_number,
    };
  }

  async function staffView(orderId: string, userId: string): Promise<StaffOrder> {
    const order = await orderOf(pool, userId, orderId);
    const { rows } = await pool.query<{
      amount_minor: string;
      reason: string;
      status: string;
      created_at: Date;
      credit_note: string | null;
    }>(
      `SELECT r.amount_minor, r.reason, r.status, r.created_at,
              (SELECT i.number FROM invoices i WHERE i.order_id = r.order_id AND i.kind = 'credit-note'
                 ORDER BY i.id LIMIT 1 OFFSET (SELECT count(*) FROM refunds e WHERE e.order_id = r.order_id
                   AND e.status = 'done' AND e.created_at < r.created_at)) AS credit_note
         FROM refunds r WHERE r.order_id = $1 ORDER BY r.created_at`,
      [orderId],
    );
    const pending = rows
      .filter((row) => row.status === "requested")
      .reduce((sum, row) => sum + Number(row.amount_minor), 0);
    const refundable =
      order.status === "paid" || order.status === "partly_refunded"
        ? order.totalMinor - order.walletMinor - order.refundedMinor - pending
        : 0;
    return {
      order,
      refunds: rows.map((row) => ({
        amountMinor: Number(row.amount_minor),
        reason: row.reason,
        status: row.status,
        createdAt: row.created_at.toISOString(),
        creditNote: row.status === "done" ? row.credit_note : null,
      })),
      refundableMinor: Math.max(0, refundable),
    };
  }

  const service = {
    async checkout(
      user: AccountUser,
      meta: RequestMeta,
      input: { checkoutKey?: unknown; mode?: unknown },
    ): Promise<StartedCheckout> {
      seekerOnly(user);
      const siteId = meta.siteId;
      const checkoutKey =
        typeof input.checkoutKey === "string" && UUID.test(input.checkoutKey) ? input.checkoutKey : null;
      const { store } = carts;
      // The catalogue sells in the site's currency (parseSiteCatalogue checks it).
      const currency = SITES.find((site) => site.id === siteId)?.currency ?? "";
      const mode = modeOf(input.mode, currency);
      const gatewayId = gatewayFor(siteId, currency);
      await rateLimiter.enforce([[CHECKOUTS_PER_HOUR, user.id]]);
      const made = await inTransaction(pool, async (client) => {
        // One checkout of a buyer at a time: their e-cash is spent once (the wallet is read by the next
        // statement, after the lock). The same statement looks the key up.
        const { rows: locked } = await client.query<{ existing: string | null }>(
          `SELECT pg_advisory_xact_lock(hashtext($1)),
                  (SELECT id FROM orders WHERE user_id = $2 AND checkout_key = $3) AS existing`,
          [`wallet:${user.id}`, user.id, checkoutKey],
        );
        const existing = locked[0]?.existing;
        if (existing) return { orderId: existing, order: null };
        const contents = await store.contents(client, { user, guestToken: null }, siteId, true);
        if (!contents || contents.lines.length === 0) {
          // The same key's first request may have made its order (and emptied the cart) while this one
          // waited for the lock: that order is the answer.
          const { rows } = await client.query<{ id: string }>(
            "SELECT id FROM orders WHERE user_id = $1 AND checkout_key = $2",
            [user.id, checkoutKey],
          );
          if (rows[0]) return { orderId: rows[0].id, order: null };
          throw new AppError("CONFLICT", "cartEmpty");
        }
        const { cart } = contents;
        const { price, promoRow, promoProblem } = await store.price(client, siteId, user, contents);
        if (price.lines.length === 0) throw new AppError("CONFLICT", "cartEmpty");
        // A code that stopped being usable since it was applied (used up, expired…) is not dropped
        // silently: the buyer is told, and decides.
        if (promoProblem && promoProblem !== "promoMinimumOrder" && promoProblem !== "promoNotApplicable")
          throw new AppError("CONFLICT", promoProblem);
        const discounted = promoRow !== null && promoProblem === null && price.discountMinor > 0;
        if (discounted && promoRow) {
          // The code's row is locked here: concurrent checkouts with it wait, and see its count after.
          const { rows } = await client.query<{ used_count: number }>(
            "SELECT used_count FROM promo_codes WHERE code = $1 FOR UPDATE",
            [promoRow.code],
          );
          const locked = { ...promoRow, used_count: rows[0]?.used_count ?? promoRow.used_count };
          const refusal = await promoRefusal(client, locked, siteId, user);
          if (refusal) throw new AppError("CONFLICT", refusal);
          await client.query("UPDATE promo_codes SET used_count = used_count + 1 WHERE code = $1", [
            promoRow.code,
          ]);
        }
        // The number from a sequence, not a counter row: checkouts of a site never wait for each other's
        // number. The buyer's name and e-mail as they are now, read in the same statement.
        const inserted = await client.query<PayableOrder>(
          `INSERT INTO orders (number, user_id, site_id, brand_id, origin, language, currency, items_minor, add_ons_minor,
                               discount_minor, promo_code, tax_name, tax_country, tax_rate_basis_points, tax_inclusive,
                               tax_minor, tax_added_minor, total_minor, wallet_minor, payable_minor, buyer_name,
                               buyer_email, buyer_country, buyer_tax_id, checkout_key)
           SELECT $1 || '-' || extract(year FROM now() AT TIME ZONE 'UTC') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
                  $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, u.name, u.email,
                  $21, $22, $23
             FROM users u WHERE u.id = $2
           RETURNING id, number, site_id, currency, payable_minor, buyer_name, buyer_email`,
          [
            siteCode(siteId),
            user.id,
            siteId,
            meta.brand.id,
            meta.origin,
            meta.language,
            price.currency,
            price.itemsMinor,
            price.addOnsMinor,
            price.discountMinor,
            discounted ? promoRow?.code : null,
            price.tax?.name ?? null,
            price.tax?.country ?? null,
            price.tax?.rateBasisPoints ?? 0,
            price.tax?.inclusive ?? false,
            price.tax?.amountMinor ?? 0,
            price.taxAddedMinor,
            price.totalMinor,
            price.walletMinor,
            price.payableMinor,
            cart.options.buyerCountry ?? null,
            cart.options.taxId ?? null,
            checkoutKey,
          ],
        );
        const order = inserted.rows[0];
        if (!order) throw new AppError("FORBIDDEN", "forbidden");
        const id = order.id;
        if (discounted && promoRow)
          await client.query("INSERT INTO promo_redemptions (order_id, code, user_id) VALUES ($1, $2, $3)", [
            id,
            promoRow.code,
            user.id,
          ]);
        if (price.walletMinor > 0)
          await client.query(
            "INSERT INTO wallet_entries (user_id, currency, amount_minor, kind, order_id) VALUES ($1, $2, $3, 'order', $4)",
            [user.id, price.currency, -price.walletMinor, id],
          );
        // The lines, the order's first event, the cart gone (the cart is now the order: a new cart
        // starts empty, and an unpaid order can be paid from its page) and the payment attempt when
        // there is something to pay through a gateway, in one statement.
        const payable = price.payableMinor > 0 && gateways.has(gatewayId);
        const written = await client.query<{ payment_id: string | null }>(
          `WITH items AS (
             INSERT INTO order_items (order_id, service_id, item_ref, item_title, plan_id, plan_minor, add_ons, line_minor)
             SELECT $1, line.service_id, line.item_ref, line.item_title, line.plan_id, line.plan_minor, line.add_ons,
                    line.line_minor
               FROM jsonb_to_recordset($2::jsonb)
                    AS line(service_id text, item_ref text, item_title text, plan_id text, plan_minor bigint,
                            add_ons jsonb, line_minor bigint)),
           event AS (INSERT INTO order_events (order_id, status, note) VALUES ($1, 'created', '')),
           emptied AS (DELETE FROM carts WHERE id = $3),
           payment AS (INSERT INTO payments (order_id, gateway, mode, amount_minor, currency)
                       SELECT $1, $4::text, $5::text, $6::bigint, $7::text WHERE $8::boolean RETURNING id)
           SELECT (SELECT id FROM payment) AS payment_id`,
          [
            id,
            JSON.stringify(
              price.lines.map((line) => ({
                service_id: line.serviceId,
                item_ref: line.itemRef,
                item_title: line.itemTitle,
                plan_id: line.planId,
                plan_minor: line.planMinor,
                add_ons: line.addOns,
                line_minor: line.lineMinor,
              })),
            ),
            cart.id,
            gatewayId,
            mode,
            price.payableMinor,
            price.currency,
            payable,
          ],
        );
        return { orderId: id, order, paymentId: written.rows[0]?.payment_id ?? null };
      });
      // The same checkout sent again (a double click, a retried request) is shown its order, where it
      // can be paid, rather than opening a second payment.
      if (!made.order)
        return {
          orderId: made.orderId,
          redirectUrl: `${meta.origin}${withLanguage(`/seeker/orders/${made.orderId}`, meta.language)}`,
        };
      return startPayment(meta, made.order, mode, made.paymentId);
    },

    async pay(
      user: AccountUser,
      meta: RequestMeta,
      orderId: string,
      mode: unknown,
    ): Promise<StartedCheckout> {
      seekerOnly(user);
      const order = await orderOf(pool, user.id, orderId);
      if (!order.canPay) throw new AppError("CONFLICT", "orderNotPayable");
      await rateLimiter.enforce([[CHECKOUTS_PER_HOUR, user.id]]);
      return startPayment(
        meta,
        {
          id: order.id,
          number: order.number,
          site_id: order.siteId as SiteId,
          currency: order.currency,
          payable_minor: String(order.payableMinor),
          buyer_name: order.buyerName,
          buyer_email: order.buyerEmail,
        },
        modeOf(mode, order.currency),
      );
    },

    async cancel(user: AccountUser, orderId: string): Promise<Order> {
      seekerOnly(user);
      await orderOf(pool, user.id, orderId);
      await inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ status: OrderStatusId }>(
          "SELECT status FROM orders WHERE id = $1 FOR UPDATE",
          [orderId],
        );
        const status = rows[0]?.status;
        if (status !== "created" && status !== "failed" && status !== "pending")
          throw new AppError("CONFLICT", "orderNotCancellable");
        await setStatus(client, orderId, "cancelled", "buyer");
        await releasePromo(client, orderId);
      });
      return orderOf(pool, user.id, orderId);
    },

    async saveOptions(user: AccountUser, orderId: string, input: { taxId?: unknown }): Promise<Order> {
      seekerOnly(user);
      const taxId = checkedTaxId(input.taxId);
      await orderOf(pool, user.id, orderId);
      // The amounts are fixed once ordered (a new country would be a new VAT: a new order); the tax id
      // only goes on the invoice, which is made when the order is paid.
      const { rowCount } = await pool.query(
        "UPDATE orders SET buyer_tax_id = $3 WHERE id = $1 AND user_id = $2 AND status IN ('created', 'pending', 'failed')",
        [orderId, user.id, taxId || null],
      );
      if (rowCount === 0) throw new AppError("CONFLICT", "orderOptionsClosed");
      return orderOf(pool, user.id, orderId);
    },

    async orders(user: AccountUser, page = 1): Promise<OrderList> {
      seekerOnly(user);
      const current = Math.max(1, Math.min(1000, Math.trunc(page) || 1));
      const [list, total] = await Promise.all([
        pool.query<{
          id: string;
          number: string;
          status: OrderStatusId;
          currency: string;
          total_minor: string;
          created_at: Date;
          service_ids: string[];
        }>(
          `SELECT o.id, o.number, o.status, o.currency, o.total_minor, o.created_at,
                  array(SELECT DISTINCT service_id FROM order_items i WHERE i.order_id = o.id ORDER BY service_id) AS service_ids
             FROM orders o WHERE o.user_id = $1 ORDER BY o.created_at DESC, o.id LIMIT $2 OFFSET $3`,
          [user.id, ORDERS_PAGE_SIZE, (current - 1) * ORDERS_PAGE_SIZE],
        ),
        pool.query<{ count: string }>("SELECT count(*) AS count FROM orders WHERE user_id = $1", [user.id]),
      ]);
      return {
        orders: list.rows.map((row) => ({
          id: row.id,
          number: row.number,
          status: row.status,
          currency: row.currency,
          totalMinor: Number(row.total_minor),
          serviceIds: row.service_ids,
          createdAt: row.created_at.toISOString(),
        })),
        total: Number(total.rows[0]?.count ?? 0),
        page: current,
        pageSize: ORDERS_PAGE_SIZE,
      };
    },

    order(user: AccountUser, orderId: string): Promise<Order> {
      seekerOnly(user);
      return orderOf(pool, user.id, orderId);
    },

    async invoice(user: AccountUser, orderId: string): Promise<TaxInvoice> {
      seekerOnly(user);
      const order = await orderOf(pool, user.id, orderId);
      const { rows } = await pool.query<{ number: string; issued_at: Date; seller_entity: string }>(
        "SELECT number, issued_at, seller_entity FROM invoices WHERE order_id = $1 AND kind = 'invoice'",
        [order.id],
      );
      const invoice = rows[0];
      const seller = invoice ? sellers[invoice.seller_entity] : undefined;
      if (!invoice || !seller) throw notFound();
      return { number: invoice.number, issuedAt: invoice.issued_at.toISOString(), seller, order };
    },

    async ecash(user: AccountUser): Promise<EcashBalance[]> {
      seekerOnly(user);
      const { rows } = await pool.query<{ currency: string; balance: string }>(
        `SELECT currency, sum(amount_minor) AS balance FROM wallet_entries WHERE user_id = $1
          GROUP BY currency HAVING sum(amount_minor) > 0 ORDER BY currency`,
        [user.id],
      );
      return rows.map((row) => ({ currency: row.currency, amountMinor: Number(row.balance) }));
    },

    async grantEcash(
      staff: AccountUser,
      input: { email: unknown; currency: unknown; amountMinor: unknown; note: unknown },
    ): Promise<void> {
      requireStaffArea(staff, "orders");
      const amount = Number(input.amountMinor);
      const currency = typeof input.currency === "string" ? input.currency.toUpperCase() : "";
      const note = typeof input.note === "string" ? input.note.trim().slice(0, 200) : "";
      const problems: { field: string; messageKey: string }[] = [];
      if (!SITES.some((site) => site.currency === currency))
        problems.push({ field: "currency", messageKey: "invalidValue" });
      if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 100_000_000)
        problems.push({ field: "amountMinor", messageKey: "amountInvalid" });
      if (!note) problems.push({ field: "note", messageKey: "ecashNoteRequired" });
      const { rows } = await pool.query<{ id: string }>(
        "SELECT id FROM users WHERE lower(email) = lower($1) AND role = 'seeker'",
        [typeof input.email === "string" ? input.email.trim().slice(0, 254) : ""],
      );
      const seeker = rows[0];
      if (!seeker) problems.unshift({ field: "email", messageKey: "ecashSeekerUnknown" });
      if (problems.length > 0 || !seeker)
        throw new AppError("VALIDATION", problems[0]?.messageKey ?? "invalidValue", { details: problems });
      await inTransaction(pool, async (client) => {
        await client.query(
          "INSERT INTO wallet_entries (user_id, currency, amount_minor, kind, note) VALUES ($1, $2, $3, 'promotion', $4)",
          [seeker.id, currency, amount, note],
        );
        await recordStaffAction(client, staff, {
          area: "orders",
          action: "ecash.grant",
          target: String(input.email).trim().toLowerCase(),
          details: { currency, amountMinor: amount, note },
        });
      });
    },

    async staffOrder(staff: AccountUser, orderNumber: string): Promise<StaffOrder> {
      requireStaffArea(staff, "orders");
      const { rows } = await pool.query<{ id: string; user_id: string }>(
        "SELECT id, user_id FROM orders WHERE number = $1",
        [orderNumber.trim().toUpperCase().slice(0, 40)],
      );
      const row = rows[0];
      if (!row) throw notFound();
      return staffView(row.id, row.user_id);
    },

    async refund(
      staff: AccountUser,
      orderId: string,
      input: { amountMinor: unknown; reason: unknown },
    ): Promise<StaffOrder> {
      requireStaffArea(staff, "orders");
      if (!UUID.test(orderId)) throw notFound();
      const amount = Number(input.amountMinor);
      const reason = typeof input.reason === "string" ? input.reason.trim().slice(0, 500) : "";
      if (!reason)
        throw new AppError("VALIDATION", "refundReasonRequired", {
          details: [{ field: "reason", messageKey: "refundReasonRequired" }],
        });
      // The refund is written first, under the order's lock: its id is the gateway's idempotency key.
      const planned = await inTransaction(pool, async (client) => {
        const { rows } = await client.query<{
          number: string;
          user_id: string;
          status: OrderStatusId;
          total_minor: string;
          wallet_minor: string;
          refunded_minor: string;
        }>(
          "SELECT number, user_id, status, total_minor, wallet_minor, refunded_minor FROM orders WHERE id = $1 FOR UPDATE",
          [orderId],
        );
        const order = rows[0];
        if (!order) throw notFound();
        if (order.status !== "paid" && order.status !== "partly_refunded")
          throw new AppError("CONFLICT", "orderNotRefundable");
        const pending = await client.query<{ total: string }>(
          "SELECT coalesce(sum(amount_minor), 0) AS total FROM refunds WHERE order_id = $1 AND status = 'requested'",
          [orderId],
        );
        const left =
          Number(order.total_minor) -
          Number(order.wallet_minor) -
          Number(order.refunded_minor) -
          Number(pending.rows[0]?.total ?? 0);
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left)
          throw new AppError("VALIDATION", "refundAmountInvalid", {
            details: [{ field: "amount", messageKey: "refundAmountInvalid" }],
          });
        const payment = await client.query<{ id: string; gateway: GatewayId; gateway_ref: string }>(
          "SELECT id, gateway, gateway_ref FROM payments WHERE order_id = $1 AND status = 'paid' ORDER BY updated_at DESC LIMIT 1",
          [orderId],
        );
        const paid = payment.rows[0];
        if (!paid) throw new AppError("CONFLICT", "orderNotRefundable");
        const refund = await client.query<{ id: string }>(
          `INSERT INTO refunds (order_id, payment_id, amount_minor, reason, staff_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [orderId, paid.id, amount, reason, staff.id],
        );
        return {
          refundId: refund.rows[0]?.id as string,
          userId: order.user_id,
          orderNumber: order.number,
          payment: paid,
        };
      });
      const gateway = gateways.get(planned.payment.gateway);
      let outcome: { id: string } | { failure: string };
      try {
        if (!gateway) throw new Error(`gateway ${planned.payment.gateway} is not configured`);
        const done = await gateway.refund(planned.payment.gateway_ref, amount, planned.refundId);
        outcome = { id: done.gatewayRefundId };
      } catch (error) {
        outcome = { failure: error instanceof Error ? error.message : String(error) };
      }
      await inTransaction(pool, async (client) => {
        const logged = (action: string) =>
          recordStaffAction(client, staff, {
            area: "orders",
            action,
            target: planned.orderNumber,
            details: { amountMinor: amount, reason },
          });
        if ("failure" in outcome) {
          await client.query(
            "UPDATE refunds SET status = 'failed', failure_reason = $2, updated_at = now() WHERE id = $1",
            [planned.refundId, outcome.failure.slice(0, 500)],
          );
          await logged("order.refund-failed");
          return;
        }
        await logged("order.refund");
        await client.query(
          "UPDATE refunds SET status = 'done', gateway_refund_id = $2, updated_at = now() WHERE id = $1",
          [planned.refundId, outcome.id],
        );
        const { rows } = await client.query<{
          site_id: SiteId;
          total_minor: string;
          wallet_minor: string;
          refunded_minor: string;
          tax_minor: string;
        }>(
          `UPDATE orders SET refunded_minor = refunded_minor + $2, updated_at = now() WHERE id = $1
           RETURNING site_id, total_minor, wallet_minor, refunded_minor, tax_minor`,
          [orderId, amount],
        );
        const order = rows[0];
        const isWhole =
          order && Number(order.refunded_minor) >= Number(order.total_minor) - Number(order.wallet_minor);
        await setStatus(client, orderId, isWhole ? "refunded" : "partly_refunded", reason);
        if (isWhole) await options.onRefunded?.(client, orderId);
        // The credit note carries the tax share of what was refunded.
        const taxShare =
          order && Number(order.total_minor) > 0
            ? Math.round((Number(order.tax_minor) * amount) / Number(order.total_minor))
            : 0;
        if (order) await issueDocument(client, orderId, order.site_id, "credit-note", -amount, -taxShare);
      });
      if ("failure" in outcome) throw new AppError("CONFLICT", "refundFailed");
      return staffView(orderId, planned.userId);
    },

    async resendReceipt(staff: AccountUser, orderId: string): Promise<StaffOrder> {
      requireStaffArea(staff, "orders");
      if (!UUID.test(orderId)) throw notFound();
      const userId = await inTransaction(pool, async (client) => {
        const { rows } = await client.query<PaidOrderRow & { user_id: string }>(
          `SELECT number, user_id, buyer_name, buyer_email, language, site_id, brand_id, origin, currency, total_minor
             FROM orders WHERE id = $1 AND paid_at IS NOT NULL`,
          [orderId],
        );
        const order = rows[0];
        if (!order) throw new AppError("CONFLICT", "orderNotPaid");
        await options.sendReceipt?.(client, paidOrderOf(orderId, order));
        await recordStaffAction(client, staff, {
          area: "orders",
          action: "order.resend-receipt",
          target: order.number,
          details: { to: order.buyer_email },
        });
        return order.user_id;
      });
      return staffView(orderId, userId);
    },

    /**
     * A gateway's verified word on a payment attempt, applied once however often and in whatever order it
     * comes: returns the order's page, or null for an attempt we do not know.
     */
    async applyPaymentStatus(status: PaymentStatus): Promise<{ orderPath: string } | null> {
      return inTransaction(pool, async (client) => {
        if (!UUID.test(status.paymentId)) return null;
        const { rows } = await client.query<{
          id: string;
          order_id: string;
          status: string;
          amount_minor: string;
          currency: string;
        }>(
          "SELECT id, order_id, status, amount_minor, currency FROM payments WHERE id = $1 AND gateway = $2 FOR UPDATE",
          [status.paymentId, status.gateway],
        );
        const payment = rows[0];
        if (!payment) return null;
        const order = await client.query<{ status: OrderStatusId; language: string }>(
          "SELECT status, language FROM orders WHERE id = $1 FOR UPDATE",
          [payment.order_id],
        );
        // The buyer comes back to the order's page in the language they bought in.
        const language = order.rows[0]?.language;
        const orderPath = withLanguage(
          `/seeker/orders/${payment.order_id}`,
          isLanguage(language) ? language : "en",
        );
        if (payment.status === "paid") return { orderPath };
        const orderStatus = order.rows[0]?.status;
        if (status.outcome === "paid") {
          // Money for a different amount is not this attempt's payment: left for staff, never taken as paid.
          if (status.amountMinor !== Number(payment.amount_minor) || status.currency !== payment.currency) {
            await client.query(
              "UPDATE payments SET status = 'failed', failure_reason = 'amount mismatch', updated_at = now() WHERE id = $1",
              [payment.id],
            );
            return { orderPath };
          }
          await client.query(
            "UPDATE payments SET status = 'paid', gateway_ref = coalesce(gateway_ref, $2), updated_at = now() WHERE id = $1",
            [payment.id, status.gatewayRef],
          );
          if (orderStatus !== "paid") await markPaid(client, payment.order_id, status.gateway);
          return { orderPath };
        }
        if (status.outcome === "failed") {
          await client.query(
            "UPDATE payments SET status = 'failed', failure_reason = $2, updated_at = now() WHERE id = $1",
            [payment.id, status.failureReason],
          );
          if (orderStatus === "pending" || orderStatus === "created")
            await setStatus(client, payment.order_id, "failed", status.failureReason ?? "");
          return { orderPath };
        }
        await client.query(
          "UPDATE payments SET status = 'pending', updated_at = now() WHERE id = $1 AND status = 'started'",
          [payment.id],
        );
        return { orderPath };
      });
    },
  };

  /** The order is paid: its invoice is numbered and its fulfilment queued, in the caller's transaction. */
  async function markPaid(client: pg.PoolClient, orderId: string, note: string): Promise<void> {
    const { rows } = await client.query<PaidOrderRow & { tax_minor: string }>(
      `WITH changed AS (UPDATE orders SET status = 'paid', paid_at = now(), updated_at = now() WHERE id = $1
                        RETURNING number, buyer_name, buyer_email, language, site_id, brand_id, origin, currency,
                                  total_minor, tax_minor),
            event AS (INSERT INTO order_events (order_id, status, note) VALUES ($1, 'paid', $2))
       SELECT * FROM changed`,
      [orderId, note],
    );
    const order = rows[0];
    if (!order) return;
    await queue.enqueue(FULFIL_TASK, { orderId }, { client });
    await options.sendReceipt?.(client, paidOrderOf(orderId, order));
    // Last: the seller's invoice counter is one row every paid order takes, held until commit. The tax
    // invoice is numbered without gaps per seller entity and year (one per order).
    await issueDocument(
      client,
      orderId,
      order.site_id,
      "invoice",
      Number(order.total_minor),
      Number(order.tax_minor),
    );
  }

  /**
   * A tax document of the order's seller: the invoice, or a credit note for a refund (negative amounts),
   * both in the seller's one gapless series for the year.
   */
  async function issueDocument(
    client: pg.PoolClient,
    orderId: string,
    siteId: SiteId,
    kind: "invoice" | "credit-note",
    amountMinor: number,
    taxMinor: number,
  ): Promise<void> {
    const seller = sellerEntityOf(siteId);
    const year = new Date().getUTCFullYear();
    // The counter's next number and the document with it, in one statement: the counter's row is held
    // from here to the commit, so the shorter the rest of the transaction the better.
    await client.query(
      `WITH counter AS (
         INSERT INTO invoice_counters (seller_entity, year, last) VALUES ($3, $4, 1)
         ON CONFLICT (seller_entity, year) DO UPDATE SET last = invoice_counters.last + 1 RETURNING last)
       INSERT INTO invoices (order_id, kind, seller_entity, year, sequence, number, amount_minor, tax_minor)
       SELECT $1, $2, $3, $4, last, $3 || '/' || $4 || '/' || lpad(last::text, 6, '0'), $5, $6 FROM counter`,
      [orderId, kind, seller, year, amountMinor, taxMinor],
    );
  }

  function createFulfilTask(fulfillers: ReadonlyMap<string, Fulfiller>): BackgroundTask<{ orderId: string }> {
    return {
      name: FULFIL_TASK,
      retry: { limit: 10, delaySeconds: 30, maxDelaySeconds: 1800 },
      expireInSeconds: 300,
      // Paid orders arrive in bursts: several at a time (a full batch fetches again at once).
      batchSize: 10,
      async run({ orderId }) {
        await inTransaction(pool, async (client) => {
          // An order whose buyer deleted their account (user_id null) has no one to deliver to.
          const { rows } = await client.query<{ id: string; user_id: string; site_id: SiteId }>(
            `SELECT id, user_id, site_id FROM orders
              WHERE id = $1 AND status = 'paid' AND user_id IS NOT NULL AND fulfilled_at IS NULL FOR UPDATE`,
            [orderId],
          );
          const order = rows[0];
          if (!order) return;
          const items = await client.query<{
            service_id: string;
            plan_id: string;
            add_on_ids: string[];
            item_ref: string;
            item_title: string;
          }>(
            `SELECT service_id, plan_id, ARRAY(SELECT a->>'id' FROM jsonb_array_elements(add_ons) a) AS add_on_ids,
                    item_ref, item_title
               FROM order_items WHERE order_id = $1 ORDER BY service_id, item_ref`,
            [order.id],
          );
          const detail = {
            id: order.id,
            userId: order.user_id,
            siteId: order.site_id,
            items: items.rows.map((item) => ({
              serviceId: item.service_id,
              planId: item.plan_id,
              addOnIds: item.add_on_ids,
              itemRef: item.item_ref,
              itemTitle: item.item_title,
            })),
          };
          // Each fulfiller is handed its own services' lines.
          for (const serviceId of new Set(detail.items.map((item) => item.serviceId)))
            await fulfillers.get(serviceId)?.(client, {
              ...detail,
              items: detail.items.filter((item) => item.serviceId === serviceId),
            });
          await client.query("UPDATE orders SET fulfilled_at = now() WHERE id = $1", [order.id]);
          await addEvent(client, order.id, "paid", "fulfilled");
        });
      },
    };
  }

  /**
   * Every few minutes: asks the gateway about attempts left pending (the webhook never came), and
   * cancels orders unpaid for UNPAID_ORDER_HOURS (their promo code goes back).
   */
  function createReconcileTask(log: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
  }): BackgroundTask {
    return {
      name: RECONCILE_TASK,
      retry: { limit: 1, delaySeconds: 60, maxDelaySeconds: 60 },
      expireInSeconds: 600,
      isSingleton: true,
      pollingIntervalSeconds: 30,
      schedules: [{ cron: "*/5 * * * *" }],
      async run() {
        const { rows } = await pool.query<{ id: string; gateway: GatewayId; gateway_ref: string }>(
          `SELECT id, gateway, gateway_ref FROM payments
            WHERE status IN ('started', 'pending') AND gateway_ref IS NOT NULL
              AND updated_at < now() - interval '2 minutes' AND created_at > now() - interval '3 days'
            ORDER BY updated_at LIMIT 200`,
        );
        for (const row of rows) {
          const gateway = gateways.get(row.gateway);
          if (!gateway) continue;
          try {
            await service.applyPaymentStatus(await gateway.status(row.gateway_ref, row.id));
          } catch (error) {
            log.warn({ err: error, paymentId: row.id }, "payment status could not be reconciled");
          }
        }
        const expired = await inTransaction(pool, async (client) => {
          const stale = await client.query<{ id: string }>(
            `SELECT o.id FROM orders o
              WHERE o.status IN ('created', 'failed', 'pending') AND o.updated_at < now() - make_interval(hours => $1)
                AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'paid')
              ORDER BY o.updated_at LIMIT 200 FOR UPDATE SKIP LOCKED`,
            [UNPAID_ORDER_HOURS],
          );
          for (const order of stale.rows) {
            await setStatus(client, order.id, "cancelled", "unpaid");
            await releasePromo(client, order.id);
          }
          return stale.rows.length;
        });
        if (rows.length > 0 || expired > 0)
          log.info({ checked: rows.length, expired }, "payments reconciled");
      },
    };
  }

  return { ...service, createFulfilTask, createReconcileTask };
}

/** Who sells on a site (and numbers its invoices): one entity per country of business. */
export function sellerEntityOf(siteId: SiteId): string {
  return `JN-${siteCode(siteId)}`;
}

export type OrderService = ReturnType<typeof createOrderService>;
