/**
 * The sandbox gateway end to end, on a listening server with the real cross-cutting plugins (sessions,
 * CSRF, authorisation, rate limits, errors, security headers) and the payment routes: start → hosted
 * page → the buyer's choice → the signed webhook over HTTP (retried) and the signed return → the
 * storefront's `onStatus`. Also what the sandbox remembers for `status()` and refunds, and the webhook
 * route's refusals.
 */
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import cookie from "@fastify/cookie";
import { createTestDatabase, type TestDatabase } from "@portal/db/testing";
import { DEFAULT_DOMAIN_MAP, formatMoney } from "@portal/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from "vitest";
import { authorizationPlugin } from "../../plugins/authorization.ts";
import { csrfPlugin } from "../../plugins/csrf.ts";
import { errorsPlugin } from "../../plugins/errors.ts";
import { inputGuardPlugin } from "../../plugins/input-guard.ts";
import { RateLimiter, rateLimitPlugin } from "../../plugins/rate-limit.ts";
import { requestContextPlugin } from "../../plugins/request-context.ts";
import { securityHeadersPlugin } from "../../plugins/security-headers.ts";
import { sessionPlugin } from "../../plugins/session.ts";
import type { PaymentRequest, PaymentStatus } from "./gateway.ts";
import { registerPaymentRoutes } from "./routes.ts";
import { SandboxGateway } from "./sandbox.ts";
import { signPayload, timestampedSignatureHeader, verifyTimestampedSignature } from "./signatures.ts";

const SECRET = "sandbox-secret-for-tests-0123456789abcdef";
const SESSION_SECRET = "session-secret-for-tests-0123456789abcdef";

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let gateway: SandboxGateway;
/** What the storefront was told, in order. */
const applied: PaymentStatus[] = [];
/** Webhooks as they reached the portal: their signature header and raw body. */
const webhooks: { signature: string; body: Buffer }[] = [];
let onStatusFailures = 0;

function sandbox(pendingSettlesAfterSeconds: number | null = null): SandboxGateway {
  return new SandboxGateway({
    pool: database.pool,
    secret: SECRET,
    pendingSettlesAfterSeconds,
    domainMap: DEFAULT_DOMAIN_MAP,
    retryDelaysMs: [50, 100],
  });
}

beforeAll(async () => {
  database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
  gateway = sandbox();
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(securityHeadersPlugin, { isHttps: false, isDevelopment: false });
  await app.register(cookie);
  await app.register(requestContextPlugin, { domainMap: DEFAULT_DOMAIN_MAP });
  await app.register(inputGuardPlugin);
  await app.register(errorsPlugin);
  await app.register(sessionPlugin, {
    pool: database.pool,
    secret: SESSION_SECRET,
    isHttps: false,
    domainMap: DEFAULT_DOMAIN_MAP,
    publicUrl: undefined,
  });
  await app.register(csrfPlugin, { secret: SESSION_SECRET });
  await app.register(authorizationPlugin);
  await app.register(rateLimitPlugin, { limiter: new RateLimiter(database.pool, SESSION_SECRET) });
  app.addHook("preHandler", async (request) => {
    if (request.url.startsWith("/api/payments/webhooks/") && Buffer.isBuffer(request.body))
      webhooks.push({ signature: String(request.headers["x-sandbox-signature"]), body: request.body });
  });
  registerPaymentRoutes(app, {
    gateways: new Map([["sandbox", gateway]]),
    onStatus: async (status) => {
      if (onStatusFailures > 0) {
        onStatusFailures--;
        throw new Error("the storefront's database is away");
      }
      applied.push(status);
      return { orderPath: `/seeker/orders/${status.paymentId}` };
    },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await gateway?.idle();
  await app?.close();
  await database?.drop();
});

beforeEach(() => {
  applied.length = 0;
  webhooks.length = 0;
  onStatusFailures = 0;
});

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  paymentId: randomUUID(),
  orderNumber: "IN-2026-000123",
  amountMinor: 149_900,
  currency: "INR",
  description: "Resume writing: Professional plan",
  buyer: { name: "Asha Verma", email: "asha@example.com" },
  mode: "upi",
  language: "en",
  returnUrl: `http://127.0.0.1:${port}/api/payments/return/sandbox`,
  ...overrides,
});

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The hosted page's form posted as a browser would (same origin, no session, no CSRF token). */
function choose(redirectUrl: string, outcome: string, changes: { p?: string; sig?: string } = {}) {
  const address = new URL(redirectUrl);
  return app.inject({
    method: "POST",
    url: "/sandbox-gateway/pay",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-site": "same-origin",
      accept: "text/html",
    },
    payload: new URLSearchParams({
      p: changes.p ?? address.searchParams.get("p") ?? "",
      sig: changes.sig ?? address.searchParams.get("sig") ?? "",
      outcome,
    }).toString(),
  });
}

/** One character of a base64url text changed. */
const altered = (text: string) => `${text.slice(0, 10)}${text[10] === "A" ? "B" : "A"}${text.slice(11)}`;

describe("sandbox gateway: a payment end to end", () => {
  it("shows the hosted page, takes 'paid', sends a signed webhook and a signed return", async () => {
    const payment = request();
    const started = await gateway.start(payment);
    expect(started.gatewayRef).toMatch(/^sbx_/);
    const address = new URL(started.redirectUrl);
    expect(address.origin).toBe(`http://127.0.0.1:${port}`);
    expect(address.pathname).toBe("/sandbox-gateway/pay");

    const page = await app.inject({
      method: "GET",
      url: pathOf(started.redirectUrl),
      headers: { accept: "text/html" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-store");
    const html = page.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain("JobNest India");
    expect(html).toContain("IN-2026-000123");
    expect(html).toContain(formatMoney(149_900, "INR", "en"));
    expect(html).toContain("₹1,499");
    expect(html).toContain("UPI");
    expect(html).toContain('<form method="post" action="/sandbox-gateway/pay">');
    expect(html).toMatch(
      /<button type="submit" class="pay" name="outcome" value="paid">Pay \(success\)<\/button>/,
    );
    expect(html).toMatch(/<button [^>]*value="failed">Fail the payment<\/button>/);
    expect(html).toMatch(/<button [^>]*value="pending">Leave it pending<\/button>/);
    expect(html).not.toContain("<script");

    const chosen = await choose(started.redirectUrl, "paid");
    expect(chosen.statusCode).toBe(303);
    const back = new URL(String(chosen.headers.location));
    expect(`${back.origin}${back.pathname}`).toBe(payment.returnUrl);
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      gateway: "sandbox",
      ref: started.gatewayRef,
      paymentId: payment.paymentId,
      outcome: "paid",
    });
    expect(back.searchParams.get("sig")).toBeTruthy();

    // The webhook went out over HTTP in the background, signed Stripe-style.
    await gateway.idle();
    expect(webhooks).toHaveLength(1);
    const [webhook] = webhooks;
    expect(webhook?.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyTimestampedSignature(webhook?.signature, webhook?.body ?? Buffer.alloc(0), SECRET)).toBe(
      true,
    );
    const expected: PaymentStatus = {
      gateway: "sandbox",
      gatewayRef: started.gatewayRef,
      paymentId: payment.paymentId,
      outcome: "paid",
      amountMinor: 149_900,
      currency: "INR",
      failureReason: null,
    };
    expect(applied).toEqual([expected]);

    // The browser follows the return: verified, applied (again: the storefront's job to keep it once), shown.
    const returned = await app.inject({ method: "GET", url: pathOf(back.href) });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/seeker/orders/${payment.paymentId}`);
    expect(applied).toEqual([expected, expected]);
    expect(await gateway.status(started.gatewayRef, payment.paymentId)).toEqual(expected);
  });

  it("speaks Arabic right to left, fails on request, and a later click cannot undo the failure", async () => {
    const payment = request({
      language: "ar",
      currency: "AED",
      amountMinor: 25_000,
      mode: "card",
      orderNumber: "GF-2026-000007",
      // A site's own host: the webhook reaches gulf.localhost, which is this machine.
      returnUrl: `http://gulf.localhost:${port}/api/payments/return/sandbox`,
    });
    const started = await gateway.start(payment);
    expect(new URL(started.redirectUrl).host).toBe(`gulf.localhost:${port}`);
    const page = await app.inject({ method: "GET", url: pathOf(started.redirectUrl) });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain("JobNest Gulf");
    expect(page.body).toContain('<bdi dir="ltr">GF-2026-000007</bdi>');
    expect(page.body).toContain("ادفع (نجاح)");
    expect(page.body).toContain("أفشِل الدفع");
    expect(page.body).toContain("اتركه معلّقًا");
    expect(page.body).toContain(formatMoney(25_000, "AED", "ar"));

    const failed = await choose(started.redirectUrl, "failed");
    expect(new URL(String(failed.headers.location)).searchParams.get("outcome")).toBe("failed");
    await gateway.idle();
    expect(applied).toEqual([
      expect.objectContaining({
        outcome: "failed",
        failureReason: "declined on the sandbox page",
        amountMinor: 25_000,
      }),
    ]);

    // The back button and "pay": the failure stands, and no second webhook is sent.
    const again = await choose(started.redirectUrl, "paid");
    expect(again.statusCode).toBe(303);
    expect(new URL(String(again.headers.location)).searchParams.get("outcome")).toBe("failed");
    await gateway.idle();
    expect(webhooks).toHaveLength(1);
  });

  it("leaves a payment pending without a webhook; reconciliation sees it paid once the delay has passed", async () => {
    const payment = request();
    const started = await gateway.start(payment);
    const chosen = await choose(started.redirectUrl, "pending");
    expect(new URL(String(chosen.headers.location)).searchParams.get("outcome")).toBe("pending");
    await gateway.idle();
    expect(webhooks).toHaveLength(0);
    expect(await gateway.status(started.gatewayRef, payment.paymentId)).toMatchObject({ outcome: "pending" });
    // Another process with the demo's settling delay passed (0 s here) answers from the same table.
    expect(await sandbox(0).status(started.gatewayRef, payment.paymentId)).toMatchObject({ outcome: "paid" });
    expect(await gateway.status(started.gatewayRef, payment.paymentId)).toMatchObject({ outcome: "paid" });
  });

  it("keeps a pending payment open to a later choice, which sends its webhook then", async () => {
    const payment = request();
    const started = await gateway.start(payment);
    await choose(started.redirectUrl, "pending");
    await choose(started.redirectUrl, "paid");
    await gateway.idle();
    expect(webhooks).toHaveLength(1);
    expect(applied.map((status) => status.outcome)).toEqual(["paid"]);
  });

  it("retries a webhook the portal did not take", async () => {
    onStatusFailures = 1;
    const payment = request();
    const started = await gateway.start(payment);
    await choose(started.redirectUrl, "paid");
    await gateway.idle();
    expect(webhooks).toHaveLength(2);
    expect(applied.map((status) => status.outcome)).toEqual(["paid"]);
  });
});

describe("sandbox gateway: what is refused", () => {
  it("refuses a hosted page whose payload or signature was altered", async () => {
    const started = await gateway.start(request());
    const address = new URL(started.redirectUrl);
    const p = address.searchParams.get("p") ?? "";
    const sig = address.searchParams.get("sig") ?? "";
    for (const [changedP, changedSig] of [
      [altered(p), sig],
      [p, altered(sig)],
      [p, ""],
    ]) {
      const url = `/sandbox-gateway/pay?${new URLSearchParams({ p: changedP ?? "", sig: changedSig ?? "" })}`;
      const page = await app.inject({ method: "GET", url, headers: { accept: "text/html" } });
      expect([400, 404]).toContain(page.statusCode);
      expect(page.body).not.toContain("Pay (success)");
    }
    // A payload re-signed by someone without the secret cannot raise or lower the amount either.
    const forged = signPayload("not-the-secret-not-the-secret-not-the-secret", "sandbox-page", { a: 1 });
    expect(
      (await app.inject({ method: "GET", url: `/sandbox-gateway/pay?${new URLSearchParams(forged)}` }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a choice posted with an altered payload or signature, or an unknown outcome", async () => {
    const payment = request();
    const started = await gateway.start(payment);
    const address = new URL(started.redirectUrl);
    expect(
      (await choose(started.redirectUrl, "paid", { p: altered(address.searchParams.get("p") ?? "") }))
        .statusCode,
    ).toBe(404);
    expect(
      (await choose(started.redirectUrl, "paid", { sig: altered(address.searchParams.get("sig") ?? "") }))
        .statusCode,
    ).toBe(404);
    expect((await choose(started.redirectUrl, "refunded")).statusCode).toBe(404);
    await gateway.idle();
    expect(webhooks).toHaveLength(0);
    expect(await gateway.status(started.gatewayRef, payment.paymentId)).toMatchObject({ outcome: "pending" });
  });

  it("sends a return with an altered outcome or signature to the orders list, changing nothing", async () => {
    const started = await gateway.start(request());
    const chosen = await choose(started.redirectUrl, "failed");
    await gateway.idle();
    applied.length = 0;
    const back = new URL(String(chosen.headers.location));
    const lying = new URL(back);
    lying.searchParams.set("outcome", "paid");
    const unsigned = new URL(back);
    unsigned.searchParams.delete("sig");
    for (const address of [lying, unsigned]) {
      const response = await app.inject({ method: "GET", url: pathOf(address.href) });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/seeker/orders");
    }
    const inHindi = await app.inject({
      method: "GET",
      url: pathOf(lying.href),
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
    });
    expect(inHindi.headers.location).toBe("/hi/seeker/orders");
    expect(applied).toEqual([]);
  });

  it("says a page has expired, and an attempt never chosen fails once it has", async () => {
    const payment = request();
    const started = await gateway.start(payment);
    expect(await gateway.status(started.gatewayRef, payment.paymentId)).toMatchObject({ outcome: "pending" });
    const old = signPayload(SECRET, "sandbox-page", {
      r: started.gatewayRef,
      i: payment.paymentId,
      n: payment.orderNumber,
      a: payment.amountMinor,
      c: payment.currency,
      d: payment.description,
      m: payment.mode,
      l: "hi",
      u: payment.returnUrl,
      x: Math.floor(Date.now() / 1000) - 1,
    });
    const expired = await app.inject({
      method: "GET",
      url: `/sandbox-gateway/pay?${new URLSearchParams(old)}`,
    });
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('<html lang="hi" dir="ltr">');
    expect(expired.body).toContain("भुगतान का यह पेज समाप्त हो चुका है");
    await database.pool.query(
      "UPDATE sandbox_payments SET created_at = now() - interval '2 hours' WHERE ref = $1",
      [started.gatewayRef],
    );
    expect(await gateway.status(started.gatewayRef, payment.paymentId)).toMatchObject({
      outcome: "failed",
      failureReason: "expired",
    });
    await expect(gateway.status(started.gatewayRef, randomUUID())).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(gateway.status("sbx_unknown", payment.paymentId)).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("sandbox gateway: refunds", () => {
  it("refunds a paid payment once per key, never beyond what was paid", async () => {
    const payment = request();
    const started = await gateway.start(payment);
    await choose(started.redirectUrl, "paid");
    await gateway.idle();
    const first = await gateway.refund(started.gatewayRef, 50_000, "refund-key-0001");
    expect(first.gatewayRefundId).toMatch(/^sbxr_/);
    expect(first.amountMinor).toBe(50_000);
    expect(await gateway.refund(started.gatewayRef, 50_000, "refund-key-0001")).toEqual(first);
    await expect(gateway.refund(started.gatewayRef, 60_000, "refund-key-0001")).rejects.toMatchObject({
      code: "refused",
    });
    await expect(gateway.refund(started.gatewayRef, 100_000, "refund-key-0002")).rejects.toMatchObject({
      code: "refused",
    });
    expect(await gateway.refund(started.gatewayRef, 99_900, "refund-key-0003")).toMatchObject({
      amountMinor: 99_900,
    });
  });

  it("refuses to refund what was not paid", async () => {
    const payment = request();
    const started = await gateway.start(payment);
    await expect(gateway.refund(started.gatewayRef, 100, "refund-key-0004")).rejects.toMatchObject({
      code: "refused",
    });
    await expect(gateway.refund("sbx_unknown", 100, "refund-key-0005")).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("the webhook route", () => {
  const post = (gatewayId: string, body: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: "POST",
      url: `/api/payments/webhooks/${gatewayId}`,
      // From the gateway's server: no cookie, no CSRF token, not a browser.
      headers: { "content-type": "application/json", ...headers },
      payload: body,
    });

  it("answers 400 to a bad signature and 200 to a genuine event of no interest", async () => {
    const status: PaymentStatus = {
      gateway: "sandbox",
      gatewayRef: "sbx_x",
      paymentId: randomUUID(),
      outcome: "paid",
      amountMinor: 100,
      currency: "INR",
      failureReason: null,
    };
    const { body, signature } = gateway.webhookRequest(status);
    const forged = await post("sandbox", body.replace('"amountMinor":100', '"amountMinor":1'), {
      "x-sandbox-signature": signature,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, errors: [{ code: "VALIDATION" }] });
    expect((await post("sandbox", body)).statusCode).toBe(400);

    const ping = JSON.stringify({ id: "evt_ping", type: "ping", created: 1, data: {} });
    const pinged = await post("sandbox", ping, {
      "x-sandbox-signature": timestampedSignatureHeader(SECRET, ping, Math.floor(Date.now() / 1000)),
    });
    expect(pinged.statusCode).toBe(200);
    expect(pinged.json()).toEqual({ success: true, data: {} });
    expect(applied).toEqual([]);

    const accepted = await post("sandbox", body, { "x-sandbox-signature": signature });
    expect(accepted.statusCode).toBe(200);
    expect(applied).toEqual([status]);
  });

  it("takes a body in any content type, up to 64 KB", async () => {
    const status: PaymentStatus = {
      gateway: "sandbox",
      gatewayRef: "sbx_y",
      paymentId: randomUUID(),
      outcome: "failed",
      amountMinor: 100,
      currency: "INR",
      failureReason: "declined",
    };
    const { body, signature } = gateway.webhookRequest(status);
    const asText = await post("sandbox", body, {
      "content-type": "text/plain",
      "x-sandbox-signature": signature,
    });
    expect(asText.statusCode).toBe(200);
    const large = await post("sandbox", `{"padding":"${"x".repeat(64 * 1024)}"}`, {
      "x-sandbox-signature": signature,
    });
    expect(large.statusCode).toBe(413);
  });

  it("knows only the gateways it runs with", async () => {
    expect((await post("razorpay", "{}")).statusCode).toBe(404);
    expect((await post("paypal", "{}")).statusCode).toBe(400);
  });
});
