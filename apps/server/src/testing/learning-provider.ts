/**
 * The learning provider (apps/learning-provider) started as its own process for a test file, on a free
 * port with its own data directory, as deployments run it beside the portal. `stop` ends it (a test may
 * stop it early to see the portal without it) and `start` brings it back on the same port and data.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findFreePort } from "@portal/db/testing";

const PROVIDER_MAIN = fileURLToPath(new URL("../../../learning-provider/src/main.ts", import.meta.url));

export interface RunningProvider {
  base: string;
  /** The portal's settings that reach it. */
  env: Record<string, string>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and removes its data. */
  close(): Promise<void>;
}

export async function startLearningProvider(secrets: {
  apiKey: string;
  webhookSecret: string;
}): Promise<RunningProvider> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "learning-provider-"));
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    if (child && child.exitCode === null) return;
    child = spawn(process.execPath, [PROVIDER_MAIN], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        LEARNING_PROVIDER_PORT: String(port),
        LEARNING_PROVIDER_HOST: "127.0.0.1",
        LEARNING_PROVIDER_DATA: dataDir,
        LEARNING_PROVIDER_API_KEY: secrets.apiKey,
        LEARNING_WEBHOOK_SECRET: secrets.webhookSecret,
      },
      stdio: "ignore",
    });
    for (let attempt = 0; attempt < 150; attempt += 1) {
      const up = await fetch(`${base}/healthz`).then(
        (reply) => reply.ok,
        () => false,
      );
      if (up) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`The learning provider did not start on ${base}`);
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill();
    await exited;
  }

  await start();
  return {
    base,
    env: {
      LEARNING_PROVIDER_URL: base,
      LEARNING_PROVIDER_API_KEY: secrets.apiKey,
      LEARNING_WEBHOOK_SECRET: secrets.webhookSecret,
    },
    start,
    stop,
    async close() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
