/**
 * One interface in front of every payment gateway (decision 043): the local sandbox (the default, so a
 * payment can be taken end to end with nothing configured), Razorpay (India) and Stripe (the other sites).
 *
 * A gateway never decides what an order is worth or whether it is paid: it starts a payment of the
 * amount it is given and reports verified statuses. Statuses arrive from three places (the browser's
 * return, webhooks, reconciliation's `status()`), possibly several times each and in any order; applying
 * each exactly once is the storefront's job (its `onStatus`).
 */
import { type LiveGatewayId, liveGatewayFor, type PaymentsConfig } from "../../config.ts";

export type GatewayId = "sandbox" | "razorpay" | "stripe";
export type PaymentModeId = "card" | "upi" | "netbanking" | "wallet";

export interface PaymentRequest {
  /** Our payment attempt's id (uuid); one order may have several attempts. */
  paymentId: string;
  /** Shown to the buyer, e.g. "IN-2026-000123". */
  orderNumber: string;
  /** Integer, in the currency's minor units (ISO 4217 exponent: paise, fils, cents; whole dong). */
  amountMinor: number;
  /** ISO 4217. */
  currency: string;
  description: string;
  buyer: { name: string; email: string };
  mode: PaymentModeId;
  language: "en" | "hi" | "ar";
  /** Absolute URL of our return endpoint; the gateway sends the browser back there. */
  returnUrl: string;
}

/** Send the browser to redirectUrl. */
export interface StartedPayment {
  gatewayRef: string;
  redirectUrl: string;
}

export type PaymentOutcome = "paid" | "failed" | "pending";

export interface PaymentStatus {
  gateway: GatewayId;
  gatewayRef: string;
  paymentId: string;
  outcome: PaymentOutcome;
  amountMinor: number;
  currency: string;
  /** The gateway's words for a failure ("expired", a bank's decline text): for logs and staff, not buyers. */
  failureReason: string | null;
}

export interface RefundResult {
  gatewayRefundId: string;
  amountMinor: number;
}

export interface PaymentGateway {
  readonly id: GatewayId;
  /** Which modes this gateway takes for a currency (Razorpay: card, upi, netbanking, wallet for INR; Stripe: card; sandbox: all four for INR, card elsewhere). */
  modes(currency: string): readonly PaymentModeId[];
  start(request: PaymentRequest): Promise<StartedPayment>;
  /** The browser came back to returnUrl with these query parameters: a verified status, or null when the parameters are not genuinely the gateway's (bad or missing signature). */
  verifyReturn(query: Record<string, string>): Promise<PaymentStatus | null>;
  /** A webhook: the raw body and headers; a verified status, or null when the signature (or timestamp tolerance) fails or the event is not about a payment. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentStatus | null>;
  /** Asks the gateway (reconciliation of pending payments). */
  status(gatewayRef: string, paymentId: string): Promise<PaymentStatus>;
  refund(gatewayRef: string, amountMinor: number, idempotencyKey: string): Promise<RefundResult>;
}

/**
 * What a webhook is, told apart more finely than `verifyWebhook`'s null: the webhook route answers 400 to
 * a bad signature (the sender should hear of it) but 200 to a genuine event it has no use for (or the
 * gateway would retry it for days). Every gateway of this feature has it; `verifyWebhook` is built on it.
 */
export type WebhookVerdict =
  | { kind: "invalid" }
  | { kind: "ignored"; event: string }
  | { kind: "status"; status: PaymentStatus };

export interface WebhookInspector {
  inspectWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookVerdict>;
}

export function canInspectWebhooks(gateway: PaymentGateway): gateway is PaymentGateway & WebhookInspector {
  return typeof (gateway as Partial<WebhookInspector>).inspectWebhook === "function";
}

export type PaymentGatewayErrorCode =
  /** The request was refused before reaching the gateway (an amount that is not a positive integer…). */
  | "invalid_request"
  /** The gateway does not know this payment (or refund). */
  | "not_found"
  /** The gateway refused: a refund over what was paid, of an unpaid payment, a reused key… */
  | "refused"
  /** The gateway could not be reached or failed (network, timeout, 5xx, 429): try again later. */
  | "unavailable";

/** A gateway's refusal or failure; `isRetryable` when the same call may succeed later. */
export class PaymentGatewayError extends Error {
  readonly code: PaymentGatewayErrorCode;
  readonly gateway: GatewayId;
  /** The gateway's HTTP status, when it answered. */
  readonly httpStatus: number | undefined;

  constructor(
    gateway: GatewayId,
    code: PaymentGatewayErrorCode,
    message: string,
    options: { httpStatus?: number; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "PaymentGatewayError";
    this.gateway = gateway;
    this.code = code;
    this.httpStatus = options.httpStatus;
  }

  get isRetryable(): boolean {
    return this.code === "unavailable";
  }
}

/**
 * The gateway a site's payment in a currency goes to: the sandbox whenever PAYMENT_GATEWAY is "sandbox"
 * (the default); otherwise PAYMENT_GATEWAY_BY_SITE, then PAYMENT_GATEWAY_BY_CURRENCY (Razorpay for INR
 * unless set), then Stripe.
 */
export function gatewayForSite(
  siteId: string,
  currency: string,
  config: { payments: Pick<PaymentsConfig, "mode" | "gatewayByCurrency" | "gatewayBySite"> },
): GatewayId {
  if (config.payments.mode === "sandbox") return "sandbox";
  return liveGatewayFor(config.payments, siteId, currency) satisfies LiveGatewayId;
}

/** The modes of every gateway but the sandbox follow the same rule; kept here so pages and tests agree. */
export const ALL_MODES: readonly PaymentModeId[] = ["card", "upi", "netbanking", "wallet"];
export const CARD_ONLY: readonly PaymentModeId[] = ["card"];

const CURRENCY = /^[A-Z]{3}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refuses a request no gateway should see; the storefront computed it, so this is a programming error. */
export function checkRequest(gateway: PaymentGateway, request: PaymentRequest): URL {
  const refuse = (why: string) => new PaymentGatewayError(gateway.id, "invalid_request", why);
  if (!Number.isSafeInteger(request.amountMinor) || request.amountMinor <= 0)
    throw refuse("amountMinor must be a positive integer");
  if (!CURRENCY.test(request.currency)) throw refuse("currency must be an upper-case ISO 4217 code");
  if (!UUID.test(request.paymentId)) throw refuse("paymentId must be a uuid");
  if (!gateway.modes(request.currency).includes(request.mode))
    throw refuse(`mode ${request.mode} is not taken for ${request.currency}`);
  let returnUrl: URL;
  try {
    returnUrl = new URL(request.returnUrl);
  } catch {
    throw refuse("returnUrl must be an absolute URL");
  }
  if ((returnUrl.protocol !== "https:" && returnUrl.protocol !== "http:") || returnUrl.hash)
    throw refuse("returnUrl must be an http(s) URL without a fragment");
  return returnUrl;
}
