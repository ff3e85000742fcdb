/**
 * A company's team: its recruiters and open invitations. Any member sees the team; admins invite
 * (by e-mail, with a link valid INVITATION_DAYS), withdraw invitations, change roles and remove members;
 * anyone may leave. A company always keeps an admin. Another company's members and invitations are
 * "not found" (404), never "forbidden", so ids reveal nothing.
 *
 * Accepting an invitation is split: `openInvitation` and `joinCompany` here, run by the accounts
 * feature, which also creates the account of an invitee who has none.
 */

import type { AccountUser } from "@portal/contracts";
import {
  AppError,
  type CompanyDetails,
  type CompanyTeam,
  type InvitationPreview,
  type RequestMeta,
  type TeamContract,
} from "@portal/contracts";
import { inTransaction } from "@portal/db";
import {
  BRAND_BY_ID,
  companyProfileFormSchema,
  INVITATION_DAYS,
  invitationFormSchema,
  isRecruiterRole,
  MAX_OPEN_INVITATIONS,
  parseWith,
  type RawFormInput,
  type RecruiterRole,
  SITE_BY_ID,
} from "@portal/domain";
import type pg from "pg";
import { randomToken, sha256 } from "../../auth/secrets.ts";
import type { RateLimiter } from "../../plugins/rate-limit.ts";
import type { Notifier } from "../notifications/index.ts";

/** Invitations an admin may send in a day (each is an e-mail to an address of their choosing). */
const INVITES_PER_DAY = { name: "company-invite-day", limit: 50, windowSeconds: 24 * 60 * 60 };

const notFound = () => new AppError("NOT_FOUND", "notFound");
const refusal = (messageKey: string, field?: string) =>
  new AppError(messageKey === "lastAdmin" ? "CONFLICT" : "VALIDATION", messageKey, {
    details: [{ ...(field ? { field } : {}), messageKey }],
  });

/** The caller's membership, or a 403 for someone who recruits for no company. */
function membershipOf(user: AccountUser): { companyId: number; role: RecruiterRole; name: string } {
  if (user.role !== "recruiter" || !user.company) throw new AppError("FORBIDDEN", "forbidden");
  return { companyId: user.company.id, role: user.company.role, name: user.company.name };
}

function adminOf(user: AccountUser) {
  const membership = membershipOf(user);
  if (membership.role !== "admin") throw new AppError("FORBIDDEN", "forbidden");
  return membership;
}

export interface OpenInvitation {
  id: string;
  companyId: number;
  companyName: string;
  email: string;
  role: RecruiterRole;
}

/** An invitation by its link's token: open (not accepted, withdrawn or expired), or null. */
export async function openInvitation(
  client: pg.Pool | pg.PoolClient,
  token: string,
): Promise<OpenInvitation | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const { rows } = await client.query<{
    id: string;
    company_id: number;
    company_name: string;
    email: string;
    role: RecruiterRole;
  }>(
    `SELECT i.id, i.company_id, c.name AS company_name, i.email, i.role
       FROM company_invitations i JOIN companies c ON c.id = i.company_id
      WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()`,
    [sha256(token)],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        companyId: row.company_id,
        companyName: row.company_name,
        email: row.email,
        role: row.role,
      }
    : null;
}

/**
 * Makes the user a member with the invitation's role and closes it, in the caller's transaction. False
 * when the invitation was taken meanwhile or the user joined a company in between.
 */
export async function joinCompany(
  client: pg.PoolClient,
  invitation: OpenInvitation,
  userId: string,
  jobTitle: string | null = null,
): Promise<boolean> {
  const closed = await client.query(
    "UPDATE company_invitations SET accepted_at = now() WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL",
    [invitation.id],
  );
  if (closed.rowCount !== 1) return false;
  const joined = await client.query(
    `INSERT INTO company_recruiters (user_id, company_id, role, job_title) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, invitation.companyId, invitation.role, jobTitle],
  );
  return joined.rowCount === 1;
}

export function createTeamService(options: {
  pool: pg.Pool;
  notifier: Notifier;
  rateLimiter: RateLimiter;
}): TeamContract {
  const { pool, notifier, rateLimiter } = options;

  /** Runs `work` in a transaction holding the company's row, so two admins cannot both step down. */
  function withCompanyLocked<T>(companyId: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(pool, async (client) => {
      await client.query("SELECT 1 FROM companies WHERE id = $1 FOR UPDATE", [companyId]);
      return work(client);
    });
  }

  async function otherAdmins(client: pg.PoolClient, companyId: number, userId: string): Promise<number> {
    const { rows } = await client.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM company_recruiters WHERE company_id = $1 AND role = 'admin' AND user_id <> $2",
      [companyId, userId],
    );
    return rows[0]?.count ?? 0;
  }

  async function memberRole(
    client: pg.PoolClient,
    companyId: number,
    userId: string,
  ): Promise<RecruiterRole | null> {
    const { rows } = await client.query<{ role: RecruiterRole }>(
      "SELECT role FROM company_recruiters WHERE company_id = $1 AND user_id = $2",
      [companyId, userId],
    );
    return rows[0]?.role ?? null;
  }

  async function companyDetails(companyId: number, canEdit: boolean): Promise<CompanyDetails> {
    const { rows } = await pool.query<{
      slug: string;
      name: string;
      website: string | null;
      industry_name: string;
      size: CompanyDetails["size"];
      city: string | null;
      address: string | null;
      about: string | null;
    }>("SELECT slug, name, website, industry_name, size, city, address, about FROM companies WHERE id = $1", [
      companyId,
    ]);
    const row = rows[0];
    if (!row) throw notFound();
    return {
      slug: row.slug,
      name: row.name,
      website: row.website,
      industry: row.industry_name,
      size: row.size,
      city: row.city,
      address: row.address,
      about: row.about,
      canEdit,
    };
  }

  return {
    async company(user) {
      const { companyId, role } = membershipOf(user);
      return companyDetails(companyId, role === "admin");
    },

    async updateCompany(user, input) {
      const { companyId } = adminOf(user);
      const parsed = parseWith(companyProfileFormSchema, input);
      if (!parsed.ok) {
        throw new AppError("VALIDATION", parsed.problems[0]?.messageKey ?? "invalidValue", {
          details: parsed.problems,
        });
      }
      const { industry, size, city, address, about } = parsed.value;
      await pool.query(
        `UPDATE companies SET industry_name = $2, size = $3, city = $4, address = nullif($5, ''),
                about = nullif($6, ''), updated_at = now() WHERE id = $1`,
        [companyId, industry, size, city, address, about],
      );
      return companyDetails(companyId, true);
    },

    async team(user): Promise<CompanyTeam> {
      const { companyId, role } = membershipOf(user);
      const [members, invitations] = await Promise.all([
        pool.query<{
          user_id: string;
          name: string;
          email: string;
          role: RecruiterRole;
          job_title: string | null;
          joined_at: Date;
        }>(
          `SELECT cr.user_id, u.name, u.email, cr.role, cr.job_title, cr.created_at AS joined_at
             FROM company_recruiters cr JOIN users u ON u.id = cr.user_id
            WHERE cr.company_id = $1 ORDER BY cr.role, u.name`,
          [companyId],
        ),
        // Only admins manage invitations; recruiters see the members.
        role === "admin"
          ? pool.query<{
              id: string;
              email: string;
              role: RecruiterRole;
              created_at: Date;
              expires_at: Date;
            }>(
              `SELECT id, email, role, created_at, expires_at FROM company_invitations
                WHERE company_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
                ORDER BY created_at DESC`,
              [companyId],
            )
          : Promise.resolve({ rows: [] }),
      ]);
      return {
        isAdmin: role === "admin",
        members: members.rows.map((row) => ({
          userId: row.user_id,
          name: row.name,
          email: row.email,
          role: row.role,
          jobTitle: row.job_title,
          joinedAt: row.joined_at.toISOString(),
          isYou: row.user_id === user.id,
        })),
        invitations: invitations.rows.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          sentAt: row.created_at.toISOString(),
          expiresAt: row.expires_at.toISOString(),
        })),
      };
    },

    async invite(user, input: RawFormInput, meta: RequestMeta): Promise<{ email: string }> {
      const { companyId, name: companyName } = adminOf(user);
      const parsed = parseWith(invitationFormSchema, input);
      if (!parsed.ok) throw new AppError("VALIDATION", "validationFailed", { details: parsed.problems });
      const { email, role } = parsed.value;
      const token = randomToken();
      await withCompanyLocked(companyId, async (client) => {
        const member = await client.query(
          `SELECT 1 FROM company_recruiters cr JOIN users u ON u.id = cr.user_id
            WHERE cr.company_id = $1 AND u.email = $2`,
          [companyId, email],
        );
        if (member.rows.length > 0) throw refusal("alreadyMember", "email");
        // Inviting again replaces the open invitation (a new link, a new expiry).
        await client.query(
          `UPDATE company_invitations SET revoked_at = now()
            WHERE company_id = $1 AND email = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
          [companyId, email],
        );
        const open = await client.query<{ count: number }>(
          `SELECT count(*)::int AS count FROM company_invitations
            WHERE company_id = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
          [companyId],
        );
        if ((open.rows[0]?.count ?? 0) >= MAX_OPEN_INVITATIONS) throw refusal("invitationLimit");
        await rateLimiter.enforce([[INVITES_PER_DAY, String(companyId)]]);
        await client.query(
          `INSERT INTO company_invitations (company_id, email, role, invited_by, token_hash, expires_at)
           VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
          [companyId, email, role, user.id, sha256(token), INVITATION_DAYS],
        );
        // Queued in the same transaction: the e-mail goes out exactly when the invitation exists.
        await notifier.send(
          {
            channel: "email",
            to: email,
            template: "company-invitation",
            siteId: SITE_BY_ID[meta.siteId].id,
            brand: BRAND_BY_ID[meta.brand.id],
            language: meta.language,
            params: {
              company: companyName,
              inviter: user.name,
              link: `${meta.origin}/employer/invitation?token=${token}`,
              days: String(INVITATION_DAYS),
            },
          },
          { client },
        );
      });
      return { email };
    },

    async withdrawInvitation(user, invitationId) {
      const { companyId } = adminOf(user);
      if (!/^[0-9a-f-]{36}$/.test(invitationId)) throw notFound();
      const { rowCount } = await pool.query(
        `UPDATE company_invitations SET revoked_at = now()
          WHERE id = $1 AND company_id = $2 AND accepted_at IS NULL AND revoked_at IS NULL`,
        [invitationId, companyId],
      );
      if (rowCount !== 1) throw notFound();
    },

    async changeRole(user, memberId, role) {
      const { companyId } = adminOf(user);
      if (!isRecruiterRole(role)) throw new AppError("VALIDATION", "invalidValue");
      if (!/^[0-9a-f-]{36}$/.test(memberId)) throw notFound();
      await withCompanyLocked(companyId, async (client) => {
        const current = await memberRole(client, companyId, memberId);
        if (!current) throw notFound();
        if (
          current === "admin" &&
          role !== "admin" &&
          (await otherAdmins(client, companyId, memberId)) === 0
        ) {
          throw refusal("lastAdmin");
        }
        await client.query("UPDATE company_recruiters SET role = $3 WHERE company_id = $1 AND user_id = $2", [
          companyId,
          memberId,
          role,
        ]);
      });
    },

    async removeMember(user, memberId) {
      const { companyId } = adminOf(user);
      if (!/^[0-9a-f-]{36}$/.test(memberId)) throw notFound();
      await withCompanyLocked(companyId, async (client) => {
        const current = await memberRole(client, companyId, memberId);
        if (!current) throw notFound();
        if (current === "admin" && (await otherAdmins(client, companyId, memberId)) === 0)
          throw refusal("lastAdmin");
        await client.query("DELETE FROM company_recruiters WHERE company_id = $1 AND user_id = $2", [
          companyId,
          memberId,
        ]);
      });
    },

    async leave(user) {
      const { companyId, role } = membershipOf(user);
      await withCompanyLocked(companyId, async (client) => {
        if (role === "admin" && (await otherAdmins(client, companyId, user.id)) === 0)
          throw refusal("lastAdmin");
        await client.query("DELETE FROM company_recruiters WHERE company_id = $1 AND user_id = $2", [
          companyId,
          user.id,
        ]);
      });
    },

    async previewInvitation(token): Promise<InvitationPreview | null> {
      const invitation = await openInvitation(pool, token);
      if (!invitation) return null;
      const { rows } = await pool.query("SELECT 1 FROM users WHERE role = 'recruiter' AND email = $1", [
        invitation.email,
      ]);
      return {
        companyName: invitation.companyName,
        email: invitation.email,
        role: invitation.role,
        hasAccount: rows.length > 0,
      };
    },
  };
}
