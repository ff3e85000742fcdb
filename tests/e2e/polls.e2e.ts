/**
 * The poll (issue 30), in Arabic on a 360 px phone: a guest on the Gulf's home page is told 'Please
 * select option for vote.' (in Arabic) without a choice, votes with a word of feedback, and sees the
 * results; staff of the content area find the feedback on their polls page.
 */
import { expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, PHONE, portalUrl, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";
import { logIn } from "./media-support.ts";

const browser = useBrowser();

it("a guest votes in Arabic and sees the results; staff read the feedback", async () => {
  const page = await browser.newPage();
  await page.setViewportSize(PHONE);
  await page.goto(portalUrl("gulf.localhost", "/ar"));
  const poll = page.locator(".poll-card");
  const vote = poll.getByRole("button", { name: text("ar", "poll.vote") });
  await vote.click();
  await expect.poll(() => poll.getByText(text("ar", "spec.selectVoteOption")).count()).toBeGreaterThan(0);
  await poll.getByRole("radio").nth(1).check();
  const feedback = `أبحث عن فرص للتعلّم ${Date.now()}`;
  await poll.getByLabel(text("ar", "poll.feedback")).fill(feedback);
  await vote.click();
  // The results replace the form once the page's data is read again.
  await expect.poll(() => poll.locator(".poll-results li").count()).toBeGreaterThanOrEqual(2);
  expect(await poll.getByText(text("ar", "poll.thanks")).count()).toBe(1);
  await expectNoHorizontalScroll(page);
  await expectAccessible(page);
  // Back later: the results, not the question again.
  await page.reload();
  expect(await page.locator(".poll-results").count()).toBe(1);

  const staff = await browser.newPage();
  await logIn(staff, "gulf.localhost", "en", "/staff/login", {
    email: "demo.staff@jobnest.test",
    password: "Demo@12345",
  });
  await staff.goto(portalUrl("gulf.localhost", "/staff/polls"));
  expect(await staff.getByText(feedback).count()).toBe(1);
  await expectAccessible(staff);
  // The content and support team's other pages of this issue, each as staff see it.
  for (const path of ["/staff/events", "/staff/feedback", "/staff/analytics"]) {
    await staff.goto(portalUrl("gulf.localhost", path));
    await expectAccessible(staff);
  }
  // The analytics page lists the experiments with their variants.
  expect(
    await staff.getByRole("table", { name: text("en", "staff.analytics.experiment.welcomeScreen") }).count(),
  ).toBe(1);
});
