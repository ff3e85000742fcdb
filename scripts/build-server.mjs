#!/usr/bin/env node
/**
 * Compiles the server for production (`npm run build`, decision 027): one ES module per entry in
 * apps/server/dist, with our own packages (@portal/*) bundled in and every npm package left as an
 * import, so the production process loads JavaScript only: no TypeScript compiler, loader or
 * type stripping. Development and tests run the TypeScript sources as they are.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const server = path.join(root, "apps", "server");

/** Bare imports of npm packages stay imports; only our workspace packages are compiled in. */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@portal/") ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: path.join(server, "src", "main.ts"),
    // Worker threads start from their own file (features/resumes/extraction-pool.ts names it).
    "extraction-worker": path.join(server, "src", "features", "resumes", "extraction-worker.ts"),
  },
  outdir: path.join(server, "dist"),
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  sourcemap: true,
  // Names stay readable in logs and stack traces; the size of a server file matters little.
  minify: false,
  chunkNames: "chunks/[name]-[hash]",
  plugins: [npmPackagesExternal],
  logLevel: "warning",
});
console.log(`Server compiled to apps/server/dist in ${Date.now() - started} ms`);
