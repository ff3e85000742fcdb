CREATE TABLE "undeliverable_recipients" (
	"recipient" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
