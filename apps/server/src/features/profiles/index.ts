/**
 * The profiles feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { seedDemoProfiles } from "./demo-profiles.ts";
export { createProfilePages } from "./pages.ts";
export { registerProfileRoutes } from "./routes.ts";
export { createProfilesService, PROFILE_WRITE_LIMIT, type ProfilesService } from "./service.ts";
