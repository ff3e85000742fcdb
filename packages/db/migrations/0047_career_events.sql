CREATE TABLE "career_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_events_kind_check" CHECK ("career_events"."kind" IN ('job-fair', 'webinar')),
	CONSTRAINT "career_events_time_check" CHECK ("career_events"."ends_at" > "career_events"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"origin" text NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "career_events" ADD CONSTRAINT "career_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_career_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."career_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "career_events_site_idx" ON "career_events" USING btree ("site_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_email_idx" ON "event_registrations" USING btree ("event_id","email");--> statement-breakpoint
CREATE INDEX "event_registrations_reminder_idx" ON "event_registrations" USING btree ("event_id") WHERE "event_registrations"."reminded_at" IS NULL;