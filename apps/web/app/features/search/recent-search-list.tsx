/**
 * The guest's recent searches under the home page's search form. They live in the browser, so the
 * list appears after the page has loaded (never in the server's HTML) and only when there is one;
 * the storage code loads only then.
 */
import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { LocalLink } from "../../ui/local-link";
import { RESULTS_PATH } from "./paths";

interface Shown {
  label: string;
  search: string;
}

const loadStore = () => import("./recent-searches");

export function RecentSearchList() {
  const { t } = useI18n();
  const [searches, setSearches] = useState<Shown[]>([]);

  useEffect(() => {
    let isCurrent = true;
    loadStore()
      .then(async ({ recentLabel, recentSearchStore }) => {
        const list = await recentSearchStore().list();
        if (isCurrent) setSearches(list.map((item) => ({ label: recentLabel(item), search: item.search })));
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, []);

  if (searches.length === 0) return null;
  const clear = () => {
    void loadStore().then(({ recentSearchStore }) => recentSearchStore().clear());
    setSearches([]);
  };
  return (
    <section className="recent-searches" aria-labelledby="recent-searches">
      <h2 id="recent-searches">{t("recent.heading")}</h2>
      <ul className="chips">
        {searches.map((search) => (
          <li key={search.search}>
            <LocalLink className="chip chip--link" to={`${RESULTS_PATH}?${search.search}`} dir="auto">
              {search.label}
            </LocalLink>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={clear}>
        {t("recent.clear")}
      </button>
    </section>
  );
}
