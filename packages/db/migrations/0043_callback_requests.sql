CREATE TABLE "callback_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"user_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"dialling_code" text NOT NULL,
	"mobile_number" text NOT NULL,
	"topic" text NOT NULL,
	"preferred_time" text NOT NULL,
	"source" text DEFAULT 'web' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callback_requests_status_check" CHECK ("callback_requests"."status" IN ('new', 'contacted', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callback_requests_status_idx" ON "callback_requests" USING btree ("status","created_at");--> statement-breakpoint
-- Staff who sell (the orders area) work the callback requests too, until staff change it (npm run staff).
INSERT INTO "staff_areas" ("user_id", "area") SELECT "user_id", 'leads' FROM "staff_areas" WHERE "area" = 'orders' ON CONFLICT DO NOTHING;