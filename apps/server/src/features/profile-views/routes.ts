/**
 * Profile view calls: the seeker's "profile stats" (spec §7) and the recruiter's look at a seeker, which
 * is recorded as a view. Access by route group: /api/seeker/… seekers, /api/employer/… recruiters.
 */

import {
  AppError,
  errorReplies,
  profileStatsSchema,
  seekerForRecruiterSchema,
  successEnvelope,
} from "@portal/contracts";
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

const errors = errorReplies(401, 403, 404, 429);

export function registerProfileViewRoutes(app: FastifyInstance, views: ProfileViewsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/seeker/profile-stats",
    {
      schema: {
        tags: ["profile views"],
        summary:
          "Profile stats: views and search appearances in the last 7/30/90 days and per day, the companies that looked, and before and during a Featured Profile",
        response: { 200: successEnvelope(profileStatsSchema), ...errors },
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
          200: successEnvelope(z.object({ seeker: seekerForRecruiterSchema })),
          ...errorReplies(400),
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
