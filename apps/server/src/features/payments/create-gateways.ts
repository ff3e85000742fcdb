/**
 * The gateways this portal runs with, from its configuration (decision 043). In sandbox mode only the
 * sandbox: anyone may "pay" on its page, so it never exists beside live gateways. In live mode Razorpay
 * and Stripe, each when configured (configuration refuses to start without the keys of a gateway some
 * site's payments go to). A payment started under another mode finds no gateway: `get` is undefined.
 */
import { createHmac } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import type { AppConfig } from "../../config.ts";
import type { GatewayId, PaymentGateway } from "./gateway.ts";
import { RazorpayGateway } from "./razorpay.ts";
import { SandboxGateway } from "./sandbox.ts";
import { StripeGateway } from "./stripe.ts";

export interface PaymentGatewayDependencies {
  /** The sandbox keeps its books in PostgreSQL (sandbox_payments), so every web process shares them. */
  pool: pg.Pool;
  log?: Pick<FastifyBaseLogger, "warn" | "info">;
}

export function createPaymentGateways(
  config: Pick<AppConfig, "payments" | "domainMap" | "accounts">,
  dependencies: PaymentGatewayDependencies,
): Map<GatewayId, PaymentGateway> {
  const { payments } = config;
  const gateways = new Map<GatewayId, PaymentGateway>();
  if (payments.mode === "sandbox") {
    gateways.set(
      "sandbox",
      new SandboxGateway({
        pool: dependencies.pool,
        secret: payments.sandbox.secret,
        pendingSettlesAfterSeconds: payments.sandbox.pendingSettlesAfterSeconds,
        domainMap: config.domainMap,
        log: dependencies.log,
      }),
    );
    return gateways;
  }
  if (payments.razorpay) {
    gateways.set(
      "razorpay",
      new RazorpayGateway({
        config: payments.razorpay,
        // Our launcher page's addresses: signed with a key of their own, derived from the session secret.
        launcherSecret: createHmac("sha256", config.accounts.sessionSecret)
          .update("razorpay-launcher")
          .digest("base64url"),
        domainMap: config.domainMap,
      }),
    );
  }
  if (payments.stripe) gateways.set("stripe", new StripeGateway(payments.stripe));
  return gateways;
}
