CREATE TABLE "search_appearance_pairs" (
	"day" date NOT NULL,
	"recruiter_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	CONSTRAINT "search_appearance_pairs_day_recruiter_id_seeker_id_pk" PRIMARY KEY("day","recruiter_id","seeker_id")
);
--> statement-breakpoint
CREATE TABLE "search_appearances" (
	"seeker_id" uuid NOT NULL,
	"day" date NOT NULL,
	"appearances" integer NOT NULL,
	CONSTRAINT "search_appearances_seeker_id_day_pk" PRIMARY KEY("seeker_id","day"),
	CONSTRAINT "search_appearances_positive_check" CHECK ("search_appearances"."appearances" > 0)
);
--> statement-breakpoint
ALTER TABLE "search_appearances" ADD CONSTRAINT "search_appearances_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;