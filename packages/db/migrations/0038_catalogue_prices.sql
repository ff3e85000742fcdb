CREATE TABLE "catalogue_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"item_kind" text NOT NULL,
	"item_id" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint,
	"list_price_minor" bigint,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_price_changes_kind_check" CHECK ("catalogue_price_changes"."item_kind" IN ('plan', 'add-on')),
	CONSTRAINT "catalogue_price_changes_price_check" CHECK ("catalogue_price_changes"."price_minor" IS NULL OR "catalogue_price_changes"."price_minor" > 0),
	CONSTRAINT "catalogue_price_changes_list_price_check" CHECK ("catalogue_price_changes"."list_price_minor" IS NULL OR ("catalogue_price_changes"."item_kind" = 'plan' AND "catalogue_price_changes"."list_price_minor" > "catalogue_price_changes"."price_minor"))
);
--> statement-breakpoint
ALTER TABLE "catalogue_price_changes" ADD CONSTRAINT "catalogue_price_changes_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_price_changes_item_idx" ON "catalogue_price_changes" USING btree ("site_id","item_kind","item_id","id" DESC NULLS LAST);