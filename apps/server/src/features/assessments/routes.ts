/** Skill assessments over the API: the site's tests, starting one, saving answers, finishing. */
import {
  type AssessmentsContract,
  assessmentAttemptSchema,
  assessmentSummarySchema,
  errorReplies,
  successEnvelope,
} from "@portal/contracts";
import { ASSESSMENT_OPTIONS } from "@portal/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";

const errors = errorReplies(400, 401, 403, 404, 409, 429);
/** Far above a person choosing answers (ten questions, changing their mind), far below a script. */
const WRITES_PER_SEEKER = { name: "assessment-writes-1m", limit: 120, windowSeconds: 60 };
const perSeeker = {
  rateLimits: [
    {
      rule: WRITES_PER_SEEKER,
      subject: (request: FastifyRequest) => request.user?.id ?? request.ip,
    },
  ],
};
const attemptParams = z.object({ attemptId: z.string().max(40) });
const option = z
  .number()
  .int()
  .min(0)
  .max(ASSESSMENT_OPTIONS - 1);

export function registerAssessmentRoutes(app: FastifyInstance, assessments: AssessmentsContract): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    "/api/seeker/assessments",
    {
      schema: {
        tags: ["assessments"],
        summary: "The site's skill tests with the seeker's best result, attempt under way and retake date",
        response: { 200: successEnvelope(z.object({ tests: z.array(assessmentSummarySchema) })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: {
        tests: await assessments.list(requireUser(request), request.site.id, request.language),
      },
    }),
  );
  api.post(
    "/api/seeker/assessments/:slug/attempts",
    {
      config: perSeeker,
      schema: {
        tags: ["assessments"],
        summary: "Start the test (or get the attempt under way): questions drawn, the clock started",
        params: z.object({ slug: z.string().max(60) }),
        response: { 200: successEnvelope(z.object({ attemptId: z.string() })), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await assessments.start(requireUser(request), request.site.id, request.params.slug),
    }),
  );
  api.get(
    "/api/seeker/assessments/attempts/:attemptId",
    {
      schema: {
        tags: ["assessments"],
        summary:
          "An attempt: its questions (without answers), saved choices, the clock, and the result once finished",
        params: attemptParams,
        response: { 200: successEnvelope(assessmentAttemptSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await assessments.attempt(requireUser(request), request.params.attemptId, request.language),
    }),
  );
  api.put(
    "/api/seeker/assessments/attempts/:attemptId/answers/:questionId",
    {
      config: perSeeker,
      schema: {
        tags: ["assessments"],
        summary: "Save one answer while the time runs (409 assessmentClosed after it)",
        params: attemptParams.extend({ questionId: z.string().max(60) }),
        body: z.object({ option }),
        response: { 200: successEnvelope(z.object({ saved: z.literal(true) })), ...errors },
      },
    },
    async (request) => {
      await assessments.saveAnswer(
        requireUser(request),
        request.params.attemptId,
        request.params.questionId,
        request.body.option,
      );
      return { success: true as const, data: { saved: true as const } };
    },
  );
  api.post(
    "/api/seeker/assessments/attempts/:attemptId/submission",
    {
      config: perSeeker,
      schema: {
        tags: ["assessments"],
        summary:
          "Finish and score once (answers after the time are not counted; a repeat returns the result)",
        params: attemptParams,
        body: z.object({ answers: z.record(z.string().max(60), option).default({}) }),
        response: { 200: successEnvelope(assessmentAttemptSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await assessments.submit(
        requireUser(request),
        request.params.attemptId,
        request.body.answers,
        request.language,
      ),
    }),
  );
}
