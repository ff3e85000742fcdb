/**
 * Avatars: the seeker's photo as the avatar calls answer it (`/api/seeker/avatar`), and what pages may
 * ask the server about it (the `avatars` service of the load context; implemented in
 * apps/server/src/features/avatars). Refusals are thrown as AppError.
 */
import { z } from "zod";
import type { AccountUser } from "./account-user.ts";

export const avatarSchema = z.object({
  /** Address of the photo, with its version (so browsers may keep it for good). */
  url: z.string(),
  version: z.string(),
  updatedAt: z.string(),
});
export type AvatarView = z.infer<typeof avatarSchema>;

/** What the avatar calls answer: the seeker's photo, or null when there is none (after removing it). */
export const avatarReplySchema = z.object({ avatar: avatarSchema.nullable() });

export interface AvatarContract {
  avatarOf(userId: string): Promise<AvatarView | null>;
  hasAvatar(userId: string): Promise<boolean>;
  /**
   * Replaces the seeker's photo. Throws FORBIDDEN for a recruiter, RATE_LIMITED (the API's allowance),
   * and the media refusals with their problem on `file`: VALIDATION `avatarEmpty`, PAYLOAD_TOO_LARGE
   * `avatarTooLarge`, UNSUPPORTED_MEDIA_TYPE `avatarWrongType`, UNPROCESSABLE `avatarUnreadable` or
   * `avatarTooManyPixels`.
   */
  upload(user: AccountUser, data: Uint8Array): Promise<AvatarView>;
  /** Throws NOT_FOUND `avatarNothingToRemove` when there is no photo. */
  remove(user: AccountUser): Promise<void>;
}
