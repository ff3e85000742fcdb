CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"language" text NOT NULL,
	"origin" text NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"reply" text,
	"replied_by" uuid,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_text_check" CHECK (length("feedback"."text") BETWEEN 1 AND 2000),
	CONSTRAINT "feedback_reply_check" CHECK ("feedback"."reply" IS NULL OR length("feedback"."reply") BETWEEN 1 AND 2000)
);
--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_user_idx" ON "feedback" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_open_idx" ON "feedback" USING btree ("created_at") WHERE "feedback"."replied_at" IS NULL;--> statement-breakpoint
-- Staff who call back leads answer seekers' feedback too, until staff change it (npm run staff).
INSERT INTO "staff_areas" ("user_id", "area") SELECT "user_id", 'support' FROM "staff_areas" WHERE "area" = 'leads' ON CONFLICT DO NOTHING;
