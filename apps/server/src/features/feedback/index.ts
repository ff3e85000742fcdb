/** Seekers' feedback and staff's replies (user menu "Feedback"). */
export { registerFeedbackRoutes } from "./routes.ts";
export { createFeedbackService } from "./service.ts";
