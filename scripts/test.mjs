#!/usr/bin/env node
/**
 * `npm test`: every check the project has, fastest-failing first, ending with one summary line
 * ("N passed, N failed"). Options: --only <stage>[,<stage>], --skip <stage>[,<stage>].
 * Stages: typecheck, lint, boundaries (the import rules of .dependency-cruiser.cjs), tests (unit +
 * integration on real PostgreSQL), build, e2e (Chromium).
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureChromium } from "./chromium.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const resultsDir = path.join(root, ".tmp", "test-results");
fs.mkdirSync(resultsDir, { recursive: true });

function option(name) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? "").split(",").filter(Boolean) : null;
}
const only = option("only");
const skip = option("skip") ?? [];
const wanted = (stage) => (only ? only.includes(stage) : !skip.includes(stage));

function run(command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: options.cwd ?? root,
    stdio: "inherit",
    env: { ...process.env, ...options.env },
  });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** Like `run`, without waiting: the output is kept and returned, for commands run side by side. */
function runCaptured(command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("close", (code) =>
      resolve({ ok: code === 0, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
    );
  });
}

/** Runs `tasks` at most `limit` at a time; their results in order. */
async function inParallel(limit, tasks) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const TYPECHECK_PARALLELISM = 2;
/**
 * TypeScript 7's compiler, installed beside TypeScript 5 (whose library React Router's tools use) under
 * its own name: both packages call their command `tsc`, so it is run by its path.
 */
const NATIVE_TSC = path.join(root, "node_modules", "typescript-native", "bin", "tsc");

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Every failed test by file and name, repeated at the end: a long run's log is often read from its tail. */
const failedTests = [];

function vitest(stage, config) {
  const output = path.join(resultsDir, `${stage}.json`);
  fs.rmSync(output, { force: true });
  const result = run(process.execPath, [
    bin("vitest"),
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${output}`,
  ]);
  if (!fs.existsSync(output)) return { ok: false };
  const report = JSON.parse(fs.readFileSync(output, "utf8"));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const file of report.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failed) failedTests.push(`${path.relative(root, file.name)} > ${test.fullName}`);
    // A file that failed before any test ran (an import or a hook) has no failed test to name.
    if (file.status === "failed" && failed.length === 0) {
      failedTests.push(`${path.relative(root, file.name)}: ${(file.message ?? "").split("\n")[0]}`);
    }
  }
  return { ok: result.ok && (report.numFailedTests ?? 0) === 0 && (report.numTotalTests ?? 0) > 0 };
}

function check(command, args, options) {
  const result = run(command, args, options);
  if (result.ok) totals.passed += 1;
  else totals.failed += 1;
  return result;
}

const stages = [
  [
    "typecheck",
    async () => {
      const typegen = run(process.execPath, [bin("react-router"), "typegen"], {
        cwd: path.join(root, "apps", "web"),
      });
      if (!typegen.ok) return typegen;
      // The native compiler (TypeScript 7, decision 045): a project's check is several times faster
      // than TypeScript 5's. Two projects at a time, each one's output printed whole when it ends.
      const results = await inParallel(
        TYPECHECK_PARALLELISM,
        [
          "apps/web",
          "apps/server",
          "packages/db",
          "tests/e2e",
          "packages/resume-parser",
          "packages/domain",
          "packages/contracts",
          "apps/learning-provider",
        ].map((project) => async () => {
          const result = await runCaptured(process.execPath, [NATIVE_TSC, "--noEmit", "-p", project]);
          process.stdout.write(result.output);
          console.log(`tsc ${project}: ${result.ok ? "ok" : "FAILED"} in ${result.seconds} s`);
          if (result.ok) totals.passed += 1;
          else totals.failed += 1;
          return result.ok;
        }),
      );
      return { ok: results.every(Boolean) };
    },
  ],
  ["lint", () => check(process.execPath, [bin("biome"), "check", "--error-on-warnings", "."])],
  [
    "boundaries",
    () =>
      check(process.execPath, [
        bin("depcruise"),
        "packages",
        "apps",
        "tests",
        "bench",
        "scripts",
        "--config",
        ".dependency-cruiser.cjs",
        "--output-type",
        "err",
      ]),
  ],
  ["tests", () => vitest("tests", "vitest.config.ts")],
  ["build", () => check("npm", ["run", "build", "--silent"])],
  [
    "e2e",
    () => {
      const chromium = ensureChromium();
      if (!chromium.ok) {
        console.error(chromium.message);
        totals.failed += 1;
        return { ok: false };
      }
      return vitest("e2e", "tests/e2e/vitest.config.ts");
    },
  ],
];

// The runtime the whole run uses (npm puts the project's own Node, the `node` package, first on the PATH).
console.log(`Node.js ${process.version}`);
const started = Date.now();
for (const [stage, action] of stages) {
  if (!wanted(stage)) continue;
  console.log(`\n=== ${stage} ===`);
  const stageStarted = Date.now();
  const result = await action();
  const seconds = ((Date.now() - stageStarted) / 1000).toFixed(1);
  console.log(`=== ${stage}: ${result.ok ? "ok" : "FAILED"} in ${seconds} s ===`);
  if (!result.ok) failures.push(stage);
}

if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((name) => `  ${name}`).join("\n")}`);
console.log(
  `\nTotal time ${((Date.now() - started) / 1000).toFixed(0)} s.${failures.length ? ` Failed stages: ${failures.join(", ")}.` : ""}`,
);
// The summary line CI reads: checks (typecheck per project, lint, build) count as one test each.
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(failures.length === 0 && totals.failed === 0 ? 0 : 1);
