/**
 * Recent searches under the home page's search form. A guest's live in the browser, so their list
 * appears after the page has loaded (never in the server's HTML) and only when there is one; the
 * storage code loads only then. A seeker's come from the server with the page (`server`), and clearing
 * them is a form post that works without JavaScript too.
 */

import type { RecentSearchEntry } from "@portal/contracts";
import { useEffect, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink, useLocalHref } from "../../ui/local-link.tsx";
import { RESULTS_PATH } from "./paths.ts";

interface Shown {
  label: string;
  search: string;
}

const loadStore = () => import("./recent-searches.ts");

interface ServerRecentSearches {
  csrfToken: string;
  searches: RecentSearchEntry[];
}

function SeekerRecentSearchList({ server }: { server: ServerRecentSearches }) {
  const { t } = useI18n();
  const fetcher = useFetcher();
  const location = useLocation();
  const localHref = useLocalHref();
  // Cleared as soon as asked; the page's data follows when the post is done.
  if (server.searches.length === 0 || fetcher.formData) return null;
  return (
    <section className="recent-searches" aria-labelledby="recent-searches">
      <h2 id="recent-searches">{t("recent.heading")}</h2>
      <ul className="chips">
        {server.searches.map((search) => (
          <li key={search.search}>
            <LocalLink className="chip chip--link" to={`${RESULTS_PATH}?${search.search}`} dir="auto">
              {[search.query, search.location].filter(Boolean).join(" · ") || t("searchSummary.anyJob")}
            </LocalLink>
          </li>
        ))}
      </ul>
      <fetcher.Form method="post" action={localHref("/seeker/saved-searches")}>
        <input type="hidden" name="_csrf" value={server.csrfToken} />
        <input type="hidden" name="intent" value="clear-recent" />
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" className="link-button">
          {t("recent.clear")}
        </button>
      </fetcher.Form>
    </section>
  );
}

export function RecentSearchList({ server = null }: { server?: ServerRecentSearches | null }) {
  return server ? <SeekerRecentSearchList server={server} /> : <GuestRecentSearchList />;
}

function GuestRecentSearchList() {
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
