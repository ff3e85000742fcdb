/**
 * No user enumeration: login, code login and password reset answer the same, in about the same time,
 * whether or not an account exists.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient, waitForOutbox, waitForQueue } from "../../testing/test-client.ts";

const testApp = useTestApp();
let known: Awaited<ReturnType<typeof registerSeeker>>;
beforeAll(async () => {
  const client = new TestClient(testApp.app);
  known = await registerSeeker(client);
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(work: () => Promise<{ statusCode: number; body: string }>) {
  const started = performance.now();
  const reply = await work();
  return { ms: performance.now() - started, status: reply.statusCode, body: reply.body };
}

describe("login by password", () => {
  it("answers a wrong password and an unknown address alike, in similar time", async () => {
    const existing: number[] = [];
    const missing: number[] = [];
    let existingReply = "";
    let missingReply = "";
    for (let round = 0; round < 6; round += 1) {
      const a = await timed(() =>
        new TestClient(testApp.app).post("/api/rio/login", {
          email: known.email,
          password: `Wrong${round}xyz`,
        }),
      );
      const b = await timed(() =>
        new TestClient(testApp.app).post("/api/rio/login", {
          email: `nobody.${round}@example.com`,
          password: `Wrong${round}xyz`,
        }),
      );
      expect(a.status).toBe(401);
      expect(b.status).toBe(401);
      existing.push(a.ms);
      missing.push(b.ms);
      existingReply = a.body;
      missingReply = b.body;
    }
    expect(existingReply).toBe(missingReply);
    expect(JSON.parse(existingReply).errors[0].message).toBe(
      "The login details are not correct. Please check them and try again.",
    );
    // Both spend one scrypt (about a third of a second); without the dummy check the unknown address
    // would answer in a few milliseconds.
    const ratio = median(missing) / median(existing);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe("codes and resets", () => {
  it("answers a code request for an unknown mobile number exactly as for a known one", async () => {
    const a = await new TestClient(testApp.app).post("/api/v2/public/otp", {
      channel: "sms",
      diallingCode: "91",
      mobile: known.mobile,
    });
    const b = await new TestClient(testApp.app).post("/api/v2/public/otp", {
      channel: "sms",
      diallingCode: "91",
      mobile: "9000011111",
    });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.json().data.message).toBe(
      "If an account exists for these details, we have sent a one-time code to it.",
    );
  });

  it("answers a reset request for an unknown address exactly as for a known one, and only mails the known", async () => {
    const a = await new TestClient(testApp.app).post("/api/rio/password/forgot", { email: known.email });
    const b = await new TestClient(testApp.app).post("/api/rio/password/forgot", {
      email: "nobody@example.com",
    });
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    await waitForOutbox(testApp.pool, known.email, { template: "reset-password" });
    await waitForQueue(testApp.pool, "notifications.deliver");
    const { rows } = await testApp.pool.query<{ recipient: string }>(
      "SELECT recipient FROM outbox WHERE template = 'reset-password'",
    );
    expect(rows.map((row) => row.recipient)).toEqual([known.email]);
  });

  it("resets a password with the mailed link, once, and ends every session", async () => {
    const client = new TestClient(testApp.app);
    const details = await registerSeeker(client);
    await new TestClient(testApp.app).post("/api/rio/password/forgot", { email: details.email });
    let text = "";
    for (let wait = 0; wait < 50 && !text; wait += 1) {
      const { rows } = await testApp.pool.query<{ body_text: string }>(
        "SELECT body_text FROM outbox WHERE recipient = $1 AND template = 'reset-password'",
        [details.email],
      );
      text = rows[0]?.body_text ?? "";
      if (!text) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const token = /token=([\w-]+)/.exec(text)?.[1] ?? "";
    expect(token).not.toBe("");
    const weak = await new TestClient(testApp.app).post("/api/rio/password/reset", {
      token,
      password: "short",
    });
    expect(weak.json().errors[0].message).toBe(
      "Please use 8 to 64 characters with at least one letter and one digit.",
    );
    const reset = await new TestClient(testApp.app).post("/api/rio/password/reset", {
      token,
      password: "Fresh5678",
    });
    expect(reset.statusCode).toBe(200);
    expect((await client.get("/api/seeker/registration")).statusCode).toBe(401);
    const again = await new TestClient(testApp.app).post("/api/rio/password/reset", {
      token,
      password: "Other5678",
    });
    expect(again.statusCode).toBe(400);
    const login = await new TestClient(testApp.app).post("/api/rio/login", {
      email: details.email,
      password: "Fresh5678",
    });
    expect(login.statusCode).toBe(200);
  });
});
