/**
 * Bell (in-app) notifications: one row per thing a seeker should hear about, written in the same
 * transaction as the change it tells of (an application's status now). Read ones keep their row with
 * `read_at`; the partial index answers the header's unread count from the index alone.
 */
import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const bellNotifications = pgTable(
  "bell_notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What happened, e.g. "application-status"; the payload's shape depends on it. */
    kind: text("kind").notNull(),
    /** What the text and the link are made from (ids and statuses, never rendered text). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    // The seeker's list, newest first.
    index("bell_notifications_user_time_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The unread count in the header of every page a seeker opens.
    index("bell_notifications_unread_idx").on(table.userId).where(sql`${table.readAt} IS NULL`),
    check("bell_notifications_kind_check", sql`${table.kind} IN ('application-status')`),
  ],
);

export type BellNotificationRow = typeof bellNotifications.$inferSelect;
