/**
 * A company posts a job on the Gulf site and hires through it, on a phone: the recruiter writes the job in
 * Arabic (right to left), previews it as seekers will see it, posts it, and changes it from the English
 * pages; a seeker finds it by search within seconds and applies; the recruiter sees the applicant,
 * shortlists them from the list and keeps a private note. A posting with a problem is refused beside its
 * field, keeping what was typed. A guest reports a job from its page and staff decide on it in their
 * review queue.
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

/** A company registered on `host` by a recruiter who confirmed their work address; the page is theirs. */
async function confirmedRecruiterOn(page: Page, host: string, tag: string): Promise<void> {
  const email = `hr@souq-${tag}.example.com`;
  await page.goto(portalUrl(host, "/employer/register"));
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
  await page.goto(await linkFromOutbox(page, host, email, "/rio/verify-email"));
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
    await confirmedRecruiterOn(page, HOST, tag);

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

    // The recruiter sees one applicant, shortlists them from the list and keeps a private note.
    await page.goto(portalUrl(HOST, "/employer/jobs"));
    await expect
      .poll(() => page.locator(".posting-card__links").first().textContent())
      .toContain(text("en", "posting.applicants").replace("{number}", "1"));
    await page.goto(portalUrl(HOST, `/employer/jobs/${jobId}/applicants`));
    await page.getByLabel(text("en", "applications.bulk.select").replace("{name}", "Omar Khan")).check();
    await page.getByRole("button", { name: text("en", "applications.bulk.shortlist") }).click();
    await expect
      .poll(() => page.locator("#form-bulk").getByRole("status").textContent())
      .toBe(text("en", "applications.bulk.done").replace("{number}", "1"));
    await page
      .getByRole("link", { name: /Omar Khan/ })
      .first()
      .click();
    await page.waitForURL(/\/employer\/applications\//);
    expect(await page.locator(".detail-list").textContent()).toContain(
      text("en", "applications.status.shortlisted"),
    );
    await page.getByLabel(text("en", "notes.add")).fill("Speaks Arabic and English; VAT returns experience.");
    await page.getByRole("button", { name: text("en", "notes.save") }).click();
    await expect
      .poll(() => page.locator(".application-notes").textContent())
      .toContain("Speaks Arabic and English; VAT returns experience.");
    await expectAccessible(page);
  });

  it("India: a guest reports a live job from its page; staff see the report, and approving keeps the job", async () => {
    const tag = randomUUID().slice(0, 8);
    const recruiter = await browser.newPage();
    await confirmedRecruiterOn(recruiter, "in.localhost", tag);
    const posted = await pageApiOk(recruiter, "POST", "/api/employer/jobs?publish=true", {
      title: `Payroll Executive ${tag}`,
      locations: ["Pune"],
      experienceMin: 1,
      experienceMax: 3,
      salaryMin: null,
      salaryMax: null,
      currencyCode: "INR",
      salaryTerms: "annual",
      jobCode: "",
      skills: ["Payroll"],
      itSkills: [],
      industryId: 1,
      functionId: 1,
      roleId: 101,
      qualification: "B.Com",
      description:
        "Run the monthly payroll of four hundred people, file statutory returns and answer employees' questions.",
      workMode: "office",
      jobType: "full-time",
      vacancies: 1,
      expiresOn: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    });
    const jobId = posted.data.id as number;

    const guest = await browser.newPage();
    await guest.goto(portalUrl("in.localhost", `/job/${jobId}`));
    await guest.getByText(text("en", "report.open")).click();
    await guest.getByLabel(text("en", "report.reason.asks-for-money")).check();
    await guest.getByLabel(text("en", "report.details")).fill("They asked me for a fee on the phone.");
    await guest.getByRole("button", { name: text("en", "report.submit") }).click();
    await expect
      .poll(() => guest.locator(".report-job").textContent())
      .toContain(text("en", "report.thanks"));

    const staff = await browser.newPage();
    await staff.goto(portalUrl("in.localhost", "/staff/review"));
    await staff.waitForURL(/\/staff\/login/);
    await staff
      .getByLabel(text("en", "accounts.field.email"), { exact: true })
      .fill("demo.staff@jobnest.test");
    await staff.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill("Demo@12345");
    await staff.getByRole("button", { name: text("en", "accounts.login.submit"), exact: true }).click();
    await staff.waitForURL(/\/staff\/review$/);
    const card = staff.locator(".posting-card", { hasText: `Payroll Executive ${tag}` });
    expect(await card.textContent()).toContain("They asked me for a fee on the phone.");
    await expectAccessible(staff);
    await card.getByRole("button", { name: new RegExp(`^${text("en", "staff.approve")}`) }).click();
    await expect
      .poll(() => staff.getByRole("main").getByRole("status").first().textContent())
      .toBe(text("en", "staff.notice.approved"));
    await expect
      .poll(() => staff.locator(".posting-card", { hasText: `Payroll Executive ${tag}` }).count())
      .toBe(0);
  });
});
