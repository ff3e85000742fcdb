/**
 * The saved-searches feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { registerSavedSearchRoutes } from "./routes.ts";
export { createSavedSearchesService, describeSearch, SEEKER_SAVE_LIMIT } from "./service.ts";
