/**
 * Social login end to end: a local OpenID Connect provider (oidc-provider) and the portal listening on
 * real ports, a browser stand-in following every redirect and submitting the provider's own forms.
 */
import net from "node:net";
import { PENDING_RETURN_COOKIE, XSRF_COOKIE } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let testApp: TestApp;
let provider: Provider;
let providerServer: ReturnType<Provider["listen"]>;
let appOrigin = "";
let issuer = "";

const ACCOUNTS: Record<string, { email: string; email_verified: boolean; name: string }> = {
  asha: { email: "asha.social@example.com", email_verified: true, name: "Asha Rao" },
  ravi: { email: "ravi.unverified@example.com", email_verified: false, name: "Ravi Kumar" },
  meena: { email: "meena.social@example.com", email_verified: true, name: "Meena Iyer" },
  omar: { email: "omar.social@example.com", email_verified: true, name: "Omar Haddad" },
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

beforeAll(async () => {
  const providerPort = await freePort();
  issuer = `http://127.0.0.1:${providerPort}`;
  testApp = await createTestApp({
    OIDC_PROVIDERS: JSON.stringify([
      { id: "test", name: "Test ID", issuer, clientId: "portal", clientSecret: "portal-client-secret" },
    ]),
  });
  await (testApp.app as FastifyInstance).listen({ port: 0, host: "127.0.0.1" });
  const address = testApp.app.server.address();
  appOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: "portal",
        client_secret: "portal-client-secret",
        redirect_uris: [`${appOrigin}/rio/social/test/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: async (_context, id) => {
      const account = ACCOUNTS[id];
      return account ? { accountId: id, claims: async () => ({ sub: id, ...account }) } : undefined;
    },
    cookies: { keys: ["test-cookie-key-for-the-local-provider"] },
  });
  providerServer = provider.listen(providerPort);
});

afterAll(async () => {
  await new Promise((resolve) => providerServer.close(resolve));
  await testApp.close();
});

/** Cookies per origin, as a browser keeps them. */
class Browser {
  private readonly jars = new Map<string, Map<string, string>>();

  private jar(origin: string) {
    let jar = this.jars.get(origin);
    if (!jar) {
      jar = new Map();
      this.jars.set(origin, jar);
    }
    return jar;
  }

  cookie(origin: string, name: string): string | undefined {
    return this.jar(origin).get(name);
  }

  setCookie(origin: string, name: string, value: string): void {
    this.jar(origin).set(name, value);
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const origin = new URL(url).origin;
    const jar = this.jar(origin);
    const headers = new Headers(init.headers);
    if (jar.size > 0) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
}

/** Follows redirects and fills the provider's login and consent forms until the portal's callback. */
async function signInAtProvider(browser: Browser, authorizationUrl: string, login: string): Promise<string> {
  let url = authorizationUrl;
  for (let step = 0; step < 20; step += 1) {
    if (url.startsWith(`${appOrigin}/rio/social/`)) return url;
    const response = await browser.fetch(url);
    const location = response.headers.get("location");
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
    if (!form?.[1]) throw new Error(`the provider showed a page without a form: ${html.slice(0, 300)}`);
    const fields = new URLSearchParams();
    for (const [input] of (form[2] ?? "").matchAll(/<input[^>]*>/g)) {
      const name = /name="([^"]+)"/.exec(input)?.[1];
      if (name) fields.set(name, /value="([^"]*)"/.exec(input)?.[1] ?? "");
    }
    if (fields.has("login")) fields.set("login", login);
    if (fields.has("password")) fields.set("password", "any");
    const posted = await browser.fetch(new URL(form[1], url).href, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: fields.toString(),
    });
    url = new URL(posted.headers.get("location") ?? url, url).href;
  }
  throw new Error("the provider never sent the browser back");
}

async function startSocialLogin(browser: Browser, returnUrl: string) {
  await browser.fetch(`${appOrigin}/api/rio/session`);
  const token = decodeURIComponent(browser.cookie(appOrigin, XSRF_COOKIE) ?? "");
  const started = await browser.fetch(`${appOrigin}/api/rio/social/test/start`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-xsrf-token": token },
    body: JSON.stringify({ returnUrl }),
  });
  expect(started.status).toBe(200);
  return ((await started.json()) as { data: { authorizationUrl: string } }).data.authorizationUrl;
}

describe("social login through OpenID Connect", () => {
  it("signs a new seeker up, sends them to finish registration and keeps the address they came from", async () => {
    const browser = new Browser();
    const authorizationUrl = await startSocialLogin(browser, `${appOrigin}/job/java-developer-1?from=search`);
    const authorization = new URL(authorizationUrl);
    expect(authorization.origin).toBe(issuer);
    expect(authorization.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorization.searchParams.get("redirect_uri")).toBe(`${appOrigin}/rio/social/test/callback`);

    const callback = await signInAtProvider(browser, authorizationUrl, "asha");
    const landing = await browser.fetch(callback);
    expect(landing.status).toBe(303);
    expect(landing.headers.get("location")).toBe("/seeker/registration");
    expect(decodeURIComponent(browser.cookie(appOrigin, PENDING_RETURN_COOKIE) ?? "")).toBe(
      "/job/java-developer-1?from=search",
    );
    expect(browser.cookie(appOrigin, "session-client")).toBe("1");

    const me = (await (await browser.fetch(`${appOrigin}/api/rio/session`)).json()) as {
      data: { user: unknown };
    };
    expect(me.data.user).toMatchObject({
      email: "asha.social@example.com",
      name: "Asha Rao",
      emailVerified: true,
      role: "seeker",
      hasPassword: false,
    });
  });

  it("sends a new seeker who set out to apply to finish registration first, keeping the apply address", async () => {
    const applyPath = "/seeker/apply?jobId=101&jobId=102&back=%2Fsearch%2Fresults%3Fquery%3Djava";
    const browser = new Browser();
    const callback = await signInAtProvider(
      browser,
      await startSocialLogin(browser, `${appOrigin}${applyPath}`),
      "meena",
    );
    const landing = await browser.fetch(callback);
    expect(landing.status).toBe(303);
    expect(landing.headers.get("location")).toBe("/seeker/registration");
    expect(browser.cookie(appOrigin, "session-client")).toBe("1");
    expect(decodeURIComponent(browser.cookie(appOrigin, PENDING_RETURN_COOKIE) ?? "")).toBe(applyPath);
    const kept = landing.headers.getSetCookie().find((line) => line.startsWith(`${PENDING_RETURN_COOKIE}=`));
    expect(kept).toMatch(/HttpOnly/i);
    expect(kept).toMatch(/SameSite=Lax/i);

    // Once registration is complete, social login goes straight back to the page, with nothing kept.
    await testApp.pool.query(
      "UPDATE users SET registration_progress = 'complete' WHERE email = 'meena.social@example.com'",
    );
    const again = new Browser();
    const returning = await again.fetch(
      await signInAtProvider(again, await startSocialLogin(again, `${appOrigin}${applyPath}`), "meena"),
    );
    expect(returning.headers.get("location")).toBe(applyPath);
    expect(again.cookie(appOrigin, PENDING_RETURN_COOKIE)).toBeUndefined();
  });

  it("finishes registration in the language of the page the seeker came from", async () => {
    const applyPath = "/ar/seeker/apply?jobId=101&back=%2Far%2F";
    const browser = new Browser();
    const callback = await signInAtProvider(
      browser,
      await startSocialLogin(browser, `${appOrigin}${applyPath}`),
      "omar",
    );
    const landing = await browser.fetch(callback);
    expect(landing.headers.get("location")).toBe("/ar/seeker/registration");
    expect(decodeURIComponent(browser.cookie(appOrigin, PENDING_RETURN_COOKIE) ?? "")).toBe(applyPath);

    // From a home page there is nothing to come back to: the last step leads to the dashboard.
    const fromHome = new Browser();
    const home = await fromHome.fetch(
      await signInAtProvider(fromHome, await startSocialLogin(fromHome, `${appOrigin}/ar`), "omar"),
    );
    expect(home.headers.get("location")).toBe("/ar/seeker/registration");
    expect(fromHome.cookie(appOrigin, PENDING_RETURN_COOKIE)).toBeUndefined();
  });

  it("finds the same seeker again on the next login", async () => {
    const browser = new Browser();
    const callback = await signInAtProvider(browser, await startSocialLogin(browser, "/"), "asha");
    await browser.fetch(callback);
    const { rows } = await testApp.pool.query("SELECT id FROM users WHERE email = 'asha.social@example.com'");
    expect(rows).toHaveLength(1);
  });

  it("never sends the person to another site after login", async () => {
    await testApp.pool.query(
      "UPDATE users SET registration_progress = 'complete' WHERE email = 'asha.social@example.com'",
    );
    const browser = new Browser();
    const callback = await signInAtProvider(
      browser,
      await startSocialLogin(browser, "https://evil.example/phish"),
      "asha",
    );
    const landing = await browser.fetch(callback);
    expect(landing.headers.get("location")).toBe("/");
  });

  it("refuses a callback whose state does not match the browser's", async () => {
    const browser = new Browser();
    const callback = await signInAtProvider(browser, await startSocialLogin(browser, "/"), "asha");
    const forged = new URL(callback);
    forged.searchParams.set("state", "forged-state");
    const landing = await browser.fetch(forged.href);
    expect(landing.headers.get("location")).toBe("/rio/login?socialError=test");
    expect(browser.cookie(appOrigin, "session-client")).toBeUndefined();
  });

  it("refuses a callback in a browser that did not start the login (login CSRF)", async () => {
    const attacker = new Browser();
    const callback = await signInAtProvider(attacker, await startSocialLogin(attacker, "/"), "asha");
    const victim = new Browser();
    await victim.fetch(`${appOrigin}/api/rio/session`);
    const landing = await victim.fetch(callback);
    expect(landing.headers.get("location")).toBe("/rio/login?socialError=test");
    expect(victim.cookie(appOrigin, "session-client")).toBeUndefined();
  });

  it("does not link an existing account to an address the provider has not verified", async () => {
    await testApp.pool.query(
      `INSERT INTO users (role, email, name, site_id, registration_progress)
       VALUES ('seeker', 'ravi.unverified@example.com', 'Ravi Kumar', 'india', 'complete')`,
    );
    const browser = new Browser();
    const callback = await signInAtProvider(browser, await startSocialLogin(browser, "/"), "ravi");
    const landing = await browser.fetch(callback);
    expect(landing.headers.get("location")).toBe("/rio/login?socialError=test");
  });

  it("lists the configured providers and refuses unknown ones", async () => {
    const browser = new Browser();
    const list = (await (await browser.fetch(`${appOrigin}/api/rio/social/providers`)).json()) as {
      data: { providers: unknown };
    };
    expect(list.data.providers).toEqual([{ id: "test", name: "Test ID" }]);
    const token = decodeURIComponent(browser.cookie(appOrigin, XSRF_COOKIE) ?? "");
    const unknown = await browser.fetch(`${appOrigin}/api/rio/social/nope/start`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": token },
      body: "{}",
    });
    expect(unknown.status).toBe(404);
  });
});
