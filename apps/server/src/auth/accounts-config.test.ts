import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { LIVE_PAYMENTS_ENV } from "../testing/live-payments-env.ts";
import { DEVELOPMENT_SECRET } from "./accounts-config.ts";

const SECRET = "a-production-secret-of-at-least-32-characters";

describe("accounts configuration", () => {
  it("uses the development secret on a local run, and demo tools only with DEMO_MODE", () => {
    const config = loadConfig({});
    expect(config.accounts.sessionSecret).toBe(DEVELOPMENT_SECRET);
    expect(config.accounts.smtpUrl).toBeUndefined();
    expect(config.accounts.hasDemoTools).toBe(false);
    expect(config.accounts.oidcProviders).toEqual([]);
    expect(loadConfig({ DEMO_MODE: "true" }).accounts.hasDemoTools).toBe(true);
    expect(loadConfig({ NODE_ENV: "development", DEMO_MODE: "false" }).accounts.hasDemoTools).toBe(false);
  });

  it("wants a secret of its own wherever the portal is reached at a public address, whatever NODE_ENV", () => {
    for (const NODE_ENV of ["development", "test", "production"]) {
      expect(() => loadConfig({ NODE_ENV, PUBLIC_URL: "https://jobnest.example" })).toThrow(
        /SESSION_SECRET: is required when PUBLIC_URL is not a local address/,
      );
      expect(() =>
        loadConfig({ NODE_ENV, PUBLIC_URL: "https://jobnest.example", SESSION_SECRET: DEVELOPMENT_SECRET }),
      ).toThrow(/SESSION_SECRET: the development secret/);
      const config = loadConfig({
        NODE_ENV,
        PUBLIC_URL: "https://jobnest.example",
        SESSION_SECRET: SECRET,
        // A public address takes real payments only (the sandbox is refused there).
        ...LIVE_PAYMENTS_ENV,
      });
      expect(config.accounts.sessionSecret).toBe(SECRET);
      expect(config.accounts.hasDemoTools).toBe(false);
    }
  });

  it("refuses to start in production without a secret, or with the development one", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => loadConfig({ NODE_ENV: "production", SESSION_SECRET: DEVELOPMENT_SECRET })).toThrow(
      /SESSION_SECRET/,
    );
    const production = loadConfig({ NODE_ENV: "production", SESSION_SECRET: SECRET });
    expect(production.accounts.hasDemoTools).toBe(false);
  });

  it.each([
    ["SESSION_SECRET", "short"],
    ["SMTP_URL", "http://mail.example.com"],
    ["MAIL_FROM", "not an address"],
    ["SMS_PROVIDER_URL", "ftp://sms.example.com"],
    ["OIDC_PROVIDERS", "{not json"],
    [
      "OIDC_PROVIDERS",
      '[{"id":"Bad Id","name":"x","issuer":"https://id.example.com","clientId":"a","clientSecret":"b"}]',
    ],
    ["DEMO_MODE", "perhaps"],
  ])("refuses %s=%s and names the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it("allows demo mode in production only on a local address, where no secret is needed", () => {
    const local = loadConfig({ NODE_ENV: "production", DEMO_MODE: "true" });
    expect(local.accounts.hasDemoTools).toBe(true);
    expect(local.accounts.sessionSecret).toBe(DEVELOPMENT_SECRET);
    const localUrl = loadConfig({
      NODE_ENV: "production",
      SESSION_SECRET: SECRET,
      DEMO_MODE: "true",
      PUBLIC_URL: "http://in.localhost:3000",
    });
    expect(localUrl.accounts.hasDemoTools).toBe(true);
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        SESSION_SECRET: SECRET,
        DEMO_MODE: "true",
        PUBLIC_URL: "https://jobnest.example",
      }),
    ).toThrow(/DEMO_MODE/);
  });

  it("reads OpenID Connect providers and wants https issuers in production", () => {
    const providers = JSON.stringify([
      { id: "google", name: "Google", issuer: "http://127.0.0.1:9000", clientId: "a", clientSecret: "b" },
    ]);
    const config = loadConfig({ OIDC_PROVIDERS: providers });
    expect(config.accounts.oidcProviders[0]).toMatchObject({
      id: "google",
      scopes: ["openid", "email", "profile"],
    });
    expect(() =>
      loadConfig({ NODE_ENV: "production", SESSION_SECRET: SECRET, OIDC_PROVIDERS: providers }),
    ).toThrow(/OIDC_PROVIDERS: the issuer of "google" must use https/);
  });
});
