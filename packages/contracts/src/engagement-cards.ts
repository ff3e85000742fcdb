/**
 * What pages may ask the engagement cards feature (the `engagementCards` service of the load context).
 * Calls answer with results instead of throwing, so a card page can show problems beside the fields
 * and keep what was typed. Forms go in as posted, with the rule headers' values as hidden fields.
 */
import type { CardId, CardView, FieldProblem } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";

export type CardResult<T> = { ok: true; value: T } | { ok: false; status: number; problems: FieldProblem[] };

export type CardFormInput = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface CardAnswer {
  card: CardView;
  cards: CardView[];
}

export type CardAnswerIntent = "confirm" | "skip" | "remind-later";

/** Pages that show the card slot (spec §2 page keys). */
export type CardSlotPage = "profilepage" | "dashboard";

/** What the seeker-card calls answer: the card acted on and the cards still due. */
export interface CardsReply {
  card: CardView;
  cards: CardView[];
}

export interface EngagementCardsContract {
  /** The due cards for a page's slot; the first is recorded as shown. */
  slot(user: AccountUser, page: CardSlotPage): Promise<CardView[]>;
  /** One card for its own page (the dialog without JavaScript); recorded as opened. */
  card(user: AccountUser, cardId: CardId): Promise<CardView>;
  answer(
    user: AccountUser,
    cardId: CardId,
    intent: CardAnswerIntent,
    form: CardFormInput,
  ): Promise<CardResult<CardAnswer>>;
  update(
    user: AccountUser,
    cardId: CardId,
    form: CardFormInput,
    meta: RequestMeta,
  ): Promise<CardResult<CardAnswer>>;
  sendMobileCode(user: AccountUser, meta: RequestMeta): Promise<CardResult<{ sentTo: string }>>;
  /** The card's page was left through its close button without an answer. */
  abandon(user: AccountUser, cardId: CardId, form: CardFormInput): Promise<void>;
}
