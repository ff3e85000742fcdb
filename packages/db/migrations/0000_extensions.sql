-- drizzle-kit never emits CREATE EXTENSION, so the extensions the schema relies on are created here, first.
-- pg_trgm: fuzzy title matching and autosuggest; unaccent: accent-insensitive matching of city names.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- array_to_string is only STABLE (it could call type output functions that depend on settings), so a
-- generated column may not use it. For text[] the result cannot change, which makes this wrapper
-- honestly IMMUTABLE.
CREATE OR REPLACE FUNCTION portal_immutable_array_to_string(text[], text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE
  PARALLEL SAFE
  RETURN array_to_string($1, $2);
