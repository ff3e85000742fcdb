/** The seeker's notification settings over the API (the settings page uses the same service). */
import {
  errorReplies,
  type NotificationPreferencesContract,
  notificationPreferencesChangeSchema,
  notificationPreferencesSchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/authorization.ts";

const errors = errorReplies(400, 401, 403, 429);
/** Generous for a person ticking boxes; a script flipping them is held off. */
const SETTINGS_WRITE_LIMIT = { name: "notification-settings-15m", limit: 60, windowSeconds: 15 * 60 };

export function registerNotificationPreferenceRoutes(
  app: FastifyInstance,
  preferences: NotificationPreferencesContract,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/seeker/notification-preferences",
    {
      schema: {
        tags: ["settings"],
        summary:
          "Which notifications the seeker gets by e-mail and SMS (alerts, messages, recommendations, marketing)",
        response: { 200: successEnvelope(notificationPreferencesSchema), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await preferences.get(requireUser(request)) }),
  );
  api.put(
    "/api/seeker/notification-preferences",
    {
      schema: {
        tags: ["settings"],
        summary: "Change some of them (kinds and channels left out stay as they are); answers the whole set",
        body: notificationPreferencesChangeSchema,
        response: { 200: successEnvelope(notificationPreferencesSchema), ...errors },
      },
      config: {
        rateLimits: [{ rule: SETTINGS_WRITE_LIMIT, subject: (request) => request.user?.id ?? request.ip }],
      },
    },
    async (request) => ({
      success: true as const,
      data: await preferences.set(requireUser(request), request.body),
    }),
  );
}
