/** Previous/next and a few page numbers, as plain links so every page of results is reachable without JavaScript. */

import { MAX_SEARCH_PAGE } from "@portal/domain";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";

interface PaginationProps {
  basePath: string;
  params: URLSearchParams;
  page: number;
  lastPage: number;
}

export function Pagination({ basePath, params, page, lastPage }: PaginationProps) {
  const { t, formatNumber } = useI18n();
  if (lastPage <= 1) return null;
  const href = (target: number) => pageHref(basePath, params, target);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 && (
          <li>
            <LocalLink to={href(page - 1)} rel="prev" className="pagination__step">
              {t("pagination.previous")}
            </LocalLink>
          </li>
        )}
        {pageWindow(page, lastPage).map((number) => (
          <li key={number}>
            {number === page ? (
              <span className="pagination__page" aria-current="page">
                <span className="visually-hidden">{t("pagination.page", { page: number })}</span>
                <span aria-hidden="true">{formatNumber(number)}</span>
              </span>
            ) : (
              <LocalLink
                to={href(number)}
                className="pagination__page"
                aria-label={t("pagination.page", { page: number })}
              >
                {formatNumber(number)}
              </LocalLink>
            )}
          </li>
        ))}
        {page < lastPage && (
          <li>
            <LocalLink to={href(page + 1)} rel="next" className="pagination__step">
              {t("pagination.next")}
            </LocalLink>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The same search on another page; page 1 has no page parameter, so it has one address. */
export function pageHref(basePath: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  const query = next.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** Up to `size` page numbers around the current one, kept inside 1..lastPage. */
export function pageWindow(current: number, lastPage: number, size = 5): number[] {
  if (lastPage < 1) return [];
  const count = Math.min(size, lastPage);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), lastPage - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export function lastPageOf(total: number, pageSize: number): number {
  return Math.min(MAX_SEARCH_PAGE, Math.ceil(total / pageSize));
}
