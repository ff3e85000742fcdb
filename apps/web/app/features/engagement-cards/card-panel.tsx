/**
 * One engagement card, step by step (spec §4): review the value, then "Yes, this is correct", Update,
 * Skip or Remind me later; the update form; the mobile card's code; then a thank-you screen. The same
 * markup serves the card's own page (plain forms posted to its action, working without JavaScript)
 * and the dialog (the same forms, sent through the API client by the dialog).
 */
import { type CardAction, type CardView, canConfirm, type FieldProblem } from "@portal/domain";
import type { FormEvent, ReactNode } from "react";
import { Form, Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useReferenceName } from "../../i18n/reference-names.tsx";
import { type PartRenderers, renderParts } from "../../i18n/sentence.tsx";
import { localizeHref } from "../../lib/localized-path.ts";
import { useProblemText } from "../../ui/forms/form-kit.tsx";
import { resumeDropZoneLinks } from "../resumes/resume-drop-zone.tsx";
import { ResumeStartForm } from "../resumes/resume-section.tsx";
import { CardFields } from "./card-fields.tsx";
import { cardQuestion, cardTitle, describeValue, lineText, thanksText } from "./card-text.ts";

/** A phone number reads left to right on every page, its "+" first. */
export const CARD_VALUE_RENDERERS: PartRenderers = { phone: (text) => <bdi dir="ltr">{text}</bdi> };

/**
 * Styles of what a card may show besides its own: the "profile-import" card's "start your profile from
 * your resume" form is the shared resume drop zone. For the `links` of every page a card can open on.
 */
export function cardPanelLinks() {
  return resumeDropZoneLinks();
}

/** A refusal the API already worded (in the page's language): shown as it came. */
export const SERVER_MESSAGE = "serverMessage";

export type CardStep = "review" | "update" | "code" | "thanks";
export type CardIntent = "confirm" | "skip" | "remind-later" | "update" | "send-code" | "abandon";

export interface CardPanelProps {
  card: CardView;
  step: CardStep;
  /** The answer the thank-you screen thanks for. */
  done?: CardAction | null;
  /** The card to offer after the thank-you screen. */
  nextCardId?: string | null;
  problems: readonly FieldProblem[];
  /** What was typed into a refused update form. */
  typed: Record<string, string | string[]> | null;
  sentTo?: string | null;
  csrfToken: string;
  currency: string;
  countryNames: Record<string, string>;
  /** The page the card was opened from; "Done" goes back there. */
  returnTo: string;
  mode: "page" | "popup";
  headingId: string;
  isBusy?: boolean;
  onSubmit?: (intent: CardIntent, form: HTMLFormElement) => void;
  onStep?: (step: CardStep) => void;
  onNext?: () => void;
  onDone?: () => void;
  onFieldChange?: (field: string) => void;
}

/** Problems shown above the form; the spec's OOps message comes with a way to the profile. */
function Problems({ problems, mode }: { problems: readonly FieldProblem[]; mode: "page" | "popup" }) {
  const { t, language } = useI18n();
  const problemText = useProblemText();
  if (problems.length === 0) return null;
  const isFailure = problems.some((problem) => problem.messageKey === "engagementUpdateFailed");
  return (
    <div className="form-summary" role="alert" tabIndex={-1} data-card-problems="">
      {isFailure ? (
        <>
          <p className="form-summary__title">{t("spec.engagementUpdateFailed")}</p>
          <p>
            {mode === "page" ? (
              <Link to={localizeHref("/seeker/profile", language)}>{t("cards.goToProfile")}</Link>
            ) : (
              <a href={localizeHref("/seeker/profile", language)}>{t("cards.goToProfile")}</a>
            )}
          </p>
        </>
      ) : (
        <>
          <p className="form-summary__title">{t("cards.fixProblems")}</p>
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.field ?? ""}-${problem.messageKey}`}>
                {problem.messageKey === SERVER_MESSAGE
                  ? String(problem.params?.text ?? "")
                  : problemText(problem)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** A card's form: posted to the card's page action, or, in the dialog, handed to the dialog to send. */
function CardForm({
  panel,
  cardPath,
  search,
  id,
  children,
}: {
  panel: CardPanelProps;
  cardPath: string;
  search: string;
  id: string;
  children: ReactNode;
}) {
  const { card } = panel;
  const hidden = (
    <>
      <input type="hidden" name="_csrf" value={panel.csrfToken} />
      <input type="hidden" name="ruleApplied" value={card.ruleApplied ?? ""} />
      <input type="hidden" name="ruleVersion" value={card.ruleVersion} />
      <input type="hidden" name="returnTo" value={panel.returnTo} />
    </>
  );
  if (panel.mode === "page") {
    return (
      <Form method="post" action={`${cardPath}${search}`} noValidate className="card-form" id={id}>
        {hidden}
        {children}
      </Form>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    panel.onSubmit?.((submitter?.value as CardIntent | undefined) ?? "update", event.currentTarget);
  };
  return (
    <form
      method="post"
      action={cardPath}
      noValidate
      className="card-form"
      id={id}
      onSubmit={onSubmit}
      onChange={(event) => {
        const name = (event.target as unknown as HTMLInputElement).name;
        if (name) panel.onFieldChange?.(name);
      }}
      aria-busy={panel.isBusy || undefined}
    >
      {hidden}
      {children}
    </form>
  );
}

export function CardPanel(props: CardPanelProps) {
  const i18n = useI18n();
  const nameOf = useReferenceName();
  const { t, language } = i18n;
  const { card, step, mode, headingId } = props;
  const title = cardTitle(t, card.cardId);
  const cardPath = localizeHref(`/seeker/cards/${card.cardId}`, language);
  const query = (extra: Record<string, string> = {}) =>
    `?${new URLSearchParams({ returnTo: props.returnTo, ...extra }).toString()}`;

  const heading =
    mode === "page" ? (
      <h1 id={headingId} className="card-panel__title" tabIndex={-1}>
        {title}
      </h1>
    ) : (
      <h2 id={headingId} className="card-panel__title" tabIndex={-1}>
        {title}
      </h2>
    );

  if (step === "thanks") {
    return (
      <div className="card-panel card-panel--thanks" data-card={card.cardId}>
        <h2 id={headingId} className="card-panel__title" tabIndex={-1}>
          {t("cards.thanks.heading")}
        </h2>
        <p role="status">{thanksText(t, props.done ?? "confirmed")}</p>
        <div className="card-panel__actions">
          {props.nextCardId &&
            (mode === "page" ? (
              <Link
                className="button button--primary"
                to={`${localizeHref(`/seeker/cards/${props.nextCardId}`, language)}${query()}`}
              >
                {t("cards.thanks.next")}
              </Link>
            ) : (
              <button type="button" className="button button--primary" onClick={props.onNext}>
                {t("cards.thanks.next")}
              </button>
            ))}
          {mode === "page" ? (
            <Link className="button button--outline" to={props.returnTo}>
              {t("cards.thanks.done")}
            </Link>
          ) : (
            <button type="button" className="button button--outline" onClick={props.onDone}>
              {t("cards.thanks.done")}
            </button>
          )}
        </div>
      </div>
    );
  }

  const lines = describeValue(i18n, card, nameOf);
  const isMissing = card.reason === "missing";
  const review = (
    <>
      <p className="card-panel__question">{cardQuestion(i18n, card)}</p>
      {card.cardId !== "profile-import" && (
        <div className="card-panel__value">
          <p className="card-panel__value-label">{t("cards.valueLabel")}</p>
          {lines.length > 0 ? (
            lines.map((line) => (
              <p key={lineText(line)} className="card-panel__value-line">
                {renderParts(line, CARD_VALUE_RENDERERS)}
              </p>
            ))
          ) : (
            <p className="card-panel__value-line card-panel__value-line--none">{t("cards.value.none")}</p>
          )}
        </div>
      )}
    </>
  );

  const laterButtons = (
    <div className="card-panel__later">
      <button type="submit" name="intent" value="skip" className="button button--text">
        {t("cards.skip")}
      </button>
      <button type="submit" name="intent" value="remind-later" className="button button--text">
        {t("cards.remindLater")}
      </button>
    </div>
  );

  if (step === "review") {
    const updateLabel = isMissing || card.cardId === "profile-import" ? t("cards.add") : t("cards.update");
    return (
      <div className="card-panel" data-card={card.cardId}>
        {heading}
        <Problems problems={props.problems} mode={mode} />
        {review}
        <CardForm panel={props} cardPath={cardPath} search={query()} id={`card-${card.cardId}-review`}>
          <div className="card-panel__actions">
            {card.cardId === "mobile-otp" ? (
              <button type="submit" name="intent" value="send-code" className="button button--primary">
                {t("cards.mobile.send")}
              </button>
            ) : (
              card.reason !== null &&
              canConfirm(card.cardId, card.reason) && (
                <button type="submit" name="intent" value="confirm" className="button button--primary">
                  {t("cards.confirm")}
                </button>
              )
            )}
            {card.cardId === "mobile-otp" ? (
              <Link
                className="button button--outline"
                to={localizeHref("/seeker/profile#personal", language)}
              >
                {t("cards.update")}
              </Link>
            ) : mode === "page" ? (
              <Link className="button button--outline" to={`${cardPath}${query({ step: "update" })}`}>
                {updateLabel}
              </Link>
            ) : (
              <button
                type="button"
                className="button button--outline"
                onClick={() => props.onStep?.("update")}
              >
                {updateLabel}
              </button>
            )}
          </div>
          {card.cardId === "mobile-otp" && <p className="field__hint">{t("cards.mobile.change")}</p>}
          {laterButtons}
        </CardForm>
        {card.cardId === "profile-import" && <ResumeStartForm csrfToken={props.csrfToken} />}
      </div>
    );
  }

  // The update form, or the mobile card's code form.
  const isCode = step === "code";
  return (
    <div className="card-panel" data-card={card.cardId}>
      {heading}
      {isCode && props.sentTo && (
        <p role="status">{t("cards.mobile.sentTo", { destination: props.sentTo })}</p>
      )}
      <Problems problems={props.problems} mode={mode} />
      <CardForm panel={props} cardPath={cardPath} search={query()} id={`card-${card.cardId}-update`}>
        <CardFields
          card={card}
          formId={`card-${card.cardId}`}
          typed={props.typed}
          problems={props.problems}
          currency={props.currency}
          countryNames={props.countryNames}
        />
        <div className="card-panel__actions">
          <button type="submit" name="intent" value="update" className="button button--primary">
            {isCode
              ? t("cards.mobile.verify")
              : card.cardId === "profile-import"
                ? t("cards.import.create")
                : t("cards.save")}
          </button>
          {mode === "page" ? (
            <Link className="button button--outline" to={`${cardPath}${query()}`}>
              {t("cards.back")}
            </Link>
          ) : (
            <button type="button" className="button button--outline" onClick={() => props.onStep?.("review")}>
              {t("cards.back")}
            </button>
          )}
        </div>
      </CardForm>
    </div>
  );
}
