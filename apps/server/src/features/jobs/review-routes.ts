/** JSON API of the review queue (/api/staff/…, staff only) and of "Report this job" (anyone, rate-limited). */

import {
  errorEnvelopeSchema,
  type JobReviewContract,
  jobIdSchema,
  jobReportBodySchema,
  reviewQueueSchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { REJECTION_REASON_MAX } from "./review.ts";

const jobParams = z.object({ jobId: jobIdSchema });
const done = successEnvelope(z.object({ done: z.literal(true) }));

export function registerJobReviewRoutes(app: FastifyInstance, review: JobReviewContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
  };

  api.get(
    "/api/staff/review-queue",
    {
      schema: {
        tags: ["job review"],
        summary: "Jobs waiting for staff, oldest first: held by the review rules, or reported by seekers",
        response: { 200: successEnvelope(reviewQueueSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: { jobs: await review.queue(requireUser(request)) } }),
  );

  api.post(
    "/api/staff/jobs/:jobId/approve",
    {
      schema: {
        tags: ["job review"],
        summary: "Approve a job in the queue: it opens (as posted now) and its reports are closed",
        params: jobParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await review.approve(requireUser(request), request.params.jobId);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.post(
    "/api/staff/jobs/:jobId/reject",
    {
      schema: {
        tags: ["job review"],
        summary: "Reject a job in the queue with a reason its recruiter sees",
        params: jobParams,
        body: z.object({
          reason: z
            .string()
            .max(REJECTION_REASON_MAX * 2)
            .optional(),
        }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await review.reject(requireUser(request), request.params.jobId, request.body.reason);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.post(
    "/api/jobs/:jobId/report",
    {
      schema: {
        tags: ["job review"],
        summary: "Report a live job (fake, asks for money, wrong information, offensive); once per reporter",
        params: jobParams,
        body: jobReportBodySchema,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await review.report(
        request.user ?? null,
        request.requestMeta,
        request.site.id,
        request.params.jobId,
        request.body,
      );
      return { success: true as const, data: { done: true as const } };
    },
  );
}
