/**
 * Profile view calls: the seeker's "profile stats" (spec §7) and the recruiter's look at a seeker, which
 * is recorded as a view. Access by route group: /api/seeker/… seekers, /api/employer/… recruiters.
 */

import { AppError, errorEnvelopeSchema, successEnvelope } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { RateLimitRule } from "../../plugins/rate-limit.ts";
import type { ProfileViewsService } from "./service.ts";

/** A recruiter reads profiles one by one; this stops scraping every seeker through the API. */
export const SEEKER_PROFILE_READ_LIMIT: RateLimitRule = {
  name: "seeker-profile-read",
  limit: 300,
  windowSeconds: 3600,
};

const statsSchema = z.object({
  counts: z.object({ days7: z.number(), days30: z.number(), days90: z.number() }),
  daily: z.array(z.object({ date: z.string(), views: z.number() })),
  companies: z.array(
    z.object({ companyName: z.string().nullable(), views: z.number(), lastViewedAt: z.string() }),
  ),
});

const seekerSchema = z.object({
  id: z.string(),
  name: z.string(),
  experienceType: z.enum(["fresher", "professional"]).nullable(),
  currentCity: z.string().nullable(),
  preferredLocations: z.array(z.string()),
  siteId: z.string(),
  avatar: z.object({ url: z.string(), version: z.string(), updatedAt: z.string() }).nullable(),
  profile: z
    .object({
      name: z.string(),
      experience: z.object({ isFresher: z.boolean(), years: z.number(), months: z.number() }).nullable(),
      currentLocation: z.string().nullable(),
      preferredLocations: z.array(z.string()),
      employments: z.array(
        z.object({
          designation: z.string(),
          company: z.string(),
          startDate: z.string(),
          endDate: z.string().nullable(),
          isCurrent: z.boolean(),
        }),
      ),
      educations: z.array(
        z.object({
          course: z.string(),
          specialization: z.string(),
          institute: z.string(),
          passingYear: z.number(),
        }),
      ),
      skills: z.array(z.string()),
    })
    .nullable(),
});

const errors = {
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

export function registerProfileViewRoutes(app: FastifyInstance, views: ProfileViewsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/seeker/profile-stats",
    {
      schema: {
        tags: ["profile views"],
        summary: "Profile stats: views in the last 7/30/90 days, per day, and the companies that looked",
        response: { 200: successEnvelope(statsSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await views.stats(requireUser(request)) }),
  );

  api.get(
    "/api/employer/seekers/:seekerId",
    {
      config: {
        rateLimits: [
          { rule: SEEKER_PROFILE_READ_LIMIT, subject: (request) => request.user?.id ?? request.ip },
        ],
      },
      schema: {
        tags: ["profile views"],
        summary: "A seeker's profile for a recruiter; counts as a profile view",
        params: z.object({ seekerId: z.uuid() }),
        response: {
          200: successEnvelope(z.object({ seeker: seekerSchema })),
          400: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const seeker = await views.openSeekerProfile(requireUser(request), request.params.seekerId);
      if (!seeker) throw new AppError("NOT_FOUND", "profileNotFound");
      return { success: true as const, data: { seeker } };
    },
  );
}
