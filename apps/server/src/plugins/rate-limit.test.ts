import { createTestDatabase } from "@portal/db/testing";
import Fastify from "fastify";
import { describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { ACCOUNT_LIMITS, wrongPasswordDelayMs } from "../features/accounts/limits.ts";
import { useTestApp } from "../testing/test-app.ts";
import { codeIn, lastOutboxId, registerSeeker, TestClient, waitForOutbox } from "../testing/test-client.ts";
import { errorsPlugin } from "./errors.ts";
import { RateLimiter, rateLimitPlugin } from "./rate-limit.ts";
import { requestContextPlugin } from "./request-context.ts";

const testApp = useTestApp();

async function seeker() {
  const client = new TestClient(testApp.app);
  const details = await registerSeeker(client);
  await client.post("/api/rio/logout");
  return { client, details };
}

function sendCode(client: TestClient, mobile: string, headers: Record<string, string> = {}) {
  return client.post("/api/v2/public/otp", { channel: "sms", diallingCode: "91", mobile }, { headers });
}

describe("sending limits per destination", () => {
  it("allows three codes in fifteen minutes, then answers 429 with Retry-After and a localised message", async () => {
    const { client, details } = await seeker();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await sendCode(client, details.mobile)).statusCode).toBe(200);
    }
    const refused = await sendCode(client, details.mobile);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.json().errors[0].message).toBe(
      `Too many attempts. Please wait ${retryAfter} seconds and try again.`,
    );
    const arabic = await sendCode(client, details.mobile, { "x-language-code": "AR" });
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().errors[0].message).toMatch(/^محاولات كثيرة جدًا\. يرجى الانتظار \d+ ثانية/);
  });

  it("counts the destination whoever asks: a new address does not reset it", async () => {
    const { details } = await seeker();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await sendCode(new TestClient(testApp.app), details.mobile)).statusCode).toBe(200);
    }
    expect((await sendCode(new TestClient(testApp.app), details.mobile)).statusCode).toBe(429);
  });

  it("allows at most ten codes a day", async () => {
    const { client, details } = await seeker();
    let sent = 0;
    for (let round = 0; round < 4; round += 1) {
      for (let attempt = 0; attempt < 3 && sent < 10; attempt += 1) {
        expect((await sendCode(client, details.mobile)).statusCode).toBe(200);
        sent += 1;
      }
      // A quarter of an hour passes: the short windows are over, the daily one is not.
      await testApp.pool.query("DELETE FROM rate_limits WHERE key LIKE 'send-destination-15m:%'");
    }
    expect(sent).toBe(10);
    const refused = await sendCode(client, details.mobile);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("limits per client address", () => {
  it("stops one address from asking for codes to many destinations", async () => {
    const client = new TestClient(testApp.app, { ip: "192.0.2.77" });
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      statuses.push((await sendCode(client, `97000000${String(index).padStart(2, "0")}`)).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const otherAddress = new TestClient(testApp.app, { ip: "192.0.2.78" });
    expect((await sendCode(otherAddress, "9700000099")).statusCode).toBe(200);
  });

  it("holds off an address after ten wrong passwords for an account, never the owner elsewhere", async () => {
    const { details } = await seeker();
    const attacker = new TestClient(testApp.app, { ip: "203.0.113.66" });
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const reply = await attacker.post("/api/rio/login", {
        email: details.email,
        password: `Wrong${index}pass`,
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses.every((status) => status === 401)).toBe(true);
    // That address now waits, even with the right password.
    const held = await attacker.post("/api/rio/login", { email: details.email, password: details.password });
    expect(held.statusCode).toBe(429);
    // The owner, on a device never used for this account, from their own address, is let in.
    const owner = new TestClient(testApp.app, { ip: "198.51.100.23" });
    const login = await owner.post("/api/rio/login", { email: details.email, password: details.password });
    expect(login.statusCode).toBe(200);
  });

  it("after guessing spread over many addresses, lets in the owner's known device and a login code only", async () => {
    const { client: ownDevice, details } = await seeker();
    // Fifty wrong passwords from as many addresses (counted as the login counts them).
    for (let index = 0; index < ACCOUNT_LIMITS.passwordFailuresPerAccount.limit; index += 1) {
      await testApp.app.rateLimiter.hit(ACCOUNT_LIMITS.passwordFailuresPerAccount, `seeker:${details.email}`);
    }
    const stranger = new TestClient(testApp.app);
    const refused = await stranger.post("/api/rio/login", {
      email: details.email,
      password: details.password,
    });
    expect(refused.statusCode).toBe(429);
    const known = await ownDevice.post("/api/rio/login", {
      email: details.email,
      password: details.password,
    });
    expect(known.statusCode).toBe(200);

    const newDevice = new TestClient(testApp.app);
    const destination = `+91${details.mobile}`;
    const after = await lastOutboxId(testApp.pool);
    expect((await sendCode(newDevice, details.mobile)).statusCode).toBe(200);
    const message = await waitForOutbox(testApp.pool, destination, { afterId: after });
    const byCode = await newDevice.post("/api/rio/login", {
      channel: "sms",
      diallingCode: "91",
      mobile: details.mobile,
      otp: codeIn(message.text),
    });
    expect(byCode.statusCode).toBe(200);
  });

  it("answers wrong passwords more slowly as they pile up, not the first few", () => {
    expect(wrongPasswordDelayMs(1)).toBe(0);
    expect(wrongPasswordDelayMs(5)).toBe(0);
    expect(wrongPasswordDelayMs(6)).toBe(100);
    expect(wrongPasswordDelayMs(15)).toBe(1_000);
    expect(wrongPasswordDelayMs(500)).toBe(2_000);
  });

  it("does not let wrong codes from one address shut the owner out of code login", async () => {
    const { details } = await seeker();
    const attacker = new TestClient(testApp.app, { ip: "203.0.113.67" });
    for (let index = 0; index < 10; index += 1) {
      await attacker.post("/api/rio/login", {
        channel: "sms",
        diallingCode: "91",
        mobile: details.mobile,
        otp: String(100000 + index),
      });
    }
    const owner = new TestClient(testApp.app, { ip: "198.51.100.24" });
    const destination = `+91${details.mobile}`;
    const after = await lastOutboxId(testApp.pool);
    expect((await sendCode(owner, details.mobile)).statusCode).toBe(200);
    const message = await waitForOutbox(testApp.pool, destination, { afterId: after });
    const login = await owner.post("/api/rio/login", {
      channel: "sms",
      diallingCode: "91",
      mobile: details.mobile,
      otp: codeIn(message.text),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe("limits held in PostgreSQL", () => {
  it("hold across two app processes sharing the database", async () => {
    const database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: database.url });
    const first = await buildApp({ config, pool: database.pool, withWebApp: false });
    const second = await buildApp({ config, pool: database.pool, withWebApp: false });
    try {
      const mobile = "9555512345";
      const statuses: number[] = [];
      for (const app of [first, second, first, second]) {
        statuses.push((await sendCode(new TestClient(app), mobile)).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});

describe("limits declared on a route", () => {
  it("count per client address by default and answer 429 past the limit", async () => {
    const app = Fastify();
    await app.register(requestContextPlugin, { domainMap: {} });
    await app.register(errorsPlugin);
    await app.register(rateLimitPlugin, { limiter: new RateLimiter(testApp.pool, "test-secret") });
    app.post(
      "/vote",
      { config: { rateLimits: [{ rule: { name: "vote-test", limit: 2, windowSeconds: 60 } }] } },
      async () => ({ ok: true }),
    );
    try {
      const vote = (ip: string) => app.inject({ method: "POST", url: "/vote", remoteAddress: ip });
      expect((await vote("198.51.100.1")).statusCode).toBe(200);
      expect((await vote("198.51.100.1")).statusCode).toBe(200);
      const refused = await vote("198.51.100.1");
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(60);
      expect((await vote("198.51.100.2")).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
