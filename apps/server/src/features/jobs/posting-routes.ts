/** JSON API of recruiters' own jobs under /api/employer/jobs: list, one, preview, post, edit, close, reopen, repost. */

import {
  employerJobListSchema,
  employerJobSchema,
  errorEnvelopeSchema,
  type JobPostingContract,
  jobDetailSchema,
  jobIdSchema,
  jobPostingBodySchema,
  postingResultSchema,
  successEnvelope,
} from "@portal/contracts";
import { JOB_STATUSES } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

const jobParams = z.object({ jobId: jobIdSchema });
const publishQuery = z.object({
  /** "true" publishes (open, or review when the rules hold it); otherwise the job is kept as a draft. */
  publish: z.enum(["true", "false"]).default("false"),
});

export function registerJobPostingRoutes(app: FastifyInstance, posting: JobPostingContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
  };
  const result = { 200: successEnvelope(postingResultSchema), ...errors };

  api.get(
    "/api/employer/jobs",
    {
      schema: {
        tags: ["job posting"],
        summary: "A page of the caller's company's jobs, newest change first, of one status or all",
        querystring: z.object({
          status: z.enum(JOB_STATUSES).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
        }),
        response: { 200: successEnvelope(employerJobListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await posting.list(requireUser(request), request.query),
    }),
  );

  api.post(
    "/api/employer/jobs",
    {
      schema: {
        tags: ["job posting"],
        summary:
          "Post a job on the request's site: a draft, or published with ?publish=true (send a postingKey UUID to make retries safe)",
        querystring: publishQuery,
        body: jobPostingBodySchema,
        response: result,
      },
    },
    async (request) => ({
      success: true as const,
      data: await posting.create(requireUser(request), request.site.id, request.body, {
        publish: request.query.publish === "true",
        meta: request.requestMeta,
      }),
    }),
  );

  api.post(
    "/api/employer/jobs/preview",
    {
      schema: {
        tags: ["job posting"],
        summary: "The job page a posting would make, checked but not stored",
        body: jobPostingBodySchema,
        response: { 200: successEnvelope(jobDetailSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await posting.preview(requireUser(request), request.site.id, request.body),
    }),
  );

  api.get(
    "/api/employer/jobs/:jobId",
    {
      schema: {
        tags: ["job posting"],
        summary: "One of the company's jobs as its recruiters edit it",
        params: jobParams,
        response: { 200: successEnvelope(employerJobSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await posting.get(requireUser(request), request.params.jobId),
    }),
  );

  api.put(
    "/api/employer/jobs/:jobId",
    {
      schema: {
        tags: ["job posting"],
        summary: "Change a job (every field); a changed open job is checked by the review rules again",
        params: jobParams,
        querystring: publishQuery,
        body: jobPostingBodySchema,
        response: result,
      },
    },
    async (request) => ({
      success: true as const,
      data: await posting.update(requireUser(request), request.params.jobId, request.body, {
        publish: request.query.publish === "true",
      }),
    }),
  );

  api.delete(
    "/api/employer/jobs/:jobId",
    {
      schema: {
        tags: ["job posting"],
        summary: "Discard a draft (published jobs are closed instead)",
        params: jobParams,
        response: { 200: successEnvelope(z.object({ done: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await posting.discardDraft(requireUser(request), request.params.jobId);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.post(
    "/api/employer/jobs/:jobId/close",
    {
      schema: {
        tags: ["job posting"],
        summary: "Close a job: it leaves search at once and its page shows the expired notice",
        params: jobParams,
        response: result,
      },
    },
    async (request) => ({
      success: true as const,
      data: await posting.close(requireUser(request), request.params.jobId),
    }),
  );

  api.post(
    "/api/employer/jobs/:jobId/reopen",
    {
      schema: {
        tags: ["job posting"],
        summary: "Open a closed or expired job again, until expiresOn (YYYY-MM-DD) or 30 days from today",
        params: jobParams,
        body: z.object({ expiresOn: z.string().max(10).optional() }).optional(),
        response: result,
      },
    },
    async (request) => ({
      success: true as const,
      data: await posting.reopen(requireUser(request), request.params.jobId, request.body?.expiresOn),
    }),
  );

  api.post(
    "/api/employer/jobs/:jobId/repost",
    {
      schema: {
        tags: ["job posting"],
        summary: "Post a copy of the job afresh today (a new page; the old one closes)",
        params: jobParams,
        response: result,
      },
    },
    async (request) => ({
      success: true as const,
      data: await posting.repost(requireUser(request), request.params.jobId),
    }),
  );
}
