/**
 * The Stripe adapter against a local fake of the documented endpoints (checkout sessions, refunds):
 * what we send (bearer key, form encoding, minor units, {CHECKOUT_SESSION_ID}, idempotency keys) and
 * how we read the answers.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PaymentRequest } from "./gateway.ts";
import { StripeGateway } from "./stripe.ts";

const SECRET_KEY = "sk_test_51FakeKeyForTests";
const PAYMENT_ID = "2c9e4f1a-7b3d-4e5f-8a9b-0c1d2e3f4a5b";

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  form: URLSearchParams;
}

function fakeStripe() {
  const requests: Recorded[] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let next = 1;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      const form = new URLSearchParams(body);
      requests.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers, form });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(value));
      };
      const url = new URL(request.url ?? "/", "http://fake");
      if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        const id = `cs_test_fake${next++}`;
        const session = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.com/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
          currency: form.get("line_items[0][price_data][currency]"),
          client_reference_id: form.get("client_reference_id"),
          metadata: { payment_id: form.get("metadata[payment_id]") },
          payment_intent: null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      const session = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (request.method === "GET" && session) {
        const found = sessions.get(session[1] ?? "");
        if (!found)
          return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
        // expand[]=payment_intent turns the id into the object.
        const expanded =
          url.searchParams.getAll("expand[]").includes("payment_intent") &&
          typeof found.payment_intent === "string"
            ? {
                ...found,
                payment_intent: {
                  id: found.payment_intent,
                  object: "payment_intent",
                  status: found.intentStatus ?? "succeeded",
                },
              }
            : found;
        return send(200, expanded);
      }
      if (request.method === "POST" && url.pathname === "/v1/refunds") {
        return send(200, {
          id: "re_fake1",
          object: "refund",
          amount: Number(form.get("amount")),
          payment_intent: form.get("payment_intent"),
          status: "succeeded",
        });
      }
      send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
    });
  });
  return {
    requests,
    sessions,
    async listen(): Promise<URL> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const fake = fakeStripe();
let gateway: StripeGateway;

const request = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  paymentId: PAYMENT_ID,
  orderNumber: "SG-2026-000042",
  amountMinor: 4_500,
  currency: "SGD",
  description: "Interview coaching: two sessions",
  buyer: { name: "Wei Ling", email: "weiling@example.com" },
  mode: "card",
  language: "en",
  returnUrl: "http://sg.localhost:3000/api/payments/return/stripe",
  ...overrides,
});

beforeAll(async () => {
  gateway = new StripeGateway({
    secretKey: SECRET_KEY,
    webhookSecret: "whsec_test",
    apiUrl: await fake.listen(),
  });
});

afterAll(() => fake.close());

beforeEach(() => {
  fake.requests.length = 0;
});

describe("Stripe: starting a payment", () => {
  it("creates a Checkout Session, form-encoded with the bearer key, and returns its URL", async () => {
    const started = await gateway.start(request());
    expect(started.gatewayRef).toMatch(/^cs_test_fake\d+$/);
    expect(started.redirectUrl).toBe(`https://checkout.stripe.com/c/pay/${started.gatewayRef}`);
    const [sent] = fake.requests;
    expect(sent?.method).toBe("POST");
    expect(sent?.url).toBe("/v1/checkout/sessions");
    expect(sent?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(sent?.headers["idempotency-key"]).toBe(`checkout-${PAYMENT_ID}`);
    const form = sent?.form ?? new URLSearchParams();
    expect(form.get("mode")).toBe("payment");
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("4500");
    expect(form.get("line_items[0][price_data][currency]")).toBe("sgd");
    expect(form.get("line_items[0][quantity]")).toBe("1");
    expect(form.get("line_items[0][price_data][product_data][name]")).toBe(
      "Interview coaching: two sessions",
    );
    expect(form.get("client_reference_id")).toBe(PAYMENT_ID);
    expect(form.get("metadata[payment_id]")).toBe(PAYMENT_ID);
    expect(form.get("payment_intent_data[metadata][payment_id]")).toBe(PAYMENT_ID);
    expect(form.get("customer_email")).toBe("weiling@example.com");
    expect(form.get("payment_method_types[0]")).toBe("card");
    // Stripe replaces {CHECKOUT_SESSION_ID} itself: it arrives unescaped once the form is decoded.
    const back = "http://sg.localhost:3000/api/payments/return/stripe?session_id={CHECKOUT_SESSION_ID}";
    expect(form.get("success_url")).toBe(back);
    expect(form.get("cancel_url")).toBe(back);
    const expiresAt = Number(form.get("expires_at"));
    expect(expiresAt - Date.now() / 1000).toBeGreaterThan(30 * 60);
  });

  it("sends zero-decimal currencies as whole units (VND) and keeps a return URL's own parameters", async () => {
    await gateway.start(
      request({
        amountMinor: 1_250_000,
        currency: "VND",
        returnUrl: "http://vn.localhost:3000/api/payments/return/stripe?attempt=2",
        language: "hi",
      }),
    );
    const form = fake.requests[0]?.form ?? new URLSearchParams();
    expect(form.get("line_items[0][price_data][unit_amount]")).toBe("1250000");
    expect(form.get("line_items[0][price_data][currency]")).toBe("vnd");
    expect(form.get("success_url")).toBe(
      "http://vn.localhost:3000/api/payments/return/stripe?attempt=2&session_id={CHECKOUT_SESSION_ID}",
    );
    expect(form.get("locale")).toBe("auto");
  });

  it("converts the shop's whole rupiah to Stripe's two-decimal rupiah, both ways", async () => {
    const started = await gateway.start(
      request({
        amountMinor: 150_000,
        currency: "IDR",
        returnUrl: "http://id.localhost:3000/api/payments/return/stripe",
      }),
    );
    expect(fake.requests[0]?.form.get("line_items[0][price_data][unit_amount]")).toBe("15000000");
    Object.assign(fake.sessions.get(started.gatewayRef) as object, {
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_idr",
    });
    expect(await gateway.status(started.gatewayRef, PAYMENT_ID)).toMatchObject({
      amountMinor: 150_000,
      currency: "IDR",
    });
    fake.requests.length = 0;
    expect(await gateway.refund(started.gatewayRef, 50_000, "refund-idr-0001")).toMatchObject({
      amountMinor: 50_000,
    });
    expect(fake.requests.find((sent) => sent.method === "POST")?.form.get("amount")).toBe("5000000");
  });

  it("takes cards only, and refuses another mode before calling Stripe", async () => {
    expect(gateway.modes("SGD")).toEqual(["card"]);
    await expect(gateway.start(request({ mode: "upi" }))).rejects.toMatchObject({ code: "invalid_request" });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("Stripe: returns and status", () => {
  it("reads the session Stripe names in the return, never the return's word", async () => {
    const { gatewayRef } = await gateway.start(request());
    expect(await gateway.verifyReturn({ session_id: gatewayRef })).toMatchObject({ outcome: "pending" });
    Object.assign(fake.sessions.get(gatewayRef) as object, {
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_fake1",
    });
    fake.requests.length = 0;
    expect(await gateway.verifyReturn({ session_id: gatewayRef, outcome: "failed" })).toEqual({
      gateway: "stripe",
      gatewayRef,
      paymentId: PAYMENT_ID,
      outcome: "paid",
      amountMinor: 4_500,
      currency: "SGD",
      failureReason: null,
    });
    expect(fake.requests[0]?.url).toBe(`/v1/checkout/sessions/${gatewayRef}?expand[]=payment_intent`);
    expect(fake.requests[0]?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(await gateway.verifyReturn({ session_id: "cs_test_unknown" })).toBeNull();
    expect(await gateway.verifyReturn({ session_id: "../../v1/refunds" })).toBeNull();
    expect(await gateway.verifyReturn({})).toBeNull();
  });

  it("answers reconciliation: expired sessions and failed delayed payments have failed", async () => {
    const { gatewayRef } = await gateway.start(request());
    Object.assign(fake.sessions.get(gatewayRef) as object, { status: "expired" });
    expect(await gateway.status(gatewayRef, PAYMENT_ID)).toMatchObject({
      outcome: "failed",
      failureReason: "expired",
    });
    const second = await gateway.start(request({ paymentId: "2c9e4f1a-7b3d-4e5f-8a9b-0c1d2e3f4a5c" }));
    Object.assign(fake.sessions.get(second.gatewayRef) as object, {
      status: "complete",
      payment_status: "unpaid",
      payment_intent: "pi_fake2",
      intentStatus: "processing",
    });
    expect(await gateway.status(second.gatewayRef, PAYMENT_ID)).toMatchObject({ outcome: "pending" });
    Object.assign(fake.sessions.get(second.gatewayRef) as object, { intentStatus: "canceled" });
    expect(await gateway.status(second.gatewayRef, PAYMENT_ID)).toMatchObject({ outcome: "failed" });
    await expect(gateway.status("cs_test_unknown", PAYMENT_ID)).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("Stripe: refunds", () => {
  it("refunds the session's payment intent with an Idempotency-Key", async () => {
    const { gatewayRef } = await gateway.start(request());
    Object.assign(fake.sessions.get(gatewayRef) as object, {
      status: "complete",
      payment_status: "paid",
      payment_intent: "pi_fake9",
    });
    fake.requests.length = 0;
    const key = "refund-5f0e7c1a-0000-4000-8000-000000000001";
    expect(await gateway.refund(gatewayRef, 1_500, key)).toEqual({
      gatewayRefundId: "re_fake1",
      amountMinor: 1_500,
    });
    const post = fake.requests.find((sent) => sent.method === "POST");
    expect(post?.url).toBe("/v1/refunds");
    expect(post?.headers["idempotency-key"]).toBe(key);
    expect(post?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(post?.form.get("payment_intent")).toBe("pi_fake9");
    expect(post?.form.get("amount")).toBe("1500");
  });

  it("refuses to refund a session with no payment", async () => {
    const { gatewayRef } = await gateway.start(request());
    await expect(gateway.refund(gatewayRef, 100, "a-key")).rejects.toMatchObject({ code: "refused" });
    await expect(gateway.refund(gatewayRef, -1, "a-key")).rejects.toMatchObject({ code: "invalid_request" });
  });
});
