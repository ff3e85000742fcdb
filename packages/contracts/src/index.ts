/**
 * What the server and the web app share: the shapes that cross between them (zod schemas of the API's
 * replies and bodies, with their types inferred from them), the services pages call through the load
 * context, the named calls of the API, limits and status sets, and the one error type. Imports only
 * @portal/domain; see README.md.
 */
export * from "./account-user.ts";
export * from "./accounts.ts";
export * from "./analytics.ts";
export * from "./applications.ts";
export * from "./assessments.ts";
export * from "./avatars.ts";
export * from "./bell.ts";
export * from "./browse.ts";
export * from "./calls.ts";
export * from "./candidates.ts";
export * from "./career-advice.ts";
export * from "./career-events.ts";
export * from "./catalogue-prices.ts";
export * from "./companies.ts";
export * from "./constants.ts";
export * from "./dashboard.ts";
export * from "./engagement-cards.ts";
export * from "./envelope.ts";
export * from "./errors.ts";
export * from "./experiments.ts";
export * from "./feedback.ts";
export * from "./job-alerts.ts";
export * from "./job-posting.ts";
export * from "./jobs.ts";
export * from "./leads.ts";
export * from "./learning.ts";
export * from "./messages.ts";
export * from "./mock-interviews.ts";
export * from "./notification-preferences.ts";
export * from "./page-session.ts";
export * from "./polls.ts";
export * from "./profile-views.ts";
export * from "./profiles.ts";
export * from "./recommendations.ts";
export * from "./resume-registration.ts";
export * from "./resume-score.ts";
export * from "./resumes.ts";
export * from "./saved-jobs.ts";
export * from "./saved-searches.ts";
export * from "./search.ts";
export * from "./services.ts";
export * from "./staff.ts";
export * from "./storefront.ts";
export * from "./subscriptions.ts";
export * from "./written-services.ts";
