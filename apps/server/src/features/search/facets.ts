/**
 * Facet counts from the sample rows a search returns (search-sql.ts). When a sample holds every match
 * the counts are exact; when it holds only the newest ones they are scaled up to the total and
 * reported as estimates.
 */

import type { FacetValue } from "@portal/contracts";
import {
  type FacetName,
  INDUSTRIES,
  JOB_FUNCTIONS,
  JOB_ROLES,
  JOB_TYPES,
  type RangeBucket,
  type SearchRequest,
} from "@portal/domain";
import { FACET_VALUES_LIMIT, type ResolvedFilters } from "./search-sql.ts";

/** A sample of matching jobs as columns, as `sampleJson` (search-sql.ts) writes it. */
export interface SampleColumns {
  /** Seconds since 1970. */
  postedAt: number[];
  /** The cities of every job of the sample, one list. */
  cityIds: number[];
  companyId: number[];
  functionId: number[];
  roleId: number[];
  industryId: number[];
  jobType: number[];
  experienceMin: number[];
  experienceMax: number[];
  salaryMin: (number | null)[];
  salaryMax: (number | null)[];
}

export interface FacetBuckets {
  experience: readonly RangeBucket[];
  salary: readonly RangeBucket[];
  freshnessDays: readonly number[];
}

export interface FacetContext {
  request: SearchRequest;
  filters: ResolvedFilters;
  buckets: FacetBuckets;
  /** The search's total (exact or estimated). */
  total: number;
  now: Date;
  /** Names of `search_values` ids and of company ids found in the samples. */
  valueNames: ReadonlyMap<number, string>;
  companyNames: ReadonlyMap<number, string>;
}

export interface FacetSample {
  columns: SampleColumns;
  /** The sample holds only the newest matches (there are more). */
  isPartial: boolean;
  /** Counted over a search without this facet's own filter. */
  isOwnSample: boolean;
}

type TaxonomyFacet = "function" | "role" | "industry";

function byName(
  list: readonly { name: string; slug: string }[],
): ReadonlyMap<string, { name: string; slug: string }> {
  return new Map(list.map((entry) => [entry.name, entry]));
}

const TAXONOMY: Record<TaxonomyFacet, ReadonlyMap<string, { name: string; slug: string }>> = {
  function: byName(JOB_FUNCTIONS),
  role: byName(JOB_ROLES),
  industry: byName(INDUSTRIES),
};

const COLUMN = {
  company: "companyId",
  function: "functionId",
  role: "roleId",
  industry: "industryId",
  jobType: "jobType",
} as const satisfies Partial<Record<FacetName, keyof SampleColumns>>;

function overlaps(min: number | null, max: number | null, bucket: RangeBucket): boolean {
  if (min === null || max === null) return false;
  return max >= bucket.from && (bucket.to === null || min < bucket.to);
}

function countValues(values: readonly number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

function describe(
  facet: FacetName,
  id: number,
  context: FacetContext,
): { value: string; label?: string } | null {
  switch (facet) {
    case "location": {
      const name = context.valueNames.get(id);
      return name ? { value: name } : null;
    }
    case "company": {
      const name = context.companyNames.get(id);
      return name ? { value: name } : null;
    }
    case "jobType": {
      const type = JOB_TYPES[id - 1];
      return type ? { value: type.id, label: type.name } : null;
    }
    case "function":
    case "role":
    case "industry": {
      const name = context.valueNames.get(id);
      if (!name) return null;
      const entry = TAXONOMY[facet].get(name);
      return entry ? { value: entry.slug, label: entry.name } : { value: name };
    }
    default:
      return null;
  }
}

/**
 * The ids the request's own filters stand for: a value is selected when its id is one of them. The
 * names were resolved to ids once (resolve.ts), aliases included ("Bangalore" selects Bengaluru).
 */
function selectedIds(facet: FacetName, filters: ResolvedFilters): ReadonlySet<number> {
  switch (facet) {
    case "location":
      return new Set(filters.places?.cityIds ?? []);
    case "company":
      return new Set(filters.companyIds ?? []);
    case "jobType":
      return new Set(filters.jobTypes ?? []);
    case "function":
      return new Set(filters.functionIds ?? []);
    case "role":
      return new Set(filters.roleIds ?? []);
    case "industry":
      return new Set(filters.industryIds ?? []);
    default:
      return new Set();
  }
}

/**
 * One facet. `scale` turns sample counts into estimates: the total over the sample size for the
 * search's own candidates; for a facet counted without its own filter, the total over the sample
 * rows that have a selected value (the main search counted exactly those).
 */
export function countFacet(
  facet: FacetName,
  sample: FacetSample,
  context: FacetContext,
): { values: FacetValue[]; estimated: boolean } {
  const { request, total, now } = context;
  const { columns, isPartial, isOwnSample } = sample;
  const size = columns.postedAt.length;
  const plainScale = isPartial && !isOwnSample && size > 0 ? total / size : 1;

  if (facet === "experience" || facet === "salary") {
    const buckets = facet === "experience" ? context.buckets.experience : context.buckets.salary;
    const chosen = new Set(facet === "experience" ? request.experienceRanges : request.salaryRanges);
    const mins = facet === "experience" ? columns.experienceMin : columns.salaryMin;
    const maxes = facet === "experience" ? columns.experienceMax : columns.salaryMax;
    const values = buckets
      .map((bucket) => {
        let count = 0;
        for (let index = 0; index < size; index++) {
          if (overlaps(mins[index] ?? null, maxes[index] ?? null, bucket)) count++;
        }
        return { value: bucket.id, count: Math.round(count * plainScale), selected: chosen.has(bucket.id) };
      })
      .filter((value) => value.count > 0 || value.selected);
    return { values, estimated: isPartial };
  }

  if (facet === "freshness") {
    // The newest matches hold every match of a window that ends after the oldest of them; longer
    // windows are estimated from how many matches the covered stretch had per day.
    const nowSeconds = now.getTime() / 1000;
    const oldest = columns.postedAt.reduce((min, posted) => Math.min(min, posted), Number.POSITIVE_INFINITY);
    let estimated = false;
    const values = context.buckets.freshnessDays.map((days) => {
      const start = nowSeconds - days * 86_400;
      const exact = columns.postedAt.filter((posted) => posted >= start).length;
      const covered = !isPartial || oldest < start;
      let count = exact;
      if (!covered) {
        estimated = true;
        if (!isOwnSample && Number.isFinite(oldest)) {
          const coveredDays = Math.max((nowSeconds - oldest) / 86_400, 1 / 24);
          count = Math.min(total, Math.round((size * days) / coveredDays));
        }
      }
      return { value: String(days), count, selected: request.jobFreshness === days };
    });
    return { values, estimated };
  }

  const counts = countValues(
    facet === "location" ? columns.cityIds : columns[COLUMN[facet as keyof typeof COLUMN]],
  );
  // Hundreds of distinct values (companies, cities) per sample: one pass, no intermediate copies.
  const chosen = selectedIds(facet, context.filters);
  const described: { count: number; display: { value: string; label?: string }; selected: boolean }[] = [];
  for (const [id, count] of counts) {
    const display = describe(facet, id, context);
    if (display) described.push({ count, display, selected: chosen.has(id) });
  }
  let scale = plainScale;
  if (isPartial && isOwnSample) {
    const inSelected = described
      .filter((entry) => entry.selected)
      .reduce((sum, entry) => sum + entry.count, 0);
    scale = inSelected > 0 ? total / inSelected : 1;
  }
  const values = described
    // Ties in code-unit order: as stable as a collator's and several times cheaper over hundreds of values.
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.display.value < b.display.value ? -1 : a.display.value > b.display.value ? 1 : 0),
    )
    .slice(0, FACET_VALUES_LIMIT)
    .map((entry) => ({ ...entry.display, count: Math.round(entry.count * scale), selected: entry.selected }));
  return { values, estimated: isPartial };
}

/** The ids whose names the facets of these samples need. */
export function valueIdsOf(samples: readonly SampleColumns[]): number[] {
  const ids = new Set<number>();
  for (const columns of samples) {
    for (const city of columns.cityIds) ids.add(city);
    for (const list of [columns.functionId, columns.roleId, columns.industryId])
      for (const id of list) ids.add(id);
  }
  return [...ids];
}
