/** JSON API for job listings: thin transport over the job service. */
import { MAX_SEARCH_PAGE, SEARCH_PAGE_SIZE } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorEnvelopeSchema, successEnvelope } from "../../http/envelope";
import type { JobService } from "./service";

const jobSummarySchema = z.object({
  id: z.number().int(),
  siteId: z.string(),
  slug: z.string(),
  title: z.string(),
  companyName: z.string(),
  companySlug: z.string(),
  locations: z.array(z.string()),
  experienceMin: z.number().int(),
  experienceMax: z.number().int(),
  salaryMin: z.number().nullable(),
  salaryMax: z.number().nullable(),
  currencyCode: z.string(),
  salaryTerms: z.enum(["annual", "monthly"]),
  skills: z.array(z.string()),
  jobType: z.string(),
  workMode: z.string(),
  postedAt: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
});

const jobDetailSchema = jobSummarySchema.extend({
  descriptionHtml: z.string(),
  jobCode: z.string(),
  functionName: z.string(),
  roleName: z.string(),
  industryName: z.string(),
  employerType: z.string(),
  qualification: z.string(),
  states: z.array(z.string()),
  countryCode: z.string(),
});

export const jobSearchQuerySchema = z.object({
  query: z.string().trim().max(200).optional(),
  location: z.string().trim().max(100).optional(),
  experience: z.coerce.number().int().min(0).max(50).optional(),
  page: z.coerce.number().int().min(1).max(MAX_SEARCH_PAGE).default(1),
});

export function registerJobRoutes(app: FastifyInstance, jobs: JobService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/jobs/search",
    {
      schema: {
        tags: ["jobs"],
        summary: "Search open jobs on the request's site",
        querystring: jobSearchQuerySchema,
        response: {
          200: successEnvelope(
            z.object({
              total: z.number().int(),
              page: z.number().int(),
              pageSize: z.number().int(),
              jobs: z.array(jobSummarySchema),
            }),
          ),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { query, location, experience, page } = request.query;
      const result = await jobs.searchJobs({
        siteId: request.site.id,
        keywords: query,
        location,
        experienceYears: experience,
        page,
        pageSize: SEARCH_PAGE_SIZE,
      });
      return { success: true as const, data: result };
    },
  );

  api.get(
    "/api/jobs/:id",
    {
      schema: {
        tags: ["jobs"],
        summary: "One job of the request's site, including expired ones",
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
        response: {
          200: successEnvelope(jobDetailSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const job = await jobs.getJob(request.site.id, request.params.id);
      if (!job) throw new AppError("NOT_FOUND", "jobNotFound");
      return { success: true as const, data: job };
    },
  );
}
