/** Previous and next links of a paged list, with "Page N of M" between; nothing for a single page. */
import { useI18n } from "../i18n/i18n-context.tsx";
import { LocalLink } from "./local-link.tsx";

export function Pager({
  page,
  pages,
  href,
  lastReachable = pages,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** The furthest page the list serves, when it stops before the last (candidate search). */
  lastReachable?: number;
}) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t("applications.list.pageOf", { page, pages })}>
      {page > 1 && (
        <LocalLink to={href(page - 1)} rel="prev">
          {t("applications.list.previous")}
        </LocalLink>
      )}
      <span>{t("applications.list.pageOf", { page, pages })}</span>
      {page < Math.min(pages, lastReachable) && (
        <LocalLink to={href(page + 1)} rel="next">
          {t("applications.list.next")}
        </LocalLink>
      )}
    </nav>
  );
}
