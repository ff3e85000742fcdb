/**
 * One engagement card as a page (/seeker/cards/:cardId): what the card slot's "Review" link opens
 * without JavaScript (with it, the same card opens in a dialog over the page). Every step is a
 * server-rendered form: review, update, the mobile code, then the thank-you screen.
 */
import { Form, useActionData } from "react-router";
import { accountMeta } from "../features/accounts/account-page.ts";
import { cardAction, loadCardPage } from "../features/engagement-cards/card-page.server.ts";
import { CardPanel, type CardStep, cardPanelLinks } from "../features/engagement-cards/card-panel.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { ReferenceNamesProvider } from "../i18n/reference-names.tsx";
import accountsStyles from "../styles/accounts.css?url";
import cardStyles from "../styles/engagement-cards.css?url";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/seeker-card";

export const links = () => [
  { rel: "stylesheet", href: accountsStyles },
  { rel: "stylesheet", href: cardStyles },
  ...cardPanelLinks(),
];
export const meta = accountMeta("cards.page.title");
export const loader = (args: Route.LoaderArgs) => loadCardPage(args);
export const action = cardAction;

export default function CardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { card, csrfToken, returnTo } = loaderData;
  const step = (state?.stage as CardStep | undefined) ?? loaderData.step;
  const done =
    step === "thanks"
      ? (state?.notice?.messageKey as "confirmed" | "updated" | "skipped" | "remind-later")
      : null;
  const hasTyped = Boolean(state && state.problems.length > 0 && Object.keys(state.values).length > 0);
  return (
    <ReferenceNamesProvider names={loaderData.referenceNames}>
      <div className="container page card-page">
        <CardPanel
          card={card}
          step={step}
          done={done}
          nextCardId={step === "thanks" ? String(state?.notice?.params?.next ?? "") || null : null}
          problems={state?.problems ?? []}
          typed={hasTyped ? (state?.values as Record<string, string | string[]>) : null}
          sentTo={step === "code" ? String(state?.notice?.params?.destination ?? "") || null : null}
          csrfToken={csrfToken}
          currency={loaderData.currency}
          countryNames={loaderData.countryNames}
          returnTo={returnTo}
          mode="page"
          headingId="card-heading"
        />
        {step !== "thanks" && (
          <Form method="post" className="card-page__close">
            <input type="hidden" name="_csrf" value={csrfToken} />
            <input type="hidden" name="returnTo" value={returnTo} />
            <input type="hidden" name="ruleApplied" value={card.ruleApplied ?? ""} />
            <input type="hidden" name="ruleVersion" value={card.ruleVersion} />
            <button type="submit" name="intent" value="abandon" className="button button--text">
              {t("cards.dialog.close")}
            </button>
          </Form>
        )}
      </div>
    </ReferenceNamesProvider>
  );
}
