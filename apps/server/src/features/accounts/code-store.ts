/**
 * One-time codes and one-time links in `one_time_codes`.
 *
 * A code is six digits, valid OTP_TTL_MINUTES, used once, and dies after OTP_MAX_ATTEMPTS wrong tries;
 * asking for a new one retires the old. The stored hash is keyed by purpose and destination, so a code
 * sent to log in cannot verify an e-mail address, nor a code for one number another number.
 * Links carry a long random token, of which only a hash is kept.
 */

import type { oneTimeCodes, SqlRow } from "@portal/db";
import { OTP_MAX_ATTEMPTS, OTP_TTL_MINUTES } from "@portal/domain";
import type pg from "pg";
import { randomOtp, randomToken, sha256, sign } from "../../auth/secrets.ts";

export type CodePurpose = "login" | "verify-email" | "verify-mobile";
export type LinkPurpose = "verify-email-link" | "reset-password";

export const LINK_LIFETIME_MINUTES: Readonly<Record<LinkPurpose, number>> = {
  "verify-email-link": 24 * 60,
  "reset-password": 60,
};

export type CodeCheck = { isValid: true; userId: string | null } | { isValid: false };

/** Removes codes and links a day past their expiry (the hourly housekeeping task); returns how many. */
export async function sweepExpiredCodes(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    "DELETE FROM one_time_codes WHERE expires_at < now() - interval '1 day'",
  );
  return rowCount ?? 0;
}

export function createCodeStore(pool: pg.Pool, secret: string) {
  const hashCode = (purpose: string, destination: string, code: string) =>
    sign(secret, "otp", purpose, destination, code);

  return {
    async issueCode(
      purpose: CodePurpose,
      channel: "email" | "sms",
      destination: string,
      userId: string | null,
    ): Promise<string> {
      const code = randomOtp();
      await pool.query(
        `WITH retired AS (
           UPDATE one_time_codes SET used_at = now()
           WHERE purpose = $1 AND destination = $2 AND used_at IS NULL
         )
         INSERT INTO one_time_codes (purpose, channel, destination, user_id, code_hash, expires_at)
         VALUES ($1, $3, $2, $4, $5, now() + make_interval(mins => $6))`,
        [purpose, destination, channel, userId, hashCode(purpose, destination, code), OTP_TTL_MINUTES],
      );
      return code;
    },

    /**
     * Checks a code against the newest live code for this purpose and destination. A wrong guess counts
     * a try; the row lock makes parallel guesses count one by one.
     */
    async checkCode(purpose: CodePurpose, destination: string, code: string): Promise<CodeCheck> {
      const hash = hashCode(purpose, destination, code);
      const { rows } = await pool.query<Pick<SqlRow<typeof oneTimeCodes>, "user_id"> & { is_match: boolean }>(
        `UPDATE one_time_codes SET
           used_at = CASE WHEN code_hash = $3 THEN now() ELSE used_at END,
           attempts = CASE WHEN code_hash = $3 THEN attempts ELSE attempts + 1 END
         WHERE id = (
           SELECT id FROM one_time_codes
           WHERE purpose = $1 AND destination = $2 AND used_at IS NULL AND expires_at > now() AND attempts < $4
           ORDER BY created_at DESC, id DESC LIMIT 1
           FOR UPDATE
         )
         RETURNING code_hash = $3 AS is_match, user_id`,
        [purpose, destination, hash, OTP_MAX_ATTEMPTS],
      );
      const row = rows[0];
      return row?.is_match ? { isValid: true, userId: row.user_id } : { isValid: false };
    },

    async issueLink(purpose: LinkPurpose, destination: string, userId: string): Promise<string> {
      const token = randomToken(32);
      await pool.query(
        `WITH retired AS (
           UPDATE one_time_codes SET used_at = now()
           WHERE purpose = $1 AND user_id = $2 AND used_at IS NULL
         )
         INSERT INTO one_time_codes (purpose, channel, destination, user_id, code_hash, expires_at)
         VALUES ($1, 'email', $3, $2, $4, now() + make_interval(mins => $5))`,
        [purpose, userId, destination, sha256(token), LINK_LIFETIME_MINUTES[purpose]],
      );
      return token;
    },

    /** Whether a link is still good, without using it up (the reset page shows its form first). */
    async peekLink(purpose: LinkPurpose, token: string): Promise<boolean> {
      if (token.length > 100) return false;
      const { rows } = await pool.query(
        `SELECT 1 FROM one_time_codes
         WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
        [sha256(token), purpose],
      );
      return rows.length > 0;
    },

    async consumeLink(
      purpose: LinkPurpose,
      token: string,
    ): Promise<{ userId: string; destination: string } | null> {
      if (token.length > 100) return null;
      const { rows } = await pool.query<Pick<SqlRow<typeof oneTimeCodes>, "user_id" | "destination">>(
        `UPDATE one_time_codes SET used_at = now()
         WHERE code_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id, destination`,
        [sha256(token), purpose],
      );
      const row = rows[0];
      // Links are always issued for an account; a row without one is no link.
      return row?.user_id ? { userId: row.user_id, destination: row.destination } : null;
    },
  };
}
