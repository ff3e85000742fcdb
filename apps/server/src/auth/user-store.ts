/**
 * Reading and writing `users` (and the recruiter's company link). Parameterised SQL only; the row
 * mapping to `AccountUser` is the one place that decides what of a user leaves the database.
 */
import type { AccountUser } from "@portal/contracts";
import type { companies, companyRecruiters, SqlRow, users } from "@portal/db";
import type {
  AccountRole,
  ExperienceType,
  Language,
  MobileNumber,
  RegistrationProgress,
  StaffArea,
} from "@portal/domain";
import type pg from "pg";

export const USER_COLUMNS = `u.id, u.role, u.name, u.email, u.email_verified_at, u.mobile_dialling_code,
  u.mobile_number, u.mobile_verified_at, u.experience_type, u.registration_progress, u.site_id, u.language,
  u.password_hash IS NOT NULL AS has_password, cr.company_id, cr.role AS company_role, c.name AS company_name,
  c.slug AS company_slug,
  CASE WHEN u.role = 'staff' THEN ARRAY(SELECT sa.area FROM staff_areas sa WHERE sa.user_id = u.id ORDER BY sa.area)
  END AS staff_areas`;

/** Joins the recruiter's company; seekers get nulls. Use with `USER_COLUMNS`. */
export const USER_JOINS = `LEFT JOIN company_recruiters cr ON cr.user_id = u.id
  LEFT JOIN companies c ON c.id = cr.company_id`;

/** A row read with `USER_COLUMNS`: the user's columns, and the recruiter's company (null for seekers). */
export type UserRow = Pick<
  SqlRow<typeof users>,
  | "id"
  | "role"
  | "name"
  | "email"
  | "email_verified_at"
  | "mobile_dialling_code"
  | "mobile_number"
  | "mobile_verified_at"
  | "experience_type"
  | "registration_progress"
  | "site_id"
  | "language"
> & {
  has_password: boolean;
  company_id: SqlRow<typeof companyRecruiters>["company_id"] | null;
  company_name: SqlRow<typeof companies>["name"] | null;
  company_slug: SqlRow<typeof companies>["slug"] | null;
  company_role: SqlRow<typeof companyRecruiters>["role"] | null;
  staff_areas: StaffArea[] | null;
};

export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    role: row.role,
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    mobile:
      row.mobile_dialling_code && row.mobile_number
        ? { diallingCode: row.mobile_dialling_code, number: row.mobile_number }
        : null,
    mobileVerified: row.mobile_verified_at !== null,
    experienceType: row.experience_type,
    registrationProgress: row.registration_progress,
    siteId: row.site_id,
    language: row.language,
    hasPassword: row.has_password,
    company:
      row.company_id !== null && row.company_name !== null && row.company_slug !== null
        ? {
            id: row.company_id,
            name: row.company_name,
            slug: row.company_slug,
            role: row.company_role ?? "recruiter",
          }
        : null,
    ...(row.staff_areas ? { staffAreas: row.staff_areas } : {}),
  };
}

export interface NewUserInput {
  role: AccountRole;
  email: string;
  name: string;
  passwordHash: string | null;
  mobile: MobileNumber | null;
  siteId: string;
  language: string;
  experienceType: ExperienceType | null;
  registrationProgress: RegistrationProgress;
  emailVerified?: boolean;
  mobileVerified?: boolean;
}

type Queryable = Pick<pg.Pool, "query">;

export function createUserStore(pool: Queryable) {
  async function findOne(where: string, values: unknown[]): Promise<AccountUser | null> {
    const { rows } = await pool.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users u ${USER_JOINS} WHERE ${where} LIMIT 1`,
      values,
    );
    return rows[0] ? toAccountUser(rows[0]) : null;
  }

  return {
    findById: (id: string) => findOne("u.id = $1", [id]),
    findByEmail: (role: AccountRole, email: string) => findOne("u.role = $1 AND u.email = $2", [role, email]),
    findByMobile: (role: AccountRole, mobile: MobileNumber) =>
      findOne("u.role = $1 AND u.mobile_dialling_code = $2 AND u.mobile_number = $3", [
        role,
        mobile.diallingCode,
        mobile.number,
      ]),

    /** The stored hash for a login, or null when there is no such account or it has no password. */
    async passwordHashOf(userId: string): Promise<string | null> {
      const { rows } = await pool.query<Pick<SqlRow<typeof users>, "password_hash">>(
        "SELECT password_hash FROM users WHERE id = $1",
        [userId],
      );
      return rows[0]?.password_hash ?? null;
    },

    async emailExists(role: AccountRole, email: string): Promise<boolean> {
      const { rows } = await pool.query("SELECT 1 FROM users WHERE role = $1 AND email = $2", [role, email]);
      return rows.length > 0;
    },

    async mobileExists(role: AccountRole, mobile: MobileNumber, exceptUserId?: string): Promise<boolean> {
      const { rows } = await pool.query(
        `SELECT 1 FROM users WHERE role = $1 AND mobile_dialling_code = $2 AND mobile_number = $3
           AND ($4::uuid IS NULL OR id <> $4::uuid)`,
        [role, mobile.diallingCode, mobile.number, exceptUserId ?? null],
      );
      return rows.length > 0;
    },

    /** Inserts the user; returns null when the e-mail or mobile is already taken (unique indexes). */
    async create(input: NewUserInput): Promise<string | null> {
      const { rows } = await pool.query<Pick<SqlRow<typeof users>, "id">>(
        `INSERT INTO users (role, email, name, password_hash, password_changed_at, mobile_dialling_code,
           mobile_number, site_id, language, experience_type, registration_progress, email_verified_at,
           mobile_verified_at)
         VALUES ($1, $2, $3, $4, CASE WHEN $4::text IS NULL THEN NULL ELSE now() END, $5, $6, $7, $8, $9, $10,
           CASE WHEN $11 THEN now() END, CASE WHEN $12 THEN now() END)
         ON CONFLICT DO NOTHING
         RETURNING id`,
        [
          input.role,
          input.email,
          input.name,
          input.passwordHash,
          input.mobile?.diallingCode ?? null,
          input.mobile?.number ?? null,
          input.siteId,
          input.language,
          input.experienceType,
          input.registrationProgress,
          input.emailVerified ?? false,
          input.mobileVerified ?? false,
        ],
      );
      return rows[0]?.id ?? null;
    },

    async updatePersonal(
      userId: string,
      input: { name: string; mobile: MobileNumber | null; experienceType: ExperienceType },
    ): Promise<void> {
      // A changed mobile number has not been verified yet.
      await pool.query(
        `UPDATE users SET name = $2, experience_type = $5, updated_at = now(),
           mobile_verified_at = CASE WHEN mobile_dialling_code IS NOT DISTINCT FROM $3
             AND mobile_number IS NOT DISTINCT FROM $4 THEN mobile_verified_at END,
           mobile_dialling_code = $3, mobile_number = $4
         WHERE id = $1`,
        [
          userId,
          input.name,
          input.mobile?.diallingCode ?? null,
          input.mobile?.number ?? null,
          input.experienceType,
        ],
      );
    },

    async setProgress(userId: string, progress: RegistrationProgress): Promise<void> {
      await pool.query("UPDATE users SET registration_progress = $2, updated_at = now() WHERE id = $1", [
        userId,
        progress,
      ]);
    },

    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await pool.query(
        "UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1",
        [userId, passwordHash],
      );
    },

    async markEmailVerified(userId: string, email: string): Promise<boolean> {
      const { rowCount } = await pool.query(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
         WHERE id = $1 AND email = $2`,
        [userId, email],
      );
      return (rowCount ?? 0) > 0;
    },

    async markMobileVerified(userId: string, mobile: MobileNumber): Promise<boolean> {
      const { rowCount } = await pool.query(
        `UPDATE users SET mobile_verified_at = coalesce(mobile_verified_at, now()), updated_at = now()
         WHERE id = $1 AND mobile_dialling_code = $2 AND mobile_number = $3`,
        [userId, mobile.diallingCode, mobile.number],
      );
      return (rowCount ?? 0) > 0;
    },

    /** Signing in keeps an account its owner asked to delete: the request is withdrawn. */
    async recordLogin(userId: string): Promise<void> {
      await pool.query("UPDATE users SET last_login_at = now(), deletion_requested_at = NULL WHERE id = $1", [
        userId,
      ]);
    },

    /** Marks the account for deletion (the first request's time stays); returns when that was. */
    async requestDeletion(userId: string): Promise<Date> {
      const { rows } = await pool.query<{ deletion_requested_at: Date }>(
        `UPDATE users SET deletion_requested_at = coalesce(deletion_requested_at, now()), updated_at = now()
          WHERE id = $1 RETURNING deletion_requested_at`,
        [userId],
      );
      if (!rows[0]) throw new Error("No such user");
      return rows[0].deletion_requested_at;
    },

    async setLanguage(userId: string, language: Language): Promise<void> {
      await pool.query("UPDATE users SET language = $2, updated_at = now() WHERE id = $1", [
        userId,
        language,
      ]);
    },
  };
}
