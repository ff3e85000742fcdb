CREATE TABLE "seeker_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"service_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"ended_reason" text,
	"due_at" timestamp with time zone,
	"revisions_allowed" integer,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"ended_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seeker_services_end_reason_check" CHECK ("seeker_services"."ended_reason" IS NULL OR "seeker_services"."ended_reason" IN ('expired', 'refunded', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "profile_boosts" ADD COLUMN "seeker_service_id" uuid;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD CONSTRAINT "seeker_services_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_services" ADD CONSTRAINT "seeker_services_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seeker_services_order_service_idx" ON "seeker_services" USING btree ("order_id","service_id");--> statement-breakpoint
CREATE INDEX "seeker_services_user_idx" ON "seeker_services" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seeker_services_ends_idx" ON "seeker_services" USING btree ("ends_at") WHERE "seeker_services"."ended_notice_at" IS NULL;--> statement-breakpoint
ALTER TABLE "profile_boosts" ADD CONSTRAINT "profile_boosts_seeker_service_id_seeker_services_id_fk" FOREIGN KEY ("seeker_service_id") REFERENCES "public"."seeker_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_boosts_service_idx" ON "profile_boosts" USING btree ("seeker_service_id");