/**
 * The portal as the learning site's OpenID provider, driven by a real relying party (openid-client) over
 * HTTP: a logged-in seeker is asked once, the code comes back with the state, PKCE is checked at the
 * token endpoint, the ID token carries the nonce and the seeker's name, e-mail and language; the next
 * sign-in goes straight through; a wrong state or verifier is refused; logging out of the portal sends
 * the learning site a signed back-channel logout token; recruiters are refused.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { createRemoteJWKSet, jwtVerify } from "jose";
import * as oidc from "openid-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { registerSeeker, TestClient } from "../../testing/test-client.ts";
import { createStaffAccount } from "../accounts/index.ts";

const CLIENT_SECRET = "learning-site-test-secret-0123456789abcdef";
let testApp: TestApp;
let origin: string;
let host: string;
let learningSite: Server;
let redirectUri: string;
const logoutTokens: string[] = [];

beforeAll(async () => {
  // The learning site's back-channel logout endpoint: it keeps what it is sent.
  learningSite = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      logoutTokens.push(new URLSearchParams(body).get("logout_token") ?? "");
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => learningSite.listen(0, "127.0.0.1", resolve));
  const sitePort = (learningSite.address() as AddressInfo).port;
  redirectUri = `http://127.0.0.1:${sitePort}/callback`;
  testApp = await createTestApp({
    LEARNING_PROVIDER_URL: `http://127.0.0.1:${sitePort}`,
    LEARNING_OIDC_CLIENT_SECRET: CLIENT_SECRET,
  });
  await (testApp.app as FastifyInstance).listen({ port: 0, host: "127.0.0.1" });
  host = `127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
});

afterAll(async () => {
  await testApp.close();
  await new Promise((resolve) => learningSite.close(resolve));
});

async function relyingParty(): Promise<oidc.Configuration> {
  const config = await oidc.discovery(new URL(`${origin}/oidc`), "learning-site", CLIENT_SECRET, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  return config;
}

/** Starts a sign-in as the learning site would; the authorization request's checks and address. */
async function startSignIn(config: oidc.Configuration) {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: "openid profile email",
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { verifier, state, nonce, url };
}

/** Follows the provider's redirects in the browser until it leaves the portal or asks the seeker. */
async function follow(browser: TestClient, start: URL): Promise<URL> {
  let url = start;
  for (let step = 0; step < 10; step += 1) {
    if (url.origin !== origin || url.pathname.startsWith("/sso/")) return url;
    const reply = await browser.get(`${url.pathname}${url.search}`);
    const location = reply.headers.location;
    if (!location) throw new Error(`the provider answered ${reply.statusCode}: ${reply.body.slice(0, 300)}`);
    url = new URL(String(location), url);
  }
  throw new Error("too many redirects");
}

describe("single sign-on for the learning site", () => {
  it("asks a seeker once, returns a code checked by state, PKCE and nonce, and ends with the portal session", async () => {
    const config = await relyingParty();
    const learningRedirect = redirectUri;
    const browser = new TestClient(testApp.app, { host });
    const seeker = await registerSeeker(browser, { name: "Lata Mangal" });

    const first = await startSignIn(config);
    const asked = await follow(browser, first.url);
    expect(asked.pathname).toMatch(/^\/sso\/[\w-]+$/);
    const uid = asked.pathname.split("/").pop() ?? "";
    const question = await browser.get(`/api/sso/${uid}`);
    expect(question.statusCode, question.body).toBe(200);
    expect(question.json().data).toMatchObject({ clientName: "Skillhouse", hasConsented: false });
    expect(question.json().data.scopes).toEqual(expect.arrayContaining(["profile", "email"]));
    const answer = await browser.post(`/api/sso/${uid}`, { allow: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const callback = await follow(browser, new URL(answer.json().data.redirectTo));
    expect(`${callback.origin}${callback.pathname}`).toBe(learningRedirect);
    expect(callback.searchParams.get("state")).toBe(first.state);

    // A wrong verifier is refused by the token endpoint; the right one gets the tokens.
    await expect(
      oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
        expectedState: first.state,
        expectedNonce: first.nonce,
      }),
    ).rejects.toThrow();
    // (The code is spent by a refused attempt too: sign in again for the real exchange.)
    const second = await startSignIn(config);
    const again = await follow(browser, second.url);
    // Agreed before, signed in at the provider: no question this time.
    expect(again.pathname).toBe(new URL(learningRedirect).pathname);
    await expect(
      oidc.authorizationCodeGrant(config, again, {
        pkceCodeVerifier: second.verifier,
        expectedState: "not-the-state",
        expectedNonce: second.nonce,
      }),
    ).rejects.toThrow();
    const third = await startSignIn(config);
    const tokens = await oidc.authorizationCodeGrant(config, await follow(browser, third.url), {
      pkceCodeVerifier: third.verifier,
      expectedState: third.state,
      expectedNonce: third.nonce,
    });
    expect(tokens.claims()).toMatchObject({ sub: seeker.id, nonce: third.nonce, aud: "learning-site" });
    // Name, e-mail and language come from the user info endpoint, as the scopes allow.
    const info = await oidc.fetchUserInfo(config, tokens.access_token, seeker.id);
    expect(info).toMatchObject({ sub: seeker.id, name: "Lata Mangal", email: seeker.email, locale: "en" });

    // Logging out of the portal ends the learning session: a signed logout token for this seeker.
    expect((await browser.post("/api/rio/logout", {})).statusCode).toBe(200);
    await expect.poll(() => logoutTokens.length, { timeout: 5000 }).toBeGreaterThan(0);
    const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri ?? ""));
    const { payload } = await jwtVerify(logoutTokens.at(-1) ?? "", jwks, {
      issuer: `${origin}/oidc`,
      audience: "learning-site",
    });
    expect(payload.sub).toBe(seeker.id);
    expect(payload.events).toHaveProperty(["http://schemas.openid.net/event/backchannel-logout"]);
  });

  it("refuses guests (they log in first) and staff, and an answer for an interaction that does not exist", async () => {
    const config = await relyingParty();
    const guest = new TestClient(testApp.app, { host });
    const signIn = await startSignIn(config);
    const asked = await follow(guest, signIn.url);
    const uid = asked.pathname.split("/").pop() ?? "";
    // A guest is not signed in: the API says so (the page sends them to log in first).
    expect((await guest.get(`/api/sso/${uid}`)).statusCode).toBe(401);
    // Staff are not seekers: the learning site is not for them.
    const account = {
      email: `sso.staff.${Date.now()}@jobnest.test`,
      password: "Staff@2026",
      name: "Sam Staff",
    };
    await createStaffAccount(testApp.pool, account);
    const staff = new TestClient(testApp.app, { host });
    expect((await staff.post("/api/staff/login", account)).statusCode).toBe(200);
    const refused = await staff.get(`/api/sso/${uid}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].message).toBe("Only job seekers can sign in to the learning site.");
    const seeker = new TestClient(testApp.app, { host });
    await registerSeeker(seeker);
    expect((await seeker.post("/api/sso/no-such-interaction", { allow: true })).statusCode).toBe(404);
  });

  it("shows a sign-in that cannot go on in the seeker's language, with the way back", async () => {
    const browser = new TestClient(testApp.app, { host });
    // Resumed without its cookie (another browser, or long expired).
    const resumed = await browser.get("/oidc/auth/not-an-interaction");
    expect(resumed.statusCode).toBe(400);
    expect(String(resumed.headers["content-type"])).toMatch(/^text\/html/);
    expect(resumed.body).toContain(
      "This sign-in to the learning site cannot go on. Please start again from the learning site.",
    );
    expect(resumed.body).toContain('<a href="/">Back to the job portal</a>');
    // A request the provider cannot send back (an address not registered), asked in Arabic.
    const refused = await browser.get(
      `/oidc/auth?${new URLSearchParams({
        client_id: "learning-site",
        redirect_uri: "http://127.0.0.1:1/elsewhere",
        response_type: "code",
        scope: "openid",
        ui_locales: "ar",
      })}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="ar" dir="rtl">');
    expect(refused.body).toContain("لا يمكن متابعة تسجيل الدخول هذا إلى موقع التعلم.");
    expect(refused.body).toContain('href="/ar"');
  });
});
