/**
 * The database schema. drizzle-kit generates the SQL migrations in ../migrations from this file;
 * extensions and SQL functions the tables rely on live in the hand-written 0000_extensions migration.
 *
 * Tables are grouped by feature (companies and jobs now; accounts, profiles and applications join
 * later) and every column uses snake_case in SQL and camelCase in TypeScript.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  customType,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** Read-only: PostgreSQL computes it. Its text form is of little use to the app, hence `string`. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

export const EMPLOYER_TYPES = ["company", "consultancy"] as const;
export type EmployerType = (typeof EMPLOYER_TYPES)[number];

export const JOB_STATUSES = ["open", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The text search configuration the stored vector was built with; queries must use the same one. */
export const SEARCH_CONFIG = "english";

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  industryName: text("industry_name").notNull(),
  employerType: text("employer_type").$type<EmployerType>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Weights follow what a seeker types: title and skills (A) matter most, then the company (B), then the
 * classification (C), then the body text (D). Tags are stripped from the description so that markup
 * never becomes a search term. The columns are NOT NULL, so no coalesce is needed: a NULL part would
 * otherwise blank the whole vector.
 */
const searchVectorExpression = sql.raw(
  [
    `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, "title"), 'A')`,
    `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, portal_immutable_array_to_string("skills", ' ')), 'A')`,
    `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, "company_name"), 'B')`,
    `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, "role_name" || ' ' || "function_name" || ' ' || "industry_name"), 'C')`,
    `setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig, regexp_replace("description_html", '<[^>]*>', ' ', 'g')), 'D')`,
  ].join(" || "),
);

export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: text("site_id").notNull(),
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
    salaryTerms: text("salary_terms").$type<"annual" | "monthly">().notNull(),
    jobCode: text("job_code").notNull().unique(),
    skills: text("skills").array().notNull(),
    functionName: text("function_name").notNull(),
    roleName: text("role_name").notNull(),
    industryName: text("industry_name").notNull(),
    jobType: text("job_type").notNull(),
    workMode: text("work_mode").notNull(),
    employerType: text("employer_type").$type<EmployerType>().notNull(),
    qualification: text("qualification").notNull(),
    status: text("status").$type<JobStatus>().notNull().default("open"),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(searchVectorExpression),
  },
  (table) => [
    index("jobs_search_vector_idx").using("gin", table.searchVector),
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

export * from "./schema/accounts";
export * from "./schema/search";
