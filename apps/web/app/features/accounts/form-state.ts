/**
 * What an account form's action hands back to its page: what the person typed (never passwords), the
 * problems to show beside the fields, and a confirmation. Plain JSON, so it survives the trip to the
 * browser, and the same with JavaScript on or off.
 */

import { type FieldProblem, isAccountMessageKey, isMessageCode } from "@portal/domain";

export type FormValues = Record<string, string | string[]>;

export interface FormState {
  values: FormValues;
  problems: FieldProblem[];
  /** A confirmation, as an account message key ("codeSent", "passwordChanged"…). */
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

/** The catalogue key of a problem: spec messages as `spec.<code>`, account ones as `accounts.msg.<key>`. */
export function problemMessageKey(messageKey: string): string {
  if (isMessageCode(messageKey)) return `spec.${messageKey}`;
  if (isAccountMessageKey(messageKey) || SERVER_KEYS.has(messageKey)) return `accounts.msg.${messageKey}`;
  return "accounts.msg.somethingWrong";
}

/** Server message keys an account call may answer with besides spec and account messages. */
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
