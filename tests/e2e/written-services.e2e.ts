/**
 * Resume Writing delivered, end to end: a seeker buys it on a phone and pays in the sandbox, opens the
 * workspace from "Subscriptions", sends the brief with a document; staff assign the demo writer from the
 * fulfilment queue; the writer (their own login) sees only their work and delivers a draft; the seeker
 * asks for a revision with what to change; the writer delivers again; the seeker approves and finds the
 * new resume on the profile, the previous one kept. The workspace is also checked in Arabic, right to
 * left, and the brief is sent once without JavaScript.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { logIn, registerSeeker } from "./media-support.ts";
import { buyInIndia, openFromSubscriptions } from "./storefront-support.ts";

const browser = useBrowser();
const FIXTURES = path.resolve(import.meta.dirname, "../../packages/resume-parser/fixtures");
const fixture = (name: string) => path.join(FIXTURES, name);

/** Waits for the notice `key` in the page's main text (pages answer forms after a round trip). */
async function expectNotice(page: Page, key: Parameters<typeof text>[1], language: "en" | "ar" = "en") {
  // A draft is read by the resume reader before it is kept: that takes a moment.
  await expect
    .poll(() => page.getByRole("main").textContent(), { timeout: 15_000 })
    .toContain(text(language, key));
}

describe("written services", () => {
  it("a seeker buys Resume Writing; brief, writer, draft, revision, approval, and the resume is on the profile", async () => {
    const seeker = await browser.newPage();
    await registerSeeker(seeker, "in.localhost", "Neha Verma");
    const order = await buyInIndia(seeker, "resume-writing-experienced");
    await openFromSubscriptions(seeker, "writing.open");
    await seeker.waitForURL(/\/seeker\/services\/[\w-]+$/);
    const workspacePath = new URL(seeker.url()).pathname;
    expect(await seeker.locator(".writing-facts").textContent()).toContain(
      text("en", "writing.stage.awaiting-brief"),
    );
    await expectAccessible(seeker);
    await expectNoHorizontalScroll(seeker);

    // Without JavaScript the brief is refused beside its field, then sent.
    const plain = await browser.newPage({ javaScriptEnabled: false });
    await plain.context().addCookies(await seeker.context().cookies());
    await plain.goto(portalUrl("in.localhost", workspacePath));
    await plain.getByLabel(text("en", "writing.brief.industry")).fill("Banking");
    await plain.getByRole("button", { name: text("en", "writing.brief.send") }).click();
    await expect
      .poll(() => plain.getByLabel(text("en", "writing.brief.targetRole")).getAttribute("aria-invalid"))
      .toBe("true");
    expect(await plain.getByLabel(text("en", "writing.brief.industry")).inputValue()).toBe("Banking");
    await plain.getByLabel(text("en", "writing.brief.targetRole")).fill("Senior Java developer");
    await plain.getByLabel(text("en", "writing.brief.highlights")).fill("Led a payments team of six.");
    await plain.getByRole("button", { name: text("en", "writing.brief.send") }).click();
    await expectNotice(plain, "writing.notice.briefSaved");
    await plain.close();

    await seeker.reload();
    expect(await seeker.locator(".writing-facts").textContent()).toContain(
      text("en", "writing.stage.awaiting-writer"),
    );
    await seeker
      .getByLabel(text("en", "writing.documents.file"), { exact: true })
      .setInputFiles(fixture("gulf-dubai.txt"));
    await seeker.getByRole("button", { name: text("en", "writing.documents.add") }).click();
    await expect.poll(() => seeker.getByRole("link", { name: "gulf-dubai.txt" }).count()).toBe(1);

    // Staff assign the demo writer from the queue.
    const staff = await browser.newPage();
    await logIn(staff, "in.localhost", "en", "/staff/login", {
      email: "demo.staff@jobnest.test",
      password: "Demo@12345",
    });
    await staff.goto(portalUrl("in.localhost", "/staff/fulfilment?filter=unassigned"));
    const row = staff.locator(".order-card").filter({ hasText: order });
    expect(await row.count()).toBe(1);
    const demoWriter = await row.locator("option", { hasText: "Demo Writer" }).getAttribute("value");
    await row.getByLabel(text("en", "fulfilment.writer")).selectOption(demoWriter ?? "");
    await row.getByRole("button", { name: text("en", "fulfilment.assign") }).click();
    await expectNotice(staff, "writing.notice.assigned");
    await expectAccessible(staff);

    // The writer sees it in their own queue and delivers the first draft.
    const writer = await browser.newPage();
    await logIn(writer, "in.localhost", "en", "/staff/login", {
      email: "demo.writer@jobnest.test",
      password: "Demo@12345",
    });
    // A writer lands on their work, and their menu offers only the pages of their areas.
    expect(new URL(writer.url()).pathname).toBe("/staff/fulfilment");
    expect(await writer.locator(".order-card").count()).toBeGreaterThan(0);
    await writer.getByText(text("en", "shell.myAccount"), { exact: true }).click();
    const menu = writer.locator(".menu__list");
    expect(await menu.getByRole("link", { name: text("en", "fulfilment.title") }).count()).toBe(1);
    expect(await menu.getByRole("link", { name: text("en", "staff.menu") }).count()).toBe(0);
    expect(await menu.getByRole("link", { name: text("en", "store.staff.title") }).count()).toBe(0);
    await writer.goto(
      portalUrl("in.localhost", workspacePath.replace("/seeker/services/", "/staff/fulfilment/")),
    );
    expect(await writer.getByRole("main").textContent()).toContain("Senior Java developer");
    await writer
      .getByLabel(text("en", "writing.deliver.file"), { exact: true })
      .setInputFiles(fixture("india-hindi.txt"));
    await writer.getByLabel(text("en", "writing.deliver.note")).fill("Here is a first version.");
    await writer.getByRole("button", { name: text("en", "writing.deliver.submit") }).click();
    await expectNotice(writer, "writing.notice.delivered");
    await expectAccessible(writer);

    // The seeker asks for a revision, saying what should change.
    await seeker.reload();
    expect(await seeker.getByRole("main").textContent()).toContain("Here is a first version.");
    await seeker.getByLabel(text("en", "writing.decide.note")).fill("Please put the payments project first.");
    await seeker.getByRole("button", { name: text("en", "writing.decide.revise") }).click();
    await expectNotice(seeker, "writing.notice.revision");

    // The writer revises; the seeker approves draft 2, which becomes the current resume.
    await writer.reload();
    expect(await writer.getByRole("main").textContent()).toContain("Please put the payments project first.");
    await writer
      .getByLabel(text("en", "writing.deliver.file"), { exact: true })
      .setInputFiles(fixture("india-pune.txt"));
    await writer.getByRole("button", { name: text("en", "writing.deliver.submit") }).click();
    await expectNotice(writer, "writing.notice.delivered");
    await seeker.reload();
    await seeker.getByRole("button", { name: text("en", "writing.decide.approve") }).click();
    await expectNotice(seeker, "writing.notice.approvedResume");
    await expect
      .poll(() => seeker.locator(".writing-facts").textContent())
      .toContain(text("en", "writing.stage.approved"));

    await seeker.goto(portalUrl("in.localhost", "/seeker/profile"));
    await expect.poll(() => seeker.getByRole("main").textContent()).toContain("india-pune.txt");

    // The same workspace in Arabic reads right to left.
    await seeker.goto(portalUrl("in.localhost", `/ar${workspacePath}`));
    expect(await seeker.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await seeker.locator(".writing-facts").textContent()).toContain(
      text("ar", "writing.stage.approved"),
    );
    await expectAccessible(seeker);
    await expectNoHorizontalScroll(seeker);
  });
});
