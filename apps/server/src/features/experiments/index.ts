/** A/B experiments (sticky variants, exposures) and the welcome screen new seekers see. */
export { seedDemoWelcome } from "./demo-welcome.ts";
export { registerExperimentRoutes } from "./routes.ts";
export { createExperimentsService } from "./service.ts";
