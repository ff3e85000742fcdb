/** Feedback over the API: the seeker's form and list, staff's list and reply. */
import {
  errorReplies,
  type FeedbackContract,
  feedbackItemSchema,
  staffFeedbackItemSchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

const errors = errorReplies(400, 401, 403, 404, 409, 429);

export function registerFeedbackRoutes(app: FastifyInstance, feedback: FeedbackContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/seeker/feedback",
    {
      schema: {
        tags: ["feedback"],
        summary: "Send feedback: a category and the seeker's words (five a day)",
        body: z.object({ category: z.string().max(40).optional(), text: z.string().max(4000).optional() }),
        response: { 200: successEnvelope(feedbackItemSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await feedback.submit(requireUser(request), request.body, request.requestMeta),
    }),
  );
  api.get(
    "/api/seeker/feedback",
    {
      schema: {
        tags: ["feedback"],
        summary: "The seeker's feedback with staff's replies, newest first",
        response: { 200: successEnvelope(z.object({ feedback: z.array(feedbackItemSchema) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { feedback: await feedback.mine(requireUser(request)) },
    }),
  );
  api.get(
    "/api/staff/feedback",
    {
      schema: {
        tags: ["staff"],
        summary: "Seekers' feedback (open=true: waiting for a reply) for staff of the support area",
        querystring: z.object({ open: z.enum(["true", "false"]).optional() }),
        response: {
          200: successEnvelope(z.object({ feedback: z.array(staffFeedbackItemSchema) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        feedback: await feedback.staffList(requireUser(request), { open: request.query.open !== "false" }),
      },
    }),
  );
  api.post(
    "/api/staff/feedback/:id/reply",
    {
      schema: {
        tags: ["staff"],
        summary: "Reply once: kept, e-mailed to the seeker in their language, audited",
        params: z.object({ id: z.string().max(40) }),
        body: z.object({ reply: z.string().max(4000) }),
        response: { 200: successEnvelope(staffFeedbackItemSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await feedback.reply(requireUser(request), request.params.id, request.body.reply),
    }),
  );
}
