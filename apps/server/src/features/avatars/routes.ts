/**
 * Avatar calls: upload (spec §7 "upload avatar", multipart), look, remove, and the photo itself.
 * Access by route group (plugins/authorization.ts): /api/seeker/… seekers, /api/account/… anyone logged
 * in (the service then lets only the owner and recruiters see a photo). CSRF by the global hook.
 */
import multipart from "@fastify/multipart";
import { AppError, avatarReplySchema, errorReplies, successEnvelope } from "@portal/contracts";
import { AVATAR_MAX_BYTES } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/authorization.ts";
import type { RateLimitRule } from "../../plugins/rate-limit.ts";
import { avatarError } from "./image.ts";
import type { AvatarService } from "./service.ts";

/** Processing a photo costs real CPU: enough for anyone trying photos, not for a loop. */
export const AVATAR_UPLOAD_LIMIT: RateLimitRule = { name: "avatar-upload", limit: 20, windowSeconds: 3600 };
/** Field names the upload takes the photo from; any other file part is ignored. */
const FILE_FIELDS = new Set(["file", "avatar", "photo"]);

const avatarReply = successEnvelope(avatarReplySchema);
const errors = errorReplies(400, 401, 403, 404, 413, 415, 422, 429);

export function registerAvatarRoutes(app: FastifyInstance, avatars: AvatarService): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    "/api/seeker/avatar",
    {
      schema: {
        tags: ["avatars"],
        summary: "The seeker's own avatar (null when none)",
        response: { 200: avatarReply, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: { avatar: await avatars.avatarOf(requireUser(request).id) },
    }),
  );

  // Multipart is read in this scope only; everywhere else keeps JSON-only bodies.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      "/api/seeker/avatar",
      {
        config: {
          rateLimits: [{ rule: AVATAR_UPLOAD_LIMIT, subject: (request) => request.user?.id ?? request.ip }],
        },
        schema: {
          tags: ["avatars"],
          summary: "Upload avatar (multipart/form-data, field `file`): JPEG, PNG or WebP up to 5 MB",
          consumes: ["multipart/form-data"],
          response: { 200: avatarReply, ...errors },
        },
      },
      async (request) => {
        const user = requireUser(request);
        if (!request.isMultipart()) throw avatarError("UNSUPPORTED_MEDIA_TYPE", "avatarFileMissing");
        let data: Buffer | null = null;
        try {
          for await (const part of request.files()) {
            if (FILE_FIELDS.has(part.fieldname) && data === null) data = await part.toBuffer();
            else part.file.resume();
          }
        } catch (error) {
          if (error instanceof scope.multipartErrors.RequestFileTooLargeError)
            throw avatarError("PAYLOAD_TOO_LARGE", "avatarTooLarge");
          if (error instanceof scope.multipartErrors.FilesLimitError)
            throw new AppError("VALIDATION", "validationFailed", { cause: error });
          throw error;
        }
        if (data === null) throw avatarError("VALIDATION", "avatarFileMissing");
        const avatar = await avatars.upload(user.id, data);
        return { success: true as const, data: { avatar } };
      },
    );
  });

  api.delete(
    "/api/seeker/avatar",
    {
      schema: {
        tags: ["avatars"],
        summary: "Remove the seeker's avatar",
        response: { 200: avatarReply, ...errors },
      },
    },
    async (request) => {
      await avatars.remove(requireUser(request).id);
      return { success: true as const, data: { avatar: null } };
    },
  );

  api.get(
    "/api/account/avatars/:userId",
    {
      schema: {
        tags: ["avatars"],
        summary: "A seeker's avatar (WebP); for its owner and recruiters only",
        params: z.object({ userId: z.uuid() }),
        querystring: z.object({ v: z.string().max(32).optional() }),
      },
    },
    async (request, reply) => {
      const viewer = requireUser(request);
      const found = await avatars.openForViewer(viewer, request.params.userId);
      if (!found) throw new AppError("NOT_FOUND", "notFound");
      const etag = `"${found.version}"`;
      // The address carries the version: the current one may be kept for good, any other must be checked.
      const isCurrent = request.query.v === found.version;
      reply
        .header("content-type", found.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", 'inline; filename="avatar.webp"')
        .header("cache-control", isCurrent ? "private, max-age=31536000, immutable" : "private, no-cache")
        .header("vary", "Cookie")
        .header("etag", etag);
      if (request.headers["if-none-match"] === etag) {
        found.file.body.destroy();
        return reply.status(304).send();
      }
      if (found.file.size !== null) reply.header("content-length", String(found.file.size));
      return reply.send(found.file.body);
    },
  );
}
