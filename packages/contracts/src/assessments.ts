/**
 * Skill assessments as pages and the API see them (user menu "Assessment"; the `assessments` service,
 * `/api/seeker/assessments…`; implemented in apps/server/src/features/assessments). Questions reach the
 * browser without their answers; a result says how many were right, not which.
 */
import type { Language, SiteId } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

const textsSchema = z.object({ en: z.string(), hi: z.string(), ar: z.string() });

export const assessmentResultSchema = z.object({
  correct: z.number().int(),
  total: z.number().int(),
  scorePercent: z.number().int(),
  passed: z.boolean(),
  finishedAt: z.string(),
});
export type AssessmentResult = z.infer<typeof assessmentResultSchema>;

/** A test as the list shows it, with the seeker's own standing. */
export const assessmentSummarySchema = z.object({
  slug: z.string(),
  /** The skill as profiles write it (e.g. "Microsoft Excel"). */
  skill: z.string(),
  title: z.string(),
  summary: z.string(),
  minutes: z.number().int(),
  questions: z.number().int(),
  passPercent: z.number().int(),
  /** The best finished attempt (a pass before a fail), null before the first. */
  best: assessmentResultSchema.nullable(),
  /** An attempt under way: the page leads back to it. */
  inProgress: z.object({ attemptId: z.string(), deadlineAt: z.string() }).nullable(),
  /** When the test may be taken again; null when it may be now. */
  retakeAt: z.string().nullable(),
});
export type AssessmentSummary = z.infer<typeof assessmentSummarySchema>;

export const assessmentQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** Code, a formula or a table, shown as written (left to right, monospace). */
  code: z.string().nullable(),
  options: z.array(z.string()),
});

export const assessmentAttemptSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  minutes: z.number().int(),
  passPercent: z.number().int(),
  startedAt: z.string(),
  deadlineAt: z.string(),
  /** The server's clock when this was read: the page's countdown is measured from it, not the phone's. */
  now: z.string(),
  questions: z.array(assessmentQuestionSchema),
  /** Question id → chosen option, as saved so far. */
  answers: z.record(z.string(), z.number().int()),
  /** Set once finished (submitted, or closed when the time ran out). */
  result: assessmentResultSchema.nullable(),
  retakeAt: z.string().nullable(),
});
export type AssessmentAttempt = z.infer<typeof assessmentAttemptSchema>;

/** A passed test on a profile: what recruiters see. */
export const assessmentBadgeSchema = z.object({
  slug: z.string(),
  skill: z.string(),
  title: textsSchema,
  scorePercent: z.number().int(),
  passedAt: z.string(),
});
export type AssessmentBadge = z.infer<typeof assessmentBadgeSchema>;

export interface AssessmentsContract {
  /** The site's tests in the page's language, with the seeker's best result and what is under way. */
  list(seeker: AccountUser, siteId: SiteId, language: Language): Promise<AssessmentSummary[]>;
  /**
   * Starts an attempt (or returns the one under way): questions drawn, the clock started. Throws
   * NOT_FOUND (`assessmentNotFound`: no such test on the site), CONFLICT (`assessmentRetakeLocked`,
   * details.retakeAt), FORBIDDEN (not a seeker), RATE_LIMITED.
   */
  start(seeker: AccountUser, siteId: SiteId, slug: string): Promise<{ attemptId: string }>;
  /** The attempt in the page's language; an attempt whose time ran out is scored first. NOT_FOUND. */
  attempt(seeker: AccountUser, attemptId: string, language: Language): Promise<AssessmentAttempt>;
  /**
   * Saves one answer while the time runs. Throws CONFLICT (`assessmentClosed`) after it, VALIDATION
   * (`assessmentAnswerInvalid`) for a question not in the attempt or an option out of range, NOT_FOUND.
   */
  saveAnswer(seeker: AccountUser, attemptId: string, questionId: string, option: number): Promise<void>;
  /**
   * Finishes the attempt with the answers sent (those arriving after the time and its grace are not
   * counted; those saved before are) and scores it once: a second submission returns the same result.
   */
  submit(
    seeker: AccountUser,
    attemptId: string,
    answers: Readonly<Record<string, number>>,
    language: Language,
  ): Promise<AssessmentAttempt>;
  /** Passed tests (the best score of each) of the given seekers, for profiles recruiters open and find. */
  badgesOf(seekerIds: readonly string[]): Promise<Map<string, AssessmentBadge[]>>;
}
