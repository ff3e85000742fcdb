/**
 * The "saved searches" and "recent search" calls of spec §7 as JSON routes under /api/seeker/… (seekers
 * only, by route group; CSRF by the global hook; writes counted per seeker by the service). Another
 * seeker's saved search is not found (404).
 */

import {
  AppError,
  errorEnvelopeSchema,
  RECENT_SEARCH_LIMIT,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchRefusal,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { rateLimitedError } from "../../plugins/rate-limit.ts";
import { describeSearch, MAX_SEARCH_LENGTH, type SavedSearchesService } from "./service.ts";

const savedSearchSchema = z.object({
  id: z.number(),
  name: z.string(),
  search: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const recentSearchSchema = z.object({
  search: z.string(),
  query: z.string(),
  location: z.string(),
  searchedAt: z.string(),
});

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const searchField = z.string().max(MAX_SEARCH_LENGTH);
const nameField = z.string().max(SAVED_SEARCH_NAME_MAX * 2);
const emptyReply = successEnvelope(z.object({}));

/** A service's refusal as the API's error. */
export function refusalError(refusal: SavedSearchRefusal): AppError {
  switch (refusal.reason) {
    case "limit":
      return new AppError("UNPROCESSABLE", "savedSearchLimit", {
        details: [{ messageKey: "savedSearchLimit", params: { max: refusal.limit } }],
      });
    case "invalidSearch":
      return new AppError("VALIDATION", "savedSearchInvalid", {
        details: [{ field: "search", messageKey: "savedSearchInvalid" }],
      });
    case "invalidName":
      return new AppError("VALIDATION", "savedSearchNameInvalid", {
        details: [
          { field: "name", messageKey: "savedSearchNameInvalid", params: { max: SAVED_SEARCH_NAME_MAX } },
        ],
      });
    case "notFound":
      return new AppError("NOT_FOUND", "notFound");
    case "rateLimited":
      return rateLimitedError(refusal.retryAfterSeconds);
  }
}

export function registerSavedSearchRoutes(app: FastifyInstance, savedSearches: SavedSearchesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/seeker/saved-searches",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Saved searches: the seeker's saved searches on this site, most recently saved first",
        response: {
          200: successEnvelope(z.object({ savedSearches: z.array(savedSearchSchema), limit: z.number() })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        savedSearches: await savedSearches.list(requireUser(request).id, request.site.id),
        limit: SAVED_SEARCH_LIMIT,
      },
    }),
  );

  api.post(
    "/api/seeker/saved-searches",
    {
      schema: {
        tags: ["saved searches"],
        summary:
          "Save a search (a results query string); saving an equal search again renames it instead of adding one",
        body: z.object({ search: searchField, name: nameField.optional() }),
        response: {
          200: successEnvelope(z.object({ savedSearch: savedSearchSchema, isNew: z.boolean() })),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { search, name } = request.body;
      const described = describeSearch(search.replace(/^\?/, ""), request.site.id);
      const fallbackName = [described.query, described.location].filter(Boolean).join(" · ");
      const result = await savedSearches.save(user.id, request.site.id, {
        search,
        name: name?.trim() ? name : fallbackName || search,
      });
      if (!result.ok) throw refusalError(result);
      return { success: true as const, data: result.value };
    },
  );

  api.patch(
    "/api/seeker/saved-searches/:id",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Rename a saved search",
        params: idParams,
        body: z.object({ name: nameField }),
        response: { 200: successEnvelope(z.object({ savedSearch: savedSearchSchema })), ...errors },
      },
    },
    async (request) => {
      const result = await savedSearches.rename(
        requireUser(request).id,
        request.params.id,
        request.body.name,
      );
      if (!result.ok) throw refusalError(result);
      return { success: true as const, data: { savedSearch: result.value } };
    },
  );

  api.delete(
    "/api/seeker/saved-searches/:id",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Delete a saved search",
        params: idParams,
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      const result = await savedSearches.remove(requireUser(request).id, request.params.id);
      if (!result.ok) throw refusalError(result);
      return { success: true as const, data: {} };
    },
  );

  api.get(
    "/api/seeker/recent-searches",
    {
      schema: {
        tags: ["saved searches"],
        summary: `Recent search: the seeker's last ${RECENT_SEARCH_LIMIT} searches on this site, most recent first`,
        response: {
          200: successEnvelope(z.object({ recentSearches: z.array(recentSearchSchema) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: { recentSearches: await savedSearches.recentSearches(requireUser(request).id, request.site.id) },
    }),
  );

  api.post(
    "/api/seeker/recent-searches",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Remember a search the seeker ran elsewhere than the results page (which records its own)",
        body: z.object({ search: searchField }),
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const refused = await app.rateLimiter.hit(
        { name: "recent-search-user-15m", limit: 300, windowSeconds: 900 },
        user.id,
      );
      if (!refused.isAllowed) throw rateLimitedError(refused.retryAfterSeconds);
      await savedSearches.recordRecentSearch(user.id, request.site.id, request.body.search);
      return { success: true as const, data: {} };
    },
  );

  api.delete(
    "/api/seeker/recent-searches",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Clear the seeker's recent searches on this site",
        response: { 200: emptyReply, ...errors },
      },
    },
    async (request) => {
      const result = await savedSearches.clearRecentSearches(requireUser(request).id, request.site.id);
      if (!result.ok) throw refusalError(result);
      return { success: true as const, data: {} };
    },
  );
}
