/**
 * Real delivery: e-mail over SMTP to a local smtp-server, SMS over HTTP to a local receiver, and the
 * dev outbox when neither is configured (listed only where demo tools are on).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { BRAND_BY_ID } from "@portal/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { codeIn, linkTokenIn, registerSeeker, TestClient, waitForQueue } from "../../testing/test-client.ts";
import { type ReceivedMail, startTestSmtp, type TestSmtp } from "../../testing/test-smtp.ts";
import { createDeliveryTask, DELIVER_TASK } from "./notifier.ts";

let smtp: TestSmtp;
const mails = () => smtp.mails;

interface ReceivedSms {
  authorization: string | undefined;
  body: { to: string; text: string; sender: string };
}
const smsReceived: ReceivedSms[] = [];
const smsGateway = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    smsReceived.push({
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
    });
    response.writeHead(202).end();
  });
});

let testApp: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp((recipient) => recipient.startsWith("gone."));
  await new Promise<void>((resolve) => smsGateway.listen(0, "127.0.0.1", resolve));
  const smsPort = (smsGateway.address() as AddressInfo).port;
  testApp = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: "no-reply@jobnest.test",
    SMS_PROVIDER_URL: `http://127.0.0.1:${smsPort}/messages`,
    SMS_PROVIDER_TOKEN: "gateway-token",
  });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
  await new Promise<void>((resolve) => smsGateway.close(() => resolve()));
});

/** Undoes quoted-printable soft breaks and escapes, enough to read codes and links. */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function mailTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
  for (let wait = 0; wait < timeoutMs / 50; wait += 1) {
    const mail = mails().find((candidate) => candidate.to.includes(address));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${address}`);
}

describe("e-mail over SMTP", () => {
  it("delivers the verification e-mail to a real SMTP server; its code verifies the address", async () => {
    const client = new TestClient(testApp.app);
    const details = await registerSeeker(client);
    const mail = await mailTo(details.email);
    const text = readable(mail.raw);
    expect(mail.from).toBe("no-reply@jobnest.test");
    expect(text).toMatch(/^From: JobNest <no-reply@jobnest\.test>/m);
    expect(text).toMatch(/^Subject: Confirm your e-mail address for JobNest/m);
    expect(text).toContain("/rio/verify-email?token=");
    expect(linkTokenIn(text).length).toBeGreaterThan(30);

    const verified = await client.post("/api/seeker/verification/email", { otp: codeIn(text) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.emailVerified).toBe(true);
    const { rows } = await testApp.pool.query("SELECT 1 FROM outbox WHERE recipient = $1", [details.email]);
    expect(rows).toHaveLength(0);
  });

  it("writes in the page's language and the site's brand", async () => {
    const arabic = new TestClient(testApp.app, { host: "gulf.talentdock.localhost" });
    const reply = await arabic.post(
      "/api/registration/personal",
      {
        experienceType: "fresher",
        name: "ليلى حسن",
        email: "layla.hassan@example.com",
        password: "Secret123",
        diallingCode: "971",
        mobile: "501234567",
        currentCity: "Dubai",
      },
      { headers: { "x-language-code": "AR" } },
    );
    expect(reply.statusCode).toBe(200);
    const mail = await mailTo("layla.hassan@example.com");
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, " ");
    const subject = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "";
    // Adjacent encoded words are one text (RFC 2047): the space between them is not part of it.
    const decoded = subject
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_whole, base64: string) =>
        Buffer.from(base64, "base64").toString("utf8"),
      );
    expect(decoded.replace(/\s+/g, " ")).toContain("TalentDock");
    expect(decoded).toMatch(/\p{Script=Arabic}/u);
    expect(mail.raw).toMatch(/^From: TalentDock/m);
  });
});

describe("delivery through the background queue", () => {
  it("retries a mail server that refuses for the moment, and the e-mail arrives exactly once", async () => {
    const client = new TestClient(testApp.app);
    const email = `flaky.${Date.now()}@example.com`;
    smtp.refuseForTheMoment(email, 1);
    await registerSeeker(client, { email });
    await mailTo(email, 20_000);
    await waitForQueue(testApp.pool, DELIVER_TASK, 20_000);
    expect(smtp.refusalsLeft(email)).toBe(0);
    expect(mails().filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });

  it("does not retry a recipient refused for good, and records the address as undeliverable", async () => {
    const client = new TestClient(testApp.app);
    const email = `gone.${Date.now()}@example.com`;
    await registerSeeker(client, { email });
    let rows: { channel: string; reason: string }[] = [];
    for (let wait = 0; wait < 200 && rows.length === 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ({ rows } = await testApp.pool.query<{ channel: string; reason: string }>(
        "SELECT channel, reason FROM undeliverable_recipients WHERE recipient = $1",
        [email],
      ));
    }
    await waitForQueue(testApp.pool, DELIVER_TASK);
    expect(rows).toEqual([{ channel: "email", reason: expect.stringContaining("550 5.1.1 No such user") }]);
    const jobs = await testApp.pool.query<{ state: string; retry_count: number }>(
      "SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'to' = $2",
      [DELIVER_TASK, email],
    );
    expect(jobs.rows).toEqual([{ state: "completed", retry_count: 0 }]);
    expect(mails().filter((mail) => mail.to.includes(email))).toHaveLength(0);
  });
});

describe("SMS over the HTTP provider", () => {
  it("posts the code to the gateway with its token, and the code verifies the mobile number", async () => {
    const client = new TestClient(testApp.app);
    const details = await registerSeeker(client);
    const sent = await client.post("/api/seeker/verification/mobile/otp");
    expect(sent.statusCode).toBe(200);
    await waitForQueue(testApp.pool, DELIVER_TASK);
    const sms = smsReceived.find((candidate) => candidate.body.to === `+91${details.mobile}`);
    expect(sms?.authorization).toBe("Bearer gateway-token");
    expect(sms?.body.sender).toBe("JobNest");
    const verified = await client.post("/api/seeker/verification/mobile", {
      otp: codeIn(sms?.body.text ?? ""),
    });
    expect(verified.json().data.user.mobileVerified).toBe(true);
  });
});

describe("the dev outbox", () => {
  it("is listed with DEMO_MODE", async () => {
    const local = await createTestApp({ DEMO_MODE: "true" });
    try {
      const client = new TestClient(local.app);
      const details = await registerSeeker(client);
      let messages: { recipient: string; template: string }[] = [];
      for (let wait = 0; wait < 50 && messages.length === 0; wait += 1) {
        messages = (await client.get(`/api/dev/outbox?to=${encodeURIComponent(details.email)}`)).json().data
          .messages;
        if (messages.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(messages[0]).toMatchObject({ recipient: details.email, template: "verify-email" });
    } finally {
      await local.close();
    }
  });

  it("exists only in the demo mode, whatever NODE_ENV says", async () => {
    const secret = "a-production-secret-of-at-least-32-characters";
    const production = await createTestApp({ NODE_ENV: "production", SESSION_SECRET: secret });
    const development = await createTestApp({ NODE_ENV: "development", DEMO_MODE: "false" });
    const demo = await createTestApp({ NODE_ENV: "production", SESSION_SECRET: secret, DEMO_MODE: "true" });
    try {
      expect((await production.app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(404);
      expect((await development.app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(404);
      expect((await demo.app.inject({ url: "/api/dev/outbox" })).statusCode).toBe(200);
    } finally {
      await production.close();
      await development.close();
      await demo.close();
    }
  });

  it("logs whole messages in development but never a code in production", async () => {
    const lines: string[] = [];
    const log = {
      info: (object: unknown, message: string) => lines.push(`${JSON.stringify(object)} ${message}`),
      warn: (object: unknown, message: string) => lines.push(`${JSON.stringify(object)} ${message}`),
    };
    const base = {
      pool: testApp.pool,
      smtpUrl: undefined,
      mailFrom: "no-reply@jobnest.test",
      smsProvider: undefined,
      log,
    };
    const message = {
      channel: "sms" as const,
      to: "+919811122233",
      template: "login-code" as const,
      params: { code: "482913" },
      siteId: "india" as const,
      brand: BRAND_BY_ID.jobnest,
      language: "en" as const,
    };
    const context = { jobId: "job-1", retryCount: 0, signal: new AbortController().signal };
    await createDeliveryTask({ ...base, isProduction: true }).run(message, context);
    expect(lines.join("\n")).not.toContain("482913");
    expect(lines.join("\n")).not.toContain("9811122233");
    await createDeliveryTask({ ...base, isProduction: false }).run(message, context);
    expect(lines.at(-1)).toContain("482913");
  });
});
