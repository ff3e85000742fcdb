CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitations_role_check" CHECK ("company_invitations"."role" IN ('admin', 'recruiter'))
);
--> statement-breakpoint
ALTER TABLE "company_recruiters" ADD COLUMN "role" text DEFAULT 'recruiter' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "size" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_invitations_open_idx" ON "company_invitations" USING btree ("company_id","email") WHERE "company_invitations"."accepted_at" IS NULL AND "company_invitations"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_domain_idx" ON "companies" USING btree ("domain") WHERE "companies"."domain" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "company_recruiters" ADD CONSTRAINT "company_recruiters_role_check" CHECK ("company_recruiters"."role" IN ('admin', 'recruiter'));--> statement-breakpoint
-- Recruiters who existed before roles (each the only one of their company) administer their company.
UPDATE "company_recruiters" SET "role" = 'admin';