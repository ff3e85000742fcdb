/**
 * `POST /api/resume-score` (spec: one-time resume score upload; multipart, field `file`, optional field
 * `role`): the score card of a file, for guests (once: the `resume_score_used` cookie, set here) and
 * seekers (kept). `GET /api/seeker/resume-score` (spec: resume score card): the seeker's kept card.
 */
import multipart from "@fastify/multipart";
import {
  errorReplies,
  RESUME_SCORE_GUEST_COOKIE,
  resumeScoreCardSchema,
  successEnvelope,
} from "@portal/contracts";
import { RESUME_MAX_BYTES } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/authorization.ts";
import { readResumeForm } from "../resumes/index.ts";
import type { ResumeScoreService } from "./service.ts";

const errors = errorReplies(400, 401, 403, 409, 413, 415, 422, 429, 500, 503);
/** A year: long enough for "once", and the address limit stands behind a cleared cookie. */
const GUEST_COOKIE_SECONDS = 365 * 24 * 3600;

export function registerResumeScoreRoutes(
  app: FastifyInstance,
  resumeScore: ResumeScoreService,
  options: { isHttps: boolean },
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/seeker/resume-score",
    {
      schema: {
        tags: ["career services"],
        summary: "The seeker's kept resume score card (spec: resume score card), null when none yet",
        response: { 200: successEnvelope(resumeScoreCardSchema.nullable()), ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await resumeScore.kept(requireUser(request)) }),
  );

  // Multipart is read in this scope only; everywhere else keeps JSON-only bodies.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 3, fieldSize: 1024, parts: 4, headerPairs: 50 },
      preservePath: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/resume-score",
      {
        schema: {
          tags: ["career services"],
          summary:
            "Score a resume out of 100 (spec: one-time resume score upload; multipart, field `file`, optional `role`): guests once, seekers' scores kept",
          consumes: ["multipart/form-data"],
          response: { 200: successEnvelope(resumeScoreCardSchema), ...errors },
        },
      },
      async (request, reply) => {
        const { file, fields } = await readResumeForm(request, scope.multipartErrors, ["role"]);
        const user = request.user ?? null;
        const card = await resumeScore.score(user, request.requestMeta, {
          siteId: request.site.id,
          fileName: file.fileName,
          bytes: file.bytes,
          wantedRole: fields.role ?? "",
          guestHasScored: request.cookies[RESUME_SCORE_GUEST_COOKIE] !== undefined,
        });
        if (!user)
          reply.setCookie(RESUME_SCORE_GUEST_COOKIE, "1", {
            path: "/",
            httpOnly: true,
            sameSite: "lax",
            secure: options.isHttps,
            maxAge: GUEST_COOKIE_SECONDS,
          });
        return { success: true as const, data: card };
      },
    );
  });
}
