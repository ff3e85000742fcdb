/**
 * The resume score card, as a guest on a phone, in Hindi: the career services page offers the free
 * score; a resume uploaded with the wanted role comes back as a score out of 100 with its seven sections
 * and their tips in Hindi, and an offer of Resume Writing; the guest's one free score is then used.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
const RESUME = path.resolve(import.meta.dirname, "../../packages/resume-parser/fixtures/india-hindi.txt");

describe("resume score", () => {
  it("a guest scores a resume in Hindi, once", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl("in.localhost", "/hi/career-services"));
    await page
      .getByRole("link", { name: text("hi", "careerServices.service.resume-score.title"), exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe("/hi/resume-score");
    await expectAccessible(page);

    await page.getByLabel(text("hi", "score.file")).setInputFiles(RESUME);
    await page.getByLabel(text("hi", "score.role")).fill("Accountant");
    await page.getByRole("button", { name: text("hi", "score.submit") }).click();
    const heading = page.getByRole("heading", { level: 2, name: /\/100/ });
    await expect.poll(() => heading.count(), { timeout: 15_000 }).toBe(1);
    expect(await heading.textContent()).toMatch(/^आपका स्कोर: \d{1,3}\/100$/);
    const sections = await page.locator(".score-card__section h3").allTextContents();
    expect(sections).toHaveLength(7);
    expect(sections[0]).toContain(text("hi", "score.section.contact"));
    expect(sections[6]).toContain(text("hi", "score.section.readability"));
    expect(await page.locator(".score-card").textContent()).toContain(text("hi", "score.offer"));
    expect(
      await page
        .getByRole("link", { name: text("hi", "careerServices.service.resume-writing.title") })
        .count(),
    ).toBeGreaterThan(0);
    // The one free score is used: the form gives way to the way to register.
    expect(await page.getByRole("button", { name: text("hi", "score.submit") }).count()).toBe(0);
    expect(await page.getByRole("main").textContent()).toContain(text("hi", "accounts.msg.resumeScoreOnce"));
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
  });
});
