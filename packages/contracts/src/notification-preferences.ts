/** The seeker's notification settings (which kinds by which channels), as the API and pages see them. */
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationPreferences } from "@portal/domain";
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

const channelsSchema = z.object(
  Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, z.boolean()])) as Record<
    (typeof NOTIFICATION_CHANNELS)[number],
    z.ZodBoolean
  >,
);

/** Every kind with every channel, as stored (defaults filled in). */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelsSchema])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    typeof channelsSchema
  >,
);

/** A change: any kinds, any of their channels; what is left out stays as it is. */
export const notificationPreferencesChangeSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelsSchema.partial().optional()])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    z.ZodOptional<ReturnType<typeof channelsSchema.partial>>
  >,
);
export type NotificationPreferencesChange = z.infer<typeof notificationPreferencesChangeSchema>;

export interface NotificationPreferencesContract {
  /** The seeker's choices over the defaults. Throws FORBIDDEN (not a seeker). */
  get(user: AccountUser): Promise<NotificationPreferences>;
  /** Saves the pairs given and answers the whole set. Throws FORBIDDEN (not a seeker). */
  set(user: AccountUser, change: NotificationPreferencesChange): Promise<NotificationPreferences>;
}
