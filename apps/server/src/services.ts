/** The feature services, built once per process and shared by API routes and page loaders. */
import type pg from "pg";
import type { PortalServices } from "../../web/app/load-context";
import { createJobService } from "./features/jobs/service";

export function createServices(pool: pg.Pool): PortalServices {
  return { jobs: createJobService(pool) };
}
