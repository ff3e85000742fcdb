/**
 * Where the dashboard's links lead, on a 360 px phone. A bell notification's "See the application" opens
 * the page of /seeker/applied-jobs that holds that application, marked and focused, even when it is past
 * the first page, with and without JavaScript, in English, Hindi and Arabic. The "start your profile
 * from your resume" card shows its drop zone styled on the card's own page and in the dialog the
 * dashboard opens.
 */
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { recruiterForJob } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, pageApiOk, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { logIn, newSeekerSession, useSession } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

/** Whether the page has focus on the element and marks it as the application asked for. */
async function isMarkedAndFocused(page: Page, applicationId: string): Promise<boolean> {
  const item = page.locator(`#application-${applicationId}`);
  const marked = (await item.getAttribute("class"))?.includes("application--highlighted") ?? false;
  return marked && (await item.evaluate((element) => element === document.activeElement));
}

describe("a notification's link to its application", () => {
  it("opens the page that holds it, past the first, marked and focused, with and without JavaScript", async () => {
    const setup = await browser.newPage();
    setup.setDefaultTimeout(20_000);
    const session = await newSeekerSession(HOST, "Nisha Pillai");
    await useSession(setup, session);
    await setup.goto(portalUrl(HOST, "/"));
    const profile = await pageApiOk(setup, "POST", "/api/seeker/profiles", { name: "Main", source: "fresh" });
    const { rows } = await pool.query<{ id: string }>(
      `SELECT id FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
       ORDER BY id DESC LIMIT 25`,
    );
    const jobIds = rows.map((row) => Number(row.id));
    expect(jobIds).toHaveLength(25);
    // Oldest first, five at a time (a profile without experience is a fresher's).
    for (let start = 0; start < jobIds.length; start += 5) {
      await pageApiOk(setup, "POST", "/api/seeker/applications", {
        jobIds: jobIds.slice(start, start + 5),
        profileId: profile.data.profile.id,
      });
    }
    const secondPage = await pageApiOk(setup, "GET", "/api/seeker/applications?page=2");
    const oldest = secondPage.data.applications.at(-1) as { id: string; jobId: number };
    expect(secondPage.data.page).toBe(2);

    const hiring = await browser.newPage();
    await logIn(
      hiring,
      HOST,
      "en",
      "/employer/login",
      await recruiterForJob(pool, oldest.jobId, "dashboard-links"),
    );
    await pageApiOk(hiring, "PUT", `/api/employer/applications/${oldest.id}/status`, {
      status: "shortlisted",
    });

    // Without JavaScript: the address finds the page, and its fragment moves focus to the item.
    const page = await browser.newPage({ javaScriptEnabled: false });
    await useSession(page, session);
    await page.goto(portalUrl(HOST, "/seeker/notifications"));
    await page.getByRole("link", { name: text("en", "bell.openApplication"), exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/seeker/applied-jobs");
    expect(new URL(page.url()).searchParams.get("application")).toBe(oldest.id);
    expect(await page.locator(".pager span").textContent()).toBe("Page 2 of 2");
    expect(await page.locator(`#application-${oldest.id}`).getAttribute("aria-current")).toBe("true");
    expect(await isMarkedAndFocused(page, oldest.id)).toBe(true);
    expect(await page.locator(".application--highlighted").count()).toBe(1);

    // With JavaScript, the same link followed inside the app.
    const scripted = await browser.newPage();
    await useSession(scripted, session);
    await scripted.goto(portalUrl(HOST, "/seeker/notifications"));
    await scripted.getByRole("link", { name: text("en", "bell.openApplication"), exact: true }).click();
    await scripted.waitForURL((url) => url.pathname === "/seeker/applied-jobs");
    await expect.poll(() => isMarkedAndFocused(scripted, oldest.id)).toBe(true);
    await expectAccessible(scripted);
    await expectNoHorizontalScroll(scripted);

    for (const language of ["hi", "ar"] as const) {
      await scripted.goto(portalUrl(HOST, `/${language}/seeker/notifications`));
      await scripted.getByRole("link", { name: text(language, "bell.openApplication"), exact: true }).click();
      await scripted.waitForURL((url) => url.pathname === `/${language}/seeker/applied-jobs`);
      await expect.poll(() => isMarkedAndFocused(scripted, oldest.id)).toBe(true);
      expect(await scripted.getAttribute("html", "dir")).toBe(language === "ar" ? "rtl" : "ltr");
      await expectAccessible(scripted);
      await expectNoHorizontalScroll(scripted);
    }
  });
});

describe("the resume card's drop zone", () => {
  /** The drop zone's border as the page's stylesheets draw it. */
  function borderOf(page: Page) {
    return page
      .locator(".resume-drop")
      .first()
      .evaluate((element) => getComputedStyle(element).borderTopStyle);
  }

  it("is styled on the card's own page (no JavaScript) and in the dashboard's dialog", async () => {
    const session = await newSeekerSession(HOST, "Imran Sheikh");
    const page = await browser.newPage({ javaScriptEnabled: false });
    await useSession(page, session);
    await page.goto(portalUrl(HOST, "/seeker/cards/profile-import"));
    expect(await borderOf(page)).toBe("dashed");

    const scripted = await browser.newPage();
    await useSession(scripted, session);
    await scripted.goto(portalUrl(HOST, "/seeker/dashboard"));
    const slot = scripted.locator(".card-slot");
    expect(await slot.getAttribute("data-card-slot")).toBe("profile-import");
    await slot.getByRole("link", { name: new RegExp(`^${text("en", "cards.slot.review")}`) }).click();
    const dialog = scripted.getByRole("dialog");
    await expect.poll(() => dialog.locator(".resume-drop").count()).toBe(1);
    expect(await borderOf(scripted)).toBe("dashed");
    await expectNoHorizontalScroll(scripted);
  });
});
