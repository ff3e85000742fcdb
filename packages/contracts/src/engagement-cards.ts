/**
 * Engagement cards as the seeker-card calls answer them (`/api/seeker/cards…`) and as pages ask for
 * them (the `engagementCards` service of the load context; implemented in
 * apps/server/src/features/engagement-cards). Refusals are thrown as AppError. Forms go in as posted,
 * with the rule headers' values as hidden fields.
 */
import { CARD_IDS, type CardId, type CardView, DUE_REASONS, TRACKABLE_CARD_EVENTS } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";
import {
  educationValueSchema,
  employmentValueSchema,
  experienceValueSchema,
  salaryValueSchema,
  workAuthorizationValueSchema,
} from "./profiles.ts";
import type { Expect, SameType } from "./type-checks.ts";

/**
 * What a card shows for review (@portal/domain's CardValues): each card's value has keys no other has,
 * so exactly one of these describes it; null where the profile has nothing yet.
 */
export const cardValueSchema = z.union([
  z.object({ hasProfile: z.boolean() }),
  z.object({ mobile: z.object({ diallingCode: z.string(), number: z.string() }).nullable() }),
  salaryValueSchema,
  employmentValueSchema,
  experienceValueSchema,
  z.object({ currentLocation: z.string().nullable() }),
  z.object({ preferredLocations: z.array(z.string()) }),
  z.object({ skills: z.array(z.string()) }),
  workAuthorizationValueSchema,
  educationValueSchema,
  z.null(),
]);

export const cardViewSchema = z.object({
  cardId: z.enum(CARD_IDS),
  /** Null when the card is not due now (asked for by name after it was answered). */
  reason: z.enum(DUE_REASONS).nullable(),
  ruleApplied: z.string().nullable(),
  ruleVersion: z.string(),
  profileId: z.string().nullable(),
  value: cardValueSchema,
  /** When the value was last saved or confirmed (ISO), if ever. */
  refreshedAt: z.string().nullable(),
  ageLimitMonths: z.number().nullable(),
});

// biome-ignore lint/correctness/noUnusedVariables: a check the compiler makes; nothing uses it.
type ReplyDescribesDomain = Expect<SameType<z.infer<typeof cardViewSchema>, CardView>>;

/** What every answer (confirm, skip, remind later, an update) answers: the card acted on and the cards still due. */
export const cardsReplySchema = z.object({ card: cardViewSchema, cards: z.array(cardViewSchema) });
export type CardsReply = z.infer<typeof cardsReplySchema>;

export const cardListReplySchema = z.object({ cards: z.array(cardViewSchema) });
export const cardReplySchema = z.object({ card: cardViewSchema });
/** The mobile card's code was sent (to a masked number). */
export const mobileCodeSentSchema = z.object({ sentTo: z.string() });
export type MobileCodeSent = z.infer<typeof mobileCodeSentSchema>;
/** Tracking and abandonment answer nothing but success. */
export const cardRecordedSchema = z.object({});

// What the card calls accept.

export const cardParamsSchema = z.object({ cardId: z.enum(CARD_IDS, { error: "cardNotFound" }) });
export const cardEntryParamsSchema = z.object({ entryId: z.string().max(40) });
export const cardSkillParamsSchema = z.object({ name: z.string().max(60) });
/**
 * A card's update: the card's fields as `cardBodyFromForm` (@portal/domain) writes them. Checked by the
 * field groups' own schemas in the service, after merging with the profile, so the card's messages are
 * the profile's.
 */
export const cardUpdateBodySchema = z.record(z.string(), z.unknown());
export const cardSkillBodySchema = z.object({ name: z.string().max(60) });
export const cardEngagementBodySchema = z.object({
  cardId: z.enum(CARD_IDS),
  event: z.enum(TRACKABLE_CARD_EVENTS),
});
export const cardFieldBodySchema = z.object({ cardId: z.enum(CARD_IDS), field: z.string().max(40) });

export type CardFormInput = Readonly<Record<string, string | readonly string[] | undefined>>;

export type CardAnswerIntent = "confirm" | "skip" | "remind-later";

/** Pages that show the card slot (spec §2 page keys). */
export type CardSlotPage = "profilepage" | "dashboard";

/**
 * Every call throws FORBIDDEN for an account that is not a seeker's. Refusals of the seeker's input
 * keep their field problems (VALIDATION; problems of fields the card does not show become general
 * ones); anything else that goes wrong saving a card is UNPROCESSABLE `engagementUpdateFailed`, the
 * spec's "OOps! …" message.
 */
export interface EngagementCardsContract {
  /** The due cards for a page's slot; the first is recorded as shown. */
  slot(user: AccountUser, page: CardSlotPage): Promise<CardView[]>;
  /** One card for its own page (the dialog without JavaScript); recorded as opened. */
  card(user: AccountUser, cardId: CardId): Promise<CardView>;
  /**
   * Confirm, skip or remind later. Confirming throws CONFLICT `nothingToConfirm` when the card's value
   * is missing or the card has nothing to confirm (profile import, mobile code).
   */
  answer(
    user: AccountUser,
    cardId: CardId,
    intent: CardAnswerIntent,
    form: CardFormInput,
  ): Promise<CardsReply>;
  /**
   * Saves the card's new value. Throws NOT_FOUND `cardNotFound` for an entry or skill the profile does
   * not have, RATE_LIMITED, and the mobile card the accounts feature's refusals of a code.
   */
  update(user: AccountUser, cardId: CardId, form: CardFormInput, meta: RequestMeta): Promise<CardsReply>;
  /** Sends the mobile card's code; throws the accounts feature's refusals (RATE_LIMITED…). */
  sendMobileCode(user: AccountUser, meta: RequestMeta): Promise<MobileCodeSent>;
  /** The card's page was left through its close button without an answer. */
  abandon(user: AccountUser, cardId: CardId, form: CardFormInput): Promise<void>;
}
