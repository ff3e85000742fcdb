import { describe, expect, it } from "vitest";
import {
  childSitemapPath,
  escapeXml,
  inEveryLanguage,
  JOB_ID_BLOCK,
  jobBlocks,
  MAX_SITEMAP_URLS,
  parseChildSitemap,
  robotsTxt,
  sitemapIndexXml,
  sitemapLoc,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
} from "./sitemap.ts";

const origin = "http://in.localhost:3000";

describe("job sitemap blocks", () => {
  it("never hold more ids than a sitemap may hold URLs", () => {
    expect(JOB_ID_BLOCK).toBeLessThanOrEqual(MAX_SITEMAP_URLS);
  });

  it("cover every id from the lowest to the highest", () => {
    expect(jobBlocks(null, null)).toEqual([]);
    expect(jobBlocks(1, 20_000)).toEqual([0]);
    expect(jobBlocks(1, 1_000_000)).toEqual(Array.from({ length: 21 }, (_, index) => index));
    expect(jobBlocks(120_000, 160_000)).toEqual([2, 3]);
  });

  it("are addressed by number, and only real children are found", () => {
    expect(parseChildSitemap("jobs-3")).toEqual({ kind: "jobs", block: 3, fromId: 150_000, toId: 200_000 });
    expect(parseChildSitemap("pages")).toEqual({ kind: "pages" });
    expect(parseChildSitemap("browse")).toEqual({ kind: "browse" });
    for (const name of ["jobs-", "jobs--1", "jobs-1.5", "jobs-x", "other", "jobs-1234567890"]) {
      expect(parseChildSitemap(name), name).toBeNull();
    }
    expect(childSitemapPath("jobs-3")).toBe("/sitemaps/jobs-3.xml");
  });
});

describe("sitemap XML", () => {
  it("escapes the five XML specials", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  it("percent-encodes non-ASCII paths and then escapes them", () => {
    expect(sitemapLoc(origin, "/job/नर्स-12")).toBe(`${origin}/job/%E0%A4%A8%E0%A4%B0%E0%A5%8D%E0%A4%B8-12`);
    expect(sitemapLoc(origin, "/jobs?page=2&x=1")).toBe(`${origin}/jobs?page=2&amp;x=1`);
  });

  it("writes an index of child sitemaps with their dates when known", () => {
    const xml = sitemapIndexXml(origin, [
      { path: "/sitemaps/pages.xml", lastmod: "2026-11-20T10:00:00.000Z" },
      { path: "/sitemaps/jobs-0.xml" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<sitemap><loc>${origin}/sitemaps/pages.xml</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod></sitemap>`,
        `<sitemap><loc>${origin}/sitemaps/jobs-0.xml</loc></sitemap>`,
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });

  it("writes URL entries that form a well-formed urlset", () => {
    const body = `${URLSET_OPEN}${urlEntry(origin, "/job/java-developer-1", "2026-11-01T00:00:00.000Z")}${urlEntry(origin, "/jobs")}${URLSET_CLOSE}`;
    expect(body).toContain(
      `<url><loc>${origin}/job/java-developer-1</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod></url>`,
    );
    expect(body).toContain(`<url><loc>${origin}/jobs</loc></url>`);
    expect(body.match(/<url>/g)).toHaveLength(2);
    expect(body.endsWith("</urlset>\n")).toBe(true);
  });

  it("lists a page in each language", () => {
    expect(inEveryLanguage("/jobs/java-jobs")).toEqual([
      "/jobs/java-jobs",
      "/hi/jobs/java-jobs",
      "/ar/jobs/java-jobs",
    ]);
    expect(inEveryLanguage("/")).toEqual(["/", "/hi", "/ar"]);
  });
});

describe("robotsTxt", () => {
  const robots = robotsTxt(origin);

  it("points at the site's own sitemap index", () => {
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("keeps crawlers out of search results, accounts, employer pages and the API, in every language", () => {
    for (const path of [
      "/api/",
      "/search/",
      "/srp/",
      "/find-results.html",
      "/seeker/",
      "/rio/",
      "/employer/",
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    for (const path of [
      "/hi/search/",
      "/ar/search/",
      "/hi/seeker/",
      "/ar/employer/",
      "/ar/find-results.html",
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });

  it("leaves job, browse and home pages open", () => {
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] ?? "");
    for (const path of ["/", "/job/java-developer-1", "/jobs/java-jobs", "/hi/jobs", "/ar/"]) {
      expect(
        disallowed.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false);
    }
  });
});
