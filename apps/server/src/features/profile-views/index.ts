/**
 * The profile-views feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { seedDemoProfileViews } from "./demo-views.ts";
export { profileForRecruiter } from "./profile-for-recruiter.ts";
export { registerProfileViewRoutes } from "./routes.ts";
export { recordSearchAppearances, sweepSearchAppearancePairs } from "./search-appearances.ts";
export { createProfileViewsService } from "./service.ts";
