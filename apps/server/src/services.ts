/** The feature services, built once per process and shared by API routes and page loaders. */
import type pg from "pg";
import type { PortalServices } from "../../web/app/load-context";
import { createBrowseService } from "./features/browse/service";
import { createJobService } from "./features/jobs/service";
import { createSearchService } from "./features/search/service";

export function createServices(pool: pg.Pool): PortalServices {
  return {
    jobs: createJobService(pool),
    search: createSearchService(pool),
    browse: createBrowseService(pool),
  };
}
