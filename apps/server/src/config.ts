/**
 * Configuration comes from the environment, is parsed once at start-up, and a bad value stops the
 * process with a message naming it (a half-configured portal is worse than none).
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { DEFAULT_DOMAIN_MAP, type DomainMap, SITES } from "@portal/domain";
import { z } from "zod";
import { type AccountsConfig, accountsConfigFrom, accountsEnvShape } from "./auth/accounts-config.ts";
import { booleanFromEnv, jsonText } from "./env-values.ts";
import { REPOSITORY_ROOT } from "./paths.ts";

const siteIds = SITES.map((site) => site.id) as [string, ...string[]];

const domainMapSchema = z.record(
  z.string().min(1),
  z.object({ siteId: z.enum(siteIds), brandId: z.enum(["jobnest", "talentdock"]) }),
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
});

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
  };
}
