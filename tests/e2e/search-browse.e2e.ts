/**
 * Browse pages, sitemaps and robots.txt: what search engines and people arriving from them see, on the
 * India and Gulf sites, in English and Hindi.
 */
import { describe, expect, it } from "vitest";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  portalUrl,
  requestFromSite,
  useBrowser,
} from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

function numberIn(value: string | null): number {
  return Number((value ?? "").replace(/[,\s]/g, "").match(/\d+/)?.[0] ?? Number.NaN);
}

describe("browse pages", () => {
  it("India, English: index → skill → skill in a city, each with its count, jobs and canonical address", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/jobs"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(text("en", "browse.indexTitle"));
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    const skills = page.getByRole("region", { name: text("en", "browse.bySkill") });
    await skills.getByRole("link", { name: "Java", exact: true }).click();
    await page.waitForURL(/\/jobs\/java-jobs$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Java jobs");
    expect(numberIn(await page.locator(".results-count").textContent())).toBeGreaterThan(0);
    expect(await page.locator(".job-card").count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      portalUrl("in.localhost", "/jobs/java-jobs"),
    );
    expect(await page.locator('link[rel="alternate"][hreflang="hi"]').getAttribute("href")).toBe(
      portalUrl("in.localhost", "/hi/jobs/java-jobs"),
    );
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await expectAccessible(page);

    const cities = page.getByRole("region", {
      name: text("en", "browse.skillInCities").replace("{skill}", "Java"),
    });
    const city = cities.getByRole("link").first();
    const cityName = (await city.textContent()) ?? "";
    const promised = numberIn(await cities.locator("li").first().textContent());
    await city.click();
    await page.waitForURL(/\/jobs\/java-jobs-in-[\w-]+$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(`Java jobs in ${cityName}`);
    expect(numberIn(await page.locator(".results-count").textContent())).toBe(promised);
    await expectNoHorizontalScroll(page);
  });

  it("Gulf, Hindi: a city page in Hindi lists Gulf jobs and links to its company pages", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("gulf.localhost", "/hi/jobs/jobs-in-dubai"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      text("hi", "browse.cityTitle").replace("{city}", "दुबई"),
    );
    expect(await page.getAttribute("html", "lang")).toBe("hi");
    await expectAccessible(page);

    const companies = page.getByRole("region", { name: text("hi", "browse.byCompany") });
    const company = companies.getByRole("link").first();
    const companyName = (await company.textContent()) ?? "";
    await company.click();
    await page.waitForURL(/\/hi\/jobs\/company\/[\w-]+$/);
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(text("hi", "browse.companyTitle").replace("{company}", companyName));
  });

  it("answers 404 for what the site does not have and moves other spellings to the one address", async () => {
    for (const path of [
      "/jobs/no-such-skill-jobs",
      "/jobs/jobs-in-atlantis",
      "/jobs/company/nobody",
      "/jobs/industry/x",
    ]) {
      expect((await requestFromSite("in.localhost", path)).status, path).toBe(404);
    }
    // Dubai is a Gulf city, not an Indian one.
    expect((await requestFromSite("in.localhost", "/jobs/jobs-in-dubai")).status).toBe(404);
    const moved = await requestFromSite("in.localhost", "/hi/jobs/Java-Jobs");
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe("/hi/jobs/java-jobs");
  });

  it("links the job page to its company's browse page and its skills' pages", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/job/java-developer-1"));
    await page.getByRole("link", { name: "Saranya Softech Pvt Ltd", exact: true }).click();
    await page.waitForURL(/\/jobs\/company\/saranya-softech$/);
    expect(await page.getByRole("link", { name: "Java Developer", exact: true }).count()).toBe(1);
  });
});

describe("sitemaps and robots.txt", () => {
  it("robots.txt points at the site's own sitemap and keeps crawlers out of private areas", async () => {
    const robots = await requestFromSite("gulf.localhost", "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toContain(`Sitemap: ${portalUrl("gulf.localhost", "/sitemap.xml")}`);
    for (const line of [
      "Disallow: /search/",
      "Disallow: /seeker/",
      "Disallow: /employer/",
      "Disallow: /ar/search/",
    ]) {
      expect(robots.body).toContain(line);
    }
  });

  it("the sitemap index lists pages, browse pages and job blocks, each a valid child", async () => {
    const index = await requestFromSite("in.localhost", "/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers["content-type"]).toContain("application/xml");
    const children = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");
    expect(children).toEqual(
      expect.arrayContaining([
        portalUrl("in.localhost", "/sitemaps/pages.xml"),
        portalUrl("in.localhost", "/sitemaps/browse.xml"),
        portalUrl("in.localhost", "/sitemaps/jobs-0.xml"),
      ]),
    );

    const pages = await requestFromSite("in.localhost", "/sitemaps/pages.xml");
    for (const path of [
      "/",
      "/jobs",
      "/about-us",
      "/hi/terms-and-conditions",
      "/ar/privacy-policy",
      "/contact-us",
    ]) {
      expect(pages.body, path).toContain(`<loc>${portalUrl("in.localhost", path)}</loc>`);
    }

    const jobs = await requestFromSite("in.localhost", "/sitemaps/jobs-0.xml");
    expect(jobs.status).toBe(200);
    const urls = [...jobs.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
    expect(urls.length).toBeGreaterThan(10);
    expect(urls.length).toBe((jobs.body.match(/<url>/g) ?? []).length);
    const locs = urls.map((match) => match[1] ?? "");
    expect(locs).toContain(
      portalUrl("in.localhost", "/job/java-developer-saranya-softech-pvt-ltd-bengaluru-1"),
    );
    // Expired (4), closed (5) and other sites' jobs (2 is the Gulf's) are not listed.
    for (const id of [2, 4, 5]) expect(locs.some((loc) => loc.endsWith(`-${id}`))).toBe(false);
    for (const match of urls) expect(Number.isNaN(Date.parse(match[2] ?? ""))).toBe(false);

    const gulfJobs = await requestFromSite("gulf.localhost", "/sitemaps/jobs-0.xml");
    expect(gulfJobs.body).toContain(portalUrl("gulf.localhost", "/job/"));
    expect(gulfJobs.body).toMatch(/-2<\/loc>/);
    expect(gulfJobs.body).not.toMatch(/-1<\/loc>/);

    const browse = await requestFromSite("in.localhost", "/sitemaps/browse.xml");
    expect(browse.body).toContain(`<loc>${portalUrl("in.localhost", "/jobs/java-jobs")}</loc>`);
    expect(browse.body).toContain(`<loc>${portalUrl("in.localhost", "/hi/jobs/java-jobs")}</loc>`);

    expect((await requestFromSite("in.localhost", "/sitemaps/jobs-x.xml")).status).toBe(404);
  });
});
