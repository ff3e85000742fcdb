/** Helpers of the account journeys: unique people, the dev outbox, raw form posts, the auth event bus. */
import http from "node:http";
import type pg from "pg";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { portalUrl } from "./browser.ts";
import { text } from "./catalogues.ts";

let people = 0;

/** An address and a mobile number nobody in this run has used. */
export function newPerson(prefix: string) {
  people += 1;
  const stamp = `${Date.now() % 1_000_000}`.padStart(6, "0");
  return {
    email: `${prefix}.${stamp}${people}@example.com`,
    /** Eight digits after a fixed start, so each site's caller can add its own operator prefix. */
    digits: `${stamp}${String(people).padStart(2, "0")}`,
  };
}

/**
 * The newest code in the dev outbox for a recipient, read the way a person would: on the outbox page.
 * `subject` waits for a particular e-mail (the login code, not the verification sent at registration).
 */
export async function codeFromOutbox(
  page: Page,
  host: string,
  recipient: string,
  subject?: string,
): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let code = "";
    await expect
      .poll(
        async () => {
          await outbox.goto(portalUrl(host, `/dev/outbox?to=${encodeURIComponent(recipient)}`));
          const first = outbox.locator(".outbox-item").first();
          if ((await first.count()) === 0) return "";
          if (subject && !(await first.locator(".outbox-item__subject").textContent())?.includes(subject))
            return "";
          code =
            /\b(\d{6})\b/.exec((await first.locator(".outbox-item__text").textContent()) ?? "")?.[1] ?? "";
          return code;
        },
        { timeout: 10_000, interval: 300 },
      )
      .not.toBe("");
    return code;
  } finally {
    await outbox.close();
  }
}

/** The newest link in the dev outbox for a recipient. */
export async function linkFromOutbox(
  page: Page,
  host: string,
  recipient: string,
  path: string,
): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    let link = "";
    await expect
      .poll(
        async () => {
          await outbox.goto(portalUrl(host, `/dev/outbox?to=${encodeURIComponent(recipient)}`));
          const texts = await outbox.locator(".outbox-item__text").allTextContents();
          link =
            new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\?token=[\\w-]+`).exec(
              texts.join("\n"),
            )?.[0] ?? "";
          return link;
        },
        { timeout: 10_000, interval: 300 },
      )
      .not.toBe("");
    return link;
  } finally {
    await outbox.close();
  }
}

/** Records the page's login-state events (the auth bus also speaks on a BroadcastChannel). */
export async function recordAuthEvents(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const events: string[] = [];
    (window as unknown as { authEvents: string[] }).authEvents = events;
    new BroadcastChannel("portal-auth").addEventListener("message", (message) =>
      events.push(String(message.data)),
    );
  });
  return () => page.evaluate(() => (window as unknown as { authEvents: string[] }).authEvents);
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A form post as a browser without JavaScript would send it, with the headers given. */
export function postForm(
  host: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const port = inject("portalPort");
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method: "POST",
        headers: {
          host: `${host}:${port}`,
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * A new recruiter of a job's company, with the demo recruiter's password (recruiters are invited, not
 * registered); `tag` keeps the e-mail addresses of different journeys apart.
 */
export async function recruiterForJob(
  pool: pg.Pool,
  jobId: number,
  tag: string,
): Promise<{ email: string; password: string }> {
  const email = `hiring.${newPerson(`${tag}-recruiter`).digits}@${tag}.example.com`;
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO users (role, email, email_verified_at, name, password_hash, site_id, registration_progress)
     SELECT 'recruiter', $1, now(), 'Hiring Lead', password_hash, 'india', 'complete'
     FROM users WHERE role = 'recruiter' AND email = 'demo.recruiter@jobnest.test'
     RETURNING id`,
    [email],
  );
  expect(rows).toHaveLength(1);
  await pool.query(
    "INSERT INTO company_recruiters (user_id, company_id) SELECT $1, company_id FROM jobs WHERE id = $2",
    [rows[0]?.id, jobId],
  );
  return { email, password: "Demo@12345" };
}

export type Language = "en" | "hi" | "ar";

/** A form field by its label in the page's language. */
export function field(page: Page, language: Language, key: Parameters<typeof text>[1]) {
  return page.getByLabel(text(language, key), { exact: true });
}

/** Presses a form's button by its name in the page's language. */
export async function submit(page: Page, language: Language, key: Parameters<typeof text>[1]) {
  await page.getByRole("button", { name: text(language, key), exact: true }).click();
}

/** Registration's education step, as a 2022 computer science graduate fills it. */
export async function fillEducation(page: Page, language: Language) {
  await field(page, language, "accounts.education.qualification").selectOption("5");
  await field(page, language, "accounts.education.specialization").selectOption("Computer Science");
  await field(page, language, "accounts.education.institute").fill("Anna University");
  await field(page, language, "accounts.education.passingYear").selectOption("2022");
  await submit(page, language, "accounts.form.saveContinue");
}

/** Registration's job-preference step: one city, full-time work. */
export async function fillPreference(page: Page, language: Language, city: string) {
  await field(page, language, "accounts.preference.locations").fill(city);
  await page.getByLabel(text(language, "accounts.jobType.full-time"), { exact: true }).check();
  await submit(page, language, "accounts.preference.submit");
}
