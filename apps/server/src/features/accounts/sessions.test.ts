import { XSRF_COOKIE } from "@portal/domain";
import { describe, expect, it } from "vitest";
import { LIVE_PAYMENTS_ENV } from "../../testing/live-payments-env.ts";
import { createTestApp, useTestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";

const testApp = useTestApp();

function setCookieLines(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers["set-cookie"];
  return header === undefined ? [] : Array.isArray(header) ? (header as string[]) : [String(header)];
}

function cookieLine(lines: string[], name: string): string | undefined {
  return lines.find((line) => line.startsWith(`${name}=`));
}

describe("session cookies", () => {
  it("gives a guest an anonymous binding and a readable XSRF token, but no presence cookie", async () => {
    const reply = await testApp.app.inject({ url: "/api/rio/session" });
    const lines = setCookieLines(reply);
    expect(cookieLine(lines, "sid")).toMatch(/HttpOnly/);
    expect(cookieLine(lines, "sid")).toMatch(/SameSite=Lax/);
    expect(cookieLine(lines, XSRF_COOKIE)).not.toMatch(/HttpOnly/);
    expect(cookieLine(lines, "session-client")).toBeUndefined();
    expect(reply.json().data.user).toBeNull();
  });

  it("does not hand out cookies with health checks or other non-documents", async () => {
    const reply = await testApp.app.inject({ url: "/healthz" });
    expect(setCookieLines(reply)).toEqual([]);
  });

  it("leaves a logged-in visitor's cookies alone on requests that need no session", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const probe = await client.get("/healthz");
    expect(setCookieLines(probe)).toEqual([]);
    expect(client.cookies.get("session-client")).toBe("1");
    expect((await client.get("/api/rio/session")).json().data.user).not.toBeNull();
  });

  it("logs in with a new session id, an HttpOnly cookie and a readable presence cookie", async () => {
    const client = new TestClient(testApp.app);
    await client.get("/api/rio/session");
    const anonymousSid = client.cookies.get("sid");
    const anonymousXsrf = client.cookies.get(XSRF_COOKIE);
    const seeker = await registerSeeker(client);
    await client.post("/api/rio/logout");

    const login = await client.post("/api/rio/login", { email: seeker.email, password: seeker.password });
    expect(login.statusCode).toBe(200);
    const lines = setCookieLines(login);
    expect(cookieLine(lines, "sid")).toMatch(/HttpOnly/);
    expect(cookieLine(lines, "sid")).toMatch(/Max-Age=\d+/);
    expect(cookieLine(lines, "session-client")).not.toMatch(/HttpOnly/);
    expect(client.cookies.get("sid")).not.toBe(anonymousSid);
    expect(client.cookies.get(XSRF_COOKIE)).not.toBe(anonymousXsrf);

    const me = await client.get("/api/rio/session");
    expect(me.json().data.user.email).toBe(seeker.email);
  });

  it("renews the session id at login: a token planted before login is worth nothing after", async () => {
    const victim = new TestClient(testApp.app);
    const seeker = await registerSeeker(victim);
    await victim.post("/api/rio/logout");
    const planted = victim.cookies.get("sid");
    await victim.post("/api/rio/login", { email: seeker.email, password: seeker.password });
    expect(victim.cookies.get("sid")).not.toBe(planted);

    const attacker = new TestClient(testApp.app);
    attacker.cookies.set("sid", planted ?? "");
    const reply = await attacker.get("/api/rio/session");
    expect(reply.json().data.user).toBeNull();
  });

  it("uses the __Host- prefix and Secure cookies behind HTTPS", async () => {
    const https = await createTestApp({
      PUBLIC_URL: "https://jobs.example.in",
      SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
      ...LIVE_PAYMENTS_ENV,
    });
    try {
      const reply = await https.app.inject({ url: "/api/rio/session" });
      const lines = setCookieLines(reply);
      const sid = cookieLine(lines, "__Host-sid");
      expect(sid).toMatch(/Secure/);
      expect(sid).toMatch(/Path=\//);
      expect(sid).not.toMatch(/Domain=/);
      expect(cookieLine(lines, XSRF_COOKIE)).toMatch(/Secure/);
    } finally {
      await https.close();
    }
  });
});

describe("session expiry", () => {
  it("ends a session that was idle too long and clears the presence cookie", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    await testApp.pool.query(
      "UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE user_id = $1",
      [seeker.id],
    );
    const reply = await client.get("/api/rio/session");
    expect(reply.json().data.user).toBeNull();
    expect(cookieLine(setCookieLines(reply), "session-client")).toMatch(/Max-Age=0/);
    const refused = await client.get("/api/seeker/registration");
    expect(refused.statusCode).toBe(401);
  });

  it("ends a session at its absolute lifetime however active it is", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    await testApp.pool.query(
      "UPDATE sessions SET absolute_expires_at = now() - interval '1 second', idle_expires_at = now() + interval '1 day' WHERE user_id = $1",
      [seeker.id],
    );
    expect((await client.get("/api/seeker/registration")).statusCode).toBe(401);
  });

  it("slides the idle expiry while the user is active, never past the absolute one", async () => {
    const client = new TestClient(testApp.app);
    const seeker = await registerSeeker(client);
    await testApp.pool.query(
      `UPDATE sessions SET last_seen_at = now() - interval '2 hours', idle_expires_at = now() + interval '1 hour',
         absolute_expires_at = now() + interval '2 hours' WHERE user_id = $1`,
      [seeker.id],
    );
    expect((await client.get("/api/seeker/registration")).statusCode).toBe(200);
    const { rows } = await testApp.pool.query<{ idle: Date; absolute: Date }>(
      "SELECT idle_expires_at AS idle, absolute_expires_at AS absolute FROM sessions WHERE user_id = $1",
      [seeker.id],
    );
    expect(rows[0]?.idle.getTime()).toBe(rows[0]?.absolute.getTime());
  });
});

describe("logout", () => {
  it("ends the session on the server, so the old cookie no longer works", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const sid = client.cookies.get("sid");
    const reply = await client.post("/api/rio/logout");
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.message).toBe("You have logged out.");
    expect(cookieLine(setCookieLines(reply), "session-client")).toMatch(/Max-Age=0/);

    const replay = new TestClient(testApp.app);
    replay.cookies.set("sid", sid ?? "");
    expect((await replay.get("/api/seeker/registration")).statusCode).toBe(401);
  });

  it("accepts the old form-encoded logout", async () => {
    const client = new TestClient(testApp.app);
    await registerSeeker(client);
    const reply = await client.post("/api/rio/logout", "reason=old", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(reply.statusCode).toBe(200);
    expect((await client.get("/api/rio/session")).json().data.user).toBeNull();
  });

  it("logs out everywhere: every device of the user, and nobody else's", async () => {
    const phone = new TestClient(testApp.app);
    const seeker = await registerSeeker(phone);
    const laptop = new TestClient(testApp.app);
    await laptop.post("/api/rio/login", { email: seeker.email, password: seeker.password });
    const someoneElse = new TestClient(testApp.app);
    await registerSeeker(someoneElse);

    const reply = await laptop.post("/api/account/logout-everywhere");
    expect(reply.statusCode).toBe(200);
    expect((await phone.get("/api/seeker/registration")).statusCode).toBe(401);
    expect((await laptop.get("/api/seeker/registration")).statusCode).toBe(401);
    expect((await someoneElse.get("/api/seeker/registration")).statusCode).toBe(200);
  });

  it("lists the user's sessions and ends another device's one", async () => {
    const phone = new TestClient(testApp.app);
    const seeker = await registerSeeker(phone);
    const laptop = new TestClient(testApp.app);
    await laptop.post("/api/rio/login", { email: seeker.email, password: seeker.password });

    const list = await laptop.get("/api/account/sessions");
    const sessions = list.json().data.sessions as { id: string; isCurrent: boolean }[];
    expect(sessions).toHaveLength(2);
    const phoneSession = sessions.find((session) => !session.isCurrent);
    const ended = await laptop.delete(`/api/account/sessions/${phoneSession?.id}`);
    expect(ended.statusCode).toBe(200);
    expect((await phone.get("/api/seeker/registration")).statusCode).toBe(401);
    expect((await laptop.get("/api/seeker/registration")).statusCode).toBe(200);
  });
});

describe("password change", () => {
  it("needs the current password, ends the other sessions and keeps this browser logged in", async () => {
    const phone = new TestClient(testApp.app);
    const seeker = await registerSeeker(phone);
    const laptop = new TestClient(testApp.app);
    await laptop.post("/api/rio/login", { email: seeker.email, password: seeker.password });

    const wrong = await laptop.post("/api/account/password", {
      currentPassword: "Wrong1234",
      newPassword: "Newer1234",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { code: "VALIDATION", field: "currentPassword", message: "Your current password is not correct." },
    ]);
    const weak = await laptop.post("/api/account/password", {
      currentPassword: seeker.password,
      newPassword: "short",
    });
    expect(weak.json().errors[0].field).toBe("newPassword");

    const changed = await laptop.post("/api/account/password", {
      currentPassword: seeker.password,
      newPassword: "Newer1234",
    });
    expect(changed.statusCode).toBe(200);
    expect((await laptop.get("/api/seeker/registration")).statusCode).toBe(200);
    expect((await phone.get("/api/seeker/registration")).statusCode).toBe(401);

    const fresh = new TestClient(testApp.app);
    expect(
      (await fresh.post("/api/rio/login", { email: seeker.email, password: seeker.password })).statusCode,
    ).toBe(401);
    expect(
      (await fresh.post("/api/rio/login", { email: seeker.email, password: "Newer1234" })).statusCode,
    ).toBe(200);
  });
});
