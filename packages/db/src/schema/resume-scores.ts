/**
 * The resume score card (career services' "resume score"): a seeker's latest score, kept so the card
 * shows without reading the file again, and computed again in the background whenever they store a new
 * resume. A guest's score is shown once and kept nowhere.
 */
import { integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

export const resumeScores = pgTable("resume_scores", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The stored resume scored (null: a file scored on the score page, not kept as a resume). */
  resumeId: uuid("resume_id"),
  fileName: text("file_name").notNull(),
  total: integer("total").notNull(),
  /** The sections with their points and tips (ResumeScore of @portal/resume-parser). */
  card: jsonb("card").notNull(),
  /** The role the skills were measured against, as typed (empty: none). */
  wantedRole: text("wanted_role").notNull().default(""),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});
