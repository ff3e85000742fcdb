/** JSON API of companies: a company's page data and the site's top employers (spec §7 "top employers"). */

import {
  AppError,
  type CompaniesContract,
  companyProfileSchema,
  errorEnvelopeSchema,
  successEnvelope,
  TOP_EMPLOYERS_DEFAULT,
  TOP_EMPLOYERS_MAX,
  topEmployersSchema,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

export function registerCompanyRoutes(app: FastifyInstance, companies: CompaniesContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/companies/top",
    {
      schema: {
        tags: ["companies"],
        summary: "Top employers: the companies with the most open jobs on the request's site",
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(TOP_EMPLOYERS_MAX).default(TOP_EMPLOYERS_DEFAULT),
        }),
        response: { 200: successEnvelope(topEmployersSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { employers: await companies.topEmployers(request.site.id, request.query.limit) },
    }),
  );

  api.get(
    "/api/companies/:slug",
    {
      schema: {
        tags: ["companies"],
        summary: "A company's public page on the request's site: profile, places and newest open jobs",
        params: z.object({
          slug: z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            .max(200),
        }),
        response: {
          200: successEnvelope(companyProfileSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const profile = await companies.profile(request.site.id, request.params.slug);
      if (!profile) throw new AppError("NOT_FOUND", "companyNotFound");
      return { success: true as const, data: profile };
    },
  );
}
