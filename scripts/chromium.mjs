/**
 * End-to-end tests drive Debian's Chromium. When it is missing and we run as root (CI, a fresh machine),
 * it is installed with apt; otherwise the tests stop with a message saying what to install.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return { ok: true };
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    return {
      ok: false,
      message: `Chromium was not found at ${CHROMIUM_PATH}. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
    };
  }
  console.log("Installing Chromium with apt-get (first run on this machine)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env })
      : update;
  if (install.status !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    return { ok: false, message: "Installing Chromium with apt-get failed; see the output above." };
  }
  return { ok: true };
}
