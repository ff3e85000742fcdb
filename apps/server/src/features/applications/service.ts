/**
 * Applications: a seeker applies to one or several jobs with one of their profiles, follows each
 * application's status, and may withdraw it; recruiters of the job's company see the applicants and
 * mark them viewed, shortlisted or rejected. Every change is one transaction that writes the
 * application and its event together, so no application exists without its history.
 *
 * Invariants and how they hold under concurrent requests:
 * - one application per job and seeker: the unique key (user_id, job_id) with `ON CONFLICT`, so twenty
 *   simultaneous clicks make one row and nineteen "already applied" answers;
 * - only live jobs of the request's site: the insert itself selects the job as open and unexpired;
 * - a withdrawn application may be applied to again while the job is live: the same row goes back to
 *   "applied" and its history keeps both events (decision 017);
 * - another seeker's application, and an application of another company's job, is simply not found.
 *
 * Later features read applications through `appliedJobIds`, `applicationCounts`, `applicantIdsOfJob`
 * and `jobIdsAppliedWith` rather than the tables.
 */

import type { AccountUser, JobsContract } from "@portal/contracts";
import {
  APPLICATION_NOTE_MAX,
  APPLICATIONS_PAGE_SIZE,
  AppError,
  type Applicant,
  type ApplicantDetail,
  type ApplicantFilters,
  type ApplicationCounts,
  type ApplicationEvent,
  type ApplicationNote,
  type ApplicationStatus,
  type ApplicationsContract,
  type ApplyOptions,
  type ApplyOutcomes,
  type CompanyJobApplicants,
  DAILY_APPLICATION_LIMIT,
  type JobApplicants,
  type JobApplyOutcome,
  type JobDetail,
  type JobSummary,
  MULTI_APPLY_LIMIT,
  type RecruiterStatus,
  rateLimitedError,
  type SeekerApplication,
} from "@portal/contracts";
import {
  type applicationEvents,
  type applications,
  inTransaction as runInTransaction,
  type SqlRow,
} from "@portal/db";
import { canonicalPlaceName, type Experience, type ProfileDetail, type SiteId } from "@portal/domain";
import type pg from "pg";
import type { RateLimiter, RateLimitRule } from "../../plugins/rate-limit.ts";
import { IS_LIVE } from "../jobs/index.ts";

export const APPLICATION_DAILY_RULE: RateLimitRule = {
  name: "applications-daily",
  limit: DAILY_APPLICATION_LIMIT,
  windowSeconds: 24 * 60 * 60,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Job ids of one page of cards; more than this in one question is not a page. */
export const MAX_MARKED_JOBS = 200;
/** Rows of one CSV download of a job's applicants. */
export const EXPORT_MAX = 5_000;
/** Applications changed by one bulk action (a page of applicants is 20). */
const BULK_MAX = 100;
/** Jobs listed on the recruiter's applicants page; older ones are reached from the job itself. */
const COMPANY_JOBS_SHOWN = 50;
const WITHDRAWABLE: readonly ApplicationStatus[] = ["applied", "viewed", "shortlisted"];
/** Which statuses a recruiter may move an application from, per target status. */
const RECRUITER_FROM: Record<RecruiterStatus, readonly ApplicationStatus[]> = {
  viewed: ["applied"],
  shortlisted: ["applied", "viewed", "rejected"],
  rejected: ["applied", "viewed", "shortlisted"],
};

/** A status change, after it is committed: what bell notifications will be made from. */
export interface ApplicationStatusChange {
  applicationId: string;
  jobId: number;
  /** The job's site, copied into the application when it was made. */
  siteId: SiteId;
  seekerId: string;
  companyId: number;
  status: ApplicationStatus;
  actorRole: "seeker" | "recruiter";
  actorId: string;
}

export interface ApplicationProfiles {
  list(userId: string): Promise<Array<{ id: string; name: string; isDefault: boolean }>>;
  get(userId: string, profileId: string): Promise<ProfileDetail>;
  ensureFirstProfile(user: AccountUser): Promise<boolean>;
}

export interface ApplicationsOptions {
  pool: pg.Pool;
  jobs: Pick<JobsContract, "getJob">;
  profiles: ApplicationProfiles;
  accounts: { findUser(userId: string): Promise<AccountUser | null> };
  rateLimiter?: Pick<RateLimiter, "hit">;
  /**
   * Called after each committed status change (applied, viewed, shortlisted, rejected, withdrawn). Bell
   * notifications hook in here; a failure of the hook never undoes or fails the change.
   */
  onStatusChange?: (change: ApplicationStatusChange) => void | Promise<void>;
  /**
   * Called inside the transaction of each change of an existing application (viewed, shortlisted,
   * rejected, withdrawn; applying itself is not one), so what it writes (bell notifications)
   * commits or rolls back together with the change; a failure here fails the change.
   */
  onStatusChangeInTransaction?: (client: pg.PoolClient, change: ApplicationStatusChange) => Promise<void>;
  /**
   * Called inside the apply transaction with the jobs newly applied to (re-applies after a withdrawal
   * included), so what it writes (co-application counts) commits together with the applications.
   */
  onAppliedInTransaction?: (
    client: pg.PoolClient,
    applied: { seekerId: string; siteId: SiteId; jobIds: number[] },
  ) => Promise<void>;
}

/**
 * Spec §1: a fresher may apply to 5 jobs at once, an experienced seeker to 10. The chosen profile
 * decides: "Fresher" or 0 years is a fresher. A profile without an experience group yet counts as a
 * fresher too: the larger limit is for experience the seeker has stated (decision 017).
 */
export function isFresherExperience(experience: Experience | null): boolean {
  if (!experience) return true;
  return experience.isFresher || experience.years === 0;
}

export function multiApplyLimit(isFresher: boolean): number {
  return isFresher ? MULTI_APPLY_LIMIT.fresher : MULTI_APPLY_LIMIT.experienced;
}

/** An `applications` row as `SELECT *` and `RETURNING *` read it. */
type ApplicationDbRow = SqlRow<typeof applications>;
type EventDbRow = Pick<
  SqlRow<typeof applicationEvents>,
  "application_id" | "status" | "actor_role" | "created_at"
>;

function applicationNotFound(): AppError {
  return new AppError("NOT_FOUND", "applicationNotFound");
}

function notChangeable(): AppError {
  return new AppError("CONFLICT", "applicationNotChangeable");
}

type Client = pg.PoolClient;

function summaryOf(job: JobDetail | null): JobSummary | null {
  if (!job) return null;
  const {
    descriptionHtml: _description,
    jobCode: _code,
    functionName: _function,
    roleName: _role,
    industryName: _industry,
    employerType: _employer,
    qualification: _qualification,
    states: _states,
    countryCode: _country,
    ...summary
  } = job;
  return summary;
}

function emptyCounts(): ApplicationCounts {
  return { applied: 0, viewed: 0, shortlisted: 0, rejected: 0, withdrawn: 0, total: 0 };
}

export function createApplicationsService(options: ApplicationsOptions) {
  const {
    pool,
    jobs,
    profiles,
    accounts,
    rateLimiter,
    onStatusChange,
    onStatusChangeInTransaction,
    onAppliedInTransaction,
  } = options;

  const inTransaction = <T>(work: (client: Client) => Promise<T>): Promise<T> => runInTransaction(pool, work);

  async function announce(changes: readonly ApplicationStatusChange[]): Promise<void> {
    if (!onStatusChange) return;
    for (const change of changes) {
      try {
        await onStatusChange(change);
      } catch {
        // The change is committed; a notification that fails must not turn it into an error.
      }
    }
  }

  async function recordEvents(
    client: Client,
    applicationIds: readonly string[],
    status: ApplicationStatus,
    actor: { id: string; role: "seeker" | "recruiter" },
  ): Promise<void> {
    if (applicationIds.length === 0) return;
    await client.query(
      `INSERT INTO application_events (application_id, status, actor_id, actor_role)
       SELECT unnest($1::uuid[]), $2, $3, $4`,
      [applicationIds, status, actor.id, actor.role],
    );
  }

  /** Histories of several applications in one query, oldest event first. */
  async function historiesOf(applicationIds: readonly string[]): Promise<Map<string, ApplicationEvent[]>> {
    const histories = new Map<string, ApplicationEvent[]>(applicationIds.map((id) => [id, []]));
    if (applicationIds.length === 0) return histories;
    const { rows } = await pool.query<EventDbRow>(
      `SELECT application_id, status, actor_role, created_at FROM application_events
       WHERE application_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [applicationIds],
    );
    for (const row of rows) {
      histories.get(row.application_id)?.push({
        status: row.status,
        actorRole: row.actor_role,
        at: row.created_at.toISOString(),
      });
    }
    return histories;
  }

  async function historyOf(applicationId: string): Promise<ApplicationEvent[]> {
    return (await historiesOf([applicationId])).get(applicationId) ?? [];
  }

  async function profileNames(userId: string): Promise<Map<string, string>> {
    const list = await profiles.list(userId);
    return new Map(list.map((profile) => [profile.id, profile.name]));
  }

  async function seekerApplication(
    row: ApplicationDbRow,
    names: Map<string, string>,
    history?: ApplicationEvent[],
  ): Promise<SeekerApplication> {
    const [job, events] = await Promise.all([
      jobs.getJob(row.site_id, Number(row.job_id)),
      history ?? historyOf(row.id),
    ]);
    return {
      id: row.id,
      jobId: Number(row.job_id),
      job: summaryOf(job),
      status: row.status,
      profileName: row.profile_id ? (names.get(row.profile_id) ?? null) : null,
      appliedAt: row.applied_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      history: events,
    };
  }

  async function ownRow(userId: string, applicationId: string): Promise<ApplicationDbRow | null> {
    if (!UUID.test(applicationId)) return null;
    const { rows } = await pool.query<ApplicationDbRow>(
      "SELECT * FROM applications WHERE id = $1 AND user_id = $2",
      [applicationId, userId],
    );
    return rows[0] ?? null;
  }

  /** The recruiter's company when the job is one of its jobs; NOT_FOUND `jobNotFound` otherwise. */
  async function ownJob(recruiter: AccountUser, jobId: number): Promise<number> {
    const companyId = recruiter.role === "recruiter" ? recruiter.company?.id : undefined;
    if (companyId === undefined || !Number.isSafeInteger(jobId) || jobId <= 0)
      throw new AppError("NOT_FOUND", "jobNotFound");
    // The job must be the company's, whether or not anyone has applied yet.
    const own = await pool.query("SELECT 1 FROM jobs WHERE id = $1 AND company_id = $2", [jobId, companyId]);
    if (!own.rowCount) throw new AppError("NOT_FOUND", "jobNotFound");
    return companyId;
  }

  async function companyRow(recruiter: AccountUser, applicationId: string): Promise<ApplicationDbRow | null> {
    const companyId = recruiter.role === "recruiter" ? recruiter.company?.id : undefined;
    if (companyId === undefined || !UUID.test(applicationId)) return null;
    // A withdrawn application is the seeker's decision to step back: recruiters no longer see it.
    const { rows } = await pool.query<ApplicationDbRow>(
      "SELECT * FROM applications WHERE id = $1 AND company_id = $2 AND status <> 'withdrawn'",
      [applicationId, companyId],
    );
    return rows[0] ?? null;
  }

  /** The applicant has a Profile Highlighter (or Career Booster) running now: recruiters' lists mark them. */
  const highlightedNow = (userColumn: string) =>
    `EXISTS (SELECT 1 FROM profile_boosts pb WHERE pb.user_id = ${userColumn} AND pb.kind = 'highlighted'
               AND pb.starts_at <= now() AND pb.ends_at > now())`;

  async function applicantOf(row: ApplicationDbRow & { highlighted?: boolean }): Promise<Applicant> {
    const [seeker, profile] = await Promise.all([
      accounts.findUser(row.user_id),
      row.profile_id ? profiles.get(row.user_id, row.profile_id).catch(() => null) : null,
    ]);
    const experience = profile?.data.experience ?? null;
    return {
      applicationId: row.id,
      seekerId: row.user_id,
      seekerName: seeker?.name ?? "",
      profileName: profile?.name ?? null,
      status: row.status,
      appliedAt: row.applied_at.toISOString(),
      experienceYears: experience ? (experience.isFresher ? 0 : experience.years) : null,
      currentLocation: profile?.data.personal?.currentLocation ?? null,
      noticePeriod: profile?.data.employments.find((job) => job.isCurrent)?.noticePeriod ?? null,
      highlighted: row.highlighted === true,
    };
  }

  /**
   * The WHERE clause of a job's applicants under `filters` (after $1 job, $2 company), with its values.
   * Experience, place and notice period are the profile sent, read from `profiles` in the same statement.
   */
  function applicantConditions(filters: ApplicantFilters): { sql: string; values: unknown[] } {
    const values: unknown[] = [];
    const parts = ["a.job_id = $1", "a.company_id = $2", "a.status <> 'withdrawn'"];
    const add = (condition: (placeholder: string) => string, value: unknown) => {
      values.push(value);
      parts.push(condition(`$${values.length + 2}`));
    };
    const years =
      "coalesce(CASE WHEN (p.experience->>'isFresher')::boolean THEN 0 ELSE (p.experience->>'years')::int END, -1)";
    if (filters.status) add((at) => `a.status = ${at}`, filters.status);
    if (filters.experienceMin !== undefined) add((at) => `${years} >= ${at}::int`, filters.experienceMin);
    if (filters.experienceMax !== undefined)
      add((at) => `${years} BETWEEN 0 AND ${at}::int`, filters.experienceMax);
    if (filters.location) {
      // Any spelling of a city finds profiles that name it by any other.
      const city = canonicalPlaceName(filters.location) ?? filters.location;
      add(
        (at) => `lower(p.personal->>'currentLocation') = ANY(${at}::text[])`,
        [...new Set([city, filters.location].map((name) => name.toLowerCase()))],
      );
    }
    if (filters.noticePeriod)
      add(
        (at) =>
          `EXISTS (SELECT 1 FROM jsonb_array_elements(p.employments) e
                    WHERE (e->>'isCurrent')::boolean AND e->>'noticePeriod' = ${at})`,
        filters.noticePeriod,
      );
    return { sql: parts.join(" AND "), values };
  }

  async function applicantDetail(row: ApplicationDbRow): Promise<ApplicantDetail> {
    const highlighted = await pool.query<{ highlighted: boolean }>(
      `SELECT ${highlightedNow("$1")} AS highlighted`,
      [row.user_id],
    );
    const [applicant, history, profile] = await Promise.all([
      applicantOf({ ...row, highlighted: highlighted.rows[0]?.highlighted === true }),
      historyOf(row.id),
      row.profile_id ? profiles.get(row.user_id, row.profile_id).catch(() => null) : null,
    ]);
    return {
      ...applicant,
      jobId: Number(row.job_id),
      profileId: profile ? row.profile_id : null,
      history,
      profile: profile
        ? {
            experience: profile.data.experience,
            skills: profile.data.skills,
            currentLocation: profile.data.personal?.currentLocation ?? null,
          }
        : null,
    };
  }

  /** Moves one application to `status` if it is in one of `from`; null when it was not. */
  async function transition(
    where: { id: string; userId?: string; companyId?: number },
    status: ApplicationStatus,
    from: readonly ApplicationStatus[],
    actor: { id: string; role: "seeker" | "recruiter" },
  ): Promise<ApplicationDbRow | null> {
    const changeOf = (row: ApplicationDbRow): ApplicationStatusChange => ({
      applicationId: row.id,
      jobId: Number(row.job_id),
      siteId: row.site_id,
      seekerId: row.user_id,
      companyId: row.company_id,
      status,
      actorRole: actor.role,
      actorId: actor.id,
    });
    const row = await inTransaction(async (client) => {
      const { rows } = await client.query<ApplicationDbRow>(
        `UPDATE applications SET status = $2, updated_at = now()
         WHERE id = $1 AND status = ANY($3::text[])
           AND ($4::uuid IS NULL OR user_id = $4) AND ($5::int IS NULL OR company_id = $5)
         RETURNING *`,
        [where.id, status, from, where.userId ?? null, where.companyId ?? null],
      );
      const changed = rows[0];
      if (!changed) return null;
      await recordEvents(client, [changed.id], status, actor);
      await onStatusChangeInTransaction?.(client, changeOf(changed));
      return changed;
    });
    if (row) await announce([changeOf(row)]);
    return row;
  }

  /**
   * The page of the seeker's unfiltered list on a site that holds an application (rows before it in the
   * list's own order, applied_at DESC then id), or null when it is not theirs there.
   */
  async function pageHolding(
    userId: string,
    siteId: SiteId,
    applicationId: string,
  ): Promise<{ id: string; page: number } | null> {
    if (!UUID.test(applicationId)) return null;
    const { rows } = await pool.query<Pick<ApplicationDbRow, "id"> & { before: number }>(
      `SELECT t.id, (SELECT count(*)::int FROM applications a
                      WHERE a.user_id = t.user_id AND a.site_id = t.site_id
                        AND (a.applied_at > t.applied_at OR (a.applied_at = t.applied_at AND a.id < t.id))) AS before
         FROM applications t WHERE t.id = $3 AND t.user_id = $1 AND t.site_id = $2`,
      [userId, siteId, applicationId],
    );
    const row = rows[0];
    return row ? { id: row.id, page: Math.floor(row.before / APPLICATIONS_PAGE_SIZE) + 1 } : null;
  }

  async function countsOf(userId: string, siteId?: SiteId): Promise<ApplicationCounts> {
    const { rows } = await pool.query<Pick<ApplicationDbRow, "status"> & { n: number }>(
      `SELECT status, count(*)::int AS n FROM applications
       WHERE user_id = $1 AND ($2::text IS NULL OR site_id = $2) GROUP BY status`,
      [userId, siteId ?? null],
    );
    const counts = emptyCounts();
    for (const row of rows) {
      counts[row.status] = row.n;
      counts.total += row.n;
    }
    return counts;
  }

  const service = {
    async applyOptions(user: AccountUser): Promise<ApplyOptions> {
      await profiles.ensureFirstProfile(user);
      const list = await profiles.list(user.id);
      const chosen = list.find((profile) => profile.isDefault) ?? list[0];
      const detail = chosen ? await profiles.get(user.id, chosen.id) : null;
      const isFresher = isFresherExperience(detail?.data.experience ?? null);
      return {
        profiles: list.map(({ id, name, isDefault }) => ({ id, name, isDefault })),
        defaultProfileId: chosen?.id ?? null,
        limit: multiApplyLimit(isFresher),
        isFresher,
      };
    },

    async apply(
      user: AccountUser,
      siteId: SiteId,
      input: { jobIds: readonly number[]; profileId: string | null },
    ): Promise<ApplyOutcomes> {
      if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
      const jobIds = [...new Set(input.jobIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
      if (jobIds.length === 0) {
        throw new AppError("VALIDATION", "applyNoJobs", {
          details: [{ field: "jobIds", messageKey: "applyNoJobs" }],
        });
      }
      const selectProfile = () =>
        new AppError("VALIDATION", "selectProfile", {
          details: [{ field: "profileId", messageKey: "selectProfile" }],
        });
      if (!input.profileId || !UUID.test(input.profileId)) throw selectProfile();
      const profile = await profiles.get(user.id, input.profileId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === "NOT_FOUND") return null;
        throw error;
      });
      if (!profile) throw selectProfile();
      const isFresher = isFresherExperience(profile.data.experience);
      const limit = multiApplyLimit(isFresher);
      if (jobIds.length > limit) {
        const messageKey = isFresher ? "applyLimitFresher" : "applyLimitExperienced";
        throw new AppError("UNPROCESSABLE", messageKey, {
          details: [{ field: "jobIds", messageKey, params: { max: limit, selected: jobIds.length } }],
        });
      }
      if (rateLimiter) {
        let retryAfterSeconds = 0;
        for (const _job of jobIds) {
          const outcome = await rateLimiter.hit(APPLICATION_DAILY_RULE, user.id);
          if (!outcome.isAllowed) retryAfterSeconds = outcome.retryAfterSeconds;
        }
        if (retryAfterSeconds > 0) throw rateLimitedError(retryAfterSeconds);
      }

      const { made, existing } = await inTransaction(async (client) => {
        // Job order fixed, so two multi-applies of one seeker lock the same keys in the same order.
        const inserted = await client.query<
          Pick<ApplicationDbRow, "id" | "job_id" | "company_id" | "site_id">
        >(
          `INSERT INTO applications (job_id, user_id, profile_id, site_id, company_id)
           SELECT j.id, $1, $2, j.site_id, j.company_id FROM jobs j
           WHERE j.id = ANY($3::bigint[]) AND j.site_id = $4 AND ${IS_LIVE}
           ORDER BY j.id
           ON CONFLICT (user_id, job_id) DO UPDATE
             SET status = 'applied', profile_id = EXCLUDED.profile_id, applied_at = now(), updated_at = now()
             WHERE applications.status = 'withdrawn'
           RETURNING id, job_id, company_id, site_id`,
          [user.id, profile.id, jobIds, siteId],
        );
        await recordEvents(
          client,
          inserted.rows.map((row) => row.id),
          "applied",
          { id: user.id, role: "seeker" },
        );
        const madeIds = new Set(inserted.rows.map((row) => Number(row.job_id)));
        if (madeIds.size > 0)
          await onAppliedInTransaction?.(client, { seekerId: user.id, siteId, jobIds: [...madeIds] });
        const others = jobIds.filter((id) => !madeIds.has(id));
        const found =
          others.length === 0
            ? []
            : (
                await client.query<Pick<ApplicationDbRow, "id" | "job_id">>(
                  "SELECT id, job_id FROM applications WHERE user_id = $1 AND job_id = ANY($2::bigint[])",
                  [user.id, others],
                )
              ).rows;
        return { made: inserted.rows, existing: found };
      });

      const madeByJob = new Map(made.map((row) => [Number(row.job_id), row]));
      const existingByJob = new Map(existing.map((row) => [Number(row.job_id), row.id]));
      const outcomes: JobApplyOutcome[] = await Promise.all(
        jobIds.map(async (jobId): Promise<JobApplyOutcome> => {
          const fresh = madeByJob.get(jobId);
          if (fresh) return { jobId, outcome: "applied", applicationId: fresh.id };
          const already = existingByJob.get(jobId);
          if (already) return { jobId, outcome: "alreadyApplied", applicationId: already };
          const job = await jobs.getJob(siteId, jobId);
          return { jobId, outcome: job ? "expired" : "notFound", applicationId: null };
        }),
      );
      await announce(
        made.map((row) => ({
          applicationId: row.id,
          jobId: Number(row.job_id),
          siteId: row.site_id,
          seekerId: user.id,
          companyId: row.company_id,
          status: "applied" as const,
          actorRole: "seeker" as const,
          actorId: user.id,
        })),
      );
      return { outcomes };
    },

    async appliedJobIds(userId: string, jobIds: readonly number[]): Promise<number[]> {
      const ids = [...new Set(jobIds.filter((id) => Number.isSafeInteger(id) && id > 0))].slice(
        0,
        MAX_MARKED_JOBS,
      );
      if (ids.length === 0) return [];
      const { rows } = await pool.query<Pick<ApplicationDbRow, "job_id">>(
        `SELECT job_id FROM applications
         WHERE user_id = $1 AND job_id = ANY($2::bigint[]) AND status <> 'withdrawn'`,
        [userId, ids],
      );
      return rows.map((row) => Number(row.job_id));
    },

    /** How many applications the seeker has in each status (all sites, or one). */
    applicationCounts: (userId: string, siteId?: SiteId) => countsOf(userId, siteId),

    /**
     * The seeker's applications on a site whose status changed last (applying counts), without cards or
     * history: for the dashboard. The index narrows to the seeker and site; sorting their rows is cheap.
     */
    async recent(userId: string, siteId: SiteId, limit: number) {
      const { rows } = await pool.query<ApplicationDbRow>(
        `SELECT * FROM applications WHERE user_id = $1 AND site_id = $2
         ORDER BY updated_at DESC, id LIMIT $3`,
        [userId, siteId, Math.max(1, Math.min(50, Math.floor(limit)))],
      );
      return rows.map((row) => ({
        applicationId: row.id,
        jobId: Number(row.job_id),
        status: row.status,
        appliedAt: row.applied_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      }));
    },

    /**
     * Whether the seeker has an application (not withdrawn) at the recruiter's company, sent with the
     * given profile: what lets that recruiter download the profile's resume.
     */
    async hasApplicationAtCompany(
      recruiter: AccountUser,
      seekerId: string,
      profileId: string,
    ): Promise<boolean> {
      const companyId = recruiter.role === "recruiter" ? recruiter.company?.id : undefined;
      if (companyId === undefined || !UUID.test(seekerId) || !UUID.test(profileId)) return false;
      const { rowCount } = await pool.query(
        `SELECT 1 FROM applications WHERE user_id = $1 AND company_id = $2 AND profile_id = $3
           AND status <> 'withdrawn' LIMIT 1`,
        [seekerId, companyId, profileId],
      );
      return (rowCount ?? 0) > 0;
    },

    /** Seekers who applied to a job (withdrawn ones excluded), newest first: for "also applied to". */
    async applicantIdsOfJob(jobId: number, limit = 1000): Promise<string[]> {
      const { rows } = await pool.query<Pick<ApplicationDbRow, "user_id">>(
        `SELECT user_id FROM applications WHERE job_id = $1 AND status <> 'withdrawn'
         ORDER BY applied_at DESC LIMIT $2`,
        [jobId, limit],
      );
      return rows.map((row) => row.user_id);
    },

    /** Jobs a seeker applied to (withdrawn ones excluded), newest first: for recommendations. */
    async jobIdsAppliedWith(userId: string, limit = 1000): Promise<number[]> {
      const { rows } = await pool.query<Pick<ApplicationDbRow, "job_id">>(
        `SELECT job_id FROM applications WHERE user_id = $1 AND status <> 'withdrawn'
         ORDER BY applied_at DESC LIMIT $2`,
        [userId, limit],
      );
      return rows.map((row) => Number(row.job_id));
    },

    async list(
      userId: string,
      siteId: SiteId,
      listOptions: { status?: ApplicationStatus | null; page?: number; applicationId?: string | null } = {},
    ) {
      const wanted = listOptions.applicationId
        ? await pageHolding(userId, siteId, listOptions.applicationId)
        : null;
      // The application asked for is always shown: on the unfiltered list, on the page that holds it.
      const status = wanted ? null : (listOptions.status ?? null);
      const page = wanted?.page ?? Math.max(1, Math.floor(listOptions.page ?? 1));
      const [{ rows }, counts, names] = await Promise.all([
        pool.query<ApplicationDbRow>(
          `SELECT * FROM applications
           WHERE user_id = $1 AND site_id = $2 AND ($3::text IS NULL OR status = $3)
           ORDER BY applied_at DESC, id LIMIT $4 OFFSET $5`,
          [userId, siteId, status, APPLICATIONS_PAGE_SIZE, (page - 1) * APPLICATIONS_PAGE_SIZE],
        ),
        countsOf(userId, siteId),
        profileNames(userId),
      ]);
      return {
        applications: await (async () => {
          const histories = await historiesOf(rows.map((row) => row.id));
          return Promise.all(rows.map((row) => seekerApplication(row, names, histories.get(row.id))));
        })(),
        counts,
        page,
        pageSize: APPLICATIONS_PAGE_SIZE,
        total: status ? counts[status] : counts.total,
        highlightedId: wanted?.id ?? null,
      };
    },

    async get(userId: string, applicationId: string): Promise<SeekerApplication> {
      const row = await ownRow(userId, applicationId);
      if (!row) throw applicationNotFound();
      return seekerApplication(row, await profileNames(userId));
    },

    async withdraw(userId: string, applicationId: string): Promise<SeekerApplication> {
      const row = await ownRow(userId, applicationId);
      if (!row) throw applicationNotFound();
      if (!WITHDRAWABLE.includes(row.status)) throw notChangeable();
      const changed = await transition({ id: row.id, userId }, "withdrawn", WITHDRAWABLE, {
        id: userId,
        role: "seeker",
      });
      // Changed in between by another request: withdrawn or rejected meanwhile, or gone.
      if (!changed) throw (await ownRow(userId, applicationId)) ? notChangeable() : applicationNotFound();
      return seekerApplication(changed, await profileNames(userId));
    },

    async companyJobs(recruiter: AccountUser): Promise<CompanyJobApplicants[]> {
      const companyId = recruiter.role === "recruiter" ? recruiter.company?.id : undefined;
      if (companyId === undefined) return [];
      const { rows } = await pool.query<
        Pick<ApplicationDbRow, "job_id" | "site_id"> & { total: number; unseen: number }
      >(
        `SELECT job_id, min(site_id) AS site_id, count(*)::int AS total,
           count(*) FILTER (WHERE status = 'applied')::int AS unseen
         FROM applications WHERE company_id = $1 AND status <> 'withdrawn'
         GROUP BY job_id ORDER BY max(applied_at) DESC LIMIT $2`,
        [companyId, COMPANY_JOBS_SHOWN],
      );
      return Promise.all(
        rows.map(async (row) => ({
          jobId: Number(row.job_id),
          job: summaryOf(await jobs.getJob(row.site_id, Number(row.job_id))),
          total: row.total,
          unseen: row.unseen,
        })),
      );
    },

    async applicants(recruiter: AccountUser, jobId: number, page = 1, filters: ApplicantFilters = {}) {
      const companyId = await ownJob(recruiter, jobId);
      const current = Math.max(1, Math.floor(page));
      const where = applicantConditions(filters);
      const [{ rows }, total] = await Promise.all([
        pool.query<ApplicationDbRow & { highlighted: boolean }>(
          `SELECT a.*, ${highlightedNow("a.user_id")} AS highlighted
             FROM applications a LEFT JOIN profiles p ON p.id = a.profile_id WHERE ${where.sql}
           ORDER BY a.applied_at DESC, a.id LIMIT ${APPLICATIONS_PAGE_SIZE} OFFSET ${(current - 1) * APPLICATIONS_PAGE_SIZE}`,
          [jobId, companyId, ...where.values],
        ),
        pool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM applications a LEFT JOIN profiles p ON p.id = a.profile_id WHERE ${where.sql}`,
          [jobId, companyId, ...where.values],
        ),
      ]);
      return {
        jobId,
        applicants: await Promise.all(rows.map(applicantOf)),
        total: total.rows[0]?.n ?? 0,
        page: current,
        pageSize: APPLICATIONS_PAGE_SIZE,
      } satisfies JobApplicants;
    },

    async exportApplicants(
      recruiter: AccountUser,
      jobId: number,
      filters: ApplicantFilters = {},
    ): Promise<Applicant[]> {
      const companyId = await ownJob(recruiter, jobId);
      const where = applicantConditions(filters);
      // One statement for up to EXPORT_MAX rows: the page's per-applicant lookups would be two queries each.
      const { rows } = await pool.query<{
        id: string;
        user_id: string;
        status: ApplicationStatus;
        applied_at: Date;
        seeker_name: string | null;
        profile_name: string | null;
        experience_years: number | null;
        current_location: string | null;
        notice_period: string | null;
        highlighted: boolean;
      }>(
        `SELECT a.id, a.user_id, a.status, a.applied_at, u.name AS seeker_name, p.name AS profile_name,
                ${highlightedNow("a.user_id")} AS highlighted,
                CASE WHEN p.experience IS NULL THEN NULL
                     WHEN (p.experience->>'isFresher')::boolean THEN 0
                     ELSE (p.experience->>'years')::int END AS experience_years,
                p.personal->>'currentLocation' AS current_location,
                (SELECT e->>'noticePeriod' FROM jsonb_array_elements(p.employments) e
                  WHERE (e->>'isCurrent')::boolean LIMIT 1) AS notice_period
           FROM applications a
           JOIN users u ON u.id = a.user_id
           LEFT JOIN profiles p ON p.id = a.profile_id
          WHERE ${where.sql}
          ORDER BY a.applied_at DESC, a.id LIMIT ${EXPORT_MAX}`,
        [jobId, companyId, ...where.values],
      );
      return rows.map((row) => ({
        applicationId: row.id,
        seekerId: row.user_id,
        seekerName: row.seeker_name ?? "",
        profileName: row.profile_name,
        status: row.status,
        appliedAt: row.applied_at.toISOString(),
        experienceYears: row.experience_years,
        currentLocation: row.current_location,
        noticePeriod: row.notice_period,
        highlighted: row.highlighted,
      }));
    },

    async setStatusMany(
      recruiter: AccountUser,
      applicationIds: readonly string[],
      status: RecruiterStatus,
    ): Promise<{ changed: number }> {
      const ids = [...new Set(applicationIds)].filter((id) => UUID.test(id)).slice(0, BULK_MAX);
      if (ids.length === 0)
        throw new AppError("VALIDATION", "selectApplicants", {
          details: [{ field: "applicationIds", messageKey: "selectApplicants" }],
        });
      let changed = 0;
      // One at a time, each as setStatus does it (history, the seeker's bell); a refusal skips that one.
      for (const id of ids) {
        const before = await companyRow(recruiter, id);
        if (!before || before.status === status) continue;
        const outcome = await service.setStatus(recruiter, id, status).then(
          () => true,
          (error: unknown) => {
            if (error instanceof AppError) return false;
            throw error;
          },
        );
        if (outcome) changed += 1;
      }
      return { changed };
    },

    async notes(recruiter: AccountUser, applicationId: string): Promise<ApplicationNote[]> {
      const row = await companyRow(recruiter, applicationId);
      if (!row) throw applicationNotFound();
      const { rows } = await pool.query<{
        id: string;
        text: string;
        author_id: string | null;
        author_name: string | null;
        created_at: Date;
      }>(
        `SELECT n.id, n.text, n.author_id, u.name AS author_name, n.created_at
           FROM application_notes n LEFT JOIN users u ON u.id = n.author_id
          WHERE n.application_id = $1 ORDER BY n.created_at, n.id`,
        [row.id],
      );
      return rows.map((note) => ({
        id: note.id,
        text: note.text,
        authorName: note.author_name,
        isYours: note.author_id === recruiter.id,
        createdAt: note.created_at.toISOString(),
      }));
    },

    async addNote(recruiter: AccountUser, applicationId: string, text: unknown): Promise<ApplicationNote> {
      const row = await companyRow(recruiter, applicationId);
      if (!row) throw applicationNotFound();
      const note = typeof text === "string" ? text.trim() : "";
      if (note === "" || note.length > APPLICATION_NOTE_MAX)
        throw new AppError("VALIDATION", "noteRequired", {
          details: [{ field: "text", messageKey: "noteRequired" }],
        });
      const { rows } = await pool.query<{ id: string; created_at: Date }>(
        "INSERT INTO application_notes (application_id, author_id, text) VALUES ($1, $2, $3) RETURNING id, created_at",
        [row.id, recruiter.id, note],
      );
      const created = rows[0];
      if (!created) throw new AppError("INTERNAL", "internal");
      return {
        id: created.id,
        text: note,
        authorName: recruiter.name,
        isYours: true,
        createdAt: created.created_at.toISOString(),
      };
    },

    async openApplication(recruiter: AccountUser, applicationId: string): Promise<ApplicantDetail> {
      const row = await companyRow(recruiter, applicationId);
      if (!row) throw applicationNotFound();
      const opened =
        row.status === "applied"
          ? ((await transition({ id: row.id, companyId: row.company_id }, "viewed", ["applied"], {
              id: recruiter.id,
              role: "recruiter",
            })) ?? row)
          : row;
      return applicantDetail(opened);
    },

    async setStatus(
      recruiter: AccountUser,
      applicationId: string,
      status: RecruiterStatus,
    ): Promise<ApplicantDetail> {
      const row = await companyRow(recruiter, applicationId);
      if (!row) throw applicationNotFound();
      if (row.status === status) return applicantDetail(row);
      if (!RECRUITER_FROM[status].includes(row.status)) throw notChangeable();
      const changed = await transition(
        { id: row.id, companyId: row.company_id },
        status,
        RECRUITER_FROM[status],
        {
          id: recruiter.id,
          role: "recruiter",
        },
      );
      if (!changed)
        throw (await companyRow(recruiter, applicationId)) ? notChangeable() : applicationNotFound();
      return applicantDetail(changed);
    },
  };
  return service satisfies ApplicationsContract;
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
