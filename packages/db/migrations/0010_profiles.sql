CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"personal" jsonb,
	"work_authorization" jsonb,
	"experience" jsonb,
	"salary" jsonb,
	"preferences" jsonb,
	"covid" jsonb,
	"employments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"educations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"it_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"group_updated_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_resume_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_name_check" CHECK (length("profiles"."name") BETWEEN 1 AND 40)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_user_idx" ON "profiles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_one_default_idx" ON "profiles" USING btree ("user_id") WHERE "profiles"."is_default";