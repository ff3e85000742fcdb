#!/usr/bin/env node
/**
 * `npm start`: the portal as it runs in production (built web app, compiled server, NODE_ENV=production
 * unless set), in this same process so Ctrl+C reaches the server's own clean shutdown. The server runs
 * as the JavaScript `npm run build` compiled into apps/server/dist (decision 027): no TypeScript is
 * compiled or stripped in this process. `npm start` gives Node `--max-semi-space-size=16`, which the web
 * processes it forks inherit (decision 037): under load a page's short-lived objects then die young, and
 * each process stays under 500 MB (bench/README.md).
 */
process.env.NODE_ENV ??= "production";
// Without PUBLIC_URL this is the local demo: dev outbox and demo accounts (refused on a public address).
if (!process.env.PUBLIC_URL) process.env.DEMO_MODE ??= "true";
// Stack traces in logs point at the TypeScript sources (the build writes source maps).
process.setSourceMapsEnabled(true);
await import("../apps/server/dist/main.js");
