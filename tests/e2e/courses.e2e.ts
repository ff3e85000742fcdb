/**
 * Courses (issue 29), with the learning provider running as its own process (global-setup.ts): the
 * catalogue in Arabic on the Gulf site, right to left, accessible and without sideways scroll on a phone;
 * a filter through the plain GET form; a course with its captioned preview video and its price with "Add
 * to cart"; its captions loaded by the browser under the page's CSP. A logged-in seeker sees
 * "Courses for you" first; a guest the plain catalogue.
 */
import { expect, inject, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { registerSeeker } from "./media-support.ts";

const browser = useBrowser();

it("shows the catalogue in Arabic on the Gulf site and a course with its captioned preview", async () => {
  const page = await browser.newPage();
  const reply = await page.goto(portalUrl("gulf.localhost", "/ar/courses"));
  expect(reply?.status()).toBe(200);
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  await expect
    .poll(() => page.getByRole("heading", { level: 1, name: text("ar", "courses.title") }).count())
    .toBe(1);
  const previews = page.locator(".course-card__preview");
  expect(await previews.count()).toBeGreaterThan(0);
  expect(await page.getByRole("heading", { level: 2, name: text("ar", "courses.bundles") }).count()).toBe(1);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // Filtering by level is a plain GET: the address carries it.
  const form = page.getByRole("form", { name: text("ar", "courses.search.label") });
  await form.getByLabel(text("ar", "courses.search.level")).selectOption("advanced");
  await form.getByRole("button", { name: text("ar", "courses.search.submit"), exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get("level") === "advanced");
  const levels = await page.locator(".course-card .course-facts dd:nth-of-type(1)").allTextContents();
  expect(levels.length).toBeGreaterThan(0);
  expect(new Set(levels)).toEqual(new Set([text("ar", "courses.level.advanced")]));

  await page.locator(".course-card__preview").first().click();
  await page.waitForURL((url) => /^\/ar\/courses\/[a-z0-9-]+$/.test(url.pathname));
  const courseId = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const provider = `http://127.0.0.1:${inject("learningProviderPort")}`;
  const video = page.locator("video");
  expect(await video.getAttribute("src")).toBe(`${provider}/media/${courseId}.mp4`);
  expect(await video.getAttribute("preload")).toBe("none");
  expect(await video.getAttribute("crossorigin")).toBe("anonymous");
  expect(await video.getAttribute("controls")).not.toBeNull();
  expect(await video.getAttribute("aria-label")).toContain(text("ar", "courses.detail.video").split(":")[0]);
  const track = video.locator("track");
  expect(await track.getAttribute("kind")).toBe("captions");
  expect(await track.getAttribute("srclang")).toBe("en");
  expect(await track.getAttribute("src")).toBe(`${provider}/media/${courseId}.vtt`);
  // A guest is offered the course at its price on the Gulf site, in dirhams (owners start it instead).
  expect(await page.getByRole("button", { name: text("ar", "store.addToCart") }).count()).toBe(1);
  expect(await page.locator(".course-buy__price").textContent()).toMatch(/د\.إ|AED/);
  const csp = reply?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain(`media-src 'self' ${provider}`);
  // The browser loads the captions from the provider under the page's CSP (media-src) and CORS.
  const trackState = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const element = document.querySelector("track");
        if (!element) return resolve(-2);
        element.addEventListener("load", () => resolve(element.readyState));
        element.addEventListener("error", () => resolve(-1));
        element.track.mode = "hidden";
        if (element.readyState === 2) resolve(2);
        setTimeout(() => resolve(element.readyState), 5000);
      }),
  );
  expect(trackState).toBe(2);
  // The captions load across origins (CORS), as the page's <track crossorigin> asks for them.
  const captions = await fetch(`${provider}/media/${courseId}.vtt`, {
    headers: { origin: portalUrl("gulf.localhost", "").replace(/\/$/, "") },
  });
  expect(captions.ok).toBe(true);
  expect(captions.headers.get("access-control-allow-origin")).toBe("*");
  expect((await captions.text()).startsWith("WEBVTT")).toBe(true);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
});

it("shows a seeker 'Courses for you' first, and guests the plain catalogue", async () => {
  const guest = await browser.newPage();
  await guest.goto(portalUrl("in.localhost", "/courses"));
  expect(await guest.getByRole("heading", { name: text("en", "courses.forYou.title") }).count()).toBe(0);

  const page = await browser.newPage();
  await registerSeeker(page, "in.localhost", "Course Seeker");
  await page.goto(portalUrl("in.localhost", "/courses"));
  const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
  expect(headings[0]).toBe(text("en", "courses.forYou.title"));
  await expectAccessible(page);
});
