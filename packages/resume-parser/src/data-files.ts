/**
 * Where the parser's data files (reference lists and learned models, `data/` in this package) are.
 * They are found from the package's root, resolved through Node's module resolution, and not from the
 * address of this source file: the production server is compiled into one bundle, where
 * `import.meta.url` is the bundle's address and a path relative to it would point nowhere. The tools
 * that write the lists and models write them here too.
 */
import { createRequire } from "node:module";
import path from "node:path";

export const PACKAGE_ROOT = path.dirname(
  createRequire(import.meta.url).resolve("@portal/resume-parser/package.json"),
);

/** A file of `data/` ("skills.tsv", "company-model.json"). */
export const dataFile = (name: string): string => path.join(PACKAGE_ROOT, "data", name);
