/** Courses from the learning provider (decision 050): single sign-on now; the catalogue follows. */
export { sweepExpiredOidcModels } from "./oidc-adapter.ts";
export { createLearningSso, type LearningSso } from "./sso.ts";
export { registerSsoRoutes } from "./sso-routes.ts";
