/**
 * Where login returns a guest who tried to save (/seeker/save-pending): the save they posted waits in a
 * cookie (features/saved-searches/pending-save.server.ts); it is made now, and the browser goes back
 * to the page it was made on. Nothing pending: the saved-searches list.
 */
import { attempt } from "@portal/contracts";
import { localeFor } from "@portal/domain";
import { redirect } from "react-router";
import { requireUser } from "../features/accounts/account-page.ts";
import { SAVED_JOBS_PATH } from "../features/saved-jobs/saved-jobs-action.server.ts";
import { clearPendingSaveHeader, readPendingSave } from "../features/saved-searches/pending-save.server.ts";
import { SAVED_SEARCHES_PATH } from "../features/saved-searches/saved-searches-action.server.ts";
import { summaryOfSearch } from "../features/saved-searches/search-summary.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { createI18n } from "../i18n/i18n-context.tsx";
import { localizeHref } from "../lib/localized-path.ts";
import { pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/seeker-save-pending";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const pending = readPendingSave(request);
  const headers = { "Set-Cookie": clearPendingSaveHeader(context) };
  if (!pending) throw redirect(localizeHref(SAVED_SEARCHES_PATH, language), { headers });
  if (pending.kind === "search") {
    const { site, brand } = context;
    const { t } = createI18n({
      language,
      locale: localeFor(site, language, brand),
      messages: messagesFor(language),
      now: Date.now(),
    });
    // Only a full list is worth telling; a search that cannot be saved, or a burst of saves, stays unsaved.
    const outcome = await attempt(
      context.services.savedSearches.save(user.id, site.id, {
        search: pending.search,
        name: pending.name.trim() || summaryOfSearch(t, pending.search.replace(/^\?/, ""), site.id),
      }),
    );
    if (!outcome.ok && outcome.error.code === "UNPROCESSABLE") {
      throw redirect(`${localizeHref(SAVED_SEARCHES_PATH, language)}?problem=limit`, { headers });
    }
  } else {
    // Only a full list is worth telling; a job gone since, or a burst of saves, just leaves it unsaved.
    const outcome = await attempt(context.services.savedJobs.save(user.id, context.site.id, pending.jobId));
    if (!outcome.ok && outcome.error.code === "UNPROCESSABLE") {
      throw redirect(`${localizeHref(SAVED_JOBS_PATH, language)}?problem=limit`, { headers });
    }
  }
  const anchor = pending.kind === "job" && !pending.back.includes("#") ? `#job-${pending.jobId}` : "";
  throw redirect(`${pending.back}${anchor}`, { headers });
}

export default function SavePending() {
  return null;
}
