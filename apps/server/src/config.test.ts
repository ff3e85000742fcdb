import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";
import { LIVE_PAYMENTS_ENV, RAZORPAY_ENV, STRIPE_ENV } from "./testing/live-payments-env.ts";

const RAZORPAY = RAZORPAY_ENV;
const STRIPE = STRIPE_ENV;
const LIVE_PAYMENTS = LIVE_PAYMENTS_ENV;

describe("loadConfig", () => {
  it("uses safe defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedJobs).toBe(50_000);
    expect(config.isHttps).toBe(false);
    expect(config.domainMap["sg.localhost"]?.siteId).toBe("singapore");
  });

  it.each([
    ["PORT", "eighty", "PORT"],
    ["PORT", "70000", "PORT"],
    ["DATABASE_URL", "mysql://x/y", "DATABASE_URL"],
    ["LOG_LEVEL", "loud", "LOG_LEVEL"],
    ["TRUST_PROXY", "maybe", "TRUST_PROXY"],
    ["SITE_DOMAINS", "{not json", "SITE_DOMAINS"],
    ["SITE_DOMAINS", '{"jobs.example":{"siteId":"mars","brandId":"jobnest"}}', "SITE_DOMAINS"],
  ])("refuses %s=%s and names the variable", (name, value, named) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(named));
  });

  it("reads a custom domain map and HTTPS public URL", () => {
    const config = loadConfig({
      SITE_DOMAINS: '{"jobs.example.sg":{"siteId":"singapore","brandId":"talentdock"}}',
      PUBLIC_URL: "https://jobs.example.sg",
      SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
      ...LIVE_PAYMENTS,
    });
    expect(config.domainMap).toEqual({ "jobs.example.sg": { siteId: "singapore", brandId: "talentdock" } });
    expect(config.isHttps).toBe(true);
  });
});

describe("loadConfig: payments", () => {
  it("uses the sandbox by default, with a secret of its own derived from the session secret", () => {
    const { payments } = loadConfig({});
    expect(payments.mode).toBe("sandbox");
    expect(payments.razorpay).toBeNull();
    expect(payments.stripe).toBeNull();
    expect(payments.sandbox.secret.length).toBeGreaterThanOrEqual(32);
    expect(payments.sandbox.secret).not.toBe(loadConfig({}).accounts.sessionSecret);
    expect(payments.sandbox.pendingSettlesAfterSeconds).toBeNull();
    expect(loadConfig({ DEMO_MODE: "true" }).payments.sandbox.pendingSettlesAfterSeconds).toBe(60);
  });

  it("refuses the sandbox at an address others reach", () => {
    const secret = { SESSION_SECRET: "a-production-secret-of-at-least-32-characters" };
    expect(() => loadConfig({ PUBLIC_URL: "https://jobs.example.in", ...secret })).toThrow(
      /PAYMENT_GATEWAY: the sandbox takes no money and is only allowed on a local address/,
    );
    for (const local of ["http://localhost:3000", "http://in.localhost:3000", "http://127.0.0.1:8080"])
      expect(loadConfig({ PUBLIC_URL: local }).payments.mode).toBe("sandbox");
    expect(
      loadConfig({ PUBLIC_URL: "https://jobs.example.in", ...secret, ...LIVE_PAYMENTS }).payments.mode,
    ).toBe("live");
  });

  it("refuses to go live without every key and webhook secret, naming each", () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: "live" })).toThrow(ConfigError);
    for (const name of [...Object.keys(RAZORPAY), ...Object.keys(STRIPE)]) {
      expect(() => loadConfig({ PAYMENT_GATEWAY: "live" })).toThrow(
        new RegExp(`${name}: is required when PAYMENT_GATEWAY=live`),
      );
      const missingOne = { PAYMENT_GATEWAY: "live", ...RAZORPAY, ...STRIPE, [name]: undefined };
      expect(() => loadConfig(missingOne)).toThrow(
        new RegExp(`${name}: is required when PAYMENT_GATEWAY=live`),
      );
    }
    expect(() => loadConfig({ PAYMENT_GATEWAY: "live", ...STRIPE })).toThrow(
      /the india site pays through Razorpay/,
    );
  });

  it("goes live with every key, and asks only for the gateways the routing uses", () => {
    const live = loadConfig({ PAYMENT_GATEWAY: "live", ...RAZORPAY, ...STRIPE });
    expect(live.payments.mode).toBe("live");
    expect(live.payments.razorpay?.apiUrl.href).toBe("https://api.razorpay.com/");
    expect(live.payments.stripe?.apiUrl.href).toBe("https://api.stripe.com/");
    // Everything through Stripe: the Razorpay keys are not needed.
    const stripeOnly = loadConfig({
      PAYMENT_GATEWAY: "live",
      PAYMENT_GATEWAY_BY_SITE: '{"india":"stripe"}',
      ...STRIPE,
    });
    expect(stripeOnly.payments.razorpay).toBeNull();
  });

  it("refuses keys of the wrong kind and gateway addresses without https", () => {
    for (const [name, value] of [
      ["RAZORPAY_KEY_ID", "pk_live_123"],
      ["STRIPE_SECRET_KEY", "pk_live_123"],
      ["STRIPE_WEBHOOK_SECRET", "sk_live_123"],
      ["STRIPE_API_URL", "http://api.stripe.example"],
      ["PAYMENT_GATEWAY", "paypal"],
      ["PAYMENT_GATEWAY_BY_CURRENCY", '{"inr":"razorpay"}'],
      ["PAYMENT_GATEWAY_BY_SITE", '{"mars":"stripe"}'],
      ["SANDBOX_GATEWAY_SECRET", "short"],
    ]) {
      expect(() => loadConfig({ [name as string]: value })).toThrow(new RegExp(name as string));
    }
    // Tests point the adapters at local fakes over plain http.
    expect(loadConfig({ STRIPE_API_URL: "http://127.0.0.1:4010" }).payments.mode).toBe("sandbox");
  });
});
