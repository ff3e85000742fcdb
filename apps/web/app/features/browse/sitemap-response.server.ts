/**
 * The bodies of the child sitemaps. Job sitemaps are streamed in batches read by id (keyset), so a
 * 50,000-URL file is never held in memory whole and the first bytes leave after the first batch.
 */

import type { PortalServices } from "@portal/contracts";
import { jobPath, type SiteId } from "@portal/domain";
import { INFO_PAGES } from "../info-pages/info-pages.ts";
import { browseDirectory } from "./browse-directory.server.ts";
import { BROWSE_PATH } from "./browse-paths.ts";
import { type ChildSitemap, inEveryLanguage, URLSET_CLOSE, URLSET_OPEN, urlEntry } from "./sitemap.ts";

export const XML_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  // Crawlers come back daily at most; an hour spares the database without leaving them behind.
  "Cache-Control": "public, max-age=3600",
};

export const JOB_BATCH = 5_000;

/** Pages that follow the jobs: the home page and the browse index, in every language. */
export const STATIC_PATHS = ["/", BROWSE_PATH];

type Services = Pick<PortalServices, "search" | "browse">;

function urlset(origin: string, entries: Array<{ path: string; lastmod?: string | null }>): string {
  return `${URLSET_OPEN}${entries.map((entry) => urlEntry(origin, entry.path, entry.lastmod)).join("")}${URLSET_CLOSE}`;
}

export async function pagesSitemap(services: Services, siteId: SiteId, origin: string): Promise<string> {
  const latest = await services.browse.latestPostedAt(siteId);
  return urlset(origin, [
    ...STATIC_PATHS.flatMap(inEveryLanguage).map((path) => ({ path, lastmod: latest })),
    // The information pages change with a release, not with the jobs: no date is better than a wrong one.
    ...INFO_PAGES.flatMap((page) => inEveryLanguage(page.path)).map((path) => ({ path })),
  ]);
}

export async function browseSitemap(services: Services, siteId: SiteId, origin: string): Promise<string> {
  const [directory, latest] = await Promise.all([
    browseDirectory(services, siteId),
    services.browse.latestPostedAt(siteId),
  ]);
  const links = [
    ...directory.skills,
    ...directory.cities,
    ...directory.companies,
    ...directory.industries,
    ...directory.functions,
    ...directory.skillsInCities,
  ];
  return urlset(
    origin,
    links.flatMap((link) => inEveryLanguage(link.href)).map((path) => ({ path, lastmod: latest })),
  );
}

/**
 * Open jobs with ids in [fromId, toId). Job pages are listed in English only: each job page names its
 * Hindi and Arabic versions itself (hreflang), and listing all three would triple the files.
 */
export function jobsSitemapStream(
  services: Services,
  siteId: SiteId,
  origin: string,
  { fromId, toId }: Extract<ChildSitemap, { kind: "jobs" }>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let afterId = fromId - 1;
  let isOpen = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!isOpen) {
        isOpen = true;
        controller.enqueue(encoder.encode(URLSET_OPEN));
      }
      const jobs = await services.browse.openJobPages(siteId, afterId, toId, JOB_BATCH);
      if (jobs.length > 0) {
        controller.enqueue(
          encoder.encode(jobs.map((job) => urlEntry(origin, jobPath(job), job.updatedAt)).join("")),
        );
        afterId = jobs[jobs.length - 1]?.id ?? toId;
      }
      if (jobs.length < JOB_BATCH) {
        controller.enqueue(encoder.encode(URLSET_CLOSE));
        controller.close();
      }
    },
  });
}
