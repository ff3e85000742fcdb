CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"events" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_day_site_id_name_source_pk" PRIMARY KEY("day","site_id","name","source")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"user_type" text NOT NULL,
	"visitor_id" uuid,
	"user_id" uuid,
	"source" text NOT NULL,
	"organic" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_created_idx" ON "analytics_events" USING btree ("created_at");