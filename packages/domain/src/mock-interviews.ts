/**
 * Mock interviews: interviewers publish slots on a site (in the site's time zone), a seeker who bought
 * the service books one per session their plan includes, may move or cancel it until CHANGE_CUTOFF_HOURS
 * before it starts, and reads the interviewer's written feedback afterwards. Pure: the server applies
 * these rules, pages show them.
 */
import { z } from "zod";

/** How long a mock interview lasts. */
export const MOCK_INTERVIEW_MINUTES = 45;
/** A slot can be booked until this many hours before it starts (the interviewer prepares). */
export const BOOKING_NOTICE_HOURS = 12;
/** Slots are offered this many days ahead. */
export const BOOKING_HORIZON_DAYS = 30;
/** A booking can be moved or cancelled by the seeker until this many hours before it starts. */
export const CHANGE_CUTOFF_HOURS = 24;
/** Times one booking can be moved. */
export const RESCHEDULES_MAX = 2;
/** Reminders go this many hours before: the day before and the hour before. */
export const INTERVIEW_REMINDER_HOURS = [24, 1] as const;
/** An interview whose feedback is still missing this long after it ended is late work. */
export const FEEDBACK_DUE_HOURS = 48;
/** Weeks an interviewer can repeat a slot at once. */
export const SLOT_REPEAT_WEEKS_MAX = 8;
export const INTERVIEW_FOCUS_MAX = 120;
export const FEEDBACK_TEXT_MAX = 3000;

export const INTERVIEW_STATUSES = ["booked", "cancelled", "done", "no-show"] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/**
 * The moment a wall-clock time in `timeZone` names, or null when the text is not a date and time or
 * names a time that does not exist there (a spring-forward gap). Two passes over the zone's offset make
 * it right across offset changes, with the platform's own time-zone data (Intl).
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date | null {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return null;
  const [year, month, day] = dateMatch.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = timeMatch.slice(1).map(Number) as [number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (at: number): number => {
    const parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    }).formatToParts(at);
    const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
    return Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute")) - at;
  };
  const first = wall - offsetAt(wall);
  const at = wall - offsetAt(first);
  // A time skipped by the clock comes back as another wall time: refused rather than moved.
  const back = new Date(at + offsetAt(at));
  if (back.getUTCHours() !== hour || back.getUTCMinutes() !== minute || back.getUTCDate() !== day)
    return null;
  return new Date(at);
}

/** An interviewer's new slot: a day and a time on a site, its meeting address, repeated weekly or not. */
export const interviewSlotSchema = z.object({
  date: z.string({ error: "required" }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalidValue" }),
  time: z.string({ error: "required" }).regex(/^\d{2}:\d{2}$/, { error: "invalidValue" }),
  meetingUrl: z
    .string({ error: "required" })
    .trim()
    .max(300, { error: "tooLong" })
    .refine((value) => /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), { error: "invalidValue" }),
  repeatWeeks: z.coerce.number().int().min(0, { error: "invalidValue" }).max(SLOT_REPEAT_WEEKS_MAX, {
    error: "invalidValue",
  }),
});
export type InterviewSlotInput = z.infer<typeof interviewSlotSchema>;

/** What the interviewer writes afterwards. */
export const interviewFeedbackSchema = z
  .object({
    outcome: z.enum(["done", "no-show"], { error: "invalidValue" }),
    rating: z.coerce
      .number()
      .int()
      .min(1, { error: "invalidValue" })
      .max(5, { error: "invalidValue" })
      .optional(),
    strengths: z.string().trim().max(FEEDBACK_TEXT_MAX, { error: "tooLong" }).default(""),
    improvements: z.string().trim().max(FEEDBACK_TEXT_MAX, { error: "tooLong" }).default(""),
  })
  .superRefine((value, context) => {
    // An interview that took place gets a rating and something the seeker can act on.
    if (value.outcome !== "done") return;
    if (value.rating === undefined)
      context.addIssue({ code: "custom", path: ["rating"], message: "required" });
    if (!value.strengths && !value.improvements)
      context.addIssue({ code: "custom", path: ["improvements"], message: "required" });
  });
export type InterviewFeedback = z.infer<typeof interviewFeedbackSchema>;
