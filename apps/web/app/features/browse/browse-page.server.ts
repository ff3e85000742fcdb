/**
 * What a browse page shows, worked out on the server: which skill, city, company, industry or
 * function the address names (or that it names nothing: 404), its open jobs from the search service,
 * and links to related browse pages taken from the same search's facets, so every link leads to jobs.
 */

import type { JobSummary, PopularTerm, PortalServices, SearchResponse } from "@portal/contracts";
import {
  INDUSTRIES,
  JOB_FUNCTIONS,
  type Language,
  nameIn,
  SEARCH_PAGE_SIZE,
  type SearchRequest,
  type SiteId,
  toSearchParams,
  translateName,
} from "@portal/domain";
import { RESULTS_PATH } from "../search/paths.ts";
import {
  cityPath,
  companyPath,
  findBySlug,
  functionPath,
  industryPath,
  parseBrowseSegment,
  skillCityPath,
  skillPath,
} from "./browse-paths.ts";
import { browseTerms } from "./browse-terms.server.ts";

export type BrowseKind = "segment" | "company" | "industry" | "function";

export type BrowseTarget =
  | { kind: "skill"; skill: string }
  | { kind: "city"; city: string }
  | { kind: "skillCity"; skill: string; city: string }
  | { kind: "company"; company: string; slug: string }
  | { kind: "industry"; industry: string; slug: string }
  | { kind: "function"; name: string; slug: string };

export type BrowseTitleKey =
  | "browse.skillTitle"
  | "browse.cityTitle"
  | "browse.skillCityTitle"
  | "browse.companyTitle"
  | "browse.industryTitle"
  | "browse.functionTitle";

export type RelatedHeadingKey =
  | "browse.skillInCities"
  | "browse.skillsInCity"
  | "browse.byCity"
  | "browse.bySkill"
  | "browse.byCompany"
  | "browse.byIndustry";

export interface RelatedLink {
  href: string;
  label: string;
  count?: number;
}

export interface RelatedSection {
  headingKey: RelatedHeadingKey;
  headingValues: Record<string, string>;
  links: RelatedLink[];
}

export interface BrowsePage {
  title: { key: BrowseTitleKey; values: Record<string, string> };
  path: string;
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
  jobs: JobSummary[];
  /** The same jobs on the results page, where every filter can narrow them. */
  resultsHref: string;
  related: RelatedSection[];
}

const RELATED_LINKS = 10;

type Services = Pick<PortalServices, "search" | "browse">;

/** The browse target an address names, or null (404). Names come from the site's own data. */
export async function resolveBrowseTarget(
  services: Services,
  siteId: SiteId,
  kind: BrowseKind,
  slug: string,
): Promise<BrowseTarget | null> {
  switch (kind) {
    case "company": {
      const company = await services.browse.findCompany(siteId, slug);
      return company ? { kind: "company", company: company.name, slug: company.slug } : null;
    }
    case "industry": {
      const industry = INDUSTRIES.find((entry) => entry.slug === slug);
      return industry ? { kind: "industry", industry: industry.name, slug: industry.slug } : null;
    }
    case "function": {
      const found = JOB_FUNCTIONS.find((entry) => entry.slug === slug);
      return found ? { kind: "function", name: found.name, slug: found.slug } : null;
    }
    case "segment": {
      const parts = parseBrowseSegment(slug);
      if (!parts) return null;
      const [skills, cities] = await Promise.all([
        parts.skill ? browseTerms(services.search, siteId, "skill") : [],
        parts.city ? browseTerms(services.search, siteId, "location") : [],
      ]);
      const skill = parts.skill ? findBySlug(skills, parts.skill)?.text : undefined;
      const city = parts.city ? findBySlug(cities, parts.city)?.text : undefined;
      if ((parts.skill && !skill) || (parts.city && !city)) return null;
      if (skill && city) return { kind: "skillCity", skill, city };
      if (skill) return { kind: "skill", skill };
      return city ? { kind: "city", city } : null;
    }
  }
}

export function browsePath(target: BrowseTarget): string {
  switch (target.kind) {
    case "skill":
      return skillPath(target.skill);
    case "city":
      return cityPath(target.city);
    case "skillCity":
      return skillCityPath(target.skill, target.city);
    case "company":
      return companyPath(target.slug);
    case "industry":
      return industryPath(target.slug);
    case "function":
      return functionPath(target.slug);
  }
}

/** The page's title; industries and functions are ours, so they are named in the page's language. */
export function browseTitle(target: BrowseTarget, language: Language = "en"): BrowsePage["title"] {
  switch (target.kind) {
    case "skill":
      return { key: "browse.skillTitle", values: { skill: target.skill } };
    case "city":
      return { key: "browse.cityTitle", values: { city: target.city } };
    case "skillCity":
      return { key: "browse.skillCityTitle", values: { skill: target.skill, city: target.city } };
    case "company":
      return { key: "browse.companyTitle", values: { company: target.company } };
    case "industry":
      return {
        key: "browse.industryTitle",
        values: { industry: translateName("industries", target.industry, language) },
      };
    case "function":
      return {
        key: "browse.functionTitle",
        values: { function: translateName("functions", target.name, language) },
      };
  }
}

/** The search a browse page stands for; newest first, since a browse list has no query to rank by. */
export function browseFilters(target: BrowseTarget): Partial<SearchRequest> {
  switch (target.kind) {
    case "skill":
      return { skills: [target.skill] };
    case "city":
      return { locations: [target.city] };
    case "skillCity":
      return { skills: [target.skill], locations: [target.city] };
    case "company":
      return { companies: [target.company] };
    case "industry":
      return { industries: [target.slug] };
    case "function":
      return { functions: [target.slug] };
  }
}

function isKnown(terms: readonly PopularTerm[], text: string): boolean {
  const folded = text.toLowerCase();
  return terms.some((term) => term.text.toLowerCase() === folded);
}

/** Skills the listed jobs ask for most, as a stand-in for a skill facet. */
export function commonSkills(jobs: readonly JobSummary[]): string[] {
  const counts = new Map<string, number>();
  for (const job of jobs) for (const skill of job.skills) counts.set(skill, (counts.get(skill) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([skill]) => skill);
}

async function relatedSections(
  services: Services,
  siteId: SiteId,
  target: BrowseTarget,
  response: SearchResponse,
  language: Language,
): Promise<RelatedSection[]> {
  const [skills, cities] = await Promise.all([
    browseTerms(services.search, siteId, "skill"),
    browseTerms(services.search, siteId, "location"),
  ]);
  const facetCities = response.facets.location
    .filter((value) => isKnown(cities, value.value))
    .filter((value) => !("city" in target) || value.value.toLowerCase() !== target.city.toLowerCase())
    .slice(0, RELATED_LINKS);
  const jobSkills = commonSkills(response.jobs)
    .filter((skill) => isKnown(skills, skill))
    .filter((skill) => !("skill" in target) || skill.toLowerCase() !== target.skill.toLowerCase())
    .slice(0, RELATED_LINKS);
  const sections: RelatedSection[] = [];

  if (target.kind === "skill" || target.kind === "skillCity") {
    sections.push({
      headingKey: "browse.skillInCities",
      headingValues: { skill: target.skill },
      links: facetCities.map((city) => ({
        href: skillCityPath(target.skill, city.value),
        label: city.value,
        count: city.count,
      })),
    });
  }
  if (target.kind === "city" || target.kind === "skillCity") {
    sections.push({
      headingKey: "browse.skillsInCity",
      headingValues: { city: target.city },
      links: jobSkills.map((skill) => ({ href: skillCityPath(skill, target.city), label: skill })),
    });
  }
  if (target.kind === "company" || target.kind === "industry" || target.kind === "function") {
    sections.push({
      headingKey: "browse.byCity",
      headingValues: {},
      links: facetCities.map((city) => ({
        href: cityPath(city.value),
        label: city.value,
        count: city.count,
      })),
    });
    sections.push({
      headingKey: "browse.bySkill",
      headingValues: {},
      links: jobSkills.map((skill) => ({ href: skillPath(skill), label: skill })),
    });
  }
  if (target.kind !== "company") {
    const companies = response.facets.company.slice(0, RELATED_LINKS);
    const slugs = await services.browse.companySlugs(companies.map((company) => company.value));
    sections.push({
      headingKey: "browse.byCompany",
      headingValues: {},
      links: companies.flatMap((company) => {
        const slug = slugs.get(company.value);
        return slug ? [{ href: companyPath(slug), label: company.value, count: company.count }] : [];
      }),
    });
  }
  if (target.kind !== "industry") {
    sections.push({
      headingKey: "browse.byIndustry",
      headingValues: {},
      links: response.facets.industry.slice(0, RELATED_LINKS).flatMap((industry) => {
        const entry = INDUSTRIES.find((candidate) => candidate.slug === industry.value);
        return entry
          ? [
              {
                href: industryPath(entry.slug),
                label: nameIn("industries", entry.id, language) ?? entry.name,
                count: industry.count,
              },
            ]
          : [];
      }),
    });
  }
  return sections.filter((section) => section.links.length > 0);
}

export async function loadBrowsePage(
  services: Services,
  siteId: SiteId,
  target: BrowseTarget,
  page: number,
  language: Language = "en",
): Promise<BrowsePage> {
  const filters = browseFilters(target);
  const request: SearchRequest = { siteId, ...filters, sort: "date", page, pageSize: SEARCH_PAGE_SIZE };
  const response = await services.search.searchJobs(request);
  return {
    title: browseTitle(target, language),
    path: browsePath(target),
    total: response.total,
    totalIsCapped: response.totalIsCapped,
    page: response.page,
    pageSize: response.pageSize,
    jobs: response.jobs,
    resultsHref: `${RESULTS_PATH}?${toSearchParams({ ...filters, sort: "date" }).toString()}`,
    related: await relatedSections(services, siteId, target, response, language),
  };
}

/** Sections whose links are cities. */
const CITY_SECTIONS: ReadonlySet<RelatedHeadingKey> = new Set(["browse.byCity", "browse.skillInCities"]);

/**
 * The page's cities in the page's language: its title, the related cities and the headings that
 * name a city. Paths keep the cities' own names.
 */
export function withPlaceNames(page: BrowsePage, placeName: (name: string) => string): BrowsePage {
  const cityIn = (values: Record<string, string>) =>
    values.city === undefined ? values : { ...values, city: placeName(values.city) };
  return {
    ...page,
    title: { ...page.title, values: cityIn(page.title.values) },
    related: page.related.map((section) => ({
      ...section,
      headingValues: cityIn(section.headingValues),
      links: CITY_SECTIONS.has(section.headingKey)
        ? section.links.map((link) => ({ ...link, label: placeName(link.label) }))
        : section.links,
    })),
  };
}
