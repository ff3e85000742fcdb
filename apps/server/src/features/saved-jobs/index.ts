/**
 * The saved-jobs feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { registerSavedJobRoutes } from "./routes.ts";
export { createSavedJobsService } from "./service.ts";
