/**
 * Spec §7's bell notification calls as JSON routes under /api/seeker/… (seekers only, by route group;
 * CSRF by the global hook; writes counted per seeker by the service, shared with the page's forms).
 */

import { bellListSchema, errorReplies, successEnvelope } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { BellService } from "./service.ts";

const errors = errorReplies(400, 401, 403, 404, 429);

export function registerBellRoutes(app: FastifyInstance, bell: BellService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/seeker/notifications",
    {
      schema: {
        tags: ["notifications"],
        summary: "Bell notifications: the seeker's notifications, newest first, with the unread count",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
        response: {
          200: successEnvelope(bellListSchema),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await bell.list(requireUser(request).id, request.query.page),
    }),
  );

  api.get(
    "/api/seeker/notifications/unread-count",
    {
      schema: {
        tags: ["notifications"],
        summary: "How many bell notifications are unread (counted up to 100)",
        response: { 200: successEnvelope(z.object({ unread: z.number() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { unread: await bell.unreadCount(requireUser(request).id) },
    }),
  );

  api.post(
    "/api/seeker/notifications/:id/read",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark one bell notification read (another seeker's is not found)",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: { 200: successEnvelope(z.object({ id: z.number() })), ...errors },
      },
    },
    async (request) => {
      await bell.markRead(requireUser(request).id, request.params.id);
      return { success: true as const, data: { id: request.params.id } };
    },
  );

  api.post(
    "/api/seeker/notifications/read-all",
    {
      schema: {
        tags: ["notifications"],
        summary: "Mark every bell notification of the seeker read",
        response: { 200: successEnvelope(z.object({ marked: z.number() })), ...errors },
      },
    },
    async (request) => {
      return { success: true as const, data: await bell.markAllRead(requireUser(request).id) };
    },
  );
}
