/**
 * Messages between recruiters and seekers (the `messages` service of the load context,
 * `/api/seeker/messages…`, `/api/employer/messages…` and the live count stream `/api/messages/stream`;
 * implemented in apps/server/src/features/messages).
 *
 * A conversation is about one job, between the job's company (any of its recruiters) and one seeker.
 * Recruiters start them with an applicant or a candidate they found; seekers reply, archive, block or
 * report. Another company's conversations, or another seeker's, are "not found".
 */
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { RequestMeta } from "./page-session.ts";

export const MESSAGE_MAX = 2000;
export const CONVERSATIONS_PAGE_SIZE = 20;
/** A message waits this long unread before it is e-mailed to the seeker (once a day per conversation). */
export const UNREAD_EMAIL_MINUTES = 30;
export const MESSAGE_REPORT_REASONS = ["spam", "scam", "offensive", "other"] as const;

export const messageSchema = z.object({
  id: z.number().int(),
  /** Who wrote it, as the reader sees it: their own, or the other side's. */
  isMine: z.boolean(),
  senderName: z.string().nullable(),
  body: z.string(),
  sentAt: z.string(),
  /** The other side has read it (for the reader's own messages). */
  isRead: z.boolean(),
  /** Held for staff: shown to its writer with a note, not to the seeker yet. */
  isHeld: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  companyName: z.string(),
  /** The other side's name: the seeker's for recruiters, the company's for seekers. */
  withName: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
  isArchived: z.boolean(),
  isBlocked: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationListSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConversationList = z.infer<typeof conversationListSchema>;

export const conversationSchema = conversationSummarySchema.extend({
  seekerId: z.string(),
  applicationId: z.string().nullable(),
  isReported: z.boolean(),
  messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const unreadMessagesSchema = z.object({
  /** Unread messages, and conversations with any (the spec's "unread message" and "chat" counts). */
  messages: z.number().int(),
  conversations: z.number().int(),
});
export type UnreadMessages = z.infer<typeof unreadMessagesSchema>;

export const newConversationSchema = z.object({
  seekerId: z.string().uuid(),
  jobId: z.coerce.number().int().positive(),
  body: z.string(),
});

/** A recruiter's message held by the scam rules, for staff to release or refuse. */
export const heldMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  seekerName: z.string(),
  senderName: z.string().nullable(),
  body: z.string(),
  sentAt: z.string(),
});
export type HeldMessage = z.infer<typeof heldMessageSchema>;

/** A conversation a seeker reported, with its newest messages, for staff to read. */
export const reportedConversationSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  jobTitle: z.string(),
  seekerName: z.string(),
  reason: z.string().nullable(),
  reportedAt: z.string(),
  messages: z.array(
    z.object({ senderRole: z.enum(["seeker", "recruiter"]), body: z.string(), sentAt: z.string() }),
  ),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

export const messageReviewSchema = z.object({
  held: z.array(heldMessageSchema),
  reported: z.array(reportedConversationSchema),
});
export type MessageReview = z.infer<typeof messageReviewSchema>;

export interface MessagesContract {
  /** A page of the caller's conversations, unread first then newest; seekers choose archived or not. */
  list(user: AccountUser, options?: { archived?: boolean; page?: number }): Promise<ConversationList>;
  /** One conversation with its messages; reading it marks the other side's messages read. NOT_FOUND for others'. */
  open(user: AccountUser, conversationId: string): Promise<Conversation>;
  /**
   * A recruiter writes to a seeker about one of the company's jobs: the seeker applied to the company, or
   * may be found by it. Continues the conversation about that job if there is one. Returns its id.
   */
  start(
    recruiter: AccountUser,
    input: unknown,
    meta: Pick<RequestMeta, "origin" | "brand">,
  ): Promise<{ conversationId: string }>;
  /** Writes in a conversation (blocked: CONFLICT `conversationBlocked`). */
  send(user: AccountUser, conversationId: string, body: unknown): Promise<Message>;
  archive(seeker: AccountUser, conversationId: string, archived: boolean): Promise<void>;
  block(seeker: AccountUser, conversationId: string): Promise<void>;
  report(seeker: AccountUser, conversationId: string, reason: unknown): Promise<void>;
  unread(user: AccountUser): Promise<UnreadMessages>;
  /** Staff: held messages (oldest first) and reported conversations (newest first). */
  review(staff: AccountUser): Promise<MessageReview>;
  /** Staff: a held message reaches the seeker (`release`) or never does. NOT_FOUND when not held. */
  decideHeld(staff: AccountUser, messageId: number, release: boolean): Promise<void>;
}
