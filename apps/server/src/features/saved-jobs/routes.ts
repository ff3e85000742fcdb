/**
 * The "save and unsave job" and "saved jobs" calls of spec §7 as JSON routes under /api/seeker/…
 * (seekers only, by route group; CSRF by the global hook; writes counted per seeker by the service).
 */

import { errorReplies, jobIdSchema, savedJobSchema, successEnvelope } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { MAX_MARKED_JOBS, type SavedJobsService } from "./service.ts";

const errors = errorReplies(400, 401, 403, 404, 422, 429);

const jobParams = z.object({ jobId: jobIdSchema });

export function registerSavedJobRoutes(app: FastifyInstance, savedJobs: SavedJobsService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/seeker/saved-jobs",
    {
      schema: {
        tags: ["saved jobs"],
        summary: "Saved jobs: the seeker's saved jobs on this site, newest first, expired ones marked",
        response: {
          200: successEnvelope(z.object({ savedJobs: z.array(savedJobSchema) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { savedJobs: await savedJobs.list(requireUser(request).id, request.site.id) },
    }),
  );

  api.get(
    "/api/seeker/saved-jobs/ids",
    {
      schema: {
        tags: ["saved jobs"],
        summary: "Which of these jobs (comma-separated ids) the seeker has saved",
        querystring: z.object({
          jobIds: z
            .string()
            .max(MAX_MARKED_JOBS * 17)
            .regex(/^\d{1,16}(,\d{1,16})*$/),
        }),
        response: { 200: successEnvelope(z.object({ jobIds: z.array(z.number()) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        jobIds: await savedJobs.savedJobIds(
          requireUser(request).id,
          request.query.jobIds.split(",").map(Number),
        ),
      },
    }),
  );

  api.put(
    "/api/seeker/saved-jobs/:jobId",
    {
      schema: {
        tags: ["saved jobs"],
        summary: "Save job (saving it again changes nothing)",
        params: jobParams,
        response: { 200: successEnvelope(z.object({ jobId: z.number(), isNew: z.boolean() })), ...errors },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      const { isNew } = await savedJobs.save(requireUser(request).id, request.site.id, jobId);
      return { success: true as const, data: { jobId, isNew } };
    },
  );

  api.delete(
    "/api/seeker/saved-jobs/:jobId",
    {
      schema: {
        tags: ["saved jobs"],
        summary: "Unsave job (a job the seeker has not saved is not found)",
        params: jobParams,
        response: { 200: successEnvelope(z.object({ jobId: z.number() })), ...errors },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      await savedJobs.unsave(requireUser(request).id, jobId);
      return { success: true as const, data: { jobId } };
    },
  );
}
