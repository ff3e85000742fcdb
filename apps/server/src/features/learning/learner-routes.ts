/**
 * The seeker's learning (the page uses the same service in-process): `GET /api/seeker/learning` (spec:
 * course activity, active bundles, active status) and `POST /api/seeker/learning/:courseId/skills`
 * (a finished course's skills onto the default profile, when the seeker asks).
 */
import { errorReplies, successEnvelope } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { createLearnerService } from "./learner.ts";

const errors = errorReplies(401, 403, 404, 409);
const status = z.enum(["enrolled", "in_progress", "completed"]);

export function registerLearnerRoutes(
  app: FastifyInstance,
  learner: ReturnType<typeof createLearnerService>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/seeker/learning",
    {
      schema: {
        tags: ["courses"],
        summary:
          "The seeker's courses and bundles with their progress (spec: course activity, active bundles, active status)",
        response: {
          200: successEnvelope(
            z.object({
              courses: z.array(
                z.object({
                  courseId: z.string(),
                  title: z.string(),
                  status,
                  percent: z.number(),
                  certificateUrl: z.string().nullable(),
                  completedAt: z.string().nullable(),
                  startUrl: z.string(),
                  skillsToAdd: z.array(z.string()),
                  certificateToAdd: z.boolean(),
                }),
              ),
              bundles: z.array(
                z.object({ bundleId: z.string(), title: z.string(), status, percent: z.number() }),
              ),
              providerAnswered: z.boolean(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({ success: true as const, data: await learner.view(requireUser(request)) }),
  );
  api.post(
    "/api/seeker/learning/:courseId/skills",
    {
      schema: {
        tags: ["courses"],
        summary: "Add a finished course's skills and certificate to the seeker's default profile",
        params: z.object({ courseId: z.string().max(100) }),
        response: {
          200: successEnvelope(z.object({ added: z.array(z.string()), certificate: z.boolean() })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await learner.addSkills(requireUser(request), request.params.courseId),
    }),
  );
}
