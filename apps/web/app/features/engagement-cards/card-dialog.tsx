/**
 * The card as a modal dialog (with JavaScript): the native <dialog> keeps focus inside and Escape
 * closes it; focus moves to the card's heading on opening and back to the opener on closing. Every
 * call goes through the API client's named seeker-card calls with the card's rule headers (and the
 * popup source header the client adds). Closing before answering is recorded as abandonment.
 */

import type { CallTypes, CardsReply } from "@portal/contracts";
import {
  CARD_FIELDS,
  type CardAction,
  type CardId,
  type CardView,
  cardBodyFromForm,
  type FieldProblem,
  type PersonalBase,
  RULE_APPLIED_HEADER,
  RULE_VERSION_HEADER,
  WORK_COUNTRIES,
} from "@portal/domain";
import { useEffect, useMemo, useRef, useState } from "react";
import { callApi } from "../../api/client.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formValuesOf } from "../../ui/forms/form-kit.tsx";
import { checkCardBody } from "./card-checks.ts";
import { type CardIntent, CardPanel, type CardStep, SERVER_MESSAGE } from "./card-panel.tsx";

function ruleHeaders(card: CardView): Record<string, string> {
  return {
    ...(card.ruleApplied ? { [RULE_APPLIED_HEADER]: card.ruleApplied } : {}),
    [RULE_VERSION_HEADER]: card.ruleVersion,
  };
}

type CardUpdateCallName =
  | "updateLocation"
  | "updateCurrentLocation"
  | "updateWorkAuthorization"
  | "updateEducation"
  | "addEducation"
  | "updateDesignation"
  | "addDesignation"
  | "updateExperience"
  | "updateSkills"
  | "updateCurrentSalary"
  | "updateNoticePeriod"
  | "importProfile"
  | "mobileOtpReverify";

interface CardUpdateCall {
  name: CardUpdateCallName;
  params?: CallTypes["updateEducation" | "updateDesignation"]["params"];
  body: CallTypes[CardUpdateCallName]["body"];
}

/** The update call of spec §7 for each card, and its path parameters. */
function updateCall(cardId: CardId, body: Record<string, unknown>): CardUpdateCall {
  const { entryId, ...rest } = body;
  const entry = typeof entryId === "string" && entryId !== "" ? entryId : null;
  switch (cardId) {
    case "preferred-location":
      return { name: "updateLocation", body: rest };
    case "current-location":
      return { name: "updateCurrentLocation", body: rest };
    case "work-authorization":
      return { name: "updateWorkAuthorization", body: rest };
    case "education":
      return entry
        ? { name: "updateEducation", params: { entryId: entry }, body: rest }
        : { name: "addEducation", body: rest };
    case "designation":
      return entry
        ? { name: "updateDesignation", params: { entryId: entry }, body: rest }
        : { name: "addDesignation", body: rest };
    case "experience":
      return { name: "updateExperience", body: rest };
    case "skills":
      return { name: "updateSkills", body: rest };
    case "current-salary":
      return { name: "updateCurrentSalary", body: rest };
    case "notice-period":
      return { name: "updateNoticePeriod", body: rest };
    case "profile-import":
      return { name: "importProfile", body: rest };
    case "mobile-otp":
      return { name: "mobileOtpReverify", body: rest };
  }
}

const ANSWER_CALLS = { confirm: "confirmCard", skip: "skipCard", "remind-later": "remindCardLater" } as const;
const DONE_OF = {
  confirm: "confirmed",
  skip: "skipped",
  "remind-later": "remind-later",
  update: "updated",
} as const;

export interface CardDialogProps {
  card: CardView;
  csrfToken: string;
  currency: string;
  returnTo: string;
  base: PersonalBase;
  /** Called once the dialog has closed, with the cards still due when something was answered. */
  onClosed: (remaining: CardView[] | null) => void;
}

export function CardDialog(props: CardDialogProps) {
  const i18n = useI18n();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Element | null>(null);
  const [card, setCard] = useState(props.card);
  const [step, setStep] = useState<CardStep>("review");
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState<CardAction | null>(null);
  const [next, setNext] = useState<CardView | null>(null);
  const [isBusy, setBusy] = useState(false);
  const remainingRef = useRef<CardView[] | null>(null);
  const isAnsweringCard = useRef(false);
  const trackedFields = useRef(new Set<string>());
  const headingId = `card-dialog-${card.cardId}`;
  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.locale], { type: "region" });
    return Object.fromEntries(
      WORK_COUNTRIES.map((country) => [country.code, names.of(country.code) ?? country.name]),
    );
  }, [i18n.locale]);

  // Opening: remember who opened us, show as a modal, record the opening.
  useEffect(() => {
    openerRef.current = document.activeElement;
    dialogRef.current?.showModal();
  }, []);

  // Each card shown in the dialog is recorded as opened; focus goes to its heading.
  useEffect(() => {
    isAnsweringCard.current = true;
    trackedFields.current = new Set();
    void callApi("cardEngagementTracking", {
      body: { cardId: card.cardId, event: "opened" },
      headers: ruleHeaders(card),
    });
    document.getElementById(headingId)?.focus();
  }, [card, headingId]);

  useEffect(() => {
    if (problems.length > 0) dialogRef.current?.querySelector<HTMLElement>("[data-card-problems]")?.focus();
    else document.getElementById(headingId)?.focus();
  }, [problems, headingId]);

  function close() {
    if (isAnsweringCard.current && step !== "thanks") {
      void callApi("cardAbandonment", { params: { cardId: card.cardId }, headers: ruleHeaders(card) });
    }
    dialogRef.current?.close();
    const opener = openerRef.current;
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    props.onClosed(remainingRef.current);
  }

  function answered(reply: CardsReply, intent: keyof typeof DONE_OF) {
    remainingRef.current = reply.cards;
    isAnsweringCard.current = false;
    setDone(DONE_OF[intent]);
    setNext(reply.cards[0] ?? null);
    setProblems([]);
    setStep("thanks");
  }

  function failed(result: { message: string; status?: number }) {
    // The seeker's own input keeps its message; anything else is the spec's OOps message.
    if (result.status === 400 || result.status === 409 || result.status === 429)
      setProblems([{ messageKey: SERVER_MESSAGE, params: { text: result.message } }]);
    else setProblems([{ messageKey: "engagementUpdateFailed" }]);
  }

  async function submit(intent: CardIntent, form: HTMLFormElement) {
    if (isBusy) return;
    const headers = ruleHeaders(card);
    if (intent === "confirm" || intent === "skip" || intent === "remind-later") {
      setBusy(true);
      const result = await callApi(ANSWER_CALLS[intent], {
        params: { cardId: card.cardId },
        headers,
      });
      setBusy(false);
      if (result.ok) answered(result.data, intent);
      else failed(result);
      return;
    }
    if (intent === "send-code") {
      setBusy(true);
      const result = await callApi("mobileOtpReverifyCode", { headers });
      setBusy(false);
      if (!result.ok) return failed(result);
      setSentTo(result.data.sentTo);
      setProblems([]);
      setStep("code");
      return;
    }
    const body = cardBodyFromForm(card.cardId, formValuesOf(form));
    const found = checkCardBody(card, body, props.base);
    if (found.length > 0) {
      setProblems(found);
      return;
    }
    const call = updateCall(card.cardId, body);
    setBusy(true);
    const result = await callApi(call.name, { body: call.body, params: call.params, headers });
    setBusy(false);
    if (result.ok) answered(result.data, "update");
    else failed(result);
  }

  function trackField(field: string) {
    if (!CARD_FIELDS[card.cardId].includes(field) || trackedFields.current.has(field)) return;
    trackedFields.current.add(field);
    void callApi("cardFieldTracking", { body: { cardId: card.cardId, field }, headers: ruleHeaders(card) });
  }

  return (
    // The native dialog traps focus and turns Escape into "cancel", which closes as abandonment.
    <dialog
      ref={dialogRef}
      className="card-dialog"
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <button
        type="button"
        className="card-dialog__close"
        onClick={close}
        aria-label={i18n.t("cards.dialog.close")}
      >
        <span aria-hidden="true">×</span>
      </button>
      <CardPanel
        card={card}
        step={step}
        done={done}
        nextCardId={next?.cardId ?? null}
        problems={problems}
        typed={null}
        sentTo={sentTo}
        csrfToken={props.csrfToken}
        currency={props.currency}
        countryNames={countryNames}
        returnTo={props.returnTo}
        mode="popup"
        headingId={headingId}
        isBusy={isBusy}
        onSubmit={(intent, form) => void submit(intent, form)}
        onStep={(nextStep) => {
          setProblems([]);
          setStep(nextStep);
        }}
        onNext={() => {
          if (!next) return;
          setCard(next);
          setNext(null);
          setDone(null);
          setSentTo(null);
          setStep("review");
        }}
        onDone={close}
        onFieldChange={trackField}
      />
    </dialog>
  );
}
