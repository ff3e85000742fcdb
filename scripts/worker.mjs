#!/usr/bin/env node
/**
 * `npm run worker`: a background worker process as it runs in production (decision 035): the compiled
 * server's worker entry (apps/server/dist/worker.js), NODE_ENV=production unless set, in this process so
 * Ctrl+C and SIGTERM reach its clean shutdown (running jobs finish first). Start any number beside web
 * processes started with BACKGROUND_WORKERS=false.
 */
process.env.NODE_ENV ??= "production";
if (!process.env.PUBLIC_URL) process.env.DEMO_MODE ??= "true";
process.setSourceMapsEnabled(true);
await import("../apps/server/dist/worker.js");
