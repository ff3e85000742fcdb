/**
 * Staff: first-party analytics of this site (/staff/analytics; the content area). Per day of the last
 * two weeks: page views by the spec's source (our e-mails or not), searches, applications (and those
 * from our e-mails: alert e-mails opened to apply), the app banner's events — figures with a bar each.
 */
import { type AnalyticsDay, type ExperimentReport, WELCOME_EXITS } from "@portal/contracts";
import { APP_DOWNLOAD_EVENTS, WELCOME_SCREEN_EXPERIMENT } from "@portal/domain";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { ScrollRegion } from "../ui/scroll-region.tsx";
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
  const [days, experiments] = await Promise.all([
    context.services.analytics.daily(staff, context.site.id, DAYS),
    context.services.experiments.report(staff),
  ]);
  return { days, experiments };
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
        <ScrollRegion label={t("staff.analytics.title")}>
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
        </ScrollRegion>
      )}
      <ExperimentsTable experiments={loaderData.experiments} />
    </div>
  );
}

/** Each experiment's variants: who was shown each, how often, and (welcome screen) how they left it. */
function ExperimentsTable({ experiments }: { experiments: readonly ExperimentReport[] }) {
  const { t, formatNumber } = useI18n();
  return (
    <section aria-labelledby="experiments-heading">
      <h2 id="experiments-heading">{t("staff.analytics.experiments")}</h2>
      <p>{t("staff.analytics.experimentsIntro")}</p>
      {experiments.map((experiment) => {
        const exits = experiment.experiment === WELCOME_SCREEN_EXPERIMENT.id ? WELCOME_EXITS : [];
        return (
          <ScrollRegion key={experiment.experiment} label={experimentName(t, experiment.experiment)}>
            <table className="analytics-table">
              <caption>{experimentName(t, experiment.experiment)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("staff.analytics.variant")}</th>
                  <th scope="col">{t("staff.analytics.visitors")}</th>
                  <th scope="col">{t("staff.analytics.exposures")}</th>
                  {exits.map((exit) => (
                    <th scope="col" key={exit}>
                      {t(`staff.analytics.exit.${exit}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {experiment.variants.map((variant) => (
                  <tr key={variant.variant}>
                    <th scope="row">{variantName(t, variant.variant)}</th>
                    <td>{formatNumber(variant.visitors)}</td>
                    <td>{formatNumber(variant.exposures)}</td>
                    {exits.map((exit) => (
                      <td key={exit}>{formatNumber(variant.exits[exit] ?? 0)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        );
      })}
    </section>
  );
}

type Translate = ReturnType<typeof useI18n>["t"];
const experimentName = (t: Translate, id: string) =>
  id === WELCOME_SCREEN_EXPERIMENT.id ? t("staff.analytics.experiment.welcomeScreen") : id;
const variantName = (t: Translate, id: string) =>
  id === "checklist"
    ? t("staff.analytics.variant.checklist")
    : id === "resume-first"
      ? t("staff.analytics.variant.resumeFirst")
      : id;
