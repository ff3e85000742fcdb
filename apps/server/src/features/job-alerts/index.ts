/**
 * The job-alerts feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { composeDigest } from "./digest.ts";
export { registerJobAlertRoutes } from "./routes.ts";
export { type AlertRunsOptions, createAlertTasks, DISPATCH_TASK, INSTANT_TASK, RUN_TASK } from "./runs.ts";
export { alertToken, createJobAlertsService, manageToken } from "./service.ts";
