/**
 * The notifications feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export {
  type ComposedEmail,
  createDeliveryTask,
  createNotifier,
  DELIVER_TASK,
  forgetUndeliverable,
  isUndeliverable,
  type Notification,
  type Notifier,
  smsProviderFrom,
  type TemplatedNotification,
} from "./notifier.ts";
export { createNotificationPreferences, wantsNotificationSql } from "./preferences.ts";
export { registerNotificationPreferenceRoutes } from "./routes.ts";
export type { TemplateName } from "./templates.ts";
