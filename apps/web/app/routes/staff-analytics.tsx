/**
 * Staff: first-party analytics of this site (/staff/analytics; the content area). Per day of the last
 * two weeks: page views by the spec's source (our e-mails or not), searches, applications (and those
 * from our e-mails: alert e-mails opened to apply), the app banner's events — figures with a bar each.
 */
import type { AnalyticsDay } from "@portal/contracts";
import { APP_DOWNLOAD_EVENTS } from "@portal/domain";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import type { Route } from "./+types/staff-analytics";

export const links = accountLinks;
export const meta = accountMeta("staff.analytics.title");

const DAYS = 14;

/** The page's columns: what each counts. */
const COLUMNS: { key: MessageKey; names: readonly string[]; source?: string }[] = [
  { key: "staff.analytics.visitsGoogle", names: ["page view"], source: "google" },
  { key: "staff.analytics.visitsMailer", names: ["page view"], source: "mailer" },
  { key: "staff.analytics.searches", names: ["search"] },
  { key: "staff.analytics.applies", names: ["apply"] },
  { key: "staff.analytics.mailerApplies", names: ["apply"], source: "mailer" },
  {
    key: "staff.analytics.banner",
    names: [APP_DOWNLOAD_EVENTS.bannerClose, APP_DOWNLOAD_EVENTS.bannerClick],
  },
];

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  return { days: await context.services.analytics.daily(staff, context.site.id, DAYS) };
}

function countsOf(days: AnalyticsDay[]) {
  const dates = [...new Set(days.map((day) => day.day))].sort();
  return dates.map((date) => ({
    date,
    values: COLUMNS.map((column) =>
      days
        .filter(
          (day) =>
            day.day === date &&
            column.names.includes(day.name) &&
            (!column.source || day.source === column.source),
        )
        .reduce((sum, day) => sum + day.events, 0),
    ),
  }));
}

export default function StaffAnalytics({ loaderData }: Route.ComponentProps) {
  const { t, formatDate, formatNumber } = useI18n();
  const rows = countsOf(loaderData.days);
  const maxima = COLUMNS.map((_, index) => Math.max(1, ...rows.map((row) => row.values[index] ?? 0)));
  return (
    <div className="container page account-page">
      <h1>{t("staff.analytics.title")}</h1>
      <p className="account-page__intro">{t("staff.analytics.intro")}</p>
      {rows.length === 0 ? (
        <p>{t("staff.analytics.none")}</p>
      ) : (
        <div className="table-scroll">
          <table className="analytics-table">
            <thead>
              <tr>
                <th scope="col">{t("staff.analytics.day")}</th>
                {COLUMNS.map((column) => (
                  <th scope="col" key={column.key}>
                    {t(column.key)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.date}>
                  <th scope="row">{formatDate(row.date)}</th>
                  {row.values.map((value, index) => (
                    <td key={COLUMNS[index]?.key}>
                      {formatNumber(value)}
                      <span className="analytics-bar" aria-hidden="true">
                        <span
                          style={{
                            inlineSize: `${Math.round(((value ?? 0) / (maxima[index] ?? 1)) * 100)}%`,
                          }}
                        />
                      </span>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
