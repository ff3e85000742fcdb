/**
 * Applying as people do it. English, India, on a phone: a guest searches, presses Apply on a card, is
 * sent to log in (as a fresh seeker whose profile says Fresher), comes back to finish the application
 * and lands on the applied-success page; then ticks six jobs on the results page and is refused (a
 * fresher applies to five at once), applies to five, finds the six on /seeker/applied-jobs with their
 * status, and withdraws one after confirming. Arabic, right to left and without JavaScript: a seeker
 * applies from a job page and multi-applies from the results page, and sees the statuses in Arabic.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPerson } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
const HOST = "in.localhost";

/** The page's own fetch to the API, as the web client calls it (cookies, XSRF header, same origin). */
async function callApi(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  const reply = await page.evaluate(
    async ({ method, path, body }) => {
      const token = document.cookie
        .split("; ")
        .find((cookie) => cookie.startsWith("XSRF-TOKEN="))
        ?.slice("XSRF-TOKEN=".length);
      const response = await fetch(path, {
        method,
        headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(token ?? "") },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
  expect(reply.status, JSON.stringify(reply.json)).toBeLessThan(300);
  return reply.json;
}

/** A new seeker with one profile whose experience says Fresher, made through the API in `page`. */
async function freshSeeker(page: Page) {
  const person = newPerson("applicant");
  const details = {
    experienceType: "fresher",
    name: "Meera Iyer",
    email: person.email,
    password: "Secret123",
    diallingCode: "91",
    mobile: `98${person.digits}`,
    currentCity: "Pune",
  };
  await page.goto(portalUrl(HOST, "/"));
  await callApi(page, "POST", "/api/registration/personal", details);
  const created = (await callApi(page, "POST", "/api/seeker/profiles", {
    name: "Fresher profile",
    source: "fresh",
  })) as {
    data: { profile: { id: string } };
  };
  await callApi(page, "PUT", `/api/seeker/profiles/${created.data.profile.id}/experience`, {
    isFresher: true,
    years: 0,
    months: 0,
  });
  return details;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel(text("en", "accounts.field.email")).fill(email);
  await page.getByLabel(text("en", "accounts.field.password"), { exact: false }).first().fill(password);
  await page.getByRole("button", { name: text("en", "accounts.login.submit") }).click();
}

describe("applying to jobs", () => {
  it("English: a guest applies, logs in, finishes on applied-success, multi-applies within the fresher limit, withdraws", async () => {
    // The seeker exists already (made in a browser of their own); the guest below is not logged in.
    const setup = await browser.newPage();
    const seeker = await freshSeeker(setup);

    const page = await browser.newPage();
    await page.goto(portalUrl(HOST, "/search/results?query=developer"));
    const firstCard = page.locator(".job-card").first();
    const firstTitle = ((await firstCard.locator(".job-card__title").textContent()) ?? "").trim();
    await firstCard.getByRole("link", { name: `${text("en", "applications.apply")} ${firstTitle}` }).click();
    await page.waitForURL((url) => url.pathname === "/rio/login");
    expect(new URL(page.url()).searchParams.get("returnUrl")).toContain("/seeker/apply?jobId=");

    await logIn(page, seeker.email, seeker.password);
    await page.waitForURL((url) => url.pathname === "/seeker/apply");
    await expect.poll(() => page.locator(".apply-page__jobs").textContent()).toContain(firstTitle);
    // The default (and only) profile is preselected.
    expect(
      await page.getByLabel(text("en", "applications.profileLabel")).locator("option:checked").textContent(),
    ).toBe(text("en", "applications.profileDefault").replace("{name}", "Fresher profile"));
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole("button", { name: text("en", "applications.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/search/applied-success");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("You applied to 1 job");
    expect(await page.locator(".apply-outcome").first().textContent()).toContain(
      text("en", "applications.outcome.applied"),
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Back on the results, the job is marked and six others are ticked: one too many for a fresher.
    await page.goto(portalUrl(HOST, "/search/results?query=developer"));
    const appliedCard = page.locator(".job-card").filter({ hasText: firstTitle }).first();
    expect(await appliedCard.locator(".badge--applied").textContent()).toBe(text("en", "jobCard.applied"));
    const boxes = page.getByRole("checkbox");
    expect(await boxes.count()).toBeGreaterThanOrEqual(6);
    for (let index = 0; index < 6; index += 1) {
      await boxes.nth(index).focus();
      await page.keyboard.press("Space");
    }
    await page.getByRole("button", { name: text("en", "applications.multi.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/seeker/apply");
    expect(new URL(page.url()).searchParams.getAll("jobId")).toHaveLength(6);
    await page.getByRole("button", { name: text("en", "applications.submit") }).click();
    const refusal = "As a fresher you can apply to at most 5 jobs at once. You selected 6.";
    await expect.poll(() => page.getByRole("alert").textContent()).toBe(refusal);

    // Five go through.
    await page.goto(portalUrl(HOST, "/search/results?query=developer"));
    for (let index = 0; index < 5; index += 1) await page.getByRole("checkbox").nth(index).check();
    await page.getByRole("button", { name: text("en", "applications.multi.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/seeker/apply");
    await page.getByRole("button", { name: text("en", "applications.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/search/applied-success");
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe("You applied to 5 jobs");
    expect(await page.locator(".apply-outcome--applied").count()).toBe(5);

    // The applied-jobs list has all six, each "Applied".
    await page.getByRole("link", { name: text("en", "applications.success.viewAll") }).click();
    await page.waitForURL((url) => url.pathname === "/seeker/applied-jobs");
    await expect.poll(() => page.locator(".application").count()).toBe(6);
    expect(await page.locator(".application__status").allTextContents()).toEqual(
      Array(6).fill(
        `${text("en", "applications.employer.status")}: ${text("en", "applications.status.applied")}`,
      ),
    );
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    // Withdraw one, after confirming; the filter then finds it.
    await page
      .getByRole("link", { name: `${text("en", "applications.list.withdraw")} ${firstTitle}` })
      .first()
      .click();
    await page.getByRole("heading", { name: text("en", "applications.list.confirmHeading") }).waitFor();
    await page.getByRole("button", { name: text("en", "applications.list.confirm") }).click();
    await expect
      .poll(() => page.locator(".form-notice").textContent())
      .toBe(text("en", "applications.list.withdrawn"));
    await page.getByRole("link", { name: "Withdrawn (1)" }).click();
    await page.waitForURL((url) => url.searchParams.get("status") === "withdrawn");
    await expect.poll(() => page.locator(".application").count()).toBe(1);
    expect(await page.locator(".application__status").textContent()).toContain(
      text("en", "applications.status.withdrawn"),
    );
  });

  it("Arabic, right to left and without JavaScript: applies from a job page and multi-applies from results", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    page.setDefaultTimeout(15_000);
    // The API calls need a browser that runs scripts; the journey itself runs without them.
    const setup = await browser.newPage();
    const seeker = await freshSeeker(setup);
    await page.goto(portalUrl(HOST, "/ar/rio/login"));
    await page.getByLabel(text("ar", "accounts.field.email")).fill(seeker.email);
    await page
      .getByLabel(text("ar", "accounts.field.password"), { exact: false })
      .first()
      .fill(seeker.password);
    await page.getByRole("button", { name: text("ar", "accounts.login.submit") }).click();
    await page.waitForURL((url) => !url.pathname.includes("/rio/login"));

    await page.goto(portalUrl(HOST, "/ar/search/results?query=sales"));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await page.locator(".job-card__title a").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/ar/job/"));
    await page.getByRole("button", { name: text("ar", "job.apply") }).click();
    await page.waitForURL((url) => url.pathname === "/ar/search/applied-success");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("تقدمت إلى وظيفة واحدة");

    await page.goto(portalUrl(HOST, "/ar/search/results?query=sales"));
    for (let index = 0; index < 2; index += 1) await page.getByRole("checkbox").nth(index).check();
    await page.getByRole("button", { name: text("ar", "applications.multi.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/ar/seeker/apply");
    await page.getByRole("button", { name: text("ar", "applications.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/ar/search/applied-success");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("تقدمت إلى وظيفتين");
    const successUrl = new URL(page.url());

    await page.goto(portalUrl(HOST, "/ar/seeker/applied-jobs"));
    expect(await page.locator(".application").count()).toBe(3);
    expect(await page.locator(".application__status").first().textContent()).toContain(
      text("ar", "applications.status.applied"),
    );

    // The same pages, right to left on a phone, checked with JavaScript on (the checks run in the page).
    const checker = await browser.newPage();
    await checker.context().addCookies(await page.context().cookies());
    for (const path of ["/ar/seeker/applied-jobs", `${successUrl.pathname}${successUrl.search}`]) {
      await checker.goto(portalUrl(HOST, path));
      expect(await checker.getAttribute("html", "dir")).toBe("rtl");
      await expectAccessible(checker);
      await expectNoHorizontalScroll(checker);
    }
    await checker.goto(portalUrl(HOST, "/ar/search/results?query=sales"));
    expect(await checker.locator(".job-card .badge--applied").count()).toBeGreaterThanOrEqual(2);
    await expectAccessible(checker);
    await expectNoHorizontalScroll(checker);
  });

  it("refuses an application posted without the CSRF field", async () => {
    const page = await browser.newPage();
    await freshSeeker(page);
    const status = await page.evaluate(async () => {
      const response = await fetch("/seeker/apply?jobId=1", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "jobId=1&profileId=x",
      });
      return response.status;
    });
    expect(status).toBe(403);
  });
});
