/** Callback requests and internal leads (spec: callback request, internal-lead form). */
export { registerLeadRoutes } from "./routes.ts";
export { createLeadsService } from "./service.ts";
