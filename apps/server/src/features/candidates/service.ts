/**
 * Candidate search: recruiters search the default profiles of seekers on their site, by keywords
 * (skills, IT skills, designations; in English, Hindi or Arabic), experience, place (current or
 * preferred, any spelling), how soon they can join, current salary and when they were last active.
 *
 * Who is found: seekers whose privacy lets recruiters find them (seeker_privacy; no row means yes) and
 * who have not kept their profile from the recruiter's company (profile_blocked_companies). A seeker
 * who applied to one of the company's jobs sent their profile to it: that company may open it whatever
 * the privacy says, but still finds them in search only under the same rules as everyone.
 *
 * Ranking: profiles that match more of the keywords first; among equally relevant ones, a running paid
 * "featured" period first (profile_boosts), then the most recently active. Counts are exact.
 * Contact details (e-mail, mobile) never leave this module: recruiters reach candidates on the portal.
 *
 * Each page of results is handed to `recordAppearances` (the seekers' search appearances, kept by the
 * profile-views feature) once it is computed, without waiting for it.
 */
import {
  type AccountUser,
  AppError,
  type AssessmentBadge,
  BLOCKED_COMPANIES_MAX,
  CANDIDATE_KEYWORDS_MAX,
  CANDIDATE_PAGE_SIZE,
  type Candidate,
  type CandidateResults,
  type CandidateSearch,
  type CandidatesContract,
  type CompanyChoice,
  type PrivacySettings,
} from "@portal/contracts";
import {
  canonicalSkillName,
  englishKeywords,
  NOTICE_PERIODS,
  placeNamesOf,
  SITE_BY_ID,
  type SiteId,
} from "@portal/domain";
import type pg from "pg";
import { requireSeekerId } from "../../auth/seekers.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";

/** Searches a recruiter may run in a minute: enough for anyone reading results, not for harvesting. */
const SEARCHES_PER_MINUTE = { name: "candidate-search-minute", limit: 30, windowSeconds: 60 };
/** And in a day. */
const SEARCHES_PER_DAY = { name: "candidate-search-day", limit: 1000, windowSeconds: 24 * 60 * 60 };
const COMPANY_CHOICES = 10;
const SKILLS_SHOWN = 12;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CandidatesDependencies {
  pool: pg.Pool;
  rateLimiter: Pick<RateLimiter, "enforce">;
  /** Told which seekers a recruiter's page of results showed, and when. */
  recordAppearances?: (recruiterId: string, seekerIds: string[], at: Date) => Promise<unknown>;
  /** Passed skill assessments of a page's candidates (one query for the page). */
  badgesOf?: (seekerIds: string[]) => Promise<Map<string, AssessmentBadge[]>>;
  log?: { warn(object: unknown, message: string): void };
  now?: () => Date;
}

/** The company a recruiter searches for, or a 403 for anyone else. */
function companyOf(user: AccountUser): number {
  if (user.role !== "recruiter" || !user.company) throw new AppError("FORBIDDEN", "forbidden");
  return user.company.id;
}

/**
 * The keyword terms as the profiles write them: comma-separated terms, each read through the Hindi and
 * Arabic word list ("लेखाकार" → accountant) and the skills' other spellings ("ReactJS" → React).
 * PostgreSQL turns each `text` into a phrase query with the parser that made the profiles' vectors
 * (`phraseto_tsquery('simple', …)`), so "C++" or "Node.js" are split exactly as the profiles' were.
 */
function keywordTerms(keywords: string | undefined): { written: string; text: string }[] {
  if (!keywords) return [];
  const seen = new Set<string>();
  const terms: { written: string; text: string }[] = [];
  for (const part of keywords.split(/[,،;]/)) {
    const written = part.trim();
    if (!written) continue;
    // Spelled as the profiles' vectors spell them (schema/profiles.ts): "c++" → "cpp", "c#" → "csharp".
    const text = (englishKeywords(written) ?? canonicalSkillName(written) ?? written)
      .toLowerCase()
      .replaceAll("++", "pp")
      .replaceAll("#", "sharp");
    if (seen.has(text)) continue;
    seen.add(text);
    terms.push({ written, text });
    if (terms.length === CANDIDATE_KEYWORDS_MAX) break;
  }
  return terms;
}

/** Every spelling of a place, lower-cased, as profiles may hold it. */
function placeSpellings(location: string): string[] {
  const place = placeNamesOf(location);
  const names = place ? [place.name, ...place.english, ...place.hindi, ...place.arabic] : [];
  return [...new Set([location, ...names].map((name) => name.trim().toLowerCase()))];
}

interface CandidateRow {
  user_id: string;
  name: string;
  experience: { isFresher: boolean; years: number; months: number } | null;
  personal: { currentLocation?: string; preferredLocations?: string[] } | null;
  salary: { currency: string; currentSalary: number; salaryMode: string } | null;
  employments: { designation: string; company: string; isCurrent: boolean; noticePeriod: string | null }[];
  skills: string[];
  it_skills: { name: string }[];
  last_active_at: Date | null;
  featured: boolean;
  highlighted: boolean;
  applied: boolean;
  matched: boolean[];
  total: number;
}

export function createCandidatesService(deps: CandidatesDependencies): CandidatesContract {
  const { pool } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The conditions every search shares: a seeker of the site with a default profile, findable by the
   * company ($1 company, $2 site), plus the recruiter's filters (salaries in the site's `currency`);
   * their values are pushed onto `values`.
   */
  function conditions(
    search: CandidateSearch,
    values: unknown[],
    terms: { text: string }[],
    currency: string,
  ): string[] {
    const parts = [
      "u.role = 'seeker'",
      "u.site_id = $2",
      "p.is_default",
      "coalesce(sp.visible_to_recruiters, true)",
      // An account waiting to be deleted is out of search at once.
      "u.deletion_requested_at IS NULL",
      "NOT EXISTS (SELECT 1 FROM profile_blocked_companies b WHERE b.user_id = u.id AND b.company_id = $1)",
    ];
    const add = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      parts.push(condition(`$${values.length}`));
    };
    const years =
      "CASE WHEN (p.experience->>'isFresher')::boolean THEN 0 ELSE (p.experience->>'years')::int END";
    if (terms.length > 0)
      add(
        (at) =>
          // Any term: the phrase queries joined with OR (the GIN index serves one tsquery).
          `p.search_vector @@ (SELECT string_agg('(' || phraseto_tsquery('simple', t)::text || ')', ' | ')::tsquery
                                 FROM unnest(${at}::text[]) t WHERE phraseto_tsquery('simple', t)::text <> '')`,
        terms.map((term) => term.text),
      );
    if (search.experienceMin !== undefined) add((at) => `${years} >= ${at}::int`, search.experienceMin);
    if (search.experienceMax !== undefined) add((at) => `${years} <= ${at}::int`, search.experienceMax);
    if (search.location)
      add(
        (at) => `(lower(trim(p.personal->>'currentLocation')) = ANY(${at}::text[])
                  OR EXISTS (SELECT 1 FROM jsonb_array_elements_text(coalesce(p.personal->'preferredLocations', '[]'::jsonb)) l
                              WHERE lower(trim(l)) = ANY(${at}::text[])))`,
        placeSpellings(search.location),
      );
    if (search.joinWithinDays !== undefined) {
      // Notice periods that fit; someone serving notice fits when their last day comes in time, and
      // someone without a current job can join at once.
      const days = search.joinWithinDays;
      values.push(
        NOTICE_PERIODS.filter((period) => period.days !== null && period.days <= days).map(
          (period) => period.id,
        ),
      );
      const fits = `$${values.length}`;
      values.push(new Date(now().getTime() + days * 86_400_000).toISOString().slice(0, 10));
      const lastDay = `$${values.length}`;
      parts.push(`NOT EXISTS (SELECT 1 FROM jsonb_array_elements(p.employments) e
                               WHERE (e->>'isCurrent')::boolean
                                 AND coalesce(e->>'noticePeriod', '') <> ALL(${fits}::text[])
                                 AND NOT (e->>'noticePeriod' = 'serving' AND (e->>'lastWorkingDay')::date <= ${lastDay}::date))`);
    }
    const annual =
      "(CASE WHEN p.salary->>'salaryMode' = 'Monthly' THEN 12 ELSE 1 END) * (p.salary->>'currentSalary')::bigint";
    if (search.salaryMin !== undefined || search.salaryMax !== undefined)
      add((at) => `p.salary->>'currency' = ${at}`, currency);
    if (search.salaryMin !== undefined) add((at) => `${annual} >= ${at}::bigint`, search.salaryMin);
    if (search.salaryMax !== undefined) add((at) => `${annual} <= ${at}::bigint`, search.salaryMax);
    if (search.activeWithinDays !== undefined)
      add(
        (
          at,
        ) => `greatest(u.last_login_at, (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id))
                   >= ${at}::timestamptz`,
        new Date(now().getTime() - search.activeWithinDays * 86_400_000),
      );
    return parts;
  }

  function toCandidate(
    row: CandidateRow,
    terms: { written: string }[],
    badges: ReadonlyMap<string, AssessmentBadge[]>,
  ): Candidate {
    const current = row.employments.find((job) => job.isCurrent) ?? row.employments[0] ?? null;
    const salary = row.salary;
    return {
      seekerId: row.user_id,
      name: row.name,
      designation: current?.designation ?? null,
      company: current?.company ?? null,
      experience: row.experience,
      currentLocation: row.personal?.currentLocation ?? null,
      preferredLocations: row.personal?.preferredLocations ?? [],
      noticePeriod: row.employments.find((job) => job.isCurrent)?.noticePeriod ?? null,
      salary:
        salary && Number.isFinite(salary.currentSalary)
          ? {
              annual: salary.salaryMode === "Monthly" ? salary.currentSalary * 12 : salary.currentSalary,
              currency: salary.currency,
            }
          : null,
      skills: [...row.skills, ...row.it_skills.map((skill) => skill.name)]
        .filter((skill, index, all) => all.indexOf(skill) === index)
        .slice(0, SKILLS_SHOWN),
      matched: terms.filter((_, index) => row.matched[index]).map((term) => term.written),
      lastActiveAt: row.last_active_at?.toISOString() ?? null,
      featured: row.featured,
      highlighted: row.highlighted,
      appliedToCompany: row.applied,
      assessments: badges.get(row.user_id) ?? [],
    };
  }

  /**
   * Not awaited: the recruiter's results never wait for the seekers' statistics, nor fail with them; a
   * failure costs those appearances and is logged.
   */
  function recordAppearances(recruiterId: string, rows: readonly CandidateRow[], at: Date): void {
    const record = deps.recordAppearances;
    if (!record || rows.length === 0) return;
    const seekerIds = rows.map((row) => row.user_id);
    void Promise.resolve()
      .then(() => record(recruiterId, seekerIds, at))
      .catch((error: unknown) =>
        deps.log?.warn({ err: error, recruiterId }, "candidate search: appearances not recorded"),
      );
  }

  async function privacyOf(userId: string): Promise<PrivacySettings> {
    const { rows } = await pool.query<{
      visible: boolean | null;
      blocked: { companyId: number; name: string; blockedAt: string }[];
    }>(
      `SELECT (SELECT visible_to_recruiters FROM seeker_privacy WHERE user_id = $1) AS visible,
              coalesce((SELECT json_agg(json_build_object('companyId', c.id, 'name', c.name, 'blockedAt', b.blocked_at)
                                        ORDER BY b.blocked_at DESC)
                          FROM profile_blocked_companies b JOIN companies c ON c.id = b.company_id
                         WHERE b.user_id = $1), '[]') AS blocked`,
      [userId],
    );
    const row = rows[0];
    return {
      visibleToRecruiters: row?.visible ?? true,
      blockedCompanies: (row?.blocked ?? []).map((company) => ({
        ...company,
        blockedAt: new Date(company.blockedAt).toISOString(),
      })),
    };
  }

  return {
    async search(recruiter, siteId: SiteId, search): Promise<CandidateResults> {
      const companyId = companyOf(recruiter);
      await deps.rateLimiter.enforce([
        [SEARCHES_PER_MINUTE, recruiter.id],
        [SEARCHES_PER_DAY, recruiter.id],
      ]);
      const currency = SITE_BY_ID[siteId].currency;
      const terms = keywordTerms(search.keywords);
      const values: unknown[] = [companyId, siteId];
      const where = conditions(search, values, terms, currency);
      values.push(terms.map((term) => term.text));
      const termsAt = `$${values.length}`;
      const searchedAt = now();
      values.push(searchedAt);
      const nowAt = `$${values.length}`;
      const page = search.page ?? 1;
      values.push(CANDIDATE_PAGE_SIZE, (page - 1) * CANDIDATE_PAGE_SIZE);
      const { rows } = await pool.query<CandidateRow>(
        `WITH found AS (
           SELECT u.id AS user_id, u.name, p.experience, p.personal, p.salary, p.employments, p.skills,
                  p.it_skills, p.search_vector,
                  greatest(u.last_login_at, (SELECT max(s.last_seen_at) FROM sessions s WHERE s.user_id = u.id))
                    AS last_active_at
             FROM users u
             JOIN profiles p ON p.user_id = u.id
             LEFT JOIN seeker_privacy sp ON sp.user_id = u.id
            WHERE ${where.join("\n              AND ")}
         ), ranked AS (
           SELECT f.*,
                  ARRAY(SELECT f.search_vector @@ phraseto_tsquery('simple', t) FROM unnest(${termsAt}::text[]) WITH ORDINALITY AS x(t, n)
                         ORDER BY n) AS matched,
                  EXISTS (SELECT 1 FROM profile_boosts pb WHERE pb.user_id = f.user_id AND pb.kind = 'featured'
                             AND pb.starts_at <= ${nowAt} AND pb.ends_at > ${nowAt}) AS featured,
                  EXISTS (SELECT 1 FROM profile_boosts pb WHERE pb.user_id = f.user_id AND pb.kind = 'highlighted'
                             AND pb.starts_at <= ${nowAt} AND pb.ends_at > ${nowAt}) AS highlighted,
                  EXISTS (SELECT 1 FROM applications a WHERE a.user_id = f.user_id AND a.company_id = $1
                             AND a.status <> 'withdrawn') AS applied,
                  count(*) OVER () AS total
             FROM found f
         )
         SELECT * FROM ranked
          ORDER BY cardinality(array_remove(matched, false)) DESC, featured DESC,
                   last_active_at DESC NULLS LAST, user_id
          LIMIT $${values.length - 1} OFFSET $${values.length}`,
        values,
      );
      recordAppearances(recruiter.id, rows, searchedAt);
      const badges = deps.badgesOf ? await deps.badgesOf(rows.map((row) => row.user_id)) : new Map();
      const total = rows[0]
        ? Number(rows[0].total)
        : page > 1
          ? await countOnly(search, companyId, siteId, currency)
          : 0;
      return {
        total,
        page,
        pageSize: CANDIDATE_PAGE_SIZE,
        currency,
        candidates: rows.map((row) => toCandidate(row, terms, badges)),
      };
    },

    async mayOpenProfile(recruiter, seekerId) {
      const companyId = companyOf(recruiter);
      if (!UUID.test(seekerId)) return false;
      const { rows } = await pool.query<{ may: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM applications a WHERE a.user_id = $2 AND a.company_id = $1 AND a.status <> 'withdrawn')
             OR (coalesce((SELECT visible_to_recruiters FROM seeker_privacy WHERE user_id = $2), true)
                 AND NOT EXISTS (SELECT 1 FROM profile_blocked_companies WHERE user_id = $2 AND company_id = $1)) AS may`,
        [companyId, seekerId],
      );
      return rows[0]?.may ?? false;
    },

    privacy: (seeker) => privacyOf(requireSeekerId(seeker)),

    async setVisible(seeker, visible) {
      const userId = requireSeekerId(seeker);
      await pool.query(
        `INSERT INTO seeker_privacy (user_id, visible_to_recruiters, updated_at) VALUES ($1, $2, now())
         ON CONFLICT (user_id) DO UPDATE SET visible_to_recruiters = EXCLUDED.visible_to_recruiters, updated_at = now()`,
        [userId, visible],
      );
      return privacyOf(userId);
    },

    async findCompanies(seeker, name): Promise<CompanyChoice[]> {
      requireSeekerId(seeker);
      const text = name.trim().slice(0, 100);
      if (text.length < 2) return [];
      const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      const { rows } = await pool.query<{ id: number; name: string; city: string | null }>(
        `SELECT id, name, city FROM companies WHERE name ILIKE $1
          ORDER BY (lower(name) = lower($2)) DESC, (name ILIKE $3) DESC, name LIMIT $4`,
        [pattern, text, `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`, COMPANY_CHOICES],
      );
      return rows.map((row) => ({ companyId: row.id, name: row.name, city: row.city }));
    },

    async blockCompany(seeker, companyId) {
      const userId = requireSeekerId(seeker);
      // One statement: the company must exist and the seeker be under the limit, also for two at once
      // (the count is taken under the seeker's row lock).
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [userId]);
        const { rows } = await client.query<{ exists: boolean; blocked: number; already: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM companies WHERE id = $2) AS exists,
                  (SELECT count(*)::int FROM profile_blocked_companies WHERE user_id = $1) AS blocked,
                  EXISTS (SELECT 1 FROM profile_blocked_companies WHERE user_id = $1 AND company_id = $2) AS already`,
          [userId, companyId],
        );
        const state = rows[0];
        if (!state?.exists) throw new AppError("NOT_FOUND", "companyNotFound");
        if (!state.already && state.blocked >= BLOCKED_COMPANIES_MAX)
          throw new AppError("VALIDATION", "tooManyBlockedCompanies", {
            details: [{ messageKey: "tooManyBlockedCompanies", params: { max: BLOCKED_COMPANIES_MAX } }],
          });
        await client.query(
          "INSERT INTO profile_blocked_companies (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
          [userId, companyId],
        );
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
      return privacyOf(userId);
    },

    async unblockCompany(seeker, companyId) {
      const userId = requireSeekerId(seeker);
      await pool.query("DELETE FROM profile_blocked_companies WHERE user_id = $1 AND company_id = $2", [
        userId,
        companyId,
      ]);
      return privacyOf(userId);
    },
  };

  /** The total alone, for a page past the last (which has no rows to carry it). */
  async function countOnly(search: CandidateSearch, companyId: number, siteId: SiteId, currency: string) {
    const terms = keywordTerms(search.keywords);
    const values: unknown[] = [companyId, siteId];
    const where = conditions(search, values, terms, currency);
    const { rows } = await pool.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM users u JOIN profiles p ON p.user_id = u.id
         LEFT JOIN seeker_privacy sp ON sp.user_id = u.id WHERE ${where.join(" AND ")}`,
      values,
    );
    return rows[0]?.total ?? 0;
  }
}
