/**
 * The environment variables of accounts and delivery, parsed with the rest of the configuration in
 * ../../config.ts. Cross-checks that need NODE_ENV (a signing secret in production, demo mode only on a
 * local address) live here so that one place knows what a safe accounts set-up is.
 */
import { z } from "zod";
import { booleanFromEnv, jsonText } from "../env-values.ts";

const oidcProviderSchema = z.object({
  /** Used in paths (/rio/social/<id>/callback): lower-case letters, digits and dashes. */
  id: z.string().regex(/^[a-z0-9-]{1,32}$/),
  /** Shown on the button: "Continue with <name>". */
  name: z.string().min(1).max(40),
  issuer: z.url({ protocol: /^https?$/ }),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  scopes: z.array(z.string().regex(/^[\w:.-]+$/)).default(["openid", "email", "profile"]),
});

export type OidcProviderConfig = z.infer<typeof oidcProviderSchema>;

/** Spread into the main environment schema. */
export const accountsEnvShape = {
  /** Signs CSRF tokens, OpenID Connect state and one-time code hashes; at least 32 characters. */
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** smtp://user:pass@host:587 or smtps://…; unset keeps e-mail in the dev outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.email().default("no-reply@jobnest.test"),
  /** An HTTP endpoint taking JSON { to, text } (see features/notifications/sms.ts); unset keeps SMS in the outbox. */
  SMS_PROVIDER_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
  /** JSON array of { id, name, issuer, clientId, clientSecret, scopes? }. */
  OIDC_PROVIDERS: jsonText(z.array(oidcProviderSchema).max(10)).optional(),
  /**
   * Demo tools (dev outbox, demo accounts); only on a local address. `npm start` and `npm run dev` set it
   * when PUBLIC_URL is unset; nothing else turns the tools on.
   */
  DEMO_MODE: booleanFromEnv.default(false),
};

export interface AccountsConfig {
  sessionSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  smsProviderUrl: string | undefined;
  smsProviderToken: string | undefined;
  oidcProviders: OidcProviderConfig[];
  /** The dev outbox page and demo accounts exist: DEMO_MODE, on a local address. */
  hasDemoTools: boolean;
}

/** Only for development and tests: anything signed with it is forgeable by anyone who reads this file. */
export const DEVELOPMENT_SECRET = "development-only-secret-never-use-in-production";

const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)$/i;

interface AccountsEnv {
  NODE_ENV: "development" | "production" | "test";
  PUBLIC_URL?: string | undefined;
  SESSION_SECRET?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  SMS_PROVIDER_URL?: string | undefined;
  SMS_PROVIDER_TOKEN?: string | undefined;
  OIDC_PROVIDERS?: OidcProviderConfig[] | undefined;
  DEMO_MODE: boolean;
}

/** The portal is reached on this machine only: no PUBLIC_URL, or one naming a loopback host. */
export function isLocalAddress(publicUrl: string | undefined): boolean {
  return publicUrl === undefined || LOCAL_HOSTS.test(new URL(publicUrl).hostname);
}

/**
 * The accounts settings, or the problems found, each naming its variable. Demo tools (the dev outbox
 * with every code and reset link, demo accounts with printed passwords) are on only with DEMO_MODE, and
 * DEMO_MODE only on a local address. A portal reached at a non-local PUBLIC_URL, or run in production
 * other than as a local demo, needs its own SESSION_SECRET, whatever NODE_ENV says.
 */
export function accountsConfigFrom(env: AccountsEnv): { config: AccountsConfig } | { problems: string[] } {
  const problems: string[] = [];
  const isProduction = env.NODE_ENV === "production";
  const isLocal = isLocalAddress(env.PUBLIC_URL);
  if (env.DEMO_MODE && !isLocal) {
    problems.push("DEMO_MODE: only allowed on a local address (PUBLIC_URL is not local)");
  }
  // Only a local run (development, tests, the npm start demo) may sign with the development secret.
  const needsOwnSecret = !isLocal || (isProduction && !env.DEMO_MODE);
  if (needsOwnSecret && !env.SESSION_SECRET) {
    problems.push(
      isLocal
        ? "SESSION_SECRET: is required in production (at least 32 random characters)"
        : "SESSION_SECRET: is required when PUBLIC_URL is not a local address (at least 32 random characters)",
    );
  }
  if (needsOwnSecret && env.SESSION_SECRET === DEVELOPMENT_SECRET) {
    problems.push("SESSION_SECRET: the development secret cannot be used outside a local run");
  }
  const providers = env.OIDC_PROVIDERS ?? [];
  const ids = new Set<string>();
  for (const provider of providers) {
    if (ids.has(provider.id)) problems.push(`OIDC_PROVIDERS: provider id "${provider.id}" appears twice`);
    ids.add(provider.id);
    if (isProduction && new URL(provider.issuer).protocol !== "https:") {
      problems.push(`OIDC_PROVIDERS: the issuer of "${provider.id}" must use https in production`);
    }
  }
  if (problems.length > 0) return { problems };
  return {
    config: {
      sessionSecret: env.SESSION_SECRET ?? DEVELOPMENT_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM,
      smsProviderUrl: env.SMS_PROVIDER_URL,
      smsProviderToken: env.SMS_PROVIDER_TOKEN,
      oidcProviders: providers,
      hasDemoTools: env.DEMO_MODE,
    },
  };
}
