/** `GET /api/seeker/subscriptions`: the seeker's services (spec: subscriptions, fetch seeker services). */
import { errorEnvelopeSchema, seekerServiceSchema, successEnvelope } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { SubscriptionService } from "./service.ts";

export function registerSubscriptionRoutes(app: FastifyInstance, subscriptions: SubscriptionService): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/seeker/subscriptions",
    {
      schema: {
        tags: ["career services"],
        summary: "Every career service the seeker has bought: running periods first, then the rest",
        response: {
          200: successEnvelope(z.array(seekerServiceSchema)),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await subscriptions.list(requireUser(request)),
    }),
  );
}
