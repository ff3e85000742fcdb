/**
 * Career advice: the articles in the repository are complete (three languages each, three per site with
 * advice, none on Thailand, Vietnam and Indonesia); the API lists and serves them in the request's
 * language with the highlight's tracking parameters; raw HTML in an article is text, never markup; related
 * jobs come from the site's own search.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CAREER_ARTICLES_PER_SITE, LANGUAGES, SITE_IDS, SITES_WITHOUT_ADVICE } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { TestClient } from "../../testing/test-client.ts";
import { readArticles } from "./index.ts";

const testApp = useTestApp();

describe("the articles in the repository", () => {
  it("exist in every language, three per site with advice, none elsewhere", () => {
    const articles = readArticles();
    for (const article of articles) {
      for (const language of LANGUAGES) {
        expect(article.byLanguage[language].html.length, `${article.slug} ${language}`).toBeGreaterThan(800);
      }
      // Translations are not left in English.
      expect(article.byLanguage.hi.title).toMatch(/[\u0900-\u097F]/);
      expect(article.byLanguage.ar.title).toMatch(/[\u0600-\u06FF]/);
    }
    for (const siteId of SITE_IDS) {
      const count = articles.filter((article) => article.sites.includes(siteId)).length;
      expect(count, siteId).toBe(SITES_WITHOUT_ADVICE.includes(siteId) ? 0 : CAREER_ARTICLES_PER_SITE);
    }
  });

  it("shows an article's raw HTML as text", () => {
    const directory = mkdtempSync(path.join(tmpdir(), "portal-articles-"));
    try {
      mkdirSync(path.join(directory, "sample-article"));
      writeFileSync(
        path.join(directory, "sample-article", "article.yaml"),
        "sites: [india]\norder: 1\ncategory: resume\nimage: /career-advice/resume.svg\npublished: 2026-11-01\nupdated: 2026-11-02\n",
      );
      for (const language of LANGUAGES) {
        writeFileSync(
          path.join(directory, "sample-article", `${language}.md`),
          `---\ntitle: A sample article\nsummary: A summary long enough to pass the rule.\n---\n## Heading\n\n<script>alert(1)</script> and [a link](javascript:alert(1))\n`,
        );
      }
      const [article] = readArticles(directory);
      expect(article?.byLanguage.en.html).toContain("<h2>Heading</h2>");
      expect(article?.byLanguage.en.html).toContain("&lt;script&gt;");
      expect(article?.byLanguage.en.html).not.toContain("<script>");
      expect(article?.byLanguage.en.html).not.toContain('href="javascript:');
      expect(article?.byLanguage.en.published).toBe("2026-11-01");
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe("career advice over the API", () => {
  it("lists the site's articles in the page's language, serves one, and gives the highlight", async () => {
    const gulf = new TestClient(testApp.app, { host: "gulf.localhost" });
    const list = (await gulf.get("/api/career-advice", { headers: { "accept-language": "ar" } })).json().data;
    expect(list.articles).toHaveLength(3);
    expect(list.articles.map((article: { slug: string }) => article.slug)).toContain("gulf-work-permits");

    const article = (
      await gulf.get("/api/career-advice/gulf-work-permits", { headers: { "x-language-code": "ar" } })
    ).json().data;
    expect(article.title).toMatch(/[\u0600-\u06FF]/);
    expect(article).toMatchObject({
      slug: "gulf-work-permits",
      url: "/career-advice/gulf-work-permits.html",
    });
    expect(article.html).toContain("<h2>");

    const highlight = (await gulf.get("/api/career-advice/highlight")).json().data.highlight;
    expect(highlight.url).toBe(
      "/career-advice/resume-recruiters-read.html?utm_source=portal&utm_medium=home&utm_campaign=career-advice",
    );
    // An article of another site is not found here; Thailand has none.
    expect(
      (
        await new TestClient(testApp.app, { host: "sg.localhost" }).get(
          "/api/career-advice/gulf-work-permits",
        )
      ).statusCode,
    ).toBe(404);
    const thailand = new TestClient(testApp.app, { host: "th.localhost" });
    expect((await thailand.get("/api/career-advice")).json().data.articles).toEqual([]);
    expect((await thailand.get("/api/career-advice/highlight")).json().data.highlight).toBeNull();
  });
});
