/**
 * A mock interview, end to end: the demo interviewer offers two weekly times on the India site (typed in
 * India's time); a seeker buys a mock interview on a phone, books the first time from "Subscriptions"
 * (shown in India's time), gets its calendar file, moves it to the second; once it has taken place the
 * interviewer writes feedback, which the seeker reads, in Arabic too (right to left).
 */
import pg from "pg";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { logIn, registerSeeker } from "./media-support.ts";
import { buyInIndia, openFromSubscriptions } from "./storefront-support.ts";

const browser = useBrowser();
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(() => pool.end());

async function expectNotice(
  page: Page,
  key: Parameters<typeof text>[1],
  params: Record<string, string> = {},
) {
  let expected = text("en", key);
  for (const [name, value] of Object.entries(params)) expected = expected.replace(`{${name}}`, value);
  await expect.poll(() => page.getByRole("main").textContent(), { timeout: 10_000 }).toContain(expected);
}

describe("mock interviews", () => {
  it("an interviewer offers times; a seeker books, moves and reads the feedback", async () => {
    const interviewer = await browser.newPage();
    await logIn(interviewer, "in.localhost", "en", "/staff/login", {
      email: "demo.writer@jobnest.test",
      password: "Demo@12345",
    });
    // Four days ahead at a minute no other journey uses, in India's time.
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(
      Date.now() + 4 * 86_400_000,
    );
    const minute = String(Math.floor(Math.random() * 12) * 5).padStart(2, "0");
    const time = `17:${minute}`;
    await interviewer.goto(portalUrl("in.localhost", "/staff/interviews"));
    await interviewer.getByLabel(text("en", "interviews.staff.date")).fill(day);
    await interviewer.getByLabel(text("en", "interviews.staff.time")).fill(time);
    await interviewer
      .getByLabel(text("en", "interviews.staff.meetingUrl"))
      .fill("https://meet.example.com/demo-room");
    await interviewer.getByLabel(text("en", "interviews.staff.repeat")).selectOption("1");
    await interviewer.getByRole("button", { name: text("en", "interviews.staff.addSubmit") }).click();
    await expectNotice(interviewer, "interviews.notice.added", { added: "2" });
    await expectAccessible(interviewer);

    const seeker = await browser.newPage();
    await registerSeeker(seeker, "in.localhost", "Arjun Mehta");
    await buyInIndia(seeker, "mock-interview-single");
    await openFromSubscriptions(seeker, "interviews.open");
    await seeker.waitForURL(/\/seeker\/mock-interviews\/[\w-]+$/);
    const path = new URL(seeker.url()).pathname;
    expect(await seeker.getByRole("main").textContent()).toContain("Asia/Kolkata");
    await expectAccessible(seeker);
    await expectNoHorizontalScroll(seeker);

    // The two times are offered under their day, in India's time; the first is booked.
    const [hour, minutes] = time.split(":");
    const shown = new Intl.DateTimeFormat("en-IN", { timeStyle: "short", timeZone: "UTC" }).format(
      Date.UTC(2026, 0, 1, Number(hour), Number(minutes)),
    );
    const choice = seeker.getByLabel(text("en", "interviews.book.slot"));
    const options = choice.locator("option", { hasText: `${shown} · Demo Writer` });
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await choice.selectOption((await options.first().getAttribute("value")) ?? "");
    await seeker.getByLabel(text("en", "interviews.book.focusLabel")).fill("Product analyst at a bank");
    await seeker.getByRole("button", { name: text("en", "interviews.book.submit") }).click();
    await expectNotice(seeker, "interviews.notice.booked");
    const calendar = seeker.getByRole("link", { name: text("en", "interviews.calendar") });
    await expect.poll(() => calendar.count()).toBe(1);
    const ics = await seeker.evaluate(
      async (href) => {
        const response = await fetch(href);
        return { type: response.headers.get("content-type"), body: await response.text() };
      },
      (await calendar.getAttribute("href")) ?? "",
    );
    expect(ics.type).toContain("text/calendar");
    expect(ics.body).toContain("meet.example.com/demo-room");

    // Moved to the same time a week later.
    const move = seeker.getByLabel(text("en", "interviews.moveTitle"), { exact: true });
    const later = move.locator("option", { hasText: `${shown} · Demo Writer` });
    await move.selectOption((await later.first().getAttribute("value")) ?? "");
    await seeker.getByRole("button", { name: text("en", "interviews.move") }).click();
    await expectNotice(seeker, "interviews.notice.moved");

    // Time passes: the interview has taken place. The interviewer writes feedback.
    await pool.query(
      `UPDATE mock_interviews SET starts_at = now() - interval '2 hours', ends_at = now() - interval '75 minutes'
        WHERE focus = 'Product analyst at a bank' AND status = 'booked'`,
    );
    await interviewer.goto(portalUrl("in.localhost", "/staff/interviews"));
    const awaiting = interviewer.locator(".order-card").filter({ hasText: "Product analyst at a bank" });
    await awaiting.getByLabel(text("en", "interviews.staff.rating")).selectOption("4");
    await awaiting
      .getByLabel(text("en", "interviews.feedback.improvements"))
      .fill("Lead with the result, then the method.");
    await awaiting.getByRole("button", { name: text("en", "interviews.staff.feedbackSubmit") }).click();
    await expectNotice(interviewer, "interviews.notice.feedback");

    await seeker.goto(portalUrl("in.localhost", path));
    expect(await seeker.getByRole("main").textContent()).toContain("Lead with the result, then the method.");
    expect(await seeker.getByRole("main").textContent()).toContain(text("en", "interviews.state.delivered"));
    await seeker.goto(portalUrl("in.localhost", `/ar${path}`));
    expect(await seeker.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await seeker.getByRole("main").textContent()).toContain(text("ar", "interviews.feedback.title"));
    await expectAccessible(seeker);
    await expectNoHorizontalScroll(seeker);
  });
});
