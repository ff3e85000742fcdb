/**
 * Job alerts as people use them: a guest on the Gulf site in Arabic, on a phone, makes an alert from a
 * results page, confirms it from the e-mail, gets a digest with a new job, opens the job from it and
 * unsubscribes in one click; a seeker in Hindi with five alerts replaces one with a sixth. E-mails are
 * read from the dev outbox, as the portal under test has no mail server. And all of a guest's steps
 * with the pages' own forms, without JavaScript.
 */
import { jobQueueDatabase } from "@portal/db";
import pg from "pg";
import { PgBoss } from "pg-boss";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, inject, it } from "vitest";
import { newPerson } from "./accounts-support.ts";
import {
  expectAccessible,
  expectNoHorizontalScroll,
  PHONE,
  pageApiOk,
  portalUrl,
  useBrowser,
} from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
const pool = new pg.Pool({ connectionString: inject("databaseUrl"), max: 2 });
afterAll(async () => {
  await pool.end();
});

/** Runs an alert now, as its morning's dispatch would (the schedule itself is tested on the server). */
async function runAlertNow(alertId: string): Promise<void> {
  const boss = new PgBoss({
    db: jobQueueDatabase(pool),
    schema: "pgboss",
    migrate: false,
    createSchema: false,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  await boss.start();
  try {
    await boss.send("job-alerts.run", { alertId });
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}

/** The texts of the dev outbox's messages to an address, newest first. */
async function outboxTexts(page: Page, host: string, recipient: string): Promise<string[]> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto(portalUrl(host, `/dev/outbox?to=${encodeURIComponent(recipient)}`));
    return await outbox.locator(".outbox-item__text").allTextContents();
  } finally {
    await outbox.close();
  }
}

async function linkInOutbox(page: Page, host: string, recipient: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        link = pattern.exec((await outboxTexts(page, host, recipient)).join("\n"))?.[0] ?? "";
        return link;
      },
      { timeout: 15_000, interval: 300 },
    )
    .not.toBe("");
  return link;
}

describe("a guest's alert on the Gulf site in Arabic", () => {
  it("is made from a results page, confirmed from the e-mail, sends a new job and stops in one click", async () => {
    const host = "gulf.localhost";
    const email = newPerson("alert").email;
    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(portalUrl(host, "/ar/search/results?query=sales"));
    await expect.poll(() => page.locator("html").getAttribute("dir")).toBe("rtl");

    await page.getByText(text("ar", "jobAlerts.results.toggle")).click();
    await page.getByLabel(text("ar", "jobAlerts.field.email"), { exact: true }).fill(email);
    await page.getByRole("button", { name: text("ar", "jobAlerts.results.submit") }).click();
    await page.waitForURL(/\/ar\/seeker\/job-alert-success\?id=/);
    await expect.poll(() => page.locator("main").textContent()).toContain(email);
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // The confirmation e-mail's link, then its button.
    const confirmLink = await linkInOutbox(
      page,
      host,
      email,
      /https?:\/\/\S+\/seeker\/job-alert-success\?confirm=[\w.-]+/,
    );
    await page.goto(confirmLink);
    await page.getByRole("button", { name: text("ar", "jobAlerts.confirm.submit") }).click();
    await page.waitForURL(/confirmed=1/);
    await expect.poll(() => page.getByText(text("ar", "jobAlerts.confirm.done")).isVisible()).toBe(true);

    // A matching job is posted after the confirmation; the alert's run e-mails it.
    const { rows: alerts } = await pool.query<{ id: string }>("SELECT id FROM job_alerts WHERE email = $1", [
      email,
    ]);
    const alertId = alerts[0]?.id ?? "";
    const { rows: jobs } = await pool.query<{ id: string }>(
      `UPDATE jobs SET posted_at = now() WHERE id = (
         SELECT id FROM jobs WHERE site_id = 'gulf' AND status = 'open' AND expires_at > now()
            AND title ILIKE '%sales%' ORDER BY id LIMIT 1)
       RETURNING id`,
    );
    const jobId = jobs[0]?.id ?? "";
    expect(jobId).not.toBe("");
    await runAlertNow(alertId);
    const jobLink = await linkInOutbox(
      page,
      host,
      email,
      new RegExp(`https?://\\S+/job/[\\w-]+-${jobId}\\?spl=Auto_Mailer`),
    );
    await page.goto(jobLink);
    await expect.poll(() => page.locator("h1").first().textContent()).not.toBe("");
    expect(page.url()).toContain(`-${jobId}`);

    // The unsubscribe link of the e-mail asks once; one click stops the alert.
    const unsubscribeLink = await linkInOutbox(
      page,
      host,
      email,
      /https?:\/\/\S+\/ar\/seeker\/job-alert-unsubscribe\?token=[\w.-]+/,
    );
    await page.goto(unsubscribeLink);
    await page.getByRole("button", { name: text("ar", "jobAlerts.unsubscribe.submit") }).click();
    await expect.poll(() => page.locator("main [role=status]").first().textContent()).toMatch(/.+/);
    const { rows } = await pool.query("SELECT status, paused_because FROM job_alerts WHERE id = $1", [
      alertId,
    ]);
    expect(rows[0]).toEqual({ status: "paused", paused_because: "unsubscribed" });
  });
});

describe("a seeker's sixth alert in Hindi", () => {
  it("asks which alert it replaces, and replaces it", async () => {
    const host = "in.localhost";
    const person = newPerson("alerts");
    const page = await browser.newPage();
    await page.goto(portalUrl(host, "/hi/"));
    await pageApiOk(page, "POST", "/api/registration/personal", {
      experienceType: "professional",
      name: "Asha Rao",
      email: person.email,
      password: "Secret123",
      diallingCode: "91",
      mobile: `98${person.digits}`,
      currentCity: "Pune",
    });
    for (const word of ["java", "python", "sales", "marketing", "finance"]) {
      await pageApiOk(page, "POST", "/api/job-alerts", { search: `query=${word}` });
    }

    await page.goto(portalUrl(host, "/hi/seeker/free-job-alert"));
    await page.getByLabel(text("hi", "jobAlerts.field.query")).fill("accountant");
    await page.getByRole("button", { name: text("hi", "jobAlerts.create.submit") }).click();
    await page.waitForURL(/\/hi\/seeker\/job-alert-replace\?/);
    await expectAccessible(page);
    const replaceButtons = page.getByRole("button", {
      name: new RegExp(`^${text("hi", "jobAlerts.replace.submit")}`),
    });
    await expect.poll(() => replaceButtons.count()).toBe(5);
    await replaceButtons.last().click();
    await page.waitForURL(/\/hi\/seeker\/job-alert-success\?id=/);

    await page.goto(portalUrl(host, "/hi/seeker/job-alert-list"));
    await expectAccessible(page);
    const names = await page.locator(".saved-item__name").allTextContents();
    expect(names).toHaveLength(5);
    expect(names.join(" ").toLowerCase()).toContain("accountant");
    expect(names.join(" ").toLowerCase()).not.toContain("java");
  });
});

describe("without JavaScript", () => {
  it("a guest creates, confirms, pauses, resumes and deletes an alert with the pages' own forms", async () => {
    const host = "in.localhost";
    const email = newPerson("nojs-alert").email;
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(portalUrl(host, "/seeker/free-job-alert"));
    // The spec's message for a search without keywords, from the server.
    await page.getByLabel(text("en", "jobAlerts.field.email"), { exact: true }).fill(email);
    await page.getByRole("button", { name: text("en", "jobAlerts.create.submit") }).click();
    await expect
      .poll(() => page.locator("main").textContent())
      .toContain("Please enter a job title/role/skill to search.");

    await page.getByLabel(text("en", "jobAlerts.field.query")).fill("accountant");
    await page.getByLabel(text("en", "jobAlerts.field.location"), { exact: true }).fill("Pune");
    await page.getByLabel(text("en", "jobAlerts.field.email"), { exact: true }).fill(email);
    await page.getByRole("button", { name: text("en", "jobAlerts.create.submit") }).click();
    await page.waitForURL(/\/seeker\/job-alert-success\?id=/);
    await expect.poll(() => page.locator("main").textContent()).toContain(email);

    await page.goto(
      await linkInOutbox(page, host, email, /https?:\/\/\S+\/seeker\/job-alert-success\?confirm=[\w.-]+/),
    );
    await page.getByRole("button", { name: text("en", "jobAlerts.confirm.submit") }).click();
    await expect.poll(() => page.getByText(text("en", "jobAlerts.confirm.done")).isVisible()).toBe(true);

    await page.getByRole("link", { name: text("en", "jobAlerts.success.manage") }).click();
    await page.waitForURL(/\/seeker\/job-alert-list\?manage=/);
    const status = async () =>
      (await pool.query("SELECT status FROM job_alerts WHERE email = $1", [email])).rows[0]?.status;
    await page.getByRole("button", { name: text("en", "jobAlerts.list.pause") }).click();
    await expect.poll(() => page.getByText(text("en", "jobAlerts.notice.paused")).isVisible()).toBe(true);
    expect(await status()).toBe("paused");
    await page.getByRole("button", { name: text("en", "jobAlerts.list.resume") }).click();
    await expect.poll(() => page.getByText(text("en", "jobAlerts.notice.resumed")).isVisible()).toBe(true);
    expect(await status()).toBe("active");
    await page.getByRole("button", { name: text("en", "jobAlerts.list.delete") }).click();
    await expect.poll(() => page.getByText(text("en", "jobAlerts.notice.deleted")).isVisible()).toBe(true);
    expect(await status()).toBeUndefined();
  });
});
