/**
 * The skills, cities and companies that get browse pages: the most common ones of a site's live
 * jobs, from the search service. Browse pages, their index and the sitemap all ask for the same lists
 * on nearly every request, and the lists move slowly, so each process keeps them for a few minutes.
 * A stale list costs nothing worse than a link that appears a little late.
 */

import type { FacetValue, PopularTerm, SearchServiceContract, SuggestionKind } from "@portal/contracts";
import type { SiteId } from "@portal/domain";

export const BROWSE_TERM_LIMITS = {
  skill: 500,
  location: 200,
  company: 300,
  title: 0,
} as const satisfies Record<SuggestionKind, number>;

const TERMS_TTL_MS = 10 * 60_000;

interface Entry {
  expiresAt: number;
  terms: Promise<PopularTerm[]>;
}

const cache = new Map<string, Entry>();

export function browseTerms(
  search: Pick<SearchServiceContract, "popular">,
  siteId: SiteId,
  kind: "skill" | "location" | "company",
  now = Date.now(),
): Promise<PopularTerm[]> {
  const key = `${siteId}:${kind}`;
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.terms;
  const terms = search.popular(siteId, kind, BROWSE_TERM_LIMITS[kind]);
  cache.set(key, { expiresAt: now + TERMS_TTL_MS, terms });
  // A failed read is not kept: the next request tries again.
  terms.catch(() => {
    if (cache.get(key)?.terms === terms) cache.delete(key);
  });
  return terms;
}

export interface SiteFacets {
  industries: FacetValue[];
  functions: FacetValue[];
}

const facetCache = new Map<SiteId, { expiresAt: number; facets: Promise<SiteFacets> }>();

/** The industries and functions that have live jobs on a site, most jobs first (the engine's facets). */
export function siteFacets(
  search: Pick<SearchServiceContract, "searchJobs">,
  siteId: SiteId,
  now = Date.now(),
): Promise<SiteFacets> {
  const cached = facetCache.get(siteId);
  if (cached && cached.expiresAt > now) return cached.facets;
  const facets = search
    .searchJobs({ siteId, sort: "date", page: 1, pageSize: 1 })
    .then((response) => ({ industries: response.facets.industry, functions: response.facets.function }));
  facetCache.set(siteId, { expiresAt: now + TERMS_TTL_MS, facets });
  facets.catch(() => {
    if (facetCache.get(siteId)?.facets === facets) facetCache.delete(siteId);
  });
  return facets;
}
