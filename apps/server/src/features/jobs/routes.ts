/** JSON API for one job listing: thin transport over the job service (searching is features/search). */

import {
  AppError,
  errorEnvelopeSchema,
  type JobsContract,
  jobDetailSchema,
  jobIdSchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

export function registerJobRoutes(app: FastifyInstance, jobs: JobsContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "One job of the request's site, including expired ones",
        params: z.object({ id: jobIdSchema }),
        response: {
          200: successEnvelope(jobDetailSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const job = await jobs.getJob(request.site.id, request.params.id);
      if (!job) throw new AppError("NOT_FOUND", "jobNotFound");
      return { success: true as const, data: job };
    },
  );
}
