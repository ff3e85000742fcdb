/** /robots.txt of the site the request came to, pointing at that site's own sitemap. */
import { robotsTxt } from "../features/browse/sitemap.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
