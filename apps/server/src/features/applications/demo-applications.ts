/**
 * The demo seeker's applications on a fresh demo database: five India jobs, one in each status, three
 * of them at the demo recruiter's company so its applicants page has people to open. Made once (when
 * the demo seeker has none), each with the history that leads to its status, and the bell notices a
 * recruiter's steps leave, as the product writes them when a recruiter acts.
 */
import { NOTIFIED_STATUSES } from "@portal/contracts";
import type pg from "pg";
import { DEMO_RECRUITER, DEMO_SEEKER } from "../accounts/index.ts";
import { IS_LIVE } from "../jobs/index.ts";

interface DemoStep {
  status: "applied" | "viewed" | "shortlisted" | "rejected" | "withdrawn";
  by: "seeker" | "recruiter";
}

/** Days ago each application was made, and the steps it went through after "applied". */
const PLAN: ReadonlyArray<{ daysAgo: number; steps: DemoStep[]; atCompany: boolean }> = [
  { daysAgo: 1, steps: [], atCompany: true },
  { daysAgo: 3, steps: [{ status: "viewed", by: "recruiter" }], atCompany: true },
  {
    daysAgo: 6,
    steps: [
      { status: "viewed", by: "recruiter" },
      { status: "shortlisted", by: "recruiter" },
    ],
    atCompany: true,
  },
  {
    daysAgo: 9,
    steps: [
      { status: "viewed", by: "recruiter" },
      { status: "rejected", by: "recruiter" },
    ],
    atCompany: false,
  },
  { daysAgo: 12, steps: [{ status: "withdrawn", by: "seeker" }], atCompany: false },
];

export async function seedDemoApplications(pool: pg.Pool): Promise<void> {
  const people = await pool.query<{
    seeker_id: string | null;
    recruiter_id: string | null;
    company_id: number | null;
  }>(
    `SELECT (SELECT id FROM users WHERE role = 'seeker' AND email = $1) AS seeker_id,
            r.user_id AS recruiter_id, r.company_id
     FROM (SELECT 1) AS one
     LEFT JOIN users u ON u.role = 'recruiter' AND u.email = $2
     LEFT JOIN company_recruiters r ON r.user_id = u.id`,
    [DEMO_SEEKER.email, DEMO_RECRUITER.email],
  );
  const { seeker_id: seekerId, recruiter_id: recruiterId, company_id: companyId } = people.rows[0] ?? {};
  if (!seekerId) return;
  const existing = await pool.query("SELECT 1 FROM applications WHERE user_id = $1 LIMIT 1", [seekerId]);
  if (!existing.rowCount) await applyAsDemoSeeker(pool, seekerId, recruiterId ?? null, companyId ?? null);
  await noticeRecruiterSteps(pool, seekerId);
}

/**
 * The bell notices of the recruiters' steps in the demo seeker's applications (viewed, shortlisted,
 * rejected), at the times of those steps; for a demo database made before the bell, too. Once: a
 * seeker who has any notice keeps what they have.
 */
async function noticeRecruiterSteps(pool: pg.Pool, seekerId: string): Promise<void> {
  await pool.query(
    `INSERT INTO bell_notifications (user_id, kind, payload, created_at, read_at)
     SELECT a.user_id, 'application-status',
            jsonb_build_object('applicationId', a.id, 'jobId', a.job_id, 'siteId', a.site_id, 'status', e.status),
            e.created_at,
            -- The oldest notice has been seen; the newer ones wait in the bell.
            CASE WHEN e.created_at < now() - interval '8 days' THEN e.created_at + interval '1 hour' END
       FROM application_events e JOIN applications a ON a.id = e.application_id
      WHERE a.user_id = $1 AND e.actor_role = 'recruiter' AND e.status = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM bell_notifications b WHERE b.user_id = $1)`,
    [seekerId, [...NOTIFIED_STATUSES]],
  );
}

async function applyAsDemoSeeker(
  pool: pg.Pool,
  seekerId: string,
  recruiterId: string | null,
  companyId: number | null,
): Promise<void> {
  const profile = await pool.query<{ id: string }>(
    "SELECT id FROM profiles WHERE user_id = $1 ORDER BY is_default DESC, created_at LIMIT 1",
    [seekerId],
  );
  const profileId = profile.rows[0]?.id ?? null;
  const jobs = await pool.query<{ id: string; at_company: boolean }>(
    `(SELECT j.id, true AS at_company FROM jobs j
      WHERE j.site_id = 'india' AND j.company_id = $1 AND ${IS_LIVE} ORDER BY j.posted_at DESC LIMIT 3)
     UNION ALL
     (SELECT j.id, false FROM jobs j
      WHERE j.site_id = 'india' AND j.company_id IS DISTINCT FROM $1 AND ${IS_LIVE}
      ORDER BY j.posted_at DESC LIMIT 5)`,
    [companyId ?? null],
  );
  const atCompany = jobs.rows.filter((job) => job.at_company);
  const elsewhere = jobs.rows.filter((job) => !job.at_company);
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    for (const plan of PLAN) {
      const job = (plan.atCompany ? atCompany.shift() : undefined) ?? elsewhere.shift();
      if (!job) break;
      const finalStatus = plan.steps.at(-1)?.status ?? "applied";
      const made = await client.query<{ id: string }>(
        `INSERT INTO applications (job_id, user_id, profile_id, site_id, company_id, status, applied_at, updated_at)
         SELECT j.id, $2, $3, j.site_id, j.company_id, $4, now() - make_interval(days => $5),
                now() - make_interval(days => $5) + make_interval(hours => $6)
         FROM jobs j WHERE j.id = $1
         ON CONFLICT (user_id, job_id) DO NOTHING RETURNING id`,
        [job.id, seekerId, profileId, finalStatus, plan.daysAgo, plan.steps.length * 5],
      );
      const applicationId = made.rows[0]?.id;
      if (!applicationId) continue;
      const steps: DemoStep[] = [{ status: "applied", by: "seeker" }, ...plan.steps];
      for (const [index, step] of steps.entries()) {
        const actorId = step.by === "seeker" ? seekerId : plan.atCompany ? recruiterId : null;
        await client.query(
          `INSERT INTO application_events (application_id, status, actor_id, actor_role, created_at)
           VALUES ($1, $2, $3, $4, now() - make_interval(days => $5) + make_interval(hours => $6))`,
          [applicationId, step.status, actorId, step.by, plan.daysAgo, index * 5],
        );
      }
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
