/**
 * What pages may ask the server about avatars (the `avatars` service of the load context). Calls that
 * change something answer with a result instead of throwing, so the photo page can show the problem.
 */
import type { FieldProblem } from "@portal/domain";
import type { AccountUser } from "./account-user.ts";

export interface AvatarView {
  /** Address of the photo, with its version (so browsers may keep it for good). */
  url: string;
  version: string;
  updatedAt: string;
}

export type MediaResult<T> = { ok: true; value: T } | { ok: false; status: number; problems: FieldProblem[] };

export interface AvatarContract {
  avatarOf(userId: string): Promise<AvatarView | null>;
  hasAvatar(userId: string): Promise<boolean>;
  upload(user: AccountUser, data: Uint8Array): Promise<MediaResult<AvatarView>>;
  remove(user: AccountUser): Promise<MediaResult<null>>;
}
