/**
 * Wires file storage and avatars into the app: the avatar service pages call, with the photo page's
 * upload held to the API's rules (seekers only, the same allowance), and the API routes.
 */

import { AppError, type AvatarContract } from "@portal/contracts";
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

export function setUpMedia(app: FastifyInstance, options: { config: AppConfig; pool: pg.Pool }): MediaModule {
  const storage = createFileStorage(options.config.storage);
  const avatars = createAvatarService({ pool: options.pool, storage, log: app.log });

  const avatarPages: AvatarContract = {
    avatarOf: avatars.avatarOf,
    hasAvatar: avatars.hasAvatar,
    async upload(user, data) {
      // The API's route group and allowance: one photo page post is one upload.
      if (user.role !== "seeker") throw new AppError("FORBIDDEN", "forbidden");
      await app.rateLimiter.enforce([[AVATAR_UPLOAD_LIMIT, user.id]]);
      return avatars.upload(user.id, data);
    },
    remove: (user) => avatars.remove(user.id),
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
