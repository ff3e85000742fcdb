/**
 * The Razorpay adapter against a local fake of the documented endpoints (orders, an order's payments,
 * refunds): what we send (basic auth, paise, receipt and notes, the idempotency header) and how we read
 * the answers. Also the launcher page, served by the real routes with the security headers plugin.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { DEFAULT_DOMAIN_MAP } from "@portal/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { errorsPlugin } from "../../plugins/errors.ts";
import { requestContextPlugin } from "../../plugins/request-context.ts";
import { securityHeadersPlugin } from "../../plugins/security-headers.ts";
import { PaymentGatewayError, type PaymentRequest, type PaymentStatus } from "./gateway.ts";
import { RazorpayGateway } from "./razorpay.ts";
import { registerPaymentRoutes } from "./routes.ts";
import { hmacHex } from "./signatures.ts";

const KEY_ID = "rzp_test_1DP5mmOlF5G5ag";
const KEY_SECRET = "key-secret-for-tests";
const WEBHOOK_SECRET = "webhook-secret-for-tests";
const PAYMENT_ID = "0b6f7a4e-8f0e-4d8c-9b1a-2f3c4d5e6f70";

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}

/** A fake Razorpay: orders and payments held in maps the tests change, every request recorded. */
function fakeRazorpay() {
  const requests: Recorded[] = [];
  const orders = new Map<string, Record<string, unknown>>();
  const payments = new Map<string, Record<string, unknown>[]>();
  let failNext = 0;
  let next = 1;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, body });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(value));
      };
      if (failNext > 0) {
        failNext--;
        return send(502, { error: { code: "SERVER_ERROR", description: "The server is down" } });
      }
      // Razorpay answers an unknown id with a 400, not a 404.
      const notFound = () =>
        send(400, { error: { code: "BAD_REQUEST_ERROR", description: "The id provided does not exist" } });
      const url = request.url ?? "";
      if (request.method === "POST" && url === "/v1/orders") {
        const input = JSON.parse(body) as Record<string, unknown>;
        const order = {
          id: `order_Fake${next++}`,
          entity: "order",
          amount: input.amount,
          amount_paid: 0,
          amount_due: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          status: "created",
          attempts: 0,
          notes: input.notes ?? [],
          created_at: 1_790_000_000,
        };
        orders.set(order.id, order);
        return send(200, order);
      }
      const ofOrder = url.match(/^\/v1\/orders\/([^/]+)\/payments$/);
      if (request.method === "GET" && ofOrder) {
        const id = ofOrder[1] ?? "";
        if (!orders.has(id)) return notFound();
        const items = payments.get(id) ?? [];
        return send(200, { entity: "collection", count: items.length, items });
      }
      const order = url.match(/^\/v1\/orders\/([^/]+)$/);
      if (request.method === "GET" && order) {
        const found = orders.get(order[1] ?? "");
        return found ? send(200, found) : notFound();
      }
      const refund = url.match(/^\/v1\/payments\/([^/]+)\/refund$/);
      if (request.method === "POST" && refund) {
        const input = JSON.parse(body) as { amount: number };
        return send(200, {
          id: "rfnd_Fake1",
          entity: "refund",
          amount: input.amount,
          currency: "INR",
          payment_id: refund[1],
          status: "processed",
        });
      }
      notFound();
    });
  });
  return {
    requests,
    orders,
    payments,
    failOnce() {
      failNext = 1;
    },
    async listen(): Promise<URL> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = fakeRazorpay();
let gateway: RazorpayGateway;

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  paymentId: PAYMENT_ID,
  orderNumber: "IN-2026-000123",
  amountMinor: 149_900,
  currency: "INR",
  description: "Resume writing: Professional plan",
  buyer: { name: "Asha Verma", email: "asha@example.com" },
  mode: "upi",
  language: "en",
  returnUrl: "http://in.localhost:3000/api/payments/return/razorpay",
  ...overrides,
});

beforeAll(async () => {
  const apiUrl = await fake.listen();
  gateway = new RazorpayGateway({
    config: {
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl,
      checkoutUrl: new URL("https://api.razorpay.com/v1/checkout/embedded"),
    },
    launcherSecret: "launcher-secret",
    domainMap: DEFAULT_DOMAIN_MAP,
  });
});

afterAll(() => fake.close());

beforeEach(() => {
  fake.requests.length = 0;
});

describe("Razorpay: starting a payment", () => {
  it("creates an order in paise with basic auth, and sends the browser to our launcher", async () => {
    const started = await gateway.start(request());
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/v1/orders");
    expect(sent?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString("base64")}`,
    );
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(sent?.body ?? "")).toEqual({
      amount: 149_900,
      currency: "INR",
      receipt: PAYMENT_ID,
      notes: { payment_id: PAYMENT_ID, order_number: "IN-2026-000123" },
    });
    expect(started.gatewayRef).toMatch(/^order_Fake\d+$/);
    const redirect = new URL(started.redirectUrl);
    expect(redirect.origin).toBe("http://in.localhost:3000");
    expect(redirect.pathname).toBe("/payments/razorpay/checkout");
    // The address is sealed: the buyer's e-mail is not readable in it (access logs record addresses).
    const p = redirect.searchParams.get("p") ?? "";
    expect(Buffer.from(p, "base64url").toString("latin1")).not.toContain("asha@example.com");
  });

  it("refuses what no gateway should see, before calling Razorpay", async () => {
    for (const bad of [
      { amountMinor: 10.5 },
      { amountMinor: 0 },
      { currency: "inr" },
      { paymentId: "42" },
      { returnUrl: "/relative" },
    ]) {
      await expect(gateway.start(request(bad))).rejects.toMatchObject({ code: "invalid_request" });
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("offers the rupee methods for INR and cards elsewhere", () => {
    expect(gateway.modes("INR")).toEqual(["card", "upi", "netbanking", "wallet"]);
    expect(gateway.modes("AED")).toEqual(["card"]);
  });

  it("reports Razorpay being down as a retryable error", async () => {
    fake.failOnce();
    const error = await gateway.start(request()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ code: "unavailable", httpStatus: 502, isRetryable: true });
  });
});

describe("Razorpay: returns and status", () => {
  it("verifies a successful return's signature, then asks the API for the order", async () => {
    const { gatewayRef } = await gateway.start(request());
    const order = fake.orders.get(gatewayRef) as Record<string, unknown>;
    Object.assign(order, { status: "paid", amount_paid: 149_900 });
    fake.payments.set(gatewayRef, [
      { id: "pay_A", amount: 149_900, currency: "INR", status: "captured", order_id: gatewayRef },
    ]);
    fake.requests.length = 0;
    const signature = hmacHex(KEY_SECRET, `${gatewayRef}|pay_A`);
    const status = await gateway.verifyReturn({
      ref: gatewayRef,
      razorpay_order_id: gatewayRef,
      razorpay_payment_id: "pay_A",
      razorpay_signature: signature,
    });
    expect(status).toEqual({
      gateway: "razorpay",
      gatewayRef,
      paymentId: PAYMENT_ID,
      outcome: "paid",
      amountMinor: 149_900,
      currency: "INR",
      failureReason: null,
    });
    expect(fake.requests.map((sent) => `${sent.method} ${sent.url}`)).toEqual([
      `GET /v1/orders/${gatewayRef}`,
    ]);
    // The same return with a signature made with another secret is not Razorpay's.
    const forged = hmacHex("not-the-key-secret", `${gatewayRef}|pay_A`);
    expect(
      await gateway.verifyReturn({
        razorpay_order_id: gatewayRef,
        razorpay_payment_id: "pay_A",
        razorpay_signature: forged,
      }),
    ).toBeNull();
  });

  it("takes a failed return's status from the API, not from its unsigned parameters", async () => {
    const { gatewayRef } = await gateway.start(request());
    Object.assign(fake.orders.get(gatewayRef) as object, { status: "attempted" });
    fake.payments.set(gatewayRef, [
      {
        id: "pay_B",
        amount: 149_900,
        currency: "INR",
        status: "failed",
        order_id: gatewayRef,
        error_description: "Payment was declined by the bank",
        created_at: 1_790_000_100,
      },
    ]);
    const status = await gateway.verifyReturn({
      ref: gatewayRef,
      "error[code]": "BAD_REQUEST_ERROR",
      "error[description]": "anything at all",
      "error[metadata]": JSON.stringify({ payment_id: "pay_B", order_id: gatewayRef }),
    });
    expect(status).toMatchObject({
      outcome: "failed",
      failureReason: "Payment was declined by the bank",
      paymentId: PAYMENT_ID,
    });
    // A cancel: only our ref; the order has a payment in progress, so it is pending.
    fake.payments.set(gatewayRef, [
      { id: "pay_C", amount: 149_900, currency: "INR", status: "authorized", order_id: gatewayRef },
    ]);
    expect(await gateway.verifyReturn({ ref: gatewayRef })).toMatchObject({ outcome: "pending" });
    // An order Razorpay does not know is not a return of ours.
    expect(await gateway.verifyReturn({ ref: "order_Unknown" })).toBeNull();
  });

  it("answers reconciliation from the order and its payments", async () => {
    const { gatewayRef } = await gateway.start(request());
    expect(await gateway.status(gatewayRef, PAYMENT_ID)).toMatchObject({ outcome: "pending" });
    Object.assign(fake.orders.get(gatewayRef) as object, { status: "attempted" });
    fake.payments.set(gatewayRef, [
      {
        id: "pay_D",
        amount: 149_900,
        currency: "INR",
        status: "failed",
        order_id: gatewayRef,
        created_at: 1,
      },
      {
        id: "pay_E",
        amount: 149_900,
        currency: "INR",
        status: "captured",
        order_id: gatewayRef,
        created_at: 2,
      },
    ]);
    // A failure followed by a capture within the same order: paid wins.
    expect(await gateway.status(gatewayRef, PAYMENT_ID)).toMatchObject({
      outcome: "paid",
      amountMinor: 149_900,
    });
    await expect(gateway.status("order_Unknown", PAYMENT_ID)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("Razorpay: webhooks", () => {
  const sign = (body: string) => ({ "x-razorpay-signature": hmacHex(WEBHOOK_SECRET, body) });

  it("reads payment.failed, and order.paid", async () => {
    const failed = JSON.stringify({
      event: "payment.failed",
      payload: {
        payment: {
          entity: {
            id: "pay_F",
            amount: 50_000,
            currency: "INR",
            status: "failed",
            order_id: "order_X",
            notes: { payment_id: PAYMENT_ID },
            error_description: "Payment failed because the card was declined",
          },
        },
      },
    });
    expect(await gateway.verifyWebhook(Buffer.from(failed), sign(failed))).toMatchObject({
      gatewayRef: "order_X",
      outcome: "failed",
      failureReason: "Payment failed because the card was declined",
    });
    const paid = JSON.stringify({
      event: "order.paid",
      payload: {
        payment: {
          entity: {
            id: "pay_G",
            amount: 50_000,
            currency: "INR",
            status: "captured",
            order_id: "order_X",
            notes: [],
          },
        },
        order: {
          entity: {
            id: "order_X",
            amount: 50_000,
            amount_paid: 50_000,
            currency: "INR",
            receipt: PAYMENT_ID,
            status: "paid",
            notes: [],
          },
        },
      },
    });
    expect(await gateway.verifyWebhook(Buffer.from(paid), sign(paid))).toMatchObject({
      gatewayRef: "order_X",
      paymentId: PAYMENT_ID,
      outcome: "paid",
    });
  });

  it("finds our payment id through the order when the payment's notes lack it", async () => {
    const { gatewayRef } = await gateway.start(request());
    const body = JSON.stringify({
      event: "payment.captured",
      payload: {
        payment: {
          entity: {
            id: "pay_H",
            amount: 149_900,
            currency: "INR",
            status: "captured",
            order_id: gatewayRef,
            notes: [],
          },
        },
      },
    });
    expect(await gateway.verifyWebhook(Buffer.from(body), sign(body))).toMatchObject({
      paymentId: PAYMENT_ID,
      outcome: "paid",
    });
  });
});

describe("Razorpay: refunds", () => {
  it("refunds the order's captured payment, in paise, with the idempotency header", async () => {
    const { gatewayRef } = await gateway.start(request());
    fake.payments.set(gatewayRef, [
      { id: "pay_Failed", amount: 149_900, currency: "INR", status: "failed", order_id: gatewayRef },
      { id: "pay_Good", amount: 149_900, currency: "INR", status: "captured", order_id: gatewayRef },
    ]);
    fake.requests.length = 0;
    const key = "refund-7d2c9a55-1111-4222-8333-944455556666";
    expect(await gateway.refund(gatewayRef, 50_000, key)).toEqual({
      gatewayRefundId: "rfnd_Fake1",
      amountMinor: 50_000,
    });
    const post = fake.requests.find((sent) => sent.method === "POST");
    expect(post?.url).toBe("/v1/payments/pay_Good/refund");
    expect(post?.headers["x-refund-idempotency"]).toBe(key);
    expect(post?.headers.authorization).toMatch(/^Basic /);
    expect(JSON.parse(post?.body ?? "")).toEqual({ amount: 50_000 });
  });

  it("refuses a key Razorpay would refuse, and an order with nothing captured", async () => {
    const { gatewayRef } = await gateway.start(request());
    await expect(gateway.refund(gatewayRef, 100, "short")).rejects.toMatchObject({ code: "invalid_request" });
    await expect(gateway.refund(gatewayRef, 100, "has spaces in it")).rejects.toMatchObject({
      code: "invalid_request",
    });
    await expect(gateway.refund(gatewayRef, 100, "a-good-key-0001")).rejects.toMatchObject({
      code: "refused",
    });
  });
});

describe("Razorpay: the launcher page and the return route", () => {
  let app: FastifyInstance;
  const applied: PaymentStatus[] = [];

  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(securityHeadersPlugin, { isHttps: false, isDevelopment: false });
    await app.register(requestContextPlugin, { domainMap: DEFAULT_DOMAIN_MAP });
    await app.register(errorsPlugin);
    registerPaymentRoutes(app, {
      gateways: new Map([["razorpay", gateway]]),
      onStatus: async (status) => {
        applied.push(status);
        return { orderPath: `/seeker/orders/${status.paymentId}` };
      },
    });
    await app.ready();
  });

  afterAll(() => app.close());

  it("posts the browser to Razorpay's hosted checkout, with a policy that lets it", async () => {
    const started = await gateway.start(request({ language: "ar" }));
    const address = new URL(started.redirectUrl);
    const response = await app.inject({ method: "GET", url: `${address.pathname}${address.search}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const html = response.body;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('action="https://api.razorpay.com/v1/checkout/embedded"');
    expect(html).toContain(`name="key_id" value="${KEY_ID}"`);
    expect(html).toContain(`name="order_id" value="${started.gatewayRef}"`);
    expect(html).toContain('name="prefill[email]" value="asha@example.com"');
    expect(html).toContain('name="prefill[method]" value="upi"');
    const callback = `http://in.localhost:3000/api/payments/return/razorpay?ref=${started.gatewayRef}`;
    expect(html).toContain(`name="callback_url" value="${callback}"`);
    expect(html).toContain("IN-2026-000123");
    // The script that submits at once carries this reply's nonce; without script the button does it.
    const policy = String(response.headers["content-security-policy"]);
    const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(policy).toMatch(/form-action 'self' https:\/\/api\.razorpay\.com https:\/\/\*\.razorpay\.com/);
    expect(html).toMatch(/<button type="submit"[^>]*>متابعة الدفع<\/button>/);
  });

  it("takes Razorpay's posted callback (a form from its origin), verifies it and shows the order", async () => {
    const { gatewayRef } = await gateway.start(request());
    Object.assign(fake.orders.get(gatewayRef) as object, { status: "paid", amount_paid: 149_900 });
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: `/api/payments/return/razorpay?ref=${gatewayRef}`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://api.razorpay.com" },
        payload: new URLSearchParams(fields).toString(),
      });
    const fields = {
      razorpay_payment_id: "pay_Return",
      razorpay_order_id: gatewayRef,
      razorpay_signature: hmacHex(KEY_SECRET, `${gatewayRef}|pay_Return`),
    };
    const returned = await post(fields);
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`/seeker/orders/${PAYMENT_ID}`);
    expect(applied).toEqual([expect.objectContaining({ gatewayRef, outcome: "paid", amountMinor: 149_900 })]);
    const forged = await post({
      ...fields,
      razorpay_signature: hmacHex("guess", `${gatewayRef}|pay_Return`),
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe("/seeker/orders");
    expect(applied).toHaveLength(1);
  });

  it("refuses an address that was altered", async () => {
    const started = await gateway.start(request());
    const address = new URL(started.redirectUrl);
    const p = address.searchParams.get("p") ?? "";
    const altered = `${p.slice(0, 20)}${p[20] === "A" ? "B" : "A"}${p.slice(21)}`;
    const response = await app.inject({ method: "GET", url: `${address.pathname}?p=${altered}` });
    expect(response.statusCode).toBe(404);
  });
});
