/**
 * What a form's action hands back to its page: what the person typed (never passwords), the problems
 * to show beside the fields, and a confirmation. Plain JSON, so it survives the trip to the browser,
 * and the same with JavaScript on or off. Every form of the form kit (form-kit.tsx) reads it.
 */

import {
  type FieldProblem,
  isAccountMessageKey,
  isJobPostingMessageKey,
  isMessageCode,
  isProfileMessageKey,
} from "@portal/domain";

export type FormValues = Record<string, string | string[]>;

export interface FormState {
  /** Which form of the page the answer belongs to, where a page has several (the profile's groups). */
  form?: string;
  values: FormValues;
  problems: FieldProblem[];
  /**
   * A confirmation: an account or spec message key ("codeSent", "passwordChanged"…), or a catalogue key
   * of its own ("profile.notice.saved").
   */
  notice?: { messageKey: string; params?: Record<string, string | number> };
  /** Where a multi-stage form is: "code-sent" shows the code field of the OTP login. */
  stage?: string;
}

/** Fields whose values never travel back to the page. */
const SECRET_FIELDS = new Set(["password", "currentPassword", "newPassword", "otp", "_csrf", "token"]);

export function visibleValues(
  input: Readonly<Record<string, string | readonly string[] | undefined>>,
): FormValues {
  const values: FormValues = {};
  for (const [name, value] of Object.entries(input)) {
    if (SECRET_FIELDS.has(name) || value === undefined) continue;
    values[name] = typeof value === "string" ? value : [...value];
  }
  return values;
}

export function problemFor(state: FormState | undefined, field: string): FieldProblem | undefined {
  return state?.problems.find((problem) => problem.field === field);
}

/** Problems not tied to a field shown on the page: they go in the summary at the top. */
export function generalProblems(
  state: FormState | undefined,
  shownFields: readonly string[],
): FieldProblem[] {
  return (state?.problems ?? []).filter((problem) => !problem.field || !shownFields.includes(problem.field));
}

/**
 * The catalogue key of a problem's message: spec messages as `spec.<code>`, profile ones as
 * `profile.msg.<key>`, job-posting ones as `posting.msg.<key>`, account and server ones as `accounts.msg.<key>`, anything else as the general
 * "something went wrong".
 */
export function problemMessageKey(messageKey: string): string {
  if (isMessageCode(messageKey)) return `spec.${messageKey}`;
  if (isProfileMessageKey(messageKey) || messageKey === "tooLong") return `profile.msg.${messageKey}`;
  if (isJobPostingMessageKey(messageKey)) return `posting.msg.${messageKey}`;
  if (isAccountMessageKey(messageKey) || SERVER_KEYS.has(messageKey)) return `accounts.msg.${messageKey}`;
  return "accounts.msg.somethingWrong";
}

/** A notice's catalogue key: one of its own ("profile.notice.saved"), or a message key as problems have. */
export function noticeMessageKey(messageKey: string): string {
  return messageKey.includes(".") ? messageKey : problemMessageKey(messageKey);
}

/** Server message keys a call may answer with besides spec, account and profile messages. */
const SERVER_KEYS: ReadonlySet<string> = new Set([
  "rateLimited",
  "invalidValue",
  "validationFailed",
  "unauthenticated",
  "forbidden",
  "notFound",
  "conflict",
  // A resume sent with the personal step (resume-registration) is refused with the resume engine's keys.
  "resumeTooLarge",
  "resumeNoText",
  // Job alerts (features/job-alerts on the server).
  "alertLimit",
  "alertLinkInvalid",
  // Polls (features/polls on the server).
  "pollOptionsRequired",
  "pollTextRequired",
  // Feedback (features/feedback on the server).
  "feedbackCategoryRequired",
  "feedbackTextRequired",
  "feedbackReplyRequired",
  // Career events (features/career-events on the server).
  "eventOver",
  // Skill assessments (features/assessments on the server).
  "assessmentNotFound",
  "assessmentRetakeLocked",
  "assessmentClosed",
  "assessmentAnswerInvalid",
  // Privacy settings (features/candidates on the server).
  "companyNotFound",
  "tooManyBlockedCompanies",
  // Messages (features/messages on the server).
  "conversationNotFound",
  "messageInvalid",
  "conversationBlocked",
  "conversationReportReasonRequired",
  // Career services (features/storefront on the server).
  "servicePlanUnknown",
  "addOnUnknown",
  "promoRequired",
  "promoNotFound",
  "promoExpired",
  "promoNotForSite",
  "promoUsedUp",
  "promoAlreadyUsed",
  "promoFirstOrderOnly",
  "promoMinimumOrder",
  "promoNotApplicable",
  "taxIdInvalid",
  "cartEmpty",
  "orderNotFound",
  "paymentModeUnavailable",
  "paymentUnavailable",
  "orderNotPayable",
  "orderNotCancellable",
  "refundReasonRequired",
  "refundAmountInvalid",
  "orderNotRefundable",
  "refundFailed",
  "promoCodeFormat",
  "promoPercentInvalid",
  "amountInvalid",
  "promoAmountsNeedSite",
  "promoDatesInvalid",
  "promoLimitInvalid",
  "promoCodeTaken",
  "ecashSeekerUnknown",
  "ecashNoteRequired",
  "orderOptionsClosed",
  "resumeScoreOnce",
  "orderNotPaid",
  // Catalogue prices (features/storefront/catalogue-prices.ts on the server).
  "catalogueItemUnknown",
  "catalogueListPriceNotAbove",
  "cataloguePriceChangedMeanwhile",
  // Written services (features/subscriptions/writing.ts on the server).
  "serviceNotFound",
  "writingClosed",
  "briefLocked",
  "serviceDocumentsFull",
  "notYourWork",
  "draftNotDue",
  "revisionNoteRequired",
  "draftNotWaiting",
  "noRevisionsLeft",
  "writerRequired",
  // Mock interviews (features/subscriptions/interviews.ts on the server).
  "interviewNotFound",
  "slotRequired",
  "slotTaken",
  "noSessionsLeft",
  "interviewLocked",
  "reschedulesUsed",
  "slotTooSoon",
  "slotBooked",
  "feedbackNotDue",
  "interviewerRequired",
  // Single sign-on for the learning site (features/learning on the server).
  "ssoExpired",
  "ssoSeekersOnly",
  "coursesUnavailable",
  "courseOwned",
  "courseNotSold",
  "webhookSignatureInvalid",
  "courseNotFinished",
  "courseNoProfile",
]);

export function fieldValue(state: FormState | undefined, field: string, fallback = ""): string {
  const value = state?.values[field];
  if (value === undefined) return fallback;
  return typeof value === "string" ? value : (value[0] ?? fallback);
}

export function fieldValues(
  state: FormState | undefined,
  field: string,
  fallback: readonly string[] = [],
): string[] {
  const value = state?.values[field];
  if (value === undefined) return [...fallback];
  return typeof value === "string" ? [value] : value;
}

/** A value a registration step saved earlier, as a form default. */
export function savedText(saved: Record<string, unknown>, field: string): string {
  const value = saved[field];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

export function savedList(saved: Record<string, unknown>, field: string): string[] {
  const value = saved[field];
  return Array.isArray(value) ? value.map(String) : [];
}
