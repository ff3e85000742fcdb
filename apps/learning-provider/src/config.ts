/**
 * The provider's configuration, from the environment, parsed once at start-up: a missing or bad value
 * stops the process with a message naming it. In demo mode (DEMO_MODE=true, which `npm start` sets on a
 * machine without PUBLIC_URL) the secrets shared with the portal default to the documented demo values
 * below, which the portal's demo uses too; anywhere else they must be given.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

export const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** Shared with the portal's demo (scripts/start.mjs sets the same values for both processes). */
export const DEMO_DEFAULTS = {
  LEARNING_PROVIDER_API_KEY: "demo-learning-provider-api-key",
  LEARNING_WEBHOOK_SECRET: "demo-learning-webhook-secret",
  LEARNING_OIDC_ISSUER: "http://in.localhost:3000/oidc",
  LEARNING_OIDC_CLIENT_ID: "learning-provider",
  LEARNING_OIDC_CLIENT_SECRET: "demo-learning-provider-client-secret",
  LEARNING_WEBHOOK_URL: "http://in.localhost:3000/api/learning/webhooks",
  LEARNING_PROVIDER_SESSION_SECRET: "demo-learning-provider-session-secret",
} as const;

const booleanText = z
  .enum(["true", "false", "1", "0", ""])
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEMO_MODE: booleanText.default(false),
  LEARNING_PROVIDER_HOST: z.string().min(1).default("0.0.0.0"),
  LEARNING_PROVIDER_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  /** Where browsers and the portal reach the provider; the base of media, certificate and callback URLs. */
  LEARNING_PROVIDER_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEARNING_PROVIDER_DATA: z
    .string()
    .min(1)
    .default(path.join(REPOSITORY_ROOT, "data", "learning-provider")),
  LEARNING_PROVIDER_API_KEY: z.string().min(16).optional(),
  /** Signs the login state cookie. */
  LEARNING_PROVIDER_SESSION_SECRET: z.string().min(16).optional(),
  LEARNING_OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  LEARNING_OIDC_CLIENT_ID: z.string().min(1).optional(),
  LEARNING_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  LEARNING_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  LEARNING_WEBHOOK_SECRET: z.string().min(16).optional(),
  LEARNING_WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** The wait after a failed delivery; each further failure waits four times longer. */
  LEARNING_WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(10).default(10_000),
  /** The ffmpeg binary for preview videos; unset: the one of the @ffmpeg-installer/ffmpeg package. */
  LEARNING_FFMPEG_PATH: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface ProviderConfig {
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  apiKey: string;
  sessionSecret: string;
  oidc: { issuer: string; clientId: string; clientSecret: string };
  webhook: { url: string | null; secret: string; maxAttempts: number; retryBaseMs: number };
  ffmpegPath: string | null;
  logLevel: string;
  isProduction: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Bad learning provider configuration:\n  ${problems.join("\n  ")}`);
  }
  const value = parsed.data;
  const isDemo = value.DEMO_MODE || value.NODE_ENV !== "production";
  const missing: string[] = [];
  function required(name: keyof typeof DEMO_DEFAULTS): string {
    const given = value[name];
    if (given) return given;
    if (isDemo) return DEMO_DEFAULTS[name];
    missing.push(name);
    return "";
  }
  const config: ProviderConfig = {
    host: value.LEARNING_PROVIDER_HOST,
    port: value.LEARNING_PROVIDER_PORT,
    publicUrl: (
      value.LEARNING_PROVIDER_PUBLIC_URL ?? `http://localhost:${value.LEARNING_PROVIDER_PORT}`
    ).replace(/\/+$/, ""),
    dataDir: path.resolve(value.LEARNING_PROVIDER_DATA),
    apiKey: required("LEARNING_PROVIDER_API_KEY"),
    sessionSecret: required("LEARNING_PROVIDER_SESSION_SECRET"),
    oidc: {
      issuer: required("LEARNING_OIDC_ISSUER"),
      clientId: required("LEARNING_OIDC_CLIENT_ID"),
      clientSecret: required("LEARNING_OIDC_CLIENT_SECRET"),
    },
    webhook: {
      url: value.LEARNING_WEBHOOK_URL ?? (isDemo ? DEMO_DEFAULTS.LEARNING_WEBHOOK_URL : null),
      secret: required("LEARNING_WEBHOOK_SECRET"),
      maxAttempts: value.LEARNING_WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: value.LEARNING_WEBHOOK_RETRY_BASE_MS,
    },
    ffmpegPath: value.LEARNING_FFMPEG_PATH ?? null,
    logLevel: value.LOG_LEVEL,
    isProduction: value.NODE_ENV === "production" && !value.DEMO_MODE,
  };
  if (missing.length) throw new ConfigError(`Missing learning provider configuration: ${missing.join(", ")}`);
  return config;
}
