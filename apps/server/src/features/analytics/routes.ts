/**
 * The analytics endpoint (spec: event publish, bug events) and staff's daily counts. A batch is at most
 * ANALYTICS_BATCH_MAX events and a few kilobytes; batches are limited per visitor and per address.
 */
import {
  type AnalyticsContract,
  analyticsBatchSchema,
  analyticsDaySchema,
  errorReplies,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

/** A page sends a batch every few seconds at most; an office or a carrier's address carries many people. */
const BATCHES_PER_VISITOR = { name: "analytics-visitor-1m", limit: 60, windowSeconds: 60 };
const BATCHES_PER_ADDRESS = { name: "analytics-ip-1m", limit: 3000, windowSeconds: 60 };

export function registerAnalyticsRoutes(app: FastifyInstance, analytics: AnalyticsContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/events",
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ["analytics"],
        summary:
          "Record a page's events (banner, logo and store-link clicks, page views, searches, applies, bugs)",
        body: analyticsBatchSchema,
        response: {
          200: successEnvelope(z.object({ recorded: z.number() })),
          ...errorReplies(400, 413, 429),
        },
      },
      config: {
        rateLimits: [
          { rule: BATCHES_PER_VISITOR, subject: (request) => `${request.knownVisitorId() ?? request.ip}` },
          { rule: BATCHES_PER_ADDRESS },
        ],
      },
    },
    async (request) => {
      await analytics.record(request.body, {
        siteId: request.site.id,
        visitorId: request.visitorId(),
        user: request.user ? { id: request.user.id } : null,
      });
      return { success: true as const, data: { recorded: request.body.events.length } };
    },
  );
  api.get(
    "/api/staff/analytics",
    {
      schema: {
        tags: ["staff"],
        summary: "The site's daily event counts by name and source (content area)",
        querystring: z.object({ days: z.coerce.number().int().min(1).max(90).default(14) }),
        response: {
          200: successEnvelope(z.object({ days: z.array(analyticsDaySchema) })),
          ...errorReplies(401, 403),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { days: await analytics.daily(requireUser(request), request.site.id, request.query.days) },
    }),
  );
}
