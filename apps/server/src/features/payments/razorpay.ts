/**
 * Razorpay (the India site), through its documented REST API with key id and secret (decision 043):
 *
 * - `start()` creates an order (POST /v1/orders: amount in paise, receipt and notes carry our payment
 *   id) and sends the browser to our launcher page (/payments/razorpay/checkout?p=<sealed payload>),
 *   which posts it to Razorpay's hosted checkout with the order, our return address as callback_url and
 *   cancel_url.
 * - A successful return carries razorpay_signature = hex HMAC-SHA256("<order_id>|<payment_id>", key
 *   secret); a failed or cancelled one carries no signature. Either way the status reported is the one
 *   Razorpay's API gives for the order, so nothing in the address is believed on its own.
 * - Webhooks: X-Razorpay-Signature = hex HMAC-SHA256(raw body, webhook secret); payment.captured,
 *   order.paid and payment.failed are statuses, every other event is ignored.
 * - Refunds: POST /v1/payments/:id/refund with the X-Refund-Idempotency header.
 *
 * One Razorpay order is one of our payment attempts. Inside it Razorpay lets the buyer try again after
 * a failure, so a "failed" may be followed by a "paid" for the same reference (decision 043).
 */
import { type DomainMap, formatMoney } from "@portal/domain";
import type { RazorpayConfig } from "../../config.ts";
import { fromGatewayMinor, toGatewayMinor } from "./amounts.ts";
import {
  ALL_MODES,
  CARD_ONLY,
  checkRequest,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentModeId,
  type PaymentOutcome,
  type PaymentRequest,
  type PaymentStatus,
  type RefundResult,
  type StartedPayment,
  type WebhookInspector,
  type WebhookVerdict,
} from "./gateway.ts";
import {
  basicAuthorization,
  callGateway,
  type GatewayCall,
  type GatewayHttp,
  withQuery,
} from "./gateway-http.ts";
import { isPageLanguage, merchantFor, type PageLanguage, razorpayLauncherPage } from "./pages.ts";
import { headerValue, hmacHex, openSealedPayload, safeEqual, sealPayload } from "./signatures.ts";

export const RAZORPAY_LAUNCHER_PATH = "/payments/razorpay/checkout";
export const RAZORPAY_SIGNATURE_HEADER = "x-razorpay-signature";
const LAUNCHER_PURPOSE = "razorpay-launcher";
/** The launcher's address works for as long as a buyer plausibly takes to press "pay". */
const LAUNCHER_TTL_SECONDS = 60 * 60;
/** Razorpay's rule for X-Refund-Idempotency. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

interface LauncherPayload {
  /** Razorpay order id */
  o: string;
  i: string;
  n: string;
  a: number;
  c: string;
  d: string;
  bn: string;
  be: string;
  m: PaymentModeId;
  l: PageLanguage;
  u: string;
  x: number;
}

function isLauncherPayload(value: unknown): value is LauncherPayload {
  const v = value as Partial<LauncherPayload> | null;
  return (
    !!v &&
    typeof v.o === "string" &&
    typeof v.i === "string" &&
    typeof v.n === "string" &&
    typeof v.a === "number" &&
    typeof v.c === "string" &&
    typeof v.d === "string" &&
    typeof v.bn === "string" &&
    typeof v.be === "string" &&
    typeof v.m === "string" &&
    isPageLanguage(v.l) &&
    typeof v.u === "string" &&
    typeof v.x === "number"
  );
}

/** The parts of Razorpay's order and payment entities we read. */
interface RazorpayOrder {
  id: string;
  amount: number;
  amount_paid?: number;
  currency: string;
  receipt?: string | null;
  status: "created" | "attempted" | "paid";
  /** An object, or [] when empty. */
  notes?: Record<string, string> | unknown[];
}

interface RazorpayPayment {
  id: string;
  amount: number;
  currency: string;
  status: "created" | "authorized" | "captured" | "refunded" | "failed";
  order_id?: string | null;
  notes?: Record<string, string> | unknown[];
  error_description?: string | null;
  error_reason?: string | null;
  created_at?: number;
}

function noteOf(notes: RazorpayOrder["notes"], name: string): string | undefined {
  if (!notes || Array.isArray(notes)) return undefined;
  const value = notes[name];
  return typeof value === "string" && value ? value : undefined;
}

export interface RazorpayOptions {
  config: RazorpayConfig;
  /** Signs the launcher page's address. */
  launcherSecret: string;
  domainMap: DomainMap;
}

export class RazorpayGateway implements PaymentGateway, WebhookInspector {
  readonly id = "razorpay" as const;
  private readonly options: RazorpayOptions;
  private readonly http: GatewayHttp;

  constructor(options: RazorpayOptions) {
    this.options = options;
    this.http = {
      gateway: "razorpay",
      baseUrl: options.config.apiUrl,
      authorization: basicAuthorization(options.config.keyId, options.config.keySecret),
    };
  }

  modes(currency: string): readonly PaymentModeId[] {
    // UPI, net banking and Indian wallets are rupee methods; Razorpay takes other currencies by card.
    return currency.toUpperCase() === "INR" ? ALL_MODES : CARD_ONLY;
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    const returnUrl = checkRequest(this, request);
    const amount = toGatewayMinor("razorpay", request.currency, request.amountMinor);
    const order = (await this.call({
      method: "POST",
      path: "/v1/orders",
      json: {
        amount,
        currency: request.currency,
        // At most 40 characters: a uuid is 36.
        receipt: request.paymentId,
        notes: { payment_id: request.paymentId, order_number: request.orderNumber },
      },
    })) as Partial<RazorpayOrder>;
    if (
      typeof order.id !== "string" ||
      order.amount !== request.amountMinor ||
      order.currency !== request.currency
    )
      throw new PaymentGatewayError("razorpay", "unavailable", "POST /v1/orders: an answer we cannot read");
    const payload: LauncherPayload = {
      o: order.id,
      i: request.paymentId,
      n: request.orderNumber,
      a: request.amountMinor,
      c: request.currency,
      d: request.description,
      bn: request.buyer.name,
      be: request.buyer.email,
      m: request.mode,
      l: request.language,
      u: returnUrl.href,
      x: Math.floor(Date.now() / 1000) + LAUNCHER_TTL_SECONDS,
    };
    // Sealed, not only signed: it carries the buyer's name and e-mail, and addresses are logged.
    const p = sealPayload(this.options.launcherSecret, LAUNCHER_PURPOSE, payload);
    return {
      gatewayRef: order.id,
      redirectUrl: withQuery(new URL(RAZORPAY_LAUNCHER_PATH, returnUrl.origin).href, { p }),
    };
  }

  /** The launcher page for a sealed address, or null when the address is not genuine or has expired. */
  renderLauncher(p: unknown, scriptNonce: string): string | null {
    const payload = openSealedPayload(this.options.launcherSecret, LAUNCHER_PURPOSE, p);
    if (!isLauncherPayload(payload) || payload.x < Date.now() / 1000) return null;
    // Our own parameters on the way back: a failed or cancelled payment's return has no signature, and
    // `ref` lets us ask Razorpay about the order instead of believing the address.
    const back = withQuery(payload.u, { ref: payload.o });
    return razorpayLauncherPage({
      language: payload.l,
      orderNumber: payload.n,
      amount: formatMoney(payload.a, payload.c, payload.l),
      action: this.options.config.checkoutUrl.href,
      scriptNonce,
      fields: [
        ["key_id", this.options.config.keyId],
        ["order_id", payload.o],
        ["amount", String(toGatewayMinor("razorpay", payload.c, payload.a))],
        ["currency", payload.c],
        ["name", merchantFor(payload.u, this.options.domainMap)],
        ["description", payload.d.slice(0, 255)],
        ["prefill[name]", payload.bn],
        ["prefill[email]", payload.be],
        ["prefill[method]", payload.m],
        ["notes[payment_id]", payload.i],
        ["notes[order_number]", payload.n],
        ["callback_url", back],
        ["cancel_url", back],
      ],
    });
  }

  /** Where the launcher may post the browser (its page's Content-Security-Policy names it). */
  get checkoutOrigin(): string {
    return this.options.config.checkoutUrl.origin;
  }

  async verifyReturn(query: Record<string, string>): Promise<PaymentStatus | null> {
    const signature = query.razorpay_signature;
    let orderId: string | undefined;
    if (signature !== undefined) {
      const order = query.razorpay_order_id ?? "";
      const payment = query.razorpay_payment_id ?? "";
      const expected = hmacHex(this.options.config.keySecret, `${order}|${payment}`);
      if (!order || !payment || !safeEqual(expected, signature.toLowerCase())) return null;
      if (query.ref !== undefined && query.ref !== order) return null;
      orderId = order;
    } else {
      // A failure (error[metadata] = {"payment_id":…,"order_id":…}) or a cancel: unsigned, so only
      // the order's reference is taken from it and the status comes from Razorpay's API.
      orderId = this.orderIdOfFailure(query["error[metadata]"]) ?? query.ref;
    }
    if (!orderId || !/^order_\w+$/.test(orderId)) return null;
    try {
      return await this.statusOfOrder(orderId);
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.code === "not_found") return null;
      throw error;
    }
  }

  private orderIdOfFailure(metadata: string | undefined): string | undefined {
    if (!metadata) return undefined;
    try {
      const parsed = JSON.parse(metadata) as { order_id?: unknown };
      return typeof parsed.order_id === "string" ? parsed.order_id : undefined;
    } catch {
      return undefined;
    }
  }

  async inspectWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookVerdict> {
    const signature = headerValue(headers, RAZORPAY_SIGNATURE_HEADER);
    if (
      !signature ||
      !safeEqual(hmacHex(this.options.config.webhookSecret, rawBody), signature.toLowerCase())
    )
      return { kind: "invalid" };
    let event: {
      event?: unknown;
      payload?: { payment?: { entity?: RazorpayPayment }; order?: { entity?: RazorpayOrder } };
    };
    try {
      event = JSON.parse(rawBody.toString("utf8")) as typeof event;
    } catch {
      return { kind: "invalid" };
    }
    const name = typeof event.event === "string" ? event.event : "";
    const payment = event.payload?.payment?.entity;
    const order = event.payload?.order?.entity;
    const outcomes: Record<string, PaymentOutcome> = {
      "payment.captured": "paid",
      "order.paid": "paid",
      "payment.failed": "failed",
    };
    const outcome = outcomes[name];
    const orderId = order?.id ?? payment?.order_id;
    if (!outcome || !payment || !orderId) return { kind: "ignored", event: name };
    const paymentId =
      noteOf(payment.notes, "payment_id") ??
      noteOf(order?.notes, "payment_id") ??
      order?.receipt ??
      (await this.order(orderId).then(
        (found) => noteOf(found.notes, "payment_id") ?? found.receipt ?? undefined,
      ));
    if (!paymentId) return { kind: "ignored", event: name };
    return {
      kind: "status",
      status: {
        gateway: "razorpay",
        gatewayRef: orderId,
        paymentId,
        outcome,
        amountMinor: fromGatewayMinor("razorpay", payment.currency, payment.amount),
        currency: payment.currency,
        failureReason:
          outcome === "failed" ? (payment.error_description ?? payment.error_reason ?? "failed") : null,
      },
    };
  }

  async verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentStatus | null> {
    const verdict = await this.inspectWebhook(rawBody, headers);
    return verdict.kind === "status" ? verdict.status : null;
  }

  async status(gatewayRef: string, paymentId: string): Promise<PaymentStatus> {
    return this.statusOfOrder(gatewayRef, paymentId);
  }

  async refund(gatewayRef: string, amountMinor: number, idempotencyKey: string): Promise<RefundResult> {
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
      throw new PaymentGatewayError("razorpay", "invalid_request", "amountMinor must be a positive integer");
    if (!IDEMPOTENCY_KEY.test(idempotencyKey))
      throw new PaymentGatewayError(
        "razorpay",
        "invalid_request",
        "the idempotency key needs 10 or more letters, digits, - or _",
      );
    const captured = (await this.payments(gatewayRef)).find(
      (payment) => payment.status === "captured" || payment.status === "refunded",
    );
    if (!captured)
      throw new PaymentGatewayError("razorpay", "refused", `order ${gatewayRef} has no captured payment`);
    const refund = (await this.call({
      method: "POST",
      path: `/v1/payments/${encodeURIComponent(captured.id)}/refund`,
      json: { amount: toGatewayMinor("razorpay", captured.currency, amountMinor) },
      headers: { "x-refund-idempotency": idempotencyKey },
    })) as { id?: unknown; amount?: unknown };
    if (typeof refund.id !== "string" || typeof refund.amount !== "number")
      throw new PaymentGatewayError("razorpay", "unavailable", "POST refund: an answer we cannot read");
    return {
      gatewayRefundId: refund.id,
      amountMinor: fromGatewayMinor("razorpay", captured.currency, refund.amount),
    };
  }

  /** Razorpay answers an unknown id with 400 "The id provided does not exist": that is a not-found. */
  private async call(call: GatewayCall): Promise<unknown> {
    try {
      return await callGateway(this.http, call);
    } catch (error) {
      if (
        error instanceof PaymentGatewayError &&
        error.httpStatus === 400 &&
        /does not exist/i.test(error.message)
      )
        throw new PaymentGatewayError("razorpay", "not_found", error.message, {
          httpStatus: 400,
          cause: error,
        });
      throw error;
    }
  }

  private async order(orderId: string): Promise<RazorpayOrder> {
    const order = (await this.call({
      method: "GET",
      path: `/v1/orders/${encodeURIComponent(orderId)}`,
    })) as Partial<RazorpayOrder>;
    if (
      typeof order.id !== "string" ||
      typeof order.amount !== "number" ||
      typeof order.currency !== "string"
    )
      throw new PaymentGatewayError("razorpay", "unavailable", "GET order: an answer we cannot read");
    return order as RazorpayOrder;
  }

  private async payments(orderId: string): Promise<RazorpayPayment[]> {
    const answer = (await this.call({
      method: "GET",
      path: `/v1/orders/${encodeURIComponent(orderId)}/payments`,
    })) as { items?: unknown };
    if (!Array.isArray(answer.items))
      throw new PaymentGatewayError(
        "razorpay",
        "unavailable",
        "GET order payments: an answer we cannot read",
      );
    return answer.items as RazorpayPayment[];
  }

  /**
   * The order's status as Razorpay's API tells it: paid when the order is paid or a payment captured;
   * pending while nothing was tried, a payment is authorised or one is still in progress; failed when
   * every payment tried failed (the latest one's reason).
   */
  private async statusOfOrder(orderId: string, paymentIdHint?: string): Promise<PaymentStatus> {
    const order = await this.order(orderId);
    const paymentId = noteOf(order.notes, "payment_id") ?? order.receipt ?? paymentIdHint ?? "";
    const ours = (amount: number) => fromGatewayMinor("razorpay", order.currency, amount);
    const base = {
      gateway: "razorpay" as const,
      gatewayRef: order.id,
      paymentId,
      amountMinor: ours(order.amount),
      currency: order.currency,
      failureReason: null,
    };
    if (order.status === "paid")
      return { ...base, outcome: "paid", amountMinor: ours(order.amount_paid || order.amount) };
    if (order.status === "created") return { ...base, outcome: "pending" };
    const payments = await this.payments(orderId);
    const captured = payments.find(
      (payment) => payment.status === "captured" || payment.status === "refunded",
    );
    if (captured) return { ...base, outcome: "paid", amountMinor: ours(captured.amount) };
    const failed = payments
      .filter((payment) => payment.status === "failed")
      .sort((a, b) => (b.created_at ?? 0) - (a.created_at ?? 0));
    if (payments.length > 0 && failed.length === payments.length) {
      const latest = failed[0];
      return {
        ...base,
        outcome: "failed",
        failureReason: latest?.error_description ?? latest?.error_reason ?? "failed",
      };
    }
    return { ...base, outcome: "pending" };
  }
}
