/**
 * The bell feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { registerBellRoutes } from "./routes.ts";
export { createBellService } from "./service.ts";
