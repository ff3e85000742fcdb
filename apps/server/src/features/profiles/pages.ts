/**
 * The profiles service as the profile page sees it (ProfilesContract): posted forms read with the
 * domain's form readers, refusals turned into results carrying field problems.
 */

import type { ProfileResult, ProfilesContract } from "@portal/contracts";
import { AppError } from "@portal/contracts";
import {
  createProfileFromForm,
  listEntryFromForm,
  objectGroupFromForm,
  type ProfileDetail,
  profileScore,
} from "@portal/domain";
import type { ProfilesService } from "./service.ts";

function firstOf(value: string | readonly string[] | undefined): string {
  return typeof value === "string" ? value : (value?.[0] ?? "");
}

async function attempt<T>(work: () => Promise<T>): Promise<ProfileResult<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return {
      ok: false,
      status: error.status,
      problems: error.details.length > 0 ? error.details : [{ messageKey: error.message }],
    };
  }
}

export function createProfilePages(profiles: ProfilesService): ProfilesContract {
  return {
    pageData: (user, profileId) =>
      attempt(async () => {
        await profiles.ensureFirstProfile(user);
        const list = await profiles.list(user.id);
        const wanted = profileId ? list.find((profile) => profile.id === profileId) : undefined;
        if (profileId && !wanted) throw new AppError("NOT_FOUND", "profileNotFound");
        const chosen = wanted ?? list.find((profile) => profile.isDefault) ?? list[0];
        const current: ProfileDetail | null = chosen ? await profiles.get(user.id, chosen.id) : null;
        const score = current ? profileScore(await profiles.factsFor(user, current)) : null;
        return { profiles: list, current, score };
      }),
    create: (user, form) => attempt(() => profiles.create(user.id, createProfileFromForm(form))),
    rename: (user, profileId, form) =>
      attempt(() => profiles.rename(user.id, profileId, { name: firstOf(form.name) })),
    remove: (user, profileId) => attempt(() => profiles.remove(user.id, profileId)),
    makeDefault: (user, profileId) => attempt(() => profiles.makeDefault(user.id, profileId)),
    saveGroup: (user, profileId, group, form) =>
      attempt(() => profiles.saveGroup(user.id, profileId, group, objectGroupFromForm(group, form))),
    saveEntry: (user, profileId, group, entryId, form) =>
      attempt(() => profiles.saveEntry(user.id, profileId, group, entryId, listEntryFromForm(group, form))),
    removeEntry: (user, profileId, group, entryId) =>
      attempt(() => profiles.removeEntry(user.id, profileId, group, entryId)),
    addSkill: (user, profileId, form) =>
      attempt(() => profiles.addSkill(user.id, profileId, { name: firstOf(form.name) })),
    removeSkill: (user, profileId, name) => attempt(() => profiles.removeSkill(user.id, profileId, name)),
  };
}
