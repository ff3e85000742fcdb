/**
 * Recommended jobs on a 360 px phone: a seeker whose profile has a job's skills reads their
 * recommendations with the reasons ("Matches 3 of your skills"), says "not interested" in one without
 * JavaScript and it is gone, finds it on the "not interested" page and shows it again; the same in
 * Arabic (right to left) with JavaScript. Every page is accessible and fits the screen.
 */
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, pageApiOk, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { registerSeeker } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

/** A seeker whose default profile has three skills of a live Indian job. */
async function seekerWithSkills(name: string): Promise<Page> {
  const { rows } = await pool.query<{ skills: string[] }>(
    `SELECT skills FROM jobs WHERE site_id = 'india' AND status = 'open' AND expires_at > now()
       AND cardinality(skills) >= 3
     ORDER BY posted_at DESC LIMIT 1`,
  );
  const skills = rows[0]?.skills.slice(0, 3) ?? [];
  expect(skills).toHaveLength(3);
  const setup = await browser.newPage();
  await registerSeeker(setup, HOST, name);
  await setup.goto(portalUrl(HOST, "/"));
  const profile = await pageApiOk(setup, "POST", "/api/seeker/profiles", { name: "Main", source: "fresh" });
  for (const skill of skills)
    await pageApiOk(setup, "POST", `/api/seeker/profiles/${profile.data.profile.id}/skills`, { name: skill });
  return setup;
}

/** The first recommended job: its card's id ("job-123") and title. */
async function firstCard(page: Page) {
  const item = page.locator("ol.job-list > li").first();
  const id = (await item.locator("article.job-card").getAttribute("id")) ?? "";
  const title = ((await item.locator(".job-card__title a").textContent()) ?? "").trim();
  expect(id).toMatch(/^job-\d+$/);
  return { item, id, title };
}

describe("recommended jobs", () => {
  it("without JavaScript: shows reasons, hides a job on 'not interested', and shows it again", async () => {
    const setup = await seekerWithSkills("Meera Iyer");
    const page = await browser.newPage({ javaScriptEnabled: false });
    page.setDefaultTimeout(15_000);
    await page.context().addCookies(await setup.context().cookies());
    await page.goto(portalUrl(HOST, "/seeker/recommended-jobs"));
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      text("en", "recommendations.title"),
    );
    const reasons = await page
      .locator("ol.job-list > li")
      .first()
      .locator(".job-reasons li")
      .allTextContents();
    const skillsReason = text("en", "recommendations.reason.skills.other").replace("{count}", "\\d");
    expect(reasons.some((reason) => new RegExp(`^${skillsReason}$`).test(reason))).toBe(true);

    const { item, id, title } = await firstCard(page);
    const hideLabel = `${text("en", "notInterested.job")} (${title})`;
    await item.getByRole("button", { name: hideLabel, exact: true }).click({ timeout: 10_000 });
    await page.waitForURL(/notice=jobHidden/, { timeout: 10_000 });
    expect(await page.locator(".form-notice").textContent()).toBe(text("en", "notInterested.jobHidden"));
    expect(await page.locator(`#${id}`).count()).toBe(0);

    await page
      .getByRole("link", { name: text("en", "recommendations.manageHidden") })
      .click({ timeout: 10_000 });
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      text("en", "notInterested.title"),
    );
    const showLabel = `${text("en", "notInterested.showAgain")} (${title})`;
    // The checks run in the page, so they look with the page's scripts on.
    const checker = await browser.newPage();
    await checker.context().addCookies(await setup.context().cookies());
    for (const path of ["/seeker/recommended-jobs", "/seeker/not-interested"]) {
      await checker.goto(portalUrl(HOST, path));
      await expectAccessible(checker);
      await expectNoHorizontalScroll(checker);
    }
    expect(await page.locator(`#${id}`).count()).toBe(1);
    await page.getByRole("button", { name: showLabel, exact: true }).first().click({ timeout: 10_000 });
    await page.waitForURL(/notice=jobShown/, { timeout: 10_000 });
    expect(await page.locator(`#${id}`).count()).toBe(0);
    expect(await page.getByText(text("en", "notInterested.noJobs")).count()).toBe(1);
  });

  it("in Arabic, right to left, with JavaScript: reasons in Arabic and a hidden job disappears", async () => {
    const page = await seekerWithSkills("Layla Haddad");
    await page.goto(portalUrl(HOST, "/ar/seeker/recommended-jobs"));
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      text("ar", "recommendations.title"),
    );
    expect(await page.locator(".job-reasons__label").first().textContent()).toBe(
      text("ar", "recommendations.why"),
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    const { item, id, title } = await firstCard(page);
    const hideLabel = `${text("ar", "notInterested.job")} (${title})`;
    await item.getByRole("button", { name: hideLabel, exact: true }).click({ timeout: 10_000 });
    await page.waitForURL(/notice=jobHidden/, { timeout: 10_000 });
    await expect.poll(() => page.locator(`#${id}`).count()).toBe(0);
    expect(await page.getByText(text("ar", "notInterested.jobHidden")).count()).toBe(1);
  });
});
