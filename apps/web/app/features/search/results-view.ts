/**
 * Everything the results page shows around the job cards, worked out on the server from the search
 * request and the engine's answer: filter links with counts, removable chips, sort links, the
 * "Showing … " sentence, "Did you mean", broader searches. Every link is a URL written by the search
 * codec (`toSearchParams`), so the page needs no JavaScript and the browser bundle needs no codec.
 */

import type { FacetValue, SearchResponse } from "@portal/contracts";
import {
  EXPERIENCE_BUCKETS,
  type FacetName,
  INDUSTRIES,
  JOB_FUNCTIONS,
  JOB_ROLES,
  type Language,
  MAX_INDUSTRIES,
  nameIn,
  type RangeBucket,
  type SearchRequest,
  type Site,
  SORT_ORDERS,
  type SortOrder,
  salaryBuckets,
  toSearchParams,
  WORK_MODES,
} from "@portal/domain";
import type { I18n } from "../../i18n/i18n-context.tsx";
import type { MessagePart } from "../../i18n/translate.ts";
import { salaryText } from "../jobs/job-display.ts";
import { RESULTS_PATH } from "./search-form.tsx";

type Translate = I18n["t"];

/** The filter groups in the order the panel shows them. */
export const FILTER_GROUPS = [
  "location",
  "experience",
  "salary",
  "freshness",
  "workMode",
  "jobType",
  "function",
  "role",
  "industry",
  "company",
] as const satisfies readonly (FacetName | "workMode")[];
export type FilterGroupName = (typeof FILTER_GROUPS)[number];

/** Options listed before the rest fold under "More". */
export const VISIBLE_OPTIONS = 6;

export interface FilterOption {
  label: string;
  /** Null where the engine gives no count (work mode). */
  count: number | null;
  isSelected: boolean;
  /** Null when choosing it is not allowed (a third industry). */
  href: string | null;
  /** Names from job data (cities, companies) take their own direction inside RTL pages. */
  isData: boolean;
}

export interface FilterGroup {
  name: FilterGroupName;
  options: FilterOption[];
  /** A rule that limits this group, e.g. 'Maximum 2 industries.'. */
  noticeKey?: "spec.maxIndustries";
}

export interface AppliedFilter {
  label: string;
  removeHref: string;
  isData: boolean;
}

export interface SortLink {
  order: SortOrder;
  href: string;
  isCurrent: boolean;
}

export interface RelaxationLink {
  label: string;
  total: number;
  /** `total` is a lower bound. */
  isCapped: boolean;
  href: string;
}

export interface ResultsView {
  groups: FilterGroup[];
  /** Facet counts of very broad searches are estimated from a sample: shown as "about …". */
  countsAreEstimates: boolean;
  applied: AppliedFilter[];
  clearAllHref: string | null;
  sortLinks: SortLink[];
  /** The search as a query string without the page, for pagination links. */
  search: string;
  /** What the engine read into the words, cut at the words from the search (they keep their own direction). */
  understood: MessagePart[] | null;
  didYouMean: { text: string; href: string } | null;
  relaxations: RelaxationLink[];
}

type Request = Omit<SearchRequest, "siteId" | "pageSize">;

export function resultsHref(request: Partial<Request>): string {
  const query = toSearchParams({ ...request, page: request.page ?? 1 }).toString();
  return query ? `${RESULTS_PATH}?${query}` : RESULTS_PATH;
}

type ListField =
  | "locations"
  | "experienceRanges"
  | "salaryRanges"
  | "functions"
  | "roles"
  | "industries"
  | "companies"
  | "jobTypes"
  | "workModes";

const LIST_FIELD_OF: Record<Exclude<FilterGroupName, "freshness">, ListField> = {
  location: "locations",
  experience: "experienceRanges",
  salary: "salaryRanges",
  function: "functions",
  role: "roles",
  industry: "industries",
  company: "companies",
  jobType: "jobTypes",
  workMode: "workModes",
};

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function toggled(list: readonly string[] | undefined, value: string): string[] | undefined {
  const current = list ?? [];
  const next = current.some((item) => same(item, value))
    ? current.filter((item) => !same(item, value))
    : [...current, value];
  return next.length > 0 ? next : undefined;
}

/** A new search from the page's one with a change; back to page 1, since the results change. */
function changed(request: Request, change: Partial<Request>): string {
  return resultsHref({ ...request, ...change, page: 1 });
}

function bucketLabel(t: Translate, bucket: RangeBucket): string {
  return bucket.to === null
    ? t("filters.experienceFrom", { min: String(bucket.from) })
    : t("filters.experienceRange", { min: String(bucket.from), max: String(bucket.to) });
}

export interface LabelContext {
  t: Translate;
  parts: I18n["parts"];
  language: Language;
  locale: string;
  site: Pick<Site, "id" | "currency" | "salaryTerms">;
  /** A city's name in the page's language; cities are shown as stored without it. */
  placeName?: (name: string) => string;
}

function salaryBucketLabel({ t, locale, site }: LabelContext, id: string): string {
  const bucket = salaryBuckets(site).find((candidate) => candidate.id === id);
  if (!bucket) return id;
  const terms = { currencyCode: site.currency, salaryTerms: site.salaryTerms };
  if (bucket.to === null) {
    return t("filters.salaryFrom", {
      amount: salaryText(t, locale, { ...terms, salaryMin: bucket.from, salaryMax: null }),
    });
  }
  return salaryText(t, locale, { ...terms, salaryMin: bucket.from, salaryMax: bucket.to });
}

const TAXONOMY = {
  function: ["functions", JOB_FUNCTIONS],
  role: ["roles", JOB_ROLES],
  industry: ["industries", INDUSTRIES],
} as const;
type TaxonomyGroup = keyof typeof TAXONOMY;

function isTaxonomyGroup(group: FilterGroupName): group is TaxonomyGroup {
  return Object.hasOwn(TAXONOMY, group);
}

/** A function, role or industry of the taxonomy, by the slug the engine gives or the name a URL carries. */
function taxonomyEntry(group: TaxonomyGroup, value: string) {
  const entries = TAXONOMY[group][1] as readonly { id: number; name: string; slug: string }[];
  return entries.find((entry) => entry.slug === value.toLowerCase() || same(entry.name, value));
}

/** Our own names in the page's language; a value the taxonomy does not know is shown as it came. */
function taxonomyName(group: TaxonomyGroup, value: string, language: Language): string {
  const entry = taxonomyEntry(group, value);
  return entry ? (nameIn(TAXONOMY[group][0], entry.id, language) ?? entry.name) : value;
}

/** The words for a filter value, whether it came from a facet or only from the URL. */
export function filterLabel(context: LabelContext, group: FilterGroupName, value: string): string {
  const { t } = context;
  switch (group) {
    case "experience": {
      const bucket = EXPERIENCE_BUCKETS.find((candidate) => candidate.id === value);
      return bucket ? bucketLabel(t, bucket) : value;
    }
    case "salary":
      return salaryBucketLabel(context, value);
    case "freshness":
      return t("filters.freshness", { count: Number(value) });
    case "jobType":
      return t(`job.type.${value}` as "job.type.full-time");
    case "workMode":
      return t(`job.mode.${value}` as "job.mode.office");
    case "function":
    case "role":
    case "industry":
      return taxonomyName(group, value, context.language);
    case "location":
      return context.placeName?.(value) ?? value;
    default:
      return value;
  }
}

const IS_DATA_GROUP: ReadonlySet<FilterGroupName> = new Set(["location", "company"]);

/**
 * Whether a value's words come from job data, and so keep their own direction: cities and companies,
 * and functions, roles or industries the taxonomy does not name (old jobs may carry others).
 */
function isDataValue(group: FilterGroupName, value: string): boolean {
  if (isTaxonomyGroup(group)) return taxonomyEntry(group, value) === undefined;
  return IS_DATA_GROUP.has(group);
}

function facetGroup(
  context: LabelContext,
  request: Request,
  name: FilterGroupName,
  values: readonly FacetValue[],
): FilterGroup {
  if (name === "freshness") {
    return {
      name,
      options: values.map((value) => {
        const days = Number(value.value);
        return {
          label: filterLabel(context, name, value.value),
          count: value.count,
          isSelected: value.selected,
          href: changed(request, { jobFreshness: value.selected ? undefined : days }),
          isData: false,
        };
      }),
    };
  }
  const field = LIST_FIELD_OF[name];
  const chosen = request[field];
  const isIndustryFull = name === "industry" && (chosen?.length ?? 0) >= MAX_INDUSTRIES;
  return {
    name,
    options: values.map((value) => {
      const isData = isDataValue(name, value.value);
      return {
        // Names from job data come as the engine gives them; our own values are said in the page's language.
        label: (isData ? value.label : undefined) ?? filterLabel(context, name, value.value),
        count: value.count,
        isSelected: value.selected,
        href:
          isIndustryFull && !value.selected
            ? null
            : changed(request, { [field]: toggled(chosen, value.value) }),
        isData,
      };
    }),
    ...(name === "industry" ? { noticeKey: "spec.maxIndustries" as const } : {}),
  };
}

/** Work mode has no counted facet: its three values are offered as they are. */
function workModeValues(request: Request): FacetValue[] {
  return WORK_MODES.map((mode) => ({
    value: mode.id,
    count: -1,
    selected: (request.workModes ?? []).some((value) => same(value, mode.id)),
  }));
}

/** Selected values stay listed (with a count of 0) even when the facet no longer returns them. */
function withSelected(values: readonly FacetValue[], selected: readonly string[] | undefined): FacetValue[] {
  const missing = (selected ?? []).filter((value) => !values.some((facet) => same(facet.value, value)));
  return [...missing.map((value) => ({ value, count: 0, selected: true })), ...values];
}

function filterGroups(context: LabelContext, request: Request, response: SearchResponse): FilterGroup[] {
  return FILTER_GROUPS.map((name) => {
    if (name === "workMode") {
      const group = facetGroup(context, request, name, workModeValues(request));
      return { ...group, options: group.options.map((option) => ({ ...option, count: null })) };
    }
    const facet = response.facets[name] ?? [];
    const values =
      name === "freshness"
        ? facet
        : withSelected(facet, request[LIST_FIELD_OF[name]] as string[] | undefined);
    return facetGroup(context, request, name, values);
  }).filter((group) => group.options.length > 0);
}

type ChipField = Extract<
  keyof Request,
  ListField | "skills" | "designations" | "qualifications" | "employerTypes" | "jobStates" | "jobCountries"
>;

/** Every list a URL can carry, in chip order, with the filter group that words its values (if any). */
const CHIP_FIELDS: ReadonlyArray<[ChipField, FilterGroupName | null]> = [
  ["locations", "location"],
  ["skills", null],
  ["designations", null],
  ["experienceRanges", "experience"],
  ["salaryRanges", "salary"],
  ["workModes", "workMode"],
  ["jobTypes", "jobType"],
  ["functions", "function"],
  ["roles", "role"],
  ["industries", "industry"],
  ["companies", "company"],
  ["qualifications", null],
  ["employerTypes", null],
  ["jobStates", null],
  ["jobCountries", null],
];

function chipLabel(context: LabelContext, field: ChipField, group: FilterGroupName | null, value: string) {
  if (field === "employerTypes")
    return context.t(value === "consultancy" ? "filters.employer.consultancy" : "filters.employer.company");
  return group ? filterLabel(context, group, value) : value;
}

function appliedFilters(context: LabelContext, request: Request): AppliedFilter[] {
  const { t } = context;
  const applied: AppliedFilter[] = [];
  if (request.experience !== undefined) {
    applied.push({
      label:
        request.experience === 0
          ? t("filters.experienceFresher")
          : t("filters.experienceYears", { count: request.experience }),
      removeHref: changed(request, { experience: undefined }),
      isData: false,
    });
  }
  if (request.jobFreshness !== undefined) {
    applied.push({
      label: filterLabel(context, "freshness", String(request.jobFreshness)),
      removeHref: changed(request, { jobFreshness: undefined }),
      isData: false,
    });
  }
  for (const [field, group] of CHIP_FIELDS) {
    const values = request[field] ?? [];
    for (const value of values) {
      applied.push({
        label: chipLabel(context, field, group, value),
        removeHref: changed(request, { [field]: toggled(values, value) }),
        // Skills, designations, states… are words from job data, like cities and companies.
        isData: group === null ? field !== "employerTypes" : isDataValue(group, value),
      });
    }
  }
  return applied;
}

function understoodText(
  context: LabelContext,
  request: Request,
  response: SearchResponse,
): MessagePart[] | null {
  const { t, parts } = context;
  const { keywords, experience } = response.understood;
  const location =
    response.understood.location && filterLabel(context, "location", response.understood.location);
  const query = request.query?.trim() ?? "";
  const hasLocation = Boolean(location);
  const hasExperience = experience !== undefined;
  // Only worth saying when the engine read more into the words than the words themselves.
  if (!hasLocation && !hasExperience && (!keywords || same(keywords, query))) return null;
  const values = {
    keywords,
    location: location ?? "",
    experience: hasExperience
      ? experience === 0
        ? t("results.understoodFresher")
        : t("results.understoodYears", { count: experience as number })
      : "",
  };
  if (keywords && hasLocation && hasExperience) return parts("results.understoodAll", values);
  if (keywords && hasLocation) return parts("results.understoodKeywordsLocation", values);
  if (keywords && hasExperience) return parts("results.understoodKeywordsExperience", values);
  if (hasLocation && hasExperience) return parts("results.understoodLocationExperience", values);
  if (hasLocation) return parts("results.understoodLocation", values);
  if (hasExperience) return parts("results.understoodExperience", values);
  return keywords ? parts("results.understoodKeywords", values) : null;
}

export function buildResultsView(
  context: LabelContext,
  request: Request,
  response: SearchResponse,
): ResultsView {
  const { t } = context;
  const applied = appliedFilters(context, request);
  const withoutFilters = { query: request.query, sort: request.sort };
  return {
    groups: filterGroups(context, request, response),
    countsAreEstimates: response.facetCountsAreEstimates,
    applied,
    clearAllHref: applied.length > 0 ? changed(withoutFilters as Request, {}) : null,
    sortLinks: SORT_ORDERS.map((order) => ({
      order,
      href: changed(request, { sort: order }),
      isCurrent: request.sort === order,
    })),
    search: toSearchParams({ ...request, page: 1 }).toString(),
    understood: understoodText(context, request, response),
    didYouMean: response.didYouMean
      ? { text: response.didYouMean, href: changed(request, { query: response.didYouMean }) }
      : null,
    relaxations: response.relaxations.map((relaxation) => ({
      label: t(`results.relax.${relaxation.reason}`),
      total: relaxation.total,
      isCapped: relaxation.totalIsCapped,
      href: `${RESULTS_PATH}?${relaxation.search}`,
    })),
  };
}
