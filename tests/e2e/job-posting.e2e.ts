/**
 * A company posts a job on the Gulf site and hires through it, on a phone: the recruiter writes the job in
 * Arabic (right to left), previews it as seekers will see it, posts it, and changes it from the English
 * pages; a seeker finds it by search within seconds and applies; the recruiter sees the applicant and
 * shortlists them. A posting with a problem is refused beside its field, keeping what was typed.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { linkFromOutbox } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, pageApiOk, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { registerSeeker } from "./media-support.ts";

const browser = useBrowser();
const HOST = "gulf.localhost";

/** A company registered on the Gulf site by a recruiter who confirmed their work address; the page is theirs. */
async function confirmedRecruiter(page: Page, tag: string): Promise<void> {
  const email = `hr@souq-${tag}.example.com`;
  await page.goto(portalUrl(HOST, "/employer/register"));
  await pageApiOk(page, "POST", "/api/employer/registration", {
    name: "Layla Haddad",
    email,
    password: "Hire@2026x",
    companyName: `Souq Trading ${tag}`,
    website: `souq-${tag}.example.com`,
    industry: "Accounting / Finance / Audit",
    size: "51-200",
    city: "Dubai",
  });
  await page.goto(await linkFromOutbox(page, HOST, email, "/rio/verify-email"));
  await page.getByRole("button", { name: text("en", "accounts.verifyEmail.confirm") }).click();
  await expect
    .poll(() => page.getByRole("main").getByRole("status").textContent())
    .toBe(text("en", "accounts.msg.emailVerified"));
}

const field = (page: Page, key: Parameters<typeof text>[1]) =>
  page.getByLabel(text("ar", key), { exact: true });

describe("posting a job", () => {
  it("Gulf: posted in Arabic with a preview, changed in English, found and applied to, the applicant shortlisted", async () => {
    const tag = randomUUID().slice(0, 8);
    const title = `محاسب أول ${tag}`;
    const page = await browser.newPage();
    await confirmedRecruiter(page, tag);

    await page.goto(portalUrl(HOST, "/ar/employer/jobs/new"));
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    await field(page, "posting.field.title").fill(title);
    await field(page, "posting.field.locations").fill("دبي");
    await field(page, "posting.field.minimum").selectOption("2");
    await field(page, "posting.field.maximum").selectOption("5");
    await field(page, "posting.field.currency").selectOption("AED");
    await field(page, "posting.field.salaryMinAny").fill("9000");
    await field(page, "posting.field.salaryMaxAny").fill("12000");
    await field(page, "accounts.salary.monthly").check();
    await field(page, "posting.field.function").selectOption("1");
    await field(page, "posting.field.role").selectOption("101");
    await field(page, "posting.field.industry").selectOption("1");
    await field(page, "posting.field.skills").fill("Accounting, VAT");
    await field(page, "posting.field.qualification").fill("بكالوريوس تجارة");
    // Too short first: refused beside the field, in Arabic, and nothing typed is lost.
    await field(page, "posting.field.description").fill("مسك الدفاتر.");
    await page.getByRole("button", { name: text("ar", "posting.publish") }).click();
    await expect
      .poll(() => page.locator("#posting-description-error").textContent())
      .toBe(text("ar", "posting.msg.descriptionTooShort"));
    expect(await field(page, "posting.field.title").inputValue()).toBe(title);
    await field(page, "posting.field.description").fill(
      "نبحث عن محاسب أول لمسك الدفاتر وإعداد التقارير الشهرية وتقديم إقرارات ضريبة القيمة المضافة في مواعيدها، ضمن فريق مالي يتوسع في دبي.\n\n- خبرة في المحاسبة\n- معرفة بضريبة القيمة المضافة",
    );

    await page.getByRole("button", { name: text("ar", "posting.preview") }).click();
    const preview = page.locator(".posting-preview");
    await expect.poll(() => preview.getByRole("heading", { level: 2, name: title }).count()).toBe(1);
    expect(await preview.locator(".job-description li").allTextContents()).toEqual([
      "خبرة في المحاسبة",
      "معرفة بضريبة القيمة المضافة",
    ]);
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole("button", { name: text("ar", "posting.publish") }).click();
    await page.waitForURL(/\/ar\/employer\/jobs\?notice=open$/);
    expect(await page.getByRole("main").getByRole("status").first().textContent()).toBe(
      text("ar", "posting.notice.open"),
    );
    const jobHref = await page
      .getByRole("link", { name: text("ar", "posting.viewPage") })
      .getAttribute("href");
    const jobId = Number(/-(\d+)$/.exec(jobHref ?? "")?.[1]);
    expect(jobId).toBeGreaterThan(0);
    await expectAccessible(page);

    // The same recruiter changes it from the English pages.
    await page.goto(portalUrl(HOST, "/employer/jobs"));
    // Each action names its job for screen readers ("Edit: <title>").
    await page
      .getByRole("link", { name: new RegExp(`^${text("en", "posting.edit")}\\s*: ${title}$`) })
      .click();
    await page.waitForURL(new RegExp(`/employer/jobs/${jobId}/edit$`));
    await page.getByLabel(text("en", "posting.field.vacancies"), { exact: true }).fill("3");
    await page.getByRole("button", { name: text("en", "posting.saveChanges") }).click();
    await page.waitForURL(/\/employer\/jobs\?notice=open$/);

    // A seeker finds it within seconds, reads it in Arabic, and applies.
    const seeker = await browser.newPage();
    await registerSeeker(seeker, HOST, "Omar Khan");
    await seeker.goto(portalUrl(HOST, "/"));
    await expect
      .poll(
        async () => {
          await seeker.goto(portalUrl(HOST, `/search/results?query=${tag}`));
          return seeker.getByRole("link", { name: title }).count();
        },
        { timeout: 5_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    await seeker.goto(portalUrl(HOST, `/ar${jobHref?.replace(/^\/ar/, "")}`));
    expect(await seeker.getByRole("heading", { level: 1 }).textContent()).toBe(title);
    expect(await seeker.locator(".detail-list").textContent()).toContain(text("ar", "job.vacancies"));
    const profile = await pageApiOk(seeker, "POST", "/api/seeker/profiles", {
      name: "Accounts",
      source: "fresh",
    });
    await pageApiOk(seeker, "POST", `/api/seeker/jobs/${jobId}/apply`, {
      profileId: profile.data.profile.id,
    });

    // The recruiter sees one applicant and shortlists them.
    await page.goto(portalUrl(HOST, "/employer/jobs"));
    await expect
      .poll(() => page.locator(".posting-card__links").first().textContent())
      .toContain(text("en", "posting.applicants").replace("{number}", "1"));
    await page.goto(portalUrl(HOST, `/employer/jobs/${jobId}/applicants`));
    await page
      .getByRole("link", { name: /Omar Khan/ })
      .first()
      .click();
    await page.getByRole("button", { name: text("en", "applications.employer.shortlist") }).click();
    await expect
      .poll(() => page.getByRole("main").textContent())
      .toContain(text("en", "applications.status.shortlisted"));
  });
});
