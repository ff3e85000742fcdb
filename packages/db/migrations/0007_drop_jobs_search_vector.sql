DROP INDEX "jobs_search_vector_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_vector";