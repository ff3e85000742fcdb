/**
 * Server-side sessions in PostgreSQL. A session ends when it has been idle too long or when it reaches
 * its absolute lifetime, whichever comes first; recruiters, who act for a company, get shorter ones,
 * and staff shorter still.
 * Only SHA-256 of the cookie token is stored.
 */
import type { AccountUser, SessionSummary } from "@portal/contracts";
import type { SqlRow, sessions } from "@portal/db";
import type { AccountRole, AuthMethod } from "@portal/domain";
import type pg from "pg";
import { randomToken, sha256 } from "./secrets.ts";
import { toAccountUser, USER_COLUMNS, USER_JOINS, type UserRow } from "./user-store.ts";

export const SESSION_LIFETIMES: Readonly<
  Record<AccountRole, { idleSeconds: number; absoluteSeconds: number }>
> = {
  seeker: { idleSeconds: 3 * 24 * 3600, absoluteSeconds: 30 * 24 * 3600 },
  recruiter: { idleSeconds: 2 * 3600, absoluteSeconds: 12 * 3600 },
  // Staff decide what every seeker sees: the shortest sessions.
  staff: { idleSeconds: 3600, absoluteSeconds: 8 * 3600 },
};

/** Sliding the idle expiry costs a write; once a minute per session is plenty. */
const TOUCH_INTERVAL_SECONDS = 60;

export interface ActiveSession {
  id: string;
  tokenHash: string;
  userId: string;
  authMethod: string;
  createdAt: Date;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
}

type SessionColumns = Pick<
  SqlRow<typeof sessions>,
  "token_hash" | "user_id" | "auth_method" | "created_at" | "last_seen_at" | "absolute_expires_at"
>;

/** A live session with its user (`USER_COLUMNS`), and whether its idle expiry is due to slide. */
type SessionRow = UserRow &
  SessionColumns & { session_id: SqlRow<typeof sessions>["id"]; needs_touch: boolean };

/** Removes sessions a day past their absolute expiry (the hourly housekeeping task); returns how many. */
export async function sweepExpiredSessions(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    "DELETE FROM sessions WHERE absolute_expires_at < now() - interval '1 day'",
  );
  return rowCount ?? 0;
}

export function createSessionStore(pool: pg.Pool) {
  return {
    /** A new session with a fresh token: the only way a session id comes to exist (renewal at login). */
    async create(
      user: Pick<AccountUser, "id" | "role">,
      meta: { authMethod: AuthMethod; ip: string | null; userAgent: string | null },
    ): Promise<{ token: string; session: ActiveSession }> {
      const token = randomToken(32);
      const lifetime = SESSION_LIFETIMES[user.role];
      const { rows } = await pool.query<
        Pick<SqlRow<typeof sessions>, "id" | "created_at" | "last_seen_at" | "absolute_expires_at">
      >(
        `INSERT INTO sessions (token_hash, user_id, auth_method, idle_expires_at, absolute_expires_at, ip, user_agent)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4), now() + make_interval(secs => $5), $6, $7)
         RETURNING id, created_at, last_seen_at, absolute_expires_at`,
        [
          sha256(token),
          user.id,
          meta.authMethod,
          lifetime.idleSeconds,
          lifetime.absoluteSeconds,
          meta.ip,
          meta.userAgent?.slice(0, 300) ?? null,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error("session insert returned nothing");
      return {
        token,
        session: {
          id: row.id,
          tokenHash: sha256(token),
          userId: user.id,
          authMethod: meta.authMethod,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          absoluteExpiresAt: row.absolute_expires_at,
        },
      };
    },

    /** The live session for a cookie token and its user; null when unknown, idle too long or too old. */
    async find(token: string): Promise<{ session: ActiveSession; user: AccountUser } | null> {
      const tokenHash = sha256(token);
      // Every signed-in request asks this: a named statement is planned once per connection, where
      // planning it each time cost PostgreSQL several times what running it did (bench/README.md, Checkout).
      const { rows } = await pool.query<SessionRow>({
        name: "session-find",
        text: `SELECT s.id AS session_id, s.token_hash, s.user_id, s.auth_method, s.created_at, s.last_seen_at,
           s.absolute_expires_at, s.last_seen_at < now() - make_interval(secs => $2) AS needs_touch, ${USER_COLUMNS}
         FROM sessions s JOIN users u ON u.id = s.user_id ${USER_JOINS}
         WHERE s.token_hash = $1 AND s.idle_expires_at > now() AND s.absolute_expires_at > now()`,
        values: [tokenHash, TOUCH_INTERVAL_SECONDS],
      });
      const row = rows[0];
      if (!row) return null;
      if (row.needs_touch) {
        const lifetime = SESSION_LIFETIMES[row.role];
        await pool.query(
          `UPDATE sessions SET last_seen_at = now(),
             idle_expires_at = least(now() + make_interval(secs => $2), absolute_expires_at)
           WHERE id = $1`,
          [row.session_id, lifetime.idleSeconds],
        );
      }
      return {
        session: {
          id: row.session_id,
          tokenHash: row.token_hash,
          userId: row.user_id,
          authMethod: row.auth_method,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at,
          absoluteExpiresAt: row.absolute_expires_at,
        },
        user: toAccountUser(row),
      };
    },

    async end(sessionId: string): Promise<void> {
      await pool.query("DELETE FROM sessions WHERE id = $1", [sessionId]);
    },

    /** Every session of the user, or every one but `exceptSessionId` (after a password change). */
    async endAllForUser(userId: string, exceptSessionId?: string): Promise<number> {
      const { rowCount } = await pool.query(
        "DELETE FROM sessions WHERE user_id = $1 AND ($2::uuid IS NULL OR id <> $2::uuid)",
        [userId, exceptSessionId ?? null],
      );
      return rowCount ?? 0;
    },

    /** Ends one of the user's own sessions; false (a 404 to the caller) when it is not theirs. */
    async endOwn(userId: string, sessionId: string): Promise<boolean> {
      const { rowCount } = await pool.query("DELETE FROM sessions WHERE id = $1 AND user_id = $2", [
        sessionId,
        userId,
      ]);
      return (rowCount ?? 0) > 0;
    },

    async list(userId: string, currentSessionId: string | null): Promise<SessionSummary[]> {
      const { rows } = await pool.query<
        Pick<SqlRow<typeof sessions>, "id" | "auth_method" | "created_at" | "last_seen_at" | "user_agent">
      >(
        `SELECT id, auth_method, created_at, last_seen_at, user_agent FROM sessions
         WHERE user_id = $1 AND idle_expires_at > now() AND absolute_expires_at > now()
         ORDER BY last_seen_at DESC`,
        [userId],
      );
      return rows.map((row) => ({
        id: row.id,
        authMethod: row.auth_method,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        userAgent: row.user_agent,
        isCurrent: row.id === currentSessionId,
      }));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
