/**
 * Spec §7's "suggested / recommended (list and single) / collaborative / network jobs" calls and the
 * "not interested" list as JSON routes: /api/seeker/… for seekers (route group), "also applied to" of a
 * job public like the job page. CSRF by the global hook; hides counted per seeker by the service.
 */

import {
  AppError,
  COLLABORATIVE_LIMIT,
  collaborativeJobSchema,
  errorReplies,
  explainedJobSchema,
  hiddenListSchema,
  networkJobSchema,
  RECOMMENDED_PAGE_SIZE,
  recommendedPageSchema,
  successEnvelope,
  suggestedJobSchema,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { RecommendationsService } from "./service.ts";

const VIEW_RECORD_LIMIT = { name: "job-views-user-15m", limit: 600, windowSeconds: 900 };

const errors = errorReplies(400, 401, 403, 404, 422, 429);

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const jobParams = z.object({ jobId: id });
const companyParams = z.object({ companyId: z.coerce.number().int().positive().max(2_147_483_647) });
const limitQuery = (fallback: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(50).default(fallback) });

export function registerRecommendationRoutes(
  app: FastifyInstance,
  recommendations: RecommendationsService,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["recommendations"];

  api.get(
    "/api/seeker/recommended-jobs",
    {
      schema: {
        tags,
        summary: "Recommended jobs: from the default profile, each with why (skills, designation, place…)",
        querystring: limitQuery(RECOMMENDED_PAGE_SIZE).extend({
          page: z.coerce.number().int().min(1).max(50).default(1),
        }),
        response: { 200: successEnvelope(recommendedPageSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recommendations.recommended(requireUser(request), {
        siteId: request.site.id,
        limit: request.query.limit,
        page: request.query.page,
      }),
    }),
  );

  api.get(
    "/api/seeker/recommended-jobs/:jobId",
    {
      schema: {
        tags,
        summary: "Recommended job (single): why one job fits the default profile",
        params: jobParams,
        response: {
          200: successEnvelope(explainedJobSchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const result = await recommendations.explain(
        requireUser(request),
        request.site.id,
        request.params.jobId,
      );
      if (!result) throw new AppError("NOT_FOUND", "jobNotFound");
      const { reasons, ...job } = result;
      return { success: true as const, data: { job, reasons } };
    },
  );

  api.get(
    "/api/seeker/suggested-jobs",
    {
      schema: {
        tags,
        summary:
          "Suggested jobs: from the seeker's recent searches and the jobs they opened, each naming its source",
        querystring: limitQuery(10),
        response: {
          200: successEnvelope(z.object({ jobs: z.array(suggestedJobSchema) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        jobs: await recommendations.suggested(requireUser(request), {
          siteId: request.site.id,
          limit: request.query.limit,
        }),
      },
    }),
  );

  api.get(
    "/api/jobs/:jobId/also-applied",
    {
      schema: {
        tags,
        summary:
          "Collaborative jobs: seekers who applied to this job also applied to these (a logged-in seeker's applied and hidden jobs left out)",
        params: jobParams,
        querystring: limitQuery(COLLABORATIVE_LIMIT),
        response: {
          200: successEnvelope(z.object({ jobs: z.array(collaborativeJobSchema) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        jobs: await recommendations.collaborative(request.params.jobId, {
          siteId: request.site.id,
          limit: request.query.limit,
          user: request.user,
        }),
      },
    }),
  );

  api.get(
    "/api/seeker/network-jobs",
    {
      schema: {
        tags,
        summary:
          "Network jobs: at companies where the seeker's former colleagues and classmates work now, and of companies whose recruiters viewed the profile",
        querystring: limitQuery(10),
        response: {
          200: successEnvelope(z.object({ jobs: z.array(networkJobSchema) })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        jobs: await recommendations.network(requireUser(request), {
          siteId: request.site.id,
          limit: request.query.limit,
        }),
      },
    }),
  );

  api.get(
    "/api/seeker/not-interested",
    {
      schema: {
        tags,
        summary: "Not interested: the jobs (of this site) and companies the seeker hid",
        response: { 200: successEnvelope(hiddenListSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await recommendations.hidden(requireUser(request), request.site.id),
    }),
  );

  const done = z.object({ jobId: z.number().optional(), companyId: z.number().optional() });

  api.put(
    "/api/seeker/not-interested/jobs/:jobId",
    {
      schema: {
        tags,
        summary: "Not interested in a job: hidden from recommendations and search results",
        params: jobParams,
        response: { 200: successEnvelope(done), ...errors },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      await recommendations.hideJob(requireUser(request), request.site.id, jobId);
      return { success: true as const, data: { jobId } };
    },
  );

  api.delete(
    "/api/seeker/not-interested/jobs/:jobId",
    {
      schema: {
        tags,
        summary: "Show a hidden job again",
        params: jobParams,
        response: { 200: successEnvelope(done), ...errors },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      await recommendations.unhideJob(requireUser(request), jobId);
      return { success: true as const, data: { jobId } };
    },
  );

  api.put(
    "/api/seeker/not-interested/jobs/:jobId/company",
    {
      schema: {
        tags,
        summary: "Not interested in the company of this job: all its jobs hidden",
        params: jobParams,
        response: { 200: successEnvelope(done), ...errors },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      const { companyId } = await recommendations.hideCompanyOfJob(
        requireUser(request),
        request.site.id,
        jobId,
      );
      return { success: true as const, data: { jobId, companyId } };
    },
  );

  api.put(
    "/api/seeker/not-interested/companies/:companyId",
    {
      schema: {
        tags,
        summary: "Not interested in a company: all its jobs hidden",
        params: companyParams,
        response: { 200: successEnvelope(done), ...errors },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      await recommendations.hideCompany(requireUser(request), companyId);
      return { success: true as const, data: { companyId } };
    },
  );

  api.delete(
    "/api/seeker/not-interested/companies/:companyId",
    {
      schema: {
        tags,
        summary: "Show a hidden company's jobs again",
        params: companyParams,
        response: { 200: successEnvelope(done), ...errors },
      },
    },
    async (request) => {
      const { companyId } = request.params;
      await recommendations.unhideCompany(requireUser(request), companyId);
      return { success: true as const, data: { companyId } };
    },
  );

  api.put(
    "/api/seeker/viewed-jobs/:jobId",
    {
      config: {
        rateLimits: [{ rule: VIEW_RECORD_LIMIT, subject: (request) => request.user?.id ?? request.ip }],
      },
      schema: {
        tags,
        summary:
          "Record that the seeker opened a job (apps; the job page records it itself), once per 30 minutes",
        params: jobParams,
        response: { 200: successEnvelope(z.object({ jobId: z.number() })), ...errors },
      },
    },
    async (request) => {
      const { jobId } = request.params;
      const user = requireUser(request);
      const outcomeOfView = await recommendations.recordView(user, request.site.id, jobId);
      if (!outcomeOfView) throw new AppError("NOT_FOUND", "jobNotFound");
      return { success: true as const, data: { jobId } };
    },
  );
}
