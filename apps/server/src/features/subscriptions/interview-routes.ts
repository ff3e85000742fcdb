/**
 * Mock interviews over HTTP (the pages use the same service in-process): the seeker's
 * `GET /api/services/:id/interviews` and booking, moves, cancellations and calendar files under
 * `/api/interviews/:interviewId`; the interviewer's `GET /api/staff/interviews`, slots and feedback.
 */
import {
  errorReplies,
  interviewScheduleSchema,
  interviewWorkspaceSchema,
  mockInterviewSchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { InterviewService } from "./interviews.ts";

const errors = errorReplies(400, 401, 403, 404, 409, 429);
const serviceParams = z.object({ id: z.string().max(40) });
const interviewParams = z.object({ interviewId: z.string().max(40) });
const done = successEnvelope(z.object({ done: z.literal(true) }));
const text = z.string().max(4000).optional();

export function registerInterviewRoutes(app: FastifyInstance, interviews: InterviewService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["career services"];

  api.get(
    "/api/services/:id/interviews",
    {
      schema: {
        tags,
        summary:
          "The seeker's mock interviews: sessions, bookings, times that can be booked (site time zone)",
        params: serviceParams,
        response: { 200: successEnvelope(interviewWorkspaceSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.workspace(requireUser(request), request.params.id),
    }),
  );

  api.post(
    "/api/services/:id/interviews",
    {
      schema: {
        tags,
        summary: "Book a time for one of the plan's mock interviews",
        params: serviceParams,
        body: z.object({ slotId: z.string().max(40), focus: text }),
        response: { 200: successEnvelope(mockInterviewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.book(requireUser(request), request.params.id, request.body),
    }),
  );

  api.post(
    "/api/interviews/:interviewId/move",
    {
      schema: {
        tags,
        summary: "Move a booking to another time (until the cutoff, a limited number of times)",
        params: interviewParams,
        body: z.object({ slotId: z.string().max(40) }),
        response: { 200: successEnvelope(mockInterviewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.reschedule(
        requireUser(request),
        request.params.interviewId,
        request.body.slotId,
      ),
    }),
  );

  api.post(
    "/api/interviews/:interviewId/cancel",
    {
      schema: {
        tags,
        summary: "Cancel a booking: the seeker until the cutoff, its interviewer before it starts",
        params: interviewParams,
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await interviews.cancel(requireUser(request), request.params.interviewId);
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.get(
    "/api/interviews/:interviewId/calendar.ics",
    { schema: { tags, summary: "The booking as an iCalendar file", params: interviewParams } },
    async (request, reply) => {
      const file = await interviews.calendar(requireUser(request), request.params.interviewId);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .header("vary", "Cookie")
        .send(file.body);
    },
  );

  api.post(
    "/api/interviews/:interviewId/feedback",
    {
      schema: {
        tags: ["staff"],
        summary:
          "The interviewer's feedback once the interview has started (or that the seeker did not come)",
        params: interviewParams,
        body: z.object({
          outcome: z.string().max(20),
          rating: z.union([z.string().max(2), z.number()]).optional(),
          strengths: text,
          improvements: text,
        }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      const { rating, ...rest } = request.body;
      await interviews.giveFeedback(requireUser(request), request.params.interviewId, {
        ...rest,
        ...(rating === undefined ? {} : { rating: String(rating) }),
      });
      return { success: true as const, data: { done: true as const } };
    },
  );

  api.post(
    "/api/staff/interviews/:interviewId/interviewer",
    {
      schema: {
        tags: ["staff"],
        summary: "Hand a booking to another interviewer at the same time (fulfilment area; audited)",
        params: interviewParams,
        body: z.object({ interviewerId: z.string().max(40) }),
        response: { 200: successEnvelope(mockInterviewSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await interviews.reassign(
        requireUser(request),
        request.params.interviewId,
        request.body.interviewerId,
      ),
    }),
  );

  api.get(
    "/api/staff/interviews",
    {
      schema: {
        tags: ["staff"],
        summary:
          "The interviewer's slots and bookings (every interviewer's for fulfilment staff), feedback to write",
        response: { 200: successEnvelope(interviewScheduleSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await interviews.schedule(requireUser(request)) }),
  );

  api.post(
    "/api/staff/interviews/slots",
    {
      schema: {
        tags: ["staff"],
        summary: "Offer a time on a site (date and time in the site's time zone), repeated weekly if asked",
        body: z.object({
          siteId: z.string().max(20),
          date: z.string().max(10),
          time: z.string().max(5),
          meetingUrl: z.string().max(300),
          repeatWeeks: z.union([z.string().max(2), z.number()]).optional(),
        }),
        response: { 200: successEnvelope(z.object({ added: z.number().int() })), ...errors },
      },
    },
    async (request) => {
      const { siteId, repeatWeeks, ...rest } = request.body;
      return {
        success: true as const,
        data: await interviews.addSlots(requireUser(request), siteId, {
          ...rest,
          repeatWeeks: String(repeatWeeks ?? 0),
        }),
      };
    },
  );

  api.delete(
    "/api/staff/interviews/slots/:slotId",
    {
      schema: {
        tags: ["staff"],
        summary: "Remove a time nobody booked",
        params: z.object({ slotId: z.string().max(40) }),
        response: { 200: done, ...errors },
      },
    },
    async (request) => {
      await interviews.removeSlot(requireUser(request), request.params.slotId);
      return { success: true as const, data: { done: true as const } };
    },
  );
}
