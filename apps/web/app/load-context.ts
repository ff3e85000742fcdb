/**
 * What the server hands every loader and action (React Router's load context).
 * The server builds it per request in apps/server/src/ssr; the web app never reaches the database itself.
 */
import type { Brand, JobDetail, JobSearchResult, SearchServiceContract, Site, SiteId } from "@portal/domain";
import type { AccountsContract } from "./features/accounts/accounts-contract";
import type { PageSession } from "./features/accounts/page-session";
import type { BrowseServiceContract } from "./features/browse/browse-service";

export interface PortalServices {
  jobs: {
    getJob(siteId: SiteId, id: number): Promise<JobDetail | null>;
    similarJobs(job: JobDetail, limit: number): Promise<JobSearchResult["jobs"]>;
  };
  /** Search with filters, facets, typo tolerance and suggestions (SearchRequest → SearchResponse). */
  search: SearchServiceContract;
  /** Companies by slug and open job pages by id range, for browse pages and sitemaps. */
  browse: BrowseServiceContract;
  /** Registration, login, verification and passwords (results carry field problems for forms). */
  accounts: AccountsContract;
}

export interface PortalLoadContext {
  site: Site;
  brand: Brand;
  /** Nonce for inline scripts, matching the Content-Security-Policy header of this reply. */
  cspNonce: string;
  requestId: string;
  /** Scheme, host and port this request came in on, e.g. "http://sg.localhost:3000". */
  origin: string;
  /** Where each country site lives, for the country selector and hreflang links. */
  siteOrigins: Record<SiteId, string>;
  services: PortalServices;
  /** The visitor's session: the user, the CSRF token for forms, login and logout. */
  session: PageSession;
  isDevelopment: boolean;
}

declare module "react-router" {
  interface AppLoadContext extends PortalLoadContext {}
}
