/**
 * vitest globalSetup: one test PostgreSQL and template database per run, handed to test files
 * through `inject("adminUrl")` and `inject("templateDatabase")` (typed in ./testing.ts).
 */
import type { TestProject } from "vitest/node";
import { startTestPostgres } from "./testing.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = await startTestPostgres();
  project.provide("adminUrl", postgres.adminUrl);
  project.provide("templateDatabase", postgres.templateDatabase);
  return () => postgres.stop();
}
