/**
 * The seeker-card calls of spec §7 under /api/seeker/cards: get all, get one, skip, remind later,
 * confirm, the per-card updates, abandonment, engagement and field-level tracking, and the mobile OTP
 * re-verification. Seekers only (route group), CSRF by the global hook, writes and tracking
 * rate-limited per seeker. Every reply carries X-Rule-Applied and X-Rule-Version; calls carry them back
 * (and X-Source: popup from the dialog), and the events record what was sent.
 */

import {
  type CardsReply,
  cardEngagementBodySchema,
  cardEntryParamsSchema,
  cardFieldBodySchema,
  cardListReplySchema,
  cardParamsSchema,
  cardRecordedSchema,
  cardReplySchema,
  cardSkillBodySchema,
  cardSkillParamsSchema,
  cardsReplySchema,
  cardUpdateBodySchema,
  errorReplies,
  mobileCodeSentSchema,
  successEnvelope,
} from "@portal/contracts";
import {
  type CardId,
  type CardView,
  ENGAGEMENT_RULES_VERSION,
  POPUP_SOURCE,
  RULE_APPLIED_HEADER,
  RULE_VERSION_HEADER,
  SOURCE_HEADER,
} from "@portal/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { RateLimitRule } from "../../plugins/rate-limit.ts";
import type { CardCallMeta, EngagementCardsService } from "./service.ts";

export const CARD_WRITE_LIMIT: RateLimitRule = {
  name: "card-writes-user-15m",
  limit: 300,
  windowSeconds: 15 * 60,
};
/** Tracking is cheap to send in a loop and worthless in bulk; a person opens a few cards an hour. */
export const CARD_TRACKING_LIMIT: RateLimitRule = {
  name: "card-tracking-user-15m",
  limit: 120,
  windowSeconds: 15 * 60,
};

const errors = errorReplies(400, 401, 403, 404, 409, 422, 429);

const listReply = successEnvelope(cardListReplySchema);
const cardReply = successEnvelope(cardReplySchema);
const answerReply = successEnvelope(cardsReplySchema);
const emptyReply = successEnvelope(cardRecordedSchema);
const sentReply = successEnvelope(mobileCodeSentSchema);

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  return typeof value === "string" ? value.slice(0, 100) : null;
}

function callMeta(request: FastifyRequest): CardCallMeta {
  return {
    source: header(request, SOURCE_HEADER) === POPUP_SOURCE ? "popup" : "api",
    ruleApplied: header(request, RULE_APPLIED_HEADER),
    ruleVersion: header(request, RULE_VERSION_HEADER),
    request: request.requestMeta,
  };
}

function ruleHeaders(reply: FastifyReply, cards: readonly CardView[]): void {
  reply.header(RULE_VERSION_HEADER, ENGAGEMENT_RULES_VERSION);
  const rules = cards.map((card) => card.ruleApplied).filter((rule): rule is string => rule !== null);
  reply.header(RULE_APPLIED_HEADER, rules.length > 0 ? rules.join(",") : "none");
}

function answer(reply: FastifyReply, result: CardsReply) {
  // The rule applied to the answered card as it was asked; after the answer it may be due no more.
  ruleHeaders(reply, result.card.ruleApplied ? [result.card] : result.cards.slice(0, 1));
  return { success: true as const, data: result };
}

/** The update calls of spec §7, each a path of its own, for the card it updates. */
const UPDATE_ROUTES: ReadonlyArray<readonly ["POST" | "PUT", string, CardId]> = [
  ["POST", "location", "preferred-location"],
  ["POST", "current-location", "current-location"],
  ["POST", "work-authorization", "work-authorization"],
  ["POST", "education", "education"],
  ["POST", "experience", "experience"],
  ["POST", "designation", "designation"],
  ["PUT", "skills", "skills"],
  ["PUT", "current-salary", "current-salary"],
  ["POST", "notice-period", "notice-period"],
  ["POST", "profile-import", "profile-import"],
  ["POST", "mobile-otp/reverify", "mobile-otp"],
];

export function registerEngagementCardRoutes(fastify: FastifyInstance, cards: EngagementCardsService): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const bySeeker = (request: FastifyRequest) => request.user?.id ?? request.ip;
  const write = { rateLimits: [{ rule: CARD_WRITE_LIMIT, subject: bySeeker }] };
  const tracking = { rateLimits: [{ rule: CARD_TRACKING_LIMIT, subject: bySeeker }] };
  const tags = ["seeker cards"];

  app.get(
    "/api/seeker/cards",
    { schema: { tags, summary: "Get all due cards", response: { 200: listReply, ...errors } } },
    async (request, reply) => {
      const list = await cards.list(requireUser(request).id);
      ruleHeaders(reply, list);
      return { success: true as const, data: { cards: list } };
    },
  );

  app.get(
    "/api/seeker/cards/:cardId",
    {
      schema: {
        tags,
        summary: "Get one card",
        params: cardParamsSchema,
        response: { 200: cardReply, ...errors },
      },
    },
    async (request, reply) => {
      const card = await cards.get(requireUser(request).id, request.params.cardId);
      ruleHeaders(reply, [card]);
      return { success: true as const, data: { card } };
    },
  );

  const answers = [
    ["confirm", "Confirm a card's value ('Yes, this is correct')", cards.confirm],
    ["skip", "Skip a card", cards.skip],
    ["remind-later", "Remind me later", cards.remindLater],
  ] as const;
  for (const [path, summary, act] of answers) {
    app.post(
      `/api/seeker/cards/:cardId/${path}`,
      {
        schema: { tags, summary, params: cardParamsSchema, response: { 200: answerReply, ...errors } },
        config: write,
      },
      async (request, reply) =>
        answer(reply, await act(requireUser(request).id, request.params.cardId, callMeta(request))),
    );
  }

  for (const [method, path, cardId] of UPDATE_ROUTES) {
    app.route({
      method,
      url: `/api/seeker/cards/${path}`,
      schema: {
        tags,
        summary: `Update the ${cardId} card`,
        body: cardUpdateBodySchema,
        response: { 200: answerReply, ...errors },
      },
      config: write,
      handler: async (request, reply) =>
        answer(
          reply,
          await cards.update(
            requireUser(request).id,
            cardId,
            request.body as Record<string, unknown>,
            callMeta(request),
          ),
        ),
    });
  }

  for (const [path, cardId] of [
    ["education", "education"],
    ["designation", "designation"],
  ] as const) {
    app.put(
      `/api/seeker/cards/${path}/:entryId`,
      {
        schema: {
          tags,
          summary: `Update an entry of the ${cardId} card`,
          params: cardEntryParamsSchema,
          body: cardUpdateBodySchema,
          response: { 200: answerReply, ...errors },
        },
        config: write,
      },
      async (request, reply) =>
        answer(
          reply,
          await cards.update(
            requireUser(request).id,
            cardId,
            { ...request.body, entryId: request.params.entryId },
            callMeta(request),
          ),
        ),
    );
  }

  app.post(
    "/api/seeker/cards/skills",
    {
      schema: {
        tags,
        summary: "Add a skill",
        body: cardSkillBodySchema,
        response: { 200: answerReply, ...errors },
      },
      config: write,
    },
    async (request, reply) =>
      answer(
        reply,
        await cards.update(requireUser(request).id, "skills", { add: request.body.name }, callMeta(request)),
      ),
  );

  app.delete(
    "/api/seeker/cards/skills/:name",
    {
      schema: {
        tags,
        summary: "Delete a skill",
        params: cardSkillParamsSchema,
        response: { 200: answerReply, ...errors },
      },
      config: write,
    },
    async (request, reply) =>
      answer(
        reply,
        await cards.update(
          requireUser(request).id,
          "skills",
          { remove: request.params.name },
          callMeta(request),
        ),
      ),
  );

  app.post(
    "/api/seeker/cards/mobile-otp",
    {
      schema: {
        tags,
        summary: "Send the mobile re-verification code",
        response: { 200: sentReply, ...errors },
      },
    },
    async (request, reply) => {
      ruleHeaders(reply, []);
      return {
        success: true as const,
        data: await cards.sendMobileCode(requireUser(request).id, callMeta(request)),
      };
    },
  );

  app.put(
    "/api/seeker/cards/:cardId/abandonment",
    {
      schema: {
        tags,
        summary: "Record that a card was closed without an answer",
        params: cardParamsSchema,
        response: { 200: emptyReply, ...errors },
      },
      config: tracking,
    },
    async (request, reply) => {
      await cards.abandon(requireUser(request).id, request.params.cardId, callMeta(request));
      ruleHeaders(reply, []);
      return { success: true as const, data: {} };
    },
  );

  app.post(
    "/api/seeker/cards/tracking/engagement",
    {
      schema: {
        tags,
        summary: "Engagement tracking: a card shown or opened",
        body: cardEngagementBodySchema,
        response: { 200: emptyReply, ...errors },
      },
      config: tracking,
    },
    async (request, reply) => {
      await cards.track(requireUser(request).id, request.body.cardId, request.body.event, callMeta(request));
      ruleHeaders(reply, []);
      return { success: true as const, data: {} };
    },
  );

  app.post(
    "/api/seeker/cards/tracking/field",
    {
      schema: {
        tags,
        summary: "Field-level tracking: one field of a card's form changed",
        body: cardFieldBodySchema,
        response: { 200: emptyReply, ...errors },
      },
      config: tracking,
    },
    async (request, reply) => {
      await cards.trackField(
        requireUser(request).id,
        request.body.cardId,
        request.body.field,
        callMeta(request),
      );
      ruleHeaders(reply, []);
      return { success: true as const, data: {} };
    },
  );
}
