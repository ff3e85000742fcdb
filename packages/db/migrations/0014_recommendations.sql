CREATE TABLE "hidden_companies" (
	"user_id" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "hidden_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" bigint NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_co_applications" (
	"job_id" bigint NOT NULL,
	"other_job_id" bigint NOT NULL,
	"applicants" integer NOT NULL,
	CONSTRAINT "job_co_applications_job_id_other_job_id_pk" PRIMARY KEY("job_id","other_job_id"),
	CONSTRAINT "job_co_applications_positive" CHECK ("job_co_applications"."applicants" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_views" (
	"user_id" uuid NOT NULL,
	"job_id" bigint NOT NULL,
	"site_id" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_views_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "hidden_companies" ADD CONSTRAINT "hidden_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_companies" ADD CONSTRAINT "hidden_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_jobs" ADD CONSTRAINT "hidden_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_jobs" ADD CONSTRAINT "hidden_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_companies_company_idx" ON "hidden_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "hidden_jobs_job_idx" ON "hidden_jobs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_co_applications_rank_idx" ON "job_co_applications" USING btree ("job_id","applicants" DESC NULLS LAST,"other_job_id");--> statement-breakpoint
CREATE INDEX "job_views_owner_time_idx" ON "job_views" USING btree ("user_id","site_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_views_job_idx" ON "job_views" USING btree ("job_id");