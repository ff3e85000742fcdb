#!/usr/bin/env node
/**
 * Page budget bench: for each public page type, the gzipped JavaScript it makes a browser load, and
 * server latency under load (autocannon, 16 connections by default, loopback only).
 *
 *   npm start                      # in one terminal (or any running portal)
 *   node bench/pages.mjs [--url http://localhost:3000] [--seconds 10] [--connections 16]
 *                                  # --seconds 0: JavaScript sizes only; --connections 1: a page by itself
 *                                  # --pid N: also the peak resident memory under load of the portal
 *                                  #   process N and the web processes it forked (each, and together)
 *                                  # --warmup S: seconds of unmeasured load before each page (default 3),
 *                                  #   so a freshly started process is measured warm, not compiling
 *                                  # --only home,results,job: just these rows
 *                                  # --distinct: every request a different address (an unused `_v`
 *                                  #   parameter), so no page is sent again from the rendered-pages
 *                                  #   cache (decision 055): the long tail of pages, each rendered
 *
 * The search API's own row ("api search") is the results page's search without the page: the page is
 * judged against it (target: at least a quarter of its requests per second under 16 connections).
 */
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { portalProcessesMegabytes } from "./process-memory.mjs";

const args = process.argv.slice(2);
const argValue = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : fallback;
};
const base = argValue("url", "http://localhost:3000");
const seconds = Number(argValue("seconds", "10"));
const connections = Number(argValue("connections", "16"));
const pid = argValue("pid", null);
const warmup = Number(argValue("warmup", "3"));
const only = argValue("only", null)?.split(",");
const isDistinct = args.includes("--distinct");
if (!/^http:\/\/(localhost|127\.\d+\.\d+\.\d+|[\w.-]+\.localhost)(:\d+)?$/.test(base)) {
  console.error("This bench only targets a portal on this machine (localhost).");
  process.exit(1);
}

async function firstJobPath() {
  const html = await (await fetch(`${base}/search/results?query=developer`)).text();
  return /href="(\/job\/[^"]+)"/.exec(html)?.[1] ?? null;
}

/** Every script a page references (module scripts and modulepreload links), gzipped as a CDN would. */
async function gzippedJavaScript(pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const sources = new Set();
  for (const match of html.matchAll(
    /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g,
  )) {
    sources.add(match[1]);
  }
  for (const match of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) sources.add(match[1]);
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.size, kilobytes: total / 1024 };
}

/** Peak resident memory (MB) of each portal process and of all together, sampled every 100 ms. */
const peak = { perProcess: new Map(), total: 0 };
function sampleMemory() {
  if (!pid) return;
  const sizes = portalProcessesMegabytes(Number(pid));
  for (const [processId, megabytes] of sizes) {
    peak.perProcess.set(processId, Math.max(peak.perProcess.get(processId) ?? 0, megabytes));
  }
  peak.total = Math.max(
    peak.total,
    [...sizes.values()].reduce((sum, megabytes) => sum + megabytes, 0),
  );
}

sampleMemory();
function load(pagePath, duration = seconds) {
  const sampler = setInterval(sampleMemory, 100);
  return new Promise((resolve, reject) => {
    let count = 0;
    const separator = pagePath.includes("?") ? "&" : "?";
    const requests = isDistinct
      ? [{ setupRequest: (request) => ({ ...request, path: `${pagePath}${separator}_v=${++count}` }) }]
      : undefined;
    autocannon({ url: base + pagePath, connections, duration, requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  }).finally(() => clearInterval(sampler));
}

const jobPath = await firstJobPath();
const pages = [
  ["home", "/"],
  ["results", "/search/results?query=java&location=Bengaluru"],
  ["api search", "/api/jobs/search?query=java&location=Bengaluru"],
  ["results-ar", "/ar/search/results?query=sales"],
  ...(jobPath ? [["job", jobPath]] : []),
  ["browse", "/jobs/java-jobs"],
  ["browse-hi", "/hi/jobs/jobs-in-bengaluru"],
  ["login", "/rio/login"],
  ["register", "/seeker/registration"],
  ["register-1p", "/seeker/single-page-registration"],
];

console.log(
  `portal ${base}, ${seconds} s per page, ${connections} connection(s)${isDistinct ? ", every address different" : ""}\n`,
);
console.log("page        js files  js gzip KB   req/s   p50 ms p97.5 ms  p99 ms  non-2xx");
for (const [name, pagePath] of pages.filter(([name]) => !only || only.includes(name))) {
  const js = pagePath.startsWith("/api/") ? { files: 0, kilobytes: 0 } : await gzippedJavaScript(pagePath);
  if (seconds > 0 && warmup > 0) await load(pagePath, warmup);
  const result = seconds > 0 ? await load(pagePath) : null;
  const line = [
    name.padEnd(11),
    String(js.files).padStart(8),
    js.kilobytes.toFixed(1).padStart(11),
    (result?.requests.average.toFixed(0) ?? "-").padStart(7),
    String(result?.latency.p50 ?? "-").padStart(8),
    String(result?.latency.p97_5 ?? "-").padStart(9),
    String(result?.latency.p99 ?? "-").padStart(7),
    String(result?.non2xx ?? "-").padStart(8),
  ];
  console.log(line.join(" "));
}
if (pid) {
  console.log(`\npeak resident memory of portal process ${pid} and the web processes it started:`);
  for (const [processId, megabytes] of peak.perProcess) {
    console.log(
      `  process ${processId}${processId === Number(pid) ? " (started)" : ""}: ${megabytes.toFixed(0)} MB`,
    );
  }
  console.log(`  all together: ${peak.total.toFixed(0)} MB`);
}
