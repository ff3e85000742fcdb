/**
 * Requests to pages the way an attacker or a broken client sends them, against the production build:
 * bodies are limited before they are read, methods pages do not take are refused, a post that cannot
 * carry a valid CSRF token is refused before its body is read, and no return address leads off the site.
 */
import { describe, expect, it } from "vitest";
import { portalUrl, requestFromSite, useBrowser } from "./browser.ts";
import { text } from "./catalogues.ts";

const browser = useBrowser();
const HOST = "in.localhost";
const DEMO_SEEKER = { email: "demo.seeker@jobnest.test", password: "Demo@12345" };

/** A visitor's cookies and CSRF field, as a browser that opened the login page holds them. */
async function visitor(): Promise<{ cookie: string; csrf: string; origin: string }> {
  const page = await browser.newPage();
  await page.goto(portalUrl(HOST, "/rio/login"));
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
  await page.close();
  return { cookie, csrf, origin: new URL(portalUrl(HOST)).origin };
}

const sameOrigin = (origin: string, cookie: string) => ({
  cookie,
  origin,
  "sec-fetch-site": "same-origin",
  "content-type": "application/x-www-form-urlencoded",
  accept: "text/html",
});

describe("page form bodies", () => {
  it("refuses a body declared larger than any form before reading it, with a page in the visitor's language", async () => {
    const { cookie, origin } = await visitor();
    const response = await requestFromSite("in.localhost", "/hi/rio/login", sameOrigin(origin, cookie), {
      method: "POST",
      body: Buffer.from("_csrf=x&email="),
      declaredLength: 300 * 1024 * 1024,
    });
    expect(response.status).toBe(413);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('lang="hi"');
    expect(response.body).toContain("अपलोड बहुत बड़ा है।");
  });

  it("stops reading a body sent without a length once it passes the limit", async () => {
    const { cookie, origin } = await visitor();
    const response = await requestFromSite(HOST, "/rio/login", sameOrigin(origin, cookie), {
      method: "POST",
      body: Buffer.from(`email=${"a".repeat(2 * 1024 * 1024)}`),
    });
    expect(response.status).toBe(413);
  });

  it("answers a post without a body, or of a type no form sends, with 400 and 415, not an error", async () => {
    const { cookie, origin } = await visitor();
    // As `curl -X POST` sends it: no body, no type.
    const { "content-type": _type, ...noType } = sameOrigin(origin, cookie);
    const empty = await requestFromSite(HOST, "/rio/login", noType, { method: "POST" });
    expect(empty.status).toBe(400);
    const json = await requestFromSite(
      HOST,
      "/rio/login",
      { ...sameOrigin(origin, cookie), "content-type": "application/json" },
      { method: "POST", body: Buffer.from('{"email":"x"}') },
    );
    expect(json.status).toBe(415);
  });

  it("answers methods pages do not take with 405 and the ones they do", async () => {
    const { cookie, origin } = await visitor();
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await requestFromSite(HOST, "/rio/login", sameOrigin(origin, cookie), { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  it("refuses a post without a session cookie before reading its body: its token cannot be valid", async () => {
    const { origin } = await visitor();
    const response = await requestFromSite(HOST, "/rio/login", sameOrigin(origin, ""), {
      method: "POST",
      body: Buffer.from("_csrf=x"),
      declaredLength: 300 * 1024 * 1024,
    });
    expect(response.status).toBe(403);
  });

  it("refuses a NUL character in a form field or the address with 400, before any page reads it", async () => {
    const { cookie, csrf, origin } = await visitor();
    const body = `_csrf=${encodeURIComponent(csrf)}&intent=password&email=a%00b&password=x`;
    const field = await requestFromSite(HOST, "/rio/login", sameOrigin(origin, cookie), {
      method: "POST",
      body: Buffer.from(body),
    });
    expect(field.status).toBe(400);
    const address = await requestFromSite(HOST, "/search/results?query=java%00", { accept: "text/html" });
    expect(address.status).toBe(400);
    expect(address.body).toContain("This value is not valid.");
  });

  it("still takes a genuine form post", async () => {
    const { cookie, csrf, origin } = await visitor();
    const body = new URLSearchParams({ _csrf: csrf, intent: "password", ...DEMO_SEEKER }).toString();
    const response = await requestFromSite(HOST, "/rio/login", sameOrigin(origin, cookie), {
      method: "POST",
      body: Buffer.from(body),
    });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe("/seeker/dashboard");
  });
});

describe("return addresses", () => {
  it("never sends a logged-in visitor to another site, however the address is written", async () => {
    const page = await browser.newPage();
    await page.goto(portalUrl(HOST, "/rio/login"));
    await page.getByLabel(text("en", "accounts.field.email"), { exact: true }).fill(DEMO_SEEKER.email);
    await page.getByLabel(text("en", "accounts.field.password"), { exact: true }).fill(DEMO_SEEKER.password);
    await page.getByRole("button", { name: text("en", "accounts.login.submit"), exact: true }).click();
    await page.waitForURL(/\/seeker\/dashboard$/);
    const cookie = (await page.context().cookies()).map((entry) => `${entry.name}=${entry.value}`).join("; ");
    for (const returnUrl of [
      "/..//evil.example/phish",
      "/.//evil.example/phish",
      "/%2e%2e//evil.example/phish",
      `${new URL(portalUrl(HOST)).origin}/..//evil.example/phish`,
      "/\\evil.example/phish",
    ]) {
      const response = await requestFromSite(HOST, `/rio/login?returnUrl=${encodeURIComponent(returnUrl)}`, {
        cookie,
      });
      expect(response.status, returnUrl).toBe(302);
      const location = String(response.headers.location ?? "");
      expect(location.startsWith("/") && !location.startsWith("//"), `${returnUrl} → ${location}`).toBe(true);
    }
  });
});
