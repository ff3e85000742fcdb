/**
 * The engagement cards service as pages see it (EngagementCardsContract): posted forms read with the
 * domain's card form reader, the rule headers' values taken from hidden fields, refusals turned into
 * results carrying field problems.
 */

import type { CardFormInput, CardResult, EngagementCardsContract, RequestMeta } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import { type CardId, cardBodyFromForm } from "@portal/domain";
import type { CardCallMeta, EngagementCardsService } from "./service.ts";

function firstOf(value: string | readonly string[] | undefined): string {
  return typeof value === "string" ? value : (value?.[0] ?? "");
}

async function attempt<T>(work: () => Promise<T>): Promise<CardResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      status: error.status,
      problems: error.details.length > 0 ? error.details : [{ messageKey: error.message }],
    };
  }
}

/** Forms carry the rule headers' values back as hidden fields. */
function pageMeta(form: CardFormInput, request?: RequestMeta): CardCallMeta {
  return {
    source: "page",
    ruleApplied: firstOf(form.ruleApplied) || null,
    ruleVersion: firstOf(form.ruleVersion) || null,
    ...(request ? { request } : {}),
  };
}

export function createEngagementCardPages(cards: EngagementCardsService): EngagementCardsContract {
  return {
    async slot(user) {
      const list = await cards.list(user.id);
      const first = list[0];
      if (first) {
        await cards.track(user.id, first.cardId, "shown", {
          source: "page",
          ruleApplied: first.ruleApplied,
          ruleVersion: first.ruleVersion,
        });
      }
      return list;
    },
    async card(user, cardId: CardId) {
      const card = await cards.get(user.id, cardId);
      await cards.track(user.id, cardId, "opened", {
        source: "page",
        ruleApplied: card.ruleApplied,
        ruleVersion: card.ruleVersion,
      });
      return card;
    },
    answer: (user, cardId, intent, form) =>
      attempt(() => {
        const meta = pageMeta(form);
        if (intent === "confirm") return cards.confirm(user.id, cardId, meta);
        if (intent === "skip") return cards.skip(user.id, cardId, meta);
        return cards.remindLater(user.id, cardId, meta);
      }),
    update: (user, cardId, form, request) =>
      attempt(() => cards.update(user.id, cardId, cardBodyFromForm(cardId, form), pageMeta(form, request))),
    abandon: (user, cardId, form) => cards.abandon(user.id, cardId, pageMeta(form)),
    sendMobileCode: (user, request) =>
      attempt(() => cards.sendMobileCode(user.id, { source: "page", request })),
  };
}
