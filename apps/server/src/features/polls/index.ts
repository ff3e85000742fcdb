/** Polls with feedback (spec: poll with vote, poll feedback, poll results). */
export { seedDemoPolls } from "./demo-polls.ts";
export { registerPollRoutes } from "./routes.ts";
export { createPollsService } from "./service.ts";
