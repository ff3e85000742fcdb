/**
 * Walks every state-changing route in Fastify's route table (whoever registered it) and proves each one
 * refuses a request without the XSRF token, with a wrong one, and with another visitor's valid one.
 */
import { XSRF_COOKIE } from "@portal/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";
import { registerSeeker, TestClient } from "../testing/test-client.ts";
import { isStateChanging } from "./csrf.ts";

const testApp = useTestApp();
let seeker: TestClient;
let stranger: TestClient;
const CSRF_MESSAGE = "Your page has expired. Please reload it and try again.";

beforeAll(async () => {
  seeker = new TestClient(testApp.app);
  await registerSeeker(seeker);
  stranger = new TestClient(testApp.app);
  await stranger.get("/api/rio/session");
});

/** A concrete address for a route pattern: path parameters and wildcards get plausible values. */
function concrete(url: string): string {
  return url
    .replace(/:id\b/g, "00000000-0000-4000-8000-000000000000")
    .replace(/:(\w+)/g, "x")
    .replace(/\*$/, "anything");
}

function stateChangingRoutes() {
  const seen = new Set<string>();
  return testApp.app.registeredRoutes.filter((route) => {
    const key = `${route.method} ${route.url}`;
    // Signed-link actions (one-click unsubscribe) have their own tests: a token in the address, no session;
    // the OpenID provider's endpoints have theirs (features/learning/sso.test.ts: client secret, PKCE).
    if (
      !isStateChanging(route.method) ||
      route.isSignedLinkAction ||
      route.isProtocolEndpoint ||
      seen.has(key)
    )
      return false;
    seen.add(key);
    return true;
  });
}

function expectCsrfRefusal(response: { statusCode: number; json(): { errors: { message: string }[] } }) {
  expect(response.statusCode).toBe(403);
  expect(response.json().errors[0]?.message).toBe(CSRF_MESSAGE);
}

describe("CSRF protection of every state-changing route", () => {
  it("finds the account routes in the route table, so the walk below covers them", () => {
    const urls = stateChangingRoutes().map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        "POST /api/rio/login",
        "POST /api/rio/logout",
        "POST /api/registration/personal",
        "POST /api/seeker/registration/employment",
        "POST /api/account/password",
        "DELETE /api/account/sessions/:id",
        "POST /api/v2/public/otp",
      ]),
    );
    expect(urls.length).toBeGreaterThan(20);
  });

  it("refuses each without any token", async () => {
    for (const route of stateChangingRoutes()) {
      const response = await seeker.send(route.method, concrete(route.url), { body: {}, xsrf: false });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expectCsrfRefusal(response);
    }
  });

  it("refuses each with a tampered token", async () => {
    const token = decodeURIComponent(seeker.cookies.get(XSRF_COOKIE) ?? "");
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const route of stateChangingRoutes()) {
      const response = await seeker.send(route.method, concrete(route.url), { body: {}, xsrf: tampered });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expectCsrfRefusal(response);
    }
  });

  it("refuses each with another visitor's valid token in both cookie and header", async () => {
    const foreign = stranger.cookies.get(XSRF_COOKIE) ?? "";
    const borrowed = new TestClient(testApp.app);
    for (const [name, value] of seeker.cookies) borrowed.cookies.set(name, value);
    for (const route of stateChangingRoutes()) {
      // Every refusal hands out a fresh token; the attacker keeps sending the foreign one.
      borrowed.cookies.set(XSRF_COOKIE, foreign);
      const response = await borrowed.send(route.method, concrete(route.url), { body: {} });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expectCsrfRefusal(response);
    }
  });

  it("refuses a token sent from another origin even when it is valid", async () => {
    const response = await seeker.post(
      "/api/rio/logout",
      {},
      { headers: { "sec-fetch-site": "cross-site" } },
    );
    expectCsrfRefusal(response);
    const byOrigin = await seeker.post("/api/rio/logout", {}, { headers: { origin: "http://evil.example" } });
    expectCsrfRefusal(byOrigin);
  });

  it("lets the right token through (the refusals above are not the whole story)", async () => {
    const response = await seeker.post("/api/seeker/registration/education", {});
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).not.toBe(CSRF_MESSAGE);
  });

  it("gives a new token bound to the new session at login; the old one stops working", async () => {
    const client = new TestClient(testApp.app);
    const details = await registerSeeker(client);
    await client.post("/api/rio/logout");
    const before = client.cookies.get(XSRF_COOKIE) ?? "";
    await client.post("/api/rio/login", { email: details.email, password: details.password });
    const after = client.cookies.get(XSRF_COOKIE) ?? "";
    expect(after).not.toBe(before);
    client.cookies.set(XSRF_COOKIE, before);
    expectCsrfRefusal(await client.post("/api/rio/logout"));
  });
});
