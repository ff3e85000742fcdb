/** First-party analytics: the event endpoint, the daily roll-up, staff's counts. */
export { ANALYTICS_ROLLUP_TASK, createAnalyticsRollupTask, rollUpAnalytics } from "./rollup.ts";
export { registerAnalyticsRoutes } from "./routes.ts";
export { createAnalyticsService } from "./service.ts";
