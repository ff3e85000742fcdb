/** Career advice over the API (spec: career article list and one article; the home page's highlight). */
import {
  AppError,
  type CareerAdviceContract,
  careerAdviceHighlightSchema,
  careerAdviceListSchema,
  careerArticleSchema,
  errorReplies,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";

const errors = errorReplies(404);

export function registerCareerAdviceRoutes(app: FastifyInstance, advice: CareerAdviceContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/career-advice",
    {
      schema: {
        tags: ["content"],
        summary:
          "The site's career advice articles in the request's language (none for Thailand, Vietnam, Indonesia)",
        response: { 200: successEnvelope(careerAdviceListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { articles: advice.list(request.site.id, request.language) },
    }),
  );
  api.get(
    "/api/career-advice/highlight",
    {
      schema: {
        tags: ["content"],
        summary:
          "The home page's career advice highlight: description and url with tracking parameters, or null",
        response: { 200: successEnvelope(z.object({ highlight: careerAdviceHighlightSchema.nullable() })) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { highlight: advice.highlight(request.site.id, request.language) },
    }),
  );
  api.get(
    "/api/career-advice/:slug",
    {
      schema: {
        tags: ["content"],
        summary: "One article of the site (image, title, content, url)",
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: successEnvelope(careerArticleSchema), ...errors },
      },
    },
    async (request) => {
      const article = advice.get(request.site.id, request.language, request.params.slug);
      if (!article) throw new AppError("NOT_FOUND", "notFound");
      return { success: true as const, data: article };
    },
  );
}
