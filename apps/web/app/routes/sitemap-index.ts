/**
 * /sitemap.xml of the site the request came to: an index of its child sitemaps (see
 * features/browse/sitemap.ts). A resource route of the web app rather than a Fastify route, because it
 * needs what pages need (the site of the host, its origin, the browse lists), all of which the load
 * context already carries; Fastify would have to rebuild them.
 */
import {
  BROWSE_SITEMAP,
  childSitemapPath,
  jobBlocks,
  jobSitemapName,
  PAGES_SITEMAP,
  sitemapIndexXml,
} from "../features/browse/sitemap.ts";
import { XML_HEADERS } from "../features/browse/sitemap-response.server.ts";
import type { Route } from "./+types/sitemap-index";

export async function loader({ context }: Route.LoaderArgs) {
  const { browse } = context.services;
  const [range, latest] = await Promise.all([browse.jobIdRange(), browse.latestPostedAt(context.site.id)]);
  const children = [
    { path: childSitemapPath(PAGES_SITEMAP), lastmod: latest },
    { path: childSitemapPath(BROWSE_SITEMAP), lastmod: latest },
    ...jobBlocks(range.minId, range.maxId).map((block) => ({
      path: childSitemapPath(jobSitemapName(block)),
    })),
  ];
  return new Response(sitemapIndexXml(context.origin, children), { headers: XML_HEADERS });
}
