/**
 * The database schema. drizzle-kit generates the SQL migrations in ../migrations from this file;
 * extensions and SQL functions the tables rely on live in the hand-written 0000_extensions migration.
 *
 * Tables are grouped by feature in schema/, and every column uses snake_case in SQL and camelCase in
 * TypeScript. Row types come from the tables (`typeof jobs.$inferSelect`).
 */
export * from "./schema/accounts.ts";
export * from "./schema/analytics.ts";
export * from "./schema/applications.ts";
export * from "./schema/assessments.ts";
export * from "./schema/bell.ts";
export * from "./schema/candidates.ts";
export * from "./schema/career-events.ts";
export * from "./schema/catalogue-prices.ts";
export * from "./schema/companies.ts";
export * from "./schema/engagement-cards.ts";
export * from "./schema/experiments.ts";
export * from "./schema/feedback.ts";
export * from "./schema/job-alerts.ts";
export * from "./schema/jobs.ts";
export * from "./schema/leads.ts";
export * from "./schema/learning.ts";
export * from "./schema/media.ts";
export * from "./schema/messages.ts";
export * from "./schema/polls.ts";
export * from "./schema/profiles.ts";
export * from "./schema/recommendations.ts";
export * from "./schema/resume-scores.ts";
export * from "./schema/sandbox-gateway.ts";
export * from "./schema/search.ts";
export * from "./schema/seeker-jobs.ts";
export * from "./schema/seeker-services.ts";
export * from "./schema/staff.ts";
export * from "./schema/storefront.ts";
