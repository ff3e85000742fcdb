/**
 * What the profile page may ask the server (the `profiles` service of the load context). Calls answer
 * with results instead of throwing, so an action can show the problems beside the fields and keep what
 * the seeker typed. Forms go in as posted; the server reads them with @portal/domain's profile form
 * readers and checks them with the same schemas as the API.
 */
import type {
  FieldProblem,
  ProfileDetail,
  ProfileListGroup,
  ProfileObjectGroup,
  ProfileScore,
  ProfileSummary,
} from "@portal/domain";
import type { AccountUser } from "./account-user.ts";

export type ProfileResult<T> =
  | { ok: true; value: T }
  | { ok: false; status: number; problems: FieldProblem[] };

export type ProfileFormInput = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ProfilePageData {
  profiles: ProfileSummary[];
  /** The profile asked for, else the default one; null when the seeker has none yet. */
  current: ProfileDetail | null;
  score: ProfileScore | null;
}

export interface ProfilesContract {
  /** Also makes the first profile from registration for a seeker who finished it and has none. */
  pageData(user: AccountUser, profileId: string | null): Promise<ProfileResult<ProfilePageData>>;
  create(user: AccountUser, form: ProfileFormInput): Promise<ProfileResult<ProfileSummary>>;
  rename(
    user: AccountUser,
    profileId: string,
    form: ProfileFormInput,
  ): Promise<ProfileResult<ProfileSummary>>;
  remove(user: AccountUser, profileId: string): Promise<ProfileResult<ProfileSummary[]>>;
  makeDefault(user: AccountUser, profileId: string): Promise<ProfileResult<ProfileSummary[]>>;
  saveGroup(
    user: AccountUser,
    profileId: string,
    group: ProfileObjectGroup,
    form: ProfileFormInput,
  ): Promise<ProfileResult<ProfileDetail>>;
  saveEntry(
    user: AccountUser,
    profileId: string,
    group: ProfileListGroup,
    entryId: string | null,
    form: ProfileFormInput,
  ): Promise<ProfileResult<ProfileDetail>>;
  removeEntry(
    user: AccountUser,
    profileId: string,
    group: ProfileListGroup,
    entryId: string,
  ): Promise<ProfileResult<ProfileDetail>>;
  addSkill(
    user: AccountUser,
    profileId: string,
    form: ProfileFormInput,
  ): Promise<ProfileResult<ProfileDetail>>;
  removeSkill(user: AccountUser, profileId: string, name: string): Promise<ProfileResult<ProfileDetail>>;
}
