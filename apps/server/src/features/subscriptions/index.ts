export { registerInterviewRoutes } from "./interview-routes.ts";
export { createInterviewService, INTERVIEW_REMINDER_TASK, type InterviewService } from "./interviews.ts";
export { registerSubscriptionRoutes } from "./routes.ts";
export {
  createSubscriptionService,
  EXPIRY_TASK,
  REMINDER_DAYS,
  type SubscriptionService,
} from "./service.ts";
export { createWritingService, WRITING_REMINDER_TASK, type WritingService } from "./writing.ts";
export { registerWritingRoutes } from "./writing-routes.ts";
