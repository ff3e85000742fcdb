/**
 * Before a search runs, the names in it are turned into what `job_search` stores, in one round trip:
 * keywords are checked against the site's dictionary (unknown words get their likeliest spellings),
 * places become city and region ids (any name of a city in any language through @portal/domain's
 * places, "Makati" for "Makati City", then the nearest spelling among the site's city names), and taxonomy, qualification, state, country and company names become ids.
 */

import type { companies, SqlRow, searchTerms, searchValues } from "@portal/db";
import {
  INDUSTRIES,
  isRemoteLocation,
  JOB_FUNCTIONS,
  JOB_ROLES,
  phraseKey,
  placeNames,
  type SiteId,
  slugify,
  WORK_COUNTRIES,
} from "@portal/domain";
import type pg from "pg";

/** A spelling closer than this (pg_trgm similarity, 0–1) is not offered as a correction. */
const WORD_FIX_SIMILARITY = 0.25;
/** Places are corrected only when clearly close: a wrong city is worse than none. */
const PLACE_FIX_SIMILARITY = 0.45;
/** Corrections tried per unknown word; more would make the query broad and slow. */
const FIXES_PER_WORD = 2;

export interface ResolveInput {
  siteId: SiteId;
  words: readonly string[];
  locations: readonly string[];
  functions: readonly string[];
  roles: readonly string[];
  industries: readonly string[];
  qualifications: readonly string[];
  states: readonly string[];
  countries: readonly string[];
  companies: readonly string[];
}

export interface ResolvedPlace {
  /** As typed. */
  input: string;
  cityIds: number[];
  regionIds: number[];
  /** The site's name for it when a spelling was corrected ("bangalor" → "Bengaluru"). */
  correctedTo?: string;
}

export interface Resolution {
  /** Unknown words and their likelier spellings, best first. */
  corrections: Map<string, string[]>;
  /** Words the site's dictionary does not know and could not correct either. */
  unknownWithoutFix: string[];
  /** Those of them that some description of the site has (the others are nowhere). */
  inDescriptionsOnly: string[];
  places: ResolvedPlace[];
  /** The location box asked for remote work ("remote", "work from home"). */
  isRemote: boolean;
  functionIds: number[];
  roleIds: number[];
  industryIds: number[];
  qualificationIds: number[];
  stateIds: number[];
  countryIds: number[];
  companyIds: number[];
}

function taxonomyName(list: readonly { name: string; slug: string }[], value: string): string {
  const folded = value.toLowerCase();
  return list.find((entry) => entry.slug === folded || entry.name.toLowerCase() === folded)?.name ?? value;
}

function countryCodes(value: string): string[] {
  const key = phraseKey(value);
  const byName = WORK_COUNTRIES.find(
    (country) => country.name.toLowerCase() === key || country.code.toLowerCase() === key,
  );
  if (byName) return [byName.code];
  if (key === "uae" || key === "emirates") return ["AE"];
  if (key === "ksa") return ["SA"];
  return [];
}

/** The parts of the lookup, each a JSON value; `:name` stands for a parameter. */
const FIELDS = {
  words: `(SELECT coalesce(json_agg(json_build_array(w,
      CASE WHEN EXISTS (SELECT 1 FROM search_terms t WHERE t.site_id = :site AND t.kind = 'word' AND t.term = w)
           THEN NULL
           -- A word of some description is what the seeker meant: no correction (service.ts).
           WHEN portal_search_body_has(:site, w) THEN json_build_array(w)
           ELSE (SELECT coalesce(json_agg(f.term ORDER BY f.score DESC), '[]') FROM (
                   SELECT t.term, similarity(t.term, w) * (1 + ln(1 + t.popularity) / 20) AS score
                     FROM (SELECT term, popularity FROM search_terms t
                            WHERE t.site_id = :site AND t.kind = 'word' ORDER BY lower(t.term) <-> w LIMIT 6) t
                    WHERE similarity(t.term, w) >= ${WORD_FIX_SIMILARITY}
                    ORDER BY 2 DESC LIMIT ${FIXES_PER_WORD}) f) END)), '[]')
      FROM unnest(:words::text[]) AS w)`,
  // Through the dictionary, and straight from the cities jobs carry: a city whose first job came after
  // the dictionary's last rebuild (every 15 minutes) is found by its name all the same.
  places: `(SELECT coalesce(json_agg(json_build_array(found.i, found.display, found.id)), '[]') FROM (
      SELECT p.i, t.display, v.id
        FROM unnest(:placeKeys::text[], :placeIndex::integer[]) AS p(name, i)
        JOIN search_terms t ON t.site_id = :site AND t.kind = 'location' AND t.term = p.name AND t.is_whole_term
        JOIN search_values v ON v.kind = 'city' AND v.name = t.display
      UNION
      SELECT p.i, v.name, v.id
        FROM unnest(:placeKeys::text[], :placeIndex::integer[]) AS p(name, i)
        JOIN search_values v ON v.kind = 'city' AND lower(v.name) = p.name) found)`,
  regions: `(SELECT coalesce(json_agg(json_build_array(p.i, v.id)), '[]')
      FROM unnest(:placeKeys::text[], :placeIndex::integer[]) AS p(name, i)
      JOIN search_values v ON v.kind = 'state' AND lower(v.name) = p.name)`,
  placeFixes: `(SELECT coalesce(json_agg(json_build_array(p.i - 1, f.display, v.id)), '[]')
      FROM unnest(:placeFixKeys::text[]) WITH ORDINALITY AS p(name, i)
      CROSS JOIN LATERAL (
        SELECT t.term, t.display FROM search_terms t
         WHERE t.site_id = :site AND t.kind = 'location' AND t.is_whole_term
         ORDER BY lower(t.term) <-> p.name LIMIT 1) f
      JOIN search_values v ON v.kind = 'city' AND v.name = f.display
     WHERE similarity(f.term, p.name) >= ${PLACE_FIX_SIMILARITY}
       AND NOT EXISTS (SELECT 1 FROM unnest(:placeKeys::text[], :placeIndex::integer[]) AS q(name, i)
                        JOIN search_terms t ON t.site_id = :site AND t.kind = 'location' AND t.term = q.name
                       WHERE q.i = p.i - 1)
       AND NOT EXISTS (SELECT 1 FROM search_values s WHERE s.kind = 'state' AND lower(s.name) = p.name))`,
  countryPlaces: `(SELECT coalesce(json_agg(json_build_array(c.code, v.id)), '[]')
      FROM unnest(:countryPlaceCodes::text[]) AS c(code) JOIN search_values v ON v.kind = 'country' AND v.name = c.code)`,
  values: `(SELECT coalesce(json_agg(json_build_array(v.kind, v.name, v.id)), '[]')
      FROM unnest(:valueKinds::text[], :valueNames::text[]) AS n(kind, name)
      JOIN search_values v ON v.kind = n.kind AND v.name = n.name)`,
  qualifications: `(SELECT coalesce(json_agg(v.id), '[]') FROM search_values v
      WHERE v.kind = 'qualification' AND lower(v.name) = ANY(:qualifications::text[]))`,
  states: `(SELECT coalesce(json_agg(v.id), '[]') FROM search_values v
      WHERE v.kind = 'state' AND lower(v.name) = ANY(:states::text[]))`,
  countries: `(SELECT coalesce(json_agg(v.id), '[]') FROM search_values v
      WHERE v.kind = 'country' AND v.name = ANY(:countries::text[]))`,
  companies: `(SELECT coalesce(json_agg(c.id), '[]') FROM companies c
      WHERE c.slug = ANY(:companySlugs::text[]) OR lower(c.name) = ANY(:companyNames::text[]))`,
} as const;

/** The inputs that make a part worth asking for. */
const FIELD_INPUTS: Record<keyof typeof FIELDS, string[]> = {
  words: ["words"],
  places: ["placeKeys"],
  regions: ["placeKeys"],
  placeFixes: ["placeFixKeys"],
  countryPlaces: ["countryPlaceCodes"],
  values: ["valueNames"],
  qualifications: ["qualifications"],
  states: ["states"],
  countries: ["countries"],
  companies: ["companySlugs"],
};

const EMPTY_ROW: ResolvedRow = {
  words: [],
  places: [],
  regions: [],
  placeFixes: [],
  values: [],
  qualifications: [],
  states: [],
  countries: [],
  countryPlaces: [],
  companies: [],
};

export interface NameResolverOptions {
  /** How long a resolution is reused; the dictionary it comes from changes only when it is rebuilt. */
  ttlMs: number;
  /** Distinct inputs kept; the least recently used goes first. */
  maxEntries: number;
}

/**
 * `resolveNames` with the answers kept in memory. Searches name the same places, functions and
 * misspellings over and over (a site has a few thousand cities and a fixed taxonomy), and the lookup is
 * a round trip with ~1 ms of planning, a sixth of a search's work. Company names are not kept: a company
 * posts its first job at any time and must be findable at once, so inputs with companies always go
 * to the database.
 */
export function createNameResolver(
  pool: pg.Pool,
  options: NameResolverOptions,
): (input: ResolveInput) => Promise<Resolution> {
  const cache = new Map<string, { resolution: Resolution; expires: number }>();
  return async (input) => {
    if (input.companies.length > 0) return resolveNames(pool, input);
    const key = JSON.stringify([
      input.siteId,
      input.words,
      input.locations,
      input.functions,
      input.roles,
      input.industries,
      input.qualifications,
      input.states,
      input.countries,
    ]);
    const now = Date.now();
    const kept = cache.get(key);
    if (kept && kept.expires > now) {
      // Map order is insertion order: moving the entry to the end makes the first key the least used.
      cache.delete(key);
      cache.set(key, kept);
      return kept.resolution;
    }
    const resolution = await resolveNames(pool, input);
    cache.set(key, { resolution, expires: now + options.ttlMs });
    if (cache.size > options.maxEntries) cache.delete(cache.keys().next().value as string);
    return resolution;
  };
}

export async function resolveNames(pool: pg.Pool, input: ResolveInput): Promise<Resolution> {
  const isRemote = input.locations.some(isRemoteLocation);
  const places = input.locations.filter((location) => !isRemoteLocation(location));
  // Each place is looked up under all its names; `placeIndex` says which input a name came from.
  const placeKeys: string[] = [];
  const placeIndex: number[] = [];
  places.forEach((place, index) => {
    // A misspelt name ("bangalor") is not among them: the nearest spelling of the dictionary, which
    // holds every other name of the site's cities too, is found below (placeFixes).
    for (const name of new Set(placeNames(place))) {
      placeKeys.push(name);
      placeIndex.push(index);
    }
  });
  const placeFixKeys = places.map(phraseKey);
  const countries = [...input.countries, ...places].flatMap(countryCodes);
  const valueNames = [
    ...input.functions.map((value) => ["function", taxonomyName(JOB_FUNCTIONS, value)]),
    ...input.roles.map((value) => ["role", taxonomyName(JOB_ROLES, value)]),
    ...input.industries.map((value) => ["industry", taxonomyName(INDUSTRIES, value)]),
  ];

  const values: Record<string, unknown> = {
    site: input.siteId,
    words: input.words,
    placeKeys,
    placeIndex,
    placeFixKeys,
    countryPlaceCodes: countries,
    valueKinds: valueNames.map(([kind]) => kind),
    valueNames: valueNames.map(([, name]) => name),
    qualifications: input.qualifications.map((value) => value.toLowerCase()),
    states: input.states.map((value) => value.toLowerCase()),
    countries: input.countries.flatMap(countryCodes),
    companySlugs: input.companies.map((value) => slugify(value)),
    companyNames: input.companies.map((value) => value.toLowerCase()),
  };
  const wanted = (Object.keys(FIELDS) as (keyof typeof FIELDS)[]).filter((field) =>
    FIELD_INPUTS[field].some((name) => (values[name] as unknown[]).length > 0),
  );
  const result: ResolvedRow = { ...EMPTY_ROW };
  if (wanted.length > 0) {
    // Only the parts this search needs; each combination is prepared once per connection.
    const order: string[] = [];
    const text =
      `SELECT json_build_object(${wanted.map((field) => `'${field}', ${FIELDS[field]}`).join(",\n")}) AS result`.replace(
        /(?<!:):(\w+)/g,
        (_, name: string) => {
          if (!order.includes(name)) order.push(name);
          return `$${order.indexOf(name) + 1}`;
        },
      );
    const { rows } = await pool.query<{ result: Partial<ResolvedRow> }>({
      name: `search-resolve-${wanted.join("-")}`,
      text,
      values: order.map((name) => values[name]),
    });
    Object.assign(result, rows[0]?.result);
  }

  const corrections = new Map<string, string[]>();
  const unknownWithoutFix: string[] = [];
  const inDescriptionsOnly: string[] = [];
  for (const [word, fixes] of result.words) {
    const others = (fixes ?? []).filter((fix) => fix !== word);
    if (others.length > 0) corrections.set(word, others);
    else if (fixes) {
      unknownWithoutFix.push(word);
      if (fixes.includes(word)) inDescriptionsOnly.push(word);
    }
  }

  const resolvedPlaces: ResolvedPlace[] = places.map((place, index) => {
    const exact = result.places.filter(([i]) => i === index);
    const fix = exact.length === 0 ? result.placeFixes.find(([i]) => i === index) : undefined;
    const cityIdList = [...new Set((fix ? [fix] : exact).map(([, , id]) => id))];
    const regionIds = result.regions.filter(([i]) => i === index).map(([, id]) => id);
    const codes = countryCodes(place);
    const countryIds = result.countryPlaces.filter(([code]) => codes.includes(code)).map(([, id]) => id);
    const knownNames = new Set(placeNames(place));
    const matched = (fix ? [fix] : exact).map(([, display]) => display);
    const corrected =
      regionIds.length === 0 && countryIds.length === 0
        ? matched.find((display) => !knownNames.has(phraseKey(display)))
        : undefined;
    return {
      input: place,
      cityIds: cityIdList,
      regionIds: [...new Set([...regionIds, ...countryIds])],
      ...(corrected ? { correctedTo: corrected } : {}),
    };
  });

  const idsOf = (kind: SearchValue["kind"]) =>
    result.values.filter(([valueKind]) => valueKind === kind).map(([, , id]) => id);
  return {
    corrections,
    unknownWithoutFix,
    inDescriptionsOnly,
    places: resolvedPlaces,
    isRemote,
    functionIds: idsOf("function"),
    roleIds: idsOf("role"),
    industryIds: idsOf("industry"),
    qualificationIds: result.qualifications,
    stateIds: result.states,
    countryIds: result.countries,
    companyIds: result.companies,
  };
}

type SearchValue = SqlRow<typeof searchValues>;
type SearchTerm = SqlRow<typeof searchTerms>;
/** The index of a place in the location box (`:placeIndex`). */
type PlaceIndex = number;

/**
 * What the lookup answers: one JSON value per part (FIELDS), arrays built by `json_build_array`. Ids are
 * JSON numbers here (json_agg writes integers as numbers), as `search_values` and `companies` hold them.
 */
interface ResolvedRow {
  /** Each word, and null when the dictionary has it, else its likeliest spellings (itself: a description's word). */
  words: [string, SearchTerm["term"][] | null][];
  places: [PlaceIndex, SearchValue["name"], SearchValue["id"]][];
  regions: [PlaceIndex, SearchValue["id"]][];
  placeFixes: [PlaceIndex, SearchTerm["display"], SearchValue["id"]][];
  values: [SearchValue["kind"], SearchValue["name"], SearchValue["id"]][];
  qualifications: SearchValue["id"][];
  states: SearchValue["id"][];
  countries: SearchValue["id"][];
  /** A country code typed as a place, and its country's id. */
  countryPlaces: [string, SearchValue["id"]][];
  companies: SqlRow<typeof companies>["id"][];
}
