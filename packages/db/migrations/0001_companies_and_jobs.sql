CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"industry_name" text NOT NULL,
	"employer_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"description_html" text NOT NULL,
	"locations" text[] NOT NULL,
	"states" text[] NOT NULL,
	"country_code" text NOT NULL,
	"experience_min" smallint NOT NULL,
	"experience_max" smallint NOT NULL,
	"salary_min" bigint,
	"salary_max" bigint,
	"currency_code" text NOT NULL,
	"salary_terms" text NOT NULL,
	"job_code" text NOT NULL,
	"skills" text[] NOT NULL,
	"function_name" text NOT NULL,
	"role_name" text NOT NULL,
	"industry_name" text NOT NULL,
	"job_type" text NOT NULL,
	"work_mode" text NOT NULL,
	"employer_type" text NOT NULL,
	"qualification" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"posted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, portal_immutable_array_to_string("skills", ' ')), 'A') || setweight(to_tsvector('english'::regconfig, "company_name"), 'B') || setweight(to_tsvector('english'::regconfig, "role_name" || ' ' || "function_name" || ' ' || "industry_name"), 'C') || setweight(to_tsvector('english'::regconfig, regexp_replace("description_html", '<[^>]*>', ' ', 'g')), 'D')) STORED,
	CONSTRAINT "jobs_job_code_unique" UNIQUE("job_code")
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_site_posted_open_idx" ON "jobs" USING btree ("site_id","posted_at" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_company_id_idx" ON "jobs" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "jobs_skills_idx" ON "jobs" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "jobs_locations_idx" ON "jobs" USING gin ("locations");