/**
 * Job alerts end to end through the API and the background queue, with a real SMTP server: double
 * opt-in for guests, the spec's validation messages, the limit of five per address, a digest with the
 * new matching jobs (never the same job twice, none of the seeker's applied jobs), RFC 8058 one-click
 * unsubscribe without a session, and a permanent delivery failure pausing the address's alerts.
 */
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForQueue } from "../../testing/test-client.ts";
import { insertTestJob } from "../../testing/test-jobs.ts";
import { type ReceivedMail, startTestSmtp, type TestSmtp } from "../../testing/test-smtp.ts";
import { DELIVER_TASK } from "../notifications/index.ts";
import { RUN_TASK } from "./runs.ts";

type Mail = ReceivedMail;
let smtp: TestSmtp;

let testApp: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp((recipient) => recipient.startsWith("bounce."));
  testApp = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "alerts@jobnest.test",
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

/** A received e-mail as its reader sees it: decoded subject, headers and plain text. */
async function read(
  mail: Mail | undefined,
): Promise<{ subject: string; text: string; header(name: string): string }> {
  const parsed = await simpleParser(mail?.raw ?? "");
  const lines = parsed.headerLines.map((line) => line.line.replace(/\r?\n[ \t]+/g, " "));
  return {
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    header: (name) =>
      lines
        .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
        ?.slice(name.length + 1)
        .trim() ?? "",
  };
}

async function mailsTo(address: string, count: number, timeoutMs = 10_000): Promise<Mail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.mails.filter((mail) => mail.to.includes(address));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let people = 0;
function address(prefix = "guest"): string {
  people += 1;
  return `${prefix}.${Date.now()}.${people}@example.com`;
}

/** Runs an alert now, as the dispatcher would, and waits until its e-mail (if any) is delivered. */
async function runAlert(alertId: string): Promise<void> {
  await testApp.app.jobQueue.enqueue(RUN_TASK, { alertId });
  await waitForQueue(testApp.pool, RUN_TASK);
  await waitForQueue(testApp.pool, DELIVER_TASK);
}

/** A job posted just now (after the alert last looked) on a site. */
async function postJob(
  title: string,
  siteId: "india" | "gulf" = "india",
  locations = ["Pune"],
): Promise<number> {
  return insertTestJob(testApp.pool, {
    title,
    company: `Alerting ${title} Co`,
    siteId,
    locations,
    postedDaysAgo: 0,
  });
}

describe("a guest's alert", () => {
  it("refuses a search without keywords, a bad place and a bad address, in the spec's words", async () => {
    const client = new TestClient(testApp.app);
    const noKeywords = await client.post("/api/job-alerts", { search: "location=Pune", email: address() });
    expect(noKeywords.statusCode).toBe(400);
    expect(noKeywords.json().errors).toContainEqual(
      expect.objectContaining({ field: "query", message: "Please enter a job title/role/skill to search." }),
    );
    const badPlace = await client.post("/api/job-alerts", {
      search: "query=java&location=12345",
      email: address(),
    });
    expect(badPlace.json().errors).toContainEqual(
      expect.objectContaining({ field: "location", message: "Please enter a valid location." }),
    );
    const badEmail = await client.post("/api/job-alerts", { search: "query=java", email: "not-an-address" });
    expect(badEmail.json().errors).toContainEqual(
      expect.objectContaining({ field: "email", message: "Please enter a valid e-mail address." }),
    );
    const { rows } = await testApp.pool.query("SELECT 1 FROM job_alerts WHERE email = 'not-an-address'");
    expect(rows).toHaveLength(0);
  });

  it("is confirmed by the e-mailed link before anything else is sent, then e-mails new matching jobs once", async () => {
    const email = address();
    const client = new TestClient(testApp.app);
    const created = await client.post("/api/job-alerts", {
      search: "query=alertable+kotlin+engineer&location=Pune",
      email,
      name: "Asha Rao",
    });
    expect(created.statusCode).toBe(200);
    const { alert, needsConfirmation } = created.json().data;
    expect(needsConfirmation).toBe(true);
    expect(alert).toMatchObject({
      status: "unconfirmed",
      frequency: "daily",
      query: "alertable kotlin engineer",
    });

    const [confirmation] = await mailsTo(email, 1);
    const { subject: confirmSubject, text } = await read(confirmation);
    expect(confirmSubject).toBe("Confirm your job alert on JobNest");
    expect(text).toContain("Hello Asha Rao,");
    const token = /confirm=([\w.-]+)/.exec(text)?.[1] ?? "";

    // Unconfirmed: a matching job posted now is not sent.
    await postJob("Alertable Kotlin Engineer");
    await runAlert(alert.id);
    expect(await mailsTo(email, 2, 500)).toHaveLength(1);

    const confirmed = await client.post("/api/job-alerts/confirm", { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.alert.status).toBe("active");
    expect(confirmed.json().data.replaceOneOf).toBeNull();
    const manage = confirmed.json().data.manageToken as string;
    expect((await client.post("/api/job-alerts/confirm", { token: `${token}x` })).statusCode).toBe(404);

    // Jobs posted after confirmation are new to the alert.
    const jobId = await postJob("Alertable Kotlin Engineer Senior");
    await postJob("Alertable Kotlin Engineer", "india", ["Chennai"]);
    await runAlert(alert.id);
    const [, digestMail] = await mailsTo(email, 2);
    const digest = await read(digestMail);
    expect(digest.subject).toBe("New jobs for \u201calertable kotlin engineer · Pune\u201d");
    expect(digest.text).toContain("Hello Asha Rao,");
    expect(digest.text).toContain("Alertable Kotlin Engineer Senior");
    expect(digest.text).not.toContain("Chennai");
    expect(digest.text).toMatch(new RegExp(`/job/[\\w-]+-${jobId}\\?spl=Auto_Mailer`));
    expect(digest.header("List-Unsubscribe")).toMatch(
      /^<http:\/\/[^>]+\/api\/job-alerts\/unsubscribe\?token=[\w.-]+>$/,
    );
    expect(digest.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(digest.text).toContain(`/seeker/job-alert-list?manage=${manage}`);

    // The next run finds nothing new: no e-mail, and never the same job twice.
    await runAlert(alert.id);
    expect(await mailsTo(email, 3, 500)).toHaveLength(2);

    // Listed and changed with the manage token, no login.
    const guest = new TestClient(testApp.app);
    const listed = await guest.get(`/api/job-alerts?manage=${encodeURIComponent(manage)}`);
    expect(listed.json().data.alerts.map((one: { id: string }) => one.id)).toEqual([alert.id]);
    expect(listed.json().data.alerts[0].lastSentAt).not.toBeNull();
    const weekly = await guest.send(
      "PATCH",
      `/api/job-alerts/${alert.id}?manage=${encodeURIComponent(manage)}`,
      {
        body: {
          frequency: "weekly",
        },
      },
    );
    expect(weekly.json().data.alert).toMatchObject({ frequency: "weekly", status: "active" });
    expect(new Date(weekly.json().data.alert.nextEmailAt).getUTCDay()).toBe(1);
    expect((await guest.get("/api/job-alerts?manage=forged.india.signature")).statusCode).toBe(404);

    // One click in the mail client: a form post without session or CSRF token.
    const unsubscribeUrl = /^<http:\/\/[^/]+([^>]+)>$/.exec(digest.header("List-Unsubscribe"))?.[1] ?? "";
    const oneClick = await testApp.app.inject({
      method: "POST",
      url: unsubscribeUrl,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json().data.alert).toMatchObject({ status: "paused", pausedBecause: "unsubscribed" });
    const tampered = await testApp.app.inject({
      method: "POST",
      url: `${unsubscribeUrl.slice(0, -3)}abc`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(tampered.statusCode).toBe(404);

    // Unsubscribed: a new matching job is not sent.
    await postJob("Alertable Kotlin Engineer Lead");
    await runAlert(alert.id);
    expect(await mailsTo(email, 3, 500)).toHaveLength(2);
  });

  it("pauses the address's alerts when its mail server refuses it for good", async () => {
    const email = address("bounce");
    const client = new TestClient(testApp.app);
    const created = await client.post("/api/job-alerts", { search: "query=bouncing+scala+developer", email });
    const alertId = created.json().data.alert.id as string;
    // The confirmation itself is refused (550): the address is recorded as undeliverable.
    await waitForQueue(testApp.pool, DELIVER_TASK);
    await testApp.pool.query(
      "UPDATE job_alerts SET status = 'active', confirmed_at = now(), matched_until = now() - interval '1 minute' WHERE id = $1",
      [alertId],
    );
    await postJob("Bouncing Scala Developer");
    await runAlert(alertId);
    const { rows } = await testApp.pool.query("SELECT status, paused_because FROM job_alerts WHERE id = $1", [
      alertId,
    ]);
    expect(rows[0]).toEqual({ status: "paused", paused_because: "undeliverable" });
  });
});

describe("the API description", () => {
  it("documents every job-alert call in OpenAPI", async () => {
    const reply = await testApp.app.inject({ url: "/api/docs/json" });
    const paths = Object.keys(reply.json().paths);
    for (const path of [
      "/api/job-alerts",
      "/api/job-alerts/confirm",
      "/api/job-alerts/{id}",
      "/api/job-alerts/unsubscribe",
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe("a seeker's alerts", () => {
  it("are active at once, at most five per site, and the sixth replaces one the seeker picks", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    const ids: string[] = [];
    for (const word of ["alpha", "beta", "gamma", "delta", "epsilon"]) {
      const reply = await client.post("/api/job-alerts", {
        search: `query=${word}+tester`,
        frequency: "instant",
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json().data).toMatchObject({
        needsConfirmation: false,
        alert: { status: "active", email: seeker.email.toLowerCase() },
      });
      ids.push(reply.json().data.alert.id);
    }
    const sixth = await client.post("/api/job-alerts", { search: "query=zeta+tester" });
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors[0].message).toBe(
      "You can keep up to 5 job alerts on this site. Please choose one to replace.",
    );
    const replaced = await client.post("/api/job-alerts", { search: "query=zeta+tester", replaceId: ids[0] });
    expect(replaced.statusCode).toBe(200);
    const listed = (await client.get("/api/job-alerts"))
      .json()
      .data.alerts.map((one: { query: string }) => one.query);
    expect(listed).toHaveLength(5);
    expect(listed).toContain("zeta tester");
    expect(listed).not.toContain("alpha tester");

    // Another seeker cannot touch them.
    const other = new TestClient(testApp.app);
    await registerSeeker(other);
    expect((await other.delete(`/api/job-alerts/${ids[1]}`)).statusCode).toBe(404);
    expect((await new TestClient(testApp.app).get("/api/job-alerts")).statusCode).toBe(401);
  });

  it("leaves out jobs the seeker applied to", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    const created = await client.post("/api/job-alerts", {
      search: "query=appliable+rust+developer",
      frequency: "instant",
    });
    const alertId = created.json().data.alert.id as string;
    const applied = await postJob("Appliable Rust Developer One");
    await postJob("Appliable Rust Developer Two");
    await testApp.pool.query(
      `INSERT INTO applications (user_id, job_id, site_id, company_id, status)
       SELECT $1, id, site_id, company_id, 'applied' FROM jobs WHERE id = $2`,
      [seeker.id, applied],
    );
    await runAlert(alertId);
    const [digestMail] = await mailsTo(seeker.email.toLowerCase(), 2);
    const digests = await Promise.all(
      smtp.mails.filter((mail) => mail.to.includes(seeker.email.toLowerCase())).map(read),
    );
    const digest = digests.find((one) => one.subject.startsWith("New jobs for"));
    expect(digestMail).toBeDefined();
    expect(digest?.text).toContain("Appliable Rust Developer Two");
    expect(digest?.text).not.toContain("Appliable Rust Developer One");
  });

  it("follows the seeker's notification settings: SMS to a verified number, no e-mail when turned off", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    await testApp.pool.query("UPDATE users SET mobile_verified_at = now() WHERE id = $1", [seeker.id]);
    const created = await client.post("/api/job-alerts", {
      search: "query=texting+kotlin+developer",
      frequency: "instant",
    });
    const alertId = created.json().data.alert.id as string;
    const settings = await client.put("/api/seeker/notification-preferences", {
      alerts: { email: false, sms: true },
    });
    expect(settings.json().data.alerts).toEqual({ email: false, sms: true });
    await postJob("Texting Kotlin Developer");
    await runAlert(alertId);

    const { rows: texts } = await testApp.pool.query<{ body_text: string }>(
      "SELECT body_text FROM outbox WHERE recipient = $1 AND template = 'job-alert-sms'",
      [`+${seeker.diallingCode}${seeker.mobile}`],
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body_text).toMatch(
      /^JobNest: new jobs for texting kotlin developer \(1\)\. See them: http/,
    );
    const mails = await Promise.all(
      smtp.mails.filter((mail) => mail.to.includes(seeker.email.toLowerCase())).map(read),
    );
    expect(mails.some((mail) => mail.subject.startsWith("New jobs for"))).toBe(false);
  });
});
