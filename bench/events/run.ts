/**
 * Event ingestion (issue 30: "event ingestion holds 500 events/s on 2 cores"): the portal in production
 * mode behind a trusted proxy (as deployed), VISITORS visitors each with their own session, XSRF token
 * and address, sending batches of BATCH events (a page view and clicks, as pages do) to /api/events over
 * CONNECTIONS connections for SECONDS. Prints events per second, latency percentiles and refusals.
 *
 *   node node_modules/.bin/tsx bench/events/run.ts [--seconds 15] [--batch 5] [--visitors 300]
 */
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { CONNECTIONS, log, startPortal } from "../harness.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "15" },
    batch: { type: "string", default: "5" },
    visitors: { type: "string", default: "300" },
  },
});
const SECONDS = Number(values.seconds);
const BATCH = Number(values.batch);
const VISITORS = Number(values.visitors);
const HOST = "in.localhost";
const dataDir = path.join(os.tmpdir(), "portal-events-bench");

interface Visitor {
  cookie: string;
  token: string;
  address: string;
}

async function newVisitor(base: string, index: number): Promise<Visitor> {
  const address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  const response = await fetch(`${base}/api/rio/session`, {
    headers: { host: HOST, "x-forwarded-for": address },
  });
  const pairs = response.headers.getSetCookie().map((line) => line.split(";")[0] ?? "");
  const xsrf = pairs.find((pair) => pair.startsWith("XSRF-TOKEN="));
  if (!xsrf) throw new Error("no XSRF cookie");
  return {
    cookie: pairs.join("; "),
    token: decodeURIComponent(xsrf.slice("XSRF-TOKEN=".length)),
    address,
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main() {
  rmSync(dataDir, { recursive: true, force: true });
  const portal = await startPortal({ DATA_DIR: dataDir, TRUST_PROXY: "true" });
  try {
    const visitors = await Promise.all(
      Array.from({ length: VISITORS }, (_, index) => newVisitor(portal.base, index + 1)),
    );
    const body = JSON.stringify({
      events: Array.from({ length: BATCH }, (_, index) => ({
        name: index === 0 ? "page view" : "banner click",
        label: "Homepage",
        path: "/",
      })),
      search: "?spl=alert_Auto_Mailer",
      referrer: "https://www.google.com/",
    });
    log(`${VISITORS} visitors, batches of ${BATCH} events, ${CONNECTIONS} connections, ${SECONDS} s…`);
    let next = 0;
    const latencies: number[] = [];
    let refused = 0;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: portal.base,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [
            {
              method: "POST",
              path: "/api/events",
              setupRequest: (request) => {
                const visitor = visitors[next++ % visitors.length] as Visitor;
                return {
                  ...request,
                  body,
                  headers: {
                    ...request.headers,
                    host: HOST,
                    cookie: visitor.cookie,
                    "x-xsrf-token": visitor.token,
                    "x-forwarded-for": visitor.address,
                    "content-type": "application/json",
                  },
                };
              },
            },
          ],
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        if (statusCode >= 400) refused++;
      });
    });
    latencies.sort((a, b) => a - b);
    const accepted = latencies.length - refused;
    console.log(
      [
        `batches/s ${(latencies.length / SECONDS).toFixed(0)}`,
        `events/s ${((accepted * BATCH) / SECONDS).toFixed(0)}`,
        `p50 ${percentile(latencies, 50).toFixed(1)} ms`,
        `p95 ${percentile(latencies, 95).toFixed(1)} ms`,
        `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
        `refused ${refused + result.errors}`,
      ].join("   "),
    );
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
