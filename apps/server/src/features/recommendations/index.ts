/**
 * The recommendations feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { seedDemoRecommendations } from "./demo-recommendations.ts";
export { registerRecommendationRoutes } from "./routes.ts";
export { createRecommendationsService, recordCoApplications, removeCoApplications } from "./service.ts";
