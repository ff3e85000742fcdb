/**
 * Where this package's files (migrations) and the repository's data folders are, found from the
 * package's root through Node's module resolution rather than from this source file's address: the
 * production server is compiled into one bundle (apps/server/dist), where `import.meta.url` is the
 * bundle's address and a path relative to it would point elsewhere.
 */
import { createRequire } from "node:module";
import path from "node:path";

export const PACKAGE_ROOT = path.dirname(createRequire(import.meta.url).resolve("@portal/db/package.json"));

/** The repository this package is part of (packages/db is two levels down). */
export const REPOSITORY_ROOT = path.resolve(PACKAGE_ROOT, "..", "..");
