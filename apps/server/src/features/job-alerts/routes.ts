/**
 * The job-alert calls as JSON routes under /api/job-alerts (the spec's free alert, list, replace and
 * success screens). A seeker acts with their session; a guest with the manage token of their address
 * (`?manage=`, from any alert e-mail). Every change is CSRF-protected by the global hook and rate-limited;
 * creating is limited per IP and, for guests, confirmation e-mails per address (nobody can flood another
 * person's mailbox). The one exception to CSRF is RFC 8058's one-click unsubscribe, which mail providers
 * post from their servers without cookies: its authority is the signed token in its address.
 */
import {
  AppError,
  confirmJobAlertBodySchema,
  createJobAlertBodySchema,
  errorReplies,
  type JobAlertOwner,
  type JobAlertsContract,
  jobAlertConfirmedSchema,
  jobAlertCreatedSchema,
  jobAlertDoneSchema,
  jobAlertListSchema,
  jobAlertReplySchema,
  manageTokenQuerySchema,
  successEnvelope,
  unsubscribeQuerySchema,
  updateJobAlertBodySchema,
} from "@portal/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RateLimitRule } from "../../plugins/rate-limit.ts";

const errors = errorReplies(400, 401, 403, 404, 422, 429);
const tags = ["job alerts"];
const idParams = z.object({ id: z.string().uuid() });

/** One-click unsubscribes from one address: generous (a provider's server posts many), still bounded. */
const UNSUBSCRIBE_PER_IP: RateLimitRule = {
  name: "job-alerts-unsubscribe-ip-15m",
  limit: 600,
  windowSeconds: 900,
};
/** Confirmations and manage-token lookups from one address: a person clicks a few links. */
const LINKS_PER_IP: RateLimitRule = { name: "job-alerts-links-ip-15m", limit: 120, windowSeconds: 900 };

function seekerOf(request: FastifyRequest) {
  return request.user?.role === "seeker" ? request.user : null;
}

/** The session's seeker, or the manage token's address; neither is 401. */
function ownerOf(request: FastifyRequest, manage: string | undefined): JobAlertOwner {
  const user = seekerOf(request);
  if (user) return { user };
  if (manage) return { manageToken: manage };
  throw new AppError("UNAUTHENTICATED", "unauthenticated");
}

export function registerJobAlertRoutes(fastify: FastifyInstance, alerts: JobAlertsContract): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const byIp = (rule: RateLimitRule) => ({
    rateLimits: [{ rule, subject: (request: FastifyRequest) => request.ip }],
  });

  app.post(
    "/api/job-alerts",
    {
      schema: {
        tags,
        summary:
          "Free job alert: create an alert from a search (a seeker's goes to their address at once; a guest's after the e-mailed link)",
        body: createJobAlertBodySchema,
        response: { 200: successEnvelope(jobAlertCreatedSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await alerts.create(seekerOf(request), request.body, request.requestMeta),
    }),
  );

  app.post(
    "/api/job-alerts/confirm",
    {
      config: byIp(LINKS_PER_IP),
      schema: {
        tags,
        summary: "Job alert success: confirm a guest's alert with the token of the e-mailed link",
        body: confirmJobAlertBodySchema,
        response: { 200: successEnvelope(jobAlertConfirmedSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await alerts.confirm(request.body.token) }),
  );

  app.get(
    "/api/job-alerts",
    {
      config: byIp(LINKS_PER_IP),
      schema: {
        tags,
        summary: "Job alert list: the seeker's alerts on this site, or those of the manage token's address",
        querystring: manageTokenQuerySchema,
        response: { 200: successEnvelope(jobAlertListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await alerts.list(ownerOf(request, request.query.manage), request.site.id),
    }),
  );

  app.patch(
    "/api/job-alerts/:id",
    {
      schema: {
        tags,
        summary: "Change an alert's search or frequency, or pause and resume it",
        params: idParams,
        querystring: manageTokenQuerySchema,
        body: updateJobAlertBodySchema,
        response: { 200: successEnvelope(jobAlertReplySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        alert: await alerts.update(ownerOf(request, request.query.manage), request.params.id, request.body),
      },
    }),
  );

  app.delete(
    "/api/job-alerts/:id",
    {
      schema: {
        tags,
        summary: "Job alert replace: delete an alert (to make room for another)",
        params: idParams,
        querystring: manageTokenQuerySchema,
        response: { 200: successEnvelope(jobAlertDoneSchema), ...errors },
      },
    },
    async (request) => {
      await alerts.remove(ownerOf(request, request.query.manage), request.params.id);
      return { success: true as const, data: {} };
    },
  );

  // RFC 8058: the mail client posts "List-Unsubscribe=One-Click" (form-encoded) to the address of the
  // List-Unsubscribe header; the token in the address says which alert. This scope alone reads such bodies.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/job-alerts/unsubscribe",
      {
        config: { ...byIp(UNSUBSCRIBE_PER_IP), isSignedLinkAction: true },
        schema: {
          tags,
          summary: "One-click unsubscribe (RFC 8058) from the List-Unsubscribe header of an alert e-mail",
          querystring: unsubscribeQuerySchema,
          response: { 200: successEnvelope(jobAlertReplySchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { alert: await alerts.unsubscribe(request.query.token) },
      }),
    );
  });
}
