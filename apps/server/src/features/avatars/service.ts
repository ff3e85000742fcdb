/**
 * Avatars: one per seeker. The photo is processed into a square WebP (image.ts), stored under a fresh
 * server-made key, and the row in `avatars` points at it; the old file is removed once the new row is
 * committed, so a failure half way never leaves a seeker without a photo they had.
 *
 * Who may see an avatar: its owner, and recruiters (who see it on the seeker's profile). Anyone else is
 * told it does not exist.
 */

import { randomBytes } from "node:crypto";
import type { AccountUser, AvatarView } from "@portal/contracts";
import type { avatars, SqlRow } from "@portal/db";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { createStorageKey, type FileStorage, type StoredFile } from "../../storage/file-storage.ts";
import { AVATAR_CONTENT_TYPE, avatarError, prepareAvatar } from "./image.ts";

export interface AvatarFile {
  file: StoredFile;
  contentType: string;
  version: string;
}

type AvatarRow = Pick<SqlRow<typeof avatars>, "storage_key" | "content_type" | "version" | "updated_at">;

export function avatarUrl(userId: string, version: string): string {
  return `/api/account/avatars/${userId}?v=${version}`;
}

function toInfo(userId: string, row: AvatarRow): AvatarView {
  return {
    url: avatarUrl(userId, row.version),
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  };
}

export function canSeeAvatar(viewer: AccountUser, ownerId: string): boolean {
  return viewer.id === ownerId || viewer.role === "recruiter";
}

export function createAvatarService({
  pool,
  storage,
  log,
}: {
  pool: pg.Pool;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  async function rowOf(userId: string): Promise<AvatarRow | null> {
    const { rows } = await pool.query<AvatarRow>(
      "SELECT storage_key, content_type, version, updated_at FROM avatars WHERE user_id = $1",
      [userId],
    );
    return rows[0] ?? null;
  }

  /** A file left behind costs only disk; a failure to delete must not fail the person's request. */
  async function deleteQuietly(key: string): Promise<void> {
    try {
      await storage.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, "could not delete a stored avatar file");
    }
  }

  return {
    async avatarOf(userId: string): Promise<AvatarView | null> {
      const row = await rowOf(userId);
      return row ? toInfo(userId, row) : null;
    },

    /** The profile score asks this. */
    async hasAvatar(userId: string): Promise<boolean> {
      const { rows } = await pool.query("SELECT 1 FROM avatars WHERE user_id = $1", [userId]);
      return rows.length > 0;
    },

    /** Replaces the seeker's photo; refusals are AppErrors with a media message (nothing is stored). */
    async upload(userId: string, input: Uint8Array): Promise<AvatarView> {
      const webp = await prepareAvatar(input);
      const key = createStorageKey("avatars");
      await storage.put(key, webp, { contentType: AVATAR_CONTENT_TYPE });
      const version = randomBytes(6).toString("hex");
      let previousKey: string | null = null;
      let row: AvatarRow;
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const previous = await client.query<Pick<AvatarRow, "storage_key">>(
          "SELECT storage_key FROM avatars WHERE user_id = $1 FOR UPDATE",
          [userId],
        );
        previousKey = previous.rows[0]?.storage_key ?? null;
        const saved = await client.query<AvatarRow>(
          `INSERT INTO avatars (user_id, storage_key, content_type, byte_size, version)
           VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id) DO UPDATE SET storage_key = EXCLUDED.storage_key,
             content_type = EXCLUDED.content_type, byte_size = EXCLUDED.byte_size,
             version = EXCLUDED.version, updated_at = now()
           RETURNING storage_key, content_type, version, updated_at`,
          [userId, key, AVATAR_CONTENT_TYPE, webp.byteLength, version],
        );
        await client.query("COMMIT");
        row = saved.rows[0] as AvatarRow;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        await deleteQuietly(key);
        throw error;
      } finally {
        client.release();
      }
      if (previousKey) await deleteQuietly(previousKey);
      return toInfo(userId, row);
    },

    async remove(userId: string): Promise<void> {
      const { rows } = await pool.query<Pick<AvatarRow, "storage_key">>(
        "DELETE FROM avatars WHERE user_id = $1 RETURNING storage_key",
        [userId],
      );
      const key = rows[0]?.storage_key;
      if (!key) throw avatarError("NOT_FOUND", "avatarNothingToRemove");
      await deleteQuietly(key);
    },

    /** The stored photo for someone allowed to see it, else null (the route answers 404 either way). */
    async openForViewer(viewer: AccountUser, ownerId: string): Promise<AvatarFile | null> {
      if (!canSeeAvatar(viewer, ownerId)) return null;
      const row = await rowOf(ownerId);
      if (!row) return null;
      const file = await storage.stream(row.storage_key);
      if (!file) {
        log.error({ userId: ownerId }, "avatar row points at a missing file");
        return null;
      }
      return { file, contentType: row.content_type, version: row.version };
    },
  };
}

export type AvatarService = ReturnType<typeof createAvatarService>;
