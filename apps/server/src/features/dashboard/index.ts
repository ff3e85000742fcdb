/**
 * The dashboard feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { registerDashboardRoutes } from "./routes.ts";
export { createDashboardService } from "./service.ts";
