import { specMessage } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { randomOtp } from "../../auth/secrets.ts";
import { useTestApp } from "../../testing/test-app.ts";
import {
  codeIn,
  lastOutboxId,
  linkTokenIn,
  registerSeeker,
  TestClient,
  waitForOutbox,
} from "../../testing/test-client.ts";

const testApp = useTestApp();

const INVALID_OTP = "Please enter a valid otp.";

/** A login code sent by SMS to an Indian mobile number. */
const bySms = (mobile: string) => ({ channel: "sms", diallingCode: "91", mobile });

const loginWithCode = (client: TestClient, mobile: string, otp: string) =>
  client.post("/api/rio/login", { ...bySms(mobile), otp });

async function seekerWithMobile() {
  const client = new TestClient(testApp.app);
  const details = await registerSeeker(client);
  await client.post("/api/rio/logout");
  return { client, details, destination: `+91${details.mobile}` };
}

async function requestLoginCode(client: TestClient, body: Record<string, string>, recipient: string) {
  const before = await lastOutboxId(testApp.pool);
  const reply = await client.post("/api/v2/public/otp", body);
  expect(reply.statusCode).toBe(200);
  return codeIn(
    (await waitForOutbox(testApp.pool, recipient, { afterId: before, template: "login-code" })).text,
  );
}

describe("the code itself", () => {
  it("is six digits, keeps leading zeros and varies", () => {
    const codes = Array.from({ length: 3000 }, () => randomOtp());
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(2900);
  });

  it("is stored only as a keyed hash", async () => {
    const { client, details, destination } = await seekerWithMobile();
    const code = await requestLoginCode(client, bySms(details.mobile), destination);
    const { rows } = await testApp.pool.query<{ code_hash: string }>(
      "SELECT code_hash FROM one_time_codes WHERE destination = $1",
      [destination],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => !row.code_hash.includes(code))).toBe(true);
  });
});

describe("login by one-time code", () => {
  it("logs in with a code sent by SMS, once only", async () => {
    const { client, details, destination } = await seekerWithMobile();
    const code = await requestLoginCode(client, bySms(details.mobile), destination);
    const login = await loginWithCode(client, details.mobile, code);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.mobileVerified).toBe(true);

    const again = await new TestClient(testApp.app).post("/api/rio/login", {
      channel: "sms",
      diallingCode: "91",
      mobile: details.mobile,
      otp: code,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ code: "VALIDATION", field: "otp", message: INVALID_OTP }]);
  });

  it("logs in with a code sent by e-mail and marks the address verified", async () => {
    const { client, details } = await seekerWithMobile();
    const code = await requestLoginCode(client, { channel: "email", email: details.email }, details.email);
    const login = await client.post("/api/rio/login", {
      channel: "email",
      email: details.email.toUpperCase(),
      otp: code,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.emailVerified).toBe(true);
  });

  it("says the spec's words for a malformed code and a malformed mobile number, in every language", async () => {
    const client = new TestClient(testApp.app);
    const badCode = await client.post("/api/rio/login", {
      channel: "sms",
      diallingCode: "91",
      mobile: "9876501234",
      otp: "12a4",
    });
    expect(badCode.json().errors[0]).toEqual({ code: "VALIDATION", field: "otp", message: INVALID_OTP });
    const badMobile = await client.post("/api/v1/public/otp", { diallingCode: "91", mobile: "12345" });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().errors[0].message).toBe("Please enter a valid mobile number.");
    const hindi = await client.post(
      "/api/v1/public/otp",
      { diallingCode: "91", mobile: "0000000000" },
      { headers: { "x-language-code": "HI" } },
    );
    expect(hindi.json().errors[0].message).toBe("कृपया मान्य मोबाइल नंबर दर्ज करें।");
    const arabic = await client.post(
      "/api/rio/login",
      { channel: "email", email: "a@b.co", otp: "1" },
      { headers: { "x-language-code": "AR" } },
    );
    expect(arabic.json().errors[0].message).toBe(specMessage("ar", "invalidOtp"));
  });

  it("refuses a code after ten minutes", async () => {
    const { client, details, destination } = await seekerWithMobile();
    const code = await requestLoginCode(client, bySms(details.mobile), destination);
    const { rows } = await testApp.pool.query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM one_time_codes
       WHERE destination = $1 AND used_at IS NULL`,
      [destination],
    );
    expect(rows[0]?.minutes).toBe(10);
    await testApp.pool.query(
      "UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE destination = $1",
      [destination],
    );
    const login = await loginWithCode(client, details.mobile, code);
    expect(login.json().errors[0].message).toBe(INVALID_OTP);
  });

  it("gives a code five wrong tries, after which even the right code fails", async () => {
    const { client, details, destination } = await seekerWithMobile();
    const code = await requestLoginCode(client, bySms(details.mobile), destination);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const reply = await loginWithCode(client, details.mobile, wrong);
      expect(reply.statusCode).toBe(400);
    }
    const right = await loginWithCode(client, details.mobile, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().errors[0].message).toBe(INVALID_OTP);
  });

  it("binds a code to its destination: it does not open another account", async () => {
    const first = await seekerWithMobile();
    const second = await seekerWithMobile();
    const code = await requestLoginCode(first.client, bySms(first.details.mobile), first.destination);
    const reply = await loginWithCode(second.client, second.details.mobile, code);
    expect(reply.statusCode).toBe(400);
  });

  it("binds a code to its purpose: a login code does not verify a mobile number", async () => {
    const client = new TestClient(testApp.app);
    const details = await registerSeeker(client);
    const destination = `+91${details.mobile}`;
    const code = await requestLoginCode(client, bySms(details.mobile), destination);
    const verify = await client.post("/api/seeker/verification/mobile", { otp: code });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().errors[0].message).toBe(INVALID_OTP);
    expect((await client.get("/api/rio/session")).json().data.user.mobileVerified).toBe(false);
  });

  it("retires the previous code when a new one is sent", async () => {
    const { client, details, destination } = await seekerWithMobile();
    const first = await requestLoginCode(client, bySms(details.mobile), destination);
    const second = await requestLoginCode(client, bySms(details.mobile), destination);
    if (first !== second) {
      const old = await loginWithCode(client, details.mobile, first);
      expect(old.statusCode).toBe(400);
    }
    const current = await loginWithCode(client, details.mobile, second);
    expect(current.statusCode).toBe(200);
  });
});

describe("verification", () => {
  it("verifies the mobile number by OTP", async () => {
    const client = new TestClient(testApp.app);
    const details = await registerSeeker(client);
    const before = await lastOutboxId(testApp.pool);
    const sent = await client.post("/api/seeker/verification/mobile/otp");
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.message).toMatch(/^We have sent a one-time code to \+91 98/);
    const message = await waitForOutbox(testApp.pool, `+91${details.mobile}`, { afterId: before });
    expect(message.text).toMatch(/JobNest code to verify your mobile number/);
    const verified = await client.post("/api/seeker/verification/mobile", { otp: codeIn(message.text) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.mobileVerified).toBe(true);
  });

  it("sends the e-mail verification at registration, with a code and a link that both work", async () => {
    const byCode = new TestClient(testApp.app);
    const first = await registerSeeker(byCode);
    const mail = await waitForOutbox(testApp.pool, first.email, { template: "verify-email" });
    expect(mail.subject).toBe("Confirm your e-mail address for JobNest");
    const verified = await byCode.post("/api/seeker/verification/email", { otp: codeIn(mail.text) });
    expect(verified.json().data.user.emailVerified).toBe(true);

    const byLink = new TestClient(testApp.app);
    const second = await registerSeeker(byLink);
    const linkMail = await waitForOutbox(testApp.pool, second.email, { template: "verify-email" });
    expect(linkMail.text).toMatch(/http:\/\/localhost(:\d+)?\/rio\/verify-email\?token=/);
    const token = linkTokenIn(linkMail.text);
    const anonymous = new TestClient(testApp.app);
    expect((await anonymous.post("/api/rio/email/verify-link", { token })).statusCode).toBe(200);
    expect((await byLink.get("/api/rio/session")).json().data.user.emailVerified).toBe(true);
    const reused = await anonymous.post("/api/rio/email/verify-link", { token });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0].message).toBe(
      "This link is not valid any more. Please ask for a new one.",
    );
  });

  it("writes links to the site the request came to, never to a forged host", async () => {
    const forged = new TestClient(testApp.app, { host: "evil.example" });
    const details = await registerSeeker(forged);
    const mail = await waitForOutbox(testApp.pool, details.email, { template: "verify-email" });
    expect(mail.text).not.toContain("evil.example");
    const singapore = new TestClient(testApp.app, { host: "sg.localhost:3000" });
    const sgDetails = await registerSeeker(singapore);
    const sgMail = await waitForOutbox(testApp.pool, sgDetails.email, { template: "verify-email" });
    expect(sgMail.text).toContain("http://sg.localhost:3000/rio/verify-email?token=");
  });
});
