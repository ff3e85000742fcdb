/**
 * "Get new jobs like these by e-mail" on the results page: the search on screen becomes a daily alert.
 * A guest types only an address (confirmed by the link we send); a seeker's goes to their account's.
 * A plain form posting to the free alert page, which answers with the alert's success page.
 */
import { useId } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useLocalHref } from "../../ui/local-link.tsx";

export interface ResultsAlertView {
  /** The canonical query string of the search on screen. */
  search: string;
  csrfToken: string;
  isGuest: boolean;
}

export function ResultsAlertForm({ view }: { view: ResultsAlertView }) {
  const { t } = useI18n();
  const id = useId();
  const localHref = useLocalHref();
  return (
    <div className="save-search results-alert">
      <details className="save-search__details">
        <summary className="button button--outline save-search__toggle">
          <span aria-hidden="true">✉</span> {t("jobAlerts.results.toggle")}
        </summary>
        <form method="post" action={localHref("/seeker/free-job-alert")} className="save-search__form">
          <input type="hidden" name="_csrf" value={view.csrfToken} />
          <input type="hidden" name="search" value={view.search} />
          <input type="hidden" name="frequency" value="daily" />
          {view.isGuest && (
            <div className="field">
              <label htmlFor={`${id}-email`}>{t("jobAlerts.field.email")}</label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                dir="ltr"
                required
                aria-describedby={`${id}-hint`}
              />
              <p id={`${id}-hint`} className="save-search__hint">
                {t("jobAlerts.create.guestNote")}
              </p>
            </div>
          )}
          <button type="submit" className="button button--primary">
            {t("jobAlerts.results.submit")}
          </button>
        </form>
      </details>
    </div>
  );
}
