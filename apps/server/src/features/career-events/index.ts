/** Career events (spec: career events and publish): job fairs and webinars, registration, reminders. */
export { seedDemoEvents } from "./demo-events.ts";
export { createEventReminderTask, EVENT_REMINDER_TASK } from "./reminders.ts";
export { registerCareerEventRoutes } from "./routes.ts";
export { createCareerEventsService } from "./service.ts";
