/**
 * For this package's tests only: a provider in-process (Fastify inject) on a fresh data directory,
 * with test secrets and whatever else a test replaces.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildProvider, type Provider, type ProviderOptions } from "./app.ts";
import { loadConfig } from "./config.ts";

export const TEST_API_KEY = "test-api-key-0123456789";
export const TEST_WEBHOOK_SECRET = "test-webhook-secret-0123456789";
export const TEST_PUBLIC_URL = "http://127.0.0.1:4199";
export const TEST_CLIENT_ID = "learning-provider-test";
export const TEST_ISSUER = "http://127.0.0.1:4198/oidc";

export interface TestProvider extends Provider {
  dataDir: string;
  auth: { authorization: string };
  close(): Promise<void>;
}

export async function startTestProvider(
  env: Record<string, string> = {},
  options: Omit<ProviderOptions, "config"> = {},
): Promise<TestProvider> {
  const dataDir = env.LEARNING_PROVIDER_DATA ?? mkdtempSync(path.join(tmpdir(), "learning-provider-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LEARNING_PROVIDER_DATA: dataDir,
    LEARNING_PROVIDER_PUBLIC_URL: TEST_PUBLIC_URL,
    LEARNING_PROVIDER_API_KEY: TEST_API_KEY,
    LEARNING_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    LEARNING_PROVIDER_SESSION_SECRET: "test-session-secret-0123456789",
    LEARNING_OIDC_ISSUER: TEST_ISSUER,
    LEARNING_OIDC_CLIENT_ID: TEST_CLIENT_ID,
    LEARNING_OIDC_CLIENT_SECRET: "test-client-secret",
    LEARNING_WEBHOOK_URL: "http://127.0.0.1:9/api/learning/webhooks",
    LEARNING_WEBHOOK_RETRY_BASE_MS: "20",
    ...env,
  });
  // Webhooks are answered at once unless a test brings its own receiver.
  const accept = async () => new Response(null, { status: 204 });
  const provider = await buildProvider({
    ffmpegPath: null,
    logger: false,
    fetch: accept,
    ...options,
    config,
  });
  return {
    ...provider,
    dataDir,
    auth: { authorization: `Bearer ${TEST_API_KEY}` },
    async close() {
      await provider.app.close();
      if (!env.LEARNING_PROVIDER_DATA) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
