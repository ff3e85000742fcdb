/**
 * Recommendations' demo data on a fresh demo database, so every list has something to show: the demo
 * seeker has opened three Java jobs (suggested jobs) and hidden a job and a company (not interested);
 * a few demo colleagues (accounts without passwords, so nobody can log in as them) applied to the
 * jobs the demo seeker applied to and to other Java jobs ("also applied to"), and one of them worked
 * with the demo seeker at Lotus Bridge Technologies and works elsewhere now (network jobs). Runs after
 * the demo profiles and applications; made once.
 */
import type pg from "pg";
import { createUserStore } from "../../auth/user-store.ts";
import { DEMO_SEEKER } from "../accounts/index.ts";
import { IS_LIVE } from "../jobs/index.ts";
import { createProfilesService } from "../profiles/index.ts";
import { rebuildCoApplications } from "./service.ts";

const PEERS = 8;
/** The demo seeker's former employer (demo-profiles.ts), shared with the first peer. */
const SHARED_EMPLOYER = "Lotus Bridge Technologies";

export async function seedDemoRecommendations(pool: pg.Pool): Promise<void> {
  const users = createUserStore(pool);
  const seeker = await users.findByEmail("seeker", DEMO_SEEKER.email);
  if (!seeker) return;
  const done = await pool.query("SELECT 1 FROM job_views WHERE user_id = $1 LIMIT 1", [seeker.id]);
  if (done.rowCount) return;
  const java = await pool.query<{ id: string; company_id: number; company_name: string }>(
    `SELECT j.id, j.company_id, j.company_name FROM jobs j
     WHERE j.site_id = 'india' AND j.skills @> ARRAY['Java']::text[] AND ${IS_LIVE}
     ORDER BY j.posted_at DESC LIMIT 60`,
  );
  const jobs = java.rows.map((row) => ({
    id: Number(row.id),
    companyId: row.company_id,
    company: row.company_name,
  }));
  if (jobs.length < 20) return;
  const mine = await pool.query<{ job_id: string }>(
    "SELECT job_id FROM applications WHERE user_id = $1 AND site_id = 'india' AND status <> 'withdrawn'",
    [seeker.id],
  );
  const applied = new Set(mine.rows.map((row) => Number(row.job_id)));
  const free = jobs.filter((job) => !applied.has(job.id));

  for (const [index, job] of free.slice(0, 3).entries()) {
    await pool.query(
      `INSERT INTO job_views (user_id, job_id, site_id, viewed_at)
       VALUES ($1, $2, 'india', now() - make_interval(hours => $3)) ON CONFLICT DO NOTHING`,
      [seeker.id, job.id, index * 5 + 1],
    );
  }
  const hiddenJob = free[3];
  if (hiddenJob) {
    await pool.query("INSERT INTO hidden_jobs (user_id, job_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
      seeker.id,
      hiddenJob.id,
    ]);
  }
  const otherCompany = free.slice(4).find((job) => job.companyId !== hiddenJob?.companyId);
  if (otherCompany) {
    await pool.query(
      "INSERT INTO hidden_companies (user_id, company_id) VALUES ($1, $2) ON CONFLICT DO NOTHING",
      [seeker.id, otherCompany.companyId],
    );
  }

  // Peers apply to the demo seeker's jobs and to a rotating share of the others.
  const pool_ = free.slice(6).filter((job) => job.companyId !== otherCompany?.companyId);
  const profiles = createProfilesService({
    pool,
    accounts: {
      findUser: (id) => users.findById(id),
      registrationState: async () => ({ progress: "complete", experienceType: "professional", steps: {} }),
    },
  });
  for (let peer = 0; peer < PEERS; peer++) {
    const id = await users.create({
      role: "seeker",
      email: `demo.colleague${peer + 1}@jobnest.test`,
      name: `Demo Colleague ${peer + 1}`,
      passwordHash: null,
      mobile: null,
      siteId: "india",
      language: "en",
      experienceType: "professional",
      registrationProgress: "complete",
    });
    if (!id) continue;
    const picks = [
      ...[...applied].slice(0, 1 + (peer % 3)),
      ...pool_.filter((_, index) => (index + peer) % 4 === 0).map((job) => job.id),
    ].slice(0, 8);
    for (const [index, jobId] of picks.entries()) {
      const made = await pool.query<{ id: string }>(
        `INSERT INTO applications (job_id, user_id, site_id, company_id, applied_at, updated_at)
         SELECT j.id, $2, j.site_id, j.company_id, now() - make_interval(hours => $3), now() - make_interval(hours => $3)
         FROM jobs j WHERE j.id = $1 ON CONFLICT (user_id, job_id) DO NOTHING RETURNING id`,
        [jobId, id, peer * 7 + index],
      );
      const applicationId = made.rows[0]?.id;
      if (applicationId) {
        await pool.query(
          `INSERT INTO application_events (application_id, status, actor_id, actor_role, created_at)
           VALUES ($1, 'applied', $2, 'seeker', now() - make_interval(hours => $3))`,
          [applicationId, id, peer * 7 + index],
        );
      }
    }
    if (peer === 0) {
      // Worked with the demo seeker; now at a company with open Java jobs.
      const now = pool_.at(-1)?.company ?? jobs[0]?.company ?? "Saranya Softech Pvt Ltd";
      const profile = await profiles.create(id, { name: "Main", source: "fresh" });
      await profiles.saveEntry(id, profile.id, "employments", null, {
        designation: "Java Developer",
        company: now,
        startDate: "2022-06",
        endDate: null,
        isCurrent: true,
        noticePeriod: "30-days",
        lastWorkingDay: null,
      });
      await profiles.saveEntry(id, profile.id, "employments", null, {
        designation: "Software Engineer",
        company: SHARED_EMPLOYER,
        startDate: "2018-01",
        endDate: "2022-05",
        isCurrent: false,
        noticePeriod: null,
        lastWorkingDay: null,
      });
    }
  }
  // The demo rows were written directly, so the pairs are counted once from them.
  await rebuildCoApplications(pool);
}
