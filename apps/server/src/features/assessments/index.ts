/** Skill assessments (user menu "Assessment"): timed tests, results and the badges recruiters see. */
export { CLOSE_ATTEMPTS_TASK, createCloseAttemptsTask } from "./closing.ts";
export { seedDemoAssessments } from "./demo-assessments.ts";
export { registerAssessmentRoutes } from "./routes.ts";
export { createAssessmentsService } from "./service.ts";
