/**
 * Signatures of the three gateways: a genuine one passes; a tampered body, a wrong secret and (where
 * the scheme has a timestamp) a stale one are refused. No network: none of these checks asks an API.
 */
import { DEFAULT_DOMAIN_MAP } from "@portal/domain";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import type { PaymentStatus } from "./gateway.ts";
import { RazorpayGateway } from "./razorpay.ts";
import { SandboxGateway } from "./sandbox.ts";
import {
  hmacHex,
  openPayload,
  openSealedPayload,
  sealPayload,
  signPayload,
  timestampedSignatureHeader,
  verifyTimestampedSignature,
} from "./signatures.ts";
import { StripeGateway } from "./stripe.ts";

const now = () => Math.floor(Date.now() / 1000);
const PAYMENT_ID = "6f1c1f7e-2d4b-4c55-9a8e-3a1f3e0c9b11";

describe("timestamped signatures (Stripe's scheme, used by the sandbox)", () => {
  const body = Buffer.from('{"id":"evt_1"}');
  const secret = "whsec_test_secret";

  it("accepts a genuine header, and any of several v1 values (a secret being rolled)", () => {
    const header = timestampedSignatureHeader(secret, body, now());
    expect(verifyTimestampedSignature(header, body, secret)).toBe(true);
    const rolled = `${header},v1=${"0".repeat(64)}`;
    expect(verifyTimestampedSignature(rolled, body, secret)).toBe(true);
  });

  it("refuses a tampered body, a wrong secret, a stale or future time, and malformed headers", () => {
    const header = timestampedSignatureHeader(secret, body, now());
    expect(verifyTimestampedSignature(header, Buffer.from('{"id":"evt_2"}'), secret)).toBe(false);
    expect(verifyTimestampedSignature(header, body, "whsec_other")).toBe(false);
    expect(
      verifyTimestampedSignature(timestampedSignatureHeader(secret, body, now() - 301), body, secret),
    ).toBe(false);
    expect(
      verifyTimestampedSignature(timestampedSignatureHeader(secret, body, now() + 301), body, secret),
    ).toBe(false);
    expect(
      verifyTimestampedSignature(timestampedSignatureHeader(secret, body, now() - 299), body, secret),
    ).toBe(true);
    // The time is part of what is signed: moving it breaks the signature.
    const moved = header.replace(/t=(\d+)/, (_whole, t: string) => `t=${Number(t) + 1}`);
    expect(verifyTimestampedSignature(moved, body, secret)).toBe(false);
    for (const bad of [undefined, "", "t=1", `v1=${"a".repeat(64)}`, "nonsense"])
      expect(verifyTimestampedSignature(bad, body, secret)).toBe(false);
  });
});

describe("signed and sealed addresses", () => {
  it("opens what it signed, for the same purpose only", () => {
    const { p, sig } = signPayload("secret", "page", { a: 1 });
    expect(openPayload("secret", "page", p, sig)).toEqual({ a: 1 });
    expect(openPayload("secret", "other-purpose", p, sig)).toBeNull();
    expect(openPayload("other-secret", "page", p, sig)).toBeNull();
    const tampered = Buffer.from(JSON.stringify({ a: 2 })).toString("base64url");
    expect(openPayload("secret", "page", tampered, sig)).toBeNull();
  });

  it("seals so that the text cannot be read, and refuses anything altered", () => {
    const sealed = sealPayload("secret", "launcher", { email: "asha@example.com" });
    expect(Buffer.from(sealed, "base64url").toString("latin1")).not.toContain("asha@example.com");
    expect(openSealedPayload("secret", "launcher", sealed)).toEqual({ email: "asha@example.com" });
    expect(openSealedPayload("secret", "page", sealed)).toBeNull();
    expect(openSealedPayload("other", "launcher", sealed)).toBeNull();
    const bytes = Buffer.from(sealed, "base64url");
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(openSealedPayload("secret", "launcher", bytes.toString("base64url"))).toBeNull();
  });
});

describe("sandbox webhooks and returns", () => {
  const secret = "sandbox-secret-of-at-least-thirty-two-characters";
  const gateway = (key = secret) =>
    new SandboxGateway({
      pool: {} as pg.Pool,
      secret: key,
      pendingSettlesAfterSeconds: null,
      domainMap: DEFAULT_DOMAIN_MAP,
    });
  const status: PaymentStatus = {
    gateway: "sandbox",
    gatewayRef: "sbx_abc",
    paymentId: PAYMENT_ID,
    outcome: "paid",
    amountMinor: 149_900,
    currency: "INR",
    failureReason: null,
  };

  it("accepts its own webhook and reads the status back", async () => {
    const { body, signature } = gateway().webhookRequest(status);
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verdict = await gateway().inspectWebhook(Buffer.from(body), { "X-Sandbox-Signature": signature });
    expect(verdict).toEqual({ kind: "status", status });
    expect(await gateway().verifyWebhook(Buffer.from(body), { "x-sandbox-signature": signature })).toEqual(
      status,
    );
  });

  it("refuses a tampered body, a wrong secret, a stale timestamp and a missing header", async () => {
    const { body, signature } = gateway().webhookRequest(status);
    const tampered = Buffer.from(body.replace("149900", "100"));
    expect(await gateway().inspectWebhook(tampered, { "x-sandbox-signature": signature })).toEqual({
      kind: "invalid",
    });
    expect(
      await gateway("another-secret-of-at-least-thirty-two-chars").verifyWebhook(Buffer.from(body), {
        "x-sandbox-signature": signature,
      }),
    ).toBeNull();
    const stale = gateway().webhookRequest(status, now() - 600);
    expect(
      await gateway().verifyWebhook(Buffer.from(stale.body), { "x-sandbox-signature": stale.signature }),
    ).toBeNull();
    expect(await gateway().verifyWebhook(Buffer.from(body), {})).toBeNull();
  });

  it("ignores a genuine event that is not about a payment", async () => {
    const body = JSON.stringify({ id: "evt_1", type: "ping", created: now(), data: {} });
    const signature = timestampedSignatureHeader(secret, body, now());
    expect(await gateway().inspectWebhook(Buffer.from(body), { "x-sandbox-signature": signature })).toEqual({
      kind: "ignored",
      event: "ping",
    });
    expect(await gateway().verifyWebhook(Buffer.from(body), { "x-sandbox-signature": signature })).toBeNull();
  });

  it("refuses a return whose parameters were changed or signed with another secret", async () => {
    const query = {
      gateway: "sandbox",
      ref: "sbx_abc",
      paymentId: PAYMENT_ID,
      outcome: "failed",
      amount: "149900",
      currency: "INR",
      reason: "declined on the sandbox page",
      t: String(now()),
    };
    // Signed the way the hosted page signs it (through `choose`), reproduced via a webhook-free path:
    const signed = gateway() as unknown as { returnAddress(url: string, status: PaymentStatus): string };
    const address = new URL(
      signed.returnAddress("http://in.localhost:3000/api/payments/return/sandbox?order=1", {
        ...status,
        outcome: "failed",
        failureReason: query.reason,
      }),
    );
    const genuine = Object.fromEntries(address.searchParams);
    expect(genuine.order).toBe("1");
    expect(await gateway().verifyReturn(genuine)).toMatchObject({ outcome: "failed", amountMinor: 149_900 });
    expect(await gateway().verifyReturn({ ...genuine, outcome: "paid" })).toBeNull();
    expect(await gateway().verifyReturn({ ...genuine, amount: "1" })).toBeNull();
    expect(await gateway().verifyReturn({ ...genuine, sig: `${genuine.sig}x` })).toBeNull();
    expect(await gateway("another-secret-of-at-least-thirty-two-chars").verifyReturn(genuine)).toBeNull();
    const { sig: _sig, ...unsigned } = genuine;
    expect(await gateway().verifyReturn(unsigned)).toBeNull();
  });
});

describe("Razorpay signatures", () => {
  const keySecret = "rzp_key_secret";
  const webhookSecret = "rzp_webhook_secret";
  // An API that is never reached: a signature failure must be decided without asking Razorpay.
  const gateway = (secrets: { keySecret?: string; webhookSecret?: string } = {}) =>
    new RazorpayGateway({
      config: {
        keyId: "rzp_test_abc",
        keySecret: secrets.keySecret ?? keySecret,
        webhookSecret: secrets.webhookSecret ?? webhookSecret,
        apiUrl: new URL("http://127.0.0.1:9/"),
        checkoutUrl: new URL("https://api.razorpay.com/v1/checkout/embedded"),
      },
      launcherSecret: "launcher",
      domainMap: DEFAULT_DOMAIN_MAP,
    });
  const captured = JSON.stringify({
    entity: "event",
    event: "payment.captured",
    contains: ["payment"],
    payload: {
      payment: {
        entity: {
          id: "pay_1",
          entity: "payment",
          amount: 149_900,
          currency: "INR",
          status: "captured",
          order_id: "order_1",
          notes: { payment_id: PAYMENT_ID },
        },
      },
    },
    created_at: now(),
  });

  it("accepts a webhook signed with the webhook secret", async () => {
    const signature = hmacHex(webhookSecret, captured);
    expect(
      await gateway().verifyWebhook(Buffer.from(captured), { "x-razorpay-signature": signature }),
    ).toEqual({
      gateway: "razorpay",
      gatewayRef: "order_1",
      paymentId: PAYMENT_ID,
      outcome: "paid",
      amountMinor: 149_900,
      currency: "INR",
      failureReason: null,
    });
  });

  it("refuses a tampered webhook body, a wrong secret, a missing signature", async () => {
    const signature = hmacHex(webhookSecret, captured);
    const tampered = Buffer.from(captured.replace("149900", "100"));
    expect(await gateway().inspectWebhook(tampered, { "x-razorpay-signature": signature })).toEqual({
      kind: "invalid",
    });
    expect(
      await gateway({ webhookSecret: "other" }).inspectWebhook(Buffer.from(captured), {
        "x-razorpay-signature": signature,
      }),
    ).toEqual({ kind: "invalid" });
    // The key secret signs returns, not webhooks.
    expect(
      await gateway().inspectWebhook(Buffer.from(captured), {
        "x-razorpay-signature": hmacHex(keySecret, captured),
      }),
    ).toEqual({ kind: "invalid" });
    expect(await gateway().inspectWebhook(Buffer.from(captured), {})).toEqual({ kind: "invalid" });
  });

  it("ignores genuine events that are not payment outcomes", async () => {
    const body = JSON.stringify({
      event: "refund.processed",
      payload: { refund: { entity: { id: "rfnd_1" } } },
    });
    expect(
      await gateway().inspectWebhook(Buffer.from(body), {
        "x-razorpay-signature": hmacHex(webhookSecret, body),
      }),
    ).toEqual({ kind: "ignored", event: "refund.processed" });
  });

  it("refuses a return whose signature is wrong without asking the API", async () => {
    const query = { razorpay_order_id: "order_1", razorpay_payment_id: "pay_1" };
    const wrong = hmacHex("other", "order_1|pay_1");
    expect(await gateway().verifyReturn({ ...query, razorpay_signature: wrong })).toBeNull();
    // Genuine signature, but for another payment than the one named.
    const forOther = hmacHex(keySecret, "order_1|pay_2");
    expect(await gateway().verifyReturn({ ...query, razorpay_signature: forOther })).toBeNull();
    // Genuine signature, but the order is not the one our launcher sent the buyer to.
    const genuine = hmacHex(keySecret, "order_1|pay_1");
    expect(
      await gateway().verifyReturn({ ...query, razorpay_signature: genuine, ref: "order_2" }),
    ).toBeNull();
    expect(await gateway().verifyReturn({})).toBeNull();
  });
});

describe("Stripe signatures", () => {
  const webhookSecret = "whsec_stripe_test";
  const gateway = (secret = webhookSecret) =>
    new StripeGateway({
      secretKey: "sk_test_x",
      webhookSecret: secret,
      apiUrl: new URL("http://127.0.0.1:9/"),
    });
  const completed = JSON.stringify({
    id: "evt_1",
    object: "event",
    type: "checkout.session.completed",
    data: {
      object: {
        id: "cs_test_1",
        object: "checkout.session",
        status: "complete",
        payment_status: "paid",
        amount_total: 4_500,
        currency: "sgd",
        client_reference_id: PAYMENT_ID,
        metadata: { payment_id: PAYMENT_ID },
        payment_intent: "pi_1",
      },
    },
  });
  const headerFor = (body: string, t = now(), secret = webhookSecret) => ({
    "stripe-signature": timestampedSignatureHeader(secret, body, t),
  });

  it("accepts a genuine event and reads the session", async () => {
    expect(await gateway().verifyWebhook(Buffer.from(completed), headerFor(completed))).toEqual({
      gateway: "stripe",
      gatewayRef: "cs_test_1",
      paymentId: PAYMENT_ID,
      outcome: "paid",
      amountMinor: 4_500,
      currency: "SGD",
      failureReason: null,
    });
  });

  it("refuses a tampered body, a wrong secret, a stale timestamp", async () => {
    const tampered = Buffer.from(completed.replace("4500", "45"));
    expect(await gateway().inspectWebhook(tampered, headerFor(completed))).toEqual({ kind: "invalid" });
    expect(await gateway("whsec_other").inspectWebhook(Buffer.from(completed), headerFor(completed))).toEqual(
      {
        kind: "invalid",
      },
    );
    expect(
      await gateway().inspectWebhook(Buffer.from(completed), headerFor(completed, now() - 5 * 60 - 1)),
    ).toEqual({ kind: "invalid" });
  });

  it("reads the other checkout events and ignores the rest", async () => {
    const as = (type: string, session: Record<string, unknown> = {}) => {
      const event = JSON.parse(completed) as { type: string; data: { object: Record<string, unknown> } };
      event.type = type;
      Object.assign(event.data.object, session);
      const body = JSON.stringify(event);
      return gateway().inspectWebhook(Buffer.from(body), headerFor(body));
    };
    expect(await as("checkout.session.completed", { payment_status: "unpaid" })).toMatchObject({
      status: { outcome: "pending" },
    });
    expect(await as("checkout.session.async_payment_succeeded")).toMatchObject({
      status: { outcome: "paid" },
    });
    expect(await as("checkout.session.async_payment_failed", { payment_status: "unpaid" })).toMatchObject({
      status: { outcome: "failed" },
    });
    expect(
      await as("checkout.session.expired", { status: "expired", payment_status: "unpaid" }),
    ).toMatchObject({ status: { outcome: "failed", failureReason: "expired" } });
    expect(await as("payment_intent.created")).toEqual({ kind: "ignored", event: "payment_intent.created" });
    // A session of something else than our checkout (no client_reference_id) is none of our business.
    expect(await as("checkout.session.completed", { client_reference_id: null })).toMatchObject({
      kind: "ignored",
    });
  });
});
