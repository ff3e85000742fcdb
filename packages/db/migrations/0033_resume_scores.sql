CREATE TABLE "resume_scores" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"resume_id" uuid,
	"file_name" text NOT NULL,
	"total" integer NOT NULL,
	"card" jsonb NOT NULL,
	"wanted_role" text DEFAULT '' NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_scores" ADD CONSTRAINT "resume_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;