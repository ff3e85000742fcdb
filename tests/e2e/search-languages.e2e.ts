/**
 * Searching in the site's own language: a city and a job typed in Arabic or Hindi find what their
 * English names find, autosuggest offers a city by the first letters of its Hindi name, and pages name
 * cities in their language while links keep the cities' own names.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

/** The first whole number in a text, whatever digits or grouping the language writes. */
function numberIn(value: string | null): number {
  const latin = (value ?? "").replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  const digits = latin.replace(/[٬,.\u066C\s]/g, "").match(/\d+/)?.[0];
  return digits === undefined ? Number.NaN : Number(digits);
}

async function resultCount(page: Page): Promise<number> {
  return numberIn(await page.locator(".results-count").first().textContent());
}

function resultsPath(language: "" | "/ar" | "/hi", query: Record<string, string>): string {
  return `${language}/search/results?${new URLSearchParams(query).toString()}`;
}

describe("search in the site's own languages", () => {
  it("Gulf, Arabic: محاسب in دبي finds Dubai's accountants, and the page names the city in Arabic", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("gulf.localhost", resultsPath("", { query: "accountant", location: "Dubai" })));
    const inEnglish = await resultCount(page);
    expect(inEnglish).toBeGreaterThan(0);

    await page.goto(portalUrl("gulf.localhost", resultsPath("/ar", { query: "محاسب", location: "دبي" })));
    await expect.poll(() => resultCount(page)).toBe(inEnglish);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("دبي");
    const cardCities = page.locator(".job-card .job-facts dd").nth(2);
    expect(await cardCities.textContent()).toContain("دبي");

    // The filter says دبي, and its link carries the city's own name.
    const panel = page.locator("details.filters");
    if ((await panel.getAttribute("open")) === null) await panel.locator(":scope > summary").click();
    const locations = page.getByRole("region", { name: text("ar", "filters.group.location") });
    const dubai = locations.getByRole("link").filter({ hasText: "دبي" }).first();
    expect(await dubai.isVisible()).toBe(true);
    expect(
      new URL((await dubai.getAttribute("href")) ?? "", portalUrl("gulf.localhost")).search,
    ).not.toContain(encodeURIComponent("دبي"));
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  });

  it("India, Hindi: बेंग suggests बेंगलुरु, and the search finds Bengaluru's jobs", async () => {
    const page = await browser.newPage();
    await page.goto(
      portalUrl("in.localhost", resultsPath("", { query: "developer", location: "Bengaluru" })),
    );
    const inEnglish = await resultCount(page);
    expect(inEnglish).toBeGreaterThan(0);

    await page.goto(portalUrl("in.localhost", "/hi/"));
    const main = page.getByRole("main");
    await main.getByLabel(text("hi", "search.keywordsLabel")).fill("डेवलपर");
    const place = main.getByLabel(text("hi", "search.locationLabel"));
    await place.pressSequentially("बेंग", { delay: 30 });
    const places = page.getByRole("listbox", { name: text("hi", "suggest.label") });
    const bengaluru = places.getByRole("option", { name: /बेंगलुरु/ });
    await expect.poll(() => bengaluru.count()).toBe(1);
    await bengaluru.click();
    expect(await place.inputValue()).toBe("बेंगलुरु");
    await main.getByRole("button", { name: text("hi", "search.submit"), exact: true }).click();

    await page.waitForURL(/\/hi\/search\/results\?/);
    expect(new URL(page.url()).searchParams.get("location")).toBe("बेंगलुरु");
    await expect.poll(() => resultCount(page)).toBe(inEnglish);
    expect(await page.locator(".job-card .job-facts dd").nth(2).textContent()).toContain("बेंगलुरु");
    await expectAccessible(page);
  });

  it("Gulf, Hindi: Dubai's city page is titled in Hindi at its one address", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("gulf.localhost", "/hi/jobs/jobs-in-dubai"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      text("hi", "browse.cityTitle").replace("{city}", "दुबई"),
    );
  });
});
