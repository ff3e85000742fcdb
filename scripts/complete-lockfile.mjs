#!/usr/bin/env node
/**
 * Our registry serves only this platform's builds of packages that ship native binaries per platform
 * (biome, rollup, esbuild…): the others answer 404, so `npm install` leaves them out of the lock file,
 * and `npm ci` then refuses the lock as "Missing: … from lock file". This adds a stub entry for each
 * missing optional platform package, with the os/cpu/libc its name declares, so `npm ci` sees a complete
 * lock and skips those packages on this platform, exactly as it would with full entries.
 * Runs after every install (root "postinstall"); it changes nothing when the lock is already complete.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const lockPath = path.join(root, "package-lock.json");
if (!fs.existsSync(lockPath)) process.exit(0);
const lock = JSON.parse(fs.readFileSync(lockPath, "utf8"));

const OS_NAMES = [
  "android",
  "darwin",
  "win32",
  "linux",
  "freebsd",
  "openbsd",
  "netbsd",
  "sunos",
  "aix",
  "openharmony",
  "cygwin",
];
const CPU_NAMES = [
  "arm64",
  "x64",
  "ia32",
  "arm",
  "ppc64",
  "s390x",
  "riscv64",
  "loong64",
  "mips64el",
  "wasm32",
];

/** Platform fields from a name such as "@rollup/rollup-linux-x64-musl" or "@esbuild/darwin-arm64". */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => OS_NAMES.includes(part));
  const cpu = parts.find((part) => CPU_NAMES.includes(part)) ?? (parts.includes("arm") ? "arm" : undefined);
  if (!os && !cpu) return null;
  const platform = {};
  if (os) platform.os = [os === "win32" || os === "cygwin" ? "win32" : os];
  if (cpu) platform.cpu = [cpu === "wasm32" ? "wasm32" : cpu];
  if (parts.includes("musl")) platform.libc = ["musl"];
  else if (parts.includes("gnu") || (os === "linux" && name.includes("gnu"))) platform.libc = ["glibc"];
  return platform;
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages ?? {})) {
  for (const [dependency, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === "" ? "" : `${location}/`;
    const candidates = [`${base}node_modules/${dependency}`, `node_modules/${dependency}`];
    if (candidates.some((candidate) => lock.packages[candidate])) continue;
    const platform = platformOf(dependency);
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : null;
    if (!platform || !version) continue;
    lock.packages[`node_modules/${dependency}`] = { version, dev: entry.dev, optional: true, ...platform };
    if (!entry.dev) delete lock.packages[`node_modules/${dependency}`].dev;
    added += 1;
  }
}

if (added > 0) {
  fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`complete-lockfile: added ${added} platform package stub(s) to package-lock.json`);
}
