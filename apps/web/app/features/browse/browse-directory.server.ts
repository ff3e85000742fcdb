/**
 * The browse pages a site offers: its most common skills, cities and companies, the industries and
 * functions that have jobs, and skills in the biggest cities. The index page lists them and the
 * browse sitemap gives them to search engines, so both always agree on what exists.
 */

import type { PortalServices } from "@portal/contracts";
import { INDUSTRIES, JOB_FUNCTIONS, type Language, nameIn, type SiteId } from "@portal/domain";
import {
  cityPath,
  companyPath,
  functionPath,
  industryPath,
  skillCityPath,
  skillPath,
} from "./browse-paths.ts";
import { browseTerms, siteFacets } from "./browse-terms.server.ts";

export interface DirectoryLink {
  href: string;
  label: string;
  count?: number;
}

export interface BrowseDirectory {
  skills: DirectoryLink[];
  cities: DirectoryLink[];
  companies: DirectoryLink[];
  industries: DirectoryLink[];
  functions: DirectoryLink[];
  /** "<skill> jobs in <city>" for the most common skills in the biggest cities. */
  skillsInCities: DirectoryLink[];
}

/** Combinations are only offered where both sides are common enough to have jobs together. */
export const COMBINED_SKILLS = 20;
export const COMBINED_CITIES = 10;

export async function browseDirectory(
  services: Pick<PortalServices, "search" | "browse">,
  siteId: SiteId,
  /** Industries and functions are ours, named in the page's language; the rest are words from jobs. */
  language: Language = "en",
): Promise<BrowseDirectory> {
  const [skills, cities, companies, facets] = await Promise.all([
    browseTerms(services.search, siteId, "skill"),
    browseTerms(services.search, siteId, "location"),
    browseTerms(services.search, siteId, "company"),
    siteFacets(services.search, siteId),
  ]);
  const slugs = await services.browse.companySlugs(companies.map((company) => company.text));
  return {
    skills: skills.map((skill) => ({ href: skillPath(skill.text), label: skill.text, count: skill.count })),
    cities: cities.map((city) => ({ href: cityPath(city.text), label: city.text, count: city.count })),
    companies: companies.flatMap((company) => {
      const slug = slugs.get(company.text);
      return slug ? [{ href: companyPath(slug), label: company.text, count: company.count }] : [];
    }),
    industries: facets.industries.flatMap((value) => {
      const entry = INDUSTRIES.find((industry) => industry.slug === value.value);
      return entry
        ? [
            {
              href: industryPath(entry.slug),
              label: nameIn("industries", entry.id, language) ?? entry.name,
              count: value.count,
            },
          ]
        : [];
    }),
    functions: facets.functions.flatMap((value) => {
      const entry = JOB_FUNCTIONS.find((candidate) => candidate.slug === value.value);
      return entry
        ? [
            {
              href: functionPath(entry.slug),
              label: nameIn("functions", entry.id, language) ?? entry.name,
              count: value.count,
            },
          ]
        : [];
    }),
    skillsInCities: skills.slice(0, COMBINED_SKILLS).flatMap((skill) =>
      cities.slice(0, COMBINED_CITIES).map((city) => ({
        href: skillCityPath(skill.text, city.text),
        label: `${skill.text} · ${city.text}`,
      })),
    ),
  };
}
