CREATE TABLE "assessment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test" text NOT NULL,
	"site_id" text NOT NULL,
	"language" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"correct" smallint,
	"score_percent" smallint,
	"passed" boolean,
	CONSTRAINT "assessment_attempts_score_check" CHECK ("assessment_attempts"."finished_at" IS NULL OR ("assessment_attempts"."score_percent" BETWEEN 0 AND 100 AND "assessment_attempts"."passed" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "experiment_exposures" (
	"experiment" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" uuid,
	"variant" text NOT NULL,
	"site_id" text NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exposures" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "experiment_exposures_experiment_subject_pk" PRIMARY KEY("experiment","subject")
);
--> statement-breakpoint
CREATE TABLE "welcome_screens" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"variant" text NOT NULL,
	"first_shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_with" text
);
--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_exposures" ADD CONSTRAINT "experiment_exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_screens" ADD CONSTRAINT "welcome_screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempts_open_idx" ON "assessment_attempts" USING btree ("user_id","test") WHERE "assessment_attempts"."finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("user_id","test","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assessment_attempts_deadline_idx" ON "assessment_attempts" USING btree ("deadline_at") WHERE "assessment_attempts"."finished_at" IS NULL;