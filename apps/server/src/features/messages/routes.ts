/** JSON API of messages: /api/seeker/messages… (seekers), /api/employer/messages… (recruiters). */
import {
  conversationListSchema,
  conversationSchema,
  errorEnvelopeSchema,
  MESSAGE_REPORT_REASONS,
  type MessagesContract,
  messageReviewSchema,
  messageSchema,
  successEnvelope,
  unreadMessagesSchema,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

export function registerMessageRoutes(app: FastifyInstance, messages: MessagesContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const errors = {
    400: errorEnvelopeSchema,
    401: errorEnvelopeSchema,
    403: errorEnvelopeSchema,
    404: errorEnvelopeSchema,
    409: errorEnvelopeSchema,
    429: errorEnvelopeSchema,
  };
  const conversationParams = z.object({ conversationId: z.string().max(40) });
  const listQuery = z.object({
    page: z.coerce.number().int().min(1).max(10_000).optional(),
    archived: z.enum(["true", "false"]).optional(),
  });
  const ok = { 200: successEnvelope(z.object({})), ...errors };

  for (const side of ["seeker", "employer"] as const) {
    const base = `/api/${side}/messages`;
    api.get(
      base,
      {
        schema: {
          tags: ["messages"],
          summary: "The caller's conversations, unread first, then the newest",
          querystring: listQuery,
          response: { 200: successEnvelope(conversationListSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await messages.list(requireUser(request), {
          page: request.query.page,
          archived: request.query.archived === "true",
        }),
      }),
    );
    api.get(
      `${base}/unread`,
      {
        schema: {
          tags: ["messages"],
          summary: "Unread messages and conversations with any (spec: unread message and chat counts)",
          response: { 200: successEnvelope(unreadMessagesSchema), ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await messages.unread(requireUser(request)) }),
    );
    api.get(
      `${base}/:conversationId`,
      {
        schema: {
          tags: ["messages"],
          summary: "One conversation with its messages; marks the other side's messages read",
          params: conversationParams,
          response: { 200: successEnvelope(conversationSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await messages.open(requireUser(request), request.params.conversationId),
      }),
    );
    api.post(
      `${base}/:conversationId`,
      {
        schema: {
          tags: ["messages"],
          summary: "Write in a conversation",
          params: conversationParams,
          body: z.object({ body: z.string().max(4000) }),
          response: { 200: successEnvelope(messageSchema), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await messages.send(requireUser(request), request.params.conversationId, request.body.body),
      }),
    );
  }

  api.post(
    "/api/employer/messages",
    {
      schema: {
        tags: ["messages"],
        summary:
          "Write to a seeker about one of the company's jobs (an applicant, or a candidate the company may find)",
        body: z.object({ seekerId: z.string().max(40), jobId: z.number().int(), body: z.string().max(4000) }),
        response: { 200: successEnvelope(z.object({ conversationId: z.string() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await messages.start(requireUser(request), request.body, request.requestMeta),
    }),
  );

  api.get(
    "/api/staff/messages",
    {
      schema: {
        tags: ["messages"],
        summary: "Messages held by the scam rules (oldest first) and reported conversations (newest first)",
        response: { 200: successEnvelope(messageReviewSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await messages.review(requireUser(request)) }),
  );

  for (const decision of ["release", "refuse"] as const) {
    api.post(
      `/api/staff/messages/:messageId/${decision}`,
      {
        schema: {
          tags: ["messages"],
          summary:
            decision === "release"
              ? "A held message reaches the seeker"
              : "A held message is refused: the seeker never sees it",
          params: z.object({ messageId: z.coerce.number().int().positive() }),
          response: ok,
        },
      },
      async (request) => {
        await messages.decideHeld(requireUser(request), request.params.messageId, decision === "release");
        return { success: true as const, data: {} };
      },
    );
  }

  for (const [action, summary] of [
    ["archive", "Archive the conversation (archived=false brings it back)"],
    ["block", "Block the conversation: nothing more is sent either way"],
    ["report", "Report the conversation to staff (and block it)"],
  ] as const) {
    api.post(
      `/api/seeker/messages/:conversationId/${action}`,
      {
        schema: {
          tags: ["messages"],
          summary,
          params: conversationParams,
          body: z.object({
            archived: z.boolean().optional(),
            reason: z.enum(MESSAGE_REPORT_REASONS).optional(),
          }),
          response: ok,
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { conversationId } = request.params;
        if (action === "archive") await messages.archive(user, conversationId, request.body.archived ?? true);
        else if (action === "block") await messages.block(user, conversationId);
        else await messages.report(user, conversationId, request.body.reason);
        return { success: true as const, data: {} };
      },
    );
  }
}
