/**
 * The seeker's saved searches (/seeker/saved-searches): each runs again in one click, can be renamed and
 * deleted; below them the recent searches, which can be cleared. Plain forms, with or without JavaScript.
 * Its action also takes the "Save this search" form of the results page.
 */

import { RECENT_SEARCH_LIMIT, SAVED_SEARCH_LIMIT, SAVED_SEARCH_NAME_MAX } from "@portal/contracts";
import { localeFor } from "@portal/domain";
import { Form, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { saveMessage } from "../features/saved-searches/save-messages.ts";
import { savedSearchesAction } from "../features/saved-searches/saved-searches-action.server.ts";
import { summaryOfSearch } from "../features/saved-searches/search-summary.ts";
import { recentLabel } from "../features/search/recent-searches.ts";
import { messagesFor } from "../i18n/catalogues.server.ts";
import { createI18n, useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { EmptyList, PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/seeker-saved-searches";

export const links = accountLinks;
export const meta = accountMeta("savedSearches.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const { site, brand } = context;
  const { t } = createI18n({
    language,
    locale: localeFor(site, language, brand),
    messages: messagesFor(language),
    now: Date.now(),
  });
  const [saved, recent] = await Promise.all([
    context.services.savedSearches.list(user.id, site.id),
    context.services.savedSearches.recentSearches(user.id, site.id, RECENT_SEARCH_LIMIT),
  ]);
  return {
    csrfToken: context.session.csrfToken,
    saved: saved.map((item) => ({ ...item, summary: summaryOfSearch(t, item.search, site.id) })),
    recent: recent.map((item) => ({
      search: item.search,
      label: recentLabel(item) || summaryOfSearch(t, item.search, site.id),
    })),
    /** Set when a save made on the way back from login was refused (pending-save). */
    problem: new URL(request.url).searchParams.get("problem") === "limit" ? "limit" : null,
  };
}

export const action = savedSearchesAction;

export default function SavedSearchesPage({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { csrfToken, saved, recent } = loaderData;
  const problem =
    state?.problems[0] ??
    (loaderData.problem
      ? { messageKey: "savedSearches.limit", params: { max: SAVED_SEARCH_LIMIT } }
      : undefined);

  return (
    <div className="container page narrow seeker-list-page">
      <h1>{t("savedSearches.title")}</h1>
      <p>{t("savedSearches.intro", { max: SAVED_SEARCH_LIMIT })}</p>
      <PageMessages
        problem={problem && saveMessage(t, problem)}
        notice={state?.notice && saveMessage(t, state.notice)}
      />

      {saved.length === 0 ? (
        <EmptyList message={t("savedSearches.empty")} linkText={t("savedSearches.findJobs")} />
      ) : (
        <ul className="saved-list">
          {saved.map((item) => (
            <li key={item.id} className="saved-item">
              <h2 className="saved-item__name">
                <LocalLink to={`/search/results?${item.search}`} dir="auto">
                  {item.name}
                </LocalLink>
              </h2>
              {item.summary !== item.name && <p className="saved-item__summary">{item.summary}</p>}
              <p className="saved-item__date">
                {t("savedSearches.savedOn", { date: formatDate(item.updatedAt) })}
              </p>
              <div className="saved-item__actions">
                <details className="saved-item__rename">
                  <summary
                    className="link-button"
                    aria-label={t("savedSearches.renameLabel", { name: item.name })}
                  >
                    {t("savedSearches.rename")}
                  </summary>
                  <Form method="post" className="saved-item__rename-form">
                    <input type="hidden" name="_csrf" value={csrfToken} />
                    <input type="hidden" name="intent" value="rename" />
                    <input type="hidden" name="id" value={item.id} />
                    <div className="field">
                      <label htmlFor={`rename-${item.id}`}>{t("savedSearches.newName")}</label>
                      <input
                        id={`rename-${item.id}`}
                        name="name"
                        type="text"
                        defaultValue={item.name}
                        maxLength={SAVED_SEARCH_NAME_MAX}
                        required
                        dir="auto"
                      />
                    </div>
                    <button type="submit" className="button button--primary">
                      {t("savedSearches.renameSubmit")}
                    </button>
                  </Form>
                </details>
                <Form method="post">
                  <input type="hidden" name="_csrf" value={csrfToken} />
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={item.id} />
                  <button
                    type="submit"
                    className="link-button link-button--danger"
                    aria-label={t("savedSearches.deleteLabel", { name: item.name })}
                  >
                    {t("savedSearches.delete")}
                  </button>
                </Form>
                <LocalLink to={`/seeker/free-job-alert?search=${encodeURIComponent(item.search)}`}>
                  {t("savedSearches.makeAlert")}
                  <span className="visually-hidden">
                    {" "}
                    (<bdi>{item.name}</bdi>)
                  </span>
                </LocalLink>
              </div>
            </li>
          ))}
        </ul>
      )}

      <section className="recent-searches" aria-labelledby="recent-heading">
        <h2 id="recent-heading">{t("savedSearches.recentHeading")}</h2>
        {recent.length === 0 ? (
          <p>{t("savedSearches.recentEmpty")}</p>
        ) : (
          <>
            <ul className="chips">
              {recent.map((item) => (
                <li key={item.search}>
                  <LocalLink className="chip chip--link" to={`/search/results?${item.search}`} dir="auto">
                    {item.label}
                  </LocalLink>
                </li>
              ))}
            </ul>
            <Form method="post">
              <input type="hidden" name="_csrf" value={csrfToken} />
              <input type="hidden" name="intent" value="clear-recent" />
              <input type="hidden" name="respond" value="data" />
              <button type="submit" className="link-button">
                {t("recent.clear")}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
