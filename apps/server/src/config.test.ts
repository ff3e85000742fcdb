import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("uses safe defaults when nothing is set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedJobs).toBe(50_000);
    expect(config.isHttps).toBe(false);
    expect(config.domainMap["sg.localhost"]?.siteId).toBe("singapore");
  });

  it.each([
    ["PORT", "eighty", "PORT"],
    ["PORT", "70000", "PORT"],
    ["DATABASE_URL", "mysql://x/y", "DATABASE_URL"],
    ["LOG_LEVEL", "loud", "LOG_LEVEL"],
    ["TRUST_PROXY", "maybe", "TRUST_PROXY"],
    ["SITE_DOMAINS", "{not json", "SITE_DOMAINS"],
    ["SITE_DOMAINS", '{"jobs.example":{"siteId":"mars","brandId":"jobnest"}}', "SITE_DOMAINS"],
  ])("refuses %s=%s and names the variable", (name, value, named) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(named));
  });

  it("reads a custom domain map and HTTPS public URL", () => {
    const config = loadConfig({
      SITE_DOMAINS: '{"jobs.example.sg":{"siteId":"singapore","brandId":"talentdock"}}',
      PUBLIC_URL: "https://jobs.example.sg",
      SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
    });
    expect(config.domainMap).toEqual({ "jobs.example.sg": { siteId: "singapore", brandId: "talentdock" } });
    expect(config.isHttps).toBe(true);
  });
});
