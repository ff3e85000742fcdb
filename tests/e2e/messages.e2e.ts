/**
 * Messages between the demo recruiter and a new seeker: the recruiter writes about one of the company's
 * jobs; the seeker's header count changes without a reload (the event stream); the seeker opens the
 * conversation and replies, in Arabic, right to left; the recruiter's inbox shows the reply. The
 * conversation page also works without JavaScript.
 */
import { describe, expect, it } from "vitest";
import { expectAccessible, expectNoHorizontalScroll, pageApiCall, portalUrl, useBrowser } from "./browser.ts";
import { counted, text } from "./catalogues.ts";
import { logIn, registerSeeker } from "./media-support.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const DEMO_RECRUITER = { email: "demo.recruiter@jobnest.test", password: "Demo@12345" };

describe("messages", () => {
  it("a seeker sees the unread count change without reloading, opens the message and replies in Arabic", async () => {
    const seeker = await browser.newPage();
    const seekerId = await registerSeeker(seeker, HOST, "Noor Khan");
    await seeker.goto(portalUrl(HOST, "/ar/seeker/applied-jobs"));
    const link = seeker.getByRole("link", { name: text("ar", "messages.header"), exact: true });
    await expect.poll(() => link.count()).toBe(1);
    // Connected before anything is sent: what follows arrives on the open stream.
    await seeker.locator("a.messages-link[data-live]").waitFor();

    const recruiter = await browser.newPage();
    await logIn(recruiter, HOST, "en", "/employer/login", DEMO_RECRUITER);
    const jobs = await pageApiCall(recruiter, "GET", "/api/employer/jobs?status=open");
    const jobId = jobs.json.data.jobs[0].id as number;
    const started = await pageApiCall(recruiter, "POST", "/api/employer/messages", {
      seekerId,
      jobId,
      body: "Hello Noor, can we talk about this job on Monday?",
    });
    expect(started.status).toBe(200);

    // The header follows the stream: no reload.
    const unread = seeker.getByRole("link", { name: counted("ar", "messages.headerUnread", 1) });
    await expect.poll(() => unread.count(), { timeout: 10_000 }).toBe(1);
    await unread.click();
    await seeker.waitForURL((url) => url.pathname === "/ar/seeker/messages");
    await seeker
      .getByRole("link", { name: /Hello|.+/ })
      .filter({ hasText: counted("ar", "messages.unreadBadge", 1) })
      .click();
    await seeker.waitForURL((url) => url.pathname.startsWith("/ar/seeker/messages/"));
    expect(await seeker.getAttribute("html", "dir")).toBe("rtl");
    await expect
      .poll(() => seeker.getByText("Hello Noor, can we talk about this job on Monday?").count())
      .toBe(1);
    await seeker.getByLabel(text("ar", "messages.reply")).fill("نعم، يناسبني يوم الاثنين.");
    await seeker.getByRole("button", { name: text("ar", "messages.send"), exact: true }).click();
    await expect.poll(() => seeker.getByText("نعم، يناسبني يوم الاثنين.").count()).toBe(1);
    await expectAccessible(seeker);
    await expectNoHorizontalScroll(seeker);
    // Read: the count is gone from the header.
    await expect
      .poll(() => seeker.getByRole("link", { name: text("ar", "messages.header"), exact: true }).count())
      .toBe(1);

    // The recruiter's inbox, without JavaScript.
    const inbox = await browser.newPage({ javaScriptEnabled: false });
    await inbox.context().addCookies(await recruiter.context().cookies());
    await inbox.goto(portalUrl(HOST, "/employer/messages"));
    await inbox.getByRole("link", { name: /Noor Khan/ }).click();
    await expect.poll(() => inbox.getByText("نعم، يناسبني يوم الاثنين.").count()).toBe(1);
    await inbox.getByLabel(text("en", "messages.reply")).fill("Thank you, see you then.");
    await inbox.getByRole("button", { name: text("en", "messages.send"), exact: true }).click();
    await expect.poll(() => inbox.getByText("Thank you, see you then.").count()).toBe(1);
  });
});
