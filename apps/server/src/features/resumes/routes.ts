/**
 * Resume calls (spec §7 "upload and parse resume", multipart): upload, the profile's resumes, the review
 * of what was read, applying the ticked rows, removing, and the file itself. Access by route group
 * (plugins/authorization.ts): /api/seeker/… seekers only, /api/account/… anyone logged in (the service
 * then lets only the owner and recruiters the seeker applied to have the file; others get 404). CSRF by
 * the global hook; uploads and writes are counted per seeker.
 */
import multipart from "@fastify/multipart";
import {
  AppError,
  errorReplies,
  resumeAppliedSchema,
  resumeApplyBodySchema,
  resumePageDataSchema,
  resumeParamsSchema,
  resumeProfileQuerySchema,
  resumeRemovedSchema,
  resumeReviewReplySchema,
  resumeUploadedSchema,
  successEnvelope,
} from "@portal/contracts";
import { RESUME_MAX_BYTES } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import { readResumeForm } from "./resume-form.ts";
import { RESUME_UPLOAD_LIMIT, RESUME_WRITE_LIMIT, type ResumeService } from "./service.ts";

const errors = errorReplies(400, 401, 403, 404, 413, 415, 422, 429, 500, 503);

const perSeeker = (rule: typeof RESUME_UPLOAD_LIMIT) => ({
  rateLimits: [
    {
      rule,
      subject: (request: { user?: { id: string } | null; ip: string }) => request.user?.id ?? request.ip,
    },
  ],
});

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII stand-in for old clients, the real name for the rest. */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerResumeRoutes(app: FastifyInstance, resumes: ResumeService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/seeker/resumes",
    {
      schema: {
        tags: ["resumes"],
        summary: "The profile's current resume and its history (the default profile's without profileId)",
        querystring: resumeProfileQuerySchema,
        response: {
          200: successEnvelope(resumePageDataSchema),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const [current, history] = await Promise.all([
        resumes.current(user.id, request.query.profileId),
        resumes.history(user.id, request.query.profileId),
      ]);
      return { success: true as const, data: { current, history } };
    },
  );

  // Multipart is read in this scope only; everywhere else keeps JSON-only bodies.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
      // The name as sent, so a path-like name is refused rather than quietly cut to its last part.
      preservePath: true,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/seeker/resumes",
      {
        config: perSeeker(RESUME_UPLOAD_LIMIT),
        schema: {
          tags: ["resumes"],
          summary:
            "Upload and parse resume (multipart/form-data, field `file`, optional field `profileId`): doc, docx, rtf, txt or pdf up to 6 MB; becomes the profile's current resume",
          consumes: ["multipart/form-data"],
          response: {
            200: successEnvelope(resumeUploadedSchema),
            ...errors,
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { file, fields } = await readResumeForm(request, scope.multipartErrors, ["profileId"]);
        const profileId = fields.profileId || undefined;
        if (profileId !== undefined && !z.uuid().safeParse(profileId).success)
          throw new AppError("NOT_FOUND", "profileNotFound");
        const { resume } = await resumes.upload({
          userId: user.id,
          siteId: request.site.id,
          ...(profileId ? { profileId } : {}),
          fileName: file.fileName,
          bytes: file.bytes,
        });
        const review = await resumes.review(user.id, resume.id);
        return { success: true as const, data: { resume, review } };
      },
    );
  });

  api.get(
    "/api/seeker/resumes/:resumeId/review",
    {
      schema: {
        tags: ["resumes"],
        summary: "What was read from the resume, beside what its profile holds now",
        params: resumeParamsSchema,
        response: { 200: successEnvelope(resumeReviewReplySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { review: await resumes.review(requireUser(request).id, request.params.resumeId) },
    }),
  );

  api.post(
    "/api/seeker/resumes/:resumeId/apply",
    {
      config: perSeeker(RESUME_WRITE_LIMIT),
      schema: {
        tags: ["resumes"],
        summary: "Write the reviewed rows the seeker ticked into the resume's profile (nothing else)",
        params: resumeParamsSchema,
        body: resumeApplyBodySchema,
        response: { 200: successEnvelope(resumeAppliedSchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await resumes.apply(requireUser(request).id, request.params.resumeId, request.body.keys),
    }),
  );

  api.delete(
    "/api/seeker/resumes/:resumeId",
    {
      config: perSeeker(RESUME_WRITE_LIMIT),
      schema: {
        tags: ["resumes"],
        summary: "Remove a resume and its file (removing the current one makes the previous one current)",
        params: resumeParamsSchema,
        response: { 200: successEnvelope(resumeRemovedSchema), ...errors },
      },
    },
    async (request) => {
      await resumes.remove(requireUser(request).id, request.params.resumeId);
      return { success: true as const, data: { removed: true } };
    },
  );

  api.get(
    "/api/account/resumes/:resumeId/file",
    {
      schema: {
        tags: ["resumes"],
        summary: "Download a resume: its owner, or a recruiter of a company the seeker applied to (else 404)",
        params: resumeParamsSchema,
      },
    },
    async (request, reply) => {
      const found = await resumes.download(requireUser(request), request.params.resumeId);
      if (!found) throw new AppError("NOT_FOUND", "notFound");
      reply
        .header("content-type", found.contentType)
        .header("content-disposition", attachmentDisposition(found.fileName))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .header("vary", "Cookie");
      if (found.file.size !== null) reply.header("content-length", String(found.file.size));
      return reply.send(found.file.body);
    },
  );
}
