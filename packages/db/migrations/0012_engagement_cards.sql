CREATE TABLE "engagement_card_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"event" text NOT NULL,
	"field" text,
	"rule_applied" text,
	"rule_version" text,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_card_states" (
	"user_id" uuid NOT NULL,
	"card_id" text NOT NULL,
	"last_action" text NOT NULL,
	"acted_at" timestamp with time zone NOT NULL,
	"hidden_until" timestamp with time zone,
	"rule_version" text NOT NULL,
	CONSTRAINT "engagement_card_states_user_id_card_id_pk" PRIMARY KEY("user_id","card_id"),
	CONSTRAINT "engagement_card_states_action_check" CHECK ("engagement_card_states"."last_action" IN ('confirmed', 'updated', 'skipped', 'remind-later'))
);
--> statement-breakpoint
ALTER TABLE "engagement_card_events" ADD CONSTRAINT "engagement_card_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_card_states" ADD CONSTRAINT "engagement_card_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_card_events_user_idx" ON "engagement_card_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "engagement_card_events_card_idx" ON "engagement_card_events" USING btree ("card_id","event","created_at");