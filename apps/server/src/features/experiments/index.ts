/** A/B experiments (sticky variants, exposures) and the welcome screen new seekers see. */
export { registerExperimentRoutes } from "./routes.ts";
export { createExperimentsService } from "./service.ts";
