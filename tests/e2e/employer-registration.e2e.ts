/**
 * A recruiter registers their company: from the employer login to the dashboard, the e-mailed link,
 * and the company's public page marked verified; the form in Arabic reads right to left and refuses a
 * personal website with its message, keeping what was typed.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { linkFromOutbox } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();

describe("employer registration", () => {
  it("India, English: registers the company, confirms the work address, and the company page says verified", async () => {
    const page = await browser.newPage();
    const tag = randomUUID().slice(0, 8);
    const email = `asha@bright-${tag}.example.com`;
    const company = `Bright Minds ${tag}`;

    await page.goto(portalUrl("in.localhost", "/employer/login"));
    await page.getByRole("link", { name: text("en", "accounts.employer.registerLink") }).click();
    await page.waitForURL(/\/employer\/register$/);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.getByLabel(text("en", "accounts.field.name")).fill("Asha Verma");
    await page.getByLabel(text("en", "accounts.employer.workEmail")).fill(email);
    await page.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill("Hire@2026x");
    await page.getByLabel(text("en", "accounts.employer.companyName")).fill(company);
    await page.getByLabel(text("en", "accounts.employer.website")).fill(`www.bright-${tag}.example.com`);
    await page
      .getByLabel(text("en", "accounts.employer.industry"))
      .selectOption("IT - Software / Software Services");
    await page.getByLabel(text("en", "accounts.employer.size")).selectOption("11-50");
    await page.getByLabel(text("en", "accounts.employer.city")).fill("Pune");
    await page.getByRole("button", { name: text("en", "accounts.employer.submitRegister") }).click();

    await page.waitForURL(/\/employer\/dashboard$/);
    await expect
      .poll(() => page.getByRole("note").textContent())
      .toBe(text("en", "accounts.employer.confirmEmail").replace("{email}", email));

    const link = await linkFromOutbox(page, "in.localhost", email, "/rio/verify-email");
    await page.goto(link);
    await page.getByRole("button", { name: text("en", "accounts.verifyEmail.confirm") }).click();
    await expect
      .poll(() => page.getByRole("main").getByRole("status").textContent())
      .toBe(text("en", "accounts.msg.emailVerified"));
    await page.goto(portalUrl("in.localhost", "/employer/dashboard"));
    expect(await page.getByRole("note").count()).toBe(0);
    await page.getByRole("link", { name: text("en", "accounts.employer.viewCompanyPage") }).click();
    await page.waitForURL(/\/company\/bright-minds-/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(company);
    expect(await page.locator(".company-page__verified strong").textContent()).toBe(
      text("en", "company.verified"),
    );
  });

  it("India, English: an admin invites a colleague, who joins through the e-mailed link with a new account", async () => {
    const admin = await browser.newPage();
    const tag = randomUUID().slice(0, 8);
    const domain = `crew-${tag}.example.com`;
    await admin.goto(portalUrl("in.localhost", "/employer/register"));
    await admin.getByLabel(text("en", "accounts.field.name")).fill("Nila Admin");
    await admin.getByLabel(text("en", "accounts.employer.workEmail")).fill(`nila@${domain}`);
    await admin.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill("Hire@2026x");
    await admin.getByLabel(text("en", "accounts.employer.companyName")).fill(`Crew ${tag}`);
    await admin.getByLabel(text("en", "accounts.employer.website")).fill(domain);
    await admin
      .getByLabel(text("en", "accounts.employer.industry"))
      .selectOption("IT - Software / Software Services");
    await admin.getByLabel(text("en", "accounts.employer.size")).selectOption("1-10");
    await admin.getByLabel(text("en", "accounts.employer.city")).fill("Chennai");
    await admin.getByRole("button", { name: text("en", "accounts.employer.submitRegister") }).click();
    await admin.waitForURL(/\/employer\/dashboard$/);

    await admin.getByRole("link", { name: text("en", "team.link") }).click();
    await admin.waitForURL(/\/employer\/team$/);
    await expectAccessible(admin);
    const colleague = `karthik@${domain}`;
    await admin.getByLabel(text("en", "team.inviteEmail")).fill(colleague);
    await admin.getByRole("button", { name: text("en", "team.inviteSubmit") }).click();
    await expect
      .poll(() =>
        admin
          .getByRole("status")
          .filter({ hasText: text("en", "accounts.msg.invitationSent").replace("{email}", colleague) })
          .count(),
      )
      .toBe(1);
    await expect.poll(() => admin.getByText(colleague, { exact: true }).count()).toBe(1);

    // The colleague, in a browser of their own, opens the link from the e-mail.
    const invitee = await browser.newPage();
    const link = await linkFromOutbox(invitee, "in.localhost", colleague, "/employer/invitation");
    await invitee.goto(link);
    await expectAccessible(invitee);
    await invitee.getByLabel(text("en", "accounts.field.name")).fill("Karthik Raja");
    await invitee.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill("Join@2026x");
    await invitee.getByRole("button", { name: text("en", "invitation.submit") }).click();
    await invitee.waitForURL(/\/employer\/dashboard$/);
    // The link proved the address: no reminder to confirm it.
    expect(await invitee.getByRole("note").count()).toBe(0);

    await admin.reload();
    await expect.poll(() => admin.getByText("Karthik Raja", { exact: true }).count()).toBe(1);
    expect(await admin.getByText(text("en", "team.noInvitations")).count()).toBe(1);
  });

  it("Gulf, Arabic: refuses a free-mail website with its message and keeps what was typed", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("gulf.localhost", "/ar/employer/register"));
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await page.getByLabel(text("ar", "accounts.employer.companyName")).fill("شركة الخليج للتقنية");
    await page.getByLabel(text("ar", "accounts.employer.website")).fill("gmail.com");
    await page.getByRole("button", { name: text("ar", "accounts.employer.submitRegister") }).click();
    await expect
      .poll(() =>
        page.getByText("يرجى إدخال الموقع الإلكتروني الخاص بشركتك، لا موقع مزوّد بريد إلكتروني.").count(),
      )
      .toBeGreaterThan(0);
    expect(await page.getByLabel(text("ar", "accounts.employer.companyName")).inputValue()).toBe(
      "شركة الخليج للتقنية",
    );
    await expectAccessible(page);
  });
});
