-- btree_gist lets the trigram GiST index of search_terms hold the site and kind columns too.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"site_id" text NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL,
	"display" text NOT NULL,
	"popularity" integer NOT NULL,
	"is_whole_term" boolean NOT NULL,
	CONSTRAINT "search_terms_site_id_kind_term_display_pk" PRIMARY KEY("site_id","kind","term","display")
);
--> statement-breakpoint
CREATE TABLE "search_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_prefix_idx" ON "search_terms" USING btree ("site_id","term" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_trigram_idx" ON "search_terms" USING gist ("site_id","kind",lower("term") gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_terms_popular_idx" ON "search_terms" USING btree ("site_id","kind","popularity" DESC NULLS LAST) WHERE "search_terms"."is_whole_term";--> statement-breakpoint
CREATE UNIQUE INDEX "search_values_kind_name_idx" ON "search_values" USING btree ("kind","name");