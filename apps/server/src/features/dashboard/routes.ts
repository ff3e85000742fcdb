/**
 * Spec §7's "dashboard" call: GET /api/seeker/dashboard (seekers only, by route group), the same data
 * the /seeker/dashboard page renders, for the site of the request.
 */

import { type DashboardContract, dashboardSchema, errorReplies, successEnvelope } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/authorization.ts";

export function registerDashboardRoutes(app: FastifyInstance, dashboard: DashboardContract): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/seeker/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        summary:
          "Dashboard: profile score, profile views (7/30 days), application and saved-job counts, latest applications, recommended jobs, recent searches, unread notifications",
        response: { 200: successEnvelope(dashboardSchema), ...errorReplies(401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.load(requireUser(request), request.site.id),
    }),
  );
}
