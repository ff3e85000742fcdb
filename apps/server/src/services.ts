/** The feature services, built once per process and shared by API routes and page loaders. */
import type pg from "pg";
import type { AccountsContract } from "../../web/app/features/accounts/accounts-contract";
import type { PortalServices } from "../../web/app/load-context";
import { createBrowseService } from "./features/browse/service";
import { createJobService } from "./features/jobs/service";
import { createSearchService } from "./features/search/service";

/** Services built elsewhere because they need more than the pool (accounts: notifier, rate limits). */
export interface PrebuiltServices {
  accounts: AccountsContract;
}

export function createServices(pool: pg.Pool, prebuilt: PrebuiltServices): PortalServices {
  return {
    ...prebuilt,
    jobs: createJobService(pool),
    search: createSearchService(pool),
    browse: createBrowseService(pool),
  };
}
