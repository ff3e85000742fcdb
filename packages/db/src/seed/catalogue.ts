/**
 * The seed's catalogue: archetypes resolved against @portal/domain's taxonomy and widened with
 * O*NET titles and hot technologies, plus per-site city tables from GeoNames. Built once per process.
 */
import {
  INDUSTRIES,
  JOB_FUNCTIONS,
  JOB_ROLES,
  type JobFunction,
  type JobRole,
  SITE_BY_ID,
  SITES,
  type SiteId,
} from "@portal/domain";
import { ARCHETYPES, type ArchetypeSpec, type Family, type Level, type SuffixSpec } from "./archetypes.ts";
import { WeightedTable } from "./random.ts";
import { type City, loadCities, loadOnet, type OnetExtract } from "./shared-data.ts";

export interface CatalogueTitle {
  title: string;
  roleName: string;
  level: Level;
  skills: readonly string[];
  /** Pay relative to the family's, title and archetype adjustments combined. */
  pay: number;
  /** Titles from O*NET get no seniority prefix or suffix: they are specific already. */
  isFromOnet: boolean;
}

export interface CatalogueArchetype {
  key: string;
  functionName: string;
  family: Family;
  isIt: boolean;
  industries: readonly string[];
  titles: WeightedTable<CatalogueTitle>;
  skills: readonly string[];
  /** O*NET hot technologies of the archetype's occupations, in portal spelling. */
  extraSkills: readonly string[];
  suffixes: readonly SuffixSpec[];
  suffixChance: number;
  duties: readonly string[];
}

export interface SiteGeography {
  /** For office jobs, which cluster in business hubs. */
  officeCities: WeightedTable<City>;
  /** For IT jobs, which cluster even more in technology hubs. */
  itCities: WeightedTable<City>;
  /** For everything else (nurses, teachers, shops), which follows where people live. */
  localCities: WeightedTable<City>;
}

export interface Catalogue {
  archetypes: readonly CatalogueArchetype[];
  archetypesBySite: Record<SiteId, WeightedTable<CatalogueArchetype>>;
  /** The weights behind `archetypesBySite`. */
  archetypeWeights: Record<SiteId, readonly (readonly [CatalogueArchetype, number])[]>;
  geography: Record<SiteId, SiteGeography>;
  /** All industry names in use, for companies. */
  industryNames: readonly string[];
}

/** Jobs per site, in percent: India about 40, the Gulf 15, the rest shared. */
export const SITE_SHARES: Record<SiteId, number> = {
  india: 40,
  gulf: 15,
  singapore: 8,
  malaysia: 7,
  philippines: 7,
  indonesia: 7,
  vietnam: 6,
  thailand: 5,
  hongkong: 5,
};

/** Most Gulf vacancies are in the Emirates; by population alone Saudi Arabia would dominate. */
const COUNTRY_SHARES: Partial<Record<SiteId, Record<string, number>>> = {
  gulf: { AE: 55, SA: 25, QA: 8, KW: 5, OM: 4, BH: 3 },
};

/** Cities with far more vacancies than their population suggests. */
const HUBS: Record<string, { office: number; it: number }> = {
  "IN:Bengaluru": { office: 3, it: 7 },
  "IN:Hyderabad": { office: 2.5, it: 5 },
  "IN:Pune": { office: 2, it: 4 },
  "IN:Chennai": { office: 1.8, it: 3 },
  "IN:Gurgaon": { office: 2, it: 3 },
  "IN:Noida": { office: 1.5, it: 3 },
  "IN:Mumbai": { office: 1.3, it: 0.7 },
  "IN:Delhi": { office: 0.8, it: 0.6 },
  "IN:Navi Mumbai": { office: 1.2, it: 1.2 },
  "IN:New Delhi": { office: 2, it: 1 },
  "IN:Kolkata": { office: 0.8, it: 0.7 },
  "IN:Ahmedabad": { office: 1, it: 0.8 },
  "IN:Cochin": { office: 1.5, it: 2 },
  "IN:Thiruvananthapuram": { office: 1.2, it: 2 },
  "PH:Makati City": { office: 4, it: 4 },
  "PH:Taguig": { office: 3, it: 4 },
  "PH:Pasig City": { office: 2, it: 2 },
  "PH:Cebu City": { office: 1.5, it: 2 },
  "PH:Manila": { office: 1.5, it: 1.2 },
  "MY:Kuala Lumpur": { office: 4, it: 4 },
  "MY:Petaling Jaya": { office: 2.5, it: 3 },
  "MY:Kota Bharu": { office: 0.3, it: 0.2 },
  "ID:Jakarta": { office: 3, it: 4 },
  "VN:Ho Chi Minh City": { office: 2, it: 2.5 },
  "VN:Hanoi": { office: 2, it: 2.5 },
  "TH:Bangkok": { office: 3, it: 4 },
  "AE:Dubai": { office: 2, it: 2.5 },
  "AE:Abu Dhabi": { office: 2, it: 1.5 },
  "SA:Riyadh": { office: 1.5, it: 1.5 },
  "HK:Hong Kong": { office: 3, it: 3 },
  "SG:Singapore": { office: 5, it: 5 },
};

/**
 * GeoNames counts the city proper; these satellite business districts draw jobs like a big city.
 * Figures are rough working populations, used only to weight the draw.
 */
const JOB_MARKET_POPULATION: Record<string, number> = {
  "IN:Gurgaon": 1_500_000,
  "IN:Noida": 1_000_000,
  "IN:New Delhi": 1_000_000,
  "PH:Makati City": 1_200_000,
  "PH:Taguig": 900_000,
  "MY:Petaling Jaya": 900_000,
};

/**
 * Above 1, big cities get more than their population share, as they do on real portals; office and
 * IT jobs concentrate far more than jobs that follow where people live.
 */
const CITY_SIZE_EXPONENTS = { it: 1.8, office: 1.5, local: 1.1 } as const;

/** A value for every site, typed as complete (Object.fromEntries cannot know that it is). */
export function perSite<T>(make: (siteId: SiteId) => T): Record<SiteId, T> {
  const values: Partial<Record<SiteId, T>> = {};
  for (const site of SITES) values[site.id] = make(site.id);
  return values as Record<SiteId, T>;
}

let cataloguePromise: Promise<Catalogue> | undefined;

export function loadCatalogue(): Promise<Catalogue> {
  cataloguePromise ??= buildCatalogue();
  return cataloguePromise;
}

async function buildCatalogue(): Promise<Catalogue> {
  const onetCodes = ARCHETYPES.flatMap((spec) => spec.onet?.codes ?? []);
  const [cities, onet] = await Promise.all([loadCities(), loadOnet(onetCodes)]);
  const archetypes = ARCHETYPES.map((spec) => resolveArchetype(spec, onet));
  const archetypeWeights = perSite((siteId) =>
    archetypes.map((archetype, index) => {
      const spec = ARCHETYPES[index] as ArchetypeSpec;
      return [archetype, spec.weight * (spec.siteBoost?.[siteId] ?? 1)] as const;
    }),
  );
  const archetypesBySite = perSite((siteId) => new WeightedTable(archetypeWeights[siteId]));
  const geography = perSite((siteId) => buildGeography(siteId, SITE_BY_ID[siteId].countries, cities));
  return {
    archetypes,
    archetypesBySite,
    archetypeWeights,
    geography,
    industryNames: INDUSTRIES.map((i) => i.name),
  };
}

function resolveArchetype(spec: ArchetypeSpec, onet: OnetExtract): CatalogueArchetype {
  const jobFunction = resolveFunction(spec.functionName);
  const roles = JOB_ROLES.filter((role) => role.functionId === jobFunction.id);
  const curated: [CatalogueTitle, number][] = spec.titles.map((title) => [
    {
      title: title.title,
      roleName: resolveRole(roles, title.role, title.title).name,
      level: title.level ?? 1,
      skills: title.skills ?? spec.skills,
      pay: (spec.pay ?? 1) * (title.pay ?? 1),
      isFromOnet: false,
    },
    title.weight ?? 1,
  ]);
  const curatedWeight = curated.reduce((sum, [, weight]) => sum + weight, 0);

  const onetTitles = spec.onet?.titlePattern ? onetTitlesFor(spec, onet, curated) : [];
  // O*NET adds variety, never the bulk: at most a fifth of the archetype's listings.
  const onetWeight = Math.min(0.2 * curatedWeight, onetTitles.length * 0.25);
  const weightedOnet = onetTitles.map(
    (title) => [title, onetWeight / onetTitles.length] as [CatalogueTitle, number],
  );

  const extraSkills = spec.onet?.useHotTechnologies
    ? unique(
        (spec.onet.codes ?? []).flatMap((code) => onet.hotTechnologies.get(code) ?? []),
        portalSkillName,
      ).filter((skill) => !(spec.isIt && NOT_IN_IT_LISTINGS.has(skill)))
    : [];

  return {
    key: spec.key,
    functionName: jobFunction.name,
    family: spec.family,
    isIt: spec.isIt ?? false,
    industries: spec.industries.map(resolveIndustryName),
    titles: new WeightedTable([...curated, ...weightedOnet]),
    skills: spec.skills,
    extraSkills,
    suffixes: (spec.suffixes ?? []).map((suffix) => ({
      ...suffix,
      industry: suffix.industry ? resolveIndustryName(suffix.industry) : undefined,
    })),
    suffixChance: spec.suffixChance ?? 0,
    duties: spec.duties,
  };
}

const ONET_TITLE_MAX_WORDS = 4;
/** Words that mark a title as American public service or otherwise foreign to these portals. */
const FOREIGN_TITLE_WORDS = /\b(County|City|State|Federal|District|Bursar|Army|Navy|Medicare|Medicaid)\b/;

function onetTitlesFor(
  spec: ArchetypeSpec,
  onet: OnetExtract,
  curated: readonly [CatalogueTitle, number][],
): CatalogueTitle[] {
  const pattern = spec.onet?.titlePattern;
  if (!pattern) return [];
  const taken = new Set(curated.map(([title]) => title.title.toLowerCase()));
  const titles: CatalogueTitle[] = [];
  for (const code of spec.onet?.codes ?? []) {
    for (const raw of onet.titles.get(code) ?? []) {
      const title = raw.trim();
      if (taken.has(title.toLowerCase())) continue;
      if (/[(),/]/.test(title) || title.split(" ").length > ONET_TITLE_MAX_WORDS) continue;
      if (FOREIGN_TITLE_WORDS.test(title) || !pattern.test(title)) continue;
      taken.add(title.toLowerCase());
      const closest = closestCurated(title, curated);
      titles.push({
        title,
        roleName: closest.roleName,
        level: 1,
        skills: closest.skills,
        pay: closest.pay,
        isFromOnet: true,
      });
    }
  }
  return titles;
}

/** The curated title sharing most words with `title` (ties and no overlap: the most frequent one). */
function closestCurated(title: string, curated: readonly [CatalogueTitle, number][]): CatalogueTitle {
  const words = new Set(title.toLowerCase().split(/\s+/));
  let best = curated[0] as [CatalogueTitle, number];
  let bestScore = -1;
  for (const entry of curated) {
    const overlap = entry[0].title
      .toLowerCase()
      .split(/\s+/)
      .filter((word) => words.has(word)).length;
    const score = overlap * 1000 + entry[1];
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best[0];
}

/*
 * The taxonomy belongs to @portal/domain and may be renamed there; the seed then degrades to the
 * closest name instead of failing, and its tests check that every name it writes exists.
 */
function resolveFunction(name: string): JobFunction {
  const exact = JOB_FUNCTIONS.find((candidate) => candidate.name === name);
  if (exact) return exact;
  const fallback = closestByWords(JOB_FUNCTIONS, name) ?? JOB_FUNCTIONS[0];
  if (!fallback) throw new Error("@portal/domain has no job functions");
  return fallback;
}

function resolveRole(roles: readonly JobRole[], name: string, title: string): JobRole {
  const exact = roles.find((role) => role.name === name);
  if (exact) return exact;
  const fallback = closestByWords(roles, title) ?? roles[0];
  if (!fallback) throw new Error(`no roles for the function of "${title}"`);
  return fallback;
}

function resolveIndustryName(name: string): string {
  if (INDUSTRIES.some((industry) => industry.name === name)) return name;
  const fallback = closestByWords(INDUSTRIES, name) ?? INDUSTRIES[0];
  if (!fallback) throw new Error("@portal/domain has no industries");
  return fallback.name;
}

function closestByWords<T extends { name: string }>(items: readonly T[], text: string): T | undefined {
  const words = new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .filter((word) => word.length > 2),
  );
  let best: T | undefined;
  let bestScore = 0;
  for (const item of items) {
    const score = item.name
      .toLowerCase()
      .split(/[^a-z0-9+#.]+/)
      .filter((word) => words.has(word)).length;
    if (score > bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

/** O*NET names products the way vendors do; job listings use the short, everyday spelling. */
const SKILL_ALIASES: Record<string, string | null> = {
  "Microsoft Excel": "MS Excel",
  "Microsoft Office software": "MS Office",
  "Microsoft Word": "MS Word",
  "Microsoft PowerPoint": "MS PowerPoint",
  "Microsoft Project": "MS Project",
  "Microsoft Access": "MS Access",
  "Oracle Java": "Java",
  "Oracle Database": "Oracle",
  "Oracle PL/SQL": "PL/SQL",
  "Google Angular": "Angular",
  "Google Android": "Android",
  "Apple iOS": "iOS",
  "Amazon Web Services AWS software": "AWS",
  "Amazon Web Services AWS CloudFormation": "CloudFormation",
  "Amazon Simple Storage Service S3": "AWS S3",
  "Amazon Elastic Compute Cloud EC2": "AWS EC2",
  "Red Hat Enterprise Linux": "RHEL",
  "Atlassian JIRA": "JIRA",
  "Jenkins CI": "Jenkins",
  "Hibernate ORM": "Hibernate",
  "Spring Framework": "Spring",
  "Eclipse IDE": "Eclipse",
  "IBM Terraform": "Terraform",
  "IBM SPSS Statistics": "SPSS",
  "The MathWorks MATLAB": "MATLAB",
  "Intuit QuickBooks": "QuickBooks",
  "Microsoft .NET Framework": ".NET Framework",
  "Microsoft Visual Basic for Applications VBA": "VBA",
  "Microsoft Azure software": "Azure",
  "Salesforce software": "Salesforce",
  "SAP software": "SAP",
  "Shell script": "Shell Scripting",
  "Apache Subversion SVN": "SVN",
  "Google Analytics": "Google Analytics",
  "Oracle Primavera Enterprise Project Portfolio Management": "Primavera P6",
  // Everyday tools rather than skills an employer would list.
  Facebook: null,
  TikTok: null,
  Zoom: null,
  Slack: null,
  "Microsoft Teams": null,
  "Cisco Webex": null,
  "Google Docs": null,
  "Google Sheets": null,
  "Google Workspace software": null,
  "Microsoft Outlook": null,
  "Microsoft Windows": null,
  "Apple macOS": null,
  "Adobe Acrobat": null,
  "Epic Systems": null,
  "MEDITECH software": null,
  "Kronos Workforce Timekeeper": null,
  "Yardi software": null,
  "eClinicalWorks EHR software": null,
  "Henry Schein Dentrix": null,
  "Eclipse Jersey": null,
  "Marketo Marketing Automation": null,
  "Microsoft Dynamics": null,
};

/** Design, CAD and GIS tools that O*NET lists for software occupations but IT listings here never ask for. */
const NOT_IN_IT_LISTINGS = new Set([
  "After Effects",
  "Creative Cloud",
  "Illustrator",
  "InDesign",
  "Photoshop",
  "AutoCAD",
  "AutoCAD Civil 3D",
  "Revit",
  "MicroStation",
  "ArcGIS",
  "SketchUp Pro",
  "Primavera P6",
]);

const VENDOR_PREFIX =
  /^(Microsoft|Apache|Atlassian|Adobe|Autodesk|Dassault Systemes|Amazon|IBM|Oracle|Trimble|Bentley|ESRI|Red Hat|Intuit|The MathWorks) /;

/** Everyday spelling of an O*NET technology name, or null when it is no skill worth listing. */
export function portalSkillName(example: string): string | null {
  if (Object.hasOwn(SKILL_ALIASES, example)) return SKILL_ALIASES[example] ?? null;
  let name = example.replace(/ software$/, "");
  const words = name.split(" ");
  const last = words[words.length - 1] ?? "";
  // "Structured query language SQL", "Microsoft SQL Server Reporting Services SSRS": the acronym is the
  // name, but only when it abbreviates the words before it ("Microsoft Power BI" stays "Power BI").
  if (words.length >= 3 && /^[A-Z][A-Z0-9]{1,5}$/.test(last) && isAcronymOf(last, words.slice(0, -1)))
    return last;
  name = name.replace(VENDOR_PREFIX, "");
  return name.length > 0 && name.length <= 30 ? name : null;
}

function isAcronymOf(acronym: string, words: readonly string[]): boolean {
  const initials = new Set(words.map((word) => word.charAt(0).toUpperCase()));
  const letters = [...acronym];
  const matched = letters.filter((letter) => initials.has(letter)).length;
  return initials.has(letters[0] ?? "") && matched * 2 >= letters.length;
}

function unique(values: readonly string[], rename: (value: string) => string | null): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const renamed = rename(value);
    if (renamed && !seen.has(renamed.toLowerCase())) seen.set(renamed.toLowerCase(), renamed);
  }
  return [...seen.values()];
}

function buildGeography(
  siteId: SiteId,
  countries: readonly string[],
  cities: readonly City[],
): SiteGeography {
  const siteCities = cities.filter((city) => countries.includes(city.countryCode) && city.population > 0);
  if (siteCities.length === 0)
    throw new Error(`no cities for site ${siteId} (countries ${countries.join(", ")})`);
  const countryShares = COUNTRY_SHARES[siteId];
  const hub = (city: City) => HUBS[`${city.countryCode}:${city.name}`];
  const table = (kind: keyof typeof CITY_SIZE_EXPONENTS) => {
    const boost = (city: City) => (kind === "local" ? 1 : (hub(city)?.[kind] ?? 1));
    const weights = siteCities.map((city) => {
      const population =
        kind === "local"
          ? city.population
          : (JOB_MARKET_POPULATION[`${city.countryCode}:${city.name}`] ?? city.population);
      return population ** CITY_SIZE_EXPONENTS[kind] * boost(city);
    });
    if (countryShares) {
      // Within a country cities keep their relative weights; each country gets its fixed share.
      const totals = new Map<string, number>();
      siteCities.forEach((city, index) => {
        totals.set(city.countryCode, (totals.get(city.countryCode) ?? 0) + (weights[index] as number));
      });
      siteCities.forEach((city, index) => {
        weights[index] =
          ((countryShares[city.countryCode] ?? 0) * (weights[index] as number)) /
          (totals.get(city.countryCode) ?? 1);
      });
    }
    return new WeightedTable(siteCities.map((city, index) => [city, weights[index] as number] as const));
  };
  return { officeCities: table("office"), itCities: table("it"), localCities: table("local") };
}
