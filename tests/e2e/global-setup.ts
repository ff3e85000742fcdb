/**
 * Starts PostgreSQL with a migrated, seeded database and the portal as a real child process, exactly as
 * `npm start` runs it (production build), on a free port. Journeys reach it by host name, so
 * sg.localhost or gulf.localhost select the country site as they would in production.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase, startTestPostgres } from "@portal/db/testing";
import type { TestProject } from "vitest/node";
import { freePort } from "./free-port.ts";

declare module "vitest" {
  export interface ProvidedContext {
    portalPort: number;
    /** The learning provider (apps/learning-provider) the portal reads courses from, as its own process. */
    learningProviderPort: number;
    /** The portal's database, for journeys that must set up what a person cannot (old save dates). */
    databaseUrl: string;
  }
}

const ROOT = path.resolve(fileURLToPath(new URL("../../", import.meta.url)));

async function waitUntilReady(url: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`${url} exited early with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Not ready at ${url}`);
}

export default async function setup(project: TestProject) {
  const postgres = await startTestPostgres();
  const database = await createTestDatabase(postgres.adminUrl, postgres.templateDatabase);
  await database.pool.end();
  const port = await freePort();
  // Uploaded photos of the journeys go to a throw-away folder, not the repository's ./data.
  const storageDir = await mkdtemp(path.join(tmpdir(), "portal-e2e-files-"));
  // The learning provider, as `npm start` runs it beside the portal: its own port and a throw-away data
  // directory; the course journeys read its catalogue and previews through the portal.
  const learningPort = await freePort();
  const learningData = await mkdtemp(path.join(tmpdir(), "portal-e2e-learning-"));
  const learning = {
    LEARNING_PROVIDER_URL: `http://127.0.0.1:${learningPort}`,
    LEARNING_PROVIDER_API_KEY: "e2e-only-learning-api-key-0123456789",
    LEARNING_WEBHOOK_SECRET: "e2e-only-learning-webhook-secret-0123456789",
    LEARNING_OIDC_CLIENT_ID: "learning-site",
    LEARNING_OIDC_CLIENT_SECRET: "e2e-only-learning-client-secret-0123456789abcdef",
  };
  const provider = spawn(process.execPath, ["apps/learning-provider/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...learning,
      NODE_ENV: "test",
      LEARNING_PROVIDER_PORT: String(learningPort),
      LEARNING_PROVIDER_HOST: "127.0.0.1",
      LEARNING_PROVIDER_PUBLIC_URL: learning.LEARNING_PROVIDER_URL,
      LEARNING_PROVIDER_DATA: learningData,
      // Single sign-on through the India site's OpenID provider, and progress back to it by webhook.
      LEARNING_OIDC_ISSUER: `http://in.localhost:${port}/oidc`,
      LEARNING_WEBHOOK_URL: `http://in.localhost:${port}/api/learning/webhooks`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilReady(`http://127.0.0.1:${learningPort}/healthz`, provider, 30_000);
  const server = spawn(process.execPath, ["--enable-source-maps", "apps/server/dist/main.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: database.url,
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_JOBS: "0",
      LOG_LEVEL: "warn",
      WEB_DEV_SERVER: "false",
      // Production needs a signing secret; demo mode lists the dev outbox where journeys read codes.
      SESSION_SECRET: "e2e-only-session-secret-0123456789abcdef",
      DEMO_MODE: "true",
      STORAGE_DIR: storageDir,
      ...learning,
      // One web process: the journeys test pages, and the second core goes to the browser (two web
      // processes made the suite about 30 s slower on CI's two cores). web-processes.e2e.ts starts a
      // portal with two of its own to test them.
      WEB_PROCESSES: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server, 60_000);
  project.provide("portalPort", port);
  project.provide("databaseUrl", database.url);
  project.provide("learningProviderPort", learningPort);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once("exit", resolve)));
    provider.kill("SIGTERM");
    await new Promise((resolve) =>
      provider.exitCode !== null ? resolve(null) : provider.once("exit", resolve),
    );
    await database.drop();
    await postgres.stop();
    await rm(storageDir, { recursive: true, force: true });
    await rm(learningData, { recursive: true, force: true });
  };
}
