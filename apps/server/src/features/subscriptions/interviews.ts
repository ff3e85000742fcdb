/**
 * Mock interviews delivered, in the `seeker_services` row of a paid Mock Interview:
 *
 * - Interviewers (staff with the "interviews" area) publish slots on a site, typed in the site's time
 *   zone, optionally repeated weekly. A free slot can be removed; a booked one cannot (cancel the booking).
 * - The seeker books a slot at least BOOKING_NOTICE_HOURS and at most BOOKING_HORIZON_DAYS ahead, one per
 *   session the plan includes. A slot is taken by one live booking (a partial unique index decides two
 *   seekers pressing at once). Until CHANGE_CUTOFF_HOURS before it starts the seeker may move it
 *   (RESCHEDULES_MAX times) or cancel it, which gives the session back; the interviewer may cancel any
 *   time before it starts.
 * - Both sides get an e-mail at each change, reminders the day before and the hour before (each once per
 *   booking, through the queue), and an iCalendar file of the booking.
 * - After it starts the interviewer writes feedback (or records that the seeker did not come); the seeker
 *   reads it on the workspace and by e-mail. Once every session has been held the service is delivered.
 *
 * Every staff action (slots, cancellations, feedback) is audited. Another seeker's or interviewer's
 * booking is "not found".
 */
import {
  type AccountUser,
  AppError,
  type BookableSlot,
  type CalendarFile,
  type FormInput,
  type InterviewSchedule,
  type InterviewsContract,
  type InterviewWorkspace,
  type MockInterview,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  BOOKING_HORIZON_DAYS,
  BOOKING_NOTICE_HOURS,
  CHANGE_CUTOFF_HOURS,
  FEEDBACK_DUE_HOURS,
  INTERVIEW_FOCUS_MAX,
  type InterviewFeedback,
  interviewFeedbackSchema,
  interviewSlotSchema,
  isSiteId,
  type Language,
  MOCK_INTERVIEW_MINUTES,
  problemsFromIssues,
  RESCHEDULES_MAX,
  SITE_BY_ID,
  type SiteId,
  withLanguage,
  zonedTimeToUtc,
} from "@portal/domain";
import { createEvent } from "ics";
import type pg from "pg";
import { recordStaffAction } from "../../auth/staff.ts";
import type { BackgroundTask } from "../../background/queue.ts";
import type { Notifier, TemplateName } from "../notifications/index.ts";
import { siteMoment } from "./service.ts";
import { languageOf, sendServiceEmail, textOf } from "./service-mail.ts";
import { SERVICE_NAMES } from "./service-names.ts";

export const INTERVIEW_REMINDER_TASK = "interviews.reminders";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Slots a seeker is offered at once, soonest first. */
const SLOTS_SHOWN = 120;
/** A schedule's upcoming slots at once. */
const SCHEDULE_MAX = 300;

const serviceNotFound = () => new AppError("NOT_FOUND", "serviceNotFound");
const interviewNotFound = () => new AppError("NOT_FOUND", "interviewNotFound");

function validation(issues: Parameters<typeof problemsFromIssues>[0]): AppError {
  return new AppError("VALIDATION", "validationFailed", { details: problemsFromIssues(issues) });
}

interface ServiceRow {
  id: string;
  user_id: string;
  site_id: SiteId;
  plan_id: string;
  order_number: string;
  origin: string;
  brand_id: string;
  order_language: string;
  sessions_allowed: number | null;
  ended_reason: "expired" | "refunded" | "delivered" | null;
}

interface InterviewRow {
  id: string;
  seeker_service_id: string;
  slot_id: string;
  interviewer_id: string | null;
  starts_at: Date;
  ends_at: Date;
  meeting_url: string;
  status: MockInterview["status"];
  focus: string;
  reschedules: number;
  feedback: InterviewFeedback | null;
  feedback_at: Date | null;
  site_id: SiteId;
  seeker_id: string;
  seeker_name: string;
  seeker_email: string;
  interviewer_name: string | null;
  interviewer_email: string | null;
  interviewer_language: string | null;
  order_number: string;
  origin: string;
  brand_id: string;
  order_language: string;
}

const INTERVIEW_SELECT = `SELECT m.*, s.site_id, s.user_id AS seeker_id, u.name AS seeker_name, u.email AS seeker_email,
    i.name AS interviewer_name, i.email AS interviewer_email, i.language AS interviewer_language,
    o.number AS order_number, o.origin, o.brand_id, o.language AS order_language
  FROM mock_interviews m JOIN seeker_services s ON s.id = m.seeker_service_id
  JOIN users u ON u.id = s.user_id JOIN orders o ON o.id = s.order_id
  LEFT JOIN users i ON i.id = m.interviewer_id`;

export interface InterviewServiceOptions {
  pool: pg.Pool;
  notifier: Pick<Notifier, "send">;
  now?: () => Date;
}

export function createInterviewService(options: InterviewServiceOptions): InterviewsContract & {
  sendDueReminders(): Promise<number>;
  createReminderTask(): BackgroundTask;
} {
  const { pool, notifier } = options;
  const now = options.now ?? (() => new Date());

  const isInterviewer = (user: AccountUser) =>
    user.role === "staff" && user.staffAreas?.includes("interviews") === true;
  const isManager = (user: AccountUser) =>
    user.role === "staff" && user.staffAreas?.includes("fulfilment") === true;

  function viewOf(row: InterviewRow, reader: AccountUser, at: Date): MockInterview {
    const isMine = reader.role === "seeker" ? row.seeker_id === reader.id : row.interviewer_id === reader.id;
    const isBooked = row.status === "booked";
    const beforeCutoff = row.starts_at.getTime() - at.getTime() >= CHANGE_CUTOFF_HOURS * HOUR;
    return {
      id: row.id,
      serviceId: row.seeker_service_id,
      siteId: row.site_id,
      startsAt: row.starts_at.toISOString(),
      endsAt: row.ends_at.toISOString(),
      status: row.status,
      focus: row.focus,
      interviewerName: row.interviewer_name ?? "",
      seekerName: row.seeker_name,
      orderNumber: row.order_number,
      meetingUrl: isBooked ? row.meeting_url : null,
      reschedules: row.reschedules,
      isMine,
      // The seeker until the cutoff; staff (its interviewer, fulfilment) until it starts.
      canChange: isBooked && (reader.role === "seeker" ? beforeCutoff : row.starts_at > at),
      isFeedbackLate: isBooked && row.ends_at.getTime() + FEEDBACK_DUE_HOURS * HOUR < at.getTime(),
      feedback: row.feedback
        ? {
            outcome: row.feedback.outcome,
            rating: row.feedback.rating ?? null,
            strengths: row.feedback.strengths,
            improvements: row.feedback.improvements,
          }
        : null,
      feedbackAt: row.feedback_at?.toISOString() ?? null,
    };
  }

  async function ownService(db: pg.Pool | pg.PoolClient, user: AccountUser, serviceId: string, lock = false) {
    if (user.role !== "seeker" || !UUID.test(serviceId)) throw serviceNotFound();
    const { rows } = await db.query<ServiceRow>(
      `SELECT s.id, s.user_id, s.site_id, s.plan_id, o.number AS order_number, o.origin, o.brand_id,
              o.language AS order_language, s.sessions_allowed, s.ended_reason
         FROM seeker_services s JOIN orders o ON o.id = s.order_id
        WHERE s.id = $1 AND s.user_id = $2 AND s.service_id = 'mock-interview' ${lock ? "FOR UPDATE OF s" : ""}`,
      [serviceId, user.id],
    );
    if (!rows[0]) throw serviceNotFound();
    return rows[0];
  }

  /** A booking its reader may see: the seeker's own, its interviewer's, or any for fulfilment staff. */
  async function interviewFor(
    db: pg.Pool | pg.PoolClient,
    user: AccountUser,
    interviewId: string,
    lock = false,
  ) {
    if (!UUID.test(interviewId)) throw interviewNotFound();
    const { rows } = await db.query<InterviewRow>(
      `${INTERVIEW_SELECT} WHERE m.id = $1 ${lock ? "FOR UPDATE OF m, s" : ""}`,
      [interviewId],
    );
    const row = rows[0];
    if (!row) throw interviewNotFound();
    const side =
      user.role === "seeker" && row.seeker_id === user.id
        ? "seeker"
        : isInterviewer(user) && row.interviewer_id === user.id
          ? "interviewer"
          : isManager(user)
            ? "manager"
            : null;
    if (!side) throw interviewNotFound();
    return { row, side };
  }

  async function email(
    client: pg.PoolClient,
    row: Pick<InterviewRow, "site_id" | "brand_id" | "order_number">,
    to: { email: string; language: Language },
    template: TemplateName,
    params: Record<string, string>,
  ): Promise<void> {
    const about = {
      siteId: row.site_id,
      brandId: row.brand_id,
      orderNumber: row.order_number,
      serviceId: "mock-interview" as const,
    };
    await sendServiceEmail(notifier, client, about, to, template, params);
  }

  /** Tells the seeker and the interviewer about a booking, each in their language and with their link. */
  async function tellBoth(client: pg.PoolClient, row: InterviewRow, template: TemplateName): Promise<void> {
    const seekerLanguage = languageOf(row.order_language);
    await email(client, row, { email: row.seeker_email, language: seekerLanguage }, template, {
      name: row.seeker_name,
      from: row.interviewer_name ?? "",
      date: siteMoment(row.starts_at, row.site_id, seekerLanguage),
      link: `${row.origin}${withLanguage(`/seeker/mock-interviews/${row.seeker_service_id}`, seekerLanguage)}`,
    });
    if (row.interviewer_email) {
      const language = languageOf(row.interviewer_language);
      await email(client, row, { email: row.interviewer_email, language }, template, {
        name: row.interviewer_name ?? "",
        from: row.seeker_name,
        date: siteMoment(row.starts_at, row.site_id, language),
        link: `${row.origin}${withLanguage("/staff/interviews", language)}`,
      });
    }
  }

  /** A free slot of the site in the booking window, locked for the booking being made. */
  async function bookableSlot(client: pg.PoolClient, siteId: SiteId, slotId: string) {
    if (!UUID.test(slotId))
      throw new AppError("VALIDATION", "slotRequired", {
        details: [{ field: "slotId", messageKey: "slotRequired" }],
      });
    const at = now();
    const { rows } = await client.query<{
      id: string;
      interviewer_id: string;
      starts_at: Date;
      ends_at: Date;
      meeting_url: string;
    }>(
      `SELECT id, interviewer_id, starts_at, ends_at, meeting_url FROM interview_slots
        WHERE id = $1 AND site_id = $2 AND starts_at >= $3 AND starts_at <= $4 FOR SHARE`,
      [
        slotId,
        siteId,
        new Date(at.getTime() + BOOKING_NOTICE_HOURS * HOUR),
        new Date(at.getTime() + BOOKING_HORIZON_DAYS * DAY),
      ],
    );
    if (!rows[0]) throw new AppError("CONFLICT", "slotTaken");
    return rows[0];
  }

  /** Runs a booking statement; a slot another booking took first is a clear refusal, not an error. */
  async function takingSlot<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code === "23505")
        throw new AppError("CONFLICT", "slotTaken", { cause: error });
      throw error;
    }
  }

  /** A reminder already due (a booking made less than a day ahead) is not sent again. */
  const reminderMarks = `reminded_day_at = CASE WHEN starts_at - $2::timestamptz < interval '24 hours' THEN $2::timestamptz END,
                          reminded_hour_at = CASE WHEN starts_at - $2::timestamptz < interval '1 hour' THEN $2::timestamptz END`;

  async function reload(client: pg.PoolClient, interviewId: string): Promise<InterviewRow> {
    const { rows } = await client.query<InterviewRow>(`${INTERVIEW_SELECT} WHERE m.id = $1`, [interviewId]);
    return rows[0] as InterviewRow;
  }

  const service = {
    async workspace(user: AccountUser, serviceId: string): Promise<InterviewWorkspace> {
      const owned = await ownService(pool, user, serviceId);
      const at = now();
      const { rows } = await pool.query<InterviewRow>(
        `${INTERVIEW_SELECT} WHERE m.seeker_service_id = $1 ORDER BY m.starts_at`,
        [serviceId],
      );
      const used = rows.filter((row) => row.status !== "cancelled").length;
      const allowed = owned.sessions_allowed ?? 0;
      const canBook = owned.ended_reason === null && used < allowed;
      const hasBooking = rows.some((row) => row.status === "booked");
      // Slots are offered while a session is left to book or a booking can still move.
      const slots =
        canBook || (owned.ended_reason === null && hasBooking)
          ? (
              await pool.query<{ id: string; starts_at: Date; ends_at: Date; interviewer_name: string }>(
                `SELECT sl.id, sl.starts_at, sl.ends_at, u.name AS interviewer_name
                   FROM interview_slots sl JOIN users u ON u.id = sl.interviewer_id
                  WHERE sl.site_id = $1 AND sl.starts_at >= $2 AND sl.starts_at <= $3
                    AND NOT EXISTS (SELECT 1 FROM mock_interviews m WHERE m.slot_id = sl.id AND m.status <> 'cancelled')
                  ORDER BY sl.starts_at, u.name LIMIT ${SLOTS_SHOWN}`,
                [
                  owned.site_id,
                  new Date(at.getTime() + BOOKING_NOTICE_HOURS * HOUR),
                  new Date(at.getTime() + BOOKING_HORIZON_DAYS * DAY),
                ],
              )
            ).rows.map(
              (slot): BookableSlot => ({
                id: slot.id,
                startsAt: slot.starts_at.toISOString(),
                endsAt: slot.ends_at.toISOString(),
                interviewerName: slot.interviewer_name,
              }),
            )
          : [];
      return {
        id: owned.id,
        planId: owned.plan_id,
        orderNumber: owned.order_number,
        siteId: owned.site_id,
        timeZone: SITE_BY_ID[owned.site_id].timeZone,
        sessionsAllowed: allowed,
        sessionsUsed: used,
        state:
          owned.ended_reason === null
            ? "open"
            : owned.ended_reason === "delivered"
              ? "delivered"
              : "refunded",
        interviews: rows.map((row) => viewOf(row, user, at)),
        slots,
        canBook,
      };
    },

    async book(user: AccountUser, serviceId: string, input: FormInput): Promise<MockInterview> {
      const focus = textOf(input, "focus").trim();
      if (focus.length > INTERVIEW_FOCUS_MAX)
        throw new AppError("VALIDATION", "validationFailed", {
          details: [{ field: "focus", messageKey: "tooLong", params: { max: INTERVIEW_FOCUS_MAX } }],
        });
      return inTransaction(pool, async (client) => {
        const owned = await ownService(client, user, serviceId, true);
        if (owned.ended_reason !== null) throw new AppError("CONFLICT", "writingClosed");
        const { rows: counted } = await client.query<{ used: number }>(
          "SELECT count(*)::int AS used FROM mock_interviews WHERE seeker_service_id = $1 AND status <> 'cancelled'",
          [serviceId],
        );
        if ((counted[0]?.used ?? 0) >= (owned.sessions_allowed ?? 0))
          throw new AppError("CONFLICT", "noSessionsLeft");
        const slot = await bookableSlot(client, owned.site_id, textOf(input, "slotId"));
        const inserted = await takingSlot(() =>
          client.query<{ id: string }>(
            `INSERT INTO mock_interviews (seeker_service_id, slot_id, interviewer_id, starts_at, ends_at, meeting_url, focus)
             VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
            [serviceId, slot.id, slot.interviewer_id, slot.starts_at, slot.ends_at, slot.meeting_url, focus],
          ),
        );
        const id = inserted.rows[0]?.id as string;
        await client.query(`UPDATE mock_interviews SET ${reminderMarks} WHERE id = $1`, [id, now()]);
        const row = await reload(client, id);
        await tellBoth(client, row, "interview-booked");
        return viewOf(row, user, now());
      });
    },

    async reschedule(user: AccountUser, interviewId: string, slotId: string): Promise<MockInterview> {
      return inTransaction(pool, async (client) => {
        const { row, side } = await interviewFor(client, user, interviewId, true);
        if (side !== "seeker") throw interviewNotFound();
        const at = now();
        if (row.status !== "booked" || row.starts_at.getTime() - at.getTime() < CHANGE_CUTOFF_HOURS * HOUR)
          throw new AppError("CONFLICT", "interviewLocked", {
            details: [{ messageKey: "interviewLocked", params: { hours: CHANGE_CUTOFF_HOURS } }],
          });
        if (row.reschedules >= RESCHEDULES_MAX)
          throw new AppError("CONFLICT", "reschedulesUsed", {
            details: [{ messageKey: "reschedulesUsed", params: { max: RESCHEDULES_MAX } }],
          });
        const slot = await bookableSlot(client, row.site_id, slotId);
        await takingSlot(() =>
          client.query(
            `UPDATE mock_interviews SET slot_id = $3, interviewer_id = $4, starts_at = $5, ends_at = $6, meeting_url = $7,
                    reschedules = reschedules + 1, ${reminderMarks}
              WHERE id = $1`,
            [interviewId, at, slot.id, slot.interviewer_id, slot.starts_at, slot.ends_at, slot.meeting_url],
          ),
        );
        // The interviewer who lost the time hears of it too.
        if (row.interviewer_id !== slot.interviewer_id && row.interviewer_email)
          await email(
            client,
            row,
            { email: row.interviewer_email, language: languageOf(row.interviewer_language) },
            "interview-cancelled",
            {
              name: row.interviewer_name ?? "",
              from: row.seeker_name,
              date: siteMoment(row.starts_at, row.site_id, languageOf(row.interviewer_language)),
              link: `${row.origin}${withLanguage("/staff/interviews", languageOf(row.interviewer_language))}`,
            },
          );
        const moved = await reload(client, interviewId);
        await tellBoth(client, moved, "interview-booked");
        return viewOf(moved, user, at);
      });
    },

    async cancel(user: AccountUser, interviewId: string): Promise<void> {
      await inTransaction(pool, async (client) => {
        const { row, side } = await interviewFor(client, user, interviewId, true);
        const at = now();
        if (row.status !== "booked")
          throw new AppError("CONFLICT", "interviewLocked", {
            details: [{ messageKey: "interviewLocked", params: { hours: CHANGE_CUTOFF_HOURS } }],
          });
        const cutoff = side === "seeker" ? CHANGE_CUTOFF_HOURS * HOUR : 0;
        if (row.starts_at.getTime() - at.getTime() < cutoff || row.starts_at <= at)
          throw new AppError("CONFLICT", "interviewLocked", {
            details: [{ messageKey: "interviewLocked", params: { hours: CHANGE_CUTOFF_HOURS } }],
          });
        await client.query(
          "UPDATE mock_interviews SET status = 'cancelled', cancelled_at = $2 WHERE id = $1",
          [interviewId, at],
        );
        await tellBoth(client, row, "interview-cancelled");
        if (side !== "seeker")
          await recordStaffAction(client, user, {
            area: side === "interviewer" ? "interviews" : "fulfilment",
            action: "interview.cancel",
            target: row.order_number,
            details: { startsAt: row.starts_at.toISOString(), seeker: row.seeker_name },
          });
      });
    },

    async calendar(user: AccountUser, interviewId: string): Promise<CalendarFile> {
      const { row, side } = await interviewFor(pool, user, interviewId);
      const language: Language =
        side === "seeker" ? languageOf(row.order_language) : languageOf(row.interviewer_language);
      const title = `${SERVICE_NAMES[language]["mock-interview"]} · ${side === "seeker" ? (row.interviewer_name ?? "") : row.seeker_name}`;
      const made = createEvent({
        uid: `${row.id}@mock-interviews`,
        sequence: row.reschedules,
        start: row.starts_at.getTime(),
        startInputType: "utc",
        startOutputType: "utc",
        end: row.ends_at.getTime(),
        endInputType: "utc",
        endOutputType: "utc",
        title,
        description: [row.focus, row.meeting_url].filter(Boolean).join("\n"),
        location: row.meeting_url,
        url: row.meeting_url,
        status: row.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
        productId: "jobnest/mock-interviews",
        alarms: [{ action: "display", description: title, trigger: { hours: 1, before: true } }],
      });
      if (made.error || !made.value) throw made.error ?? new Error("calendar file not made");
      return { fileName: `mock-interview-${row.starts_at.toISOString().slice(0, 10)}.ics`, body: made.value };
    },

    async schedule(user: AccountUser): Promise<InterviewSchedule> {
      const manager = isManager(user);
      if (!manager && !isInterviewer(user)) throw new AppError("FORBIDDEN", "forbidden");
      const at = now();
      const mine = manager ? "" : "AND sl.interviewer_id = $2";
      const { rows: slots } = await pool.query<{
        id: string;
        site_id: SiteId;
        starts_at: Date;
        ends_at: Date;
        meeting_url: string;
        interviewer_name: string;
        interviewer_id: string;
        booking_id: string | null;
      }>(
        `SELECT sl.id, sl.interviewer_id, sl.site_id, sl.starts_at, sl.ends_at, sl.meeting_url, u.name AS interviewer_name, m.id AS booking_id
           FROM interview_slots sl JOIN users u ON u.id = sl.interviewer_id
           LEFT JOIN mock_interviews m ON m.slot_id = sl.id AND m.status <> 'cancelled'
          WHERE sl.ends_at > $1 ${mine}
          ORDER BY sl.starts_at, u.name LIMIT ${SCHEDULE_MAX}`,
        manager ? [at] : [at, user.id],
      );
      const bookingIds = slots.flatMap((slot) => (slot.booking_id ? [slot.booking_id] : []));
      const { rows: waiting } = await pool.query<InterviewRow>(
        `${INTERVIEW_SELECT}
          WHERE (m.id = ANY($1::uuid[]))
             OR (m.status = 'booked' AND m.starts_at <= $2 ${manager ? "" : "AND m.interviewer_id = $3"})
          ORDER BY m.starts_at`,
        manager ? [bookingIds, at] : [bookingIds, at, user.id],
      );
      const bookings = new Map(waiting.map((row) => [row.id, viewOf(row, user, at)]));
      return {
        upcoming: slots.map((slot) => ({
          id: slot.id,
          siteId: slot.site_id,
          timeZone: SITE_BY_ID[slot.site_id].timeZone,
          startsAt: slot.starts_at.toISOString(),
          endsAt: slot.ends_at.toISOString(),
          meetingUrl: slot.meeting_url,
          interviewerName: slot.interviewer_name,
          isMine: slot.interviewer_id === user.id,
          booking: slot.booking_id ? (bookings.get(slot.booking_id) ?? null) : null,
        })),
        awaitingFeedback: waiting
          .filter((row) => row.status === "booked" && row.starts_at <= at)
          .map((row) => viewOf(row, user, at)),
        isManager: manager,
        canAddSlots: isInterviewer(user),
        interviewers: manager
          ? (
              await pool.query<{ id: string; name: string }>(
                `SELECT u.id, u.name FROM staff_areas a JOIN users u ON u.id = a.user_id
                  WHERE a.area = 'interviews' AND u.role = 'staff' ORDER BY u.name`,
              )
            ).rows
          : [],
      };
    },

    async addSlots(user: AccountUser, siteId: string, input: FormInput): Promise<{ added: number }> {
      if (!isInterviewer(user)) throw new AppError("FORBIDDEN", "forbidden");
      if (!isSiteId(siteId))
        throw new AppError("VALIDATION", "validationFailed", {
          details: [{ field: "siteId", messageKey: "invalidValue" }],
        });
      const parsed = interviewSlotSchema.safeParse({
        date: textOf(input, "date"),
        time: textOf(input, "time"),
        meetingUrl: textOf(input, "meetingUrl"),
        repeatWeeks: textOf(input, "repeatWeeks") || "0",
      });
      if (!parsed.success) throw validation(parsed.error.issues);
      const { date, time, meetingUrl, repeatWeeks } = parsed.data;
      const timeZone = SITE_BY_ID[siteId].timeZone;
      const first = zonedTimeToUtc(date, time, timeZone);
      const at = now();
      if (!first || first.getTime() < at.getTime() + BOOKING_NOTICE_HOURS * HOUR)
        throw new AppError("VALIDATION", "validationFailed", {
          details: [{ field: "date", messageKey: "slotTooSoon", params: { hours: BOOKING_NOTICE_HOURS } }],
        });
      // Weekly repeats keep the wall-clock time of the site (a daylight-saving change does not shift it).
      const starts: Date[] = [first];
      for (let week = 1; week <= repeatWeeks; week += 1) {
        const day = new Date(Date.parse(`${date}T00:00:00Z`) + week * WEEK).toISOString().slice(0, 10);
        const next = zonedTimeToUtc(day, time, timeZone);
        if (next) starts.push(next);
      }
      return inTransaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `INSERT INTO interview_slots (interviewer_id, site_id, starts_at, ends_at, meeting_url)
           SELECT $1, $2, start, start + make_interval(mins => $4), $5 FROM unnest($3::timestamptz[]) AS start
           ON CONFLICT (interviewer_id, starts_at) DO NOTHING`,
          [user.id, siteId, starts, MOCK_INTERVIEW_MINUTES, meetingUrl],
        );
        await recordStaffAction(client, user, {
          area: "interviews",
          action: "slot.add",
          target: `${siteId} ${date} ${time}`,
          details: { added: rowCount ?? 0, repeatWeeks },
        });
        return { added: rowCount ?? 0 };
      });
    },

    async reassign(user: AccountUser, interviewId: string, interviewerId: string): Promise<MockInterview> {
      if (!isManager(user)) throw new AppError("FORBIDDEN", "forbidden");
      if (!UUID.test(interviewerId))
        throw new AppError("VALIDATION", "interviewerRequired", {
          details: [{ field: "interviewerId", messageKey: "interviewerRequired" }],
        });
      return inTransaction(pool, async (client) => {
        const { row } = await interviewFor(client, user, interviewId, true);
        const at = now();
        if (row.status !== "booked" || row.starts_at <= at)
          throw new AppError("CONFLICT", "interviewLocked", {
            details: [{ messageKey: "interviewLocked", params: { hours: CHANGE_CUTOFF_HOURS } }],
          });
        const chosen = await client.query<{ name: string }>(
          `SELECT u.name FROM users u JOIN staff_areas a ON a.user_id = u.id AND a.area = 'interviews'
            WHERE u.id = $1 AND u.role = 'staff'`,
          [interviewerId],
        );
        if (!chosen.rows[0])
          throw new AppError("VALIDATION", "interviewerRequired", {
            details: [{ field: "interviewerId", messageKey: "interviewerRequired" }],
          });
        if (row.interviewer_id === interviewerId) return viewOf(row, user, at);
        // The new interviewer's slot at the same time: theirs if free, else made for this booking.
        const slot = await client.query<{ id: string }>(
          `INSERT INTO interview_slots (interviewer_id, site_id, starts_at, ends_at, meeting_url)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (interviewer_id, starts_at) DO UPDATE SET ends_at = interview_slots.ends_at
           RETURNING id`,
          [interviewerId, row.site_id, row.starts_at, row.ends_at, row.meeting_url],
        );
        const slotId = slot.rows[0]?.id as string;
        await takingSlot(() =>
          // The booking keeps its meeting address: the seeker already has it.
          client.query("UPDATE mock_interviews SET slot_id = $2, interviewer_id = $3 WHERE id = $1", [
            interviewId,
            slotId,
            interviewerId,
          ]),
        );
        if (row.interviewer_email) {
          const language = languageOf(row.interviewer_language);
          await email(client, row, { email: row.interviewer_email, language }, "interview-cancelled", {
            name: row.interviewer_name ?? "",
            from: row.seeker_name,
            date: siteMoment(row.starts_at, row.site_id, language),
            link: `${row.origin}${withLanguage("/staff/interviews", language)}`,
          });
        }
        const moved = await reload(client, interviewId);
        await tellBoth(client, moved, "interview-booked");
        await recordStaffAction(client, user, {
          area: "fulfilment",
          action: "interview.reassign",
          target: row.order_number,
          details: {
            from: row.interviewer_name,
            to: chosen.rows[0].name,
            startsAt: row.starts_at.toISOString(),
          },
        });
        return viewOf(moved, user, at);
      });
    },

    async removeSlot(user: AccountUser, slotId: string): Promise<void> {
      if (!isInterviewer(user) || !UUID.test(slotId)) throw new AppError("NOT_FOUND", "notFound");
      await inTransaction(pool, async (client) => {
        const { rows } = await client.query<{ starts_at: Date; site_id: string; booked: boolean }>(
          `SELECT starts_at, site_id, EXISTS (SELECT 1 FROM mock_interviews m WHERE m.slot_id = sl.id) AS booked
             FROM interview_slots sl WHERE id = $1 AND interviewer_id = $2 FOR UPDATE`,
          [slotId, user.id],
        );
        const slot = rows[0];
        if (!slot) throw new AppError("NOT_FOUND", "notFound");
        // A slot ever booked stays: its bookings point at it (a cancelled one too).
        if (slot.booked) throw new AppError("CONFLICT", "slotBooked");
        await client.query("DELETE FROM interview_slots WHERE id = $1", [slotId]);
        await recordStaffAction(client, user, {
          area: "interviews",
          action: "slot.remove",
          target: `${slot.site_id} ${slot.starts_at.toISOString()}`,
        });
      });
    },

    async giveFeedback(user: AccountUser, interviewId: string, input: FormInput): Promise<void> {
      const parsed = interviewFeedbackSchema.safeParse({
        outcome: textOf(input, "outcome"),
        rating: textOf(input, "rating") || undefined,
        strengths: textOf(input, "strengths"),
        improvements: textOf(input, "improvements"),
      });
      if (!parsed.success) throw validation(parsed.error.issues);
      await inTransaction(pool, async (client) => {
        const { row, side } = await interviewFor(client, user, interviewId, true);
        if (side !== "interviewer") throw interviewNotFound();
        const at = now();
        if (row.status !== "booked" || row.starts_at > at) throw new AppError("CONFLICT", "feedbackNotDue");
        await client.query(
          "UPDATE mock_interviews SET status = $2, feedback = $3, feedback_at = $4 WHERE id = $1",
          [interviewId, parsed.data.outcome, JSON.stringify(parsed.data), at],
        );
        // Every session held (or missed): the service is delivered.
        await client.query(
          `UPDATE seeker_services s SET ends_at = $2, ended_reason = 'delivered', ended_notice_at = $2
            WHERE s.id = $1 AND s.ended_reason IS NULL
              AND (SELECT count(*) FROM mock_interviews m
                    WHERE m.seeker_service_id = s.id AND m.status IN ('done', 'no-show')) >= coalesce(s.sessions_allowed, 0)`,
          [row.seeker_service_id, at],
        );
        const language = languageOf(row.order_language);
        await email(client, row, { email: row.seeker_email, language }, "interview-feedback", {
          name: row.seeker_name,
          from: row.interviewer_name ?? "",
          date: siteMoment(row.starts_at, row.site_id, language),
          link: `${row.origin}${withLanguage(`/seeker/mock-interviews/${row.seeker_service_id}`, language)}`,
        });
        await recordStaffAction(client, user, {
          area: "interviews",
          action: "interview.feedback",
          target: row.order_number,
          details: { outcome: parsed.data.outcome, rating: parsed.data.rating ?? null },
        });
      });
    },

    /** The day-before and hour-before reminders now due, each once per booking (marked as it is sent). */
    async sendDueReminders(): Promise<number> {
      const at = now();
      return inTransaction(pool, async (client) => {
        const due = await client.query<{ id: string }>(
          `WITH due AS (
             SELECT id FROM mock_interviews
              WHERE status = 'booked' AND starts_at > $1
                AND ((reminded_day_at IS NULL AND starts_at <= $1::timestamptz + interval '24 hours')
                  OR (reminded_hour_at IS NULL AND starts_at <= $1::timestamptz + interval '1 hour'))
              ORDER BY starts_at LIMIT 200 FOR UPDATE SKIP LOCKED)
           UPDATE mock_interviews m SET reminded_day_at = coalesce(m.reminded_day_at, $1),
                  reminded_hour_at = CASE WHEN m.starts_at <= $1::timestamptz + interval '1 hour' THEN $1 ELSE m.reminded_hour_at END
             FROM due WHERE m.id = due.id RETURNING m.id`,
          [at],
        );
        for (const { id } of due.rows) await tellBoth(client, await reload(client, id), "interview-reminder");
        return due.rows.length;
      });
    },

    createReminderTask(): BackgroundTask {
      return {
        name: INTERVIEW_REMINDER_TASK,
        retry: { limit: 2, delaySeconds: 30, maxDelaySeconds: 60 },
        expireInSeconds: 300,
        isSingleton: true,
        pollingIntervalSeconds: 30,
        // Every five minutes: the hour-before reminder arrives 55 to 60 minutes ahead.
        schedules: [{ cron: "*/5 * * * *" }],
        async run() {
          await service.sendDueReminders();
        },
      };
    },
  };
  return service;
}

export type InterviewService = ReturnType<typeof createInterviewService>;
