CREATE TABLE "poll_votes" (
	"poll_id" uuid NOT NULL,
	"voter_key" text NOT NULL,
	"user_id" uuid,
	"option_index" smallint NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_id_voter_key_pk" PRIMARY KEY("poll_id","voter_key"),
	CONSTRAINT "poll_votes_feedback_check" CHECK (length("poll_votes"."feedback") <= 500)
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"question" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "polls_options_check" CHECK (jsonb_array_length("polls"."options") BETWEEN 2 AND 6)
);
--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "polls_open_idx" ON "polls" USING btree ("site_id") WHERE "polls"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "polls_site_idx" ON "polls" USING btree ("site_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Staff who edit the catalogue look after the site's content (polls, events) too, until staff change it.
INSERT INTO "staff_areas" ("user_id", "area") SELECT "user_id", 'content' FROM "staff_areas" WHERE "area" = 'catalogue' ON CONFLICT DO NOTHING;
