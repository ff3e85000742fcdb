import { createHash, randomBytes } from "node:crypto";
import { generateKeyPair, SignJWT } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BACKCHANNEL_LOGOUT_EVENT, createLogoutTokenVerifier } from "./logout-token.ts";
import { openLoginState, sealLoginState } from "./sso.ts";
import { startTestProvider, TEST_CLIENT_ID, TEST_ISSUER, type TestProvider } from "./test-support.ts";

let provider: TestProvider;
let portalKey: Awaited<ReturnType<typeof generateKeyPair>>;

beforeEach(async () => {
  portalKey = await generateKeyPair("RS256");
  provider = await startTestProvider(
    {},
    {
      logoutTokens: createLogoutTokenVerifier({
        keys: async () => portalKey.publicKey,
        issuer: async () => TEST_ISSUER,
        audience: TEST_CLIENT_ID,
      }),
    },
  );
});
afterEach(async () => {
  await provider.close();
});

/** What /callback leaves behind after a successful sign-in: a session and its cookie. */
function signIn(learner: { sub: string; sid?: string; locale?: string; name?: string }) {
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(24).toString("base64url");
  provider.store.state.sessions.push({
    tokenHash: createHash("sha256").update(token).digest("hex"),
    sub: learner.sub,
    sid: learner.sid ?? null,
    name: learner.name ?? "Asha Rao",
    email: null,
    locale: learner.locale ?? "en",
    csrfToken,
    createdAt: new Date().toISOString(),
    expiresAt: Date.now() + 3600_000,
  });
  return { cookie: `lp_session=${token}`, csrfToken };
}

function page(url: string, cookie?: string) {
  return provider.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
}

function post(
  url: string,
  cookie: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return provider.app.inject({
    method: "POST",
    url,
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

async function enrol(sub: string, courseId: string) {
  await provider.learning.enrol({
    reference: `ref-${sub}-${courseId}`,
    learner: { sub },
    courseIds: [courseId],
  });
}

describe("the course page", () => {
  it("sends a visitor without a session to sign in through the portal", async () => {
    const response = await page("/learn/python-essentials");
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/login?course=python-essentials");
    expect((await page("/learn/no-such-course")).statusCode).toBe(404);
  });

  it("says plainly when the learner is not enrolled", async () => {
    const { cookie } = signIn({ sub: "s1" });
    const response = await page("/learn/python-essentials", cookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain("You are not enrolled in this course.");
    expect(response.body).not.toContain("<video");
  });

  it("shows the lesson with captions, and records progress from its CSRF-protected buttons", async () => {
    await enrol("s1", "python-essentials");
    const { cookie, csrfToken } = signIn({ sub: "s1" });
    const shown = await page("/learn/python-essentials", cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(shown.body).toContain('<html lang="en" dir="ltr">');
    expect(shown.body).toContain('src="/media/python-essentials.mp4"');
    expect(shown.body).toContain('<track kind="captions" src="/media/python-essentials.vtt"');
    expect(shown.body).toContain("Mark lesson done");
    expect(shown.body).toContain(`name="csrf" value="${csrfToken}"`);

    // Without the token, with another token, or from another site: refused, nothing recorded.
    for (const [form, headers] of [
      [{ step: "lesson" }, {}],
      [{ step: "lesson", csrf: "forged" }, {}],
      [{ step: "lesson", csrf: csrfToken }, { origin: "http://evil.test" }],
    ] as const) {
      const refused = await post("/learn/python-essentials/progress", cookie, form, headers);
      expect(refused.statusCode).toBe(403);
    }
    expect(provider.store.state.events).toEqual([]);

    const lesson = await post("/learn/python-essentials/progress", cookie, {
      step: "lesson",
      csrf: csrfToken,
    });
    expect(lesson.statusCode).toBe(303);
    expect(lesson.headers.location).toBe("/learn/python-essentials");
    expect(provider.learning.progress("s1", "python-essentials")).toMatchObject({
      status: "in_progress",
      percent: 50,
    });

    const done = await post("/learn/python-essentials/progress", cookie, {
      step: "complete",
      csrf: csrfToken,
    });
    expect(done.statusCode).toBe(303);
    const finished = await page("/learn/python-essentials", cookie);
    expect(finished.body).toContain("You completed this course.");
    expect(finished.body).toMatch(/href="\/certificates\/[0-9a-f-]{36}"/);
    expect(provider.store.state.events.map((event) => `${event.type} ${event.percent}`)).toEqual([
      "course.started 0",
      "course.progress 50",
      "course.completed 100",
    ]);
    expect(provider.store.state.outbox).toHaveLength(3);
  });

  it("speaks the learner's language: Arabic right to left, Hindi left to right", async () => {
    await enrol("s2", "python-essentials");
    const arabic = await page("/learn/python-essentials", signIn({ sub: "s2", locale: "ar-AE" }).cookie);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.body).toContain("تحديد الدرس كمكتمل");
    const hindi = await page("/learn/python-essentials", signIn({ sub: "s2", locale: "hi" }).cookie);
    expect(hindi.body).toContain('<html lang="hi" dir="ltr">');
    expect(hindi.body).toContain("कोर्स पूरा करें");
  });

  it("signs out with its own form", async () => {
    const { cookie, csrfToken } = signIn({ sub: "s3" });
    const out = await post("/logout", cookie, { csrf: csrfToken });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe("/signed-out");
    expect((await page("/learn/python-essentials", cookie)).statusCode).toBe(303);
  });
});

describe("single sign-on", () => {
  it("seals the login state: a forged, altered or expired cookie does not open", () => {
    const state = { s: "state", n: "nonce", v: "verifier", c: "python-essentials", t: Date.now() + 60_000 };
    const sealed = sealLoginState("secret-0123456789abcdef", state);
    expect(openLoginState("secret-0123456789abcdef", sealed)).toEqual(state);
    expect(openLoginState("another-secret-0123456789", sealed)).toBeNull();
    const [payload = "", signature = ""] = sealed.split(".");
    const altered = Buffer.from(JSON.stringify({ ...state, c: "other" })).toString("base64url");
    expect(openLoginState("secret-0123456789abcdef", `${altered}.${signature}`)).toBeNull();
    expect(openLoginState("secret-0123456789abcdef", `${payload}.${signature}`, state.t + 1)).toBeNull();
    expect(openLoginState("secret-0123456789abcdef", undefined)).toBeNull();
  });

  it("says so when the portal cannot be reached, and refuses a callback without its state", async () => {
    const start = await page("/login?course=python-essentials");
    expect(start.statusCode).toBe(503);
    expect(start.body).toContain("cannot be reached");
    expect((await page("/login?course=no-such-course")).statusCode).toBe(404);
    const callback = await page("/callback?code=abc&state=xyz");
    expect(callback.statusCode).toBe(400);
    expect(callback.body).toContain("Signing in did not work");
  });
});

describe("back-channel logout", () => {
  async function logoutToken(claims: Record<string, unknown>) {
    return new SignJWT({
      events: { [BACKCHANNEL_LOGOUT_EVENT]: {} },
      jti: randomBytes(8).toString("hex"),
      ...claims,
    })
      .setProtectedHeader({ alg: "RS256", typ: "logout+jwt" })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_CLIENT_ID)
      .setIssuedAt()
      .sign(portalKey.privateKey);
  }

  function backchannel(token: string) {
    return provider.app.inject({
      method: "POST",
      url: "/backchannel-logout",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ logout_token: token }).toString(),
    });
  }

  it("ends the portal session's learning sessions, and only those", async () => {
    await enrol("s1", "python-essentials");
    const ended = signIn({ sub: "s1", sid: "portal-session-a" });
    const kept = signIn({ sub: "s1", sid: "portal-session-b" });
    const response = await backchannel(await logoutToken({ sub: "s1", sid: "portal-session-a" }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect((await page("/learn/python-essentials", ended.cookie)).statusCode).toBe(303);
    expect((await page("/learn/python-essentials", kept.cookie)).statusCode).toBe(200);

    // A token naming only the learner ends all of their sessions.
    expect((await backchannel(await logoutToken({ sub: "s1" }))).statusCode).toBe(200);
    expect((await page("/learn/python-essentials", kept.cookie)).statusCode).toBe(303);
  });

  it("refuses a token it cannot trust and keeps the sessions", async () => {
    await enrol("s1", "python-essentials");
    const session = signIn({ sub: "s1", sid: "portal-session-a" });
    const other = await generateKeyPair("RS256");
    const forged = await new SignJWT({ events: { [BACKCHANNEL_LOGOUT_EVENT]: {} }, sid: "portal-session-a" })
      .setProtectedHeader({ alg: "RS256" })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_CLIENT_ID)
      .setIssuedAt()
      .sign(other.privateKey);
    const refused = await backchannel(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe("invalid_request");
    expect((await backchannel("")).statusCode).toBe(400);
    expect((await page("/learn/python-essentials", session.cookie)).statusCode).toBe(200);
  });
});
