#!/usr/bin/env node
/**
 * `npm start`: the portal as it runs in production (built web app, compiled server, NODE_ENV=production
 * unless set), in this same process so Ctrl+C reaches the server's own clean shutdown. The server runs
 * as the JavaScript `npm run build` compiled into apps/server/dist (decision 027): no TypeScript is
 * compiled or stripped in this process. `npm start` gives Node `--max-semi-space-size=16` and
 * `--heap-growing-percent=50`, which the web processes it forks inherit (decisions 037 and 055): under
 * load a page's short-lived objects die young, the old generation is collected before it has grown to
 * several times what is alive, and each process stays under 500 MB (bench/README.md).
 */
import { spawn } from "node:child_process";
import cluster from "node:cluster";
import { fileURLToPath } from "node:url";

process.env.NODE_ENV ??= "production";
// Without PUBLIC_URL this is the local demo: dev outbox and demo accounts (refused on a public address).
if (!process.env.PUBLIC_URL) process.env.DEMO_MODE ??= "true";
// Stack traces in logs point at the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);

// Decision 050: the demo's learning provider runs beside the portal as its own process (once, from the
// primary process: forked web processes run this file too), its TypeScript run by Node as it is. Both
// processes read the same demo secrets; LEARNING_PROVIDER_START=false leaves it out.
if (
  cluster.isPrimary &&
  process.env.DEMO_MODE === "true" &&
  process.env.LEARNING_PROVIDER_START !== "false"
) {
  const portal = `http://in.localhost:${process.env.PORT ?? 3000}`;
  const demo = {
    LEARNING_PROVIDER_URL: `http://localhost:${process.env.LEARNING_PROVIDER_PORT ?? 4100}`,
    LEARNING_PROVIDER_API_KEY: "demo-learning-provider-api-key",
    LEARNING_WEBHOOK_SECRET: "demo-learning-webhook-secret",
    LEARNING_OIDC_CLIENT_ID: "learning-provider",
    LEARNING_OIDC_CLIENT_SECRET: "demo-learning-provider-client-secret",
    LEARNING_OIDC_ISSUER: `${portal}/oidc`,
    LEARNING_WEBHOOK_URL: `${portal}/api/learning/webhooks`,
  };
  for (const [name, value] of Object.entries(demo)) process.env[name] ??= value;
  const main = fileURLToPath(new URL("../apps/learning-provider/src/main.ts", import.meta.url));
  const provider = spawn(process.execPath, [main], { stdio: "inherit" });
  process.on("exit", () => provider.kill());
}
await import("../apps/server/dist/main.js");
