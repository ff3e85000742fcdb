/**
 * Registration as a person does it, on a phone: a fresher and a professional through every step, log
 * out, log back in with a one-time code read from the dev outbox; on two country sites and in Arabic.
 */
import { specMessage } from "@portal/domain";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  codeFromOutbox,
  field,
  fillEducation,
  fillPreference,
  type Language,
  newPerson,
  recordAuthEvents,
  submit,
} from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

async function logOut(page: Page, language: Language) {
  await page.getByRole("banner").getByText(text(language, "shell.myAccount"), { exact: true }).click();
  await page.getByRole("link", { name: text(language, "menu.logout"), exact: true }).click();
  await page.waitForURL(/\/rio\/sign-out$/);
  const events = await recordAuthEvents(page);
  await page.getByRole("button", { name: text(language, "accounts.signOut.here"), exact: true }).click();
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe(text(language, "accounts.signOut.doneHeading"));
  // Other modules (chat) hear about it on the auth event bus.
  await expect.poll(events).toContain("logged-out");
  const header = page.getByRole("banner");
  await expect
    .poll(() => header.getByRole("link", { name: text(language, "shell.login"), exact: true }).count())
    .toBe(1);
}

async function expectLoggedIn(page: Page, language: Language) {
  const header = page.getByRole("banner");
  await expect
    .poll(() => header.getByText(text(language, "shell.myAccount"), { exact: true }).count())
    .toBe(1);
}

describe("registration journeys", () => {
  it("India: a fresher registers step by step (no employment step), logs out and logs in with an SMS code", async () => {
    const page = await browser.newPage();
    const person = newPerson("fresher");
    const mobile = `98${person.digits}`;
    await page.goto(portalUrl("in.localhost", "/seeker/registration"));
    expect(await page.getAttribute("body", "data-page")).toBe("registrationSteps");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.getByLabel(text("en", "accounts.choice.fresher")).check();
    await field(page, "en", "accounts.field.name").fill("Asha Rao");
    await field(page, "en", "accounts.field.email").fill(person.email);
    await field(page, "en", "accounts.field.password").fill("Secret123");
    await field(page, "en", "accounts.field.mobile").fill(mobile);
    await field(page, "en", "accounts.field.currentCity").fill("Bengaluru");
    await submit(page, "en", "accounts.registration.submit");

    await page.waitForURL(/\/seeker\/education$/);
    await expectLoggedIn(page, "en");
    const steps = page.getByRole("navigation", { name: text("en", "accounts.step.navLabel") });
    expect(await steps.getByRole("listitem").count()).toBe(3);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await fillEducation(page, "en");

    await page.waitForURL(/\/seeker\/job-preference$/);
    await fillPreference(page, "en", "Bengaluru, Chennai");
    await page.waitForURL(/\/seeker\/dashboard$/);

    await logOut(page, "en");

    await page.goto(portalUrl("in.localhost", "/rio/login"));
    await page.getByRole("link", { name: text("en", "accounts.login.byCode") }).click();
    await page.waitForURL(/method=otp/);
    await field(page, "en", "accounts.field.mobile").fill(mobile);
    await submit(page, "en", "accounts.login.sendCode");
    await expect
      .poll(() => page.getByRole("main").getByRole("status").textContent())
      .toBe(text("en", "accounts.msg.codeSent"));
    const code = await codeFromOutbox(page, "in.localhost", `+91${mobile}`);
    await field(page, "en", "accounts.login.code").fill(code);
    await submit(page, "en", "accounts.login.submit");
    await page.waitForURL(/\/seeker\/dashboard$/);
    await expectLoggedIn(page, "en");
  });

  it("Singapore: a professional goes through every step, logs out and logs in with an e-mail code", async () => {
    const page = await browser.newPage();
    const person = newPerson("professional");
    await page.goto(portalUrl("sg.localhost", "/seeker/registration"));
    await page.getByLabel(text("en", "accounts.choice.professional")).check();
    await field(page, "en", "accounts.field.name").fill("Wei Ling Tan");
    await field(page, "en", "accounts.field.email").fill(person.email);
    await field(page, "en", "accounts.field.password").fill("Secret123");
    expect(await page.getByLabel(text("en", "accounts.field.diallingCode")).inputValue()).toBe("65");
    // Singapore mobiles are 8 digits from 8x or 90–98 (99… is not a mobile range).
    await field(page, "en", "accounts.field.mobile").fill(`91${person.digits.slice(-6)}`);
    await field(page, "en", "accounts.field.currentCity").fill("Singapore");
    await submit(page, "en", "accounts.registration.submit");

    await page.waitForURL(/\/seeker\/employment$/);
    await field(page, "en", "accounts.employment.years").selectOption("4");
    await field(page, "en", "accounts.employment.months").selectOption("6");
    await field(page, "en", "accounts.employment.designation").fill("Java Developer");
    await field(page, "en", "accounts.employment.company").fill("Lion City Software Pte Ltd");
    await field(page, "en", "accounts.employment.startMonth").fill("2021-04");
    await field(page, "en", "accounts.employment.noticePeriod").selectOption("30-days");
    await page.getByLabel(text("en", "accounts.salary.monthly"), { exact: true }).check();
    await page.getByLabel(/^Current salary/).fill("6500");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await submit(page, "en", "accounts.form.saveContinue");

    await page.waitForURL(/\/seeker\/education$/);
    // Leaving half way loses nothing: the saved step comes back filled in.
    await page.getByRole("link", { name: /Employment/ }).click();
    await page.waitForURL(/\/seeker\/employment$/);
    expect(await field(page, "en", "accounts.employment.designation").inputValue()).toBe("Java Developer");
    await page.goto(portalUrl("sg.localhost", "/seeker/education"));
    await fillEducation(page, "en");
    await page.waitForURL(/\/seeker\/job-preference$/);
    await fillPreference(page, "en", "Singapore");
    await page.waitForURL(/\/seeker\/dashboard$/);

    await logOut(page, "en");

    await page.goto(portalUrl("sg.localhost", "/rio/login?method=otp"));
    await page.getByLabel(text("en", "accounts.login.toEmail"), { exact: true }).check();
    await field(page, "en", "accounts.login.orEmail").fill(person.email);
    await submit(page, "en", "accounts.login.sendCode");
    const code = await codeFromOutbox(page, "sg.localhost", person.email, "login code");
    await field(page, "en", "accounts.login.code").fill(code);
    await submit(page, "en", "accounts.login.submit");
    await page.waitForURL(/\/seeker\/dashboard$/);
    await expectLoggedIn(page, "en");
  });

  it("Gulf, Arabic: refusals are shown in Arabic beside the fields, typed values stay, then the whole journey", async () => {
    const page = await browser.newPage();
    const person = newPerson("arabic");
    await page.goto(portalUrl("gulf.localhost", "/ar/seeker/registration"));
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.getByLabel(text("ar", "accounts.choice.fresher")).check();
    await field(page, "ar", "accounts.field.name").fill("ليلى حسن");
    await field(page, "ar", "accounts.field.email").fill(person.email);
    await field(page, "ar", "accounts.field.password").fill("Secret123");
    expect(await page.getByLabel(text("ar", "accounts.field.diallingCode")).inputValue()).toBe("971");
    await field(page, "ar", "accounts.field.mobile").fill("12345");
    await field(page, "ar", "accounts.field.currentCity").fill("دبي");
    await submit(page, "ar", "accounts.registration.submit");

    const mobileError = page.locator("#field-mobile-error");
    await expect.poll(() => mobileError.textContent()).toBe(specMessage("ar", "invalidMobile"));
    expect(await page.getByRole("alert").textContent()).toContain(specMessage("ar", "invalidMobile"));
    expect(await field(page, "ar", "accounts.field.name").inputValue()).toBe("ليلى حسن");
    expect(await field(page, "ar", "accounts.field.currentCity").inputValue()).toBe("دبي");
    await expectAccessible(page);

    const mobile = `50${person.digits.slice(-7)}`;
    await field(page, "ar", "accounts.field.mobile").fill(mobile);
    await field(page, "ar", "accounts.field.password").fill("Secret123");
    await submit(page, "ar", "accounts.registration.submit");
    await page.waitForURL(/\/ar\/seeker\/education$/);
    await fillEducation(page, "ar");
    await page.waitForURL(/\/ar\/seeker\/job-preference$/);
    await fillPreference(page, "ar", "دبي");
    await page.waitForURL(/\/ar\/seeker\/dashboard$/);

    await logOut(page, "ar");

    await page.goto(portalUrl("gulf.localhost", "/ar/rio/login?method=otp"));
    await expectAccessible(page);
    await field(page, "ar", "accounts.field.mobile").fill(mobile);
    await submit(page, "ar", "accounts.login.sendCode");
    const code = await codeFromOutbox(page, "gulf.localhost", `+971${mobile}`);
    await field(page, "ar", "accounts.login.code").fill("000000" === code ? "111111" : "000000");
    await submit(page, "ar", "accounts.login.submit");
    await expect
      .poll(() => page.locator("#field-otp-error").textContent())
      .toBe(specMessage("ar", "invalidOtp"));
    await field(page, "ar", "accounts.login.code").fill(code);
    await submit(page, "ar", "accounts.login.submit");
    await page.waitForURL(/\/ar\/seeker\/dashboard$/);
    await expectLoggedIn(page, "ar");
  });

  it("registers on a single page, keeping everything typed when the server refuses", async () => {
    const page = await browser.newPage();
    const person = newPerson("single");
    await page.goto(portalUrl("in.localhost", "/seeker/single-page-registration"));
    expect(await page.getAttribute("body", "data-page")).toBe("singlepageregistration");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel(text("en", "accounts.choice.fresher")).check();
    await field(page, "en", "accounts.field.name").fill("Ravi Kumar");
    await field(page, "en", "accounts.field.email").fill(person.email);
    await field(page, "en", "accounts.field.password").fill("Secret123");
    await field(page, "en", "accounts.field.mobile").fill(`97${person.digits}`);
    await field(page, "en", "accounts.field.currentCity").fill("Pune");
    await field(page, "en", "accounts.education.qualification").selectOption("5");
    await field(page, "en", "accounts.education.specialization").selectOption("Computer Science");
    await field(page, "en", "accounts.education.passingYear").selectOption("2024");
    await submit(page, "en", "accounts.registration.submitAll");

    // Institute and locations were left out: their spec messages, and nothing typed is lost.
    await expect
      .poll(() => page.locator("#field-institute-error").textContent())
      .toBe("Please enter your institute name.");
    expect(await page.locator("#field-preferredLocations-error").textContent()).toBe(
      "Please select your preferred location.",
    );
    expect(await field(page, "en", "accounts.field.name").inputValue()).toBe("Ravi Kumar");
    await field(page, "en", "accounts.education.institute").fill("COEP");
    await field(page, "en", "accounts.preference.locations").fill("Pune");
    await field(page, "en", "accounts.field.password").fill("Secret123");
    await submit(page, "en", "accounts.registration.submitAll");
    await page.waitForURL(/\/seeker\/dashboard$/);
    await expectLoggedIn(page, "en");
  });
});
