/**
 * Career advice (issue 30), in Hindi on a 360 px phone: a guest finds the advice highlight on the home
 * page, reads the article (its text in Hindi, Article data for search engines, share links), and applies
 * to one of its related jobs, logging in on the way. The Gulf's advice page lists its own article in
 * Arabic, right to left; Thailand's says it has none.
 */
import pg from "pg";
import { afterAll, expect, inject, it } from "vitest";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE,
  pageApiCall,
  portalUrl,
  useBrowser,
} from "./browser.ts";
import { text } from "./catalogues.ts";
import { newSeekerSession, useSession } from "./media-support.ts";

const browser = useBrowser();

const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 1 });
afterAll(() => pool.end());

/** A seeker who finished registering (a profile to apply with), logged out again. */
async function registeredSeeker() {
  const seeker = await newSeekerSession("in.localhost", "Kavya Menon");
  const setup = await browser.newPage();
  await useSession(setup, seeker);
  await setup.goto(portalUrl("in.localhost", "/"));
  expect(
    (await pageApiCall(setup, "POST", "/api/seeker/profiles", { name: "Main", source: "fresh" })).status,
  ).toBe(201);
  await pool.query("UPDATE users SET registration_progress = 'complete' WHERE id = $1", [seeker.id]);
  return seeker;
}

it("a guest reads an article in Hindi and applies to a related job", async () => {
  const seeker = await registeredSeeker();
  const page = await browser.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(portalUrl("in.localhost", "/hi"));
  const highlight = page.locator("section", {
    has: page.getByRole("heading", { name: text("hi", "advice.highlightHeading") }),
  });
  await highlight.locator(".article-card__title a").click();
  await page.waitForURL(
    (url) => url.pathname.startsWith("/hi/career-advice/") && url.pathname.endsWith(".html"),
  );
  expect(new URL(page.url()).searchParams.get("utm_medium")).toBe("home");
  expect(await page.locator("h1").textContent()).toMatch(/[\u0900-\u097F]/);
  expect(await page.locator(".career-article__text h2").count()).toBeGreaterThan(3);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(data).toMatchObject({ "@type": "Article", inLanguage: "hi" });
  expect(
    await page.getByRole("link", { name: text("hi", "advice.shareWhatsApp") }).getAttribute("href"),
  ).toMatch(/^https:\/\/wa\.me\/\?text=/);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  // A related job: Apply asks a guest to log in, then comes back to apply.
  const card = page.locator("#related-jobs ~ .job-list .job-card").first();
  const title = ((await card.locator(".job-card__title").textContent()) ?? "").trim();
  await card.getByRole("link", { name: `${text("hi", "applications.apply")} ${title}` }).click();
  await page.waitForURL((url) => url.pathname === "/hi/rio/login");
  await page.getByLabel(text("hi", "accounts.field.email"), { exact: true }).fill(seeker.email);
  await page.getByLabel(text("hi", "accounts.field.password"), { exact: true }).fill(seeker.password);
  await page.getByRole("button", { name: text("hi", "accounts.login.submit"), exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/hi/seeker/apply");
  await expect.poll(() => page.locator(".apply-page__jobs").textContent()).toContain(title);
  await page.getByRole("button", { name: text("hi", "applications.submit") }).click();
  await page.waitForURL((url) => url.pathname === "/hi/search/applied-success");
  await expect.poll(() => page.locator(".apply-outcome--applied").count()).toBe(1);
});

it("lists each site's own articles, in Arabic right to left on the Gulf, and none on Thailand", async () => {
  const page = await browser.newPage();
  await page.goto(portalUrl("gulf.localhost", "/ar/career-advice"));
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  expect(await page.locator(".article-card").count()).toBe(3);
  expect(
    await page.getByRole("heading", { name: text("ar", "advice.category.working-abroad") }).count(),
  ).toBe(1);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  await page.goto(portalUrl("th.localhost", "/career-advice"));
  expect(await page.getByText(text("en", "advice.none")).count()).toBe(1);
  const missing = await page.goto(portalUrl("th.localhost", "/career-advice/gulf-work-permits.html"));
  expect(missing?.status()).toBe(404);
});

it("shows the COVID page on a phone: work from home, companies hiring more, skills, and the layoff flag", async () => {
  const page = await browser.newPage();
  await page.goto(portalUrl("in.localhost", "/hi/covid-jobs"));
  for (const key of [
    "covid.remoteHeading",
    "covid.surgeHeading",
    "covid.skillsHeading",
    "covid.adviceHeading",
  ] as const)
    expect(await page.getByRole("heading", { name: text("hi", key) }).count(), key).toBe(1);
  expect(
    await page.locator("#covid-skills ~ .chips a, #covid-skills + p + .chips a").count(),
  ).toBeGreaterThan(3);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);

  const seeker = await registeredSeeker();
  await useSession(page, seeker);
  await page.goto(portalUrl("in.localhost", "/hi/covid-jobs"));
  await page.getByLabel(text("hi", "covid.layoffLabel")).check();
  await page
    .locator("#form-layoff")
    .getByRole("button", { name: text("hi", "covid.layoffSave") })
    .click();
  await expect.poll(() => page.getByText(text("hi", "covid.layoffSaved")).count()).toBe(1);
  const { rows } = await pool.query("SELECT covid FROM profiles WHERE user_id = $1 AND is_default", [
    seeker.id,
  ]);
  expect(rows[0]?.covid).toEqual({ laidOffDueToCovid: true });
});
