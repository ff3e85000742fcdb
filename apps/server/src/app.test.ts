import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { LIVE_PAYMENTS_ENV } from "./testing/live-payments-env.ts";
import { createTestApp, useTestApp } from "./testing/test-app.ts";

const testApp = useTestApp();

describe("health", () => {
  it("answers liveness and readiness", async () => {
    const live = await testApp.app.inject({ url: "/healthz" });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: "ok" });
    const ready = await testApp.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
  });
});

describe("security headers", () => {
  it("sends a strict content security policy with a fresh nonce on each reply", async () => {
    const first = await testApp.app.inject({ url: "/healthz" });
    const second = await testApp.app.inject({ url: "/healthz" });
    const policy = String(first.headers["content-security-policy"]);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Course previews play from the learning provider: media from its origin alone, nothing else widened.
    expect(policy).toContain("media-src 'self' http://localhost:4100;");
    expect(policy).toContain("default-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    const nonce = (text: unknown) => /'nonce-([^']+)'/.exec(String(text))?.[1];
    expect(nonce(policy)).toBeTruthy();
    expect(nonce(policy)).not.toBe(nonce(second.headers["content-security-policy"]));
    expect(first.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers["strict-transport-security"]).toBeUndefined();
    expect(first.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends HSTS when the portal is served over HTTPS", async () => {
    const https = await createTestApp({
      PUBLIC_URL: "https://jobs.example.in",
      SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
      ...LIVE_PAYMENTS_ENV,
    });
    try {
      const reply = await https.app.inject({ url: "/healthz" });
      expect(String(reply.headers["strict-transport-security"])).toContain("max-age=31536000");
    } finally {
      await https.close();
    }
  });
});

describe("API envelope", () => {
  it("answers an unknown API path with a localised 404 envelope", async () => {
    const english = await testApp.app.inject({ url: "/api/no-such-call" });
    expect(english.statusCode).toBe(404);
    expect(english.json()).toEqual({
      success: false,
      errors: [{ code: "NOT_FOUND", message: "We could not find what you were looking for." }],
    });
    const arabic = await testApp.app.inject({
      url: "/api/no-such-call",
      headers: { "x-language-code": "AR" },
    });
    expect(arabic.json().errors[0].message).toBe("لم نتمكن من العثور على ما تبحث عنه.");
    const hindi = await testApp.app.inject({
      url: "/api/no-such-call",
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
    });
    expect(hindi.json().errors[0].message).toBe("आप जो ढूँढ रहे थे, वह हमें नहीं मिला।");
  });

  it("serves the OpenAPI document describing the job calls", async () => {
    const reply = await testApp.app.inject({ url: "/api/docs/json" });
    expect(reply.statusCode).toBe(200);
    const document = reply.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/jobs/search", "/api/jobs/{id}"]),
    );
    const docsPage = await testApp.app.inject({ url: "/api/docs/" });
    expect(docsPage.statusCode).toBe(200);
  });
});

describe("compression", () => {
  it("compresses JSON for browsers that accept Brotli or gzip, and only for them", async () => {
    const url = "/api/jobs/search?query=developer";
    const plain = await testApp.app.inject({ url, headers: { host: "in.localhost" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const brotli = await testApp.app.inject({
      url,
      headers: { host: "in.localhost", "accept-encoding": "br, gzip" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const unpacked = brotliDecompressSync(brotli.rawPayload).toString("utf8");
    expect(JSON.parse(unpacked)).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await testApp.app.inject({
      url,
      headers: { host: "in.localhost", "accept-encoding": "gzip" },
    });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString("utf8"))).toEqual(plain.json());
  });

  it("leaves small replies alone", async () => {
    const reply = await testApp.app.inject({ url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(reply.headers["content-encoding"]).toBeUndefined();
  });
});
