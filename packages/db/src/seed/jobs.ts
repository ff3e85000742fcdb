/**
 * One generated job per index: every field derives from (seed, index) alone, so any slice of the
 * data set can be generated independently and always comes out the same.
 */

import type { JobStatus } from "@portal/domain";
import { type JobType, SITE_BY_ID, SITES, type SiteId, slugify, type WorkMode } from "@portal/domain";
import type { EmployerType } from "../schema.ts";
import { type Level, localiseSkill } from "./archetypes.ts";
import { type Catalogue, type CatalogueArchetype, type CatalogueTitle, SITE_SHARES } from "./catalogue.ts";
import type { SeedCompany } from "./companies.ts";
import { buildDescription } from "./description.ts";
import {
  EXPERIENCE_BY_LEVEL,
  FAMILY_PROFILES,
  LEVEL_PAY,
  roundSalary,
  SALARY_BASE,
  SITE_FAMILY_PAY,
  SITE_PERKS,
  TITLE_QUALIFICATIONS,
} from "./profiles.ts";
import {
  chance,
  pick,
  pickSome,
  type Random,
  randomFor,
  randomInt,
  WeightedTable,
  weightedPick,
} from "./random.ts";
import type { City } from "./shared-data.ts";

export interface SeedJob {
  id: number;
  siteId: SiteId;
  slug: string;
  title: string;
  companyId: number;
  companyName: string;
  descriptionHtml: string;
  locations: string[];
  states: string[];
  countryCode: string;
  experienceMin: number;
  experienceMax: number;
  salaryMin: number | null;
  salaryMax: number | null;
  currencyCode: string;
  salaryTerms: "annual" | "monthly";
  jobCode: string;
  skills: string[];
  functionName: string;
  roleName: string;
  industryName: string;
  jobType: JobType;
  workMode: WorkMode;
  employerType: EmployerType;
  qualification: string;
  status: JobStatus;
  postedAt: Date;
  expiresAt: Date;
}

export const JOB_STREAM = 2;
const CODE_STREAM = 3;

export const UNDISCLOSED_SALARY_SHARE = 0.15;
export const EXPIRED_SHARE = 0.05;
export const CLOSED_SHARE = 0.03;
const CONSULTANCY_JOB_SHARE = 0.12;
const POSTING_WINDOW_DAYS = 60;
const MIN_DURATION_DAYS = 30;
const MAX_DURATION_DAYS = 90;
const MAX_SKILLS = 10;
const MIN_SKILLS = 3;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** Generated job codes are 8 digits, so they never collide with the 7-digit fixed ones. */
const CODE_BASE = 10_000_000;
const CODE_SPACE = 90_000_000;
/** Coprime with CODE_SPACE (not divisible by 2, 3 or 5): index → code is a bijection. */
const CODE_STEP = 7_654_321;

export function jobCodeFor(seed: number, index: number): string {
  const offset = Math.floor(randomFor(seed, CODE_STREAM, 0)() * CODE_SPACE);
  return `JN-${CODE_BASE + ((index * CODE_STEP + offset) % CODE_SPACE)}`;
}

const LOCATION_COUNTS = [
  [1, 78],
  [2, 16],
  [3, 6],
] as const;

const JOB_TYPES_ENTRY: readonly (readonly [JobType, number])[] = [
  ["full-time", 80],
  ["internship", 10],
  ["contract", 4],
  ["part-time", 4],
  ["temporary", 2],
];
const JOB_TYPES_EXPERIENCED: readonly (readonly [JobType, number])[] = [
  ["full-time", 88],
  ["contract", 7],
  ["part-time", 3],
  ["temporary", 2],
];

const FALLBACK_SKILLS = ["Communication Skills", "MS Office", "Teamwork"];
const NO_PREFIX =
  /\b(Manager|Lead|Head|Chief|Director|Principal|Senior|Junior|Trainee|Associate|Supervisor|Intern)\b/;

/** Employers grouped the ways a job looks for one. */
export class CompanyPools {
  private readonly bySite = new Map<SiteId, SeedCompany[]>();
  private readonly bySiteAndIndustry = new Map<string, SeedCompany[]>();
  private readonly consultanciesBySite = new Map<SiteId, SeedCompany[]>();

  constructor(companies: readonly SeedCompany[]) {
    for (const company of companies) {
      push(this.bySite, company.siteId, company);
      if (company.employerType === "consultancy") push(this.consultanciesBySite, company.siteId, company);
      push(this.bySiteAndIndustry, `${company.siteId}:${company.industryName}`, company);
    }
    if (companies.length === 0) throw new Error("cannot place jobs without companies");
  }

  pick(random: Random, siteId: SiteId, industryName: string, wantsConsultancy: boolean): SeedCompany {
    const pool =
      (wantsConsultancy ? this.consultanciesBySite.get(siteId) : undefined) ??
      this.bySiteAndIndustry.get(`${siteId}:${industryName}`) ??
      this.bySite.get(siteId) ??
      [...this.bySite.values()].flat();
    return pick(random, pool);
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export interface JobContext {
  seed: number;
  now: Date;
  catalogue: Catalogue;
  pools: CompanyPools;
  /** Id of the job with index 0 (the fixed jobs come first). */
  firstId: number;
}

const siteTable = new WeightedTable(SITES.map((site) => [site.id, SITE_SHARES[site.id]] as const));
const industryTables = new WeakMap<CatalogueArchetype, WeightedTable<string>>();

function industryTable(archetype: CatalogueArchetype): WeightedTable<string> {
  let table = industryTables.get(archetype);
  if (!table) {
    // The typical industry first: weights 1, 1/2, 1/3…
    table = new WeightedTable(archetype.industries.map((name, rank) => [name, 1 / (rank + 1)] as const));
    industryTables.set(archetype, table);
  }
  return table;
}

export function generateJob(context: JobContext, index: number): SeedJob {
  const random = randomFor(context.seed, JOB_STREAM, index);
  const siteId = siteTable.draw(random);
  const site = SITE_BY_ID[siteId];
  const archetype = context.catalogue.archetypesBySite[siteId].draw(random);
  const profile = FAMILY_PROFILES[archetype.family];
  const baseTitle = archetype.titles.draw(random);
  const { title: seniorTitle, level } = decorateTitle(random, baseTitle, archetype.isIt);

  const suffixes = archetype.suffixes.filter((suffix) => !suffix.sites || suffix.sites.includes(siteId));
  const suffix =
    suffixes.length > 0 && chance(random, archetype.suffixChance) ? pick(random, suffixes) : undefined;
  const title = suffix ? `${seniorTitle}${suffix.text}` : seniorTitle;

  const targetIndustry = suffix?.industry ?? industryTable(archetype).draw(random);
  const company = context.pools.pick(random, siteId, targetIndustry, chance(random, CONSULTANCY_JOB_SHARE));
  const industryName = company.employerType === "consultancy" ? targetIndustry : company.industryName;

  const cityTable =
    context.catalogue.geography[siteId][
      archetype.isIt ? "itCities" : profile.cities === "office" ? "officeCities" : "localCities"
    ];
  const cities = drawCities(random, cityTable);
  const [experienceMin, experienceMax] = pick(random, EXPERIENCE_BY_LEVEL[level]);

  const isDisclosed = !chance(random, UNDISCLOSED_SALARY_SHARE);
  const payFactor = profile.payFactor * baseTitle.pay * (SITE_FAMILY_PAY[siteId]?.[archetype.family] ?? 1);
  const salaryMin = roundSalary(SALARY_BASE[siteId] * LEVEL_PAY[level] * payFactor * (0.8 + 0.4 * random()));
  const salaryMax = roundSalary(salaryMin * (1.25 + 0.45 * random()));

  const skills = chooseSkills(random, baseTitle, archetype, siteId);
  const qualification = chooseQualification(random, baseTitle.title, siteId, profile);
  const jobType = weightedPick(random, level === 0 ? JOB_TYPES_ENTRY : JOB_TYPES_EXPERIENCED);
  const workMode = weightedPick(random, profile.workModes);
  const { postedAt, expiresAt } = chooseDates(random, context.now);
  const status: JobStatus = chance(random, CLOSED_SHARE) ? "closed" : "open";
  const locations = cities.map((city) => city.name);

  return {
    id: context.firstId + index,
    siteId,
    slug: slugify(`${title} ${company.name} ${locations[0]}`),
    title,
    companyId: company.id,
    companyName: company.name,
    descriptionHtml: buildDescription(random, {
      title,
      companyName: company.name,
      locations,
      skills,
      experienceMin,
      experienceMax,
      qualification,
      workMode,
      siteId,
      duties: archetype.duties,
      intro: profile.intro,
      perks: SITE_PERKS[siteId],
    }),
    locations,
    states: [...new Set(cities.map((city) => city.state))],
    countryCode: (cities[0] as City).countryCode,
    experienceMin,
    experienceMax,
    salaryMin: isDisclosed ? salaryMin : null,
    salaryMax: isDisclosed ? salaryMax : null,
    currencyCode: site.currency,
    salaryTerms: site.salaryTerms,
    jobCode: jobCodeFor(context.seed, index),
    skills,
    functionName: archetype.functionName,
    roleName: baseTitle.roleName,
    industryName,
    jobType,
    workMode,
    employerType: company.employerType,
    qualification,
    status,
    postedAt,
    expiresAt,
  };
}

function decorateTitle(
  random: Random,
  title: CatalogueTitle,
  isIt: boolean,
): { title: string; level: Level } {
  if (title.isFromOnet || title.level !== 1 || NO_PREFIX.test(title.title)) {
    return { title: title.title, level: title.level };
  }
  const roll = random();
  if (roll < 0.16) {
    const prefix = pick(random, isIt ? ["Junior", "Associate", "Trainee"] : ["Junior", "Trainee"]);
    return { title: `${prefix} ${title.title}`, level: 0 };
  }
  if (roll < 0.4) return { title: `${pick(random, ["Senior", "Senior", "Sr."])} ${title.title}`, level: 2 };
  if (isIt && roll < 0.46)
    return { title: `${pick(random, ["Lead", "Principal"])} ${title.title}`, level: 3 };
  return { title: title.title, level: 1 };
}

function drawCities(random: Random, table: WeightedTable<City>): City[] {
  const first = table.draw(random);
  const wanted = weightedPick(random, LOCATION_COUNTS);
  const cities = [first];
  // Multi-city listings stay within one country: a Dubai job may add Sharjah, not Riyadh.
  for (let attempt = 0; cities.length < wanted && attempt < 12; attempt++) {
    const city = table.draw(random);
    if (city.countryCode === first.countryCode && !cities.includes(city)) cities.push(city);
  }
  return cities;
}

function chooseSkills(
  random: Random,
  title: CatalogueTitle,
  archetype: CatalogueArchetype,
  siteId: SiteId,
): string[] {
  const [defining, ...rest] = title.skills;
  const stack = [
    ...(defining ? [defining] : []),
    ...pickSome(random, rest, randomInt(random, 2, Math.min(5, Math.max(2, rest.length)))),
  ];
  const common = pickSome(random, archetype.skills, randomInt(random, 0, 2));
  const extra =
    archetype.extraSkills.length > 0 && chance(random, 0.3) ? [pick(random, archetype.extraSkills)] : [];
  const skills = new Map<string, string>();
  const add = (skill: string) => {
    const local = localiseSkill(skill, siteId);
    if (!skills.has(local.toLowerCase())) skills.set(local.toLowerCase(), local);
  };
  for (const skill of [...stack, ...common, ...extra]) add(skill);
  for (const skill of FALLBACK_SKILLS) if (skills.size < MIN_SKILLS) add(skill);
  return [...skills.values()].slice(0, MAX_SKILLS);
}

function chooseQualification(
  random: Random,
  title: string,
  siteId: SiteId,
  profile: { indianQualifications: readonly string[]; otherQualifications: readonly string[] },
): string {
  const specific = TITLE_QUALIFICATIONS.find(([pattern]) => pattern.test(title));
  if (specific) return pick(random, siteId === "india" ? specific[1] : specific[2]);
  return pick(random, siteId === "india" ? profile.indianQualifications : profile.otherQualifications);
}

function chooseDates(random: Random, now: Date): { postedAt: Date; expiresAt: Date } {
  const nowMs = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  if (chance(random, EXPIRED_SHARE)) {
    const ageDays = MIN_DURATION_DAYS + 1 + random() * (POSTING_WINDOW_DAYS - MIN_DURATION_DAYS - 1);
    const durationDays = randomInt(random, MIN_DURATION_DAYS, Math.floor(ageDays) - 1);
    const postedAt = nowMs - Math.round((ageDays * DAY_MS) / MINUTE_MS) * MINUTE_MS;
    return { postedAt: new Date(postedAt), expiresAt: new Date(postedAt + durationDays * DAY_MS) };
  }
  // Recent jobs outnumber old ones, as on any live portal.
  const ageDays = POSTING_WINDOW_DAYS * random() ** 1.3;
  const durationDays = randomInt(
    random,
    Math.max(MIN_DURATION_DAYS, Math.ceil(ageDays) + 1),
    MAX_DURATION_DAYS,
  );
  const postedAt = nowMs - Math.round((ageDays * DAY_MS) / MINUTE_MS) * MINUTE_MS;
  return { postedAt: new Date(postedAt), expiresAt: new Date(postedAt + durationDays * DAY_MS) };
}
