/**
 * The jobs feature as other features and the app see it: nothing else of this folder is imported
 * from outside it.
 */
export { type CityDirectory, createCityDirectory } from "./city-directory.ts";
export { IS_LIVE } from "./job-rows.ts";
export { createBrowseService } from "./listing-pages.ts";
export { createJobPostingService } from "./posting.ts";
export { registerJobPostingRoutes } from "./posting-routes.ts";
export { createJobReviewService } from "./review.ts";
export { registerJobReviewRoutes } from "./review-routes.ts";
export { registerJobRoutes } from "./routes.ts";
export { createJobService } from "./service.ts";
