/**
 * Mock interviews (the `interviews` service of the load context, `/api/services/:id/interviews*` and
 * `/api/staff/interviews*`; implemented in apps/server/src/features/subscriptions/interviews.ts): the
 * seeker's bookings and the slots they can book, moves and cancellations, calendar files, and the
 * interviewer's schedule, slots and feedback.
 */
import { INTERVIEW_STATUSES } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";
import type { FormInput } from "./accounts.ts";

export const interviewFeedbackViewSchema = z.object({
  outcome: z.enum(["done", "no-show"]),
  rating: z.number().int().nullable(),
  strengths: z.string(),
  improvements: z.string(),
});

export const mockInterviewSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  siteId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  focus: z.string(),
  interviewerName: z.string(),
  seekerName: z.string(),
  orderNumber: z.string(),
  /** Only while it is booked. */
  meetingUrl: z.string().nullable(),
  reschedules: z.number().int(),
  /** The reader is its seeker or its interviewer (fulfilment staff read others' too). */
  isMine: z.boolean(),
  /** The reader may still move or cancel it. */
  canChange: z.boolean(),
  /** Feedback is missing FEEDBACK_DUE_HOURS after it ended. */
  isFeedbackLate: z.boolean(),
  feedback: interviewFeedbackViewSchema.nullable(),
  feedbackAt: z.string().nullable(),
});
export type MockInterview = z.infer<typeof mockInterviewSchema>;

export const bookableSlotSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  interviewerName: z.string(),
});
export type BookableSlot = z.infer<typeof bookableSlotSchema>;

export const interviewWorkspaceSchema = z.object({
  id: z.string(),
  planId: z.string(),
  orderNumber: z.string(),
  siteId: z.string(),
  /** The site's time zone: every time is shown in it. */
  timeZone: z.string(),
  sessionsAllowed: z.number().int(),
  sessionsUsed: z.number().int(),
  state: z.enum(["open", "delivered", "refunded"]),
  interviews: z.array(mockInterviewSchema),
  /** Slots the seeker may book now (none when every session is booked or used). */
  slots: z.array(bookableSlotSchema),
  canBook: z.boolean(),
});
export type InterviewWorkspace = z.infer<typeof interviewWorkspaceSchema>;

export const interviewerSlotSchema = z.object({
  id: z.string(),
  siteId: z.string(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  meetingUrl: z.string(),
  interviewerName: z.string(),
  /** The reader offered it. */
  isMine: z.boolean(),
  booking: mockInterviewSchema.nullable(),
});
export type InterviewerSlot = z.infer<typeof interviewerSlotSchema>;

export const interviewScheduleSchema = z.object({
  /** Upcoming slots, booked or free. */
  upcoming: z.array(interviewerSlotSchema),
  /** Held interviews still without feedback. */
  awaitingFeedback: z.array(mockInterviewSchema),
  /** Fulfilment staff read every interviewer's schedule; an interviewer their own and can add slots. */
  isManager: z.boolean(),
  canAddSlots: z.boolean(),
  /** Interviewers a booking can be handed to (fulfilment staff only; empty otherwise). */
  interviewers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type InterviewSchedule = z.infer<typeof interviewScheduleSchema>;

export interface CalendarFile {
  fileName: string;
  body: string;
}

export interface InterviewsContract {
  /** The seeker's own mock-interview service: sessions, bookings, slots to book. */
  workspace(user: AccountUser, serviceId: string): Promise<InterviewWorkspace>;
  book(user: AccountUser, serviceId: string, input: FormInput): Promise<MockInterview>;
  /** Moves a booking to another slot (the seeker, until CHANGE_CUTOFF_HOURS before, RESCHEDULES_MAX times). */
  reschedule(user: AccountUser, interviewId: string, slotId: string): Promise<MockInterview>;
  /** The seeker (until the cutoff) or its interviewer cancels a booking; the session can be booked again. */
  cancel(user: AccountUser, interviewId: string): Promise<void>;
  /** An iCalendar file of a booking, for its seeker and its interviewer. */
  calendar(user: AccountUser, interviewId: string): Promise<CalendarFile>;
  schedule(user: AccountUser): Promise<InterviewSchedule>;
  /** The interviewer publishes a slot on a site (times in the site's zone), repeated weekly if asked. */
  addSlots(user: AccountUser, siteId: string, input: FormInput): Promise<{ added: number }>;
  removeSlot(user: AccountUser, slotId: string): Promise<void>;
  /**
   * Fulfilment staff hand a booking to another interviewer at the same time (the first cannot make it):
   * both interviewers and the seeker are told.
   */
  reassign(user: AccountUser, interviewId: string, interviewerId: string): Promise<MockInterview>;
  giveFeedback(user: AccountUser, interviewId: string, input: FormInput): Promise<void>;
}
