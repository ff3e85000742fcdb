/**
 * Which notifications a seeker wants by which channel (settings: alerts, messages, recommendations,
 * marketing; e-mail, SMS). This module alone writes `notification_preferences`; the senders read it in
 * the statements that pick whom to write to (unread-message e-mails, job alerts), with the defaults of
 * @portal/domain where the seeker chose nothing.
 */
import { type AccountUser, AppError, type NotificationPreferencesContract } from "@portal/contracts";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  notificationPreferencesFrom,
} from "@portal/domain";
import type pg from "pg";

/** SQL: whether user `userColumn` wants `kind` by `channel` (a literal pair of ours, never input). */
export function wantsNotificationSql(
  userColumn: string,
  kind: NotificationKind,
  channel: NotificationChannel,
): string {
  return `coalesce((SELECT p.enabled FROM notification_preferences p
                     WHERE p.user_id = ${userColumn} AND p.kind = '${kind}' AND p.channel = '${channel}'),
                   ${NOTIFICATION_DEFAULTS[kind][channel]})`;
}

export function createNotificationPreferences(pool: pg.Pool): NotificationPreferencesContract {
  const seekerId = (user: AccountUser) => {
    if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
    return user.id;
  };
  return {
    async get(user) {
      const { rows } = await pool.query<{ kind: string; channel: string; enabled: boolean }>(
        "SELECT kind, channel, enabled FROM notification_preferences WHERE user_id = $1",
        [seekerId(user)],
      );
      return notificationPreferencesFrom(rows);
    },

    async set(user, changes) {
      const id = seekerId(user);
      const pairs = NOTIFICATION_KINDS.flatMap((kind) =>
        NOTIFICATION_CHANNELS.flatMap((channel) => {
          const enabled = changes[kind]?.[channel];
          return typeof enabled === "boolean" ? [{ kind, channel, enabled }] : [];
        }),
      );
      if (pairs.length > 0) {
        await pool.query(
          `INSERT INTO notification_preferences (user_id, kind, channel, enabled)
           SELECT $1, kind, channel, enabled
             FROM unnest($2::text[], $3::text[], $4::boolean[]) AS t(kind, channel, enabled)
           ON CONFLICT (user_id, kind, channel) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
          [id, pairs.map((p) => p.kind), pairs.map((p) => p.channel), pairs.map((p) => p.enabled)],
        );
      }
      return this.get(user);
    },
  };
}

export type { NotificationPreferences };
