/**
 * Companies and their job listings: the tables every other group refers to. Search keeps its own
 * narrow copy of live jobs (search.ts).
 */
import type { CompanySize, JobType, SalaryTerms, SiteId, WorkMode } from "@portal/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

export const EMPLOYER_TYPES = ["company", "consultancy"] as const;
export type EmployerType = (typeof EMPLOYER_TYPES)[number];

export const JOB_STATUSES = ["open", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const companies = pgTable(
  "companies",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    industryName: text("industry_name").notNull(),
    employerType: text("employer_type").$type<EmployerType>().notNull(),
    /** Its website as given ("https://acme.com"); null for the demo seed's companies. */
    website: text("website"),
    /**
     * The website's domain without "www." (acme.com): recruiters with a verified address on it speak for
     * the company. One company per domain, so a second registration joins by invitation instead.
     */
    domain: text("domain"),
    size: text("size").$type<CompanySize>(),
    /** The country site it registered on; its page shows on every site where it has jobs. */
    siteId: text("site_id").$type<SiteId>(),
    city: text("city"),
    address: text("address"),
    /** Plain text, paragraphs separated by blank lines (shown as text, never as HTML). */
    about: text("about"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("companies_domain_idx").on(table.domain).where(sql`${table.domain} IS NOT NULL`)],
);

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
    jobCode: text("job_code").notNull().unique(),
    skills: text("skills").array().notNull(),
    functionName: text("function_name").notNull(),
    roleName: text("role_name").notNull(),
    industryName: text("industry_name").notNull(),
    jobType: text("job_type").$type<JobType>().notNull(),
    workMode: text("work_mode").$type<WorkMode>().notNull(),
    employerType: text("employer_type").$type<EmployerType>().notNull(),
    qualification: text("qualification").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("open"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("jobs_title_trgm_idx").using("gin", table.title.op("gin_trgm_ops")),
    index("jobs_site_posted_open_idx")
      .on(table.siteId, table.postedAt.desc().nullsFirst())
      .where(sql`${table.status} = 'open'`),
    index("jobs_company_id_idx").on(table.companyId),
    index("jobs_skills_idx").using("gin", table.skills),
    index("jobs_locations_idx").using("gin", table.locations),
  ],
);

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
