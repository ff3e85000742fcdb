/** JSON API for one job listing: thin transport over the job service (searching is features/search). */

import { AppError, errorEnvelopeSchema, successEnvelope } from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { JobService } from "./service.ts";

export const jobSummarySchema = z.object({
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

export function registerJobRoutes(app: FastifyInstance, jobs: JobService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
