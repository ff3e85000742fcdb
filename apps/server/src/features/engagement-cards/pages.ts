/**
 * The engagement cards service as pages see it (EngagementCardsContract): posted forms read with the
 * domain's card form reader, the rule headers' values taken from hidden fields, the seeker named by
 * their account. Refusals are the service's own AppErrors.
 */

import type { CardFormInput, EngagementCardsContract, RequestMeta } from "@portal/contracts";
import { cardBodyFromForm } from "@portal/domain";
import type { CardCallMeta, EngagementCardsService } from "./service.ts";

function firstOf(value: string | readonly string[] | undefined): string {
  return typeof value === "string" ? value : (value?.[0] ?? "");
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
  const answers = { confirm: cards.confirm, skip: cards.skip, "remind-later": cards.remindLater };
  return {
    slot: (user) => cards.slot(user.id),
    card: (user, cardId) => cards.open(user.id, cardId),
    answer: (user, cardId, intent, form) => answers[intent](user.id, cardId, pageMeta(form)),
    update: (user, cardId, form, request) =>
      cards.update(user.id, cardId, cardBodyFromForm(cardId, form), pageMeta(form, request)),
    abandon: (user, cardId, form) => cards.abandon(user.id, cardId, pageMeta(form)),
    sendMobileCode: (user, request) => cards.sendMobileCode(user.id, { source: "page", request }),
  };
}
