/**
 * The applications feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { seedDemoApplications } from "./demo-applications.ts";
export { registerApplicationRoutes } from "./routes.ts";
export {
  type ApplicationStatusChange,
  type ApplicationsService,
  createApplicationsService,
} from "./service.ts";
