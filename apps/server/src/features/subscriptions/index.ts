export { registerSubscriptionRoutes } from "./routes.ts";
export {
  createSubscriptionService,
  EXPIRY_TASK,
  REMINDER_DAYS,
  type SubscriptionService,
} from "./service.ts";
