/**
 * A company posts a job on the Gulf site and hires through it, on a phone: the recruiter writes the job in
 * Arabic (right to left), previews it as seekers will see it, posts it, and changes it from the English
 * pages; a seeker finds it by search within seconds and applies; the recruiter sees the applicant,
 * shortlists them from the list, keeps a private note and writes to them; the seeker's unread count
 * changes without a reload and they reply in Arabic; the recruiter answers from the inbox without
 * JavaScript. A posting with a problem is refused beside its
 * field, keeping what was typed. In India a recruiter posts without JavaScript (a plain textarea), a
 * guest reports the job from its page and staff decide on it in their review queue, also without
 * JavaScript.
 */
import { randomUUID } from "node:crypto";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { linkFromOutbox } from "./accounts-support.ts";
import { expectAccessible, expectNoHorizontalScroll, pageApiOk, portalUrl, useBrowser } from "./browser.ts";
import { counted, text } from "./catalogues.ts";
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
  it("Gulf: posted in Arabic with a preview, changed in English, found and applied to; the applicant shortlisted, written to, and replying", async () => {
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
    // The description is written in the editor that replaces the textarea (the toolbar makes the list).
    const description = page.getByRole("textbox", { name: text("ar", "posting.field.description") });
    // Too short first: refused beside the field, in Arabic, and nothing typed is lost.
    await description.fill("مسك الدفاتر.");
    await page.getByRole("button", { name: text("ar", "posting.publish") }).click();
    await expect
      .poll(() => page.locator("#posting-description-error").textContent())
      .toBe(text("ar", "posting.msg.descriptionTooShort"));
    expect(await description.getAttribute("aria-invalid")).toBe("true");
    expect(await field(page, "posting.field.title").inputValue()).toBe(title);
    await description.fill(
      "نبحث عن محاسب أول لمسك الدفاتر وإعداد التقارير الشهرية وتقديم إقرارات ضريبة القيمة المضافة في مواعيدها، ضمن فريق مالي يتوسع في دبي.",
    );
    await description.press("End");
    await description.press("Enter");
    const bullets = page
      .getByRole("toolbar", { name: text("ar", "editor.toolbar") })
      .getByRole("button", { name: text("ar", "editor.bulletList") });
    await bullets.click();
    expect(await bullets.getAttribute("aria-pressed")).toBe("true");
    await page.keyboard.type("خبرة في المحاسبة");
    await page.keyboard.press("Enter");
    await page.keyboard.type("معرفة بضريبة القيمة المضافة");
    // The toolbar is one tab stop whose arrow keys run with the page's direction (right to left here).
    await bullets.press("ArrowLeft");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      text("ar", "editor.orderedList"),
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

    // The recruiter writes to the applicant; the seeker's header count changes without a reload (the
    // event stream), and they open the message and reply in Arabic.
    await seeker.goto(portalUrl(HOST, "/ar/seeker/applied-jobs"));
    // Connected before anything is sent: what follows arrives on the open stream.
    await seeker.locator("a.messages-link[data-live]").waitFor();
    await page
      .getByLabel(text("en", "messages.reply"))
      .fill("Hello Omar, can we talk about this job on Monday?");
    await page.getByRole("button", { name: text("en", "messages.send"), exact: true }).click();
    await page.waitForURL(/\/employer\/messages\/[\w-]+$/);
    const unread = seeker.getByRole("link", { name: counted("ar", "messages.headerUnread", 1) });
    await expect.poll(() => unread.count(), { timeout: 10_000 }).toBe(1);
    await unread.click();
    await seeker.waitForURL((url) => url.pathname === "/ar/seeker/messages");
    await seeker
      .getByRole("link", { name: /Souq Trading/ })
      .filter({ hasText: counted("ar", "messages.unreadBadge", 1) })
      .click();
    await seeker.waitForURL((url) => url.pathname.startsWith("/ar/seeker/messages/"));
    await expect
      .poll(() => seeker.getByText("Hello Omar, can we talk about this job on Monday?").count())
      .toBe(1);
    expect(await seeker.locator("main").textContent()).toContain(title);
    await seeker.getByLabel(text("ar", "messages.reply")).fill("نعم، يناسبني يوم الاثنين.");
    await seeker.getByRole("button", { name: text("ar", "messages.send"), exact: true }).click();
    await expect.poll(() => seeker.getByText("نعم، يناسبني يوم الاثنين.").count()).toBe(1);
    await expectAccessible(seeker);
    await expectNoHorizontalScroll(seeker);
    // Read: the count is gone from the header.
    await expect
      .poll(() => seeker.getByRole("link", { name: text("ar", "messages.header"), exact: true }).count())
      .toBe(1);

    // The recruiter's inbox, without JavaScript, shows the reply and takes an answer.
    const inbox = await browser.newPage({ javaScriptEnabled: false });
    await inbox.context().addCookies(await page.context().cookies());
    await inbox.goto(portalUrl(HOST, "/employer/messages"));
    await inbox.getByRole("link", { name: /Omar Khan/ }).click();
    await expect.poll(() => inbox.getByText("نعم، يناسبني يوم الاثنين.").count()).toBe(1);
    await inbox.getByLabel(text("en", "messages.reply")).fill("Thank you, see you then.");
    await inbox.getByRole("button", { name: text("en", "messages.send"), exact: true }).click();
    await expect.poll(() => inbox.getByText("Thank you, see you then.").count()).toBe(1);
  });

  it("India: a guest reports a live job from its page; staff see the report, and approving keeps the job", async () => {
    const tag = randomUUID().slice(0, 8);
    const recruiter = await browser.newPage();
    await confirmedRecruiterOn(recruiter, "in.localhost", tag);
    // Posted from the form without JavaScript: a plain textarea, where "-" lines make a list.
    const plain = await browser.newPage({ javaScriptEnabled: false });
    await plain.context().addCookies(await recruiter.context().cookies());
    await plain.goto(portalUrl("in.localhost", "/employer/jobs/new"));
    const plainField = (key: Parameters<typeof text>[1]) =>
      plain.getByLabel(text("en", key), { exact: true });
    await plainField("posting.field.title").fill(`Payroll Executive ${tag}`);
    await plainField("posting.field.locations").fill("Pune");
    await plainField("posting.field.salaryHidden").check();
    await plainField("posting.field.function").selectOption("1");
    await plainField("posting.field.role").selectOption("101");
    await plainField("posting.field.industry").selectOption("1");
    await plainField("posting.field.skills").fill("Payroll");
    await plainField("posting.field.qualification").fill("B.Com");
    await plainField("posting.field.description").fill(
      "Run the monthly payroll of four hundred people and answer employees' questions.\n\n- File statutory returns\n- Keep the records",
    );
    await plain.getByRole("button", { name: text("en", "posting.publish") }).click();
    await plain.waitForURL(/\/employer\/jobs\?notice=open$/);
    const plainHref = await plain
      .getByRole("link", { name: text("en", "posting.viewPage") })
      .first()
      .getAttribute("href");
    const jobId = Number(/-(\d+)$/.exec(plainHref ?? "")?.[1]);
    expect(jobId).toBeGreaterThan(0);

    const guest = await browser.newPage();
    await guest.goto(portalUrl("in.localhost", `/job/${jobId}`));
    expect(await guest.locator(".job-description li").allTextContents()).toEqual([
      "File statutory returns",
      "Keep the records",
    ]);
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
    // The decision works without JavaScript too.
    const review = await browser.newPage({ javaScriptEnabled: false });
    await review.context().addCookies(await staff.context().cookies());
    await review.goto(portalUrl("in.localhost", "/staff/review"));
    await review
      .locator(".posting-card", { hasText: `Payroll Executive ${tag}` })
      .getByRole("button", { name: new RegExp(`^${text("en", "staff.approve")}`) })
      .click();
    await expect
      .poll(() => review.getByRole("main").getByRole("status").first().textContent())
      .toBe(text("en", "staff.notice.approved"));
    expect(await review.locator(".posting-card", { hasText: `Payroll Executive ${tag}` }).count()).toBe(0);
  });
});
