#!/usr/bin/env node
/**
 * Page budget bench: for each public page type, the gzipped JavaScript it makes a browser load, and
 * server latency under load (autocannon, 16 connections by default, loopback only).
 *
 *   npm start                      # in one terminal (or any running portal)
 *   node bench/pages.mjs [--url http://localhost:3000] [--seconds 10] [--connections 16]
 *                                  # --seconds 0: JavaScript sizes only; --connections 1: a page by itself
 *                                  # --pid N: also the portal process's peak resident memory under load
 *                                  # --warmup S: seconds of unmeasured load before each page (default 3),
 *                                  #   so a freshly started process is measured warm, not compiling
 *                                  # --only home,results,job: just these rows
 *
 * The search API's own row ("api search") is the results page's search without the page: the page is
 * judged against it (target: at least a quarter of its requests per second under 16 connections).
 */
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

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

/** Resident memory of the portal process in MB, from /proc (Linux), or null without --pid. */
function residentMegabytes() {
  if (!pid) return null;
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

let peakResident = residentMegabytes();
function load(pagePath, duration = seconds) {
  const sampler = setInterval(() => {
    peakResident = Math.max(peakResident ?? 0, residentMegabytes() ?? 0);
  }, 100);
  return new Promise((resolve, reject) => {
    autocannon({ url: base + pagePath, connections, duration }, (error, result) =>
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

console.log(`portal ${base}, ${seconds} s per page, ${connections} connection(s)\n`);
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
if (pid) console.log(`\nportal process ${pid}: peak resident memory ${peakResident?.toFixed(0)} MB`);
