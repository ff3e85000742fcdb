/**
 * "Save this search" on the results page: a disclosure with the name (a readable summary by default)
 * and a form posting to /seeker/saved-searches. Without JavaScript the browser comes back to the
 * results; with it the page stays and says where the search was saved. Guests are asked to log in first.
 */

import { SAVED_SEARCH_NAME_MAX } from "@portal/contracts";
import { useId } from "react";
import { useFetcher, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { FormState } from "../../ui/forms/form-state.ts";
import { LocalLink, useLocalHref } from "../../ui/local-link.tsx";
import { saveMessage, useHydrated } from "./save-messages.ts";

export interface SaveSearchView {
  /** The canonical query string of the search on screen. */
  search: string;
  defaultName: string;
  csrfToken: string;
  isGuest: boolean;
  /** The name it is saved under, when the seeker saved this search before. */
  savedName: string | null;
}

export function SaveSearchForm({ view }: { view: SaveSearchView }) {
  const { t } = useI18n();
  const id = useId();
  const fetcher = useFetcher<FormState>();
  const location = useLocation();
  const localHref = useLocalHref();
  const isHydrated = useHydrated();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const problem = answer?.problems[0];
  const notice = answer?.notice;
  const nameProblem = problem?.field === "name";
  const isBusy = fetcher.state !== "idle";

  return (
    <div className="save-search">
      <details className="save-search__details" open={problem ? true : undefined}>
        <summary className="button button--outline save-search__toggle">
          <span aria-hidden="true">{view.savedName ? "★" : "☆"}</span> {t("saveSearch.toggle")}
        </summary>
        <fetcher.Form
          method="post"
          action={localHref("/seeker/saved-searches")}
          className="save-search__form"
        >
          <input type="hidden" name="_csrf" value={view.csrfToken} />
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="search" value={view.search} />
          <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
          {isHydrated && <input type="hidden" name="respond" value="data" />}
          <div className="field">
            <label htmlFor={`${id}-name`}>{t("saveSearch.nameLabel")}</label>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              defaultValue={view.savedName ?? view.defaultName}
              maxLength={SAVED_SEARCH_NAME_MAX}
              dir="auto"
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : view.isGuest ? `${id}-hint` : undefined}
            />
          </div>
          {view.isGuest && (
            <p id={`${id}-hint`} className="save-search__hint">
              {t("saveSearch.guestHint")}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={isBusy}>
            {isBusy ? t("saveSearch.saving") : t("saveSearch.submit")}
          </button>
          {problem && (
            <p id={`${id}-problem`} className="form-error" role="alert">
              {saveMessage(t, problem)}
            </p>
          )}
        </fetcher.Form>
      </details>
      <p className="save-search__status" role="status">
        {notice
          ? saveMessage(t, notice)
          : view.savedName
            ? t("saveSearch.savedAs", { name: view.savedName })
            : null}{" "}
        {(notice || view.savedName) && (
          <LocalLink to="/seeker/saved-searches">{t("saveSearch.viewAll")}</LocalLink>
        )}
      </p>
    </div>
  );
}
