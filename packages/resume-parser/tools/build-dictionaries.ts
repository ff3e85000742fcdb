/**
 * Builds the parser's compact reference files from the data beside the repository (../shared/data, or
 * PORTAL_SHARED_DATA): cities.tsv (GeoNames cities of the nine sites), skills.tsv (ESCO knowledge and
 * digital skills with their other labels, O*NET technology skills) and common-words.tsv (everyday
 * English words, from ESCO's and O*NET's descriptions), written into the package's data/. The outputs are
 * committed, so the server never needs the shared data at run time. Run again after the reference data
 * changes:
 *   npm run build-dictionaries -w @portal/resume-parser
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { dataFile, PACKAGE_ROOT } from "../src/data-files.ts";

// This package is packages/resume-parser; the shared data sits beside the repository.
const sharedData = process.env.PORTAL_SHARED_DATA
  ? path.resolve(process.env.PORTAL_SHARED_DATA)
  : path.resolve(PACKAGE_ROOT, "../../../shared/data");

function readCsv(relative: string, delimiter = ","): Record<string, string>[] {
  return parse(readFileSync(path.join(sharedData, relative), "utf8"), {
    columns: true,
    delimiter,
    relax_quotes: true,
  });
}

function plain(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[‘’ʻʼ`]/g, "'")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
    .trim();
}

/**
 * Tab-separated tables (names never hold tabs or "|"), read by src/dictionaries.ts: "#" lines for
 * the attribution, then the column names, then one row per line. Plain text keeps them small and out
 * of the code formatter's way.
 */
function writeTable(file: string, attribution: string[], columns: string[], rows: string[][]): void {
  if (rows.some((row) => row.some((cell) => /[\t\n]/.test(cell))))
    throw new Error(`${file}: a value holds a tab or a line break`);
  const lines = [
    ...attribution.map((line) => `# ${line}`),
    columns.join("\t"),
    ...rows.map((row) => row.join("\t")),
  ];
  writeFileSync(dataFile(file), `${lines.join("\n")}\n`);
}

// --- cities -----------------------------------------------------------------------------------------

/** GeoNames leaves a few first-level divisions empty or wrong (same fixes as the seed's). */
const STATE_OVERRIDES: Record<string, string> = {
  "VN:Ho Chi Minh City": "Ho Chi Minh City",
  "VN:Hanoi": "Hanoi",
  "SG:Singapore": "Singapore",
  "SG:Woodlands": "Singapore",
};

function buildCities(): void {
  const rows = readCsv("geo/cities.csv");
  const cities = rows
    .map((row) => {
      const name = plain(row.name ?? "");
      const country = row.country ?? "";
      const state = STATE_OVERRIDES[`${country}:${name}`] ?? plain(row.admin1_name ?? "");
      return [name, country, state.replace(/ Province$/, "") || name, Number(row.population)] as const;
    })
    .sort((a, b) => b[3] - a[3]);
  writeTable(
    "cities.tsv",
    ["Cities: GeoNames (geonames.org), CC BY 4.0. Names transliterated to plain Latin letters."],
    ["name", "countryCode", "state", "population"],
    cities.map((city) => city.map(String)),
  );
  console.log(`cities.tsv: ${cities.length} cities`);
}

// --- skills -----------------------------------------------------------------------------------------

/** O*NET examples that name a kind of software rather than a product ("Podcasting software"). */
const GENERIC_TOOL = /\b(software|systems?|databases?|programs?|applications?|tools?|packages?)$/i;
/** Vendors whose product names are usually written without them ("Apache Kafka" as "Kafka"). */
const VENDOR_PREFIX =
  /^(Microsoft|Apache|Oracle|Adobe|IBM|Amazon|Google|Atlassian|Autodesk|SAP|Salesforce|Intuit|Cisco|Red Hat|VMware|JetBrains)\s+/;

/** Marks an alias believed only inside a skills list. */
const LIST_ONLY = "~";

interface SkillEntry {
  name: string;
  aliases: Set<string>;
  /** Distinctive enough to be found anywhere in a resume, not only in a skills list. */
  scan: boolean;
  hot: boolean;
}

function words(text: string): number {
  return text.trim().split(/\s+/).length;
}

/** Words an acronym may skip ("SaaS" of "software as a service" keeps them; "PoC" of "proof of concept"). */
const MINOR_WORD = /^(?:of|for|and|the|to|in|on|a|an|&)$/i;

/**
 * An acronym of a name: its letters are the initials of the name's words, all of them or all but the
 * minor ones ("CRM" of "customer relationship management", "VoIP" of "Voice over Internet Protocol").
 * An acronym is another name of the concept, where ESCO's other capitalised labels of a generic concept
 * are examples of it.
 */
function isAcronymOf(acronym: string, name: string): boolean {
  if (!/^[A-Z][A-Za-z]*[A-Z]$/.test(acronym)) return false;
  const letters = acronym.toLowerCase();
  const nameWords = name.split(/[\s/-]+/).filter(Boolean);
  const initials = (list: string[]) => list.map((word) => word[0]?.toLowerCase() ?? "").join("");
  return (
    initials(nameWords) === letters ||
    initials(nameWords.filter((word) => !MINOR_WORD.test(word))) === letters
  );
}

/**
 * An O*NET name that spells its acronym out and then writes it: the acronym's letters are the initials
 * of the words just before it ("Advanced business application programming ABAP"). Vendors' product
 * names that end in capitals ("Adobe AIR", "Allscripts EHR") are not.
 */
function spelledOutAcronym(name: string): { acronym: string; words: string } | null {
  const match = name.match(/^(.+?)\s+([A-Z]{3,6})$/);
  const [words, acronym] = [match?.[1], match?.[2]];
  if (!words || !acronym) return null;
  const initials = words
    .split(/[\s-]+/)
    .filter((word) => word && !MINOR_WORD.test(word))
    .map((word) => word[0]?.toLowerCase() ?? "")
    .join("");
  return initials.endsWith(acronym.toLowerCase()) ? { acronym, words } : null;
}

/**
 * Common English words, taken from the prose of ESCO and O*NET (skill and occupation descriptions): a
 * one-word skill that is also one of these ("Access", "Word", "Project") is believed only inside a
 * skills list, and a line made only of them is not a person's name.
 */
function commonEnglishWords(): Set<string> {
  const counts = new Map<string, number>();
  const count = (text: string) => {
    for (const word of text.match(/\b[a-z][a-z-]+\b/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
  };
  for (const row of readCsv("taxonomy/esco-v1.1.1/skills_en.csv"))
    count(`${row.description ?? ""} ${row.definition ?? ""}`);
  for (const row of readCsv("taxonomy/esco-v1.1.1/occupations_en.csv"))
    count(`${row.description ?? ""} ${row.definition ?? ""}`);
  for (const row of readCsv("taxonomy/onet-29.2/Occupation Data.txt", "\t")) count(row.Description ?? "");
  return new Set([...counts.entries()].filter(([, seen]) => seen >= 3).map(([word]) => word));
}

function buildSkills(): void {
  const common = commonEnglishWords();
  const entries = new Map<string, SkillEntry>();
  const add = (name: string, aliases: string[], scan: boolean, hot = false) => {
    const key = name.toLowerCase();
    const entry = entries.get(key);
    if (entry) {
      for (const alias of aliases) entry.aliases.add(alias);
      entry.scan ||= scan;
      entry.hot ||= hot;
      return;
    }
    entries.set(key, { name, aliases: new Set(aliases), scan, hot });
  };

  // O*NET technology skills: product and language names.
  for (const row of readCsv("taxonomy/onet-29.2/Technology Skills.txt", "\t")) {
    const example = (row.Example ?? "").trim();
    // "Structured query language SQL", "Very high-speed integrated circuit VHSIC hardware description
    // language VHDL": a language spelled out, then its acronym. Resumes write the acronym, and a profile
    // shows it; the words are another name of it. It is believed only inside a skills list (in prose
    // three capitals name many things, "SIP", "ACES"), and one that is an everyday word ("ETC",
    // "FAST") keeps the whole name.
    const spelled = spelledOutAcronym(example);
    if (spelled && !common.has(spelled.acronym.toLowerCase())) {
      add(spelled.acronym, [spelled.words, example], false, row["Hot Technology"] === "Y");
      continue;
    }
    const name = example;
    if (!name || name.length > 60) continue;
    const generic = GENERIC_TOOL.test(name);
    const aliases: string[] = [];
    const withoutVendor = name.replace(VENDOR_PREFIX, "");
    // "Kafka" is a name anywhere; "Middleware" (from "IBM Middleware") only inside a skills list.
    const distinctive = /\s|\d|\p{Lu}.*\p{Lu}/u.test(withoutVendor);
    if (withoutVendor !== name && withoutVendor.length >= 2)
      aliases.push(distinctive ? withoutVendor : `${LIST_ONLY}${withoutVendor}`);
    // Resumes shorten Microsoft to MS ("MS Visio", "MS-SharePoint").
    if (name.startsWith("Microsoft ") && withoutVendor.length >= 2) aliases.push(`MS ${withoutVendor}`);
    // …and split run-together names ("Power Point", "Share Point", "Dream Weaver").
    const spaced = withoutVendor.replace(/(\p{Ll}{2,})(\p{Lu}\p{Ll}{2,})/gu, "$1 $2");
    if (spaced !== withoutVendor && /\s/.test(withoutVendor) === false) aliases.push(spaced);
    add(name, aliases, !generic, row["Hot Technology"] === "Y");
  }

  // ESCO digital skills collection: software, languages, methods.
  const digital = new Set<string>();
  for (const row of readCsv("taxonomy/esco-v1.1.1/digitalSkillsCollection_en.csv")) {
    digital.add(row.conceptUri ?? "");
  }

  // ESCO knowledge concepts and the digital skills, each with its alternative labels.
  for (const row of readCsv("taxonomy/esco-v1.1.1/skills_en.csv")) {
    const isDigital = digital.has(row.conceptUri ?? "");
    if (row.skillType !== "knowledge" && !isDigital) continue;
    const name = (row.preferredLabel ?? "").trim();
    if (!name || words(name) > 5) continue;
    const generic = name === name.toLowerCase();
    const aliases = (row.altLabels ?? "")
      .split("\n")
      .map((label) => label.trim())
      // A generic concept's capitalised labels are examples of it ("NetBeans" for "integrated
      // development environment software"), not other names of it.
      .filter(
        (label) =>
          label && words(label) <= 5 && !(generic && /^\p{Lu}/u.test(label) && !isAcronymOf(label, name)),
      );
    // Only names of things travel well outside a skills list ("Haskell"); ESCO's generic concepts
    // ("computer science", "use e-learning") are believed only inside a list.
    const scan = isDigital && row.skillType === "knowledge" && !generic && words(name) <= 3;
    add(name, aliases, scan);
  }

  const skills = [...entries.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => {
      const aliases = [...entry.aliases].filter((alias) => alias.toLowerCase() !== entry.name.toLowerCase());
      const flags = (entry.scan ? 1 : 0) | (entry.hot ? 2 : 0);
      return [entry.name, flags, aliases] as const;
    });

  const commonWords = [...common].sort();

  writeTable(
    "skills.tsv",
    [
      "Skills: ESCO v1.1.1, European Commission (ESCO, European Commission); reused with attribution.",
      "Technology skills: O*NET 29.2 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), CC BY 4.0; used in modified form (filtered).",
    ],
    [
      "name",
      "flags (1 = found anywhere, 2 = O*NET hot technology)",
      "aliases, | between (~ = only inside a list)",
    ],
    skills.map(([name, flags, aliases]) => [String(name), String(flags), (aliases ?? []).join("|")]),
  );
  writeTable(
    "common-words.tsv",
    [
      "Words of the descriptions of ESCO v1.1.1 (ESCO, European Commission) and O*NET 29.2 (USDOL/ETA, CC BY 4.0).",
    ],
    ["word"],
    commonWords.map((word) => [word]),
  );
  console.log(`skills.tsv: ${skills.length} skills; common-words.tsv: ${commonWords.length} words`);
}

buildCities();
buildSkills();
