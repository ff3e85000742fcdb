/** /sitemaps/<name>.xml: one child of the site's sitemap index (pages, browse, or a block of job ids). */
import { parseChildSitemap } from "../features/browse/sitemap.ts";
import {
  browseSitemap,
  jobsSitemapStream,
  pagesSitemap,
  XML_HEADERS,
} from "../features/browse/sitemap-response.server.ts";
import { notFound } from "../lib/page-language.ts";
import type { Route } from "./+types/sitemap-child";

export async function loader({ params, context }: Route.LoaderArgs) {
  const name = /^(.+)\.xml$/.exec(params.file ?? "")?.[1];
  const child = name ? parseChildSitemap(name) : null;
  if (!child) throw notFound();
  const { services, site, origin } = context;
  switch (child.kind) {
    case "pages":
      return new Response(await pagesSitemap(services, site.id, origin), { headers: XML_HEADERS });
    case "browse":
      return new Response(await browseSitemap(services, site.id, origin), { headers: XML_HEADERS });
    case "jobs":
      return new Response(jobsSitemapStream(services, site.id, origin, child), { headers: XML_HEADERS });
  }
}
