/**
 * Unit tests (pure code), the resume parser's tests (pure, but heavy), and integration tests (real
 * PostgreSQL: each test file gets its own database, copied from one migrated and seeded template per run). Browser journeys have their own config in tests/e2e.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, idle while
    // PostgreSQL answers. Many files spend their time waiting (on the queue's polling, a retry's delay,
    // a killed worker's jobs expiring), so three files at a time keep both cores busy: the stage took
    // 330 s against 362–385 s with two. Each file has its own database.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/domain/src/**/*.test.ts", "apps/web/app/**/*.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          // No database, but whole resumes and 300,000-character texts: more time per test on a busy machine.
          name: "resume-parser",
          include: ["packages/resume-parser/src/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // The learning provider alone (decision 050): in-process, no database; one test makes a real video.
          name: "learning-provider",
          include: ["apps/learning-provider/{src,tools}/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: "integration",
          include: ["packages/db/src/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          globalSetup: ["packages/db/src/testing-global-setup.ts"],
          // Files keep their worker's loaded modules (decision 039): each still makes its own database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
