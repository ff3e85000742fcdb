CREATE TABLE "bell_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "bell_notifications_kind_check" CHECK ("bell_notifications"."kind" IN ('application-status'))
);
--> statement-breakpoint
ALTER TABLE "bell_notifications" ADD CONSTRAINT "bell_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bell_notifications_user_time_idx" ON "bell_notifications" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bell_notifications_unread_idx" ON "bell_notifications" USING btree ("user_id") WHERE "bell_notifications"."read_at" IS NULL;