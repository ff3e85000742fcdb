/**
 * Job listings: the table most other groups refer to. Search keeps its own narrow copy of live jobs
 * (search.ts).
 */
import type {
  JobItSkill,
  JobReportReason,
  JobStatus,
  JobType,
  SalaryTerms,
  SiteId,
  WorkMode,
} from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { companies, type EmployerType } from "./companies.ts";

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: text("site_id").$type<SiteId>().notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id),
    /** Copied from the company so search and result lists need no join. */
    companyName: text("company_name").notNull(),
    descriptionHtml: text("description_html").notNull(),
    /** City names, most important first. */
    locations: text("locations").array().notNull(),
    states: text("states").array().notNull(),
    /** ISO 3166-1 alpha-2 of the job's country (the Gulf site spans several). */
    countryCode: text("country_code").notNull(),
    experienceMin: smallint("experience_min").notNull(),
    experienceMax: smallint("experience_max").notNull(),
    /** Whole units of `currencyCode` per `salaryTerms`; null when the employer did not disclose it. */
    salaryMin: bigint("salary_min", { mode: "number" }),
    salaryMax: bigint("salary_max", { mode: "number" }),
    currencyCode: text("currency_code").notNull(),
    salaryTerms: text("salary_terms").$type<SalaryTerms>().notNull(),
    /** The employer's own reference, unique among the company's current jobs; made up when none is given. */
    jobCode: text("job_code").notNull(),
    skills: text("skills").array().notNull(),
    itSkills: jsonb("it_skills").$type<JobItSkill[]>().notNull().default([]),
    functionName: text("function_name").notNull(),
    roleName: text("role_name").notNull(),
    industryName: text("industry_name").notNull(),
    jobType: text("job_type").$type<JobType>().notNull(),
    workMode: text("work_mode").$type<WorkMode>().notNull(),
    employerType: text("employer_type").$type<EmployerType>().notNull(),
    qualification: text("qualification").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("open"),
    /** How many people the employer hires; null for the demo seed's jobs. */
    vacancies: smallint("vacancies"),
    /** The recruiter who posted it; null for the demo seed's jobs. */
    postedBy: uuid("posted_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The site's origin and brand the recruiter posted it from: e-mails about it (the staff's decision)
     * link back there. Null for the demo seed's jobs.
     */
    origin: text("origin"),
    brandId: text("brand_id"),
    /** Why the review rules held it (REVIEW_REASONS of @portal/domain). */
    reviewReasons: text("review_reasons").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The key of the form (or API call) that created it: sending the same posting twice (a double click,
     * a retried request) finds this job instead of making a second.
     */
    postingKey: uuid("posting_key"),
    /** The staff's reason when they rejected it, shown to its recruiter. */
    rejectionReason: text("rejection_reason"),
    /** The staff member who last approved or rejected it, and when. */
    reviewedBy: uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** When it was first published (left draft or review): a repost starts a new job. */
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A code names one current job of its company; a closed job's code may be used again (reposts keep it).
    uniqueIndex("jobs_company_job_code_idx")
      .on(table.companyId, table.jobCode)
      .where(sql`${table.status} IN ('draft', 'review', 'open')`),
    uniqueIndex("jobs_company_posting_key_idx")
      .on(table.companyId, table.postingKey)
      .where(sql`${table.postingKey} IS NOT NULL`),
    check("jobs_status_check", sql`${table.status} IN ('draft', 'review', 'open', 'closed', 'rejected')`),
    index("jobs_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")),
    index("jobs_site_posted_open_idx")
      .on(table.siteId, table.postedAt.desc().nullsFirst())
      .where(sql`${table.status} = 'open'`),
    index("jobs_company_id_idx").on(table.companyId, table.updatedAt.desc().nullsFirst()),
    index("jobs_skills_idx").using("gin", table.skills),
    index("jobs_locations_idx").using("gin", table.locations),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/**
 * "Report this job": a seeker's or guest's word that a job is fake, asks for money, is wrong or
 * offensive. One report per reporter (account, or the guest's address key) and job; open reports put
 * the job in the staff's review queue, and a job with REPORTS_TO_HIDE of them waits there unseen.
 */
export const jobReports = pgTable(
  "job_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reason: text("reason").$type<JobReportReason>().notNull(),
    /** What the reporter added in their own words (plain text). */
    details: text("details").notNull().default(""),
    reporterId: uuid("reporter_id").references(() => users.id, { onDelete: "set null" }),
    /** The account id, or a keyed hash of a guest's address: one report per reporter and job. */
    reporterKey: text("reporter_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff decided on the job (approved or rejected it). */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("job_reports_reporter_idx").on(table.jobId, table.reporterKey),
    index("job_reports_open_idx").on(table.jobId).where(sql`${table.resolvedAt} IS NULL`),
    check(
      "job_reports_reason_check",
      sql`${table.reason} IN ('fake', 'asks-for-money', 'wrong-information', 'offensive')`,
    ),
  ],
);
