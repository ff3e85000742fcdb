/** Polls as pages, the API and staff see them (spec: poll with vote, poll feedback, poll results). */
import type { Language, SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

export const pollSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.array(z.string()),
  /** Whether this visitor voted: only then are the results shown (spec: results after voting). */
  hasVoted: z.boolean(),
  /** Per option, in order; null until the visitor voted. */
  results: z.array(z.object({ votes: z.number(), percent: z.number() })).nullable(),
  totalVotes: z.number().nullable(),
});
export type Poll = z.infer<typeof pollSchema>;

export const pollReplySchema = z.object({ poll: pollSchema.nullable() });
export const pollVoteReplySchema = z.object({
  /** False when this visitor had voted already: the first vote stands. */
  counted: z.boolean(),
  poll: pollSchema,
});

const pollTextSchema = z.object({ en: z.string(), hi: z.string(), ar: z.string() });
export const staffPollSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  question: pollTextSchema,
  options: z.array(pollTextSchema),
  votes: z.array(z.number()),
  feedback: z.array(z.object({ option: z.number(), text: z.string(), createdAt: z.string() })),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type StaffPoll = z.infer<typeof staffPollSchema>;

/** Who votes: a seeker by account, anyone else by the browser's visitor id. */
export interface PollVoter {
  userId: string | null;
  visitorId: string;
  /** The client address: votes are limited per address too. */
  ip: string;
}

export interface PollsContract {
  /** The site's open poll in the language, with results if this visitor voted; null when none is open. */
  current(siteId: SiteId, language: Language, voter: PollVoter): Promise<Poll | null>;
  /**
   * Votes once per visitor (form fields `option`, `feedback`). Throws VALIDATION (`selectVoteOption`,
   * `tooLong`), NOT_FOUND (no such open poll on the site), RATE_LIMITED.
   */
  vote(
    siteId: SiteId,
    language: Language,
    pollId: string,
    voter: PollVoter,
    input: Readonly<Record<string, unknown>>,
  ): Promise<{ counted: boolean; poll: Poll }>;
  /** A site's polls, newest first, with votes and feedback (staff of the content area). */
  staffList(staff: AccountUser, siteId: SiteId): Promise<StaffPoll[]>;
  /**
   * Opens a site's poll (closing the one open): the question and 2–6 options, each in the three
   * languages (form fields `question.en`, `option1.hi`…). Throws VALIDATION, FORBIDDEN.
   */
  create(staff: AccountUser, siteId: SiteId, input: Readonly<Record<string, unknown>>): Promise<StaffPoll>;
  /** Closes a poll. Throws NOT_FOUND, FORBIDDEN. */
  close(staff: AccountUser, pollId: string): Promise<void>;
}
