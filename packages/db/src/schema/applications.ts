/**
 * Applications of seekers to jobs and the history of each one's status. One row per job and seeker
 * (the unique key makes a double click or a retried request one application); a withdrawn application
 * is the same row applied to again. The job's site and company are copied in when the application is
 * made, so a seeker's list per site and a company's applicants need no join with `jobs`.
 *
 * Statuses: applied → viewed (a recruiter opened it) → shortlisted | rejected; withdrawn by the seeker.
 * @portal/contracts names the same list (APPLICATION_STATUSES in constants.ts).
 */

import type { SiteId } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { companies } from "./companies.ts";
import { jobs } from "./jobs.ts";
import { profiles } from "./profiles.ts";

/** The statuses the checks below allow. */
type ApplicationStatusValue = "applied" | "viewed" | "shortlisted" | "rejected" | "withdrawn";

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The profile the seeker sent; kept as null if the seeker later deletes that profile. */
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    siteId: text("site_id").$type<SiteId>().notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    status: text("status").$type<ApplicationStatusValue>().notNull().default("applied"),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One application per job and seeker; also answers "which of these jobs has the seeker applied to".
    uniqueIndex("applications_user_job_idx").on(table.userId, table.jobId),
    // The seeker's list on a site, newest first.
    index("applications_user_site_time_idx").on(table.userId, table.siteId, table.appliedAt.desc()),
    // A job's applicants, newest first ("also applied to" reads it too).
    index("applications_job_time_idx").on(table.jobId, table.appliedAt.desc()),
    index("applications_company_idx").on(table.companyId),
    index("applications_profile_idx").on(table.profileId),
    check(
      "applications_status_check",
      sql`${table.status} IN ('applied', 'viewed', 'shortlisted', 'rejected', 'withdrawn')`,
    ),
  ],
);

export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status").$type<ApplicationStatusValue>().notNull(),
    /** Who changed it: the seeker, a recruiter of the company, or null once that account is gone. */
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorRole: text("actor_role").$type<"seeker" | "recruiter">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("application_events_application_idx").on(table.applicationId, table.createdAt),
    index("application_events_actor_idx").on(table.actorId),
    check(
      "application_events_status_check",
      sql`${table.status} IN ('applied', 'viewed', 'shortlisted', 'rejected', 'withdrawn')`,
    ),
    check("application_events_actor_role_check", sql`${table.actorRole} IN ('seeker', 'recruiter')`),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;

/**
 * A recruiter's private notes on an application: read by the recruiters of the job's company only, never
 * by the seeker. Kept when their author leaves the company (the author's name goes with the account).
 */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    /** Plain text, shown as text. */
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_notes_application_idx").on(table.applicationId, table.createdAt)],
);
