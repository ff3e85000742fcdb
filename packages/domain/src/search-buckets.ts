/**
 * The experience and salary ranges offered as search filters and facets. Filters and facet counts
 * read the same definitions, so a facet value can always be clicked and finds what it counted.
 *
 * A job's range [min, max] (both inclusive) falls in every bucket it overlaps: a 2–5 years job is in
 * "2-5" and in "5-10", because a seeker with 5 years fits it. Buckets are half-open: [from, to).
 */
import type { Site, SiteId } from "./sites.ts";

export interface RangeBucket {
  /** What travels in URLs (`experienceRanges=2-5`, `salaryRanges=3-6`); stable once published. */
  id: string;
  /** Inclusive lower bound, in years or in whole units of the site's currency. */
  from: number;
  /** Exclusive upper bound; null for the last, open-ended bucket. */
  to: number | null;
}

function bucketsFromEdges(edges: readonly number[], scale: number): RangeBucket[] {
  return edges.map((edge, index) => {
    const next = edges[index + 1];
    return {
      id: next === undefined ? `${edge}+` : `${edge}-${next}`,
      from: edge * scale,
      to: next === undefined ? null : next * scale,
    };
  });
}

/** Years of experience; the seed's ranges go up to 20 years, the spec's list up to 50. */
export const EXPERIENCE_BUCKETS: readonly RangeBucket[] = bucketsFromEdges([0, 2, 5, 10, 15, 20], 1);

export interface SalaryBucketScheme {
  /** Bucket ids are written in this unit: lakhs of rupees in India, thousands or millions elsewhere. */
  unit: "lakh" | "thousand" | "million";
  buckets: readonly RangeBucket[];
}

const UNIT_SIZE = { lakh: 100_000, thousand: 1_000, million: 1_000_000 } as const;

/**
 * Edges per site in the site's currency and salary terms (India quotes annual CTC in lakhs, the
 * others monthly pay), chosen so that the bulk of each market's pay spreads over the buckets.
 */
const SALARY_EDGES: Record<SiteId, { unit: SalaryBucketScheme["unit"]; edges: readonly number[] }> = {
  india: { unit: "lakh", edges: [0, 3, 6, 10, 15, 25, 50, 75, 100] },
  gulf: { unit: "thousand", edges: [0, 3, 5, 8, 12, 18, 25, 35, 50] },
  singapore: { unit: "thousand", edges: [0, 3, 4, 6, 8, 10, 15, 20] },
  thailand: { unit: "thousand", edges: [0, 20, 30, 50, 75, 100, 150] },
  philippines: { unit: "thousand", edges: [0, 20, 30, 50, 75, 100, 150] },
  vietnam: { unit: "million", edges: [0, 10, 20, 30, 50, 80] },
  malaysia: { unit: "thousand", edges: [0, 3, 5, 8, 12, 18, 25] },
  indonesia: { unit: "million", edges: [0, 5, 10, 15, 25, 40] },
  hongkong: { unit: "thousand", edges: [0, 15, 25, 40, 60, 80, 120] },
};

const SALARY_SCHEMES: Record<SiteId, SalaryBucketScheme> = Object.fromEntries(
  Object.entries(SALARY_EDGES).map(([siteId, { unit, edges }]) => [
    siteId,
    { unit, buckets: bucketsFromEdges(edges, UNIT_SIZE[unit]) },
  ]),
) as Record<string, SalaryBucketScheme>;

/** The salary ranges of a site, in its currency (`site.currency`) and terms (`site.salaryTerms`). */
export function salaryBuckets(site: Pick<Site, "id">): readonly RangeBucket[] {
  return SALARY_SCHEMES[site.id].buckets;
}

export function salaryBucketScheme(site: Pick<Site, "id">): SalaryBucketScheme {
  return SALARY_SCHEMES[site.id];
}

/** Whether a job's inclusive range [min, max] reaches into a bucket. */
export function rangeOverlapsBucket(min: number, max: number, bucket: RangeBucket): boolean {
  return max >= bucket.from && (bucket.to === null || min < bucket.to);
}

/** The ids of the buckets a job's range falls in, in bucket order. */
export function bucketsForRange(
  min: number | null,
  max: number | null,
  buckets: readonly RangeBucket[],
): string[] {
  if (min === null || max === null) return [];
  return buckets.filter((bucket) => rangeOverlapsBucket(min, max, bucket)).map((bucket) => bucket.id);
}
