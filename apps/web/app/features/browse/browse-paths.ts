/**
 * Addresses of the browse pages. One scheme, read the way people say it:
 *
 *   /jobs                              index: popular skills, cities, companies, industries, functions
 *   /jobs/<skill>-jobs                 /jobs/java-jobs, /jobs/c-plus-plus-jobs
 *   /jobs/jobs-in-<city>               /jobs/jobs-in-bengaluru
 *   /jobs/<skill>-jobs-in-<city>       /jobs/java-jobs-in-bengaluru
 *   /jobs/company/<company slug>       the company's own slug (companies.slug)
 *   /jobs/industry/<industry slug>     slugs of the domain's taxonomy (INDUSTRIES)
 *   /jobs/function/<function slug>     slugs of the domain's taxonomy (JOB_FUNCTIONS)
 *
 * Each page has exactly one address: a request for another spelling is sent to it permanently, and a
 * slug that names nothing the site knows is a 404. The language prefix (/hi, /ar) goes in front.
 */
import { slugify } from "@portal/domain";
import { BROWSE_PATH } from "../search/paths.ts";

export { BROWSE_PATH };

/**
 * A slug for a skill or city. Symbols that make a skill ("C++", "C#", ".NET") become words, so C,
 * C++ and C# do not share an address.
 */
export function termSlug(text: string): string {
  return slugify(
    text
      .replace(/\+\+/g, " plus plus ")
      .replace(/\+/g, " plus ")
      .replace(/#/g, " sharp ")
      .replace(/(^|\s)\.(?=\w)/g, "$1dot "),
  );
}

export function skillPath(skill: string): string {
  return `${BROWSE_PATH}/${termSlug(skill)}-jobs`;
}

export function cityPath(city: string): string {
  return `${BROWSE_PATH}/jobs-in-${termSlug(city)}`;
}

export function skillCityPath(skill: string, city: string): string {
  return `${BROWSE_PATH}/${termSlug(skill)}-jobs-in-${termSlug(city)}`;
}

export function companyPath(slug: string): string {
  return `${BROWSE_PATH}/company/${slug}`;
}

/** A company's own page (profile, offices, newest jobs); companyPath lists all its jobs. */
export function companyPagePath(slug: string): string {
  return `/company/${slug}`;
}

export function industryPath(slug: string): string {
  return `${BROWSE_PATH}/industry/${slug}`;
}

export function functionPath(slug: string): string {
  return `${BROWSE_PATH}/function/${slug}`;
}

/** The skill and city slugs of a /jobs/<…> segment, or null when it follows none of the patterns. */
export function parseBrowseSegment(segment: string): { skill?: string; city?: string } | null {
  const slug = /^[\p{Ll}\p{Lo}\p{M}\p{N}]+(?:-[\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u.test(segment) ? segment : null;
  if (!slug) return null;
  if (slug.startsWith("jobs-in-")) return { city: slug.slice("jobs-in-".length) };
  const combined = /^(.+?)-jobs-in-(.+)$/.exec(slug);
  if (combined?.[1] && combined[2]) return { skill: combined[1], city: combined[2] };
  const skill = /^(.+)-jobs$/.exec(slug);
  return skill?.[1] ? { skill: skill[1] } : null;
}

/**
 * Each list's terms by slug, made once per list: the lists come from a cache and are asked on every
 * job and browse page (a job page asks for each of its skills), so slugifying them all per question
 * was a measurable part of those pages' time.
 */
const slugIndexes = new WeakMap<readonly { text: string }[], Map<string, { text: string }>>();

/** The term whose slug is `slug`, among terms the site knows (the first, if two share a slug). */
export function findBySlug<T extends { text: string }>(terms: readonly T[], slug: string): T | undefined {
  let index = slugIndexes.get(terms);
  if (!index) {
    index = new Map();
    for (const term of terms) {
      const key = termSlug(term.text);
      if (!index.has(key)) index.set(key, term);
    }
    slugIndexes.set(terms, index);
  }
  return index.get(slug) as T | undefined;
}
