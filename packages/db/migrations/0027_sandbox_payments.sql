CREATE TABLE "sandbox_payments" (
	"ref" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"outcome" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chosen_at" timestamp with time zone,
	CONSTRAINT "sandbox_payments_outcome_check" CHECK ("sandbox_payments"."outcome" IN ('paid', 'failed', 'pending')),
	CONSTRAINT "sandbox_payments_amount_check" CHECK ("sandbox_payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_ref_sandbox_payments_ref_fk" FOREIGN KEY ("ref") REFERENCES "public"."sandbox_payments"("ref") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payments_payment_idx" ON "sandbox_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_ref_idx" ON "sandbox_refunds" USING btree ("ref");