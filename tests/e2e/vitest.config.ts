/** Browser journeys: one portal server (production build) on a fresh seeded database, Debian's Chromium. */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "e2e",
    root: new URL(".", import.meta.url).pathname,
    include: ["**/*.e2e.ts"],
    globalSetup: ["./global-setup.ts"],
    setupFiles: ["./fresh-rate-limits.ts"],
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
    // One worker runs every file without reloading the test modules for each: the shared Chromium
    // (browser.ts) and the imports are set up once. Journeys keep no state in modules of their own.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
