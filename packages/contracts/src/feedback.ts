/** Seekers' feedback and staff's replies, as pages and the API see them. */
import { FEEDBACK_CATEGORIES } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";

export const feedbackItemSchema = z.object({
  id: z.string(),
  category: z.enum(FEEDBACK_CATEGORIES),
  text: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const staffFeedbackItemSchema = feedbackItemSchema.extend({
  siteId: z.string(),
  language: z.string(),
  seekerName: z.string(),
  repliedBy: z.string().nullable(),
});
export type StaffFeedbackItem = z.infer<typeof staffFeedbackItemSchema>;

export interface FeedbackContract {
  /**
   * Keeps a seeker's feedback (form fields `category`, `text`). Throws VALIDATION
   * (`feedbackCategoryRequired`, `feedbackTextRequired`, `tooLong`), FORBIDDEN (not a seeker), RATE_LIMITED.
   */
  submit(
    user: AccountUser,
    input: Readonly<Record<string, unknown>>,
    meta: RequestMeta,
  ): Promise<FeedbackItem>;
  /** The seeker's own feedback with its replies, newest first. */
  mine(user: AccountUser): Promise<FeedbackItem[]>;
  /** Feedback waiting for a reply (or all), newest first (staff of the support area). */
  staffList(staff: AccountUser, options: { open: boolean }): Promise<StaffFeedbackItem[]>;
  /**
   * Replies once: kept, e-mailed to the seeker in their language, audited. Throws VALIDATION
   * (`feedbackReplyRequired`, `tooLong`), NOT_FOUND, CONFLICT (replied already), FORBIDDEN.
   */
  reply(staff: AccountUser, id: string, text: string): Promise<StaffFeedbackItem>;
}
