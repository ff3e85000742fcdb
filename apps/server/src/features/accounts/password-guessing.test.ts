/**
 * Guessing passwords and codes costs the guesser, never the owner: an address is held off an account
 * after ten wrong passwords, guessing spread over many addresses leaves the owner's known device and a
 * login code, wrong answers slow down as they pile up, and wrong codes do not shut the owner out.
 */
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../testing/test-app.ts";
import {
  codeIn,
  lastOutboxId,
  registerSeeker,
  TestClient,
  waitForOutbox,
} from "../../testing/test-client.ts";
import { ACCOUNT_LIMITS, wrongPasswordDelayMs } from "./limits.ts";

const testApp = useTestApp();

async function seeker() {
  const client = new TestClient(testApp.app);
  const details = await registerSeeker(client);
  await client.post("/api/rio/logout");
  return { client, details };
}

function sendCode(client: TestClient, mobile: string) {
  return client.post("/api/v2/public/otp", { channel: "sms", diallingCode: "91", mobile });
}

describe("password and code guessing", () => {
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
