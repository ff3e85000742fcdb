/** Courses from the learning provider (decision 050): single sign-on, the cached catalogue, progress. */

export { createCoursePages } from "./course-pages.ts";
export { registerCourseRoutes } from "./course-routes.ts";
export {
  type CourseService,
  createCourseService,
  isValidWebhookSignature,
  LEARNING_RECONCILE_TASK,
} from "./courses.ts";
export { createLearnerService } from "./learner.ts";
export { registerLearnerRoutes } from "./learner-routes.ts";
export { sweepExpiredOidcModels } from "./oidc-adapter.ts";
export { createHttpLearningProvider, type LearningProvider } from "./provider-client.ts";
export { type CoursePurchases, createCoursePurchases } from "./purchases.ts";
export { createLearningSso, type LearningSso } from "./sso.ts";
export { registerSsoRoutes } from "./sso-routes.ts";
