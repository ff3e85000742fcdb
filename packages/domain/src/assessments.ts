/**
 * Skill assessments (user menu "Assessment"): the rules the server keeps and pages explain. The tests
 * themselves (questions, time, pass mark, sites) are data: apps/server/content/assessments.
 */

/**
 * Days after an attempt ends before the same test can be taken again: a bank of fifteen questions is
 * not to be learnt by retaking it, and a week is long enough to study, short enough not to discourage.
 */
export const ASSESSMENT_RETAKE_DAYS = 7;

/**
 * Seconds after the time is up that a submission still counts as sent in time: the browser sends the
 * answers when the clock reaches zero, and a slow connection's request may arrive a little late.
 */
export const ASSESSMENT_SUBMIT_GRACE_SECONDS = 30;

/** Options a question offers. */
export const ASSESSMENT_OPTIONS = 4;

export function assessmentRetakeAt(finishedAt: Date): Date {
  return new Date(finishedAt.getTime() + ASSESSMENT_RETAKE_DAYS * 24 * 3600 * 1000);
}
