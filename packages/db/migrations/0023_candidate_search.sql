CREATE TABLE "profile_blocked_companies" (
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_blocked_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "profile_boosts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_boosts_kind_check" CHECK ("profile_boosts"."kind" IN ('featured', 'highlighted')),
	CONSTRAINT "profile_boosts_period_check" CHECK ("profile_boosts"."ends_at" > "profile_boosts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "seeker_privacy" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"visible_to_recruiters" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (jsonb_to_tsvector('simple'::regconfig, replace(replace(skills::text, '++', 'pp'), '#', 'sharp')::jsonb, '["string"]')
        || jsonb_to_tsvector('simple'::regconfig, replace(replace(jsonb_path_query_array(it_skills, '$[*].name')::text, '++', 'pp'), '#', 'sharp')::jsonb, '["string"]')
        || jsonb_to_tsvector('simple'::regconfig, replace(replace(jsonb_path_query_array(employments, '$[*].designation')::text, '++', 'pp'), '#', 'sharp')::jsonb, '["string"]')) STORED;--> statement-breakpoint
ALTER TABLE "profile_blocked_companies" ADD CONSTRAINT "profile_blocked_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_blocked_companies" ADD CONSTRAINT "profile_blocked_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_boosts" ADD CONSTRAINT "profile_boosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_privacy" ADD CONSTRAINT "seeker_privacy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_blocked_companies_company_idx" ON "profile_blocked_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "profile_boosts_user_idx" ON "profile_boosts" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "profiles_search_vector_idx" ON "profiles" USING gin ("search_vector") WHERE "profiles"."is_default";