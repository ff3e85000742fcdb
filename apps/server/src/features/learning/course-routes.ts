/**
 * The learning provider's webhook (`POST /api/learning/webhooks`: the raw bytes, for the signature; its
 * signature is the authority, as with payment gateways) and the course calls of spec §7 that read the
 * catalogue (search, course list, course detail, bundles, bundles with courses), each saying when it
 * came from the cache because the provider did not answer; and a course or bundle into the cart.
 */
import {
  type CoursesContract,
  cachedAnswerSchema,
  cartSchema,
  courseBundleSchema,
  courseSchema,
  errorEnvelopeSchema,
  errorReplies,
  successEnvelope,
} from "@portal/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { writingCartOwner } from "../storefront/index.ts";
import type { CourseService } from "./courses.ts";

const WEBHOOK_BODY_LIMIT = 16 * 1024;
const errors = errorReplies(400, 404, 503);
const cachedOf = <T extends z.ZodType>(value: T) => successEnvelope(cachedAnswerSchema(value));

export function registerCourseRoutes(
  app: FastifyInstance,
  courses: CourseService,
  options: { pages: Pick<CoursesContract, "addToCart" | "courses">; isHttps: boolean },
): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      "*",
      // Bytes, as the payment webhooks take them: the input guard reads a JSON body's texts from them.
      { parseAs: "buffer", bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/learning/webhooks",
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        config: { access: "public", isSignedLinkAction: true },
        schema: {
          tags: ["courses"],
          summary:
            "The learning provider's progress event (signed X-Learning-Signature); recorded once by its id",
          response: {
            200: successEnvelope(z.object({ recorded: z.boolean() })),
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
            413: errorEnvelopeSchema,
          },
        },
      },
      async (request) => {
        const signature = request.headers["x-learning-signature"];
        return {
          success: true as const,
          data: await courses.receiveWebhook(
            Buffer.isBuffer(request.body) ? request.body.toString("utf8") : "",
            typeof signature === "string" ? signature : undefined,
          ),
        };
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const course = courseSchema;
  api.get(
    "/api/courses",
    {
      schema: {
        tags: ["courses"],
        summary:
          "Course search and list (spec: search, course list): query, skill, level, language, duration, price, page",
        querystring: z.object({
          query: z.string().max(120).optional(),
          skill: z.string().max(120).optional(),
          level: z.enum(["beginner", "intermediate", "advanced"]).optional(),
          language: z.enum(["en", "hi", "ar"]).optional(),
          maxMinutes: z.coerce.number().int().min(1).max(10_000).optional(),
          /** In the site currency's minor units. */
          maxPriceMinor: z.coerce.number().int().min(0).max(1_000_000_000).optional(),
          page: z.coerce.number().int().min(1).max(100).optional(),
        }),
        response: {
          200: cachedOf(
            z.object({ items: z.array(course), total: z.number(), page: z.number(), pageSize: z.number() }),
          ),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await options.pages.courses(request.query, request.site.id),
    }),
  );
  api.get(
    "/api/courses/:id",
    {
      schema: {
        tags: ["courses"],
        summary: "One course (spec: course detail, preview video)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: cachedOf(course.nullable()), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await courses.course(request.params.id) }),
  );
  api.get(
    "/api/course-bundles",
    {
      schema: {
        tags: ["courses"],
        summary: "Bundles (spec: bundles)",
        response: {
          200: cachedOf(z.object({ items: z.array(courseBundleSchema), total: z.number() })),
          ...errors,
        },
      },
    },
    async () => ({ success: true as const, data: await courses.bundles() }),
  );
  api.get(
    "/api/course-bundles/:id",
    {
      schema: {
        tags: ["courses"],
        summary: "A bundle with its courses (spec: bundles with courses)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: cachedOf(courseBundleSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await courses.bundle(request.params.id) }),
  );

  // Buying (decision 051): the course or bundle goes into the cart at its price tier's plan, which the
  // server reads from the provider. Guests too: their cart joins their account's at login.
  for (const [kind, path] of [
    ["course", "/api/courses/:id/cart"],
    ["bundle", "/api/course-bundles/:id/cart"],
  ] as const)
    api.post(
      path,
      {
        schema: {
          tags: ["courses", "cart"],
          summary: `Add the ${kind} to the cart at its price on the site`,
          params: z.object({ id: z.string().max(100) }),
          response: { 200: successEnvelope(cartSchema), ...errorReplies(400, 403, 404, 409, 429, 503) },
        },
      },
      async (request, reply) => ({
        success: true as const,
        data: await options.pages.addToCart(
          writingCartOwner(request, reply, options.isHttps),
          request.site.id,
          kind,
          request.params.id,
        ),
      }),
    );
}
