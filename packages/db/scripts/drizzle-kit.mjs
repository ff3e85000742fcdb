// npm installed drizzle-orm under packages/db/node_modules only (it is not hoisted), while drizzle-kit
// sits in the root node_modules and looks for drizzle-orm beside itself. This runs drizzle-kit with
// drizzle-orm resolvable from here: NODE_PATH covers its require() calls, a resolve hook its import() calls.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = import.meta.url;
const hook = `export async function resolve(specifier, context, next) {
  if (/^drizzle-orm(\\/|$)/.test(specifier)) return next(specifier, { ...context, parentURL: ${JSON.stringify(here)} });
  return next(specifier, context);
}`;
const register = `import { register } from "node:module";
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;

const drizzleKitBin = fileURLToPath(new URL("../../../node_modules/drizzle-kit/bin.cjs", here));
const packageNodeModules = fileURLToPath(new URL("../node_modules", here));
const result = spawnSync(
  process.execPath,
  [
    "--import",
    `data:text/javascript,${encodeURIComponent(register)}`,
    drizzleKitBin,
    ...process.argv.slice(2),
  ],
  {
    cwd: fileURLToPath(new URL("..", here)),
    stdio: "inherit",
    env: { ...process.env, NODE_PATH: packageNodeModules },
  },
);
process.exit(result.status ?? 1);
