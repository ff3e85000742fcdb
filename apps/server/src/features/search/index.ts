/**
 * The search feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { createSearchRefreshTask, refreshSearchIndexIfEmpty } from "./refresh.ts";
export { registerSearchRoutes } from "./routes.ts";
export { createSearchConnections, type SearchConnections } from "./search-connections.ts";
export { createSearchService } from "./service.ts";
