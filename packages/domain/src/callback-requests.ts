/**
 * Callback requests (spec: callback request form, internal-lead form): a visitor leaves a mobile number
 * with their site's dialling code and what they would like to talk about; staff call them back and keep
 * the lead's status and notes. The number follows the phone rule of every other form ('Please Enter
 * Mobile Number', 'Please enter a valid mobile number.').
 */
import { z } from "zod";
import { type FieldProblem, parseWith } from "./field-problems.ts";
import { mobileSchema } from "./profile.ts";

export const CALLBACK_TOPICS = ["career-services", "courses", "job-search", "general"] as const;
export type CallbackTopic = (typeof CALLBACK_TOPICS)[number];
export const CALLBACK_TIMES = ["any", "morning", "afternoon", "evening"] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];
export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_NAME_MAX = 80;
export const LEAD_NOTE_MAX = 1000;

const callbackSchema = z.object({
  name: z.string().trim().max(LEAD_NAME_MAX, "invalidValue").default(""),
  mobile: mobileSchema,
  topic: z.enum(CALLBACK_TOPICS, "invalidValue").default("general"),
  time: z.enum(CALLBACK_TIMES, "invalidValue").default("any"),
});
export type CallbackRequestInput = z.output<typeof callbackSchema>;

/** A callback request as typed (form fields `name`, `diallingCode`, `mobile`, `topic`, `time`). */
export function readCallbackRequest(
  input: Record<string, unknown>,
): { ok: true; value: CallbackRequestInput } | { ok: false; problems: FieldProblem[] } {
  const text = (name: string) => (typeof input[name] === "string" ? (input[name] as string) : undefined);
  const parsed = parseWith(callbackSchema, {
    name: text("name"),
    mobile: { diallingCode: text("diallingCode") ?? "", number: text("mobile") ?? "" },
    topic: text("topic") || undefined,
    time: text("time") || undefined,
  });
  // The number's problems are the `mobile` field's (the path starts there).
  return parsed;
}
