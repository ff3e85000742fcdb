ALTER TABLE "jobs" DROP CONSTRAINT "jobs_job_code_unique";--> statement-breakpoint
DROP INDEX "jobs_company_id_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "it_skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "vacancies" smallint;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posted_by" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "review_reasons" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "posting_key" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_job_code_idx" ON "jobs" USING btree ("company_id","job_code") WHERE "jobs"."status" IN ('draft', 'review', 'open');--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_company_posting_key_idx" ON "jobs" USING btree ("company_id","posting_key") WHERE "jobs"."posting_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_company_id_idx" ON "jobs" USING btree ("company_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" IN ('draft', 'review', 'open', 'closed', 'rejected'));