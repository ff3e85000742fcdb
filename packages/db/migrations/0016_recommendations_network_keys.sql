-- Network jobs (decision 020) ask which other seekers' default profiles share an employer or an
-- institute with the seeker. The keys of a profile ('c:<employer>', 'i:<institute>', lower case, spaces
-- collapsed) come from one immutable function, so a GIN index over it answers that by index.
CREATE OR REPLACE FUNCTION portal_network_keys(employments jsonb, educations jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT key), '{}'::text[]) FROM (
    SELECT 'c:' || lower(btrim(regexp_replace(entry->>'company', '\s+', ' ', 'g'))) AS key
    FROM jsonb_array_elements(coalesce(employments, '[]'::jsonb)) entry
    WHERE entry->>'company' IS NOT NULL
    UNION
    SELECT 'i:' || lower(btrim(regexp_replace(entry->>'institute', '\s+', ' ', 'g')))
    FROM jsonb_array_elements(coalesce(educations, '[]'::jsonb)) entry
    WHERE entry->>'institute' IS NOT NULL
  ) keys
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_network_keys_idx" ON "profiles"
  USING gin (portal_network_keys("employments", "educations")) WHERE "is_default";
