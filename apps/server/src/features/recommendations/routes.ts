/**
 * Spec §7's "suggested / recommended (list and single) / collaborative / network jobs" calls and the
 * "not interested" list as JSON routes: /api/seeker/… for seekers (route group), "also applied to" of a
 * job public like the job page. CSRF by the global hook; hides counted per seeker by the service.
 */

import {
  AppError,
  COLLABORATIVE_LIMIT,
  errorEnvelopeSchema,
  type HideResult,
  jobSummarySchema,
  RECOMMENDED_PAGE_SIZE,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { rateLimitedError } from "../../plugins/rate-limit.ts";
import type { RecommendationsService } from "./service.ts";

const VIEW_RECORD_LIMIT = { name: "job-views-user-15m", limit: 600, windowSeconds: 900 };

const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  422: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
};

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const jobParams = z.object({ jobId: id });
const companyParams = z.object({ companyId: z.coerce.number().int().positive().max(2_147_483_647) });
const limitQuery = (fallback: number) =>
  z.object({ limit: z.coerce.number().int().min(1).max(50).default(fallback) });

const recommendationReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("skills"), count: z.number(), skills: z.array(z.string()) }),
  z.object({ kind: z.literal("designation"), designation: z.string() }),
  z.object({ kind: z.literal("location"), city: z.string() }),
  z.object({ kind: z.literal("experience"), years: z.number() }),
  z.object({ kind: z.literal("salary") }),
  z.object({ kind: z.literal("jobType") }),
]);
const suggestionReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("search"), search: z.string(), query: z.string(), location: z.string() }),
  z.object({ kind: z.literal("viewed"), jobId: z.number(), title: z.string() }),
]);
const networkReasonSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("colleague"), company: z.string() }),
  z.object({ kind: z.literal("classmate"), company: z.string(), institute: z.string() }),
  z.object({ kind: z.literal("recruiterViewed"), company: z.string() }),
]);

const recommendedSchema = z.object({
  jobs: z.array(jobSummarySchema.extend({ reasons: z.array(recommendationReasonSchema) })),
  total: z.number(),
  basedOn: z.enum(["profile", "empty-profile"]),
});
const hiddenListSchema = z.object({
  jobs: z.array(z.object({ job: jobSummarySchema.nullable(), jobId: z.number(), hiddenAt: z.string() })),
  companies: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string(), hiddenAt: z.string() })),
});

function refusalError(refusal: Extract<HideResult, { ok: false }>): AppError {
  switch (refusal.reason) {
    case "limit":
      return new AppError("UNPROCESSABLE", "hiddenLimit", {
        details: [{ messageKey: "hiddenLimit", params: { max: refusal.limit } }],
      });
    case "notFound":
      return new AppError("NOT_FOUND", "notFound");
    case "rateLimited":
      return rateLimitedError(refusal.retryAfterSeconds);
  }
}

function outcome(result: HideResult) {
  if (!result.ok) throw refusalError(result);
  return result.value;
}

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
        response: { 200: successEnvelope(recommendedSchema), ...errors },
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
          200: successEnvelope(
            z.object({ job: jobSummarySchema, reasons: z.array(recommendationReasonSchema) }),
          ),
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
          200: successEnvelope(
            z.object({ jobs: z.array(jobSummarySchema.extend({ reason: suggestionReasonSchema })) }),
          ),
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
          200: successEnvelope(
            z.object({ jobs: z.array(jobSummarySchema.extend({ sharedApplicants: z.number() })) }),
          ),
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
          200: successEnvelope(
            z.object({ jobs: z.array(jobSummarySchema.extend({ reasons: z.array(networkReasonSchema) })) }),
          ),
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
      outcome(await recommendations.hideJob(requireUser(request), request.site.id, jobId));
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
      outcome(await recommendations.unhideJob(requireUser(request), jobId));
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
      const value = outcome(
        await recommendations.hideCompanyOfJob(requireUser(request), request.site.id, jobId),
      );
      return { success: true as const, data: { jobId, companyId: value.companyId } };
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
      outcome(await recommendations.hideCompany(requireUser(request), companyId));
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
      outcome(await recommendations.unhideCompany(requireUser(request), companyId));
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
