/**
 * Stripe (every site but India by default), through Checkout Sessions on its documented REST API with
 * the secret key (decision 043):
 *
 * - `start()` creates a session (POST /v1/checkout/sessions, form-encoded: one line item of the amount
 *   in minor units, client_reference_id and metadata carrying our payment id, the return address as
 *   success and cancel URL with {CHECKOUT_SESSION_ID}) and sends the browser to the session's URL.
 * - A return carries only the session id, unsigned: the status is the one GET /v1/checkout/sessions/:id
 *   gives, so nothing in the address is believed on its own.
 * - Webhooks: Stripe-Signature "t=…,v1=…" over "<t>.<raw body>" with the endpoint's secret, five minutes'
 *   tolerance; checkout.session.completed, .async_payment_succeeded, .async_payment_failed and .expired.
 * - Refunds: POST /v1/refunds (payment_intent, amount) with an Idempotency-Key.
 *
 * Amounts are converted between the shop's minor units and Stripe's (amounts.ts): the rupiah, counted
 * whole by the shop, is a two-decimal currency to Stripe.
 */
import type { StripeConfig } from "../../config.ts";
import { fromGatewayMinor, toGatewayMinor } from "./amounts.ts";
import {
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
import { callGateway, type GatewayHttp } from "./gateway-http.ts";
import { headerValue, SIGNATURE_TOLERANCE_SECONDS, verifyTimestampedSignature } from "./signatures.ts";

export const STRIPE_SIGNATURE_HEADER = "stripe-signature";
/** A session not paid within this time expires (Stripe allows 30 minutes to 24 hours). */
const SESSION_TTL_SECONDS = 60 * 60;

/** The parts of a Checkout Session we read. */
interface StripeSession {
  id: string;
  object?: string;
  status: "open" | "complete" | "expired" | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  metadata?: Record<string, string> | null;
  url?: string | null;
  payment_intent?:
    | string
    | { id: string; status?: string; last_payment_error?: { message?: string } | null }
    | null;
}

function isSession(value: unknown): value is StripeSession {
  const session = value as Partial<StripeSession> | null;
  return !!session && typeof session.id === "string" && session.id.startsWith("cs_");
}

export class StripeGateway implements PaymentGateway, WebhookInspector {
  readonly id = "stripe" as const;
  private readonly config: StripeConfig;
  private readonly http: GatewayHttp;

  constructor(config: StripeConfig) {
    this.config = config;
    this.http = { gateway: "stripe", baseUrl: config.apiUrl, authorization: `Bearer ${config.secretKey}` };
  }

  modes(_currency: string): readonly PaymentModeId[] {
    return CARD_ONLY;
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    checkRequest(this, request);
    // Stripe fills in {CHECKOUT_SESSION_ID}: it must reach Stripe unescaped within the URL.
    const back = `${request.returnUrl}${request.returnUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;
    const session = await callGateway(this.http, {
      method: "POST",
      path: "/v1/checkout/sessions",
      // A repeated start of the same attempt (a retry after a timeout) finds the same session.
      headers: { "idempotency-key": `checkout-${request.paymentId}` },
      form: [
        ["mode", "payment"],
        ["client_reference_id", request.paymentId],
        ["customer_email", request.buyer.email],
        ["payment_method_types[0]", "card"],
        ["line_items[0][quantity]", "1"],
        ["line_items[0][price_data][currency]", request.currency.toLowerCase()],
        [
          "line_items[0][price_data][unit_amount]",
          String(toGatewayMinor("stripe", request.currency, request.amountMinor)),
        ],
        [
          "line_items[0][price_data][product_data][name]",
          request.description.slice(0, 250) || request.orderNumber,
        ],
        ["metadata[payment_id]", request.paymentId],
        ["metadata[order_number]", request.orderNumber],
        ["payment_intent_data[description]", request.orderNumber],
        ["payment_intent_data[metadata][payment_id]", request.paymentId],
        ["payment_intent_data[metadata][order_number]", request.orderNumber],
        ["success_url", back],
        ["cancel_url", back],
        // Stripe Checkout has no Hindi or Arabic: the browser's language then, else English.
        ["locale", request.language === "en" ? "en" : "auto"],
        ["expires_at", String(Math.floor(Date.now() / 1000) + SESSION_TTL_SECONDS)],
      ],
    });
    if (!isSession(session) || typeof session.url !== "string")
      throw new PaymentGatewayError(
        "stripe",
        "unavailable",
        "POST /v1/checkout/sessions: an answer we cannot read",
      );
    return { gatewayRef: session.id, redirectUrl: session.url };
  }

  async verifyReturn(query: Record<string, string>): Promise<PaymentStatus | null> {
    const sessionId = query.session_id;
    if (!sessionId || !/^cs_\w+$/.test(sessionId)) return null;
    try {
      const session = await this.session(sessionId);
      return session.client_reference_id ? this.statusOf(session) : null;
    } catch (error) {
      if (error instanceof PaymentGatewayError && error.code === "not_found") return null;
      throw error;
    }
  }

  async inspectWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookVerdict> {
    const header = headerValue(headers, STRIPE_SIGNATURE_HEADER);
    if (
      !verifyTimestampedSignature(header, rawBody, this.config.webhookSecret, {
        toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
      })
    )
      return { kind: "invalid" };
    let event: { type?: unknown; data?: { object?: unknown } };
    try {
      event = JSON.parse(rawBody.toString("utf8")) as typeof event;
    } catch {
      return { kind: "invalid" };
    }
    const type = typeof event.type === "string" ? event.type : "";
    const session = event.data?.object;
    const byType: Record<string, PaymentOutcome | "by-session"> = {
      "checkout.session.completed": "by-session",
      "checkout.session.async_payment_succeeded": "paid",
      "checkout.session.async_payment_failed": "failed",
      "checkout.session.expired": "failed",
    };
    const outcome = byType[type];
    if (!outcome || !isSession(session) || !session.client_reference_id)
      return { kind: "ignored", event: type };
    const status = this.statusOf(session);
    if (outcome === "by-session") return { kind: "status", status };
    return {
      kind: "status",
      status: {
        ...status,
        outcome,
        failureReason:
          outcome === "failed"
            ? type === "checkout.session.expired"
              ? "expired"
              : "the payment failed"
            : null,
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
    const status = this.statusOf(await this.session(gatewayRef));
    return status.paymentId ? status : { ...status, paymentId };
  }

  async refund(gatewayRef: string, amountMinor: number, idempotencyKey: string): Promise<RefundResult> {
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
      throw new PaymentGatewayError("stripe", "invalid_request", "amountMinor must be a positive integer");
    if (idempotencyKey.length === 0 || idempotencyKey.length > 255)
      throw new PaymentGatewayError(
        "stripe",
        "invalid_request",
        "the idempotency key needs 1 to 255 characters",
      );
    const session = await this.session(gatewayRef);
    const intent =
      typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new PaymentGatewayError("stripe", "refused", `session ${gatewayRef} has no payment`);
    const currency = (session.currency ?? "").toUpperCase();
    const refund = (await callGateway(this.http, {
      method: "POST",
      path: "/v1/refunds",
      headers: { "idempotency-key": idempotencyKey },
      form: [
        ["payment_intent", intent],
        ["amount", String(toGatewayMinor("stripe", currency, amountMinor))],
      ],
    })) as { id?: unknown; amount?: unknown };
    if (typeof refund.id !== "string" || typeof refund.amount !== "number")
      throw new PaymentGatewayError("stripe", "unavailable", "POST /v1/refunds: an answer we cannot read");
    return { gatewayRefundId: refund.id, amountMinor: fromGatewayMinor("stripe", currency, refund.amount) };
  }

  private async session(sessionId: string): Promise<StripeSession> {
    const session = await callGateway(this.http, {
      method: "GET",
      path: `/v1/checkout/sessions/${encodeURIComponent(sessionId)}?expand[]=payment_intent`,
    });
    if (!isSession(session))
      throw new PaymentGatewayError(
        "stripe",
        "unavailable",
        "GET checkout session: an answer we cannot read",
      );
    return session;
  }

  /**
   * A session's outcome: paid once its payment status says so; failed when it expired or its payment
   * intent was cancelled or refused after completion (a delayed method that failed); pending otherwise.
   */
  private statusOf(session: StripeSession): PaymentStatus {
    const currency = (session.currency ?? "").toUpperCase();
    const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
    let outcome: PaymentOutcome = "pending";
    let failureReason: string | null = null;
    if (session.payment_status === "paid" || session.payment_status === "no_payment_required")
      outcome = "paid";
    else if (session.status === "expired") {
      outcome = "failed";
      failureReason = "expired";
    } else if (
      session.status === "complete" &&
      intent &&
      (intent.status === "canceled" ||
        (intent.status === "requires_payment_method" && intent.last_payment_error))
    ) {
      outcome = "failed";
      failureReason = intent.last_payment_error?.message ?? "the payment failed";
    }
    return {
      gateway: "stripe",
      gatewayRef: session.id,
      paymentId: session.client_reference_id ?? session.metadata?.payment_id ?? "",
      outcome,
      amountMinor: fromGatewayMinor("stripe", currency, session.amount_total ?? 0),
      currency,
      failureReason,
    };
  }
}
