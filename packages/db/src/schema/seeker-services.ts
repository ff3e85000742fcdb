/**
 * What a seeker has bought, as services that run (career services, issue "services that deliver").
 *
 * - `seeker_services`: one row per paid order and service, made by the order's fulfilment (exactly once:
 *   unique per order and service). A service with a period (Featured Profile, Profile Highlighter, Career
 *   Booster) runs from `starts_at` to `ends_at`; one bought while the same service still runs starts when
 *   that one ends. A service delivered by people (resume writing, LinkedIn makeover, mock interview) has
 *   no end until it is delivered, a due date and the revisions its plan allows. A whole refund ends it
 *   (`ended_reason` 'refunded'). `reminded_at` and `ended_notice_at` make the expiry e-mails go once.
 * - `profile_boosts` (schema/candidates.ts) carry the periods candidate search reads; each names the
 *   service it comes from.
 * - Written services (resume writing, LinkedIn makeover) are delivered in the row's workspace: the
 *   seeker's brief (`brief`, `brief_at`: the due date counts from it), the writer staff assign
 *   (`assignee_id`), the files either side uploads (`service_files`: the seeker's documents and the
 *   writer's numbered drafts, each draft approved or sent back for a revision) and the messages between
 *   them (`service_messages`, each side's last reading in `seeker_read_at` / `staff_read_at`).
 *   `due_reminded_at` (the due date the writer was reminded of) and `brief_reminded_at` make the
 *   reminders go once.
 * - Mock interviews: interviewers publish `interview_slots` on a site; a seeker books one per session
 *   their plan allows (`sessions_allowed`) into `mock_interviews`. A slot is taken by one live booking at
 *   a time (a partial unique index: a cancelled booking frees it); moving a booking moves the row to
 *   another slot. Reminders are marked sent per booking (`reminded_day_at`, `reminded_hour_at`, reset
 *   when it moves); the interviewer's feedback closes it.
 */
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { orders } from "./storefront.ts";

export const SEEKER_SERVICE_END_REASONS = ["expired", "refunded", "delivered"] as const;
export type SeekerServiceEndReason = (typeof SEEKER_SERVICE_END_REASONS)[number];

export const seekerServices = pgTable(
  "seeker_services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    serviceId: text("service_id").notNull(),
    planId: text("plan_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** The end of a period, or of a delivered service; null while a delivered service is under way. */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    endedReason: text("ended_reason").$type<SeekerServiceEndReason>(),
    /** When a delivered service is due (the plan's delivery days). */
    dueAt: timestamp("due_at", { withTimezone: true }),
    revisionsAllowed: integer("revisions_allowed"),
    revisionsUsed: integer("revisions_used").notNull().default(0),
    /** Mock interviews the plan includes. */
    sessionsAllowed: integer("sessions_allowed"),
    /** The add-ons bought with it (cover letter, express delivery…), as the workspace shows them. */
    addOnIds: text("add_on_ids").array().notNull().default(sql`'{}'::text[]`),
    /** The staff member who delivers it (a writer, an interviewer). */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** A written service's brief (`WritingBrief` of @portal/domain) and when it was sent. */
    brief: jsonb("brief"),
    briefAt: timestamp("brief_at", { withTimezone: true }),
    briefRemindedAt: timestamp("brief_reminded_at", { withTimezone: true }),
    /** The due date the assignee was last reminded of (a new due date is reminded again). */
    dueRemindedAt: timestamp("due_reminded_at", { withTimezone: true }),
    seekerReadAt: timestamp("seeker_read_at", { withTimezone: true }),
    staffReadAt: timestamp("staff_read_at", { withTimezone: true }),
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    endedNoticeAt: timestamp("ended_notice_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("seeker_services_order_service_idx").on(table.orderId, table.serviceId),
    index("seeker_services_user_idx").on(table.userId, table.createdAt),
    index("seeker_services_ends_idx").on(table.endsAt).where(sql`${table.endedNoticeAt} IS NULL`),
    index("seeker_services_assignee_idx")
      .on(table.assigneeId, table.dueAt)
      .where(sql`${table.endedReason} IS NULL`),
    index("seeker_services_open_work_idx")
      .on(table.dueAt)
      .where(sql`${table.endedReason} IS NULL AND ${table.endsAt} IS NULL`),
    check(
      "seeker_services_end_reason_check",
      sql`${table.endedReason} IS NULL OR ${table.endedReason} IN ('expired', 'refunded', 'delivered')`,
    ),
  ],
);

export const SERVICE_FILE_KINDS = ["document", "draft"] as const;
export const DRAFT_DECISIONS = ["approved", "revision"] as const;

/** Files of a written service: the seeker's documents and the writer's drafts (numbered from 1). */
export const serviceFiles = pgTable(
  "service_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seekerServiceId: uuid("seeker_service_id")
      .notNull()
      .references(() => seekerServices.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().$type<(typeof SERVICE_FILE_KINDS)[number]>(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    format: text("format").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** A draft's number (1, 2, …); null for documents. */
    version: integer("version"),
    /** What the writer says about a draft. */
    note: text("note"),
    decision: text("decision").$type<(typeof DRAFT_DECISIONS)[number]>(),
    /** The seeker's reason for a revision. */
    decisionNote: text("decision_note"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("service_files_service_idx").on(table.seekerServiceId, table.createdAt),
    uniqueIndex("service_files_draft_version_idx")
      .on(table.seekerServiceId, table.version)
      .where(sql`${table.kind} = 'draft'`),
    check("service_files_kind_check", sql`${table.kind} IN ('document', 'draft')`),
    check(
      "service_files_decision_check",
      sql`${table.decision} IS NULL OR (${table.kind} = 'draft' AND ${table.decision} IN ('approved', 'revision'))`,
    ),
  ],
);

/** Messages between the seeker and staff (the writer, fulfilment staff) on a service. */
export const serviceMessages = pgTable(
  "service_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    seekerServiceId: uuid("seeker_service_id")
      .notNull()
      .references(() => seekerServices.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    /** Kept when the account goes. */
    senderName: text("sender_name").notNull(),
    senderSide: text("sender_side").notNull().$type<"seeker" | "staff">(),
    body: text("body").notNull(),
    /** A draft this message came with (delivery notes and revision requests are messages too). */
    fileId: uuid("file_id").references(() => serviceFiles.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("service_messages_service_idx").on(table.seekerServiceId, table.id),
    check("service_messages_side_check", sql`${table.senderSide} IN ('seeker', 'staff')`),
  ],
);

export type ServiceFileRow = typeof serviceFiles.$inferSelect;

/** A time an interviewer offers on a site: its seekers see it in the site's time zone. */
export const interviewSlots = pgTable(
  "interview_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    interviewerId: uuid("interviewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    meetingUrl: text("meeting_url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("interview_slots_interviewer_start_idx").on(table.interviewerId, table.startsAt),
    index("interview_slots_site_start_idx").on(table.siteId, table.startsAt),
  ],
);

export const mockInterviews = pgTable(
  "mock_interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    seekerServiceId: uuid("seeker_service_id")
      .notNull()
      .references(() => seekerServices.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => interviewSlots.id, { onDelete: "restrict" }),
    /** Copied from the slot: what was booked stays readable. */
    interviewerId: uuid("interviewer_id").references(() => users.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    meetingUrl: text("meeting_url").notNull(),
    status: text("status").notNull().default("booked").$type<"booked" | "cancelled" | "done" | "no-show">(),
    /** The role or interview the seeker prepares for. */
    focus: text("focus").notNull().default(""),
    reschedules: integer("reschedules").notNull().default(0),
    remindedDayAt: timestamp("reminded_day_at", { withTimezone: true }),
    remindedHourAt: timestamp("reminded_hour_at", { withTimezone: true }),
    /** `InterviewFeedback` of @portal/domain. */
    feedback: jsonb("feedback"),
    feedbackAt: timestamp("feedback_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("mock_interviews_live_slot_idx").on(table.slotId).where(sql`${table.status} <> 'cancelled'`),
    index("mock_interviews_service_idx").on(table.seekerServiceId, table.startsAt),
    index("mock_interviews_interviewer_idx").on(table.interviewerId, table.startsAt),
    index("mock_interviews_booked_start_idx").on(table.startsAt).where(sql`${table.status} = 'booked'`),
    check("mock_interviews_status_check", sql`${table.status} IN ('booked', 'cancelled', 'done', 'no-show')`),
  ],
);
