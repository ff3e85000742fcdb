/**
 * Every page type, in Arabic (English and Hindi on a sample, see SAMPLE), on a 360 px phone: axe
 * finds no violation of WCAG 2.2 A and AA (any impact), for a guest, the demo seeker (applications, saved jobs, notifications, a photo
 * slot) and the demo recruiter. One test per role lists every page's violations at once.
 * Pages that share a template (the four information pages, browse pages) are checked once.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { accessibilityViolations, portalUrl, useBrowser } from "./browser.ts";
import { logIn } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const LANGUAGES = ["en", "hi", "ar"] as const;
const DEMO_SEEKER = { email: "demo.seeker@jobnest.test", password: "Demo@12345" };
const DEMO_RECRUITER = { email: "demo.recruiter@jobnest.test", password: "Demo@12345" };

const GUEST_PAGES = [
  "/",
  "/search/results?query=sales&location=Mumbai",
  "/search/results?query=qqqzzzxxx",
  "/jobs",
  "/jobs/java-jobs",
  "/rio/login",
  "/rio/forgot-password",
  "/employer/login",
  "/seeker/registration",
  "/seeker/single-page-registration",
  // The four information pages share one template; the contact page has the most in it.
  "/contact-us",
  // Career advice, an article and the COVID page are checked in their own journey (career-advice.e2e.ts).
  "/no-such-page",
];

const SEEKER_PAGES = [
  "/seeker/dashboard",
  "/seeker/profile",
  "/seeker/profile/resume",
  "/seeker/photo",
  "/seeker/profile-performance",
  "/seeker/recommended-jobs",
  "/seeker/not-interested",
  "/seeker/applied-jobs",
  "/seeker/saved-jobs",
  "/seeker/saved-searches",
  "/seeker/notifications",
  "/seeker/settings",
  "/seeker/feedback",
  "/seeker/messages",
  "/seeker/subscriptions",
  "/seeker/learning",
  "/rio/change-password",
];

// The job posting pages are checked in their own journey (job-posting.e2e.ts), in Arabic.
const RECRUITER_PAGES = [
  "/employer/dashboard",
  "/employer/applicants",
  "/employer/candidates",
  "/employer/messages",
];

/**
 * The three languages share every template, landmark, control and colour; what differs is the words and,
 * for Arabic, the direction. Arabic (right to left, the most that can go wrong) is checked on every page;
 * what English or Hindi alone could get wrong for axe (the page's language, names of controls in their
 * words) shows on a few pages of each kind, so they are checked on these. Keeps the sweep inside the
 * test budget.
 */
const SAMPLE = new Set([
  "/",
  "/search/results?query=sales&location=Mumbai",
  "/rio/login",
  "/seeker/registration",
  "/contact-us",
  "/seeker/dashboard",
  "/seeker/profile",
  "/seeker/applied-jobs",
  "/seeker/settings",
  "/employer/dashboard",
  "/employer/candidates",
]);

function localized(language: string, path: string): string {
  return language === "en" ? path : `/${language}${path === "/" ? "" : path}`;
}

/** The first job a results page links to, so the job page is checked too. */
async function firstJobPath(page: Page): Promise<string> {
  await page.goto(portalUrl(HOST, "/search/results?query=sales"));
  const href = await page.locator('a[href^="/job/"]').first().getAttribute("href");
  if (!href) throw new Error("no job on the results page");
  return href;
}

/** Every violation on each page, as "path: rule (nodes)", so one run shows all that is left. */
async function violationsOn(page: Page, language: string, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    const address = localized(language, path);
    await page.goto(portalUrl(HOST, address));
    for (const violation of await accessibilityViolations(page)) found.push(`${address}: ${violation}`);
  }
  return found;
}

/**
 * The three languages are checked side by side, each in a page of its own: axe's work is the browser's,
 * one renderer per page, so the two cores share it.
 */
async function violationsInEveryLanguage(
  open: (language: (typeof LANGUAGES)[number]) => Promise<{ page: Page; paths: readonly string[] }>,
): Promise<string[]> {
  const found = await Promise.all(
    LANGUAGES.map(async (language) => {
      const { page, paths } = await open(language);
      // The job page's own path varies; it is always checked.
      const checked =
        language === "ar" ? paths : paths.filter((path) => SAMPLE.has(path) || path.startsWith("/job/"));
      return violationsOn(page, language, checked);
    }),
  );
  return found.flat();
}

describe("accessibility of every page type, in English, Hindi and Arabic", () => {
  it("a guest's pages", { timeout: 240_000 }, async () => {
    const jobPath = await firstJobPath(await browser.newPage());
    const violations = await violationsInEveryLanguage(async () => ({
      page: await browser.newPage(),
      paths: [...GUEST_PAGES, jobPath],
    }));
    expect(violations).toEqual([]);
  });

  it("the demo seeker's pages", { timeout: 240_000 }, async () => {
    const violations = await violationsInEveryLanguage(async (language) => {
      const page = await browser.newPage();
      await logIn(page, HOST, language, "/rio/login", DEMO_SEEKER);
      return { page, paths: SEEKER_PAGES };
    });
    expect(violations).toEqual([]);
  });

  it("the demo recruiter's pages", async () => {
    const violations = await violationsInEveryLanguage(async (language) => {
      const page = await browser.newPage();
      await logIn(page, HOST, language, "/employer/login", DEMO_RECRUITER);
      return { page, paths: RECRUITER_PAGES };
    });
    expect(violations).toEqual([]);
  });
});
