/**
 * The action of /seeker/saved-searches: save a search (posted from the results page), rename or delete
 * a saved one, and clear recent searches (posted from the home page or the list). Guests who save are
 * sent to log in and the save completes on their return (pending-save.server.ts).
 */

import {
  type AppError,
  attempt,
  type FormInput,
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_NAME_MAX,
} from "@portal/contracts";
import { type FieldProblem, localeFor } from "@portal/domain";
import { data, redirect } from "react-router";
import { messagesFor } from "../../i18n/catalogues.server.ts";
import { createI18n } from "../../i18n/i18n-context.tsx";
import { localizeHref } from "../../lib/localized-path.ts";
import { returnToOf } from "../../lib/return-path.server.ts";
import { formAction, formText } from "../../ui/forms/form-action.server.ts";
import { type FormState, visibleValues } from "../../ui/forms/form-state.ts";
import { loginToSave } from "./pending-save.server.ts";
import { summaryOfSearch } from "./search-summary.ts";

export const SAVED_SEARCHES_PATH = "/seeker/saved-searches";

/** A refusal of the saved-searches service in the page's own words. */
export function savedSearchRefusal(input: FormInput, error: AppError) {
  const problem: FieldProblem =
    error.code === "UNPROCESSABLE"
      ? { messageKey: "savedSearches.limit", params: { max: SAVED_SEARCH_LIMIT } }
      : error.code === "RATE_LIMITED"
        ? { messageKey: "rateLimited", params: { seconds: error.retryAfterSeconds ?? 0 } }
        : error.code === "NOT_FOUND"
          ? { messageKey: "savedSearches.notFound" }
          : error.messageKey === "savedSearchNameInvalid"
            ? {
                field: "name",
                messageKey: "savedSearches.invalidName",
                params: { max: SAVED_SEARCH_NAME_MAX },
              }
            : { messageKey: "savedSearches.invalidSearch" };
  return data<FormState>({ values: visibleValues(input), problems: [problem] }, { status: error.status });
}

export const savedSearchesAction = formAction(async ({ input, context, language, request }) => {
  const { site, brand, session } = context;
  const service = context.services.savedSearches;
  const intent = formText(input.intent);
  const listPath = localizeHref(SAVED_SEARCHES_PATH, language);
  const returnTo = returnToOf(request, input.returnTo, listPath);
  const wantsData = input.respond === "data";
  const user = session.user;

  if (!user) {
    if (intent === "save") {
      return loginToSave(context, language, {
        kind: "search",
        search: formText(input.search),
        name: formText(input.name),
        back: returnTo,
      });
    }
    return redirect(`${localizeHref("/rio/login", language)}?returnUrl=${encodeURIComponent(listPath)}`);
  }
  if (user.role !== "seeker") {
    return data<FormState>(
      { values: visibleValues(input), problems: [{ messageKey: "forbidden" }] },
      { status: 403 },
    );
  }

  const done = (notice: FormState["notice"], values: Record<string, string> = {}) =>
    wantsData || !["save", "clear-recent"].includes(intent)
      ? data<FormState>({ values: { ...visibleValues(input), ...values }, problems: [], notice })
      : redirect(returnTo);

  switch (intent) {
    case "save": {
      const search = formText(input.search);
      const i18n = createI18n({
        language,
        locale: localeFor(site, language, brand),
        messages: messagesFor(language),
        now: Date.now(),
      });
      const name = formText(input.name).trim() || summaryOfSearch(i18n.t, search.replace(/^\?/, ""), site.id);
      const outcome = await attempt(service.save(user.id, site.id, { search, name }));
      if (!outcome.ok) return savedSearchRefusal(input, outcome.error);
      const saved = outcome.value.savedSearch;
      return done(
        {
          messageKey: outcome.value.isNew ? "savedSearches.saved" : "savedSearches.updated",
          params: { name: saved.name },
        },
        { name: saved.name, id: String(saved.id) },
      );
    }
    case "rename": {
      const outcome = await attempt(
        service.rename(user.id, Number(formText(input.id)) || 0, formText(input.name)),
      );
      if (!outcome.ok) return savedSearchRefusal(input, outcome.error);
      return done({ messageKey: "savedSearches.renamed", params: { name: outcome.value.name } });
    }
    case "delete": {
      const outcome = await attempt(service.remove(user.id, Number(formText(input.id)) || 0));
      if (!outcome.ok) return savedSearchRefusal(input, outcome.error);
      return done({ messageKey: "savedSearches.deleted" });
    }
    case "clear-recent": {
      const outcome = await attempt(service.clearRecentSearches(user.id, site.id));
      if (!outcome.ok) return savedSearchRefusal(input, outcome.error);
      return done({ messageKey: "recent.cleared" });
    }
    default:
      return data<FormState>(
        { values: visibleValues(input), problems: [{ messageKey: "invalidValue" }] },
        { status: 400 },
      );
  }
});
