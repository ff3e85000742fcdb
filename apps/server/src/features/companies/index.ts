/**
 * The companies feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */

export { companyWithDomainExists, insertCompany, type NewCompany } from "./registration.ts";
export { registerCompanyRoutes, registerTeamRoutes } from "./routes.ts";
export { createCompaniesService } from "./service.ts";
export { createTeamService, joinCompany, type OpenInvitation, openInvitation } from "./team.ts";
