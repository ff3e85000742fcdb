/** `GET /api/staff/audit-log`: every staff action, newest first (any staff account; `area` narrows it). */
import {
  errorEnvelopeSchema,
  type StaffConsoleContract,
  staffAuditPageSchema,
  successEnvelope,
} from "@portal/contracts";
import { STAFF_AREAS } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

export function registerStaffRoutes(app: FastifyInstance, staffConsole: StaffConsoleContract): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/staff/audit-log",
    {
      schema: {
        tags: ["staff"],
        summary: "The audit log of staff actions: who did what, to what, and when",
        querystring: z.object({
          area: z.enum(STAFF_AREAS).optional(),
          page: z.coerce.number().int().min(1).max(1000).optional(),
        }),
        response: {
          200: successEnvelope(staffAuditPageSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await staffConsole.auditLog(requireUser(request), {
        area: request.query.area ?? null,
        ...(request.query.page ? { page: request.query.page } : {}),
      }),
    }),
  );
}
