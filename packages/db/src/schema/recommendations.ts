/**
 * What recommendations keep of their own: the jobs a seeker opened (for suggested jobs), the jobs and
 * companies a seeker is not interested in, and how many seekers applied to each pair of jobs (for
 * "seekers who applied to this also applied to"). The pairs are kept up to date inside the apply and
 * withdraw transactions, so reading them is one index range per job (decision 020).
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { companies } from "./companies.ts";
import { jobs } from "./jobs.ts";

export const jobViews = pgTable(
  "job_views",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    siteId: text("site_id").notNull(),
    /** Opens counted at most once per 30 minutes. */
    views: integer("views").notNull().default(1),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    // Suggested jobs read the seeker's latest views on a site.
    index("job_views_owner_time_idx").on(table.userId, table.siteId, table.viewedAt.desc()),
    index("job_views_job_idx").on(table.jobId),
  ],
);

export const hiddenJobs = pgTable(
  "hidden_jobs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.jobId] }),
    index("hidden_jobs_job_idx").on(table.jobId),
  ],
);

export const hiddenCompanies = pgTable(
  "hidden_companies",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index("hidden_companies_company_idx").on(table.companyId),
  ],
);

/**
 * Both directions of every pair are stored, so "also applied to" for a job reads the prefix of one
 * index, most shared applicants first. No foreign keys: a deleted job's rows are skipped when the
 * cards are fetched, and cascades would cost every job delete a scan of this large table.
 */
export const jobCoApplications = pgTable(
  "job_co_applications",
  {
    jobId: bigint("job_id", { mode: "number" }).notNull(),
    otherJobId: bigint("other_job_id", { mode: "number" }).notNull(),
    /** Seekers with a live (not withdrawn) application to both jobs. */
    applicants: integer("applicants").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.otherJobId] }),
    index("job_co_applications_rank_idx").on(table.jobId, table.applicants.desc(), table.otherJobId),
    check("job_co_applications_positive", sql`${table.applicants} > 0`),
  ],
);

export type JobViewRow = typeof jobViews.$inferSelect;
export type HiddenJobRow = typeof hiddenJobs.$inferSelect;
export type HiddenCompanyRow = typeof hiddenCompanies.$inferSelect;
export type JobCoApplicationRow = typeof jobCoApplications.$inferSelect;
