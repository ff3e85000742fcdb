/**
 * `oidc-provider`'s storage in PostgreSQL (`oidc_models`), so every portal process sees the same
 * sessions, interactions, grants and codes: the library's adapter contract (upsert, find, findByUid,
 * findByUserCode, consume, destroy, revokeByGrantId), one statement each. Expired rows read as absent
 * and are swept by `sweepExpiredOidcModels`.
 */
import type pg from "pg";

type Payload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  userCode?: string;
  accountId?: string;
};

/** The adapter class of one site's provider (`origin`: the site's origin, kept with each row). */
export function createOidcAdapterClass(pool: pg.Pool, origin: string) {
  return class PostgresOidcAdapter {
    readonly kind: string;

    constructor(kind: string) {
      this.kind = kind;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      await pool.query(
        `INSERT INTO oidc_models (kind, id, payload, grant_id, uid, user_code, account_id, expires_at, origin)
         VALUES ($1, $2, $3, $4, $5, $6, $7,
                 CASE WHEN $8::int IS NULL THEN NULL ELSE now() + make_interval(secs => $8::int) END, $9)
         ON CONFLICT (kind, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
           uid = excluded.uid, user_code = excluded.user_code, account_id = excluded.account_id,
           expires_at = excluded.expires_at`,
        [
          this.kind,
          id,
          JSON.stringify(payload),
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.userCode ?? null,
          payload.accountId ?? null,
          typeof expiresIn === "number" ? Math.ceil(expiresIn) : null,
          origin,
        ],
      );
    }

    private async one(where: string, value: string): Promise<Payload | undefined> {
      const { rows } = await pool.query<{ payload: Payload; consumed: number | null }>(
        `SELECT payload, extract(epoch FROM consumed_at)::int AS consumed FROM oidc_models
          WHERE kind = $1 AND ${where} = $2 AND (expires_at IS NULL OR expires_at > now())`,
        [this.kind, value],
      );
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed === null ? row.payload : { ...row.payload, consumed: row.consumed };
    }

    find(id: string) {
      return this.one("id", id);
    }

    findByUid(uid: string) {
      return this.one("uid", uid);
    }

    findByUserCode(userCode: string) {
      return this.one("user_code", userCode);
    }

    async consume(id: string): Promise<void> {
      await pool.query("UPDATE oidc_models SET consumed_at = now() WHERE kind = $1 AND id = $2", [
        this.kind,
        id,
      ]);
    }

    async destroy(id: string): Promise<void> {
      await pool.query("DELETE FROM oidc_models WHERE kind = $1 AND id = $2", [this.kind, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await pool.query("DELETE FROM oidc_models WHERE grant_id = $1", [grantId]);
    }
  };
}

/** Removes rows past their expiry (housekeeping); how many went. */
export async function sweepExpiredOidcModels(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query(
    "DELETE FROM oidc_models WHERE expires_at < now() - interval '1 hour'",
  );
  return rowCount ?? 0;
}
