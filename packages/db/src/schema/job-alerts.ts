/**
 * Job alerts: a search e-mailed daily, weekly or soon after matching jobs are posted, to a seeker or
 * to a guest's confirmed address. The search is the canonical results query string of the search URL
 * codec, like a saved search, so an alert made from a results page, a saved search or the alert form
 * is the same search. Which jobs an alert has sent is kept per alert, so none is sent twice.
 */
import type { AlertFrequency } from "@portal/domain";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { jobs } from "./jobs.ts";

export type JobAlertStatus = "unconfirmed" | "active" | "paused";
/** Why an alert is paused: its owner paused it, unsubscribed, or the address refused mail for good. */
export type JobAlertPause = "owner" | "unsubscribed" | "undeliverable";

export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteId: text("site_id").notNull(),
    /** The language of its e-mails: the page's when it was made. */
    language: text("language").notNull(),
    /** The brand and the site's origin it was made on: its e-mails link back there. */
    brandId: text("brand_id").notNull(),
    origin: text("origin").notNull(),
    /** The seeker who made it; null for a guest's alert, managed from the links in its e-mails. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased; at most five alerts per address and site (JOB_ALERT_LIMITS). */
    email: text("email").notNull(),
    /** A guest's name, for the greeting. */
    name: text("name"),
    /** Canonical results query string without the page ("query=java&location=Pune"). */
    query: text("query").notNull(),
    frequency: text("frequency").$type<AlertFrequency>().notNull(),
    status: text("status").$type<JobAlertStatus>().notNull(),
    pausedBecause: text("paused_because").$type<JobAlertPause>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** Jobs posted after this are new to the alert; each run moves it to the time it ran. */
    matchedUntil: timestamp("matched_until", { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    /** When a daily or weekly alert runs next (the site's morning); when an instant one may send again. */
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("job_alerts_address_idx").on(table.siteId, table.email),
    index("job_alerts_user_idx").on(table.userId),
    // The runs look for active alerts that are due, oldest first.
    index("job_alerts_due_idx").on(table.frequency, table.nextRunAt).where(sql`${table.status} = 'active'`),
    check("job_alerts_frequency", sql`${table.frequency} IN ('daily', 'weekly', 'instant')`),
    check("job_alerts_status", sql`${table.status} IN ('unconfirmed', 'active', 'paused')`),
    check(
      "job_alerts_paused_because",
      sql`(${table.status} = 'paused') = (${table.pausedBecause} IS NOT NULL)`,
    ),
  ],
);

/** The jobs an alert has e-mailed: never again for that alert. */
export const jobAlertJobs = pgTable(
  "job_alert_jobs",
  {
    alertId: uuid("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.alertId, table.jobId] }),
    index("job_alert_jobs_job_idx").on(table.jobId),
  ],
);
