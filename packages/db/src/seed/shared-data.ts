/**
 * Readers for the reference data beside the repository (../shared/data). Only the columns and rows
 * the seed needs are kept, and each file is read once per process.
 *
 * Attribution of what is read here (see also ../../NOTICE):
 * - geo/cities.csv: GeoNames (geonames.org), CC BY 4.0.
 * - taxonomy/onet-29.2: O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training
 *   Administration (USDOL/ETA), CC BY 4.0. Used here in modified form (filtered and renamed).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { REPOSITORY_ROOT } from "../package-root.ts";

export function sharedDataDir(): string {
  const override = process.env.PORTAL_SHARED_DATA;
  if (override) return path.resolve(override);
  return path.join(REPOSITORY_ROOT, "..", "shared", "data");
}

export interface City {
  name: string;
  countryCode: string;
  state: string;
  population: number;
}

/** GeoNames leaves some first-level divisions empty or, for a few big Vietnamese cities, wrong. */
const STATE_OVERRIDES: Record<string, string> = {
  "VN:Ho Chi Minh City": "Ho Chi Minh City",
  "VN:Hanoi": "Hanoi",
  "SG:Singapore": "Singapore",
  "SG:Woodlands": "Singapore",
};

/** Portals print place names in plain Latin letters ("Haora", not "Hāora"). */
export function plainPlaceName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[‘’ʻʼ`]/g, "'")
    .trim();
}

let citiesPromise: Promise<City[]> | undefined;

export function loadCities(): Promise<City[]> {
  citiesPromise ??= (async () => {
    const file = path.join(sharedDataDir(), "geo", "cities.csv");
    const records: Record<string, string>[] = parse(await readFile(file, "utf8"), { columns: true });
    return records.map((record) => {
      const name = plainPlaceName(record.name ?? "");
      const countryCode = record.country ?? "";
      const state = STATE_OVERRIDES[`${countryCode}:${name}`] ?? plainPlaceName(record.admin1_name ?? "");
      return { name, countryCode, state: state || name, population: Number(record.population) };
    });
  })();
  return citiesPromise;
}

export interface OnetExtract {
  /** Alternate job titles per O*NET-SOC code. */
  titles: Map<string, string[]>;
  /** Technology skills flagged "Hot Technology" per O*NET-SOC code. */
  hotTechnologies: Map<string, string[]>;
}

const onetCache = new Map<string, Promise<OnetExtract>>();

/** Reads the alternate titles and hot technologies of the given occupations only. */
export function loadOnet(codes: readonly string[]): Promise<OnetExtract> {
  const key = [...new Set(codes)].sort().join(",");
  let cached = onetCache.get(key);
  if (!cached) {
    cached = readOnet(new Set(codes));
    onetCache.set(key, cached);
  }
  return cached;
}

async function readOnet(codes: Set<string>): Promise<OnetExtract> {
  const folder = path.join(sharedDataDir(), "taxonomy", "onet-29.2");
  const [titlesText, technologyText] = await Promise.all([
    readFile(path.join(folder, "Alternate Titles.txt"), "utf8"),
    readFile(path.join(folder, "Technology Skills.txt"), "utf8"),
  ]);
  const titles = new Map<string, string[]>();
  // Columns: O*NET-SOC Code, Alternate Title, Short Title, Source(s)
  for (const [code, title] of tabRows(titlesText, codes)) {
    if (code && title) append(titles, code, title);
  }
  const hotTechnologies = new Map<string, string[]>();
  // Columns: O*NET-SOC Code, Example, Commodity Code, Commodity Title, Hot Technology, In Demand
  for (const [code, example, , , isHot] of tabRows(technologyText, codes)) {
    if (code && example && isHot === "Y") append(hotTechnologies, code, example);
  }
  return { titles, hotTechnologies };
}

/** Rows of a tab-separated file whose first column is one of `codes`; the header never matches. */
function* tabRows(text: string, codes: Set<string>): Generator<string[]> {
  for (const line of text.split("\n")) {
    const tab = line.indexOf("\t");
    if (tab > 0 && codes.has(line.slice(0, tab))) yield line.replace(/\r$/, "").split("\t");
  }
}

function append(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
