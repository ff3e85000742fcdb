/** The poll over the API (spec: poll with vote, poll feedback and results), and staff's poll calls. */
import {
  errorReplies,
  type PollsContract,
  pollReplySchema,
  pollVoteReplySchema,
  staffPollSchema,
  successEnvelope,
} from "@portal/contracts";
import { isSiteId } from "@portal/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

const errors = errorReplies(400, 401, 403, 404, 429);
/** Voting makes the visitor id if need be; reading the poll only uses one the browser has. */
const voterOf = (request: FastifyRequest, isVoting: boolean) => ({
  userId: request.user?.role === "seeker" ? request.user.id : null,
  visitorId: isVoting ? request.visitorId() : (request.knownVisitorId() ?? ""),
  ip: request.ip,
});

export function registerPollRoutes(app: FastifyInstance, polls: PollsContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/polls/current",
    {
      schema: {
        tags: ["engagement"],
        summary: "The site's open poll in the request's language; its results once this visitor has voted",
        response: { 200: successEnvelope(pollReplySchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { poll: await polls.current(request.site.id, request.language, voterOf(request, false)) },
    }),
  );
  api.post(
    "/api/polls/:id/votes",
    {
      schema: {
        tags: ["engagement"],
        summary:
          "Vote (option: the choice's position) with optional feedback; once per visitor, then the results",
        params: z.object({ id: z.string().max(40) }),
        body: z.object({
          option: z.union([z.number(), z.string().max(3)]).optional(),
          feedback: z.string().max(2000).optional(),
        }),
        response: { 200: successEnvelope(pollVoteReplySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await polls.vote(
        request.site.id,
        request.language,
        request.params.id,
        voterOf(request, true),
        request.body,
      ),
    }),
  );
  api.get(
    "/api/staff/polls",
    {
      schema: {
        tags: ["staff"],
        summary: "A site's polls with votes and feedback (content area)",
        querystring: z.object({ site: z.string().max(20).optional() }),
        response: { 200: successEnvelope(z.object({ polls: z.array(staffPollSchema) })), ...errors },
      },
    },
    async (request) => {
      const site = request.query.site;
      const siteId = site && isSiteId(site) ? site : request.site.id;
      return { success: true as const, data: { polls: await polls.staffList(requireUser(request), siteId) } };
    },
  );
  api.post(
    "/api/staff/polls",
    {
      schema: {
        tags: ["staff"],
        summary:
          "Open the site's poll (closing the open one): question.<lang>, option<n>.<lang> for en, hi and ar",
        body: z.record(z.string().max(40), z.string().max(400)),
        response: { 200: successEnvelope(staffPollSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await polls.create(requireUser(request), request.site.id, request.body),
    }),
  );
  api.post(
    "/api/staff/polls/:id/close",
    {
      schema: {
        tags: ["staff"],
        summary: "Close a poll",
        params: z.object({ id: z.string().max(40) }),
        response: { 200: successEnvelope(z.object({})), ...errors },
      },
    },
    async (request) => {
      await polls.close(requireUser(request), request.params.id);
      return { success: true as const, data: {} };
    },
  );
}
