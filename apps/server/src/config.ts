/**
 * Configuration comes from the environment, is parsed once at start-up, and a bad value stops the
 * process with a message naming it (a half-configured portal is worse than none).
 */
import { createHmac } from "node:crypto";
import { availableParallelism } from "node:os";
import path from "node:path";
import { DEFAULT_DOMAIN_MAP, type DomainMap, SITES } from "@portal/domain";
import { z } from "zod";
import {
  type AccountsConfig,
  accountsConfigFrom,
  accountsEnvShape,
  isLocalAddress,
} from "./auth/accounts-config.ts";
import { booleanFromEnv, jsonText } from "./env-values.ts";
import { REPOSITORY_ROOT } from "./paths.ts";

const siteIds = SITES.map((site) => site.id) as [string, ...string[]];

const domainMapSchema = z.record(
  z.string().min(1),
  z.object({ siteId: z.enum(siteIds), brandId: z.enum(["jobnest", "talentdock"]) }),
);

/** The live gateways a site's payments can go to (decision 043). */
export type LiveGatewayId = "razorpay" | "stripe";
const liveGatewaySchema = z.enum(["razorpay", "stripe"]);
const LOOPBACK_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\])$/i;
/** A gateway's API: https, or plain http on this machine (tests' local fakes). */
const gatewayUrlSchema = z
  .url({ protocol: /^https?$/ })
  .refine(
    (text) => new URL(text).protocol === "https:" || LOOPBACK_HOSTS.test(new URL(text).hostname),
    "must use https (plain http only on localhost)",
  );

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Any PostgreSQL ≥ 15; unset means the embedded server under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPOSITORY_ROOT, "data")),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  /** Jobs the demo seed creates when the database has none; 0 leaves an empty database empty. */
  SEED_JOBS: z.coerce.number().int().min(0).max(2_000_000).default(50_000),
  /** Where the portal is reached from outside, e.g. https://jobnest.example; sets secure cookies and HSTS. */
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: booleanFromEnv.default(false),
  /** JSON object from host name to { siteId, brandId }; replaces the built-in *.localhost map. */
  SITE_DOMAINS: jsonText(domainMapSchema).optional(),
  /** Where uploaded files (avatars, resumes) live: a local directory or an S3-compatible store. */
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  /** Local driver: the directory (created on first upload); defaults to DATA_DIR/files. */
  STORAGE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "is not a valid bucket name")
    .optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** true: <endpoint>/<bucket>/<key> (MinIO and most stores); false: <bucket>.<endpoint host>/<key>. */
  S3_PATH_STYLE: booleanFromEnv.default(true),
  /**
   * Run the background workers and schedules (e-mail and SMS delivery, search refresh, housekeeping)
   * inside this process; false for web processes beside separate `npm run worker` processes.
   */
  BACKGROUND_WORKERS: booleanFromEnv.default(true),
  /**
   * How many web processes `npm start` runs, sharing the port (decision 037). Node renders pages on one
   * core per process, so the default is one per core; 1 serves from the starting process itself.
   */
  WEB_PROCESSES: z.coerce.number().int().min(1).max(64).optional(),
  /** Development only: serve the web app through Vite with hot reload instead of the built bundle. */
  WEB_DEV_SERVER: booleanFromEnv.default(false),
  ...accountsEnvShape,
  /**
   * Payments (decision 043). sandbox: every payment goes to the local sandbox gateway, a stand-in page
   * with "pay", "fail" and "leave pending" buttons; live: Razorpay for INR and Stripe for the rest
   * (PAYMENT_GATEWAY_BY_CURRENCY, PAYMENT_GATEWAY_BY_SITE), and every key of a gateway in use is required.
   */
  PAYMENT_GATEWAY: z.enum(["sandbox", "live"]).default("sandbox"),
  /** JSON object from ISO 4217 code to "razorpay" or "stripe"; unset: {"INR":"razorpay"}, Stripe for the rest. */
  PAYMENT_GATEWAY_BY_CURRENCY: jsonText(
    z.record(z.string().regex(/^[A-Z]{3}$/, "keys must be ISO 4217 codes such as INR"), liveGatewaySchema),
  ).optional(),
  /** JSON object from site id to "razorpay" or "stripe"; a site named here ignores the currency rule. */
  PAYMENT_GATEWAY_BY_SITE: jsonText(z.partialRecord(z.enum(siteIds), liveGatewaySchema)).optional(),
  RAZORPAY_KEY_ID: z
    .string()
    .regex(/^rzp_(test|live)_\w+$/, "is not a Razorpay key id (rzp_test_… or rzp_live_…)")
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  RAZORPAY_API_URL: gatewayUrlSchema.default("https://api.razorpay.com"),
  /** Razorpay's hosted checkout, where our launcher page posts the buyer's browser. */
  RAZORPAY_CHECKOUT_URL: gatewayUrlSchema.default("https://api.razorpay.com/v1/checkout/embedded"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "is not a Stripe secret key (sk_test_…, sk_live_… or rk_…)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "is not a Stripe webhook signing secret (whsec_…)")
    .optional(),
  STRIPE_API_URL: gatewayUrlSchema.default("https://api.stripe.com"),
  /** Signs the sandbox gateway's pages, returns and webhooks; unset: derived from SESSION_SECRET. */
  SANDBOX_GATEWAY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * A sandbox payment left pending is paid once this many seconds have passed (when reconciliation asks
   * for it); unset: 60 with DEMO_MODE, never otherwise.
   */
  SANDBOX_PENDING_SETTLES_AFTER_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** The learning site (decision 050): its public address, and its OpenID client at our provider. */
  LEARNING_PROVIDER_URL: gatewayUrlSchema.default("http://localhost:4100"),
  LEARNING_OIDC_CLIENT_ID: z.string().min(1).default("learning-site"),
  /** The learning site's name, as the consent page says it. */
  LEARNING_PROVIDER_NAME: z.string().min(1).max(80).default("Skillhouse"),
  /** Unset: derived from SESSION_SECRET (the demo starts the learning site with the same derivation). */
  LEARNING_OIDC_CLIENT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The provider's API key and the secret its webhooks are signed with; unset: derived from SESSION_SECRET. */
  LEARNING_PROVIDER_API_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  LEARNING_WEBHOOK_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * How long a catalogue answer is served from each process's memory before the provider is asked again
   * (prices and titles change rarely; a page must not wait on the provider for every view).
   */
  LEARNING_CATALOGUE_FRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
});

export interface LearningConfig {
  providerUrl: URL;
  name: string;
  apiKey: string;
  webhookSecret: string;
  clientId: string;
  clientSecret: string;
  catalogueFreshMs: number;
}

/** The learning site's settings (decision 050); its client secret derived when not set. */
export function learningConfigFrom(
  value: {
    LEARNING_PROVIDER_URL: string;
    LEARNING_PROVIDER_NAME: string;
    LEARNING_OIDC_CLIENT_ID: string;
    LEARNING_OIDC_CLIENT_SECRET?: string;
    LEARNING_PROVIDER_API_KEY?: string;
    LEARNING_WEBHOOK_SECRET?: string;
    LEARNING_CATALOGUE_FRESH_SECONDS?: number;
  },
  sessionSecret: string,
): LearningConfig {
  return {
    providerUrl: new URL(value.LEARNING_PROVIDER_URL),
    name: value.LEARNING_PROVIDER_NAME,
    apiKey:
      value.LEARNING_PROVIDER_API_KEY ??
      createHmac("sha256", sessionSecret).update("learning-provider-api-key").digest("base64url"),
    webhookSecret:
      value.LEARNING_WEBHOOK_SECRET ??
      createHmac("sha256", sessionSecret).update("learning-webhook").digest("base64url"),
    clientId: value.LEARNING_OIDC_CLIENT_ID,
    catalogueFreshMs: (value.LEARNING_CATALOGUE_FRESH_SECONDS ?? 120) * 1000,
    clientSecret:
      value.LEARNING_OIDC_CLIENT_SECRET ??
      createHmac("sha256", sessionSecret).update("learning-oidc-client").digest("base64url"),
  };
}

export type StorageConfig =
  | { driver: "local"; directory: string }
  | {
      driver: "s3";
      endpoint: URL;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      isPathStyle: boolean;
    };

const S3_REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

function storageConfigFrom(value: z.infer<typeof envSchema>): StorageConfig | { problems: string[] } {
  if (value.STORAGE_DRIVER === "local") {
    return { driver: "local", directory: value.STORAGE_DIR ?? path.join(value.DATA_DIR, "files") };
  }
  const missing = S3_REQUIRED.filter((name) => !value[name]);
  if (missing.length > 0) {
    return { problems: missing.map((name) => `${name}: is required when STORAGE_DRIVER=s3`) };
  }
  return {
    driver: "s3",
    endpoint: new URL(value.S3_ENDPOINT as string),
    bucket: value.S3_BUCKET as string,
    region: value.S3_REGION,
    accessKeyId: value.S3_ACCESS_KEY_ID as string,
    secretAccessKey: value.S3_SECRET_ACCESS_KEY as string,
    isPathStyle: value.S3_PATH_STYLE,
  };
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: URL;
  checkoutUrl: URL;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  apiUrl: URL;
}

export interface PaymentsConfig {
  /** sandbox: the local sandbox gateway takes every payment; live: Razorpay and Stripe. */
  mode: "sandbox" | "live";
  /** Live routing by currency (ISO 4217); a currency not named goes to Stripe. */
  gatewayByCurrency: Readonly<Record<string, LiveGatewayId>>;
  /** Live routing by site, before the currency rule. */
  gatewayBySite: Readonly<Partial<Record<string, LiveGatewayId>>>;
  /** Set when all three Razorpay keys are (always in live mode when a site pays through Razorpay). */
  razorpay: RazorpayConfig | null;
  /** Set when both Stripe keys are (always in live mode when a site pays through Stripe). */
  stripe: StripeConfig | null;
  sandbox: {
    secret: string;
    /** Seconds after which a payment left pending is paid; null: it stays pending. */
    pendingSettlesAfterSeconds: number | null;
  };
}

const DEFAULT_GATEWAY_BY_CURRENCY: Readonly<Record<string, LiveGatewayId>> = { INR: "razorpay" };

/** The live gateway of a site's payment in a currency: the site's own rule, else the currency's, else Stripe. */
export function liveGatewayFor(
  payments: Pick<PaymentsConfig, "gatewayByCurrency" | "gatewayBySite">,
  siteId: string,
  currency: string,
): LiveGatewayId {
  const bySite = Object.hasOwn(payments.gatewayBySite, siteId) ? payments.gatewayBySite[siteId] : undefined;
  const code = currency.toUpperCase();
  const byCurrency = Object.hasOwn(payments.gatewayByCurrency, code)
    ? payments.gatewayByCurrency[code]
    : undefined;
  return bySite ?? byCurrency ?? "stripe";
}

function paymentsConfigFrom(
  value: z.infer<typeof envSchema>,
  sessionSecret: string,
): PaymentsConfig | { problems: string[] } {
  const routing = {
    gatewayByCurrency: value.PAYMENT_GATEWAY_BY_CURRENCY ?? DEFAULT_GATEWAY_BY_CURRENCY,
    gatewayBySite: value.PAYMENT_GATEWAY_BY_SITE ?? {},
  };
  const razorpay =
    value.RAZORPAY_KEY_ID && value.RAZORPAY_KEY_SECRET && value.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: value.RAZORPAY_KEY_ID,
          keySecret: value.RAZORPAY_KEY_SECRET,
          webhookSecret: value.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: new URL(value.RAZORPAY_API_URL),
          checkoutUrl: new URL(value.RAZORPAY_CHECKOUT_URL),
        }
      : null;
  const stripe =
    value.STRIPE_SECRET_KEY && value.STRIPE_WEBHOOK_SECRET
      ? {
          secretKey: value.STRIPE_SECRET_KEY,
          webhookSecret: value.STRIPE_WEBHOOK_SECRET,
          apiUrl: new URL(value.STRIPE_API_URL),
        }
      : null;
  if (value.PAYMENT_GATEWAY === "sandbox" && !isLocalAddress(value.PUBLIC_URL)) {
    // Anyone may "pay" on the sandbox's page: a portal others reach would give its services away.
    return {
      problems: [
        "PAYMENT_GATEWAY: the sandbox takes no money and is only allowed on a local address (PUBLIC_URL is not local); set PAYMENT_GATEWAY=live with the gateways' keys",
      ],
    };
  }
  if (value.PAYMENT_GATEWAY === "live") {
    // Every gateway some site's payments would reach must be fully configured: a half-configured
    // gateway would fail only when a buyer pays, or accept webhooks it cannot check.
    const sitesOf = new Map<LiveGatewayId, string[]>();
    for (const site of SITES) {
      const gateway = liveGatewayFor(routing, site.id, site.currency);
      sitesOf.set(gateway, [...(sitesOf.get(gateway) ?? []), site.id]);
    }
    const required: Record<LiveGatewayId, readonly (keyof typeof value)[]> = {
      razorpay: ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
      stripe: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
    };
    const problems: string[] = [];
    for (const [gateway, sites] of sitesOf) {
      for (const name of required[gateway]) {
        if (!value[name])
          problems.push(
            `${name}: is required when PAYMENT_GATEWAY=live (the ${sites.join(", ")} site${sites.length > 1 ? "s pay" : " pays"} through ${gateway === "razorpay" ? "Razorpay" : "Stripe"})`,
          );
      }
    }
    if (problems.length > 0) return { problems };
  }
  return {
    mode: value.PAYMENT_GATEWAY,
    ...routing,
    razorpay,
    stripe,
    sandbox: {
      secret:
        value.SANDBOX_GATEWAY_SECRET ??
        createHmac("sha256", sessionSecret).update("sandbox-gateway").digest("base64url"),
      pendingSettlesAfterSeconds:
        value.SANDBOX_PENDING_SETTLES_AFTER_SECONDS ?? (value.DEMO_MODE ? 60 : null),
    },
  };
}

export interface AppConfig {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  logLevel: string;
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  seedJobs: number;
  publicUrl: URL | undefined;
  isHttps: boolean;
  trustProxy: boolean;
  domainMap: DomainMap;
  webDevServer: boolean;
  /** This process runs background workers and schedules (BACKGROUND_WORKERS). */
  runsBackgroundWorkers: boolean;
  /** Web processes sharing the port (WEB_PROCESSES; one per core unless set; always 1 in development). */
  webProcesses: number;
  repoRoot: string;
  /** Sessions, delivery (SMTP, SMS), social login and demo tools. */
  accounts: AccountsConfig;
  /** Uploaded files (avatars, resumes). */
  storage: StorageConfig;
  /** Payment gateways (decision 043). */
  payments: PaymentsConfig;
  /** The learning site and its single sign-on (decision 050). */
  learning: LearningConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const value = parsed.data;
  const accounts = accountsConfigFrom(value);
  if ("problems" in accounts) {
    throw new ConfigError(
      `Invalid configuration:\n${accounts.problems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  const storage = storageConfigFrom(value);
  if ("problems" in storage) {
    throw new ConfigError(
      `Invalid configuration:\n${storage.problems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  const payments = paymentsConfigFrom(value, accounts.config.sessionSecret);
  if ("problems" in payments) {
    throw new ConfigError(
      `Invalid configuration:\n${payments.problems.map((line) => `  ${line}`).join("\n")}`,
    );
  }
  const publicUrl = value.PUBLIC_URL ? new URL(value.PUBLIC_URL) : undefined;
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    logLevel: value.LOG_LEVEL,
    databaseUrl: value.DATABASE_URL,
    dataDir: value.DATA_DIR,
    embeddedPostgresPort: value.EMBEDDED_POSTGRES_PORT,
    seedJobs: value.SEED_JOBS,
    publicUrl,
    isHttps: publicUrl?.protocol === "https:",
    trustProxy: value.TRUST_PROXY,
    domainMap: (value.SITE_DOMAINS as DomainMap | undefined) ?? DEFAULT_DOMAIN_MAP,
    webDevServer: value.WEB_DEV_SERVER,
    runsBackgroundWorkers: value.BACKGROUND_WORKERS,
    // The development server's hot reload lives in one process.
    webProcesses: value.WEB_DEV_SERVER ? 1 : (value.WEB_PROCESSES ?? availableParallelism()),
    repoRoot: REPOSITORY_ROOT,
    accounts: accounts.config,
    storage,
    payments,
    learning: learningConfigFrom(value, accounts.config.sessionSecret),
  };
}
