/**
 * The engagement-cards feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { seedDemoCards } from "./demo-cards.ts";
export { createEngagementCardPages } from "./pages.ts";
export { registerEngagementCardRoutes } from "./routes.ts";
export { createEngagementCardsService } from "./service.ts";
