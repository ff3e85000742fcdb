/**
 * Wires file storage, avatars and profile views into the app: the services for page loaders and
 * actions (results instead of exceptions) and the API routes.
 */

import type { AccountUser, AvatarContract, MediaResult } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import type { FieldProblem } from "@portal/domain";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import type { AppConfig } from "../../config.ts";
import { createFileStorage } from "../../storage/create-storage.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { AVATAR_UPLOAD_LIMIT, registerAvatarRoutes } from "./routes.ts";
import { type AvatarService, createAvatarService } from "./service.ts";

export interface MediaModule {
  storage: FileStorage;
  avatars: AvatarService;
  pages: { avatars: AvatarContract };
  registerRoutes(): void;
}

async function asResult<T>(work: () => Promise<T>): Promise<MediaResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const problems: FieldProblem[] =
      error.details.length > 0
        ? error.details.map((detail) => ({ ...detail }))
        : [{ messageKey: error.message }];
    return { ok: false, status: error.status, problems };
  }
}

export function setUpMedia(app: FastifyInstance, options: { config: AppConfig; pool: pg.Pool }): MediaModule {
  const storage = createFileStorage(options.config.storage);
  const avatars = createAvatarService({ pool: options.pool, storage, log: app.log });

  const avatarPages: AvatarContract = {
    avatarOf: avatars.avatarOf,
    hasAvatar: avatars.hasAvatar,
    upload: (user: AccountUser, data: Uint8Array) =>
      asResult(async () => {
        if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
        // The same allowance as the API: one photo page post is one upload.
        await app.rateLimiter.enforce([[AVATAR_UPLOAD_LIMIT, user.id]]);
        return avatars.upload(user.id, data);
      }),
    remove: (user: AccountUser) => asResult(async () => avatars.remove(user.id).then(() => null)),
  };

  return {
    storage,
    avatars,
    pages: { avatars: avatarPages },
    registerRoutes() {
      registerAvatarRoutes(app, avatars);
    },
  };
}
