#!/usr/bin/env node
/**
 * `npm start`: the portal as it runs in production (built web app, NODE_ENV=production unless set),
 * in this same process so Ctrl+C reaches the server's own clean shutdown. Node runs the server's
 * TypeScript itself (type stripping, decision 027): no compiler or loader is loaded.
 */
process.env.NODE_ENV ??= "production";
// Without PUBLIC_URL this is the local demo: dev outbox and demo accounts (refused on a public address).
if (!process.env.PUBLIC_URL) process.env.DEMO_MODE ??= "true";
await import("../apps/server/src/main.ts");
