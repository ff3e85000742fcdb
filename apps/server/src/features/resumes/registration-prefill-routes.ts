/**
 * Registration by resume over HTTP: a guest's preview (multipart, public, CSRF by the global hook,
 * counted per address) and spec §7's "resume parse fill" for the logged-in seeker (/api/seeker/…, so
 * seekers only, counted per seeker in the service).
 */
import multipart from "@fastify/multipart";
import {
  AppError,
  errorReplies,
  resumePrefillReplySchema,
  resumePreviewReplySchema,
  successEnvelope,
} from "@portal/contracts";
import { RESUME_MAX_BYTES } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../plugins/authorization.ts";
import { RESUME_MAX_MEGABYTES } from "./file-check.ts";
import type { ResumeRegistrationService } from "./registration-prefill-service.ts";

/** Field names a file may come in; any other file part is ignored. */
const FILE_FIELDS = new Set(["resume", "file"]);

const errors = errorReplies(400, 401, 403, 413, 415, 422, 429, 503);

export function registerResumeRegistrationRoutes(
  app: FastifyInstance,
  service: ResumeRegistrationService,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/seeker/registration/resume-prefill",
    {
      schema: {
        tags: ["registration"],
        summary: "Resume parse fill: the registration steps' values from the seeker's current resume",
        response: { 200: successEnvelope(resumePrefillReplySchema), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { prefill: await service.prefill(requireUser(request)) },
    }),
  );

  // Multipart is read in this scope only; everywhere else keeps JSON-only bodies.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/registration/resume-preview",
      {
        schema: {
          tags: ["registration"],
          summary:
            "Read a resume without keeping it (multipart/form-data, field `resume`): the registration steps' values",
          consumes: ["multipart/form-data"],
          response: { 200: successEnvelope(resumePreviewReplySchema), ...errors },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw resumeMissing("UNSUPPORTED_MEDIA_TYPE");
        let file: { fileName: string; bytes: Buffer } | null = null;
        try {
          for await (const part of request.files()) {
            if (FILE_FIELDS.has(part.fieldname) && file === null)
              file = { fileName: part.filename, bytes: await part.toBuffer() };
            else part.file.resume();
          }
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
            throw new AppError("PAYLOAD_TOO_LARGE", "resumeTooLarge", {
              details: [
                { field: "resume", messageKey: "resumeTooLarge", params: { max: RESUME_MAX_MEGABYTES } },
              ],
            });
          if (error instanceof scope.multipartErrors.FilesLimitError)
            throw new AppError("VALIDATION", "validationFailed", { cause: error });
          throw error;
        }
        if (!file) throw resumeMissing("VALIDATION");
        const prefill = await service.preview({
          siteId: request.site.id,
          fileName: file.fileName,
          bytes: file.bytes,
          ip: request.ip,
        });
        return { success: true as const, data: { prefill } };
      },
    );
  });
}

function resumeMissing(code: "VALIDATION" | "UNSUPPORTED_MEDIA_TYPE"): AppError {
  return new AppError(code, "resumeRequired", {
    details: [{ field: "resume", messageKey: "resumeRequired" }],
  });
}
