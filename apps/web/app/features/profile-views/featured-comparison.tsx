/**
 * A Featured Profile's effect on the profile performance page: views and search appearances per day,
 * before the period against during it, as a table with a caption (two numbers a row read better as a
 * table than as a chart, and need nothing more for assistive technology). The windows are whole UTC days
 * chosen by the server; the page says how many, and says when they are too few to mean much. Without
 * any period, it offers Featured Profile instead.
 */
import type { ComparedDays, FeaturedComparison } from "@portal/contracts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { LocalLink } from "../../ui/local-link.tsx";
import { ScrollRegion } from "../../ui/scroll-region.tsx";

/** Fewer whole days than this and the page says the averages still swing. */
const FEW_DAYS = 7;

export function FeaturedComparisonSection({ featured }: { featured: FeaturedComparison | null }) {
  const { t, formatNumber, formatDate } = useI18n();
  if (!featured)
    return (
      <p className="views-tip">
        {t("views.featuredOffer")}{" "}
        <LocalLink to="/featured-profile-services">{t("views.featuredOfferLink")}</LocalLink>
      </p>
    );

  const { before, during } = featured;
  const dayDate = (date: string) => formatDate(`${date}T12:00:00Z`);
  const perDay = (window: ComparedDays, count: number) =>
    window.days === 0 ? t("views.featuredNoDays") : formatNumber(Math.round((count / window.days) * 10) / 10);
  const duringHeading = featured.isRunning ? "views.featuredSoFar" : "views.featuredDuring";

  return (
    <section aria-labelledby="views-featured" className="views-featured">
      <h2 id="views-featured">{t("views.featuredHeading")}</h2>
      <p>
        {t(featured.isRunning ? "views.featuredRunning" : "views.featuredEnded", {
          start: formatDate(featured.startsAt),
          end: formatDate(featured.endsAt),
        })}
      </p>
      {during.days === 0 ? (
        <p>{t("views.featuredFirstDay")}</p>
      ) : (
        <>
          <ScrollRegion label={t("views.featuredCaption")}>
            <table className="views-featured__table">
              <caption>{t("views.featuredCaption")}</caption>
              <thead>
                <tr>
                  <td />
                  <th scope="col">{t("views.featuredBefore", { count: before.days })}</th>
                  <th scope="col">{t(duringHeading, { count: during.days })}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t("views.featuredViewsRow")}</th>
                  <td>{perDay(before, before.views)}</td>
                  <td>{perDay(during, during.views)}</td>
                </tr>
                <tr>
                  <th scope="row">{t("views.featuredAppearancesRow")}</th>
                  <td>{perDay(before, before.appearances)}</td>
                  <td>{perDay(during, during.appearances)}</td>
                </tr>
              </tbody>
            </table>
          </ScrollRegion>
          <p className="views-featured__note">
            {before.from && before.to
              ? `${t("views.featuredBeforeDays", { from: dayDate(before.from), to: dayDate(before.to) })} `
              : ""}
            {during.from && during.to
              ? `${t("views.featuredDuringDays", { from: dayDate(during.from), to: dayDate(during.to) })} `
              : ""}
            {t("views.featuredFullDays")}
          </p>
          {before.days === 0 ? (
            <p className="views-featured__note">{t("views.featuredNoBefore")}</p>
          ) : before.days < during.days ? (
            <p className="views-featured__note">{t("views.featuredShortBefore")}</p>
          ) : null}
          {during.days < FEW_DAYS && <p className="views-featured__note">{t("views.featuredFewDays")}</p>}
        </>
      )}
    </section>
  );
}
