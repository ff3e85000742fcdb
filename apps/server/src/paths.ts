/**
 * Where the server finds the repository's folders (the web app's build, the default data folder),
 * found from this package's root through Node's module resolution rather than from a source file's
 * address: in production the server runs as one compiled bundle (apps/server/dist, decision 027),
 * where `import.meta.url` is the bundle's address.
 */
import { createRequire } from "node:module";
import path from "node:path";

export const SERVER_ROOT = path.dirname(
  createRequire(import.meta.url).resolve("@portal/server/package.json"),
);
export const REPOSITORY_ROOT = path.resolve(SERVER_ROOT, "..", "..");
export const WEB_ROOT = path.join(REPOSITORY_ROOT, "apps", "web");
