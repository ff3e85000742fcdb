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

/**
 * Bare imports of npm packages stay imports, resolved at run time from apps/server, where npm installed
 * them; only our workspace packages, and a package installed for one of them alone (drizzle-orm lives
 * under packages/db), are compiled in.
 */
const npmPackagesExternal = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@portal/") || args.pluginData?.isProbe) return undefined;
      const fromServer = await builder.resolve(args.path, {
        kind: args.kind,
        resolveDir: server,
        pluginData: { isProbe: true },
      });
      return fromServer.errors.length === 0 ? { path: args.path, external: true } : undefined;
    });
  },
};

const started = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: path.join(server, "src", "main.ts"),
    // `npm run worker`: background workers without the web server (decision 035).
    worker: path.join(server, "src", "worker.ts"),
    // Worker threads start from their own file (features/resumes/extraction-pool.ts names it).
    "extraction-worker": path.join(server, "src", "features", "resumes", "extraction-worker.ts"),
  },
  outdir: path.join(server, "dist"),
  bundle: true,
  // Each entry is one self-contained file beside the other, so the pool finds its worker next to it.
  splitting: false,
  format: "esm",
  platform: "node",
  target: "node24",
  sourcemap: true,
  // Names stay readable in logs and stack traces; the size of a server file matters little.
  minify: false,
  plugins: [npmPackagesExternal],
  logLevel: "warning",
});
console.log(`Server compiled to apps/server/dist in ${Date.now() - started} ms`);
