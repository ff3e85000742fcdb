CREATE TABLE "interview_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mock_interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_service_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"interviewer_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"meeting_url" text NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"focus" text DEFAULT '' NOT NULL,
	"reschedules" integer DEFAULT 0 NOT NULL,
	"reminded_day_at" timestamp with time zone,
	"reminded_hour_at" timestamp with time zone,
	"feedback" jsonb,
	"feedback_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_interviews_status_check" CHECK ("mock_interviews"."status" IN ('booked', 'cancelled', 'done', 'no-show'))
);
--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "sessions_allowed" integer;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_interviews" ADD CONSTRAINT "mock_interviews_seeker_service_id_seeker_services_id_fk" FOREIGN KEY ("seeker_service_id") REFERENCES "public"."seeker_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_interviews" ADD CONSTRAINT "mock_interviews_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_interviews" ADD CONSTRAINT "mock_interviews_interviewer_id_users_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_interviewer_start_idx" ON "interview_slots" USING btree ("interviewer_id","starts_at");--> statement-breakpoint
CREATE INDEX "interview_slots_site_start_idx" ON "interview_slots" USING btree ("site_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mock_interviews_live_slot_idx" ON "mock_interviews" USING btree ("slot_id") WHERE "mock_interviews"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "mock_interviews_service_idx" ON "mock_interviews" USING btree ("seeker_service_id","starts_at");--> statement-breakpoint
CREATE INDEX "mock_interviews_interviewer_idx" ON "mock_interviews" USING btree ("interviewer_id","starts_at");--> statement-breakpoint
CREATE INDEX "mock_interviews_booked_start_idx" ON "mock_interviews" USING btree ("starts_at") WHERE "mock_interviews"."status" = 'booked';