/**
 * Feedback (user menu "Feedback"): a seeker tells us what works and what does not, in a category and
 * their own words; staff reply, and the reply reaches them by e-mail and on the feedback page.
 */
import { z } from "zod";
import { type FieldProblem, parseWith } from "./field-problems.ts";

export const FEEDBACK_CATEGORIES = [
  "search",
  "applications",
  "profile",
  "payments",
  "suggestion",
  "general",
] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 2000;
export const FEEDBACK_REPLY_MAX = 2000;

const feedbackSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, "feedbackCategoryRequired"),
  text: z
    .string("feedbackTextRequired")
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, "feedbackTextRequired")
    .max(FEEDBACK_MESSAGE_MAX, "tooLong"),
});
export type FeedbackInput = z.output<typeof feedbackSchema>;

/** The form's `category` and `text`. */
export function readFeedback(
  input: Record<string, unknown>,
): { ok: true; value: FeedbackInput } | { ok: false; problems: FieldProblem[] } {
  const text = (name: string) => (typeof input[name] === "string" ? (input[name] as string) : undefined);
  return parseWith(feedbackSchema, { category: text("category") || undefined, text: text("text") ?? "" });
}
