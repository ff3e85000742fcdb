/**
 * The results page's filters as people use them: open the panel on a phone, pick a facet value, see
 * exactly as many jobs as the facet promised, remove it again; with and without JavaScript, in English
 * and Hindi, on the India and Gulf sites.
 */
import type { Locator, Page } from "playwright-core";
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

/** The first whole number in a text, whatever digits or grouping the language writes. */
function numberIn(value: string | null): number {
  const digits = (value ?? "").replace(/[٬,.\u066C\s]/g, "").match(/\d+/)?.[0];
  return digits === undefined ? Number.NaN : Number(digits);
}

async function resultCount(page: Page): Promise<number> {
  return numberIn(await page.locator(".results-count").first().textContent());
}

/** Opens the filter panel (a disclosure on a phone) and returns one facet's section. */
async function facet(page: Page, language: "en" | "hi", group: string): Promise<Locator> {
  const panel = page.locator("details.filters");
  if ((await panel.getAttribute("open")) === null) {
    await panel.locator(":scope > summary").click();
  }
  return page.getByRole("region", {
    name: text(language, `filters.group.${group}` as "filters.group.location"),
  });
}

describe("filters on the results page", () => {
  it("India, English: a location facet narrows the results to its count, and its chip removes it", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/search/results?query=developer"));
    const before = await resultCount(page);
    expect(before).toBeGreaterThan(0);

    const locations = await facet(page, "en", "location");
    const option = locations.getByRole("link").first();
    const city = (await option.locator(".facet__label").textContent()) ?? "";
    const promised = numberIn(await option.locator(".facet__count").textContent());
    expect(promised).toBeGreaterThan(0);
    expect(promised).toBeLessThanOrEqual(before);

    // With JavaScript the page is not reloaded: a marker set on the window survives the navigation.
    await page.evaluate(() => {
      (window as unknown as { marker: number }).marker = 42;
    });
    await option.click();
    await page.waitForURL((url) => url.searchParams.get("location") === city);
    await expect.poll(() => resultCount(page)).toBe(promised);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    const chip = page.getByRole("link", { name: text("en", "filters.remove").replace("{label}", city) });
    expect(await chip.isVisible()).toBe(true);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await chip.click();
    await page.waitForURL((url) => !url.searchParams.has("location"));
    await expect.poll(() => resultCount(page)).toBe(before);
  });

  it("Gulf, Hindi: a job-type facet narrows the results, sorting by date keeps the filter", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("gulf.localhost", "/hi/search/results?query=sales"));
    expect(await page.getAttribute("html", "lang")).toBe("hi");

    const jobTypes = await facet(page, "hi", "jobType");
    const option = jobTypes.getByRole("link").first();
    const promised = numberIn(await option.locator(".facet__count").textContent());
    await option.click();
    await page.waitForURL(/jobTypes=/);
    await expect.poll(() => resultCount(page)).toBe(promised);

    const sort = page.getByRole("navigation", { name: text("hi", "sort.label") });
    await sort.getByRole("link", { name: text("hi", "sort.date") }).click();
    await page.waitForURL(/sort=date/);
    expect(new URL(page.url()).searchParams.get("jobTypes")).not.toBeNull();
    await expect
      .poll(() => sort.getByRole("link", { name: text("hi", "sort.date") }).getAttribute("aria-current"))
      .toBe("true");
    await expect.poll(() => resultCount(page)).toBe(promised);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Every job listed is a Gulf job: none of India's cities appear.
    expect(await page.getByText("Bengaluru").count()).toBe(0);
  });

  it("works without JavaScript: the panel opens, a facet link filters, a result opens", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(portalUrl("in.localhost", "/search/results?query=developer"));
    const experience = await facet(page, "en", "experience");
    const option = experience.getByRole("link").first();
    const promised = numberIn(await option.locator(".facet__count").textContent());
    await option.click();
    await page.waitForURL(/experienceRanges=/);
    expect(await resultCount(page)).toBe(promised);

    const firstJob = page.locator(".job-card__title a").first();
    const title = await firstJob.textContent();
    await firstJob.click();
    await page.waitForURL(/\/job\/[^/]+-\d+$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  });

  it("offers no third industry and refuses a link with three ('Maximum 2 industries.')", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/search/results?query=developer"));
    const industries = await facet(page, "en", "industry");
    const links = industries.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    await links.nth(0).click();
    await page.waitForURL(/industries=/);
    await (await facet(page, "en", "industry")).getByRole("link").nth(1).click();
    await page.waitForURL(/industries=[^&]+&industries=/);

    const limited = await facet(page, "en", "industry");
    await expect.poll(() => limited.getByText(text("en", "spec.maxIndustries")).isVisible()).toBe(true);
    // Only the two chosen industries remain links (to remove them); the rest cannot be chosen.
    expect(await limited.getByRole("link").count()).toBe(2);

    const three = await requestFromSite(
      "in.localhost",
      "/search/results?query=developer&industries=telecom-isp&industries=e-commerce-internet&industries=kpo-research-analytics",
    );
    expect(three.status).toBe(400);
    expect(three.body).toContain(text("en", "spec.maxIndustries"));
  });

  it("says when nothing is found, suggests a spelling and offers broader searches with their counts", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/search/results?query=pythonn&experience=45"));
    expect(await page.getByText(text("en", "results.noResults")).isVisible()).toBe(true);
    const suggestion = page.locator(".did-you-mean").getByRole("link");
    expect(await suggestion.textContent()).toBe("python");
    expect(await page.locator(".did-you-mean").textContent()).toBe(
      text("en", "results.didYouMean").replace("{suggestion}", "python"),
    );
    const broader = page.getByRole("region", { name: text("en", "results.relaxHeading") });
    const anyExperience = broader.getByRole("link", { name: text("en", "results.relax.dropExperience") });
    const promised = numberIn(await anyExperience.locator("xpath=..").textContent());
    expect(promised).toBeGreaterThan(0);
    await expectAccessible(page);
    await anyExperience.click();
    await page.waitForURL((url) => !url.searchParams.has("experience"));
    await expect.poll(() => resultCount(page)).toBe(promised);

    await page.goto(portalUrl("in.localhost", "/hi/search/results?query=pythonn&experience=45"));
    await page.locator(".did-you-mean").getByRole("link").click();
    await page.waitForURL((url) => url.searchParams.get("query") === "python");
    expect(new URL(page.url()).pathname).toBe("/hi/search/results");
  });

  it("offers a broader search when a place has no such jobs", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/search/results?query=java&location=Makati City"));
    expect(await page.getByText(text("en", "results.noResults")).isVisible()).toBe(true);
    const broader = page.getByRole("region", { name: text("en", "results.relaxHeading") });
    const everywhere = broader.getByRole("link", { name: text("en", "results.relax.dropLocation") });
    const promised = numberIn(await broader.locator("li").first().textContent());
    expect(promised).toBeGreaterThan(0);
    await everywhere.click();
    await page.waitForURL((url) => !url.searchParams.has("location"));
    await expect.poll(() => resultCount(page)).toBe(promised);
    await expectAccessible(page);
  });
});
