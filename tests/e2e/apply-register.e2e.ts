/**
 * A guest applies and registers on the way, on a 360 px phone, in English and in Arabic (right to left):
 * searches, presses Apply on a card, is sent to log in, chooses to create an account, goes through the
 * fresher's registration steps and lands back on the apply page with the same job, then on
 * applied-success. From the results page six ticked jobs are refused (a fresher applies to five at
 * once) and five go through. The dashboard shows the six applications' counts and statuses; a
 * recruiter of one job's company shortlists the seeker, and the seeker's bell and notifications page
 * say so. Accessible and without horizontal scrolling throughout.
 */
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import {
  field,
  fillEducation,
  fillPreference,
  newPerson,
  recruiterForJob,
  submit,
} from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { logIn } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
type Language = "en" | "ar";

const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

const prefix = (language: Language) => (language === "en" ? "" : `/${language}`);

/** A digit as any of the numbering systems the page's locale may use (Latin, Arabic-Indic, extended). */
function anyDigits(value: number): string {
  const arabic = "٠١٢٣٤٥٦٧٨٩";
  const extended = "۰۱۲۳۴۵۶۷۸۹";
  return [...String(value)]
    .map((digit) => `[${digit}${arabic[Number(digit)]}${extended[Number(digit)]}]`)
    .join("");
}

function escaped(textValue: string): string {
  return textValue.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text of a key with `{name}` filled by a number written in any numbering system. */
function withNumber(template: string, name: string, value: number): RegExp {
  const [before = "", after = ""] = template.split(`{${name}}`);
  return new RegExp(`^${escaped(before)}${anyDigits(value)}${escaped(after)}$`);
}

async function checkPage(page: Page) {
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
}

async function journey(language: Language, query: string) {
  const p = prefix(language);
  const person = newPerson(`apply-${language}`);
  // A name no other journey gives its seeker: the recruiter below picks the applicant by it.
  const name = language === "en" ? "Anjali Deshpande" : "ليلى حسن";

  // A guest searches and presses Apply on the first card: off to log in, the job in the return address.
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(portalUrl(HOST, `${p}/search/results?query=${query}`));
  const firstCard = page.locator(".job-card").first();
  const firstTitle = ((await firstCard.locator(".job-card__title").textContent()) ?? "").trim();
  await firstCard
    .getByRole("link", { name: `${text(language, "applications.apply")} ${firstTitle}` })
    .click();
  await page.waitForURL((url) => url.pathname === `${p}/rio/login`);
  expect(new URL(page.url()).searchParams.get("returnUrl")).toContain("/seeker/apply?jobId=");

  // No account yet: the guest registers instead, as a fresher, step by step.
  await page.getByRole("link", { name: text(language, "accounts.login.register"), exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${p}/seeker/registration`);
  await checkPage(page);
  await page.getByLabel(text(language, "accounts.choice.fresher")).check();
  await field(page, language, "accounts.field.name").fill(name);
  await field(page, language, "accounts.field.email").fill(person.email);
  await field(page, language, "accounts.field.password").fill("Secret123");
  await field(page, language, "accounts.field.mobile").fill(`98${person.digits}`);
  await field(page, language, "accounts.field.currentCity").fill("Pune");
  await submit(page, language, "accounts.registration.submit");

  await page.waitForURL((url) => url.pathname === `${p}/seeker/education`);
  await fillEducation(page, language);

  await page.waitForURL((url) => url.pathname === `${p}/seeker/job-preference`);
  await fillPreference(page, language, "Pune");

  // Registration complete: back on the apply page with the same job, and one button to press.
  await page.waitForURL((url) => url.pathname === `${p}/seeker/apply`);
  await expect.poll(() => page.locator(".apply-page__jobs").textContent()).toContain(firstTitle);
  await checkPage(page);
  await submit(page, language, "applications.submit");
  await page.waitForURL((url) => url.pathname === `${p}/search/applied-success`);
  await expect.poll(() => page.locator(".apply-outcome--applied").count()).toBe(1);
  const firstJobId = Number(new URL(page.url()).searchParams.get("applied"));
  expect(firstJobId).toBeGreaterThan(0);
  await checkPage(page);

  // Six ticked on the results page is one too many for a fresher; five go through.
  await page.goto(portalUrl(HOST, `${p}/search/results?query=${query}`));
  const boxes = page.getByRole("checkbox");
  expect(await boxes.count()).toBeGreaterThanOrEqual(6);
  for (let index = 0; index < 6; index += 1) await boxes.nth(index).check();
  await page.getByRole("button", { name: text(language, "applications.multi.submit") }).click();
  await page.waitForURL((url) => url.pathname === `${p}/seeker/apply`);
  await submit(page, language, "applications.submit");
  const refusal = text(language, "applications.tooManyFresher")
    .replace("{max}", "5")
    .replace("{selected}", "6");
  await expect.poll(() => page.getByRole("alert").textContent()).toBe(refusal);

  await page.goto(portalUrl(HOST, `${p}/search/results?query=${query}`));
  for (let index = 0; index < 5; index += 1) await page.getByRole("checkbox").nth(index).check();
  await page.getByRole("button", { name: text(language, "applications.multi.submit") }).click();
  await page.waitForURL((url) => url.pathname === `${p}/seeker/apply`);
  await submit(page, language, "applications.submit");
  await page.waitForURL((url) => url.pathname === `${p}/search/applied-success`);
  await expect.poll(() => page.locator(".apply-outcome--applied").count()).toBe(5);

  // The dashboard, reached from the user menu: six applications, the latest five with their status.
  await page.getByRole("banner").getByText(text(language, "shell.myAccount"), { exact: true }).click();
  await page.getByRole("link", { name: text(language, "menu.dashboard"), exact: true }).click();
  await page.waitForURL((url) => url.pathname === `${p}/seeker/dashboard`);
  expect(await page.getAttribute("html", "dir")).toBe(language === "ar" ? "rtl" : "ltr");
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe(text(language, "dashboard.heading").replace("{name}", name));
  const activity = page.getByRole("region", { name: text(language, "dashboard.activity.heading") });
  const appliedFigure = activity.locator(`a[href="${p}/seeker/applied-jobs"]`);
  // A sentence that agrees with its number, in the language's plural form for six.
  const sixForm = new Intl.PluralRules(language).select(6);
  expect(await appliedFigure.textContent()).toMatch(
    withNumber(
      text(language, `dashboard.activity.appliedCount.${sixForm}` as Parameters<typeof text>[1]),
      "count",
      6,
    ),
  );
  expect(await appliedFigure.locator(".dashboard-figure__value").textContent()).toMatch(
    new RegExp(`^${anyDigits(6)}$`),
  );
  // The most recently changed first: here the latest five applied to.
  const latest = page.locator(".dashboard-application");
  expect(await latest.count()).toBe(5);
  expect(await latest.locator(".application__status").allTextContents()).toEqual(
    Array(5).fill(
      `${text(language, "applications.employer.status")}: ${text(language, "applications.status.applied")}`,
    ),
  );
  // No notifications yet: the bell has no count.
  expect(
    await page
      .getByRole("banner")
      .getByRole("link", { name: text(language, "bell.headerLabel"), exact: true })
      .count(),
  ).toBe(1);
  await checkPage(page);

  // A recruiter of the first job's company opens the application (viewed) and shortlists it.
  const hiring = await browser.newPage();
  await logIn(
    hiring,
    HOST,
    language,
    "/employer/login",
    await recruiterForJob(pool, firstJobId, "apply-register"),
  );
  await hiring.goto(portalUrl(HOST, `${p}/employer/jobs/${firstJobId}/applicants`));
  await hiring
    .getByRole("link", { name: text(language, "applications.employer.open").replace("{name}", name) })
    .click();
  await hiring.waitForURL((url) => url.pathname.includes("/employer/applications/"));
  await hiring.getByRole("button", { name: text(language, "applications.employer.shortlist") }).click();
  await expect
    .poll(() => hiring.locator(".form-notice").textContent())
    .toContain(text(language, "applications.status.shortlisted"));

  // The seeker's bell counts two (viewed, shortlisted); the dashboard puts the changed one first.
  await page.reload();
  const bell = page
    .getByRole("banner")
    .getByRole("link", { name: withNumber(text(language, "bell.headerLabelUnread"), "count", 2) });
  expect(await bell.count()).toBe(1);
  expect(await page.locator(".dashboard-application").first().textContent()).toContain(firstTitle);
  expect(await page.locator(".dashboard-application .application__status").first().textContent()).toBe(
    `${text(language, "applications.employer.status")}: ${text(language, "applications.status.shortlisted")}`,
  );

  await bell.click();
  await page.waitForURL((url) => url.pathname === `${p}/seeker/notifications`);
  const items = page.locator(".bell-item");
  await expect.poll(() => items.count()).toBe(2);
  expect(await items.first().textContent()).toContain(
    text(language, "bell.status.shortlisted").split("{job}")[0] as string,
  );
  expect(await items.first().textContent()).toContain(firstTitle);
  await checkPage(page);
  await page.getByRole("button", { name: text(language, "bell.markAllRead"), exact: true }).click();
  await expect
    .poll(() => page.locator(".form-notice").textContent())
    .toBe(text(language, "bell.markedAllRead"));
  expect(
    await page
      .getByRole("banner")
      .getByRole("link", { name: text(language, "bell.headerLabel"), exact: true })
      .count(),
  ).toBe(1);
  expect(await page.locator(".bell-item--unread").count()).toBe(0);
}

describe("applying and registering on the way", () => {
  it("English: guest → register as a fresher → applied-success → five more (the sixth refused) → dashboard → bell", async () => {
    await journey("en", "developer");
  });

  it("Arabic, right to left: the same journey in Arabic", async () => {
    await journey("ar", "developer");
  });

  it("a registration form posted without the CSRF field does not remember a pending application", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl(HOST, "/"));
    const reply = await page.evaluate(async () => {
      const response = await fetch("/seeker/registration?returnUrl=%2Fseeker%2Fapply%3FjobId%3D1", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "pendingReturn=%2Fseeker%2Fapply%3FjobId%3D1&experienceType=fresher",
        redirect: "manual",
      });
      return { status: response.status };
    });
    expect(reply.status).toBe(403);
    const cookies = await page.context().cookies();
    expect(cookies.some((cookie) => cookie.name === "registration-return")).toBe(false);
  });
});
