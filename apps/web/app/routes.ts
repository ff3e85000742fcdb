/**
 * Every page may carry a language prefix (/hi/…, /ar/…); English has none. Page loaders answer 404
 * for a prefix that is not a language. Modules serving several addresses get one id per address.
 */
import { type RouteConfig, route } from "@react-router/dev/routes";

const COMING_SOON = "routes/coming-soon.tsx";
const SEARCH_RESULTS = "routes/search-results.tsx";
const BROWSE = "routes/browse.tsx";
const REGISTRATION_STEP = "routes/seeker-registration-step.tsx";

export default [
  route(":lang?", "routes/home.tsx", { id: "home" }),
  route(":lang?/search/results", SEARCH_RESULTS, { id: "search-results" }),
  route(":lang?/srp/results", SEARCH_RESULTS, { id: "srp-results" }),
  route(":lang?/find-results.html", SEARCH_RESULTS, { id: "find-results" }),
  route(":lang?/job/:slugId", "routes/job-detail.tsx", { id: "job-detail" }),
  route(":lang?/jobs", "routes/browse-index.tsx", { id: "browse-index" }),
  route(":lang?/jobs/company/:slug", BROWSE, { id: "browse-company" }),
  route(":lang?/company/:slug", "routes/company-page.tsx", { id: "company-page" }),
  route(":lang?/career-advice", "routes/career-advice.tsx", { id: "career-advice" }),
  route(":lang?/covid-jobs", "routes/covid-jobs.tsx", { id: "covid-jobs" }),
  route(":lang?/career-events", "routes/career-events.tsx", { id: "career-events" }),
  route(":lang?/career-events/:id", "routes/career-event.tsx", { id: "career-event" }),
  route(":lang?/career-advice/:file", "routes/career-article.tsx", { id: "career-article" }),
  route(":lang?/jobs/industry/:slug", BROWSE, { id: "browse-industry" }),
  route(":lang?/jobs/function/:slug", BROWSE, { id: "browse-function" }),
  route(":lang?/jobs/:slug", BROWSE, { id: "browse" }),
  route("sitemap.xml", "routes/sitemap-index.ts", { id: "sitemap-index" }),
  route("sitemaps/:file", "routes/sitemap-child.ts", { id: "sitemap-child" }),
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("i18n/:file", "routes/i18n-catalogue.ts", { id: "i18n-catalogue" }),
  route(":lang?/seeker/dashboard", "routes/seeker-dashboard.tsx", { id: "seeker-dashboard" }),
  route(":lang?/seeker/notifications", "routes/seeker-notifications.tsx", { id: "seeker-notifications" }),
  route(":lang?/seeker/profile", "routes/seeker-profile.tsx", { id: "seeker-profile" }),
  route(":lang?/seeker/profile/resume", "routes/seeker-profile-resume.tsx", { id: "seeker-profile-resume" }),
  route(":lang?/seeker/cards/:cardId", "routes/seeker-card.tsx", { id: "seeker-card" }),
  // Seeker searches: saved searches, recent searches, saved jobs, and saves waiting for login.
  route(":lang?/seeker/saved-searches", "routes/seeker-saved-searches.tsx", { id: "seeker-saved-searches" }),
  route(":lang?/seeker/saved-jobs", "routes/seeker-saved-jobs.tsx", { id: "seeker-saved-jobs" }),
  route(":lang?/seeker/save-pending", "routes/seeker-save-pending.tsx", { id: "seeker-save-pending" }),
  // Recommendations: recommended, suggested and network jobs; the "not interested" list.
  route(":lang?/seeker/recommended-jobs", "routes/seeker-recommended-jobs.tsx", {
    id: "seeker-recommended-jobs",
  }),
  route(":lang?/seeker/not-interested", "routes/seeker-not-interested.tsx", { id: "seeker-not-interested" }),
  // Job alerts: the free alert form, its success and confirmation, the list, replace, unsubscribe.
  route(":lang?/seeker/free-job-alert", "routes/seeker-free-job-alert.tsx", { id: "free-job-alert" }),
  route(":lang?/seeker/job-alert-success", "routes/seeker-job-alert-success.tsx", {
    id: "job-alert-success",
  }),
  route(":lang?/seeker/job-alert-list", "routes/seeker-job-alert-list.tsx", { id: "job-alert-list" }),
  route(":lang?/seeker/job-alert-replace", "routes/seeker-job-alert-replace.tsx", {
    id: "job-alert-replace",
  }),
  route(":lang?/seeker/job-alert-unsubscribe", "routes/seeker-job-alert-unsubscribe.tsx", {
    id: "job-alert-unsubscribe",
  }),
  // Applications: apply (one job or several), after applying, the seeker's applied jobs, recruiters' applicants.
  route(":lang?/seeker/apply", "routes/seeker-apply.tsx", { id: "seeker-apply" }),
  route(":lang?/search/applied-success", "routes/search-applied-success.tsx", { id: "applied-success" }),
  route(":lang?/srp/applied-success", "routes/search-applied-success.tsx", { id: "srp-applied-success" }),
  route(":lang?/seeker/applied-jobs", "routes/seeker-applied-jobs.tsx", { id: "seeker-applied-jobs" }),
  route(":lang?/employer/applicants", "routes/employer-applicants.tsx", { id: "employer-applicants" }),
  // Recruiters' own jobs: the list, a new posting and a change share one form page.
  route(":lang?/employer/jobs", "routes/employer-jobs.tsx", { id: "employer-jobs" }),
  route(":lang?/employer/jobs/new", "routes/employer-job-form.tsx", { id: "employer-job-new" }),
  route(":lang?/employer/jobs/:jobId/edit", "routes/employer-job-form.tsx", { id: "employer-job-edit" }),
  route(":lang?/employer/jobs/:jobId/applicants", "routes/employer-job-applicants.tsx", {
    id: "employer-job-applicants",
  }),
  route(":lang?/employer/applications/:applicationId", "routes/employer-application.tsx", {
    id: "employer-application",
  }),
  // Accounts: registration steps, login, passwords, verification, sign-out, employers, dev outbox.
  route(":lang?/seeker/registration", "routes/seeker-registration.tsx", { id: "seeker-registration" }),
  route(":lang?/seeker/personal", "routes/seeker-registration.tsx", { id: "seeker-personal" }),
  route(":lang?/seeker/employment", REGISTRATION_STEP, { id: "seeker-employment" }),
  route(":lang?/seeker/education", REGISTRATION_STEP, { id: "seeker-education" }),
  route(":lang?/seeker/job-preference", REGISTRATION_STEP, { id: "seeker-job-preference" }),
  route(":lang?/seeker/single-page-registration", "routes/seeker-single-page-registration.tsx", {
    id: "seeker-single-page-registration",
  }),
  route(":lang?/rio/login", "routes/rio-login.tsx", { id: "rio-login" }),
  route(":lang?/riologin.html", "routes/rio-legacy-login.tsx", { id: "rio-legacy-login" }),
  route(":lang?/rio/sign-out", "routes/rio-sign-out.tsx", { id: "rio-sign-out" }),
  route(":lang?/rio/social-login", "routes/rio-social-login.tsx", { id: "rio-social-login" }),
  route(":lang?/rio/forgot-password", "routes/rio-forgot-password.tsx", { id: "rio-forgot-password" }),
  route(":lang?/rio/reset-password", "routes/rio-reset-password.tsx", { id: "rio-reset-password" }),
  route(":lang?/rio/change-password", "routes/rio-change-password.tsx", { id: "rio-change-password" }),
  route(":lang?/rio/verify-email", "routes/rio-verify-email.tsx", { id: "rio-verify-email" }),
  route(":lang?/rio/verify-mobile", "routes/rio-verify-mobile.tsx", { id: "rio-verify-mobile" }),
  route(":lang?/employer/login", "routes/employer-login.tsx", { id: "employer-login" }),
  route(":lang?/employer/register", "routes/employer-register.tsx", { id: "employer-register" }),
  route(":lang?/employer/team", "routes/employer-team.tsx", { id: "employer-team" }),
  route(":lang?/employer/company", "routes/employer-company.tsx", { id: "employer-company" }),
  route(":lang?/employer/invitation", "routes/employer-invitation.tsx", { id: "employer-invitation" }),
  route(":lang?/employer/dashboard", "routes/employer-dashboard.tsx", { id: "employer-dashboard" }),
  // Staff: their own login and the job review queue.
  route(":lang?/staff/login", "routes/staff-login.tsx", { id: "staff-login" }),
  route(":lang?/staff/review", "routes/staff-review.tsx", { id: "staff-review" }),
  route(":lang?/staff/orders", "routes/staff-orders.tsx", { id: "staff-orders" }),
  route(":lang?/staff/fulfilment", "routes/staff-fulfilment.tsx", { id: "staff-fulfilment" }),
  route(":lang?/staff/interviews", "routes/staff-interviews.tsx", { id: "staff-interviews" }),
  route(":lang?/staff/fulfilment/:serviceId", "routes/staff-fulfilment-work.tsx", {
    id: "staff-fulfilment-work",
  }),
  route(":lang?/staff/promo-codes", "routes/staff-promo-codes.tsx", { id: "staff-promo-codes" }),
  route(":lang?/staff/catalogue", "routes/staff-catalogue.tsx", { id: "staff-catalogue" }),
  route(":lang?/staff/ecash", "routes/staff-ecash.tsx", { id: "staff-ecash" }),
  route(":lang?/staff/audit-log", "routes/staff-audit-log.tsx", { id: "staff-audit-log" }),
  route(":lang?/staff/leads", "routes/staff-leads.tsx", { id: "staff-leads" }),
  route(":lang?/staff/polls", "routes/staff-polls.tsx", { id: "staff-polls" }),
  route(":lang?/staff/feedback", "routes/staff-feedback.tsx", { id: "staff-feedback" }),
  route(":lang?/staff/events", "routes/staff-events.tsx", { id: "staff-events" }),
  route(":lang?/staff/analytics", "routes/staff-analytics.tsx", { id: "staff-analytics" }),
  // Media and views: the seeker's photo and profile performance, the recruiter's view of a seeker.
  route(":lang?/seeker/photo", "routes/seeker-photo.tsx", { id: "seeker-photo" }),
  route(":lang?/seeker/profile-performance", "routes/seeker-profile-performance.tsx", {
    id: "seeker-profile-performance",
  }),
  route(":lang?/employer/seeker/:seekerId", "routes/employer-seeker.tsx", { id: "employer-seeker" }),
  route(":lang?/employer/candidates", "routes/employer-candidates.tsx", { id: "employer-candidates" }),
  route(":lang?/seeker/settings", "routes/seeker-settings.tsx", { id: "seeker-settings" }),
  route(":lang?/seeker/delete-account", "routes/seeker-delete-account.tsx", { id: "seeker-delete-account" }),
  route(":lang?/seeker/feedback", "routes/seeker-feedback.tsx", { id: "seeker-feedback" }),
  // Skill assessments (user menu "Assessment"): the site's tests, and an attempt or its result.
  route(":lang?/seeker/assessments", "routes/seeker-assessments.tsx", { id: "seeker-assessments" }),
  route(":lang?/seeker/assessments/attempts/:attemptId", "routes/seeker-assessment-attempt.tsx", {
    id: "seeker-assessment-attempt",
  }),
  route(":lang?/seeker/messages", "routes/seeker-messages.tsx", { id: "seeker-messages" }),
  route(":lang?/seeker/messages/:conversationId", "routes/seeker-conversation.tsx", {
    id: "seeker-conversation",
  }),
  route(":lang?/employer/messages", "routes/employer-messages.tsx", { id: "employer-messages" }),
  route(":lang?/employer/messages/:conversationId", "routes/employer-conversation.tsx", {
    id: "employer-conversation",
  }),
  // Career services: the catalogue, a page per service (the spec's premiumservices paths), cart, orders.
  route(":lang?/career-services", "routes/career-services.tsx", { id: "career-services" }),
  route(":lang?/trex/career-services", "routes/career-services.tsx", { id: "trex-career-services" }),
  ...[
    "featured-profile-services",
    "resume-services",
    "career-booster",
    "profile-highlighter",
    "linkedin-profile-makeover",
    "mock-interview",
  ].map((path) => route(`:lang?/${path}`, "routes/career-service.tsx", { id: `service-${path}` })),
  route(":lang?/resume-score", "routes/resume-score.tsx", { id: "resume-score" }),
  // Signing in to the learning site (the portal is its OpenID provider).
  route(":lang?/sso/:uid", "routes/sso-consent.tsx", { id: "sso-consent" }),
  // The learning provider's course catalogue, a course with its preview, a bundle with its courses.
  route(":lang?/courses", "routes/courses.tsx", { id: "courses" }),
  route(":lang?/courses/bundles/:bundleId", "routes/courses-bundle.tsx", { id: "courses-bundle" }),
  route(":lang?/courses/:courseId", "routes/courses-detail.tsx", { id: "courses-detail" }),
  route(":lang?/cart", "routes/cart.tsx", { id: "cart" }),
  route(":lang?/cart/prefill", "routes/cart-prefill.tsx", { id: "cart-prefill" }),
  route(":lang?/seeker/subscriptions", "routes/seeker-subscriptions.tsx", { id: "seeker-subscriptions" }),
  route(":lang?/seeker/learning", "routes/seeker-learning.tsx", { id: "seeker-learning" }),
  route(":lang?/seeker/services/:serviceId", "routes/seeker-service.tsx", { id: "seeker-service" }),
  route(":lang?/seeker/mock-interviews/:serviceId", "routes/seeker-mock-interviews.tsx", {
    id: "seeker-mock-interviews",
  }),
  route(":lang?/seeker/subscriptions/designed-resume.pdf", "routes/seeker-designed-resume.ts", {
    id: "seeker-designed-resume",
  }),
  route(":lang?/seeker/orders", "routes/seeker-orders.tsx", { id: "seeker-orders" }),
  route(":lang?/seeker/orders/:orderId", "routes/seeker-order.tsx", { id: "seeker-order" }),
  route(":lang?/seeker/orders/:orderId/invoice.pdf", "routes/seeker-order-invoice.ts", {
    id: "seeker-order-invoice",
  }),
  // What the portal is, its terms, its privacy policy and how to reach the site: linked from every footer.
  route(":lang?/about-us", "routes/about-us.tsx", { id: "about-us" }),
  route(":lang?/terms-and-conditions", "routes/terms-and-conditions.tsx", { id: "terms-and-conditions" }),
  route(":lang?/privacy-policy", "routes/privacy-policy.tsx", { id: "privacy-policy" }),
  route(":lang?/contact-us", "routes/contact-us.tsx", { id: "contact-us" }),
  route(":lang?/dev/outbox", "routes/dev-outbox.tsx", { id: "dev-outbox" }),
  route(":lang?/coming-soon/:feature", COMING_SOON, { id: "coming-soon" }),
  route(":lang?/*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
