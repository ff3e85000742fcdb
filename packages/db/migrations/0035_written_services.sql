CREATE TABLE "service_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seeker_service_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"uploaded_by" uuid,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"byte_size" integer NOT NULL,
	"version" integer,
	"note" text,
	"decision" text,
	"decision_note" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_files_kind_check" CHECK ("service_files"."kind" IN ('document', 'draft')),
	CONSTRAINT "service_files_decision_check" CHECK ("service_files"."decision" IS NULL OR ("service_files"."kind" = 'draft' AND "service_files"."decision" IN ('approved', 'revision')))
);
--> statement-breakpoint
CREATE TABLE "service_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seeker_service_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_name" text NOT NULL,
	"sender_side" text NOT NULL,
	"body" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_messages_side_check" CHECK ("service_messages"."sender_side" IN ('seeker', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "add_on_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "brief" jsonb;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "brief_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "brief_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "due_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "seeker_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD COLUMN "staff_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_seeker_service_id_seeker_services_id_fk" FOREIGN KEY ("seeker_service_id") REFERENCES "public"."seeker_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_files" ADD CONSTRAINT "service_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_messages" ADD CONSTRAINT "service_messages_seeker_service_id_seeker_services_id_fk" FOREIGN KEY ("seeker_service_id") REFERENCES "public"."seeker_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_messages" ADD CONSTRAINT "service_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_messages" ADD CONSTRAINT "service_messages_file_id_service_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."service_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_files_service_idx" ON "service_files" USING btree ("seeker_service_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_files_draft_version_idx" ON "service_files" USING btree ("seeker_service_id","version") WHERE "service_files"."kind" = 'draft';--> statement-breakpoint
CREATE INDEX "service_messages_service_idx" ON "service_messages" USING btree ("seeker_service_id","id");--> statement-breakpoint
ALTER TABLE "seeker_services" ADD CONSTRAINT "seeker_services_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seeker_services_assignee_idx" ON "seeker_services" USING btree ("assignee_id","due_at") WHERE "seeker_services"."ended_reason" IS NULL;--> statement-breakpoint
CREATE INDEX "seeker_services_open_work_idx" ON "seeker_services" USING btree ("due_at") WHERE "seeker_services"."ended_reason" IS NULL AND "seeker_services"."ends_at" IS NULL;--> statement-breakpoint
-- Staff accounts made before these areas existed had every area: they keep having every area.
INSERT INTO "staff_areas" ("user_id", "area")
SELECT "user_id", "area" FROM (SELECT DISTINCT "user_id" FROM "staff_areas") AS "staff", unnest(ARRAY['writing', 'interviews']) AS "area"
ON CONFLICT DO NOTHING;
