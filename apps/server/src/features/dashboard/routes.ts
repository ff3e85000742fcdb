/**
 * Spec §7's "dashboard" call: GET /api/seeker/dashboard (seekers only, by route group), the same data
 * the /seeker/dashboard page renders, for the site of the request.
 */

import type { DashboardContract } from "@portal/contracts";
import {
  APPLICATION_STATUSES,
  errorEnvelopeSchema,
  jobSummarySchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

const statusCounts = z.object({
  applied: z.number(),
  viewed: z.number(),
  shortlisted: z.number(),
  rejected: z.number(),
  withdrawn: z.number(),
  total: z.number(),
});

export const dashboardSchema = z.object({
  profile: z
    .object({
      profileId: z.string(),
      score: z.object({
        score: z.number(),
        suggestions: z.array(z.object({ action: z.string(), points: z.number() })),
      }),
    })
    .nullable(),
  profileViews: z.object({ days7: z.number(), days30: z.number() }).nullable(),
  applicationCounts: statusCounts.nullable(),
  savedJobs: z.number().nullable(),
  applications: z
    .array(
      z.object({
        applicationId: z.string(),
        jobId: z.number(),
        status: z.enum(APPLICATION_STATUSES),
        appliedAt: z.string(),
        updatedAt: z.string(),
        job: z
          .object({
            id: z.number(),
            slug: z.string(),
            title: z.string(),
            companyName: z.string(),
            isExpired: z.boolean(),
          })
          .nullable(),
      }),
    )
    .nullable(),
  recommended: z.discriminatedUnion("status", [
    z.object({
      status: z.literal("ok"),
      jobs: z.array(jobSummarySchema.extend({ reasons: z.array(z.unknown()) })),
      total: z.number(),
      basedOn: z.enum(["profile", "empty-profile"]),
    }),
    z.object({ status: z.literal("unavailable") }),
  ]),
  recentSearches: z
    .array(z.object({ search: z.string(), query: z.string(), location: z.string(), searchedAt: z.string() }))
    .nullable(),
  unreadNotifications: z.number().nullable(),
});

export function registerDashboardRoutes(app: FastifyInstance, dashboard: DashboardContract): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/seeker/dashboard",
    {
      schema: {
        tags: ["dashboard"],
        summary:
          "Dashboard: profile score, profile views (7/30 days), application and saved-job counts, latest applications, recommended jobs, recent searches, unread notifications",
        response: {
          200: successEnvelope(dashboardSchema),
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.load(requireUser(request), request.site.id),
    }),
  );
}
