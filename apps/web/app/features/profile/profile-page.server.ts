/**
 * Loader and action of /seeker/profile: seekers only (guests go to the login page and come back), one
 * action for all the page's forms, told apart by `intent`. Refusals come back with what was typed and
 * the problems; successes of profile-set changes redirect, so a reload never posts twice.
 */

import {
  attempt,
  type Outcome,
  type PortalLoadContext,
  type ProfileFormInput,
  problemsOf,
} from "@portal/contracts";
import {
  isLanguage,
  isProfileListGroup,
  isProfileObjectGroup,
  localeFor,
  type ReferenceListName,
  WORK_COUNTRIES,
} from "@portal/domain";
import { data } from "react-router";
import { referenceNamesFor } from "../../i18n/reference-names.server.ts";
import { pageLanguage } from "../../lib/page-language.ts";
import { formInput, goTo } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { requireUser } from "../accounts/account-page.ts";
import { loadResumePart } from "../resumes/resume-page.server.ts";

/** The long lists the profile's forms offer, named in the page's language. */
const PROFILE_LISTS = [
  "courses",
  "specializations",
  "percentageBands",
  "functions",
  "roles",
  "industries",
] as const satisfies readonly ReferenceListName[];

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
  let page = await attempt(context.services.profiles.pageData(user, wanted));
  // A stale or foreign profile id in the address shows the default profile rather than an error page.
  if (!page.ok && wanted) page = await attempt(context.services.profiles.pageData(user, null));
  if (!page.ok) throw data(null, { status: page.error.status });
  const diallingCode = context.site.defaultDiallingCode;
  // Named once on the server: browsers' and Node's region names differ ("Hong Kong SAR China").
  const regionNames = new Intl.DisplayNames([localeFor(context.site, language, context.brand)], {
    type: "region",
  });
  const countryNames = Object.fromEntries(
    WORK_COUNTRIES.map((country) => [country.code, regionNames.of(country.code) ?? country.name]),
  );
  return {
    ...page.value,
    csrfToken: context.session.csrfToken,
    currency: context.site.currency,
    diallingCode,
    countryNames,
    referenceNames: referenceNamesFor(language, PROFILE_LISTS),
    editing: url.searchParams.get("edit"),
    isRegistrationComplete: user.registrationProgress === "complete",
    resume: page.value.current ? await loadResumePart(context, user, page.value.current.id, url) : null,
    // Passed skill assessments belong to the account: every profile shows them.
    assessments: (await context.services.assessments.badgesOf([user.id])).get(user.id) ?? [],
  };
}

function text(input: ProfileFormInput, name: string): string {
  const value = input[name];
  return (typeof value === "string" ? value : (value?.[0] ?? "")).trim();
}

function answer(
  form: string,
  input: ProfileFormInput,
  outcome: Outcome<unknown>,
  /** The confirmation's name in the catalogue (`profile.notice.<name>`). */
  notice: "saved" | "created" | "deleted" | "defaultChanged" | "renamed" | undefined,
) {
  if (outcome.ok)
    return data<FormState>({
      form,
      values: {},
      problems: [],
      ...(notice ? { notice: { messageKey: `profile.notice.${notice}` } } : {}),
    });
  return data<FormState>(
    { form, values: visibleValues(input), problems: problemsOf(outcome.error) },
    { status: outcome.error.status },
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
    return data<FormState>(
      {
        form: text(input, "intent") === "create" ? "create" : "list",
        values: visibleValues(input),
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
    return data<FormState>(
      { form: "list", values: visibleValues(input), problems: [{ messageKey: "selectProfile" }] },
      { status: 400 },
    );
  }

  switch (intent) {
    case "create": {
      const outcome = await attempt(profiles.create(user, input));
      if (outcome.ok) return goTo(here(outcome.value.id), language);
      return answer("create", input, outcome, undefined);
    }
    case "rename":
      return answer("rename", input, await attempt(profiles.rename(user, profileId, input)), "renamed");
    case "make-default": {
      const outcome = await attempt(profiles.makeDefault(user, profileId));
      if (outcome.ok) return goTo(here(profileId), language);
      return answer("list", input, outcome, undefined);
    }
    case "delete-profile": {
      const outcome = await attempt(profiles.remove(user, profileId));
      if (outcome.ok) return goTo("/seeker/profile", language);
      return answer("list", input, outcome, undefined);
    }
    case "save-group":
      if (!isProfileObjectGroup(group)) break;
      return answer(group, input, await attempt(profiles.saveGroup(user, profileId, group, input)), "saved");
    case "save-entry": {
      if (!isProfileListGroup(group)) break;
      const entryId = text(input, "entryId") || null;
      const outcome = await attempt(profiles.saveEntry(user, profileId, group, entryId, input));
      // A saved edit leaves edit mode; the form below the list is for adding again.
      if (outcome.ok && entryId) return goTo(`${here(profileId)}#${group}`, language);
      return answer(group, input, outcome, "saved");
    }
    case "delete-entry": {
      if (!isProfileListGroup(group)) break;
      return answer(
        group,
        input,
        await attempt(profiles.removeEntry(user, profileId, group, text(input, "entryId"))),
        "deleted",
      );
    }
    case "add-skill":
      return answer("skills", input, await attempt(profiles.addSkill(user, profileId, input)), "saved");
    case "remove-skill":
      return answer(
        "skills",
        input,
        await attempt(profiles.removeSkill(user, profileId, text(input, "name"))),
        "deleted",
      );
    case "remove-certificate":
      return answer(
        "certificates",
        input,
        await attempt(profiles.removeCertificate(user, profileId, text(input, "certificateId"))),
        "deleted",
      );
  }
  return data<FormState>(
    { form: "list", values: {}, problems: [{ messageKey: "invalidValue" }] },
    { status: 400 },
  );
}
