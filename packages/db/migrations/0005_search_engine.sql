-- The search engine's storage (docs/decisions/011-search-engine-in-postgresql.md).
--
-- job_search holds one narrow row per live job: the newest of each group of near-duplicates (same
-- company, title and first city), with a small weighted text-search document (title A, skills B,
-- company C, role/function/industry D, and every filter value as a lexeme) and integer ids for every
-- filter and facet. It is partitioned
-- by site, so a search reads only its site's rows and indexes, and rows are added in posting order,
-- so "newest matches first" reads neighbouring pages. Statement-level triggers on jobs keep it in
-- step (inserts, updates, deletes, truncation); portal_search_refresh() drops what expired since.
--
-- portal_search_text() rewrites what PostgreSQL's parser destroys (C++, C#, .NET, Node.js, UI/UX,
-- PL/SQL, 2D/3D, B.Tech) into plain words; normalizeSearchText in @portal/domain does the same to
-- queries, and a test holds the two to the same output.
CREATE OR REPLACE FUNCTION portal_search_text(input text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE
  PARALLEL SAFE
  -- Most text has none of these characters; checking once is far cheaper than six replacements.
  RETURN CASE WHEN input !~ '[+#./&]' THEN lower(input) ELSE regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    lower(input),
    'c\+\+', ' cplusplus ', 'g'),
    '(^|[^[:alnum:]])([cf])#', '\1\2sharp ', 'g'),
    '\.net(?![[:alnum:]_])', ' dotnet', 'g'),
    '([[:alnum:]]+)\.js(?![[:alnum:]_])', '\1 \1js', 'g'),
    'pl/sql', 'plsql', 'g'),
    '[/&]|(?<=[[:alpha:]])\.(?=[[:alpha:]])', ' ', 'g') END;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_search_key(input text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE
  PARALLEL SAFE
  RETURN btrim(regexp_replace(portal_search_text(input), '[^[:alnum:]]+', ' ', 'g'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_duplicate_key(company_id integer, title text, locations text[])
  RETURNS bigint
  LANGUAGE sql
  IMMUTABLE
  PARALLEL SAFE
  RETURN hashtextextended(company_id::text || '|' || portal_search_key(title) || '|' || lower(coalesce(locations[1], '')), 0);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS jobs_duplicate_key_idx ON jobs (site_id, portal_duplicate_key(company_id, title, locations));
--> statement-breakpoint
-- Company filters name companies as seekers write them.
CREATE INDEX IF NOT EXISTS companies_lower_name_idx ON companies (lower(name));
--> statement-breakpoint
CREATE TABLE job_search (
  site_id text NOT NULL,
  job_id bigint NOT NULL,
  posted_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  duplicate_key bigint NOT NULL,
  document tsvector NOT NULL,
  city_ids integer[] NOT NULL,
  region_ids integer[] NOT NULL,
  company_id integer NOT NULL,
  function_id integer NOT NULL,
  role_id integer NOT NULL,
  industry_id integer NOT NULL,
  qualification_id integer NOT NULL,
  job_type smallint NOT NULL,
  work_mode smallint NOT NULL,
  employer_type smallint NOT NULL,
  experience_min smallint NOT NULL,
  experience_max smallint NOT NULL,
  salary_min integer,
  salary_max integer,
  PRIMARY KEY (site_id, job_id),
  UNIQUE (site_id, duplicate_key)
) PARTITION BY LIST (site_id);
--> statement-breakpoint
CREATE TABLE job_search_india PARTITION OF job_search FOR VALUES IN ('india');
--> statement-breakpoint
CREATE TABLE job_search_gulf PARTITION OF job_search FOR VALUES IN ('gulf');
--> statement-breakpoint
CREATE TABLE job_search_singapore PARTITION OF job_search FOR VALUES IN ('singapore');
--> statement-breakpoint
CREATE TABLE job_search_thailand PARTITION OF job_search FOR VALUES IN ('thailand');
--> statement-breakpoint
CREATE TABLE job_search_philippines PARTITION OF job_search FOR VALUES IN ('philippines');
--> statement-breakpoint
CREATE TABLE job_search_vietnam PARTITION OF job_search FOR VALUES IN ('vietnam');
--> statement-breakpoint
CREATE TABLE job_search_malaysia PARTITION OF job_search FOR VALUES IN ('malaysia');
--> statement-breakpoint
CREATE TABLE job_search_indonesia PARTITION OF job_search FOR VALUES IN ('indonesia');
--> statement-breakpoint
CREATE TABLE job_search_hongkong PARTITION OF job_search FOR VALUES IN ('hongkong');
--> statement-breakpoint
CREATE TABLE job_search_other PARTITION OF job_search DEFAULT;
--> statement-breakpoint
CREATE INDEX job_search_document_idx ON job_search USING gin (document);
--> statement-breakpoint
CREATE INDEX job_search_posted_at_idx ON job_search (posted_at, job_id);
--> statement-breakpoint
-- Re-elects the listing shown for each group of near-duplicate jobs (same company, title and first
-- city): the newest live one. Called by the triggers on jobs with the groups a statement touched,
-- and by portal_search_refresh for groups whose listing expired.
CREATE OR REPLACE FUNCTION portal_search_sync(group_sites text[], group_keys bigint[])
  RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  added_values integer;
BEGIN
  -- Two statements electing listings for the same group at once would each keep their own.
  PERFORM pg_advisory_xact_lock(727002);

  CREATE TEMP TABLE IF NOT EXISTS portal_search_groups (site_id text, duplicate_key bigint) ON COMMIT DELETE ROWS;
  CREATE TEMP TABLE IF NOT EXISTS portal_search_winners (job_id bigint, duplicate_key bigint) ON COMMIT DELETE ROWS;
  TRUNCATE portal_search_groups, portal_search_winners;
  INSERT INTO portal_search_groups SELECT DISTINCT s, k FROM unnest(group_sites, group_keys) AS g(s, k);
  ANALYZE portal_search_groups;

  DELETE FROM job_search js USING portal_search_groups g
   WHERE js.site_id = g.site_id AND js.duplicate_key = g.duplicate_key;

  INSERT INTO portal_search_winners
  SELECT DISTINCT ON (g.site_id, g.duplicate_key) j.id, g.duplicate_key
    FROM portal_search_groups g
    JOIN jobs j ON j.site_id = g.site_id AND portal_duplicate_key(j.company_id, j.title, j.locations) = g.duplicate_key
   WHERE j.status = 'open' AND j.expires_at > now()
   ORDER BY g.site_id, g.duplicate_key, j.posted_at DESC, j.id DESC;
  ANALYZE portal_search_winners;

  INSERT INTO search_values (kind, name)
  SELECT DISTINCT v.kind, v.name
    FROM portal_search_winners w
    JOIN jobs j ON j.id = w.job_id
    CROSS JOIN LATERAL (
      SELECT 'city', unnest(j.locations) UNION ALL
      SELECT 'state', unnest(j.states) UNION ALL
      VALUES ('country', j.country_code), ('function', j.function_name), ('role', j.role_name),
             ('industry', j.industry_name), ('qualification', j.qualification)
    ) AS v(kind, name)
  ON CONFLICT DO NOTHING;
  GET DIAGNOSTICS added_values = ROW_COUNT;
  -- Fresh statistics, or the lookups below would be planned for an empty table.
  IF added_values > 0 THEN
    ANALYZE search_values;
  END IF;

  -- In posting order, so the newest jobs sit together at the end of the table: the search reads
  -- them newest first, and neighbouring rows share pages.
  INSERT INTO job_search
  SELECT c.site_id, c.job_id, c.posted_at, c.expires_at, c.duplicate_key,
         -- Filters are lexemes too (qz + a letter for the kind + the id), so one GIN index answers
         -- keywords and filters together; they never collide with words, which are not written so.
         c.text || array_to_tsvector(
           ARRAY(SELECT 'qzc' || id FROM unnest(c.city_ids) AS id WHERE id IS NOT NULL)
           || ARRAY(SELECT 'qzr' || id FROM unnest(c.region_ids) AS id WHERE id IS NOT NULL)
           || ARRAY['qzf' || c.function_id, 'qzo' || c.role_id, 'qzi' || c.industry_id, 'qzq' || c.qualification_id,
                    'qzk' || c.company_id, 'qzt' || c.job_type, 'qzm' || c.work_mode, 'qze' || c.employer_type]
         ),
         c.city_ids, c.region_ids, c.company_id, c.function_id, c.role_id, c.industry_id, c.qualification_id,
         c.job_type, c.work_mode, c.employer_type, c.experience_min, c.experience_max, c.salary_min, c.salary_max
    FROM (
      SELECT j.site_id, j.id AS job_id, j.posted_at, j.expires_at, w.duplicate_key,
             setweight(to_tsvector('english', portal_search_text(j.title)), 'A') ||
             setweight(to_tsvector('english', portal_search_text(portal_immutable_array_to_string(j.skills, ' , '))), 'B') ||
             setweight(to_tsvector('english', portal_search_text(j.company_name)), 'C') ||
             setweight(to_tsvector('english', portal_search_text(j.role_name || ' , ' || j.function_name || ' , ' || j.industry_name)), 'D')
               AS text,
             ARRAY(SELECT (SELECT v.id FROM search_values v WHERE v.kind = 'city' AND v.name = n.name)
                     FROM unnest(j.locations) AS n(name)) AS city_ids,
             ARRAY(SELECT (SELECT v.id FROM search_values v WHERE v.kind = 'state' AND v.name = n.name)
                     FROM unnest(j.states) AS n(name))
               || (SELECT v.id FROM search_values v WHERE v.kind = 'country' AND v.name = j.country_code) AS region_ids,
             j.company_id,
             (SELECT v.id FROM search_values v WHERE v.kind = 'function' AND v.name = j.function_name) AS function_id,
             (SELECT v.id FROM search_values v WHERE v.kind = 'role' AND v.name = j.role_name) AS role_id,
             (SELECT v.id FROM search_values v WHERE v.kind = 'industry' AND v.name = j.industry_name) AS industry_id,
             (SELECT v.id FROM search_values v WHERE v.kind = 'qualification' AND v.name = j.qualification) AS qualification_id,
             coalesce(array_position(ARRAY['full-time', 'part-time', 'contract', 'internship', 'temporary'], j.job_type), 0)::smallint AS job_type,
             coalesce(array_position(ARRAY['office', 'remote', 'hybrid'], j.work_mode), 0)::smallint AS work_mode,
             coalesce(array_position(ARRAY['company', 'consultancy'], j.employer_type), 0)::smallint AS employer_type,
             j.experience_min, j.experience_max, j.salary_min, j.salary_max
        FROM portal_search_winners w
        JOIN jobs j ON j.id = w.job_id
    ) c
   ORDER BY c.posted_at, c.job_id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION portal_search_sync_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sites text[];
  keys bigint[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(site_id), array_agg(portal_duplicate_key(company_id, title, locations)) INTO sites, keys FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(site_id), array_agg(portal_duplicate_key(company_id, title, locations)) INTO sites, keys FROM old_rows;
  ELSE
    SELECT array_agg(site_id), array_agg(key) INTO sites, keys FROM (
      SELECT site_id, portal_duplicate_key(company_id, title, locations) AS key FROM new_rows
      UNION
      SELECT site_id, portal_duplicate_key(company_id, title, locations) FROM old_rows
    ) touched;
  END IF;
  IF keys IS NOT NULL THEN
    PERFORM portal_search_sync(sites, keys);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Emptying jobs (a reseed) empties the index and the dictionary, so the app rebuilds the dictionary
-- as soon as it starts instead of suggesting what is gone.
CREATE OR REPLACE FUNCTION portal_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE job_search, search_terms;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_sync_rows();
--> statement-breakpoint
CREATE TRIGGER jobs_search_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_sync_rows();
--> statement-breakpoint
CREATE TRIGGER jobs_search_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_sync_rows();
--> statement-breakpoint
CREATE TRIGGER jobs_search_truncate AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION portal_search_truncate();
--> statement-breakpoint
-- The per-site dictionary: skills, titles, companies and cities of live listings with how many use
-- them, each also findable from a later word ("developer" → "Java Developer"); functions, roles,
-- industries and qualifications with their counts (filter lists, browse pages); and single words
-- for spelling correction. Rebuilt whole: it is small, and a rebuild never leaves stale terms.
CREATE OR REPLACE FUNCTION portal_search_refresh_terms()
  RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  CREATE TEMP TABLE portal_search_term_counts ON COMMIT DROP AS
  WITH live AS MATERIALIZED (
    SELECT j.site_id, j.title, j.skills, j.company_name, j.locations, j.function_name, j.role_name,
           j.industry_name, j.qualification
      FROM job_search s JOIN jobs j ON j.id = s.job_id
     WHERE s.expires_at > now()
  ), counted AS (
    SELECT site_id, 'skill' AS kind, skill AS display, count(*) AS uses FROM live, unnest(skills) AS skill GROUP BY 1, 3
    UNION ALL SELECT site_id, 'title', title, count(*) FROM live GROUP BY 1, 3
    UNION ALL SELECT site_id, 'company', company_name, count(*) FROM live GROUP BY 1, 3
    UNION ALL SELECT site_id, 'location', city, count(*) FROM live, unnest(locations) AS city GROUP BY 1, 3
    UNION ALL SELECT site_id, 'function', function_name, count(*) FROM live GROUP BY 1, 3
    UNION ALL SELECT site_id, 'role', role_name, count(*) FROM live GROUP BY 1, 3
    UNION ALL SELECT site_id, 'industry', industry_name, count(*) FROM live GROUP BY 1, 3
    UNION ALL SELECT site_id, 'qualification', qualification, count(*) FROM live GROUP BY 1, 3
  )
  SELECT site_id, kind, portal_search_key(display) AS term, display, uses FROM counted;

  DELETE FROM search_terms;

  INSERT INTO search_terms (site_id, kind, term, display, popularity, is_whole_term)
  SELECT site_id, kind, term, (array_agg(display ORDER BY uses DESC, display))[1], sum(uses)::integer, true
    FROM portal_search_term_counts
   WHERE term <> ''
   GROUP BY site_id, kind, term;

  INSERT INTO search_terms (site_id, kind, term, display, popularity, is_whole_term)
  SELECT t.site_id, t.kind, array_to_string(words[start:], ' '), t.display, t.popularity, false
    FROM search_terms t
    CROSS JOIN LATERAL regexp_split_to_array(t.term, ' ') AS words
    CROSS JOIN LATERAL generate_series(2, cardinality(words)) AS start
   WHERE t.kind IN ('skill', 'title', 'company', 'location') AND t.is_whole_term
  ON CONFLICT DO NOTHING;

  INSERT INTO search_terms (site_id, kind, term, display, popularity, is_whole_term)
  SELECT site_id, 'word', word, word, sum(uses)::integer, true
    FROM portal_search_term_counts, regexp_split_to_table(term, ' ') AS word
   WHERE word <> ''
   GROUP BY site_id, word;

  -- Prefix and nearest-spelling lookups are planned from these statistics.
  ANALYZE search_terms;
END;
$$;
--> statement-breakpoint
-- What a scheduled job (and the app at start-up) calls: drops listings that expired since they were
-- indexed, shows the next live posting of their groups instead, and rebuilds the dictionary.
CREATE OR REPLACE FUNCTION portal_search_refresh()
  RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  sites text[];
  keys bigint[];
BEGIN
  SELECT array_agg(site_id), array_agg(duplicate_key) INTO sites, keys FROM job_search WHERE expires_at <= now();
  IF keys IS NOT NULL THEN
    PERFORM portal_search_sync(sites, keys);
  END IF;
  PERFORM portal_search_refresh_terms();
END;
$$;

--> statement-breakpoint
-- Databases that already hold jobs get them indexed now; new ones are indexed by the triggers.
SELECT portal_search_sync(array_agg(site_id), array_agg(duplicate_key))
  FROM (
    SELECT DISTINCT site_id, portal_duplicate_key(company_id, title, locations) AS duplicate_key
      FROM jobs
     WHERE status = 'open' AND expires_at > now()
  ) live;
--> statement-breakpoint
SELECT portal_search_refresh_terms();
