/**
 * Reads the parts of the shared skills taxonomy the catalogue generator needs: ESCO v1.1.1's skills
 * (preferred label → concept URI) and O*NET 29.2's technology skills (name → commodity and the
 * occupations that use it). The taxonomy sits beside the repository in ../shared/data/taxonomy, or under
 * $PORTAL_SHARED_DATA/taxonomy.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "csv-parse/sync";

const REPOSITORY_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

export function sharedDataDir(): string {
  const override = process.env.PORTAL_SHARED_DATA;
  return override ? path.resolve(override) : path.resolve(REPOSITORY_ROOT, "..", "shared", "data");
}

export const ESCO_SKILLS_FILE = "taxonomy/esco-v1.1.1/skills_en.csv";
export const ONET_TECHNOLOGY_FILE = "taxonomy/onet-29.2/Technology Skills.txt";

export interface TechnologySkill {
  commodityCode: string;
  commodityTitle: string;
  /** O*NET-SOC codes of the occupations that list it. */
  occupations: Set<string>;
}

export interface Taxonomy {
  /** ESCO preferred label → concept URI (released concepts only). */
  esco: Map<string, string>;
  /** O*NET technology skill name (the "Example" column) → where it comes from. */
  technology: Map<string, TechnologySkill>;
}

/** Whether the shared taxonomy files are there to read (CI sets PORTAL_SHARED_DATA). */
export function hasTaxonomy(dataDir = sharedDataDir()): boolean {
  return (
    existsSync(path.join(dataDir, ESCO_SKILLS_FILE)) && existsSync(path.join(dataDir, ONET_TECHNOLOGY_FILE))
  );
}

export function readTaxonomy(dataDir = sharedDataDir()): Taxonomy {
  const escoRows: Record<string, string>[] = parse(
    readFileSync(path.join(dataDir, ESCO_SKILLS_FILE), "utf8"),
    {
      columns: true,
      relax_quotes: true,
    },
  );
  const esco = new Map<string, string>();
  for (const row of escoRows) {
    const label = (row.preferredLabel ?? "").trim();
    if (label && row.status === "released" && row.conceptUri) esco.set(label, row.conceptUri);
  }

  const technology = new Map<string, TechnologySkill>();
  const lines = readFileSync(path.join(dataDir, ONET_TECHNOLOGY_FILE), "utf8").split(/\r?\n/);
  for (const line of lines.slice(1)) {
    const [occupation, example, commodityCode, commodityTitle] = line.split("\t");
    if (!occupation || !example || !commodityCode || !commodityTitle) continue;
    const known = technology.get(example);
    if (known) known.occupations.add(occupation);
    else technology.set(example, { commodityCode, commodityTitle, occupations: new Set([occupation]) });
  }
  return { esco, technology };
}
