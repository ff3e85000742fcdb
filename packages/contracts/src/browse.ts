/**
 * What browse pages and sitemaps need from the server beyond the search service: companies by their
 * URL slug, and open job pages read by id range for sitemaps. Implemented in
 * apps/server/src/features/jobs/listing-pages.ts; the web app only sees this interface (load context).
 */
import type { SiteId } from "@portal/domain";

export interface BrowseCompany {
  name: string;
  slug: string;
}

export interface SitemapJob {
  id: number;
  slug: string;
  /** ISO date-time of the last change. */
  updatedAt: string;
}

export interface JobIdRange {
  minId: number | null;
  maxId: number | null;
}

export interface BrowseServiceContract {
  /** A company that has posted on this site, by its slug; null when there is none. */
  findCompany(siteId: SiteId, slug: string): Promise<BrowseCompany | null>;
  /** Slugs of companies known by name (names as search facets and popular lists give them). */
  companySlugs(names: readonly string[]): Promise<Map<string, string>>;
  /** Lowest and highest job id of all sites: the span the job sitemaps cover. */
  jobIdRange(): Promise<JobIdRange>;
  /** When the site's newest open job was posted (ISO), or null. */
  latestPostedAt(siteId: SiteId): Promise<string | null>;
  /** Open jobs of a site with ids in (afterId, beforeId), in id order, at most `limit`. */
  openJobPages(siteId: SiteId, afterId: number, beforeId: number, limit: number): Promise<SitemapJob[]>;
}
