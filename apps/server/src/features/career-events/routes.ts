/** Career events over the API (spec: career events, and publish), with staff's calls under /api/staff. */
import {
  AppError,
  type CareerEventsContract,
  careerEventSchema,
  errorReplies,
  staffCareerEventSchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

const errors = errorReplies(400, 401, 403, 404, 409, 429);
const idParams = z.object({ id: z.string().max(40) });

export function registerCareerEventRoutes(app: FastifyInstance, events: CareerEventsContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/career-events",
    {
      schema: {
        tags: ["content"],
        summary: "The site's upcoming job fairs and webinars, soonest first",
        response: { 200: successEnvelope(z.object({ events: z.array(careerEventSchema) })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { events: await events.upcoming(request.site.id, request.language, request.user, 50) },
    }),
  );
  api.get(
    "/api/career-events/:id",
    {
      schema: {
        tags: ["content"],
        summary: "One event",
        params: idParams,
        response: { 200: successEnvelope(careerEventSchema), ...errors },
      },
    },
    async (request) => {
      const event = await events.get(request.site.id, request.language, request.params.id, request.user);
      if (!event) throw new AppError("NOT_FOUND", "notFound");
      return { success: true as const, data: event };
    },
  );
  api.post(
    "/api/career-events/:id/registrations",
    {
      schema: {
        tags: ["content"],
        summary: "Register: a seeker with their account, anyone else with name and email; once per address",
        params: idParams,
        body: z.object({ name: z.string().max(200).optional(), email: z.string().max(300).optional() }),
        response: { 200: successEnvelope(z.object({ isNew: z.boolean() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.register(
        request.site.id,
        request.params.id,
        request.user,
        request.body,
        request.requestMeta,
      ),
    }),
  );
  api.get(
    "/api/career-events/:id/calendar.ics",
    {
      schema: {
        tags: ["content"],
        summary: "The event as a calendar file",
        params: idParams,
      },
    },
    async (request, reply) => {
      const file = await events.calendar(request.site.id, request.language, request.params.id);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
  api.get(
    "/api/staff/career-events",
    {
      schema: {
        tags: ["staff"],
        summary: "The site's events, drafts included (content area)",
        response: { 200: successEnvelope(z.object({ events: z.array(staffCareerEventSchema) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { events: await events.staffList(requireUser(request), request.site.id) },
    }),
  );
  api.post(
    "/api/staff/career-events",
    {
      schema: {
        tags: ["staff"],
        summary:
          "Write an event (id to edit one): kind, title.<lang>, description.<lang>, date, startTime, endTime, place",
        body: z.record(z.string().max(40), z.string().max(4000)),
        response: { 200: successEnvelope(staffCareerEventSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await events.save(requireUser(request), request.site.id, request.body.id || null, request.body),
    }),
  );
  api.post(
    "/api/staff/career-events/:id/publish",
    {
      schema: {
        tags: ["staff"],
        summary: "Publish (published=true) or withdraw an event (spec: career events publish)",
        params: idParams,
        body: z.object({ published: z.boolean() }),
        response: { 200: successEnvelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      await events.publish(requireUser(request), request.params.id, request.body.published);
      return { success: true as const, data: {} };
    },
  );
}
