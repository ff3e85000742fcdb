/**
 * The profiles service as the profile page sees it (ProfilesContract): posted forms read with the
 * domain's form readers, the seeker named by their account. Refusals are the service's own AppErrors.
 */

import type { ProfilesContract } from "@portal/contracts";
import { createProfileFromForm, listEntryFromForm, objectGroupFromForm } from "@portal/domain";
import type { ProfilesService } from "./service.ts";

function firstOf(value: string | readonly string[] | undefined): string {
  return typeof value === "string" ? value : (value?.[0] ?? "");
}

export function createProfilePages(profiles: ProfilesService): ProfilesContract {
  return {
    pageData: (user, profileId) => profiles.pageData(user, profileId),
    create: (user, form) => profiles.create(user.id, createProfileFromForm(form)),
    rename: (user, profileId, form) => profiles.rename(user.id, profileId, { name: firstOf(form.name) }),
    remove: (user, profileId) => profiles.remove(user.id, profileId),
    makeDefault: (user, profileId) => profiles.makeDefault(user.id, profileId),
    saveGroup: (user, profileId, group, form) =>
      profiles.saveGroup(user.id, profileId, group, objectGroupFromForm(group, form)),
    saveEntry: (user, profileId, group, entryId, form) =>
      profiles.saveEntry(user.id, profileId, group, entryId, listEntryFromForm(group, form)),
    removeEntry: (user, profileId, group, entryId) =>
      profiles.removeEntry(user.id, profileId, group, entryId),
    addSkill: (user, profileId, form) => profiles.addSkill(user.id, profileId, { name: firstOf(form.name) }),
    removeSkill: (user, profileId, name) => profiles.removeSkill(user.id, profileId, name),
    removeCertificate: (user, profileId, certificateId) =>
      profiles.removeCertificate(user.id, profileId, certificateId),
  };
}
