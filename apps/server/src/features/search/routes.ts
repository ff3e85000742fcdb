/**
 * The search API: the job search of spec §3 and the search-suggestion calls of spec §7 (auto-fill,
 * suggested keywords, popular cities, top companies, browse jobs, master data, voice-search semantic,
 * speech result). Thin transport over the search service.
 */

import type { AccountUser } from "@portal/contracts";
import {
  AppError,
  browseQuerySchema,
  errorEnvelopeSchema,
  keywordsQuerySchema,
  popularQuerySchema,
  popularTermSchema,
  searchMasterDataSchema,
  searchQuerySchema,
  searchResponseSchema,
  sentenceQuerySchema,
  spokenSearchSchema,
  successEnvelope,
  suggestionSchema,
  suggestionsQuerySchema,
  understoodSearchSchema,
} from "@portal/contracts";
import {
  type HiddenFromSearch,
  parseSearchParams,
  SEARCH_PAGE_SIZE,
  type SearchRequest,
} from "@portal/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SearchService } from "./service.ts";

/** The raw query string, so repeated keys and comma lists reach the codec as they were sent. */
function rawParams(request: FastifyRequest): URLSearchParams {
  const question = request.url.indexOf("?");
  return new URLSearchParams(question === -1 ? "" : request.url.slice(question + 1));
}

/** Reads spec §3 keys into a request, or refuses with the spec's message in the request's language. */
function searchRequestFrom(request: FastifyRequest): SearchRequest {
  const { request: search, errors } = parseSearchParams(rawParams(request), request.site.id);
  if (errors.length > 0) {
    throw new AppError("VALIDATION", "validationFailed", {
      details: errors.map((error) => ({ field: error.field, messageKey: error.code, params: error.params })),
    });
  }
  return { ...search, pageSize: SEARCH_PAGE_SIZE };
}

const withErrors = { 400: errorEnvelopeSchema };

/**
 * The search reply is built by our own typed code and is the hottest response of the portal; checking
 * it against its schema again on the way out would cost more than the rest of the request in Node.
 * The schema still documents the reply (OpenAPI) and types the handler.
 */
const serializeAsIs = () => (data: unknown) => JSON.stringify(data);

export function registerSearchRoutes(
  app: FastifyInstance,
  search: SearchService,
  /** What a logged-in seeker is not interested in (features/recommendations), left out of their results. */
  hiddenFor?: (user: AccountUser) => Promise<HiddenFromSearch>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/jobs/search",
    {
      schema: {
        tags: ["search"],
        summary: "Search open jobs on the request's site (spec §3 query keys)",
        description:
          "Lists may repeat a key or use commas. `query` may be a sentence ('java jobs in pune for 3 years experience'): " +
          "a city and years found in it apply when `location` and `experience` are not given, and `understood` says how it was read.",
        querystring: searchQuerySchema,
        response: { 200: successEnvelope(searchResponseSchema), ...withErrors },
      },
      serializerCompiler: serializeAsIs,
    },
    async (request) => {
      const hidden = request.user?.role === "seeker" && hiddenFor ? await hiddenFor(request.user) : undefined;
      return {
        success: true as const,
        data: await search.searchJobs({ ...searchRequestFrom(request), hidden }),
      };
    },
  );

  api.get(
    "/api/search/suggestions",
    {
      schema: {
        tags: ["search"],
        summary:
          "Auto-fill: skills, titles, companies and cities for what has been typed, most popular first",
        querystring: suggestionsQuerySchema,
        response: { 200: successEnvelope(z.array(suggestionSchema)), ...withErrors },
      },
    },
    async (request) => {
      const { prefix, kinds, limit } = request.query;
      return { success: true as const, data: await search.suggest(request.site.id, prefix, kinds, limit) };
    },
  );

  api.get(
    "/api/search/keywords",
    {
      schema: {
        tags: ["search"],
        summary: "Suggested keywords: skills and titles that go with a query",
        querystring: keywordsQuerySchema,
        response: { 200: successEnvelope(z.array(suggestionSchema)), ...withErrors },
      },
    },
    async (request) => {
      const { query, limit } = request.query;
      return { success: true as const, data: await search.suggestedKeywords(request.site.id, query, limit) };
    },
  );

  api.get(
    "/api/search/popular-cities",
    {
      schema: {
        tags: ["search"],
        summary: "The site's cities with the most live jobs",
        querystring: popularQuerySchema,
        response: { 200: successEnvelope(z.array(popularTermSchema)), ...withErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await search.popular(request.site.id, "location", request.query.limit),
    }),
  );

  api.get(
    "/api/search/top-companies",
    {
      schema: {
        tags: ["search"],
        summary: "The site's companies with the most live jobs",
        querystring: popularQuerySchema,
        response: { 200: successEnvelope(z.array(popularTermSchema)), ...withErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await search.popular(request.site.id, "company", request.query.limit),
    }),
  );

  api.get(
    "/api/search/browse",
    {
      schema: {
        tags: ["search"],
        summary:
          "Browse jobs: the most used skills, titles, companies, cities, functions, roles, industries or qualifications",
        querystring: browseQuerySchema,
        response: { 200: successEnvelope(z.array(popularTermSchema)), ...withErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await search.popular(request.site.id, request.query.kind, request.query.limit),
    }),
  );

  api.get(
    "/api/search/master-data",
    {
      schema: {
        tags: ["search"],
        summary: "Filter lists of the site: functions, roles, industries, qualifications, job types, ranges",
        response: { 200: successEnvelope(searchMasterDataSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await search.masterData(request.site.id) }),
  );

  api.get(
    "/api/search/voice-semantic",
    {
      schema: {
        tags: ["search"],
        summary: "Reads a spoken or typed sentence as keywords, a city of the site and years of experience",
        querystring: sentenceQuerySchema,
        response: { 200: successEnvelope(understoodSearchSchema), ...withErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await search.understand(request.site.id, request.query.text),
    }),
  );

  api.get(
    "/api/search/speech-result",
    {
      schema: {
        tags: ["search"],
        summary: "Searches for a spoken sentence: its reading and the results",
        querystring: sentenceQuerySchema,
        response: { 200: successEnvelope(spokenSearchSchema), ...withErrors },
      },
    },
    async (request) => {
      const understood = await search.understand(request.site.id, request.query.text);
      const params = new URLSearchParams(understood.search);
      const parsed = parseSearchParams(params, request.site.id);
      if (parsed.errors.length > 0) {
        throw new AppError("VALIDATION", "validationFailed", {
          details: parsed.errors.map((error) => ({
            field: "text",
            messageKey: error.code,
            params: error.params,
          })),
        });
      }
      const result = await search.searchJobs(parsed.request);
      return { success: true as const, data: { ...result, search: understood.search } };
    },
  );
}
