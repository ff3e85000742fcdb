export { registerResumeScoreRoutes } from "./routes.ts";
export { createResumeScoreService, REFRESH_TASK, type ResumeScoreService } from "./service.ts";
