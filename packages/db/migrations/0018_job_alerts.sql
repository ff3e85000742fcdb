CREATE TABLE "job_alert_jobs" (
	"alert_id" uuid NOT NULL,
	"job_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_jobs_alert_id_job_id_pk" PRIMARY KEY("alert_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"language" text NOT NULL,
	"brand_id" text NOT NULL,
	"origin" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"status" text NOT NULL,
	"paused_because" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"matched_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"next_run_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_alerts_frequency" CHECK ("job_alerts"."frequency" IN ('daily', 'weekly', 'instant')),
	CONSTRAINT "job_alerts_status" CHECK ("job_alerts"."status" IN ('unconfirmed', 'active', 'paused')),
	CONSTRAINT "job_alerts_paused_because" CHECK (("job_alerts"."status" = 'paused') = ("job_alerts"."paused_because" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "job_alert_jobs" ADD CONSTRAINT "job_alert_jobs_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_jobs" ADD CONSTRAINT "job_alert_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_jobs_job_idx" ON "job_alert_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_alerts_address_idx" ON "job_alerts" USING btree ("site_id","email");--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" USING btree ("frequency","next_run_at") WHERE "job_alerts"."status" = 'active';