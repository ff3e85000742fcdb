/**
 * Demo accounts for a fresh database in development and demo mode: one seeker who has finished
 * registration, one recruiter of the first demo company, one staff member with every area and one writer
 * (written services and mock interviews assigned to them). Never created where demo tools are off,
 * since their passwords are printed at start-up.
 */
import type { AccountUser } from "@portal/contracts";
import type { companies, SqlRow } from "@portal/db";
import { type MobileNumber, type RecruiterRole, STAFF_AREAS, type StaffArea } from "@portal/domain";
import type pg from "pg";
import { createUserStore } from "../../auth/user-store.ts";
import { hashPassword } from "./passwords.ts";

export const DEMO_SEEKER = {
  email: "demo.seeker@jobnest.test",
  password: "Demo@12345",
  name: "Demo Seeker",
  mobile: { diallingCode: "91", number: "9876543210" },
} as const;

export const DEMO_RECRUITER = {
  email: "demo.recruiter@jobnest.test",
  password: "Demo@12345",
  name: "Demo Recruiter",
} as const;

export const DEMO_STAFF = {
  email: "demo.staff@jobnest.test",
  password: "Demo@12345",
  name: "Demo Staff",
} as const;

/** A writer (and interviewer) who sees only the work assigned to them. */
export const DEMO_WRITER = {
  email: "demo.writer@jobnest.test",
  password: "Demo@12345",
  name: "Demo Writer",
  areas: ["writing", "interviews"],
} as const;

/**
 * Staff accounts are made by an operator (`npm run staff`) or the demo data, never by registration; with
 * every area unless `areas` says which.
 */
export async function createStaffAccount(
  pool: pg.Pool,
  input: { email: string; password: string; name: string; areas?: readonly StaffArea[] },
): Promise<string> {
  const id = await createUserStore(pool).create({
    role: "staff",
    email: input.email.toLowerCase(),
    name: input.name,
    passwordHash: await hashPassword(input.password),
    mobile: null,
    siteId: "india",
    language: "en",
    experienceType: null,
    registrationProgress: "complete",
    emailVerified: true,
  });
  if (!id) throw new Error(`A staff account with ${input.email} already exists`);
  await pool.query("INSERT INTO staff_areas (user_id, area) SELECT $1, unnest($2::text[])", [
    id,
    input.areas ?? STAFF_AREAS,
  ]);
  return id;
}

export interface NewRecruiter {
  email: string;
  password: string;
  name: string;
  companyId: number;
  siteId: string;
  mobile?: MobileNumber;
  jobTitle?: string;
  /** Recruiter unless said; a company's first recruiter administers it. */
  role?: RecruiterRole;
}

/** Recruiters are invited by their company, not self-registered; this is how one comes to exist. */
export async function createRecruiterAccount(pool: pg.Pool, input: NewRecruiter): Promise<AccountUser> {
  const users = createUserStore(pool);
  const id = await users.create({
    role: "recruiter",
    email: input.email.toLowerCase(),
    name: input.name,
    passwordHash: await hashPassword(input.password),
    mobile: input.mobile ?? null,
    siteId: input.siteId,
    language: "en",
    experienceType: null,
    registrationProgress: "complete",
    emailVerified: true,
  });
  if (!id) throw new Error(`A recruiter with ${input.email} already exists`);
  await pool.query(
    "INSERT INTO company_recruiters (user_id, company_id, job_title, role) VALUES ($1, $2, $3, $4)",
    [id, input.companyId, input.jobTitle ?? null, input.role ?? "recruiter"],
  );
  const user = await users.findById(id);
  if (!user) throw new Error("recruiter vanished");
  return user;
}

/**
 * Creates the demo accounts on a database without accounts; returns the lines to print at start-up
 * (every start, as long as the demo accounts exist).
 */
export async function seedDemoAccounts(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ has_users: boolean }>(
    "SELECT EXISTS (SELECT 1 FROM users) AS has_users",
  );
  if (!rows[0]?.has_users) await createDemoAccounts(pool);
  const users = createUserStore(pool);
  const seeker = await users.findByEmail("seeker", DEMO_SEEKER.email);
  const recruiter = await users.findByEmail("recruiter", DEMO_RECRUITER.email);
  const staff = await users.findByEmail("staff", DEMO_STAFF.email);
  const writer = await users.findByEmail("staff", DEMO_WRITER.email);
  if (!seeker && !recruiter && !staff) return [];
  return [
    "  Demo accounts (demo mode only):",
    ...(seeker ? [`    seeker     ${DEMO_SEEKER.email} / ${DEMO_SEEKER.password}  at /rio/login`] : []),
    ...(recruiter
      ? [
          `    recruiter  ${DEMO_RECRUITER.email} / ${DEMO_RECRUITER.password}  at /employer/login (${recruiter.company?.name ?? "no company"})`,
        ]
      : []),
    ...(staff
      ? [`    staff      ${DEMO_STAFF.email} / ${DEMO_STAFF.password}  at /staff/login (every area)`]
      : []),
    ...(writer
      ? [
          `    writer     ${DEMO_WRITER.email} / ${DEMO_WRITER.password}  at /staff/login (work assigned to them)`,
        ]
      : []),
  ];
}

type CompanyId = Pick<SqlRow<typeof companies>, "id">;

async function createDemoAccounts(pool: pg.Pool): Promise<void> {
  const users = createUserStore(pool);
  const seekerId = await users.create({
    role: "seeker",
    email: DEMO_SEEKER.email,
    name: DEMO_SEEKER.name,
    passwordHash: await hashPassword(DEMO_SEEKER.password),
    mobile: DEMO_SEEKER.mobile,
    siteId: "india",
    language: "en",
    experienceType: "professional",
    registrationProgress: "complete",
    emailVerified: true,
    mobileVerified: true,
  });
  if (seekerId) {
    await pool.query(
      `INSERT INTO registration_drafts (user_id, step, data) VALUES
         ($1, 'personal', '{"currentCity":"Bengaluru"}'),
         ($1, 'job-preference', '{"preferredLocations":["Bengaluru","Pune"],"industryIds":[],"jobTypes":["full-time"],"expectedSalary":null}')`,
      [seekerId],
    );
  }
  const existing = await pool.query<CompanyId>("SELECT id FROM companies ORDER BY id LIMIT 1");
  const company =
    existing.rows[0] ??
    (
      await pool.query<CompanyId>(
        `INSERT INTO companies (slug, name, industry_name, employer_type)
         VALUES ('jobnest-demo-employer', 'JobNest Demo Employer', 'IT Services', 'company') RETURNING id`,
      )
    ).rows[0];
  if (!company) return;
  await createRecruiterAccount(pool, {
    ...DEMO_RECRUITER,
    companyId: company.id,
    siteId: "india",
    jobTitle: "Talent Acquisition Lead",
    role: "admin",
  });
  await createStaffAccount(pool, DEMO_STAFF);
  await createStaffAccount(pool, DEMO_WRITER);
}
