/**
 * Career events (spec: career events, and publish): job fairs and webinars per site, written by staff in
 * the three languages, registered for by seekers or by anyone with an e-mail address, with a calendar
 * file and a reminder the day before.
 */
import { nameEmailFormSchema } from "./account-forms.ts";
import { type FieldProblem, parseWith } from "./field-problems.ts";

export const CAREER_EVENT_KINDS = ["job-fair", "webinar"] as const;
export type CareerEventKind = (typeof CAREER_EVENT_KINDS)[number];
export const CAREER_EVENT_TEXT_MAX = 200;
export const CAREER_EVENT_DESCRIPTION_MAX = 3000;
/** Hours before an event that its registrations are reminded. */
export const CAREER_EVENT_REMINDER_HOURS = 24;

/** A guest's registration (form fields `name`, `email`): the account rules' words for both. */
export function readEventGuest(
  input: Record<string, unknown>,
): { ok: true; value: { name: string; email: string } } | { ok: false; problems: FieldProblem[] } {
  return parseWith(nameEmailFormSchema, input);
}
