/**
 * Writes catalogue.json (committed) from the shared skills taxonomy (../shared/data/taxonomy beside the
 * repository, or $PORTAL_SHARED_DATA/taxonomy). Run again after the taxonomy or tools/catalogue-generator.ts
 * changes:
 *   npm run generate-catalogue -w @portal/learning-provider
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CATALOGUE_FILE } from "../src/catalogue.ts";
import { generateCatalogue } from "./catalogue-generator.ts";
import { readTaxonomy, sharedDataDir } from "./taxonomy.ts";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const catalogue = generateCatalogue(readTaxonomy());
const file = fileURLToPath(CATALOGUE_FILE);
writeFileSync(file, `${JSON.stringify(catalogue, null, 2)}\n`);
// The repository's formatter owns the file's layout, so `biome check` finds nothing to change.
const biome = spawnSync(
  process.execPath,
  [path.join(repositoryRoot, "node_modules", ".bin", "biome"), "format", "--write", file],
  { stdio: "inherit" },
);
if (biome.status !== 0) process.exitCode = 1;
console.log(
  `${path.relative(repositoryRoot, file)}: ${catalogue.courses.length} courses, ${catalogue.bundles.length} bundles, ${catalogue.skills.length} skills (from ${sharedDataDir()})`,
);
