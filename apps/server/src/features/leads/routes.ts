/**
 * The callback form's call (spec: callback request; guests and seekers) and the internal-lead calls of
 * staff (spec: internal-lead form create, get, save), under the leads area.
 */
import { errorReplies, type LeadsContract, successEnvelope } from "@portal/contracts";
import { CALLBACK_TIMES, CALLBACK_TOPICS, LEAD_STATUSES } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

const leadSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  name: z.string(),
  diallingCode: z.string(),
  mobileNumber: z.string(),
  topic: z.enum(CALLBACK_TOPICS),
  preferredTime: z.enum(CALLBACK_TIMES),
  source: z.enum(["web", "staff"]),
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  handledBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
/** The form's fields as the page sends them; read by the phone rule in the service. */
const callbackBody = z.object({
  name: z.string().max(200).optional(),
  diallingCode: z.string().max(8).optional(),
  mobile: z.string().max(40).optional(),
  topic: z.string().max(40).optional(),
  time: z.string().max(40).optional(),
});
const errors = errorReplies(400, 401, 403, 404, 429);

export function registerLeadRoutes(app: FastifyInstance, leads: LeadsContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    "/api/callback-requests",
    {
      schema: {
        tags: ["leads"],
        summary: "Ask to be called back (spec: callback request): mobile number with its dialling code",
        body: callbackBody,
        response: { 200: successEnvelope(z.object({ id: z.string() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.requestCallback(
        request.user ?? null,
        request.site.id,
        request.body,
        request.requestMeta,
      ),
    }),
  );
  api.get(
    "/api/staff/leads",
    {
      schema: {
        tags: ["leads"],
        summary: "Staff: callback requests and internal leads, newest first",
        querystring: z.object({
          status: z.enum(LEAD_STATUSES).optional(),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: {
          200: successEnvelope(
            z.object({
              leads: z.array(leadSchema),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.list(requireUser(request), {
        status: request.query.status ?? null,
        page: request.query.page,
      }),
    }),
  );
  api.post(
    "/api/staff/leads",
    {
      schema: {
        tags: ["leads"],
        summary: "Staff: write down a lead (spec: internal-lead form create)",
        body: callbackBody,
        response: { 200: successEnvelope(leadSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.create(requireUser(request), request.site.id, request.body),
    }),
  );
  api.get(
    "/api/staff/leads/:id",
    {
      schema: {
        tags: ["leads"],
        summary: "Staff: one lead (spec: internal-lead form get)",
        params: z.object({ id: z.string().max(40) }),
        response: { 200: successEnvelope(leadSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.get(requireUser(request), request.params.id),
    }),
  );
  api.patch(
    "/api/staff/leads/:id",
    {
      schema: {
        tags: ["leads"],
        summary: "Staff: a lead's status and note (spec: internal-lead form save)",
        params: z.object({ id: z.string().max(40) }),
        body: z.object({ status: z.string().max(20).optional(), note: z.string().max(4000).optional() }),
        response: { 200: successEnvelope(leadSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await leads.save(requireUser(request), request.params.id, request.body),
    }),
  );
}
