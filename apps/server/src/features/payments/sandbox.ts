/**
 * The sandbox gateway: a stand-in for a hosted payment page that lives in the portal's process but
 * behaves like an outside gateway (decision 043), so `npm start` can take a payment end to end.
 *
 * - `start()` records the payment in the gateway's own table (`sandbox_payments`) and sends the browser
 *   to /sandbox-gateway/pay?p=<payload>&sig=<signature>: the page is drawn from the signed payload, with
 *   no read of the database, on whichever web process the browser reaches.
 * - The page posts the buyer's choice back (the signed payload is the authority: there is no session to
 *   forge). "paid" and "failed" send a signed webhook to the portal in the background (retried on
 *   failure) and send the browser to the return address with a signed outcome; "pending" only returns.
 * - `status()` answers from the table: a payment never chosen is pending until its page expires, then
 *   failed ("expired"); one left pending is paid after SANDBOX_PENDING_SETTLES_AFTER_SECONDS (60 s in the
 *   demo), so reconciliation can be seen working. A paid or failed payment never changes again.
 */
import { randomBytes } from "node:crypto";
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { inTransaction } from "@portal/db";
import { type DomainMap, formatMoney } from "@portal/domain";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { shopDigits } from "./amounts.ts";
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
import { withQuery } from "./gateway-http.ts";
import {
  expiredPaymentPage,
  isPageLanguage,
  merchantFor,
  type PageLanguage,
  sandboxPaymentPage,
} from "./pages.ts";
import {
  headerValue,
  openPayload,
  SIGNATURE_TOLERANCE_SECONDS,
  safeEqual,
  signParts,
  signPayload,
  timestampedSignatureHeader,
  verifyTimestampedSignature,
} from "./signatures.ts";

export const SANDBOX_PAGE_PATH = "/sandbox-gateway/pay";
export const SANDBOX_WEBHOOK_PATH = "/api/payments/webhooks/sandbox";
export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";
/** How long the hosted page takes a choice; a payment not chosen by then has failed ("expired"). */
export const SANDBOX_PAGE_TTL_SECONDS = 60 * 60;
/** Waits before each new attempt at a webhook the portal did not take (then it is given up, logged). */
const RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 5 * 60_000];
const DELIVERY_TIMEOUT_MS = 10_000;

const PAGE_PURPOSE = "sandbox-page";
const RETURN_PURPOSE = "sandbox-return";
const OUTCOMES: readonly PaymentOutcome[] = ["paid", "failed", "pending"];
const DECLINED = "declined on the sandbox page";
const EXPIRED = "expired";

/** What the hosted page's address carries, signed. */
interface PagePayload {
  /** gateway reference */
  r: string;
  /** our payment id */
  i: string;
  n: string;
  a: number;
  c: string;
  d: string;
  m: PaymentModeId;
  l: PageLanguage;
  /** return address */
  u: string;
  /** expiry, unix seconds */
  x: number;
}

function isPagePayload(value: unknown): value is PagePayload {
  const v = value as Partial<PagePayload> | null;
  return (
    !!v &&
    typeof v.r === "string" &&
    typeof v.i === "string" &&
    typeof v.n === "string" &&
    typeof v.a === "number" &&
    typeof v.c === "string" &&
    typeof v.d === "string" &&
    typeof v.m === "string" &&
    (ALL_MODES as readonly string[]).includes(v.m) &&
    isPageLanguage(v.l) &&
    typeof v.u === "string" &&
    typeof v.x === "number"
  );
}

interface SandboxRow {
  ref: string;
  payment_id: string;
  amount_minor: number | string;
  currency: string;
  outcome: PaymentOutcome | null;
  failure_reason: string | null;
}

export interface SandboxOptions {
  pool: pg.Pool;
  secret: string;
  /** Seconds after which a payment left pending is paid; null: it stays pending. */
  pendingSettlesAfterSeconds: number | null;
  domainMap: DomainMap;
  log?: Pick<FastifyBaseLogger, "warn" | "info">;
  /** Tests shorten the waits between webhook attempts. */
  retryDelaysMs?: readonly number[];
}

/** `.localhost` names are this machine (RFC 6761), though the system's resolver may not know them. */
function lookupLocalhostToo(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  if (/\.localhost$/i.test(hostname)) {
    if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
    else callback(null, "127.0.0.1", 4);
    return;
  }
  dnsLookup(hostname, options, callback as never);
}

/** POSTs a body and resolves with the answer's status (0 when there was none). */
function post(url: URL, body: string, headers: Record<string, string>): Promise<number> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: lookupLocalhostToo as never,
        timeout: DELIVERY_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.on("error", () => resolve(0));
    request.end(body);
  });
}

export class SandboxGateway implements PaymentGateway, WebhookInspector {
  readonly id = "sandbox" as const;
  private readonly options: SandboxOptions;
  private readonly retryDelaysMs: readonly number[];
  private readonly deliveries = new Set<Promise<void>>();

  constructor(options: SandboxOptions) {
    this.options = options;
    this.retryDelaysMs = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  }

  modes(currency: string): readonly PaymentModeId[] {
    return currency.toUpperCase() === "INR" ? ALL_MODES : CARD_ONLY;
  }

  async start(request: PaymentRequest): Promise<StartedPayment> {
    const returnUrl = checkRequest(this, request);
    shopDigits("sandbox", request.currency);
    const ref = `sbx_${randomBytes(12).toString("base64url")}`;
    await this.options.pool.query(
      `INSERT INTO sandbox_payments (ref, payment_id, order_number, amount_minor, currency)
       VALUES ($1, $2, $3, $4, $5)`,
      [ref, request.paymentId, request.orderNumber, request.amountMinor, request.currency],
    );
    const payload: PagePayload = {
      r: ref,
      i: request.paymentId,
      n: request.orderNumber,
      a: request.amountMinor,
      c: request.currency,
      d: request.description,
      m: request.mode,
      l: request.language,
      u: returnUrl.href,
      x: Math.floor(Date.now() / 1000) + SANDBOX_PAGE_TTL_SECONDS,
    };
    const signed = signPayload(this.options.secret, PAGE_PURPOSE, payload);
    return {
      gatewayRef: ref,
      redirectUrl: withQuery(new URL(SANDBOX_PAGE_PATH, returnUrl.origin).href, signed),
    };
  }

  private open(p: unknown, sig: unknown): PagePayload | null {
    const payload = openPayload(this.options.secret, PAGE_PURPOSE, p, sig);
    return isPagePayload(payload) ? payload : null;
  }

  /** The hosted page for a signed address: the page, the "expired" page, or null when not genuine. */
  renderPage(p: unknown, sig: unknown): { status: 200 | 410; html: string } | null {
    const payload = this.open(p, sig);
    if (!payload) return null;
    if (payload.x < Date.now() / 1000) return { status: 410, html: expiredPaymentPage(payload.l) };
    return {
      status: 200,
      html: sandboxPaymentPage({
        language: payload.l,
        merchant: merchantFor(payload.u, this.options.domainMap),
        orderNumber: payload.n,
        description: payload.d,
        mode: payload.m,
        amount: formatMoney(payload.a, payload.c, payload.l),
        p: String(p),
        sig: String(sig),
        action: SANDBOX_PAGE_PATH,
      }),
    };
  }

  /**
   * The buyer's choice on the hosted page. Records it (the first final choice stands), sends the
   * webhook in the background unless it is "pending", and answers where the browser goes next: the
   * return address with the signed outcome, the "expired" page, or null when the form is not genuine.
   */
  async choose(
    p: unknown,
    sig: unknown,
    choice: unknown,
  ): Promise<{ redirectUrl: string } | { status: 410; html: string } | null> {
    const payload = this.open(p, sig);
    if (!payload || !OUTCOMES.includes(choice as PaymentOutcome)) return null;
    const outcome = choice as PaymentOutcome;
    if (payload.x < Date.now() / 1000) return { status: 410, html: expiredPaymentPage(payload.l) };
    await this.settleDue(payload.r);
    const { rows } = await this.options.pool.query<SandboxRow>(
      `UPDATE sandbox_payments
          SET outcome = $2, failure_reason = $3, chosen_at = now()
        WHERE ref = $1 AND payment_id = $4
          AND (outcome = 'pending' OR (outcome IS NULL AND created_at > now() - make_interval(secs => $5)))
       RETURNING ref, payment_id, amount_minor, currency, outcome, failure_reason`,
      [payload.r, outcome, outcome === "failed" ? DECLINED : null, payload.i, SANDBOX_PAGE_TTL_SECONDS],
    );
    let row = rows[0];
    if (row) {
      if (outcome !== "pending") this.sendWebhook(payload.u, this.statusOf(row));
    } else {
      // Already paid or failed (the back button, a second tab): the browser learns what stands.
      row = await this.row(payload.r);
      if (!row || row.payment_id !== payload.i) return null;
      if (row.outcome === null) return { status: 410, html: expiredPaymentPage(payload.l) };
    }
    return { redirectUrl: this.returnAddress(payload.u, this.statusOf(row)) };
  }

  private returnAddress(returnUrl: string, status: PaymentStatus): string {
    const fields = {
      gateway: "sandbox",
      ref: status.gatewayRef,
      paymentId: status.paymentId,
      outcome: status.outcome,
      amount: String(status.amountMinor),
      currency: status.currency,
      reason: status.failureReason ?? "",
      t: String(Math.floor(Date.now() / 1000)),
    };
    const sig = signParts(this.options.secret, RETURN_PURPOSE, ...Object.values(fields));
    return withQuery(returnUrl, { ...fields, sig });
  }

  async verifyReturn(query: Record<string, string>): Promise<PaymentStatus | null> {
    const names = ["gateway", "ref", "paymentId", "outcome", "amount", "currency", "reason", "t"] as const;
    const values = names.map((name) => query[name]);
    if (values.some((value) => typeof value !== "string") || typeof query.sig !== "string") return null;
    const expected = signParts(this.options.secret, RETURN_PURPOSE, ...(values as string[]));
    if (!safeEqual(expected, query.sig)) return null;
    const [, ref, paymentId, outcome, amount, currency, reason] = values as string[];
    if (!OUTCOMES.includes(outcome as PaymentOutcome) || !/^\d+$/.test(amount ?? "")) return null;
    return {
      gateway: "sandbox",
      gatewayRef: ref as string,
      paymentId: paymentId as string,
      outcome: outcome as PaymentOutcome,
      amountMinor: Number(amount),
      currency: currency as string,
      failureReason: reason || null,
    };
  }

  /** The webhook body and its signature header, as `sendWebhook` posts them (tests forge with it too). */
  webhookRequest(status: PaymentStatus, unixSeconds = Math.floor(Date.now() / 1000)) {
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString("base64url")}`,
      type: `payment.${status.outcome}`,
      created: unixSeconds,
      data: {
        ref: status.gatewayRef,
        paymentId: status.paymentId,
        outcome: status.outcome,
        amountMinor: status.amountMinor,
        currency: status.currency,
        failureReason: status.failureReason,
      },
    });
    return { body, signature: timestampedSignatureHeader(this.options.secret, body, unixSeconds) };
  }

  async inspectWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<WebhookVerdict> {
    const header = headerValue(headers, SANDBOX_SIGNATURE_HEADER);
    if (
      !verifyTimestampedSignature(header, rawBody, this.options.secret, {
        toleranceSeconds: SIGNATURE_TOLERANCE_SECONDS,
      })
    )
      return { kind: "invalid" };
    let event: { type?: unknown; data?: Record<string, unknown> };
    try {
      event = JSON.parse(rawBody.toString("utf8")) as typeof event;
    } catch {
      return { kind: "invalid" };
    }
    const type = typeof event.type === "string" ? event.type : "";
    const data = event.data ?? {};
    const outcome = data.outcome as PaymentOutcome;
    if (
      !type.startsWith("payment.") ||
      !OUTCOMES.includes(outcome) ||
      typeof data.ref !== "string" ||
      typeof data.paymentId !== "string" ||
      typeof data.amountMinor !== "number" ||
      typeof data.currency !== "string"
    )
      return { kind: "ignored", event: type };
    return {
      kind: "status",
      status: {
        gateway: "sandbox",
        gatewayRef: data.ref,
        paymentId: data.paymentId,
        outcome,
        amountMinor: data.amountMinor,
        currency: data.currency,
        failureReason: typeof data.failureReason === "string" ? data.failureReason : null,
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
    await this.settleDue(gatewayRef);
    const row = await this.row(gatewayRef);
    if (!row || row.payment_id !== paymentId)
      throw new PaymentGatewayError(
        "sandbox",
        "not_found",
        `no sandbox payment ${gatewayRef} for ${paymentId}`,
      );
    return this.statusOf(row);
  }

  async refund(gatewayRef: string, amountMinor: number, idempotencyKey: string): Promise<RefundResult> {
    const refuse = (why: string) => new PaymentGatewayError("sandbox", "refused", why);
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0)
      throw new PaymentGatewayError("sandbox", "invalid_request", "amountMinor must be a positive integer");
    if (idempotencyKey.length < 10 || idempotencyKey.length > 255)
      throw new PaymentGatewayError(
        "sandbox",
        "invalid_request",
        "the idempotency key needs 10 to 255 characters",
      );
    await this.settleDue(gatewayRef);
    return inTransaction(this.options.pool, async (client) => {
      const payment = await client.query<SandboxRow>(
        "SELECT ref, payment_id, amount_minor, currency, outcome, failure_reason FROM sandbox_payments WHERE ref = $1 FOR UPDATE",
        [gatewayRef],
      );
      const row = payment.rows[0];
      if (!row) throw new PaymentGatewayError("sandbox", "not_found", `no sandbox payment ${gatewayRef}`);
      const earlier = await client.query<{ id: string; ref: string; amount_minor: string }>(
        "SELECT id, ref, amount_minor FROM sandbox_refunds WHERE idempotency_key = $1",
        [idempotencyKey],
      );
      const same = earlier.rows[0];
      if (same) {
        if (same.ref !== gatewayRef || Number(same.amount_minor) !== amountMinor)
          throw refuse("this idempotency key was used for another refund");
        return { gatewayRefundId: same.id, amountMinor };
      }
      if (row.outcome !== "paid") throw refuse("only a paid payment can be refunded");
      const refunded = await client.query<{ total: string }>(
        "SELECT coalesce(sum(amount_minor), 0) AS total FROM sandbox_refunds WHERE ref = $1",
        [gatewayRef],
      );
      if (Number(refunded.rows[0]?.total ?? 0) + amountMinor > Number(row.amount_minor))
        throw refuse("the refunds would exceed the amount paid");
      const id = `sbxr_${randomBytes(12).toString("base64url")}`;
      await client.query(
        "INSERT INTO sandbox_refunds (id, ref, idempotency_key, amount_minor) VALUES ($1, $2, $3, $4)",
        [id, gatewayRef, idempotencyKey, amountMinor],
      );
      return { gatewayRefundId: id, amountMinor };
    });
  }

  /** Resolves once every webhook being sent (retries included) has been delivered or given up. */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }

  /** A payment left pending long enough is paid; one never chosen before its page expired has failed. */
  private async settleDue(ref: string): Promise<void> {
    await this.options.pool.query(
      `UPDATE sandbox_payments
          SET outcome = CASE WHEN outcome = 'pending' THEN 'paid' ELSE 'failed' END,
              failure_reason = CASE WHEN outcome = 'pending' THEN NULL ELSE $4 END,
              chosen_at = coalesce(chosen_at, now())
        WHERE ref = $1
          AND ((outcome = 'pending' AND $2::int IS NOT NULL AND chosen_at <= now() - make_interval(secs => $2::int))
            OR (outcome IS NULL AND created_at <= now() - make_interval(secs => $3)))`,
      [ref, this.options.pendingSettlesAfterSeconds, SANDBOX_PAGE_TTL_SECONDS, EXPIRED],
    );
  }

  private async row(ref: string): Promise<SandboxRow | undefined> {
    const { rows } = await this.options.pool.query<SandboxRow>(
      "SELECT ref, payment_id, amount_minor, currency, outcome, failure_reason FROM sandbox_payments WHERE ref = $1",
      [ref],
    );
    return rows[0];
  }

  private statusOf(row: SandboxRow): PaymentStatus {
    return {
      gateway: "sandbox",
      gatewayRef: row.ref,
      paymentId: row.payment_id,
      outcome: row.outcome ?? "pending",
      amountMinor: Number(row.amount_minor),
      currency: row.currency,
      failureReason: row.failure_reason,
    };
  }

  /** Sends the webhook to the portal that the return address names, retrying in the background. */
  private sendWebhook(returnUrl: string, status: PaymentStatus): void {
    const target = new URL(SANDBOX_WEBHOOK_PATH, new URL(returnUrl).origin);
    const log = this.options.log;
    const attempt = async (index: number): Promise<void> => {
      // Signed afresh each attempt: a late retry must still be within the receiver's tolerance.
      const { body, signature } = this.webhookRequest(status);
      const answer = await post(target, body, {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signature,
      });
      if (answer >= 200 && answer < 300) return;
      const delay = this.retryDelaysMs[index];
      if (delay === undefined) {
        log?.warn(
          { ref: status.gatewayRef, outcome: status.outcome, answer },
          "sandbox gateway gave up sending a webhook",
        );
        return;
      }
      await new Promise<void>((resolve) => setTimeout(resolve, delay).unref());
      await attempt(index + 1);
    };
    const delivery = attempt(0).finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }
}
