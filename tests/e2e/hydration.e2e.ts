/**
 * The browser build hydrates React's server HTML with Preact (docs/decisions/023-preact-in-the-browser.md).
 * After hydration the document must be the server's: one <html>, the same stylesheets, every id reference
 * resolving; and client navigation must keep <html>'s language and the head's links in step.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      (window as { __reactRouterDataRouter?: { state: { initialized: boolean } } }).__reactRouterDataRouter
        ?.state.initialized === true,
  );
}

function stylesheets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')).map(
      (link) => link.getAttribute("href") ?? "",
    ),
  );
}

/** Ids that a `for` or an ARIA reference names but no element carries. */
function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const attributes = [
      "for",
      "aria-describedby",
      "aria-labelledby",
      "aria-controls",
      "aria-activedescendant",
    ];
    const dangling: string[] = [];
    for (const element of Array.from(document.querySelectorAll("*"))) {
      for (const attribute of attributes) {
        for (const id of (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id))
            dangling.push(`${element.tagName.toLowerCase()} ${attribute}=${id}`);
        }
      }
    }
    return dangling;
  });
}

const PUBLIC_PAGES: Array<[string, string]> = [
  ["in.localhost", "/"],
  ["gulf.localhost", "/ar/search/results?query=sales"],
  ["in.localhost", "/hi/jobs/java-jobs"],
  ["in.localhost", "/job/1"],
  ["in.localhost", "/rio/login"],
  ["in.localhost", "/seeker/registration"],
];

describe("hydration of the server's HTML", () => {
  for (const [host, path] of PUBLIC_PAGES) {
    it(`keeps ${host}${path} as the server sent it`, async () => {
      const page = await browser.newPage();
      const response = await page.goto(portalUrl(host, path));
      const serverHtml = (await response?.text()) ?? "";
      const serverHead = serverHtml.slice(0, serverHtml.indexOf("</head>"));
      const serverStylesheets = [...serverHead.matchAll(/<link[^>]*rel="stylesheet"[^>]*>/g)].map(
        (match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? "",
      );
      expect(serverStylesheets.length).toBeGreaterThan(0);
      await hydrated(page);

      const counts = await page.evaluate(() =>
        ["html", "head", "body", "main"].map((tag) => document.getElementsByTagName(tag).length),
      );
      expect(counts).toEqual([1, 1, 1, 1]);
      expect(await stylesheets(page)).toEqual(serverStylesheets);
      expect(await danglingReferences(page)).toEqual([]);
    });
  }

  it("ties the search box's error to its field after a refused search", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/"));
    await hydrated(page);
    const main = page.getByRole("main");
    await main.getByRole("button", { name: text("en", "search.submit"), exact: true }).click();
    const field = main.getByLabel(text("en", "search.keywordsLabel"));
    await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
    const errorId = String(await field.getAttribute("aria-describedby"));
    expect(await page.locator(`[id="${errorId}"]`).textContent()).toBeTruthy();
    expect(await danglingReferences(page)).toEqual([]);
  });

  it("changes <html>'s language and the head's links on client navigation", async () => {
    const page = await browser.newPage();
    const textRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/i18n/")) textRequests.push(request.url());
    });
    await page.goto(portalUrl("gulf.localhost", "/search/results?query=sales"));
    await hydrated(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/ar/search/results?query=sales"),
    );
    await expect.poll(() => page.getAttribute("html", "lang")).toBe("ar");
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toMatch(
      /\/ar\/search\/results\?query=sales$/,
    );
    expect((await stylesheets(page)).length).toBeGreaterThan(0);
    expect(await page.locator("html").count()).toBe(1);
    // The Arabic texts came with the navigation, once, and the shell is written in them (decision 034).
    await expect
      .poll(() => page.getByRole("navigation", { name: text("ar", "shell.languageNav") }).count())
      .toBe(1);
    expect(textRequests.map((url) => new URL(url).pathname.split(".")[0])).toEqual(["/i18n/en", "/i18n/ar"]);
  });

  it("sends a page without the interface texts it does not show, and lets the browser keep them", async () => {
    const page = await browser.newPage();
    const response = await page.goto(portalUrl("in.localhost", "/hi/"));
    const html = (await response?.text()) ?? "";
    // A text of the profile page only: it is in the Hindi catalogue, not in the home page.
    expect(html).not.toContain(text("hi", "profile.score.heading"));
    const href = /data-catalogue="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(response?.headers().link).toContain(`<${href}>; rel=preload; as=fetch`);
    const answers = await page.evaluate(async (address) => {
      const answer = async (url: string) => {
        const reply = await fetch(url, { cache: "no-store" });
        return {
          status: reply.status,
          cacheControl: reply.headers.get("cache-control"),
          body: await reply.text(),
        };
      };
      return {
        current: await answer(address),
        stale: await answer(address.replace(/\.[0-9a-f]{16}\./, ".0000000000000000.")),
        unknown: await answer("/i18n/xx.0000000000000000.json"),
      };
    }, href);
    expect(answers.current.cacheControl).toBe("public, max-age=31536000, immutable");
    expect((JSON.parse(answers.current.body) as Record<string, string>)["profile.score.heading"]).toBe(
      text("hi", "profile.score.heading"),
    );
    expect(answers.stale.cacheControl).toBe("no-cache");
    expect(answers.unknown.status).toBe(404);
  });
});
