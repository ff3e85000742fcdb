#!/usr/bin/env node
/**
 * `npm start`: the portal as it runs in production (built web app, NODE_ENV=production unless set),
 * in this same process so Ctrl+C reaches the server's own clean shutdown.
 */
import { register } from "tsx/esm/api";

process.env.NODE_ENV ??= "production";
register();
await import("../apps/server/src/main.ts");
