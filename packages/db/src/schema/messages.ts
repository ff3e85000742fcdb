/**
 * Messages between a company's recruiters and a seeker, one conversation per company, seeker and job.
 *
 * - `conversations`: who talks about which job; each side's last reading (`seeker_read_at`,
 *   `company_read_at`: messages of the other side up to then are read), the seeker's archive, block and
 *   report, and the last day an unread message was e-mailed to the seeker (at most one a day).
 * - `messages`: text only; a message that looks like a scam (asks for money, personal contact only) is
 *   held (`held_at`) and reaches the seeker only once staff release it.
 * - `notification_preferences`: a person's choice per kind and channel ("messages" by "email"); no row
 *   means the default, on. Settings will show every kind.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { applications } from "./applications.ts";
import { companies } from "./companies.ts";
import { jobs } from "./jobs.ts";

export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    seekerId: uuid("seeker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The application it started from, when it did. */
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "set null" }),
    startedBy: uuid("started_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    seekerReadAt: timestamp("seeker_read_at", { withTimezone: true }),
    companyReadAt: timestamp("company_read_at", { withTimezone: true }),
    seekerArchivedAt: timestamp("seeker_archived_at", { withTimezone: true }),
    /** The seeker blocked the company here: nothing more is sent by either side. */
    seekerBlockedAt: timestamp("seeker_blocked_at", { withTimezone: true }),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    reportReason: text("report_reason"),
    /** The site's origin and brand it was started on: e-mails about it link back there. */
    origin: text("origin").notNull(),
    brandId: text("brand_id").notNull(),
    /** The last day (UTC) an unread message of this conversation was e-mailed to the seeker. */
    seekerEmailedOn: date("seeker_emailed_on"),
  },
  (table) => [
    uniqueIndex("conversations_company_seeker_job_idx").on(table.companyId, table.seekerId, table.jobId),
    index("conversations_seeker_idx").on(table.seekerId, table.lastMessageAt.desc()),
    index("conversations_company_idx").on(table.companyId, table.lastMessageAt.desc()),
  ],
);

export const MESSAGE_SENDER_ROLES = ["seeker", "recruiter"] as const;

export const messages = pgTable(
  "messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    senderRole: text("sender_role").$type<(typeof MESSAGE_SENDER_ROLES)[number]>().notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Held for staff: it looked like a scam. The seeker sees it once released (`released_at`). */
    heldAt: timestamp("held_at", { withTimezone: true }),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    /** Staff refused it: it never reaches the seeker. */
    refusedAt: timestamp("refused_at", { withTimezone: true }),
  },
  (table) => [
    index("messages_conversation_idx").on(table.conversationId, table.createdAt),
    index("messages_held_idx")
      .on(table.heldAt)
      .where(sql`${table.heldAt} IS NOT NULL AND ${table.releasedAt} IS NULL AND ${table.refusedAt} IS NULL`),
    check("messages_sender_role_check", sql`${table.senderRole} IN ('seeker', 'recruiter')`),
    check("messages_body_check", sql`length(${table.body}) BETWEEN 1 AND 2000`),
  ],
);

export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    enabled: boolean("enabled").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.channel] })],
);
