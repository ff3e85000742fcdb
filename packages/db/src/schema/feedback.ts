/**
 * Seekers' feedback (user menu "Feedback"): what they wrote, in which category, on which site and in which
 * language (the reply is written to them in it), and staff's reply.
 */
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const feedback = pgTable(
  "feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    language: text("language").notNull(),
    /** The site address it was sent from: links in the reply's e-mail lead there. */
    origin: text("origin").notNull(),
    category: text("category").notNull(),
    text: text("text").notNull(),
    reply: text("reply"),
    repliedBy: uuid("replied_by").references(() => users.id, { onDelete: "set null" }),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("feedback_user_idx").on(table.userId, table.createdAt.desc()),
    index("feedback_open_idx").on(table.createdAt).where(sql`${table.repliedAt} IS NULL`),
    check("feedback_text_check", sql`length(${table.text}) BETWEEN 1 AND 2000`),
    check("feedback_reply_check", sql`${table.reply} IS NULL OR length(${table.reply}) BETWEEN 1 AND 2000`),
  ],
);
