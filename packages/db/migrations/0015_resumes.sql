CREATE TABLE "resumes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"site_id" text NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"parsed_fields" jsonb,
	"parser_version" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "resumes_format_check" CHECK ("resumes"."format" IN ('doc', 'docx', 'rtf', 'txt', 'pdf')),
	CONSTRAINT "resumes_byte_size_check" CHECK ("resumes"."byte_size" > 0 AND "resumes"."byte_size" <= 6291456),
	CONSTRAINT "resumes_file_name_check" CHECK (length("resumes"."file_name") BETWEEN 1 AND 200),
	CONSTRAINT "resumes_storage_key_check" CHECK (("resumes"."storage_key" IS NULL) = ("resumes"."removed_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumes_profile_idx" ON "resumes" USING btree ("profile_id","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "resumes_user_idx" ON "resumes" USING btree ("user_id","uploaded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "resumes_one_current_idx" ON "resumes" USING btree ("profile_id") WHERE "resumes"."replaced_at" IS NULL AND "resumes"."removed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_current_resume_id_resumes_id_fk" FOREIGN KEY ("current_resume_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;