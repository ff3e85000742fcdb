import { createTestDatabase } from "@portal/db/testing";
import Fastify from "fastify";
import { describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { useTestApp } from "../testing/test-app.ts";
import { registerSeeker, TestClient } from "../testing/test-client.ts";
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
