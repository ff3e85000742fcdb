/**
 * The dashboard and the bell without JavaScript, on a 360 px phone: a seeker with two applications (one
 * shortlisted by a recruiter), a saved job and a recent search reads them on /seeker/dashboard, runs the
 * search again in one click, follows the bell to the notifications page and marks the notification read
 * with a plain form. The same pages in Hindi and in Arabic (right to left) are accessible and fit the
 * screen. A recruiter's menu has the recruiter's pages, not the seeker's.
 */
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { recruiterForJob } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, pageApiOk, portalUrl, useBrowser } from "./browser.ts";
import { counted, text } from "./catalogues.ts";
import { logIn, registerSeeker } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

describe("the dashboard and the bell", () => {
  it("without JavaScript: reads the dashboard, reruns a search, follows the bell and marks it read", async () => {
    const { rows } = await pool.query<{ id: string; title: string }>(
      `SELECT id, title FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
       ORDER BY posted_at DESC LIMIT 3`,
    );
    const [first, second, saved] = rows.map((row) => ({ id: Number(row.id), title: row.title }));
    if (!first || !second || !saved) throw new Error("the seed has no live Indian jobs");

    const setup = await browser.newPage();
    await registerSeeker(setup, HOST, "Kavya Menon");
    await setup.goto(portalUrl(HOST, "/"));
    const profile = await pageApiOk(setup, "POST", "/api/seeker/profiles", { name: "Main", source: "fresh" });
    await pageApiOk(setup, "POST", "/api/seeker/applications", {
      jobIds: [first.id, second.id],
      profileId: profile.data.profile.id,
    });
    await pageApiOk(setup, "PUT", `/api/seeker/saved-jobs/${saved.id}`, {});
    await pageApiOk(setup, "POST", "/api/seeker/recent-searches", { search: "query=java&location=Pune" });
    const applications = await pageApiOk(setup, "GET", "/api/seeker/applications");
    const shortlistedId = applications.data.applications.find(
      (item: { jobId: number }) => item.jobId === first.id,
    ).id as string;

    const hiring = await browser.newPage();
    await logIn(hiring, HOST, "en", "/employer/login", await recruiterForJob(pool, first.id, "dashboard"));
    await pageApiOk(hiring, "PUT", `/api/employer/applications/${shortlistedId}/status`, {
      status: "shortlisted",
    });
    // A recruiter's menu has the recruiter's pages only.
    await hiring.getByRole("banner").getByText(text("en", "shell.myAccount"), { exact: true }).click();
    const recruiterMenu = hiring.getByRole("banner").getByRole("list").last();
    expect(
      await recruiterMenu.getByRole("link", { name: text("en", "applications.employer.title") }).count(),
    ).toBe(1);
    expect(
      await recruiterMenu.getByRole("link", { name: text("en", "menu.profilePerformance") }).count(),
    ).toBe(0);
    expect(await hiring.getByRole("link", { name: text("en", "bell.headerLabel") }).count()).toBe(0);

    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.context().addCookies(await setup.context().cookies());
    await page.goto(portalUrl(HOST, "/seeker/dashboard"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Hello, Kavya Menon");
    // Each figure is a sentence that agrees with its number ("1 saved job"), the number set large.
    const figure = (sentence: string) =>
      page.getByRole("link", { name: sentence, exact: true }).locator(".dashboard-figure__value");
    expect(await figure(counted("en", "dashboard.activity.appliedCount", 2)).textContent()).toBe("2");
    expect(await figure(counted("en", "dashboard.activity.savedCount", 1)).textContent()).toBe("1");
    expect(await figure(counted("en", "dashboard.activity.notificationsCount", 1)).textContent()).toBe("1");
    expect(await page.locator(".dashboard-application").first().textContent()).toContain(first.title);
    expect(await page.locator(".dashboard-application .application__status").first().textContent()).toBe(
      `${text("en", "applications.employer.status")}: ${text("en", "applications.status.shortlisted")}`,
    );
    expect(await page.getByRole("heading", { name: text("en", "profile.score.heading") }).count()).toBe(1);
    // The app-download widget follows its rules here: the footer's store links (the banner needs scripts).
    expect(await page.getByRole("link", { name: new RegExp(text("en", "footer.android")) }).count()).toBe(1);

    // One click runs the recent search again.
    await page.getByRole("link", { name: "Search again: java · Pune" }).click();
    await page.waitForURL((url) => url.pathname === "/search/results");
    expect(new URL(page.url()).searchParams.get("query")).toBe("java");

    // The bell leads to the notification; marking it read is a plain form.
    await page.getByRole("banner").getByRole("link", { name: "Notifications: 1 unread" }).click();
    await page.waitForURL((url) => url.pathname === "/seeker/notifications");
    expect(await page.locator(".bell-item--unread").textContent()).toContain(
      `You have been shortlisted for ${first.title}`,
    );
    await page.getByRole("button", { name: text("en", "bell.markRead"), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get("done") === "read");
    expect(await page.locator(".form-notice").textContent()).toBe(text("en", "bell.markedRead"));
    expect(await page.locator(".bell-item--unread").count()).toBe(0);
    expect(
      await page
        .getByRole("banner")
        .getByRole("link", { name: text("en", "bell.headerLabel"), exact: true })
        .count(),
    ).toBe(1);

    // Hindi and Arabic, checked with the page's scripts on (the checks run in the page).
    const checker = await browser.newPage();
    await checker.context().addCookies(await setup.context().cookies());
    for (const path of [
      "/hi/seeker/dashboard",
      "/hi/seeker/notifications",
      "/ar/seeker/dashboard",
      "/ar/seeker/notifications",
    ]) {
      await checker.goto(portalUrl(HOST, path));
      expect(await checker.getAttribute("html", "dir")).toBe(path.startsWith("/ar") ? "rtl" : "ltr");
      const language = path.startsWith("/ar") ? "ar" : "hi";
      expect(await checker.getByRole("complementary", { name: text(language, "banner.label") }).count()).toBe(
        1,
      );
      await expectAccessible(checker);
      await expectNoHorizontalScroll(checker);
    }
  });

  it("refuses a mark-read posted without the CSRF field", async () => {
    const page = await browser.newPage();
    await registerSeeker(page, HOST, "Ravi Kumar");
    await page.goto(portalUrl(HOST, "/seeker/notifications"));
    const status = await page.evaluate(async () => {
      const response = await fetch("/seeker/notifications", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "intent=read-all",
      });
      return response.status;
    });
    expect(status).toBe(403);
  });
});
