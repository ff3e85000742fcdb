/**
 * Loader and action of a card's own page (/seeker/cards/:cardId): the card without JavaScript, and the
 * target of every card form. The action is `formAction`'s (the signed `_csrf` field first); answers
 * come back as the accounts form state: `stage` says which step to show, `notice` what was answered.
 */

import { attempt, type CardAnswerIntent, type PortalLoadContext, problemsOf } from "@portal/contracts";
import { type CardId, isCardId, localeFor, WORK_COUNTRIES } from "@portal/domain";
import { data, redirect } from "react-router";
import { referenceNamesFor } from "../../i18n/reference-names.server.ts";
import { localizeHref } from "../../lib/localized-path.ts";
import { notFound, pageLanguage } from "../../lib/page-language.ts";
import { returnToOf } from "../../lib/return-path.server.ts";
import { formAction } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { requireUser } from "../accounts/account-page.ts";
import { CARD_LISTS } from "./card-slot.server.ts";

/** Only our own paths: a card never sends anyone elsewhere; without one it goes back to the profile. */
function cardReturnTo(request: Request, value: unknown, language: Parameters<typeof localizeHref>[1]) {
  return returnToOf(request, value, localizeHref("/seeker/profile", language));
}

function cardIdOf(params: { cardId?: string }): CardId {
  if (!isCardId(params.cardId)) throw notFound();
  return params.cardId;
}

/** Region names computed once on the server, so the page and its hydration agree. */
export function countryNamesFor(context: PortalLoadContext, language: Parameters<typeof localeFor>[1]) {
  const regionNames = new Intl.DisplayNames([localeFor(context.site, language, context.brand)], {
    type: "region",
  });
  return Object.fromEntries(
    WORK_COUNTRIES.map((country) => [country.code, regionNames.of(country.code) ?? country.name]),
  );
}

export async function loadCardPage({
  params,
  request,
  context,
}: {
  params: { lang?: string; cardId?: string };
  request: Request;
  context: PortalLoadContext;
}) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const cardId = cardIdOf(params);
  const url = new URL(request.url);
  const card = await context.services.engagementCards.card(user, cardId);
  return {
    card,
    step: url.searchParams.get("step") === "update" ? ("update" as const) : ("review" as const),
    returnTo: cardReturnTo(request, url.searchParams.get("returnTo"), language),
    csrfToken: context.session.csrfToken,
    currency: context.site.currency,
    countryNames: countryNamesFor(context, language),
    referenceNames: referenceNamesFor(language, CARD_LISTS),
  };
}

const ANSWERS: readonly string[] = ["confirm", "skip", "remind-later"] satisfies CardAnswerIntent[];
const DONE_OF = { confirm: "confirmed", skip: "skipped", "remind-later": "remind-later" } as const;

function text(input: Readonly<Record<string, string | readonly string[] | undefined>>, name: string): string {
  const value = input[name];
  return (typeof value === "string" ? value : (value?.[0] ?? "")).trim();
}

export const cardAction = formAction(async ({ request, context, params, input, language }) => {
  const user = requireUser(context, request, language, "seeker");
  const cardId = cardIdOf(params);
  const cards = context.services.engagementCards;
  const intent = text(input, "intent");
  const thanks = (done: string, next: string | null) =>
    data<FormState>({
      values: {},
      problems: [],
      stage: "thanks",
      notice: { messageKey: done, params: { next: next ?? "" } },
    });

  if (ANSWERS.includes(intent)) {
    const outcome = await attempt(cards.answer(user, cardId, intent as CardAnswerIntent, input));
    if (!outcome.ok)
      return data<FormState>(
        { values: {}, problems: problemsOf(outcome.error), stage: "review" },
        { status: outcome.error.status },
      );
    return thanks(DONE_OF[intent as CardAnswerIntent], outcome.value.cards[0]?.cardId ?? null);
  }
  if (intent === "send-code") {
    const outcome = await attempt(cards.sendMobileCode(user, context.session.meta));
    if (!outcome.ok)
      return data<FormState>(
        { values: {}, problems: problemsOf(outcome.error), stage: "review" },
        { status: outcome.error.status },
      );
    return data<FormState>({
      values: {},
      problems: [],
      stage: "code",
      notice: { messageKey: "codeSent", params: { destination: outcome.value.sentTo } },
    });
  }
  if (intent === "update") {
    const outcome = await attempt(cards.update(user, cardId, input, context.session.meta));
    if (!outcome.ok) {
      return data<FormState>(
        {
          values: visibleValues(input),
          problems: problemsOf(outcome.error),
          stage: cardId === "mobile-otp" ? "code" : "update",
        },
        { status: outcome.error.status },
      );
    }
    return thanks("updated", outcome.value.cards[0]?.cardId ?? null);
  }
  if (intent === "abandon") {
    await cards.abandon(user, cardId, input);
    return redirect(cardReturnTo(request, text(input, "returnTo"), language));
  }
  return data<FormState>(
    { values: {}, problems: [{ messageKey: "invalidValue" }], stage: "review" },
    { status: 400 },
  );
});
