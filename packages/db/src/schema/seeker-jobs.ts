/**
 * What a seeker keeps while looking for work: saved searches (named, rerun in one click), the last
 * searches they ran (recent searches), and saved jobs. Searches are stored as the canonical query
 * string written by the search URL codec (`toSearchParams` in @portal/domain), so one search is one
 * row whoever wrote it, and each belongs to the country site it was made on.
 */
import {
  bigint,
  bigserial,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { jobs } from "./jobs.ts";

export const savedSearches = pgTable(
  "saved_searches",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    name: text("name").notNull(),
    /** Canonical results query string without the page ("query=java&location=Pune&experience=3"). */
    query: text("query").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Saving the same search again finds this row; the list of a seeker on a site reads its prefix.
    uniqueIndex("saved_searches_owner_query_idx").on(table.userId, table.siteId, table.query),
  ],
);

export const recentSearches = pgTable(
  "recent_searches",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    query: text("query").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.siteId, table.query] }),
    index("recent_searches_owner_time_idx").on(table.userId, table.siteId, table.searchedAt.desc()),
  ],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The marks on a page of cards ask (user, job ids): the key answers them.
    primaryKey({ columns: [table.userId, table.jobId] }),
    index("saved_jobs_owner_time_idx").on(table.userId, table.savedAt.desc()),
    // Deleting a job cascades here; without this it would scan the whole table.
    index("saved_jobs_job_idx").on(table.jobId),
  ],
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type RecentSearchRow = typeof recentSearches.$inferSelect;
export type SavedJobRow = typeof savedJobs.$inferSelect;
