/**
 * Loader and action of /seeker/profile: seekers only (guests go to the login page and come back), one
 * action for all the page's forms, told apart by `intent`. Refusals come back with what was typed and
 * the problems; successes of profile-set changes redirect, so a reload never posts twice.
 */

import type { PortalLoadContext, ProfileFormInput, ProfileResult } from "@portal/contracts";
import {
  type FieldProblem,
  isLanguage,
  isProfileListGroup,
  isProfileObjectGroup,
  localeFor,
  WORK_COUNTRIES,
} from "@portal/domain";
import { data } from "react-router";
import { pageLanguage } from "../../lib/page-language.ts";
import { requireUser } from "../accounts/account-page.ts";
import { formInput, goTo } from "../accounts/form-action.server.ts";
import { loadResumePart } from "../resumes/resume-page.server.ts";
import type { ProfileFormState } from "./profile-form-kit.tsx";

export async function loadProfilePage({
  params,
  request,
  context,
}: {
  params: { lang?: string };
  request: Request;
  context: PortalLoadContext;
}) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const url = new URL(request.url);
  const wanted = url.searchParams.get("profile");
  let result = await context.services.profiles.pageData(user, wanted);
  // A stale or foreign profile id in the address shows the default profile rather than an error page.
  if (!result.ok && wanted) result = await context.services.profiles.pageData(user, null);
  if (!result.ok) throw data(null, { status: result.status });
  const diallingCode = context.site.defaultDiallingCode;
  // Named once on the server: browsers' and Node's region names differ ("Hong Kong SAR China").
  const regionNames = new Intl.DisplayNames([localeFor(context.site, language, context.brand)], {
    type: "region",
  });
  const countryNames = Object.fromEntries(
    WORK_COUNTRIES.map((country) => [country.code, regionNames.of(country.code) ?? country.name]),
  );
  return {
    ...result.value,
    csrfToken: context.session.csrfToken,
    currency: context.site.currency,
    diallingCode,
    countryNames,
    editing: url.searchParams.get("edit"),
    isRegistrationComplete: user.registrationProgress === "complete",
    resume: result.value.current ? await loadResumePart(context, user, result.value.current.id, url) : null,
  };
}

function text(input: ProfileFormInput, name: string): string {
  const value = input[name];
  return (typeof value === "string" ? value : (value?.[0] ?? "")).trim();
}

function visible(input: ProfileFormInput): ProfileFormState["values"] {
  const values: ProfileFormState["values"] = {};
  for (const [name, value] of Object.entries(input)) {
    if (name === "_csrf" || value === undefined) continue;
    values[name] = typeof value === "string" ? value : [...value];
  }
  return values;
}

function answer(
  form: string,
  input: ProfileFormInput,
  result: ProfileResult<unknown>,
  notice: ProfileFormState["notice"],
) {
  if (result.ok) return data<ProfileFormState>({ form, values: {}, problems: [], notice });
  return data<ProfileFormState>(
    { form, values: visible(input), problems: result.problems as FieldProblem[] },
    { status: result.status },
  );
}

/** Like the account pages' `formAction`: the signed `_csrf` field is checked before anything else. */
export async function profileAction({
  request,
  context,
  params,
}: {
  request: Request;
  context: PortalLoadContext;
  params: { lang?: string };
}) {
  const { _csrf: token, ...input } = formInput(await request.formData());
  const language = isLanguage(params.lang) ? params.lang : "en";
  if (!context.session.isValidCsrfToken(token)) {
    return data<ProfileFormState>(
      {
        form: text(input, "intent") === "create" ? "create" : "list",
        values: visible(input),
        problems: [{ messageKey: "csrfFailed" }],
      },
      { status: 403 },
    );
  }
  const user = requireUser(context, request, language, "seeker");
  const profiles = context.services.profiles;
  const intent = text(input, "intent");
  const profileId = text(input, "profileId");
  const group = text(input, "group");
  const here = (id: string) => `/seeker/profile?profile=${encodeURIComponent(id)}`;
  // Every form but "create" acts on a profile; none chosen is the spec's "Please select a profile from list."
  if (intent !== "create" && !profileId) {
    return data<ProfileFormState>(
      { form: "list", values: visible(input), problems: [{ messageKey: "selectProfile" }] },
      { status: 400 },
    );
  }

  switch (intent) {
    case "create": {
      const result = await profiles.create(user, input);
      if (result.ok) return goTo(here(result.value.id), language);
      return answer("create", input, result, undefined);
    }
    case "rename":
      return answer("rename", input, await profiles.rename(user, profileId, input), "renamed");
    case "make-default": {
      const result = await profiles.makeDefault(user, profileId);
      if (result.ok) return goTo(here(profileId), language);
      return answer("list", input, result, undefined);
    }
    case "delete-profile": {
      const result = await profiles.remove(user, profileId);
      if (result.ok) return goTo("/seeker/profile", language);
      return answer("list", input, result, undefined);
    }
    case "save-group":
      if (!isProfileObjectGroup(group)) break;
      return answer(group, input, await profiles.saveGroup(user, profileId, group, input), "saved");
    case "save-entry": {
      if (!isProfileListGroup(group)) break;
      const entryId = text(input, "entryId") || null;
      const result = await profiles.saveEntry(user, profileId, group, entryId, input);
      // A saved edit leaves edit mode; the form below the list is for adding again.
      if (result.ok && entryId) return goTo(`${here(profileId)}#${group}`, language);
      return answer(group, input, result, "saved");
    }
    case "delete-entry": {
      if (!isProfileListGroup(group)) break;
      return answer(
        group,
        input,
        await profiles.removeEntry(user, profileId, group, text(input, "entryId")),
        "deleted",
      );
    }
    case "add-skill":
      return answer("skills", input, await profiles.addSkill(user, profileId, input), "saved");
    case "remove-skill":
      return answer(
        "skills",
        input,
        await profiles.removeSkill(user, profileId, text(input, "name")),
        "deleted",
      );
  }
  return data<ProfileFormState>(
    { form: "list", values: {}, problems: [{ messageKey: "invalidValue" }] },
    { status: 400 },
  );
}
