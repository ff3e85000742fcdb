/** zod schemas of the search API: what it accepts and replies, for validation, serialisation and OpenAPI. */
import {
  EXTRA_SEARCH_KEYS,
  FACET_NAMES,
  SEARCH_LIMITS,
  SEARCH_QUERY_KEYS,
  SORT_ORDERS,
  type SortOrder,
} from "@portal/domain";
import { z } from "zod";
import { jobSummarySchema } from "../jobs/routes.ts";
import {
  DEFAULT_POPULAR_LIMIT,
  DEFAULT_SUGGESTION_LIMIT,
  MAX_POPULAR_LIMIT,
  MAX_SUGGESTION_LIMIT,
} from "./suggestions.ts";

const listOrText = z.union([z.string(), z.array(z.string())]);

/**
 * Documents the spec §3 keys (and experience, workModes, sort, page). The values are read by
 * parseSearchParams from the raw query string, so this schema only admits them.
 */
export const searchQuerySchema = z.object(
  Object.fromEntries([...SEARCH_QUERY_KEYS, ...EXTRA_SEARCH_KEYS].map((key) => [key, listOrText.optional()])),
);

const suggestionKindSchema = z.enum(["skill", "title", "company", "location"]);
const browseKindSchema = z.enum([
  "skill",
  "title",
  "company",
  "location",
  "function",
  "role",
  "industry",
  "qualification",
]);

const facetValueSchema = z.object({
  value: z.string(),
  label: z.string().optional(),
  count: z.number().int(),
  selected: z.boolean(),
});

export const searchResponseSchema = z.object({
  total: z.number().int(),
  totalIsCapped: z.boolean(),
  facetCountsAreEstimates: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  sort: z.enum(SORT_ORDERS as [SortOrder, ...SortOrder[]]),
  jobs: z.array(jobSummarySchema),
  facets: z.object(Object.fromEntries(FACET_NAMES.map((name) => [name, z.array(facetValueSchema)]))),
  understood: z.object({
    keywords: z.string(),
    location: z.string().optional(),
    experience: z.number().int().optional(),
  }),
  didYouMean: z.string().optional(),
  relaxations: z.array(
    z.object({
      reason: z.enum(["dropLocation", "dropExperience", "dropFilters", "fewerKeywords"]),
      search: z.string(),
      total: z.number().int(),
      totalIsCapped: z.boolean(),
    }),
  ),
});

export const suggestionsQuerySchema = z.object({
  prefix: z.string().trim().min(1).max(SEARCH_LIMITS.valueLength),
  kinds: z
    .union([suggestionKindSchema, z.array(suggestionKindSchema)])
    .optional()
    .transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
  limit: z.coerce.number().int().min(1).max(MAX_SUGGESTION_LIMIT).default(DEFAULT_SUGGESTION_LIMIT),
});

export const suggestionsSchema = z.array(z.object({ text: z.string(), kind: suggestionKindSchema }));

export const keywordsQuerySchema = z.object({
  query: z.string().trim().min(1).max(SEARCH_LIMITS.queryLength),
  limit: z.coerce.number().int().min(1).max(MAX_SUGGESTION_LIMIT).default(DEFAULT_SUGGESTION_LIMIT),
});

export const popularQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_POPULAR_LIMIT).default(DEFAULT_POPULAR_LIMIT),
});

export const browseQuerySchema = popularQuerySchema.extend({ kind: browseKindSchema });

export const popularTermsSchema = z.array(
  z.object({ text: z.string(), value: z.string(), kind: browseKindSchema, count: z.number().int() }),
);

const filterOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().optional(),
});
const rangeSchema = z.object({ id: z.string(), from: z.number(), to: z.number().nullable() });

export const masterDataSchema = z.object({
  functions: z.array(filterOptionSchema),
  roles: z.array(filterOptionSchema),
  industries: z.array(filterOptionSchema),
  qualifications: z.array(filterOptionSchema),
  jobTypes: z.array(filterOptionSchema),
  workModes: z.array(filterOptionSchema),
  employerTypes: z.array(filterOptionSchema),
  experienceRanges: z.array(rangeSchema),
  salaryRanges: z.array(rangeSchema),
  salaryCurrency: z.string(),
  salaryTerms: z.enum(["annual", "monthly"]),
  salaryUnit: z.enum(["lakh", "thousand", "million"]),
  freshnessDays: z.array(z.number().int()),
  sortOrders: z.array(z.enum(SORT_ORDERS as [SortOrder, ...SortOrder[]])),
});

export const sentenceQuerySchema = z.object({
  text: z.string().trim().min(1).max(SEARCH_LIMITS.queryLength),
});

export const understoodSchema = z.object({
  keywords: z.string(),
  location: z.string().optional(),
  experience: z.number().int().optional(),
  search: z.string(),
});

export const speechResultSchema = searchResponseSchema.extend({ search: z.string() });
