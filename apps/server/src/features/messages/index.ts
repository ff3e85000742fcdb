/** Messages between recruiters and seekers, and their live unread counts. */
export { registerMessageStream } from "./live.ts";
export { registerMessageRoutes } from "./routes.ts";
export { createMessagesService } from "./service.ts";
export { createUnreadEmailTask, sendDue as sendDueUnreadEmails, UNREAD_EMAIL_TASK } from "./unread-emails.ts";
