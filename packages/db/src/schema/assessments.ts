/**
 * Skill assessments (user menu "Assessment"): a seeker's timed attempts at a test written as data
 * (apps/server/content/assessments). An attempt keeps the questions drawn for it and each answer as it
 * is chosen, so an answer saved before the time ran out counts even if the final submission never came.
 * A passed attempt is the badge recruiters see.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const assessmentAttempts = pgTable(
  "assessment_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The test's slug: its file's name in apps/server/content/assessments. */
    test: text("test").notNull(),
    siteId: text("site_id").notNull(),
    language: text("language").notNull(),
    /** The questions drawn for this attempt, in the order shown. */
    questionIds: jsonb("question_ids").$type<string[]>().notNull(),
    /** Question id → the chosen option's position, saved as the seeker chooses. */
    answers: jsonb("answers").$type<Record<string, number>>().notNull().default({}),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    deadlineAt: timestamp("deadline_at", { withTimezone: true }).notNull(),
    /** Submitted, or closed once the time ran out; the score is set in the same statement. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    correct: smallint("correct"),
    scorePercent: smallint("score_percent"),
    passed: boolean("passed"),
  },
  (table) => [
    // One attempt in progress per seeker and test: a second "Start" resumes it.
    uniqueIndex("assessment_attempts_open_idx")
      .on(table.userId, table.test)
      .where(sql`${table.finishedAt} IS NULL`),
    index("assessment_attempts_user_idx").on(table.userId, table.test, table.startedAt.desc()),
    index("assessment_attempts_deadline_idx").on(table.deadlineAt).where(sql`${table.finishedAt} IS NULL`),
    check(
      "assessment_attempts_score_check",
      sql`${table.finishedAt} IS NULL OR (${table.scorePercent} BETWEEN 0 AND 100 AND ${table.passed} IS NOT NULL)`,
    ),
  ],
);
