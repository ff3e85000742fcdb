/**
 * sitemap.xml and robots.txt of a country site (https://www.sitemaps.org/protocol.html).
 *
 * /sitemap.xml is an index of child sitemaps: one of static pages, one of browse pages, and one per
 * block of JOB_ID_BLOCK job ids. A block holds at most that many ids, so no child can exceed the
 * protocol's 50,000 URLs whatever the site's share of jobs, and a block is read with one primary-key
 * range scan: nothing has to count or sort a million jobs to draw the index.
 */
import { LANGUAGES, type Language, withLanguage } from "@portal/domain";

/** The protocol's limit of URLs per sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;
export const JOB_ID_BLOCK = MAX_SITEMAP_URLS;

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
export const PAGES_SITEMAP = "pages";
export const BROWSE_SITEMAP = "browse";
const JOB_SITEMAP_PATTERN = /^jobs-(\d{1,9})$/;

export function childSitemapPath(name: string): string {
  return `/sitemaps/${name}.xml`;
}

export function jobSitemapName(block: number): string {
  return `jobs-${block}`;
}

export type ChildSitemap =
  | { kind: "pages" }
  | { kind: "browse" }
  | { kind: "jobs"; block: number; fromId: number; toId: number };

/** Which child a /sitemaps/<name>.xml address asks for; null for anything else (a 404). */
export function parseChildSitemap(name: string): ChildSitemap | null {
  if (name === PAGES_SITEMAP) return { kind: "pages" };
  if (name === BROWSE_SITEMAP) return { kind: "browse" };
  const match = JOB_SITEMAP_PATTERN.exec(name);
  if (!match?.[1]) return null;
  const block = Number(match[1]);
  return { kind: "jobs", block, fromId: block * JOB_ID_BLOCK, toId: (block + 1) * JOB_ID_BLOCK };
}

/** The job-id blocks between the lowest and highest id; empty when there are no jobs. */
export function jobBlocks(minId: number | null, maxId: number | null): number[] {
  if (minId === null || maxId === null || maxId < minId) return [];
  const first = Math.floor(minId / JOB_ID_BLOCK);
  const last = Math.floor(maxId / JOB_ID_BLOCK);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** Sitemaps want URLs percent-encoded (slugs may hold Devanagari) and then XML-escaped. */
export function sitemapLoc(origin: string, path: string): string {
  return escapeXml(`${origin}${encodeURI(path)}`);
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
export const URLSET_CLOSE = "</urlset>\n";

function lastmodTag(lastmod: string | null | undefined): string {
  return lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
}

export function sitemapIndexXml(
  origin: string,
  children: ReadonlyArray<{ path: string; lastmod?: string | null }>,
): string {
  const entries = children
    .map(
      (child) =>
        `<sitemap><loc>${sitemapLoc(origin, child.path)}</loc>${lastmodTag(child.lastmod)}</sitemap>`,
    )
    .join("\n");
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}${entries ? "\n" : ""}</sitemapindex>\n`;
}

export function urlEntry(origin: string, path: string, lastmod?: string | null): string {
  return `<url><loc>${sitemapLoc(origin, path)}</loc>${lastmodTag(lastmod)}</url>\n`;
}

/** A page in every language: the pages are the same content, each language at its own address. */
export function inEveryLanguage(path: string): string[] {
  return LANGUAGES.map((language: Language) => withLanguage(path, language));
}

/**
 * What crawlers may fetch. Result pages of free-text searches are endless combinations of the same
 * jobs (the browse pages are their indexable form); accounts, employer pages and the API are private.
 */
const PRIVATE_PREFIXES = [
  "/api/",
  "/search/",
  "/srp/",
  "/find-results.html",
  "/seeker/",
  "/rio/",
  "/riologin.html",
  "/employer/",
  "/coming-soon/",
];

export function robotsTxt(origin: string): string {
  const disallowed = PRIVATE_PREFIXES.flatMap((prefix) =>
    prefix === "/api/" ? [prefix] : LANGUAGES.map((language) => withLanguage(prefix, language)),
  );
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "Allow: /",
    "",
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    "",
  ].join("\n");
}
