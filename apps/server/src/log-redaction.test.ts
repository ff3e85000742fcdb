import { createTestDatabase } from "@portal/db/testing";
import { describe, expect, inject, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { REDACTED, redactedUrl } from "./log-redaction.ts";

describe("redactedUrl", () => {
  it("replaces the values of secret parameters and keeps everything else", () => {
    expect(redactedUrl("/rio/reset-password?token=abc123")).toBe(`/rio/reset-password?token=${REDACTED}`);
    expect(redactedUrl("/hi/rio/verify-email?from=mail&TOKEN=x&lang=hi")).toBe(
      `/hi/rio/verify-email?from=mail&TOKEN=${REDACTED}&lang=hi`,
    );
    expect(redactedUrl("/rio/social/google/callback?code=c0de&state=s7&scope=openid")).toBe(
      `/rio/social/google/callback?code=${REDACTED}&state=${REDACTED}&scope=openid`,
    );
    expect(redactedUrl("/search/results?query=java&page=2")).toBe("/search/results?query=java&page=2");
    expect(redactedUrl("/jobs")).toBe("/jobs");
  });

  it("finds names however they are encoded", () => {
    expect(redactedUrl("/x?%74oken=abc")).toBe(`/x?%74oken=${REDACTED}`);
    expect(redactedUrl("/x?%E0%A4=1&token=abc")).toBe(`/x?%E0%A4=1&token=${REDACTED}`);
  });
});

describe("the access log", () => {
  it("never holds a reset token or a social login code", async () => {
    const database = await createTestDatabase(inject("adminUrl"), inject("templateDatabase"));
    const lines: string[] = [];
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info", DATABASE_URL: database.url });
    const app = await buildApp({
      config,
      pool: database.pool,
      withWebApp: false,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.inject({ url: "/rio/reset-password?token=SECRET-RESET-TOKEN-123" });
      await app.inject({ url: "/rio/social/google/callback?code=SECRET-CODE-456&state=SECRET-STATE" });
      const log = lines.join("");
      expect(log).toContain("/rio/reset-password?token=[redacted]");
      expect(log).not.toMatch(/SECRET-/);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
