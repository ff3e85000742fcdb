/**
 * The demo recruiter opens a seeker's profile; the seeker sees the view on their profile performance
 * page (English, with a new seeker), and the demo seeker sees the demo views and a new one (Arabic,
 * right to left). A seeker cannot open the recruiter's page.
 */
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { latinDigits, logIn, registerSeeker, sessionUser } from "./media-support.ts";

const browser = useBrowser();
const DEMO_SEEKER = { email: "demo.seeker@jobnest.test", password: "Demo@12345" };
const DEMO_RECRUITER = { email: "demo.recruiter@jobnest.test", password: "Demo@12345" };

type Language = "en" | "ar";

async function viewCount(
  page: import("playwright-core").Page,
  language: Language,
  key: "views.last7" | "views.last90",
) {
  // The views' counts (search appearances have their own, with the same periods).
  const card = page
    .getByRole("region", { name: text(language, "views.periodsLabel") })
    .locator(".views-counts__item")
    .filter({ hasText: text(language, key) });
  return Number(latinDigits((await card.locator(".views-counts__number").textContent()) ?? ""));
}

describe("profile views", () => {
  it("records the demo recruiter's visit, once per window, and shows it to the seeker (English)", async () => {
    const host = "in.localhost";
    const seekerPage = await browser.newPage();
    const seekerId = await registerSeeker(seekerPage, host, "Nikhil Verma");

    await seekerPage.goto(portalUrl(host, "/seeker/profile-performance"));
    await expect.poll(() => viewCount(seekerPage, "en", "views.last7")).toBe(0);
    expect(await seekerPage.getByText(text("en", "views.noViews")).count()).toBe(1);

    // A seeker cannot open the recruiter's page: they are sent to the employer login.
    await seekerPage.goto(portalUrl(host, `/employer/seeker/${seekerId}`));
    await expect.poll(() => new URL(seekerPage.url()).pathname).toBe("/employer/login");

    const recruiterPage = await browser.newPage();
    await logIn(recruiterPage, host, "en", "/employer/login", DEMO_RECRUITER);
    const company = (await sessionUser(recruiterPage, host)).company?.name ?? "";
    expect(company).not.toBe("");
    await recruiterPage.goto(portalUrl(host, `/employer/seeker/${seekerId}`));
    await expect
      .poll(() => recruiterPage.getByRole("heading", { level: 1 }).textContent())
      .toBe("Nikhil Verma");
    expect(await recruiterPage.getByText(text("en", "seekerView.profilePending")).count()).toBe(1);
    await expectAccessible(recruiterPage);
    await expectNoHorizontalScroll(recruiterPage);
    await recruiterPage.reload();

    await seekerPage.goto(portalUrl(host, "/seeker/profile-performance"));
    await expect.poll(() => viewCount(seekerPage, "en", "views.last7")).toBe(1);
    expect(await viewCount(seekerPage, "en", "views.last90")).toBe(1);
    const row = seekerPage
      .getByRole("row")
      .filter({ has: seekerPage.getByRole("rowheader", { name: company }) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole("cell").first().textContent()).toBe("1");
    await expectAccessible(seekerPage);
    await expectNoHorizontalScroll(seekerPage);
  });

  it("shows the demo seeker the demo views and a new one, right to left (Arabic)", async () => {
    const host = "gulf.localhost";
    const seekerPage = await browser.newPage();
    await logIn(seekerPage, host, "ar", "/rio/login", DEMO_SEEKER);
    const seekerId = (await sessionUser(seekerPage, host)).id;

    // The user menu leads to the page.
    await seekerPage.goto(portalUrl(host, "/ar/seeker/photo"));
    await seekerPage.getByText(text("ar", "shell.myAccount"), { exact: true }).click();
    await seekerPage.getByRole("link", { name: text("ar", "menu.profilePerformance"), exact: true }).click();
    await expect.poll(() => new URL(seekerPage.url()).pathname).toBe("/ar/seeker/profile-performance");
    expect(await seekerPage.locator("html").getAttribute("dir")).toBe("rtl");
    await expect
      .poll(() => seekerPage.getByRole("heading", { level: 1 }).textContent())
      .toBe(text("ar", "views.title"));
    const before = await viewCount(seekerPage, "ar", "views.last90");
    expect(before).toBeGreaterThan(10);
    expect(await seekerPage.locator(".views-companies tbody tr").count()).toBeGreaterThanOrEqual(3);
    // A bar a day in the views' chart (search appearances have a chart of their own).
    const viewsChart = seekerPage
      .getByRole("region", { name: text("ar", "views.chartHeading") })
      .getByRole("img");
    expect(await viewsChart.locator("rect").count()).toBe(90);
    // The table alternative of the chart opens with the keyboard.
    await seekerPage.getByText(text("ar", "views.tableToggle")).focus();
    await seekerPage.keyboard.press("Enter");
    await expect
      .poll(() => seekerPage.getByRole("table", { name: text("ar", "views.tableCaption") }).isVisible())
      .toBe(true);
    await expectAccessible(seekerPage);
    await expectNoHorizontalScroll(seekerPage);

    const recruiterPage = await browser.newPage();
    await logIn(recruiterPage, host, "ar", "/employer/login", DEMO_RECRUITER);
    await recruiterPage.goto(portalUrl(host, `/ar/employer/seeker/${seekerId}`));
    await expect
      .poll(() => recruiterPage.getByRole("heading", { level: 1 }).textContent())
      .toBe("Demo Seeker");
    expect(await recruiterPage.locator("html").getAttribute("dir")).toBe("rtl");
    // The demo seeker's passed Java assessment, named in the page's language.
    expect(await recruiterPage.locator(".assessment-badge").textContent()).toContain("جافا");
    await expectAccessible(recruiterPage);
    await expectNoHorizontalScroll(recruiterPage);

    await seekerPage.reload();
    await expect.poll(() => viewCount(seekerPage, "ar", "views.last90")).toBe(before + 1);
  });
});
