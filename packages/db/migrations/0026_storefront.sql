CREATE TABLE "cart_items" (
	"cart_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"add_on_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_cart_id_service_id_pk" PRIMARY KEY("cart_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" text NOT NULL,
	"user_id" uuid,
	"guest_key" text,
	"promo_code" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_owner_check" CHECK ("carts"."user_id" IS NOT NULL OR "carts"."guest_key" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"seller_entity" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_seller_entity_year_pk" PRIMARY KEY("seller_entity","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"seller_entity" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"site_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "order_counters_site_id_year_pk" PRIMARY KEY("site_id","year")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"plan_id" text NOT NULL,
	"plan_minor" bigint NOT NULL,
	"add_ons" jsonb NOT NULL,
	"line_minor" bigint NOT NULL,
	CONSTRAINT "order_items_order_id_service_id_pk" PRIMARY KEY("order_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"user_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"origin" text NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"items_minor" bigint NOT NULL,
	"add_ons_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"promo_code" text,
	"tax_name" text,
	"tax_country" text,
	"tax_rate_basis_points" integer DEFAULT 0 NOT NULL,
	"tax_inclusive" boolean DEFAULT false NOT NULL,
	"tax_minor" bigint NOT NULL,
	"tax_added_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"wallet_minor" bigint DEFAULT 0 NOT NULL,
	"payable_minor" bigint NOT NULL,
	"refunded_minor" bigint DEFAULT 0 NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_country" text,
	"buyer_tax_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"checkout_key" uuid,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded', 'partly_refunded')),
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."total_minor" = "orders"."items_minor" + "orders"."add_ons_minor" - "orders"."discount_minor" + "orders"."tax_added_minor"
          AND "orders"."total_minor" >= 0 AND "orders"."payable_minor" = "orders"."total_minor" - "orders"."wallet_minor"
          AND "orders"."refunded_minor" BETWEEN 0 AND "orders"."total_minor")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_ref" text,
	"mode" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('started', 'pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent_basis_points" integer,
	"flat_minor" bigint,
	"min_order_minor" bigint DEFAULT 0 NOT NULL,
	"max_discount_minor" bigint,
	"site_ids" text[],
	"service_ids" text[],
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"per_seeker_limit" integer,
	"total_limit" integer,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" IN ('percent', 'flat')),
	CONSTRAINT "promo_codes_amount_check" CHECK (("promo_codes"."kind" = 'percent' AND "promo_codes"."percent_basis_points" BETWEEN 1 AND 10000)
          OR ("promo_codes"."kind" = 'flat' AND "promo_codes"."flat_minor" > 0 AND cardinality("promo_codes"."site_ids") = 1)),
	CONSTRAINT "promo_codes_used_check" CHECK ("promo_codes"."used_count" >= 0 AND ("promo_codes"."total_limit" IS NULL OR "promo_codes"."used_count" <= "promo_codes"."total_limit"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_code_promo_codes_code_fk" FOREIGN KEY ("code") REFERENCES "public"."promo_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_site_idx" ON "carts" USING btree ("user_id","site_id") WHERE "carts"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_guest_site_idx" ON "carts" USING btree ("guest_key","site_id") WHERE "carts"."guest_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "carts_updated_idx" ON "carts" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_idx" ON "invoices" USING btree ("seller_entity","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_invoice_idx" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_key_idx" ON "orders" USING btree ("user_id","checkout_key") WHERE "orders"."checkout_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."status" IN ('created', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_ref_idx" ON "payments" USING btree ("gateway","gateway_ref") WHERE "payments"."gateway_ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_user_idx" ON "promo_redemptions" USING btree ("code","user_id");