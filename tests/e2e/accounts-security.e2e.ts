/**
 * Account pages under attack and without JavaScript: every page action refuses a form without its CSRF
 * field or from another origin; login works with JavaScript off; recruiters and seekers stay apart;
 * passwords are reset by e-mail link; e-mail and mobile are verified.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Page } from "playwright-core";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { codeFromOutbox, linkFromOutbox, newPerson, postForm } from "./accounts-support.ts";
import { expectAccessible, portalUrl, requestFromSite, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
const DEMO_SEEKER = { email: "demo.seeker@jobnest.test", password: "Demo@12345" };
const DEMO_RECRUITER = { email: "demo.recruiter@jobnest.test", password: "Demo@12345" };

async function pageActionPaths(): Promise<string[]> {
  const entry = path.resolve(import.meta.dirname, "../../apps/web/build/server/index.js");
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  return Object.values(build.routes)
    .filter((route) => route?.module.action && route.path)
    .map((route) => `/${(route?.path ?? "").replace(/^:lang\?\/?/, "")}`);
}

async function logIn(
  page: Page,
  host: string,
  loginPath: string,
  account: { email: string; password: string },
) {
  await page.goto(portalUrl(host, loginPath));
  await page.getByLabel(text("en", "accounts.field.email"), { exact: true }).fill(account.email);
  await page.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill(account.password);
  await page.getByRole("button", { name: text("en", "accounts.login.submit"), exact: true }).click();
}

describe("CSRF on server-rendered forms", () => {
  it("refuses a post without the CSRF field on every page with an action", async () => {
    const paths = await pageActionPaths();
    expect(paths).toEqual(expect.arrayContaining(["/rio/login", "/seeker/registration", "/rio/sign-out"]));
    // The action alone, as a page with JavaScript calls it: a document post would also run the page's
    // loader, which may answer first with its own redirect (to the login page) and hide the refusal.
    for (const actionPath of paths) {
      const response = await postForm(
        "in.localhost",
        `${actionPath}.data`,
        { email: DEMO_SEEKER.email },
        {
          origin: `http://in.localhost:${new URL(portalUrl("in.localhost")).port}`,
          "sec-fetch-site": "same-origin",
        },
      );
      expect(response.status, actionPath).toBe(403);
    }
  });

  it("refuses a form posted from another site, even with a valid CSRF field", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/rio/login"));
    const token = await page.locator('input[name="_csrf"]').first().inputValue();
    const cookies = (await page.context().cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join("; ");
    const fields = { _csrf: token, intent: "password", ...DEMO_SEEKER };
    const forged = await postForm("in.localhost", "/rio/login", fields, {
      cookie: cookies,
      origin: "http://evil.example",
      "sec-fetch-site": "cross-site",
    });
    expect(forged.status).toBe(403);
    const genuine = await postForm("in.localhost", "/rio/login", fields, {
      cookie: cookies,
      origin: new URL(portalUrl("in.localhost")).origin,
      "sec-fetch-site": "same-origin",
    });
    expect(genuine.status).toBe(302);
    expect(genuine.headers.location).toBe("/seeker/dashboard");
  });
});

describe("login without JavaScript", () => {
  it("keeps the typed address on a wrong password, then logs in and shows the user menu", async () => {
    const page = await browser.newPage({ javaScriptEnabled: false });
    await logIn(page, "in.localhost", "/rio/login", { email: DEMO_SEEKER.email, password: "Wrong1234" });
    await page.waitForLoadState();
    expect(await page.getByRole("alert").textContent()).toContain(text("en", "accounts.msg.loginFailed"));
    expect(await page.getByLabel(text("en", "accounts.field.email"), { exact: true }).inputValue()).toBe(
      DEMO_SEEKER.email,
    );
    // Axe and the layout check run scripts in the page, which this page does not allow: the same page is
    // checked with JavaScript on in the journeys.
    await page.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill(DEMO_SEEKER.password);
    await page.getByRole("button", { name: text("en", "accounts.login.submit"), exact: true }).click();
    await page.waitForURL(/\/seeker\/dashboard$/);
    expect(
      await page.getByRole("banner").getByText(text("en", "shell.myAccount"), { exact: true }).count(),
    ).toBe(1);
    // A signed-in seeker has their own menu: the employers' login is for visitors.
    expect(
      await page
        .getByRole("banner")
        .getByRole("link", { name: text("en", "shell.employerLogin") })
        .count(),
    ).toBe(0);
    const presence = (await page.context().cookies()).find((cookie) => cookie.name === "session-client");
    expect(presence?.httpOnly).toBe(false);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "sid");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
  });

  it("moves the old login address to the new one", async () => {
    const response = await requestFromSite("in.localhost", "/riologin.html?returnUrl=%2Fjobs");
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/rio/login?returnUrl=%2Fjobs");
  });
});

describe("recruiters and seekers", () => {
  it("logs a recruiter in on the employer page, and keeps them out of seeker pages", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/"));
    await page.getByRole("link", { name: text("en", "shell.employerLogin") }).click();
    await page.waitForURL(/\/employer\/login$/);
    await expectAccessible(page);
    await logIn(page, "in.localhost", "/employer/login", DEMO_RECRUITER);
    await page.waitForURL(/\/employer\/dashboard$/);
    await expect.poll(() => page.getByText("Recruiting for Saranya Softech Pvt Ltd").isVisible()).toBe(true);

    await page.goto(portalUrl("in.localhost", "/seeker/education"));
    await page.waitForURL(/\/rio\/login\?wrongAccount=1$/);
    await expect
      .poll(() => page.getByRole("alert").first().textContent())
      .toContain("This page is for job seeker accounts.");
  });

  it("refuses seeker credentials on the employer login", async () => {
    const page = await browser.newPage();
    await logIn(page, "in.localhost", "/employer/login", DEMO_SEEKER);
    await expect
      .poll(() => page.getByRole("alert").first().textContent(), { timeout: 5_000 })
      .toContain(text("en", "accounts.msg.loginFailed"));
    expect(page.url()).toMatch(/\/employer\/login$/);
  });
});

describe("passwords and verification", () => {
  it("verifies the e-mail by link, the mobile by OTP, and resets a forgotten password by e-mail link", async () => {
    const page = await browser.newPage();
    const person = newPerson("verify");
    const mobile = `96${person.digits}`;
    await page.goto(portalUrl("in.localhost", "/seeker/registration"));
    await page.getByLabel(text("en", "accounts.choice.fresher")).check();
    await page.getByLabel(text("en", "accounts.field.name"), { exact: true }).fill("Meera Iyer");
    await page.getByLabel(text("en", "accounts.field.email"), { exact: true }).fill(person.email);
    await page.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill("Secret123");
    await page.getByLabel(text("en", "accounts.field.mobile"), { exact: true }).fill(mobile);
    await page.getByLabel(text("en", "accounts.field.currentCity"), { exact: true }).fill("Chennai");
    await page.getByRole("button", { name: text("en", "accounts.registration.submit") }).click();
    await page.waitForURL(/\/seeker\/education$/);

    const verifyLink = await linkFromOutbox(page, "in.localhost", person.email, "/rio/verify-email");
    await page.goto(verifyLink);
    await page.getByRole("button", { name: text("en", "accounts.verifyEmail.confirm") }).click();
    await expect
      .poll(() => page.getByRole("main").getByRole("status").textContent())
      .toBe(text("en", "accounts.msg.emailVerified"));

    await page.goto(portalUrl("in.localhost", "/rio/verify-mobile"));
    await page.getByRole("button", { name: text("en", "accounts.login.sendCode") }).click();
    const code = await codeFromOutbox(page, "in.localhost", `+91${mobile}`);
    await page.getByLabel(text("en", "accounts.login.code"), { exact: true }).fill(code);
    await page.getByRole("button", { name: text("en", "accounts.verify.submit") }).click();
    await expect
      .poll(() => page.getByRole("main").getByRole("status").textContent())
      .toBe(text("en", "accounts.msg.mobileVerified"));

    await page.goto(portalUrl("in.localhost", "/rio/sign-out"));
    await page.getByRole("button", { name: text("en", "accounts.signOut.everywhere") }).click();
    await expect
      .poll(() => page.getByRole("heading", { level: 1 }).textContent())
      .toBe(text("en", "accounts.signOut.doneHeading"));

    await page.goto(portalUrl("in.localhost", "/rio/login"));
    await page.getByRole("link", { name: text("en", "accounts.login.forgotPassword") }).click();
    await page.waitForURL(/\/rio\/forgot-password$/);
    await page.getByLabel(text("en", "accounts.field.email"), { exact: true }).fill(person.email);
    await page.getByRole("button", { name: text("en", "accounts.forgot.submit") }).click();
    await expect
      .poll(() => page.getByRole("main").getByRole("status").textContent())
      .toBe(text("en", "accounts.msg.resetLinkSent"));
    const resetLink = await linkFromOutbox(page, "in.localhost", person.email, "/rio/reset-password");
    await page.goto(resetLink);
    // The token leaves the address at once: not in the history, a Referer or a proxy's log after this.
    expect(new URL(page.url()).pathname).toBe("/rio/reset-password");
    expect(new URL(page.url()).search).toBe("");
    await page.getByLabel(text("en", "accounts.reset.newPassword"), { exact: true }).fill("Another456");
    await page.getByRole("button", { name: text("en", "accounts.reset.submit") }).click();
    await expect
      .poll(() => page.getByRole("main").getByRole("status").textContent())
      .toBe(text("en", "accounts.msg.passwordReset"));

    await page.goto(resetLink);
    expect(await page.getByRole("alert").first().textContent()).toBe(text("en", "accounts.msg.linkInvalid"));
    await logIn(page, "in.localhost", "/rio/login", { email: person.email, password: "Another456" });
    await page.waitForURL(/\/seeker\/education$/);
  });
});
