CREATE TABLE "learning_enrolments" (
	"order_id" uuid NOT NULL,
	"item_ref" text NOT NULL,
	"user_id" uuid NOT NULL,
	"service_id" text NOT NULL,
	"provider_enrolment_id" text NOT NULL,
	"course_ids" text[] NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_enrolments_order_id_item_ref_pk" PRIMARY KEY("order_id","item_ref")
);
--> statement-breakpoint
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "item_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "item_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_ref" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_service_id_item_ref_pk" PRIMARY KEY("cart_id","service_id","item_ref");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_service_id_item_ref_pk" PRIMARY KEY("order_id","service_id","item_ref");--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_enrolments" ADD CONSTRAINT "learning_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_enrolments_user_idx" ON "learning_enrolments" USING btree ("user_id","service_id","item_ref");