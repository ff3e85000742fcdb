/**
 * Companies: employers that post jobs and whose recruiters sign in (schema/accounts.ts links them).
 */
import type { CompanySize, SiteId } from "@portal/domain";
import { sql } from "drizzle-orm";
import { pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const EMPLOYER_TYPES = ["company", "consultancy"] as const;
export type EmployerType = (typeof EMPLOYER_TYPES)[number];

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

export type Company = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;
