/**
 * Polls with feedback (spec: poll, poll feedback and results): one question per site at a time, written
 * by staff in the three languages, and one vote per visitor (a seeker by account, a guest by the visitor
 * cookie) with an optional word of feedback.
 */
import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/** Text in each interface language. */
export type PollText = { en: string; hi: string; ar: string };

export const polls = pgTable(
  "polls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: text("site_id").notNull(),
    question: jsonb("question").$type<PollText>().notNull(),
    /** The choices in their order; a vote names one by its position (0, 1, …). */
    options: jsonb("options").$type<PollText[]>().notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff close it or open the site's next poll. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [
    // One open question per site.
    uniqueIndex("polls_open_idx").on(table.siteId).where(sql`${table.closedAt} IS NULL`),
    index("polls_site_idx").on(table.siteId, table.createdAt.desc()),
    check("polls_options_check", sql`jsonb_array_length(${table.options}) BETWEEN 2 AND 6`),
  ],
);

export const pollVotes = pgTable(
  "poll_votes",
  {
    pollId: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    /** "user:<id>" for a seeker, "visitor:<id>" for a guest: one vote each. */
    voterKey: text("voter_key").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    optionIndex: smallint("option_index").notNull(),
    feedback: text("feedback").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.pollId, table.voterKey] }),
    check("poll_votes_feedback_check", sql`length(${table.feedback}) <= 500`),
  ],
);
