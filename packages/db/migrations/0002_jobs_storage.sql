-- A job row with its description and search vector is about 2.5 kB, over PostgreSQL's 2 kB TOAST
-- threshold, so one of them would be compressed and moved out of line. Searching ranks by
-- search_vector on every hit while only the job page reads description_html: keep the vector in the
-- row (MAIN) and let the description move out, uncompressed (EXTERNAL: cheap to write and to read).
-- drizzle-kit does not model column storage, hence this hand-written migration.
ALTER TABLE "jobs" ALTER COLUMN "description_html" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search_vector" SET STORAGE MAIN;
