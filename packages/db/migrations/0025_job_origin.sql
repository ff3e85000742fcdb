ALTER TABLE "jobs" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "brand_id" text;