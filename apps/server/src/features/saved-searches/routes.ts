/**
 * The "saved searches" and "recent search" calls of spec §7 as JSON routes under /api/seeker/… (seekers
 * only, by route group; CSRF by the global hook; writes counted per seeker by the service). Another
 * seeker's saved search is not found (404).
 */

import {
  errorReplies,
  RECENT_SEARCH_LIMIT,
  rateLimitedError,
  recentSearchListSchema,
  recordRecentSearchBodySchema,
  renameSavedSearchBodySchema,
  SAVED_SEARCH_LIMIT,
  savedSearchDoneSchema,
  savedSearchListSchema,
  savedSearchReplySchema,
  savedSearchSavedSchema,
  saveSearchBodySchema,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { describeSearch, type SavedSearchesService } from "./service.ts";

const errors = errorReplies(400, 401, 403, 404, 422, 429);

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const doneReply = successEnvelope(savedSearchDoneSchema);

export function registerSavedSearchRoutes(app: FastifyInstance, savedSearches: SavedSearchesService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/seeker/saved-searches",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Saved searches: the seeker's saved searches on this site, most recently saved first",
        response: {
          200: successEnvelope(savedSearchListSchema),
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
        body: saveSearchBodySchema,
        response: { 200: successEnvelope(savedSearchSavedSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { search, name } = request.body;
      const described = describeSearch(search.replace(/^\?/, ""), request.site.id);
      const fallbackName = [described.query, described.location].filter(Boolean).join(" · ");
      const saved = await savedSearches.save(user.id, request.site.id, {
        search,
        name: name?.trim() ? name : fallbackName || search,
      });
      return { success: true as const, data: saved };
    },
  );

  api.patch(
    "/api/seeker/saved-searches/:id",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Rename a saved search",
        params: idParams,
        body: renameSavedSearchBodySchema,
        response: { 200: successEnvelope(savedSearchReplySchema), ...errors },
      },
    },
    async (request) => {
      const savedSearch = await savedSearches.rename(
        requireUser(request).id,
        request.params.id,
        request.body.name,
      );
      return { success: true as const, data: { savedSearch } };
    },
  );

  api.delete(
    "/api/seeker/saved-searches/:id",
    {
      schema: {
        tags: ["saved searches"],
        summary: "Delete a saved search",
        params: idParams,
        response: { 200: doneReply, ...errors },
      },
    },
    async (request) => {
      await savedSearches.remove(requireUser(request).id, request.params.id);
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
          200: successEnvelope(recentSearchListSchema),
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
        body: recordRecentSearchBodySchema,
        response: { 200: doneReply, ...errors },
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
        response: { 200: doneReply, ...errors },
      },
    },
    async (request) => {
      await savedSearches.clearRecentSearches(requireUser(request).id, request.site.id);
      return { success: true as const, data: {} };
    },
  );
}
