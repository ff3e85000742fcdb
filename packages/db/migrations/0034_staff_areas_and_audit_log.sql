CREATE TABLE "staff_areas" (
	"user_id" uuid NOT NULL,
	"area" text NOT NULL,
	CONSTRAINT "staff_areas_user_id_area_pk" PRIMARY KEY("user_id","area")
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"area" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_areas" ADD CONSTRAINT "staff_areas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_idx" ON "staff_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "staff_audit_log_area_idx" ON "staff_audit_log" USING btree ("area","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Staff accounts made before areas existed keep every area they had.
INSERT INTO "staff_areas" ("user_id", "area")
SELECT "id", "area" FROM "users", unnest(ARRAY['orders', 'catalogue', 'review', 'fulfilment']) AS "area"
WHERE "role" = 'staff'
ON CONFLICT DO NOTHING;
