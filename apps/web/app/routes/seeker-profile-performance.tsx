/**
 * Profile performance (/seeker/profile-performance, spec §2 user menu): how often recruiters opened the
 * seeker's profile and found it in their candidate searches in the last 7/30/90 days, a Featured
 * Profile's before and during (or an offer of one), views and appearances per day as charts and a table,
 * and the companies that looked. Server-rendered; nothing here needs JavaScript.
 */
import { PROFILE_VIEW_PERIODS, PROFILE_VIEW_WINDOW_MINUTES } from "@portal/domain";
import { accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { mediaLinks } from "../features/avatar/media-page.ts";
import { FeaturedComparisonSection } from "../features/profile-views/featured-comparison.tsx";
import { ViewsChart } from "../features/profile-views/views-chart.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { ScrollRegion } from "../ui/scroll-region.tsx";
import type { Route } from "./+types/seeker-profile-performance";

export const links = mediaLinks;
export const meta = accountMeta("views.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request, pageLanguage(params, request), "seeker");
  const [stats, hasAvatar] = await Promise.all([
    context.services.profileViews.stats(user),
    context.services.avatars.hasAvatar(user.id),
  ]);
  return { stats, hasAvatar };
}

const COUNT_OF = { 7: "days7", 30: "days30", 90: "days90" } as const;
const PERIOD_LABEL = { 7: "views.last7", 30: "views.last30", 90: "views.last90" } as const;

export default function ProfilePerformance({ loaderData }: Route.ComponentProps) {
  const { t, formatNumber, formatDate } = useI18n();
  const { stats, hasAvatar } = loaderData;
  const daysWithNumbers = stats.daily.filter((day) => day.views > 0 || day.appearances > 0);
  const dayDate = (date: string) => formatDate(`${date}T12:00:00Z`);
  const max = Math.max(0, ...stats.daily.map((day) => day.views));
  const maxAppearances = Math.max(0, ...stats.daily.map((day) => day.appearances));
  const from = dayDate(stats.daily[0]?.date ?? "");
  const to = dayDate(stats.daily.at(-1)?.date ?? "");

  return (
    <div className="container page media-page views-page">
      <h1>{t("views.title")}</h1>
      <p className="account-page__intro">{t("views.intro", { minutes: PROFILE_VIEW_WINDOW_MINUTES })}</p>

      <section aria-labelledby="views-periods">
        <h2 id="views-periods">{t("views.periodsLabel")}</h2>
        <ul className="views-counts">
          {PROFILE_VIEW_PERIODS.map((days) => (
            <li key={days} className="views-counts__item">
              <span className="views-counts__number">{formatNumber(stats.counts[COUNT_OF[days]])}</span>
              <span className="views-counts__label">{t(PERIOD_LABEL[days])}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="views-appearances">
        <h2 id="views-appearances">{t("views.appearancesLabel")}</h2>
        <p>{t("views.appearancesIntro")}</p>
        <ul className="views-counts">
          {PROFILE_VIEW_PERIODS.map((days) => (
            <li key={days} className="views-counts__item">
              <span className="views-counts__number">
                {formatNumber(stats.appearanceCounts[COUNT_OF[days]])}
              </span>
              <span className="views-counts__label">{t(PERIOD_LABEL[days])}</span>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedComparisonSection featured={stats.featured} />

      {!hasAvatar && (
        <p className="views-tip">
          {t("views.photoTip")} <LocalLink to="/seeker/photo">{t("views.addPhoto")}</LocalLink>
        </p>
      )}

      <section aria-labelledby="views-chart">
        <h2 id="views-chart">{t("views.chartHeading")}</h2>
        <ViewsChart
          daily={stats.daily}
          formatDate={formatDate}
          description={t("views.chartDescription", { from, to, max: formatNumber(max) })}
        />
      </section>

      <section aria-labelledby="views-appearances-chart">
        <h2 id="views-appearances-chart">{t("views.appearancesChartHeading")}</h2>
        <ViewsChart
          daily={stats.daily}
          series="appearances"
          formatDate={formatDate}
          description={t("views.appearancesChartDescription", {
            from,
            to,
            max: formatNumber(maxAppearances),
          })}
        />
        {daysWithNumbers.length > 0 && (
          <details className="views-table">
            <summary>{t("views.tableToggle")}</summary>
            <ScrollRegion label={t("views.tableCaption")}>
              <table>
                <caption>{t("views.tableCaption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("views.colDate")}</th>
                    <th scope="col">{t("views.colViews")}</th>
                    <th scope="col">{t("views.colAppearances")}</th>
                  </tr>
                </thead>
                <tbody>
                  {daysWithNumbers.map((day) => (
                    <tr key={day.date}>
                      <td>{dayDate(day.date)}</td>
                      <td>{formatNumber(day.views)}</td>
                      <td>{formatNumber(day.appearances)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </details>
        )}
      </section>

      <section aria-labelledby="views-companies">
        <h2 id="views-companies">{t("views.companiesHeading")}</h2>
        {stats.companies.length === 0 ? (
          <p>{t("views.noViews")}</p>
        ) : (
          <ScrollRegion>
            <table className="views-companies">
              <thead>
                <tr>
                  <th scope="col">{t("views.colCompany")}</th>
                  <th scope="col">{t("views.colViews")}</th>
                  <th scope="col">{t("views.colLatest")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.companies.map((company) => (
                  <tr key={`${company.companyName ?? "unknown"}-${company.lastViewedAt}`}>
                    <th scope="row">{company.companyName ?? t("views.unknownCompany")}</th>
                    <td>{formatNumber(company.views)}</td>
                    <td>{formatDate(company.lastViewedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </div>
  );
}
