-- Job descriptions become searchable (decision 011, "Descriptions").
--
-- job_search keeps its small document (title, skills, company, classification, filter values): the
-- newest matches there are ranked, so a word that only appears in a description must not crowd out
-- jobs that have it in their title or skills. job_search_body holds, for every row of job_search,
-- the same document plus the description's words, without positions (only matching needs them);
-- the search asks it for jobs whose description (or title and description together) matches when
-- the document alone finds few, and lists them after the document's matches. Filter values are
-- lexemes there too, so the GIN index intersects keywords and filters as it does for job_search.
-- Statement-level triggers on job_search keep it in step, so nothing that writes job_search changes.
--
-- jobs.search_vector (migration 0007 dropped it) indexed the same words for the whole table and
-- served nothing once job_search existed.
CREATE TABLE job_search_body (
  site_id text NOT NULL,
  job_id bigint NOT NULL,
  posted_at timestamptz NOT NULL,
  body tsvector NOT NULL,
  PRIMARY KEY (site_id, job_id)
) PARTITION BY LIST (site_id);
--> statement-breakpoint
-- One partition per site, as job_search has.
DO $$
DECLARE
  site text;
BEGIN
  FOREACH site IN ARRAY ARRAY['india', 'gulf', 'singapore', 'thailand', 'philippines', 'vietnam', 'malaysia',
                              'indonesia', 'hongkong']
  LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF job_search_body FOR VALUES IN (%L)', 'job_search_body_' || site, site);
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TABLE job_search_body_other PARTITION OF job_search_body DEFAULT;
--> statement-breakpoint
CREATE INDEX job_search_body_body_idx ON job_search_body USING gin (body);
--> statement-breakpoint
CREATE INDEX job_search_body_posted_at_idx ON job_search_body (posted_at, job_id);
--> statement-breakpoint
-- The words of a description: tags and character references become spaces, then the same rewriting
-- (C++, .NET…) and stemming as the rest of the search.
CREATE OR REPLACE FUNCTION portal_search_description(description_html text)
  RETURNS tsvector
  LANGUAGE sql
  IMMUTABLE
  PARALLEL SAFE
  RETURN strip(to_tsvector('english', portal_search_text(
    regexp_replace(description_html, '<[^>]*>|&[[:alnum:]#]+;', ' ', 'g'))));
--> statement-breakpoint
-- Whether any description of a site has a word: asked for words the dictionary does not know, before
-- they are "corrected". Through the GIN index always: with the word unknown at planning time a scan
-- looks cheaper, and for a word that is nowhere it reads every row.
CREATE OR REPLACE FUNCTION portal_search_body_has(site text, word text)
  RETURNS boolean
  LANGUAGE plpgsql
  STABLE
  SET enable_seqscan = off
  AS $$
DECLARE
  found boolean;
BEGIN
  EXECUTE 'SELECT EXISTS (SELECT 1 FROM job_search_body WHERE site_id = $1 AND body @@ plainto_tsquery(''english'', $2))'
     INTO found USING site, word;
  RETURN found;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_search_body_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_body (site_id, job_id, posted_at, body)
  SELECT a.site_id, a.job_id, a.posted_at, strip(a.document) || portal_search_description(j.description_html)
    FROM added a JOIN jobs j ON j.id = a.job_id
   ORDER BY a.posted_at, a.job_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_search_body_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM job_search_body b USING removed r WHERE b.site_id = r.site_id AND b.job_id = r.job_id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_search_body_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE job_search_body;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER job_search_body_insert AFTER INSERT ON job_search REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_body_added();
--> statement-breakpoint
CREATE TRIGGER job_search_body_delete AFTER DELETE ON job_search REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_body_removed();
--> statement-breakpoint
CREATE TRIGGER job_search_body_truncate AFTER TRUNCATE ON job_search
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_body_emptied();
--> statement-breakpoint
-- Databases that already hold jobs get their descriptions indexed now.
INSERT INTO job_search_body (site_id, job_id, posted_at, body)
SELECT s.site_id, s.job_id, s.posted_at, strip(s.document) || portal_search_description(j.description_html)
  FROM job_search s JOIN jobs j ON j.id = s.job_id
 ORDER BY s.posted_at, s.job_id;
--> statement-breakpoint
ANALYZE job_search_body;
