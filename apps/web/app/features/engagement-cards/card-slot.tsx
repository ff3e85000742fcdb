/**
 * The engagement card slot of a seeker's page (the profile page places it near the top): the first
 * due card's question and value, with "Review". Without JavaScript "Review" opens the card's own page;
 * with it, the card opens in a dialog over the page. The due cards come with the root data (see
 * root.tsx), so the slot needs nothing from the page that places it.
 */
import type { CardView } from "@portal/domain";
import { type MouseEvent, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { nameOfFrom, ReferenceNamesProvider } from "../../i18n/reference-names.tsx";
import { renderParts } from "../../i18n/sentence.tsx";
import { localizeHref } from "../../lib/localized-path.ts";
import { type CardSlotData, useRootData } from "../../lib/root-data.ts";
import accountsStyles from "../../styles/accounts.css?url";
import cardStyles from "../../styles/engagement-cards.css?url";
import { CardDialog } from "./card-dialog.tsx";
import { CARD_VALUE_RENDERERS, cardPanelLinks } from "./card-panel.tsx";
import { cardQuestion, cardTitle, describeValue, lineText } from "./card-text.ts";

/** The slot's styles, for the `links` of the pages that place it (a stylesheet rendered in the body would
 * rely on React hoisting it into the head, which the browser build's Preact does not do). */
export function engagementCardSlotLinks() {
  return [
    { rel: "stylesheet", href: accountsStyles },
    { rel: "stylesheet", href: cardStyles },
    // The card opens in a dialog over the page, with whatever the card shows.
    ...cardPanelLinks(),
  ];
}

export function EngagementCardSlot() {
  const root = useRootData();
  const i18n = useI18n();
  const location = useLocation();
  const revalidator = useRevalidator();
  const [opened, setOpened] = useState<CardView | null>(null);
  // The dialog's last answer says which cards are still due; the root data catches up on the next page.
  const [answered, setAnswered] = useState<{ from: CardSlotData; cards: CardView[] } | null>(null);
  const slot = root?.engagementCards ?? null;
  const cards = answered && answered.from === slot ? answered.cards : (slot?.cards ?? []);
  const first = cards[0];
  if (!slot || (!first && !opened)) return null;
  const nameOf = nameOfFrom(slot.referenceNames);
  const returnTo = `${location.pathname}${location.search}`;

  function open(event: MouseEvent<HTMLAnchorElement>) {
    if (!first || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setOpened(first);
  }

  return (
    <ReferenceNamesProvider names={slot.referenceNames}>
      {first && (
        <section className="card-slot" aria-labelledby="card-slot-heading" data-card-slot={first.cardId}>
          <h2 id="card-slot-heading" className="card-slot__heading">
            {i18n.t("cards.slot.heading")}
          </h2>
          <p className="card-slot__intro">{i18n.t("cards.slot.intro")}</p>
          <p className="card-slot__title">{cardTitle(i18n.t, first.cardId)}</p>
          <p className="card-slot__question">{cardQuestion(i18n, first)}</p>
          {describeValue(i18n, first, nameOf).map((line) => (
            <p key={lineText(line)} className="card-slot__value">
              {renderParts(line, CARD_VALUE_RENDERERS)}
            </p>
          ))}
          <a
            className="button button--primary"
            href={`${localizeHref(`/seeker/cards/${first.cardId}`, i18n.language)}?${new URLSearchParams({ returnTo })}`}
            onClick={open}
            aria-label={i18n.t("cards.slot.reviewNamed", { title: cardTitle(i18n.t, first.cardId) })}
          >
            {i18n.t("cards.slot.review")}
          </a>
        </section>
      )}
      {opened && (
        <CardDialog
          card={opened}
          csrfToken={slot.csrfToken}
          currency={slot.currency}
          returnTo={returnTo}
          base={slot.base}
          onClosed={(remaining) => {
            setOpened(null);
            if (!remaining) return;
            setAnswered({ from: slot, cards: remaining });
            // The page around the slot may show what was just saved (the profile's own forms).
            void revalidator.revalidate();
          }}
        />
      )}
    </ReferenceNamesProvider>
  );
}
