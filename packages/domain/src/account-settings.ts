/**
 * The seeker's own settings: which notifications reach them by which channel, and how long a deleted
 * account waits before its data is removed (signing in during the wait keeps the account).
 */

/** What we may write to a seeker about: job alerts, recruiters' messages, recommended jobs, offers. */
export const NOTIFICATION_KINDS = ["alerts", "messages", "recommendations", "marketing"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_CHANNELS = ["email", "sms"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationPreferences = Record<NotificationKind, Record<NotificationChannel, boolean>>;

/**
 * Until the seeker says otherwise: what they asked for (alerts, messages, recommendations) by e-mail;
 * nothing by SMS (it costs the reader on many plans) and no marketing (offers need consent first).
 */
export const NOTIFICATION_DEFAULTS: NotificationPreferences = {
  alerts: { email: true, sms: false },
  messages: { email: true, sms: false },
  recommendations: { email: true, sms: false },
  marketing: { email: false, sms: false },
};

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === "string" && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

export function isNotificationChannel(value: unknown): value is NotificationChannel {
  return typeof value === "string" && (NOTIFICATION_CHANNELS as readonly string[]).includes(value);
}

/** The defaults with the seeker's own choices over them (rows of unknown kinds are ignored). */
export function notificationPreferencesFrom(
  choices: readonly { kind: string; channel: string; enabled: boolean }[],
): NotificationPreferences {
  const preferences = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [kind, { ...NOTIFICATION_DEFAULTS[kind] }]),
  ) as NotificationPreferences;
  for (const choice of choices) {
    if (isNotificationKind(choice.kind) && isNotificationChannel(choice.channel)) {
      preferences[choice.kind][choice.channel] = choice.enabled;
    }
  }
  return preferences;
}

/** Days between asking to delete an account and its data being removed. */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

export function accountDeletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * 24 * 3600 * 1000);
}
