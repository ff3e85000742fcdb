/** The shell around every page: app banner rules, language and country switching, errors. */
import { describe, expect, it } from "vitest";
import { expectAccessible, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

describe("app-download banner", () => {
  it("closes, sets the AD cookie for a day and stays closed after a reload", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("sg.localhost"));
    const banner = page.getByText(text("en", "banner.text"));
    await expect.poll(() => banner.isVisible()).toBe(true);
    await page.getByRole("button", { name: text("en", "banner.close") }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);

    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === "AD");
    expect(cookie?.value).toBe("true");
    expect(cookie?.path).toBe("/");
    const hoursLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    await page.reload();
    expect(await page.getByText(text("en", "banner.text")).count()).toBe(0);
  });

  it("is not shown on login pages ('rio' in the path) nor on job pages", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/rio/login"));
    expect(await page.getByText(text("en", "banner.text")).count()).toBe(0);
    await page.goto(portalUrl("in.localhost", "/job/java-developer-1"));
    expect(await page.getByText(text("en", "banner.text")).count()).toBe(0);
  });
});

describe("languages and countries", () => {
  it("switches language keeping the page, and lists the nine country sites", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/search/results?query=java"));
    await page
      .getByRole("navigation", { name: text("en", "shell.languageNav") })
      .getByRole("link", { name: "العربية" })
      .click();
    await page.waitForURL(/\/ar\/search\/results\?query=java/);
    await expect.poll(() => page.getAttribute("html", "dir")).toBe("rtl");

    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
    expect(alternates).toEqual(expect.arrayContaining(["en", "hi", "ar", "x-default"]));

    const countryLinks = page.locator(".country-selector a");
    expect(await countryLinks.count()).toBe(9);
    const hrefs = await countryLinks.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.some((href) => href?.startsWith(portalUrl("sg.localhost", "/")))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith(portalUrl("gulf.localhost", "/")))).toBe(true);
  });

  it("shows a localised 404 page for an unknown path and an unknown job", async () => {
    const page = await browser.newPage();
    const missingPage = await page.goto(portalUrl("in.localhost", "/ar/no-such-page"));
    expect(missingPage?.status()).toBe(404);
    expect(await page.getByRole("heading", { name: text("ar", "error.notFoundTitle") }).isVisible()).toBe(
      true,
    );
    await expectAccessible(page);

    const missingJob = await page.goto(portalUrl("in.localhost", "/job/java-developer-999999999"));
    expect(missingJob?.status()).toBe(404);
    // A job of another country site is not found on this one.
    const otherSite = await page.goto(portalUrl("in.localhost", "/job/java-developer-3"));
    expect(otherSite?.status()).toBe(404);
  });
});
