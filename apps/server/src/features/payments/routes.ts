/**
 * The addresses gateways and browsers reach (decision 043). None is behind a session or the CSRF check:
 * the authority of each is a gateway's signature, a gateway's API, or our own signed address.
 *
 * - GET|POST /api/payments/return/:gateway: the browser back from a gateway (Razorpay posts a form,
 *   the others redirect). A verified status goes to the storefront's `onStatus`, then 303 to the order
 *   page it names; anything unverified is a 303 to the orders list with nothing changed.
 * - POST /api/payments/webhooks/:gateway: the raw body (at most 64 KB) is kept for the signature; 200
 *   for a status applied or a genuine event of no interest, 400 for a bad signature.
 * - GET|POST /sandbox-gateway/pay: the sandbox's hosted page and its choice (sandbox mode only).
 * - GET /payments/razorpay/checkout: the launcher into Razorpay's hosted checkout (when configured).
 */
import { AppError, errorEnvelopeSchema, successEnvelope } from "@portal/contracts";
import { isLanguage, withLanguage } from "@portal/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RateLimitRule, RouteRateLimit } from "../../plugins/rate-limit.ts";
import {
  canInspectWebhooks,
  type GatewayId,
  type PaymentGateway,
  type PaymentStatus,
  type WebhookVerdict,
} from "./gateway.ts";
import { RAZORPAY_LAUNCHER_PATH, RazorpayGateway } from "./razorpay.ts";
import { SANDBOX_PAGE_PATH, SandboxGateway } from "./sandbox.ts";

export interface PaymentRoutesOptions {
  gateways: ReadonlyMap<GatewayId, PaymentGateway>;
  /**
   * The storefront applies a verified status (exactly once, whatever order and however often statuses
   * arrive) and names the order page to show, or null when the payment is not one of its own.
   */
  onStatus: (status: PaymentStatus) => Promise<{ orderPath: string } | null>;
}

/** Where a buyer lands when a return cannot be verified or names no order. */
export const ORDERS_PATH = "/seeker/orders";
export const WEBHOOK_BODY_LIMIT = 64 * 1024;
const FORM_BODY_LIMIT = 16 * 1024;

// Pages and returns are per person: generous for a buyer, tight for a script. Webhooks are not counted:
// their signature is cheaper to check than a counter is to keep, and a gateway retries what we refuse.
const PAGE_VIEWS: RateLimitRule = { name: "payment-pages", limit: 60, windowSeconds: 60 };
const SANDBOX_CHOICES: RateLimitRule = { name: "sandbox-choices", limit: 20, windowSeconds: 60 };
const RETURNS: RateLimitRule = { name: "payment-returns", limit: 30, windowSeconds: 60 };
const byIp = (rule: RateLimitRule): { rateLimits: RouteRateLimit[] } => ({ rateLimits: [{ rule }] });

const gatewayParams = z.object({ gateway: z.enum(["sandbox", "razorpay", "stripe"]) });
const anyQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const formBody = z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional();
const tags = ["payments"];

/** One text per name (the first of repeated ones), query and form together; the form wins. */
function flatten(...sources: Array<Record<string, string | string[]> | undefined>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const source of sources) {
    for (const [name, value] of Object.entries(source ?? {})) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === "string") flat[name] = text;
    }
  }
  return flat;
}

/** A path of this site only: never another host ("//evil.example", "/\\evil.example", "https://…"). */
function isLocalPath(path: unknown): path is string {
  return typeof path === "string" && /^\/(?![/\\])/.test(path) && !/[\r\n]/.test(path);
}

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header("cache-control", "no-store").header("x-robots-tag", "noindex");
}

function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return noStore(reply).status(status).type("text/html; charset=utf-8").send(html);
}

/** This reply's Content-Security-Policy with `origin` allowed as a form's target (the launcher's post). */
function allowFormTarget(reply: FastifyReply, origin: string): void {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  const sources = /\.razorpay\.com$/.test(new URL(origin).hostname)
    ? `${origin} https://*.razorpay.com`
    : origin;
  reply.header("content-security-policy", policy.replace(/form-action ([^;]*)/, `form-action $1 ${sources}`));
}

export function registerPaymentRoutes(app: FastifyInstance, options: PaymentRoutesOptions): void {
  const { gateways, onStatus } = options;

  const ordersPath = (request: FastifyRequest) =>
    withLanguage(ORDERS_PATH, isLanguage(request.language) ? request.language : "en");

  async function handleReturn(
    request: FastifyRequest,
    reply: FastifyReply,
    gatewayId: GatewayId,
    parameters: Record<string, string>,
  ): Promise<FastifyReply> {
    const fallback = ordersPath(request);
    noStore(reply);
    const gateway = gateways.get(gatewayId);
    if (!gateway) return reply.redirect(fallback, 303);
    let status: PaymentStatus | null = null;
    try {
      status = await gateway.verifyReturn(parameters);
    } catch (error) {
      // The gateway's API did not answer: the webhook or reconciliation will bring the status.
      request.log.warn({ err: error, gateway: gatewayId }, "payment return could not be verified now");
    }
    if (!status) {
      request.log.info({ gateway: gatewayId }, "payment return not verified: nothing changed");
      return reply.redirect(fallback, 303);
    }
    try {
      const shown = await onStatus(status);
      return reply.redirect(isLocalPath(shown?.orderPath) ? shown.orderPath : fallback, 303);
    } catch (error) {
      // The buyer still gets a page; the status comes again by webhook or reconciliation.
      request.log.error(
        { err: error, gateway: gatewayId, ref: status.gatewayRef },
        "payment status from a return not applied",
      );
      return reply.redirect(fallback, 303);
    }
  }

  // Returns: Razorpay posts a form (application/x-www-form-urlencoded), the others redirect with a query.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => {
        const form: Record<string, string> = {};
        for (const [name, value] of new URLSearchParams(String(body))) form[name] ??= value;
        done(null, form);
      },
    );
    const api = scope.withTypeProvider<ZodTypeProvider>();
    const returnSchema = {
      tags,
      summary: "The browser back from a payment gateway: verified, applied, then 303 to the order page",
      params: gatewayParams,
      querystring: anyQuery,
      // A 303 without a body; refusals (400, 429) come from the error handler.
    };
    api.get(
      "/api/payments/return/:gateway",
      { config: { access: "public", ...byIp(RETURNS) }, schema: returnSchema },
      (request, reply) => handleReturn(request, reply, request.params.gateway, flatten(request.query)),
    );
    api.post(
      "/api/payments/return/:gateway",
      {
        // Razorpay's checkout posts here from its own origin: the gateway's signature, not a session, is the authority.
        config: { access: "public", isSignedLinkAction: true, ...byIp(RETURNS) },
        schema: { ...returnSchema, body: formBody },
      },
      (request, reply) =>
        handleReturn(request, reply, request.params.gateway, flatten(request.query, request.body)),
    );

    api.post(
      SANDBOX_PAGE_PATH,
      {
        // The signed payload in the form is the authority; there is no session to forge.
        config: { access: "public", isSignedLinkAction: true, ...byIp(SANDBOX_CHOICES) },
        schema: {
          tags,
          summary: "Sandbox gateway: the buyer's choice (paid, failed, pending) on the hosted page",
          body: z.object({
            p: z.string().max(8192),
            sig: z.string().max(200),
            outcome: z.string().max(20),
          }),
        },
      },
      async (request, reply) => {
        const sandbox = gateways.get("sandbox");
        if (!(sandbox instanceof SandboxGateway)) throw new AppError("NOT_FOUND", "notFound");
        const next = await sandbox.choose(request.body.p, request.body.sig, request.body.outcome);
        if (!next) throw new AppError("NOT_FOUND", "notFound");
        if ("html" in next) return sendPage(reply, next.status, next.html);
        return noStore(reply).redirect(next.redirectUrl, 303);
      },
    );
  });

  // Webhooks: the raw bytes, whatever the content type, for the signature.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/payments/webhooks/:gateway",
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        // Gateways post from their servers: their signature is the authority.
        config: { access: "public", isSignedLinkAction: true },
        schema: {
          tags,
          summary: "A payment gateway's webhook: 200 when applied or of no interest, 400 on a bad signature",
          params: gatewayParams,
          response: {
            200: successEnvelope(z.object({})),
            400: errorEnvelopeSchema,
            404: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const gatewayId = request.params.gateway;
        const gateway = gateways.get(gatewayId);
        if (!gateway) throw new AppError("NOT_FOUND", "notFound");
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let verdict: WebhookVerdict;
        if (canInspectWebhooks(gateway)) verdict = await gateway.inspectWebhook(rawBody, request.headers);
        else {
          const status = await gateway.verifyWebhook(rawBody, request.headers);
          verdict = status ? { kind: "status", status } : { kind: "invalid" };
        }
        if (verdict.kind === "invalid") {
          request.log.warn({ gateway: gatewayId }, "payment webhook with a bad signature refused");
          throw new AppError("VALIDATION", "validationFailed");
        }
        if (verdict.kind === "status") {
          // An error here is a 500: the gateway sends the webhook again later.
          await onStatus(verdict.status);
        } else {
          request.log.info({ gateway: gatewayId, event: verdict.event }, "payment webhook ignored");
        }
        return { success: true as const, data: {} };
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    SANDBOX_PAGE_PATH,
    {
      config: { access: "public", ...byIp(PAGE_VIEWS) },
      schema: {
        tags,
        summary: "Sandbox gateway: the hosted payment page (HTML) of a signed address",
        querystring: z.object({ p: z.string().max(8192), sig: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const sandbox = gateways.get("sandbox");
      if (!(sandbox instanceof SandboxGateway)) throw new AppError("NOT_FOUND", "notFound");
      const page = sandbox.renderPage(request.query.p, request.query.sig);
      if (!page) throw new AppError("NOT_FOUND", "notFound");
      return sendPage(reply, page.status, page.html);
    },
  );

  api.get(
    RAZORPAY_LAUNCHER_PATH,
    {
      config: { access: "public", ...byIp(PAGE_VIEWS) },
      schema: {
        tags,
        summary: "Razorpay: the page that takes the browser to Razorpay's hosted checkout (HTML)",
        querystring: z.object({ p: z.string().max(8192) }),
      },
    },
    async (request, reply) => {
      const razorpay = gateways.get("razorpay");
      if (!(razorpay instanceof RazorpayGateway)) throw new AppError("NOT_FOUND", "notFound");
      const html = razorpay.renderLauncher(request.query.p, reply.scriptNonce ?? "");
      if (!html) throw new AppError("NOT_FOUND", "notFound");
      allowFormTarget(reply, razorpay.checkoutOrigin);
      return sendPage(reply, 200, html);
    },
  );
}
