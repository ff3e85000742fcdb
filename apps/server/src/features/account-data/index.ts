/**
 * What we hold about an account, as a whole (decision 052): the owner's download of it, and its removal
 * once a deletion's grace period is over.
 */
export { exportAccountData } from "./export.ts";
export { createPurgeTask, PURGE_TASK, purgeAccount } from "./purge.ts";
export { registerAccountDataRoutes } from "./routes.ts";
