/**
 * A new seeker builds a profile from nothing to a score above 80 on a 360 px phone, in English and in
 * Hindi: creates a profile (spec §4 "create a fresh one"), fills every field group, is refused twice
 * (once by the browser's check, once by the server) and keeps what they typed each time, verifies
 * e-mail and mobile through the score's suggestions. Without JavaScript, a refused save is answered by
 * the server with the message beside the field and the typed values kept.
 */
import { specMessage } from "@portal/domain";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { codeFromOutbox, linkFromOutbox, newPerson } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
type Language = "en" | "hi" | "ar";
type Key = Parameters<typeof text>[1];

const HOST = "in.localhost";

function prefix(language: Language): string {
  return language === "en" ? "" : `/${language}`;
}

function form(page: Page, id: string): Locator {
  return page.locator(`#form-${id}`);
}

function label(scope: Page | Locator, language: Language, key: Key): Locator {
  return scope.getByLabel(text(language, key), { exact: true });
}

async function save(page: Page, id: string, language: Language, key: Key = "profile.save") {
  await form(page, id)
    .getByRole("button", { name: text(language, key), exact: true })
    .click();
}

/** A saved group is confirmed in the toast (announced, where the reader is), not at the form's top. */
async function expectSaved(page: Page, id: string, language: Language) {
  await expect
    .poll(() => page.locator(".toast-region").getByText(text(language, "profile.notice.saved")).count(), {
      timeout: 10_000,
    })
    .toBe(1);
  expect(await form(page, id).locator(".form-notice").allTextContents()).toEqual([]);
}

async function scoreOf(page: Page): Promise<number> {
  return Number(await page.locator("meter#profile-score").getAttribute("value"));
}

/** Registers a professional through the first registration step only: no profile exists yet. */
async function registerSeeker(page: Page, language: Language) {
  const person = newPerson(`profile-${language}`);
  const mobile = `98${person.digits}`;
  await page.goto(portalUrl(HOST, `${prefix(language)}/seeker/registration`));
  await page.getByLabel(text(language, "accounts.choice.professional")).check();
  await label(page, language, "accounts.field.name").fill("Kavya Menon");
  await label(page, language, "accounts.field.email").fill(person.email);
  await label(page, language, "accounts.field.password").fill("Secret123");
  await label(page, language, "accounts.field.mobile").fill(mobile);
  await label(page, language, "accounts.field.currentCity").fill("Kochi");
  await page.getByRole("button", { name: text(language, "accounts.registration.submit") }).click();
  await page.waitForURL(/\/seeker\/employment$/);
  return { ...person, mobile };
}

async function fillProfile(page: Page, language: Language, person: { email: string; mobile: string }) {
  // Personal details.
  const personal = form(page, "personal");
  await label(personal, language, "profile.personal.name").fill("Kavya Menon");
  await label(personal, language, "profile.personal.email").fill(person.email);
  await label(personal, language, "profile.personal.mobile").fill(person.mobile);
  await label(personal, language, "profile.personal.currentLocation").fill("Kochi");
  await label(personal, language, "profile.personal.preferredLocations").fill("Kochi, Bengaluru");
  await label(personal, language, "profile.personal.dateOfBirth").fill("1996-03-14");
  await label(personal, language, "profile.gender.female.label").check();
  await save(page, "personal", language);
  await expectSaved(page, "personal", language);

  // Work authorization.
  const work = form(page, "workAuthorization");
  await work.locator('input[name="workCountries"][value="IN"]').check();
  await label(work, language, "profile.work.visaStatus").selectOption("citizen");
  await save(page, "workAuthorization", language);
  await expectSaved(page, "workAuthorization", language);

  // Total experience.
  const experience = form(page, "experience");
  await label(experience, language, "profile.experience.years").selectOption("4");
  await label(experience, language, "profile.experience.months").selectOption("2");
  await save(page, "experience", language);
  await expectSaved(page, "experience", language);

  // Designation history: a backwards date range is refused by the browser's check, typing kept.
  const job = form(page, "employments");
  await label(job, language, "profile.employment.designation").fill("Data Analyst");
  await label(job, language, "profile.employment.company").fill("Lotus Bridge Analytics");
  await label(job, language, "profile.employment.startDate").fill("2021-05");
  await label(job, language, "profile.employment.endDate").fill("2020-01");
  await save(page, "employments", language, "profile.employment.add");
  await expect
    .poll(() => job.locator(".form-error").first().textContent())
    .toBe(specMessage(language, "invalidDateRange"));
  expect(await label(job, language, "profile.employment.designation").inputValue()).toBe("Data Analyst");
  await label(job, language, "profile.employment.isCurrent").check();
  await label(job, language, "profile.employment.endDate").fill("");
  await label(job, language, "profile.employment.noticePeriod").selectOption("30-days");
  await save(page, "employments", language, "profile.employment.add");
  await expect.poll(() => page.locator("#employments .profile-entry").count()).toBe(1);

  // Education.
  const education = form(page, "educations");
  await label(education, language, "profile.education.qualification").selectOption("5");
  await label(education, language, "profile.education.specialization").selectOption("Computer Science");
  await label(education, language, "profile.education.institute").fill("Cochin University");
  await label(education, language, "profile.education.board").selectOption("university");
  await label(education, language, "profile.education.medium").selectOption("english");
  await label(education, language, "profile.education.passingYear").selectOption("2018");
  await save(page, "educations", language, "profile.education.add");
  await expect.poll(() => page.locator("#educations .profile-entry").count()).toBe(1);

  // Key skills; a skill already there is refused by the server, and the typed text stays.
  for (const skill of ["Python", "SQL", "Excel", "Tableau", "Statistics"]) {
    await label(form(page, "skills"), language, "profile.skills.add").fill(skill);
    await save(page, "skills", language, "profile.skills.addButton");
    await expect.poll(() => page.locator(".skill-chip").filter({ hasText: skill }).count()).toBe(1);
  }
  await label(form(page, "skills"), language, "profile.skills.add").fill("python");
  await save(page, "skills", language, "profile.skills.addButton");
  await expect
    .poll(() => form(page, "skills").locator(".form-error").textContent())
    .toBe(specMessage(language, "skillAlreadyAdded"));
  expect(await label(form(page, "skills"), language, "profile.skills.add").inputValue()).toBe("python");
  expect(await page.locator(".skill-chip").count()).toBe(5);

  // IT skills, linked to the job.
  const itSkill = form(page, "itSkills");
  await label(itSkill, language, "profile.itSkills.name").fill("Python");
  await label(itSkill, language, "profile.itSkills.version").fill("3.12");
  await label(itSkill, language, "profile.itSkills.lastUsed").selectOption(String(new Date().getFullYear()));
  await label(itSkill, language, "profile.experience.years").selectOption("3");
  await itSkill.getByLabel(text(language, "profile.itSkills.employment")).selectOption({ index: 1 });
  await save(page, "itSkills", language, "profile.itSkills.add");
  await expect.poll(() => page.locator("#itSkills .profile-entry").count()).toBe(1);

  // Salary in lakhs and thousands: without a mode it is refused, and the chosen amounts stay.
  const salary = form(page, "salary");
  const currentSalary = salary.locator("#salary-currentSalary");
  await label(currentSalary, language, "profile.salary.lakhs").selectOption("9");
  await label(currentSalary, language, "profile.salary.thousands").selectOption("50");
  const expectedSalary = salary.locator("#salary-expectedSalary");
  await label(expectedSalary, language, "profile.salary.lakhs").selectOption("12");
  await save(page, "salary", language);
  await expect
    .poll(() => salary.locator(".form-error").first().textContent())
    .toBe(specMessage(language, "salaryModeRequired"));
  expect(await label(currentSalary, language, "profile.salary.lakhs").inputValue()).toBe("9");
  await label(salary, language, "accounts.salary.annually").check();
  await save(page, "salary", language);
  await expectSaved(page, "salary", language);

  // Job preferences: at most two industries.
  const preferences = form(page, "preferences");
  await label(preferences, language, "profile.preferences.functions").selectOption(["22"]);
  await label(preferences, language, "profile.preferences.industries").selectOption(["39", "40", "9"]);
  await label(preferences, language, "accounts.jobType.full-time").check();
  await save(page, "preferences", language);
  await expect
    .poll(() => preferences.locator(".form-error").first().textContent())
    .toBe(specMessage(language, "maxIndustries"));
  await label(preferences, language, "profile.preferences.industries").selectOption(["40"]);
  await save(page, "preferences", language);
  await expectSaved(page, "preferences", language);
}

async function verifyThroughScore(page: Page, language: Language, person: { email: string; mobile: string }) {
  const meter = page.getByRole("region", { name: text(language, "profile.score.heading") });
  await expect
    .poll(() =>
      meter.getByRole("link", { name: text(language, "profile.score.action.emailVerified") }).count(),
    )
    .toBe(1);
  const link = await linkFromOutbox(page, HOST, person.email, "/rio/verify-email");
  // The e-mail's link opens in English; the seeker reads it in their language.
  await page.goto(link.replace("/rio/verify-email", `${prefix(language)}/rio/verify-email`));
  await page.getByRole("button", { name: text(language, "accounts.verifyEmail.confirm") }).click();
  await expect
    .poll(() => page.getByRole("main").getByRole("status").textContent())
    .toBe(text(language, "accounts.msg.emailVerified"));

  await page.goto(portalUrl(HOST, `${prefix(language)}/rio/verify-mobile`));
  await page.getByRole("button", { name: text(language, "accounts.login.sendCode") }).click();
  const code = await codeFromOutbox(page, HOST, `+91${person.mobile}`);
  await label(page, language, "accounts.login.code").fill(code);
  await page.getByRole("button", { name: text(language, "accounts.verify.submit") }).click();
  await expect
    .poll(() => page.getByRole("main").getByRole("status").textContent())
    .toBe(text(language, "accounts.msg.mobileVerified"));
}

describe("profile journeys", () => {
  // English and Hindi pages share their templates: the whole journey runs in Hindi (its words); the
  // journeys below are in English and Arabic. Keeps the suite inside its time budget.
  for (const language of ["hi"] as const) {
    it(`${language}: a new seeker fills a fresh profile to a score above 80`, async () => {
      const page = await browser.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(String(error)));
      const person = await registerSeeker(page, language);

      await page.goto(portalUrl(HOST, `${prefix(language)}/seeker/profile`));
      expect(await page.getAttribute("body", "data-page")).toBe("profilepage");
      await expect
        .poll(() => page.getByRole("heading", { level: 1 }).textContent())
        .toBe(text(language, "profile.title"));
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);

      // Spec §4: no profile yet, so import or create; this seeker creates a fresh one.
      const create = form(page, "create");
      await create.getByRole("button", { name: text(language, "profile.switcher.createButton") }).click();
      await expect
        .poll(() => create.locator(".form-error").first().textContent())
        .toBe(text(language, "profile.msg.profileNameRequired"));
      await label(create, language, "profile.switcher.name").fill("Analyst roles");
      await label(create, language, "profile.switcher.sourceFresh").check();
      await create.getByRole("button", { name: text(language, "profile.switcher.createButton") }).click();
      await page.waitForURL(/\/seeker\/profile\?profile=/);
      const start = await scoreOf(page);
      expect(start).toBeLessThan(20);
      await expect
        .poll(() => page.locator(".badge").textContent())
        .toBe(text(language, "profile.switcher.default"));

      await fillProfile(page, language, person);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      const beforeVerifying = await scoreOf(page);
      expect(beforeVerifying).toBeGreaterThan(start);

      const profileUrl = page.url();
      await verifyThroughScore(page, language, person);
      await page.goto(profileUrl);
      const score = await scoreOf(page);
      expect(score).toBeGreaterThan(80);
      // Without a resume and a photo, the resume is the first suggestion left.
      const suggestions = page.locator(".score-meter__actions li");
      expect(await suggestions.first().textContent()).toContain(
        text(language, "profile.score.action.resume"),
      );

      // Everything typed is there after a reload.
      expect(
        await label(form(page, "personal"), language, "profile.personal.currentLocation").inputValue(),
      ).toBe("Kochi");
      expect(await page.locator("#employments .profile-entry__title").textContent()).toBe("Data Analyst");
      // The server's page and the browser's agree (no hydration errors throw the page away).
      expect(pageErrors).toEqual([]);
    }, 180_000);
  }

  it("without JavaScript a refused save comes back from the server with the message and the typed values", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await registerSeeker(page, "en");
    await page.goto(portalUrl(HOST, "/seeker/profile"));
    await label(form(page, "create"), "en", "profile.switcher.name").fill("Plain forms");
    await label(form(page, "create"), "en", "profile.switcher.sourceRegistration").check();
    await form(page, "create")
      .getByRole("button", { name: text("en", "profile.switcher.createButton") })
      .click();
    await page.waitForURL(/\/seeker\/profile\?profile=/);
    // Imported from registration: the personal details are there already.
    expect(await label(form(page, "personal"), "en", "profile.personal.currentLocation").inputValue()).toBe(
      "Kochi",
    );

    const salary = form(page, "salary");
    await label(salary.locator("#salary-currentSalary"), "en", "profile.salary.lakhs").selectOption("7");
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await salary.getByRole("button", { name: text("en", "profile.save"), exact: true }).click();
    expect((await posted).status()).toBe(400);
    await page.waitForLoadState("load");
    expect(await form(page, "salary").locator(".form-error").first().textContent()).toBe(
      specMessage("en", "salaryModeRequired"),
    );
    expect(
      await label(
        form(page, "salary").locator("#salary-currentSalary"),
        "en",
        "profile.salary.lakhs",
      ).inputValue(),
    ).toBe("7");

    // A job added, then edited through its edit link: the form comes back filled, the save leaves edit mode.
    const job = form(page, "employments");
    await label(job, "en", "profile.employment.designation").fill("Tester");
    await label(job, "en", "profile.employment.company").fill("Acme Labs");
    await label(job, "en", "profile.employment.startDate").fill("2022-04");
    await label(job, "en", "profile.employment.isCurrent").check();
    await label(job, "en", "profile.employment.noticePeriod").selectOption("immediate");
    await job.getByRole("button", { name: text("en", "profile.employment.add") }).click();
    await page.waitForLoadState("load");
    await page.locator("#employments").getByRole("link", { name: "Edit Tester" }).click();
    await page.waitForURL(/edit=/);
    const editing = form(page, "employments");
    expect(await label(editing, "en", "profile.employment.company").inputValue()).toBe("Acme Labs");
    await label(editing, "en", "profile.employment.designation").fill("QA Lead");
    await editing.getByRole("button", { name: text("en", "profile.save"), exact: true }).click();
    await page.waitForURL((url) => !url.search.includes("edit="));
    expect(await page.locator("#employments .profile-entry__title").allTextContents()).toEqual(["QA Lead"]);
  });

  it("Arabic: the page reads right to left on a phone, accessible and without sideways scrolling", async () => {
    const page = await browser.newPage();
    const person = newPerson("profile-ar");
    await page.goto(portalUrl("gulf.localhost", "/ar/seeker/registration"));
    await page.getByLabel(text("ar", "accounts.choice.fresher")).check();
    await label(page, "ar", "accounts.field.name").fill("Omar Khan");
    await label(page, "ar", "accounts.field.email").fill(person.email);
    await label(page, "ar", "accounts.field.password").fill("Secret123");
    await label(page, "ar", "accounts.field.mobile").fill(`50${person.digits.slice(-7)}`);
    await label(page, "ar", "accounts.field.currentCity").fill("Dubai");
    await page.getByRole("button", { name: text("ar", "accounts.registration.submit") }).click();
    await page.waitForURL(/\/ar\/seeker\/education$/);
    await page.goto(portalUrl("gulf.localhost", "/ar/seeker/profile"));
    await label(form(page, "create"), "ar", "profile.switcher.name").fill("وظائف المبيعات");
    await form(page, "create")
      .getByRole("button", { name: text("ar", "profile.switcher.createButton") })
      .click();
    await page.waitForURL(/\/ar\/seeker\/profile\?profile=/);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    // Imported from registration; the salary is in the site's own currency, named in Arabic.
    expect(await label(form(page, "personal"), "ar", "profile.personal.currentLocation").inputValue()).toBe(
      "Dubai",
    );
    expect(
      await form(page, "salary")
        .getByLabel(text("ar", "profile.salary.current").replace("{currency}", "د.إ"))
        .count(),
    ).toBe(1);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  });

  it("switches between profiles: copy, make default, rename, delete, never the last", async () => {
    const page = await browser.newPage();
    await registerSeeker(page, "en");
    await page.goto(portalUrl(HOST, "/seeker/profile"));
    const create = () => form(page, "create");
    const createButton = () =>
      create().getByRole("button", { name: text("en", "profile.switcher.createButton") });
    await label(create(), "en", "profile.switcher.name").fill("First");
    await createButton().click();
    await page.waitForURL(/\/seeker\/profile\?profile=/);
    await label(form(page, "skills"), "en", "profile.skills.add").fill("Kotlin");
    await save(page, "skills", "en", "profile.skills.addButton");
    await expect.poll(() => page.locator(".skill-chip").count()).toBe(1);

    // A copy of the profile being viewed (the default choice once a profile exists).
    await page.getByText(text("en", "profile.switcher.create"), { exact: true }).click();
    await label(create(), "en", "profile.switcher.name").fill("Second");
    await createButton().click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(text("en", "profile.headingNamed").replace("{name}", "Second"));
    expect(await page.locator(".skill-chip").count()).toBe(1);

    const list = page.locator(".profile-list");
    await list.getByRole("button", { name: "Make default: Second" }).click();
    await expect.poll(() => list.locator("li", { hasText: "Second" }).locator(".badge").count()).toBe(1);
    expect(await list.locator(".badge").count()).toBe(1);

    await page.getByText(text("en", "profile.switcher.rename"), { exact: true }).click();
    await label(form(page, "rename"), "en", "profile.switcher.name").fill("Kotlin roles");
    await form(page, "rename")
      .getByRole("button", { name: text("en", "profile.switcher.renameButton") })
      .click();
    await expect.poll(() => list.getByRole("link", { name: "Kotlin roles" }).count()).toBe(1);

    await list.getByRole("button", { name: "Delete First" }).click();
    await expect.poll(() => list.locator("li").count()).toBe(1);
    await list.getByRole("button", { name: "Delete Kotlin roles" }).click();
    await expect
      .poll(() => page.locator(".profile-switcher .form-summary").textContent())
      .toBe(text("en", "profile.msg.lastProfileNotDeletable"));
    expect(await list.locator("li").count()).toBe(1);
    await expectAccessible(page);
  });

  it("guests are sent to the login page and come back to the profile", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl(HOST, "/hi/seeker/profile"));
    await page.waitForURL(/\/hi\/rio\/login\?returnUrl=%2Fhi%2Fseeker%2Fprofile/);
  });
});
