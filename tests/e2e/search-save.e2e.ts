/**
 * Seeker searches as people use them: search with a filter, open a job, come back and save the search,
 * then run it again from the saved-searches page (English on the India site, Hindi on the Gulf site);
 * save a job from the results page and find it in the saved-jobs list; a guest who saves a search or a
 * job is sent to log in and comes back with it saved (also without JavaScript, in Arabic).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPerson } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

type Language = "en" | "hi" | "ar";
const SITES = {
  "in.localhost": { diallingCode: "91", mobile: (digits: string) => `98${digits}` },
  "gulf.localhost": { diallingCode: "971", mobile: (digits: string) => `50${digits.slice(-7)}` },
} as const;
type Host = keyof typeof SITES;

function prefix(language: Language): string {
  return language === "en" ? "" : `/${language}`;
}

/** A new seeker, registered through the API from the page's own browser context (so it is logged in). */
async function registerSeeker(page: Page, host: Host) {
  const person = newPerson("saver");
  const details = {
    experienceType: "professional",
    name: "Asha Rao",
    email: person.email,
    password: "Secret123",
    diallingCode: SITES[host].diallingCode,
    mobile: SITES[host].mobile(person.digits),
    currentCity: host === "gulf.localhost" ? "Dubai" : "Pune",
  };
  await page.goto(portalUrl(host, "/"));
  // The browser's own fetch, as the web client calls the API: cookies, XSRF header, same origin.
  const status = await page.evaluate(async (body) => {
    const token = document.cookie
      .split("; ")
      .find((cookie) => cookie.startsWith("XSRF-TOKEN="))
      ?.slice("XSRF-TOKEN=".length);
    const response = await fetch("/api/registration/personal", {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(token ?? "") },
      body: JSON.stringify(body),
    });
    return `${response.status} ${await response.text()}`;
  }, details);
  expect(status.startsWith("200"), status).toBe(true);
  return details;
}

/**
 * One seeker per site for the whole file: registrations are limited per address, and every journey of
 * the run comes from the same one. Each test gets a fresh browser context holding that seeker's cookies.
 */
const seekers = new Map<Host, { details: Awaited<ReturnType<typeof registerSeeker>>; cookies: Cookies }>();
type Cookies = Awaited<ReturnType<ReturnType<Page["context"]>["cookies"]>>;

async function seekerOf(host: Host) {
  let seeker = seekers.get(host);
  if (!seeker) {
    const page = await browser.newPage();
    const details = await registerSeeker(page, host);
    seeker = { details, cookies: await page.context().cookies() };
    seekers.set(host, seeker);
  }
  return seeker;
}

async function seekerPage(host: Host, options: { javaScriptEnabled?: boolean } = {}) {
  const { cookies } = await seekerOf(host);
  const page = await browser.newPage(options);
  await page.context().addCookies(cookies);
  return page;
}

/** Opens the filter panel when it is folded (phones) and follows the first city of the location facet. */
async function applyFirstCity(page: Page, language: Language) {
  const panel = page.locator("details.filters");
  if ((await panel.getAttribute("open")) === null) await panel.locator(":scope > summary").click();
  const facet = page.getByRole("region", { name: text(language, "filters.group.location") });
  const option = facet.getByRole("link").first();
  // The link names the city in the page's language; the address keeps the city's own (English) name.
  await option.click();
  await page.waitForURL((url) => url.searchParams.get("location") !== null);
  return new URL(page.url()).searchParams.get("location") ?? "";
}

async function saveSearchJourney(host: Host, language: Language, query: string) {
  const page = await seekerPage(host);
  await page.goto(portalUrl(host, `${prefix(language)}/search/results?query=${query}`));
  expect(await page.getAttribute("html", "lang")).toBe(language);
  const filter = await applyFirstCity(page, language);
  const resultsUrl = new URL(page.url());

  // Open a job, then come back to the results.
  await page.locator(".job-card__title a").first().click();
  await page.waitForURL((url) => url.pathname.includes("/job/"));
  await page.goBack();
  await page.waitForURL((url) => url.pathname.endsWith("/search/results"));

  await page.locator("summary", { hasText: text(language, "saveSearch.toggle") }).click();
  const name = page.getByLabel(text(language, "saveSearch.nameLabel"));
  // The default name is a readable summary of the search.
  expect(await name.inputValue()).toContain(query);
  expect(await name.inputValue()).toContain(filter);
  await name.fill(`${query} · ${filter}`);
  await page.getByRole("button", { name: text(language, "saveSearch.submit") }).click();
  const saved = text(language, "savedSearches.saved").replace("{name}", `${query} · ${filter}`);
  await expect.poll(() => page.locator(".save-search__status").textContent()).toContain(saved);
  // With JavaScript the results page stays where it was.
  expect(page.url()).toBe(resultsUrl.href);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);

  await page.getByRole("link", { name: text(language, "saveSearch.viewAll") }).click();
  await page.waitForURL((url) => url.pathname === `${prefix(language)}/seeker/saved-searches`);
  await expectAccessible(page);
  await expectNoHorizontalScroll(page);
  await page
    .locator(".saved-list")
    .getByRole("link", { name: `${query} · ${filter}`, exact: true })
    .click();
  await page.waitForURL((url) => url.pathname.endsWith("/search/results"));
  const rerun = new URL(page.url());
  expect(rerun.searchParams.get("query")).toBe(query);
  expect(rerun.searchParams.get("location")).toBe(filter);
}

describe("saving a search", () => {
  it("India, English: search with a filter, open a job, save the search, run it again", async () => {
    await saveSearchJourney("in.localhost", "en", "developer");
  });

  it("Gulf, Hindi: search with a filter, open a job, save the search, run it again", async () => {
    await saveSearchJourney("gulf.localhost", "hi", "sales");
  });

  it("renames and deletes a saved search, and the same search saved twice is listed once", async () => {
    const page = await seekerPage("in.localhost");
    for (const name of ["Nursing jobs", "Nursing, again"]) {
      await page.goto(portalUrl("in.localhost", "/search/results?query=nurse"));
      await page.locator("summary", { hasText: text("en", "saveSearch.toggle") }).click();
      await page.getByLabel(text("en", "saveSearch.nameLabel")).fill(name);
      await page.getByRole("button", { name: text("en", "saveSearch.submit") }).click();
      await expect.poll(() => page.locator(".save-search__status").textContent()).toContain(name);
    }
    await page.goto(portalUrl("in.localhost", "/seeker/saved-searches"));
    const nursing = page.locator(".saved-item", { hasText: "Nursing" });
    expect(await nursing.count()).toBe(1);
    expect(await nursing.locator(".saved-item__name").getByRole("link").textContent()).toBe("Nursing, again");
    // Each saved search can become a job alert: the alert form opens with its search.
    expect(
      await nursing.getByRole("link", { name: text("en", "savedSearches.makeAlert") }).getAttribute("href"),
    ).toBe("/seeker/free-job-alert?search=query%3Dnurse");

    await nursing.getByText(text("en", "savedSearches.rename"), { exact: true }).click();
    await nursing.getByLabel(text("en", "savedSearches.newName")).fill("Nurse, Pune");
    await nursing.getByRole("button", { name: text("en", "savedSearches.renameSubmit") }).click();
    await expect
      .poll(() => page.locator(".seeker-list-page .form-notice").textContent())
      .toBe(text("en", "savedSearches.renamed").replace("{name}", "Nurse, Pune"));
    await expect.poll(() => page.getByRole("link", { name: "Nurse, Pune", exact: true }).count()).toBe(1);

    await page
      .getByRole("button", { name: text("en", "savedSearches.deleteLabel").replace("{name}", "Nurse, Pune") })
      .click();
    await expect.poll(() => page.getByRole("link", { name: "Nurse, Pune", exact: true }).count()).toBe(0);
    expect(await page.locator(".seeker-list-page .form-notice").textContent()).toBe(
      text("en", "savedSearches.deleted"),
    );
  });

  it("a guest who saves a search logs in and comes back with it saved", async () => {
    const account = (await seekerOf("in.localhost")).details;
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/search/results?query=accountant&experience=3"));
    await page.locator("summary", { hasText: text("en", "saveSearch.toggle") }).click();
    expect(await page.getByText(text("en", "saveSearch.guestHint")).isVisible()).toBe(true);
    expect(await page.getByLabel(text("en", "saveSearch.nameLabel")).inputValue()).toBe(
      "accountant, 3 years",
    );
    await page.getByRole("button", { name: text("en", "saveSearch.submit") }).click();
    await page.waitForURL((url) => url.pathname === "/rio/login");

    await page.getByLabel(text("en", "accounts.field.email"), { exact: true }).fill(account.email);
    await page.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill(account.password);
    await page.getByRole("button", { name: text("en", "accounts.login.submit"), exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/search/results");
    expect(new URL(page.url()).searchParams.get("query")).toBe("accountant");
    await expect
      .poll(() => page.locator(".save-search__status").textContent())
      .toContain(text("en", "saveSearch.savedAs").replace("{name}", "accountant, 3 years"));
  });
});

describe("saving a job", () => {
  it("saves a job from the results page and finds it in the saved-jobs list", async () => {
    const page = await seekerPage("in.localhost");
    await page.goto(portalUrl("in.localhost", "/search/results?query=developer"));
    const card = page.locator(".job-card").first();
    const title = ((await card.locator(".job-card__title").textContent()) ?? "").trim();
    // Titles repeat across employers: the saved list is checked for this very job.
    const cardId = String(await card.getAttribute("id"));
    const toggle = card.getByRole("button", {
      name: text("en", "savedJobs.toggleLabel").replace("{title}", title),
    });
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => card.locator(".badge").textContent()).toBe(text("en", "jobCard.saved"));

    // Marked on the job's own page too.
    await card.locator(".job-card__title a").click();
    await page.waitForURL((url) => url.pathname.includes("/job/"));
    const pageToggle = page.locator(".job-detail__header").getByRole("button", {
      name: text("en", "savedJobs.toggleLabel").replace("{title}", title),
    });
    expect(await pageToggle.getAttribute("aria-pressed")).toBe("true");

    await page.getByText(text("en", "shell.myAccount")).click();
    await page.getByRole("link", { name: text("en", "menu.savedJobs") }).click();
    await page.waitForURL((url) => url.pathname === "/seeker/saved-jobs");
    // The address changes before the list has rendered (client-side navigation): wait for it.
    await expect
      .poll(() => page.locator(`#${cardId}`).getByRole("heading", { name: title, exact: true }).count())
      .toBe(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page
      .locator("li", { has: page.locator(`#${cardId}`) })
      .getByRole("button", { name: text("en", "savedJobs.removeLabel").replace("{title}", title) })
      .click();
    await expect.poll(() => page.locator(`#${cardId}`).count()).toBe(0);
    expect(await page.locator(".seeker-list-page .form-notice").textContent()).toBe(
      text("en", "savedJobs.removed"),
    );
  });

  it("Gulf, Arabic, without JavaScript: a guest saves a job, logs in and comes back to it saved", async () => {
    const account = (await seekerOf("gulf.localhost")).details;

    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(portalUrl("gulf.localhost", "/ar/search/results?query=sales"));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const card = page.locator(".job-card").nth(1);
    const jobId = (await card.getAttribute("id")) ?? "";
    const title = ((await card.locator(".job-card__title").textContent()) ?? "").trim();
    await card
      .getByRole("button", { name: text("ar", "savedJobs.toggleLabel").replace("{title}", title) })
      .click();
    await page.waitForURL((url) => url.pathname === "/ar/rio/login");

    await page.getByLabel(text("ar", "accounts.field.email"), { exact: true }).fill(account.email);
    await page.getByLabel(text("ar", "accounts.field.password"), { exact: true }).fill(account.password);
    await page.getByRole("button", { name: text("ar", "accounts.login.submit"), exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/ar/search/results");
    expect(new URL(page.url()).hash).toBe(`#${jobId}`);
    const saved = page.locator(`#${jobId}`);
    expect(
      await saved
        .getByRole("button", { name: text("ar", "savedJobs.toggleLabel").replace("{title}", title) })
        .getAttribute("aria-pressed"),
    ).toBe("true");

    // The list, right to left on a phone (checked with JavaScript on: the checks run in the page).
    const list = await browser.newPage();
    await list.context().addCookies(await page.context().cookies());
    await list.goto(portalUrl("gulf.localhost", "/ar/seeker/saved-jobs"));
    expect(await list.getAttribute("html", "dir")).toBe("rtl");
    expect(await list.getByRole("heading", { name: title, exact: true }).count()).toBe(1);
    await expectAccessible(list);
    await expectNoHorizontalScroll(list);
  });
});

describe("recent searches of a seeker", () => {
  it("are kept on the server, shown on the home page, and cleared", async () => {
    const page = await seekerPage("in.localhost");
    await page.goto(portalUrl("in.localhost", "/search/results?query=teacher&location=Pune"));
    await page.goto(portalUrl("in.localhost", "/search/results?query=driver"));
    await page.goto(portalUrl("in.localhost", "/"));
    const recent = page.getByRole("region", { name: text("en", "recent.heading") });
    expect((await recent.getByRole("link").allTextContents()).slice(0, 2)).toEqual([
      "driver",
      "teacher · Pune",
    ]);

    // The same seeker on another browser sees them too: they live on the server.
    const cookies = await page.context().cookies();
    const other = await browser.newPage({ javaScriptEnabled: false });
    await other.context().addCookies(cookies);
    await other.goto(portalUrl("in.localhost", "/"));
    const otherRecent = other.getByRole("region", { name: text("en", "recent.heading") });
    expect((await otherRecent.getByRole("link").allTextContents()).slice(0, 2)).toEqual([
      "driver",
      "teacher · Pune",
    ]);

    const cleared = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && response.url().includes("/seeker/saved-searches"),
    );
    await recent.getByRole("button", { name: text("en", "recent.clear") }).click();
    await cleared;
    await expect.poll(() => recent.count()).toBe(0);
    await page.reload();
    expect(await page.getByRole("region", { name: text("en", "recent.heading") }).count()).toBe(0);
  });
});
