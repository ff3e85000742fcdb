/**
 * Unit tests (pure code) and integration tests (real PostgreSQL: each test file gets its own database,
 * copied from one migrated and seeded template per run). Browser journeys have their own config in tests/e2e.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "packages/domain/src/**/*.test.ts",
            "packages/resume-parser/src/**/*.test.ts",
            "apps/web/app/**/*.test.{ts,tsx}",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["packages/db/src/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          globalSetup: ["packages/db/src/testing-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
