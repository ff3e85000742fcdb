/**
 * End-to-end tests drive Debian's Chromium headless shell (package chromium-headless-shell, decision 044):
 * the same engine as Debian's chromium without the desktop browser around it, about half the CPU per page.
 * When it is missing and we run as root (CI, a fresh machine), it is installed with apt; otherwise the
 * tests stop with a message saying what to install. CHROMIUM_PATH names another build to use instead.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const PACKAGE = "chromium-headless-shell";

/** The browser the journeys launch (tests/e2e/browser.ts reads the same variable). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? HEADLESS_SHELL;

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return { ok: true };
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    return {
      ok: false,
      message: `Chromium was not found at ${CHROMIUM_PATH}. Install it (sudo apt-get install ${PACKAGE}) or set CHROMIUM_PATH to a Chromium or Chrome.`,
    };
  }
  console.log(`Installing ${PACKAGE} with apt-get (first run on this machine)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  const install =
    update.status === 0
      ? spawnSync("apt-get", ["install", "-y", "-qq", PACKAGE], { stdio: "inherit", env })
      : update;
  if (install.status !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    return { ok: false, message: `Installing ${PACKAGE} with apt-get failed; see the output above.` };
  }
  return { ok: true };
}
