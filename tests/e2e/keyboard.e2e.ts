/**
 * The portal with a keyboard, on a phone and a desktop (WCAG 2.2 AA): a results page's list is a few
 * Tab presses away through skip links, a search leaves focus on what it found, focus is never hidden
 * behind the app banner (2.4.11), which only phones see, and the header's search hint is never cut off.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
const DESKTOP = { width: 1280, height: 900 };
const RESULTS = "/search/results?query=java";

/** What has focus: its tag, its text or label, and whether it is inside a job card. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      text: (element?.textContent ?? "").trim(),
      inJobList: Boolean(element?.closest(".job-list")),
    };
  });
}

describe("keyboard", () => {
  it("reaches the first result in a few Tab presses through the skip link", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(portalUrl("in.localhost", RESULTS));
    await page.keyboard.press("Tab");
    expect((await focused(page)).text).toBe(text("en", "shell.skipToContent"));
    await page.keyboard.press("Tab");
    expect((await focused(page)).text).toBe(text("en", "shell.skipToResults"));
    await page.keyboard.press("Enter");
    let presses = 0;
    while (!(await focused(page)).inJobList && presses < 10) {
      await page.keyboard.press("Tab");
      presses += 1;
    }
    expect((await focused(page)).inJobList).toBe(true);
    expect(presses).toBeLessThanOrEqual(6);
  });

  it("moves focus to the results heading after a search", async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(portalUrl("in.localhost", RESULTS));
    const box = page.getByRole("search").getByLabel(text("en", "shell.searchJobs"));
    await box.fill("python");
    await box.press("Enter");
    await page.waitForURL(/query=python/);
    await expect.poll(async () => (await focused(page)).tag).toBe("h1");
  });

  it("never hides the focused control behind the app banner on a phone; desktops get no banner", async () => {
    const desktop = await browser.newPage({ viewport: DESKTOP });
    await desktop.goto(portalUrl("in.localhost", RESULTS));
    expect(await desktop.locator(".app-banner").count()).toBe(0);

    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", RESULTS));
    await expect.poll(() => page.locator(".app-banner").isVisible()).toBe(true);
    const hidden: string[] = [];
    for (let press = 0; press < 60; press += 1) {
      await page.keyboard.press("Tab");
      const covered = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const banner = document.querySelector(".app-banner:not(.app-banner--lowered)");
        if (!element || !banner || banner.contains(element)) return null;
        const box = element.getBoundingClientRect();
        const bannerTop = banner.getBoundingClientRect().top;
        return box.height > 0 && box.bottom > bannerTop + 1 ? (element.textContent ?? "").trim() : null;
      });
      if (covered !== null) hidden.push(covered);
    }
    expect(hidden).toEqual([]);
  });

  it("shows the whole search hint in the phone header, in each language", async () => {
    for (const [language, prefix] of [
      ["en", ""],
      ["hi", "/hi"],
      ["ar", "/ar"],
    ] as const) {
      const page = await browser.newPage();
      await page.goto(portalUrl("in.localhost", `${prefix}${RESULTS}`));
      const box = page.getByRole("search").getByLabel(text(language, "shell.searchJobs"));
      // Written into the box, the hint's text must fit the box's width.
      const fits = await box.evaluate((input: HTMLInputElement) => {
        input.value = input.placeholder;
        return input.scrollWidth <= input.clientWidth;
      });
      expect(fits, language).toBe(true);
    }
  });
});
