/**
 * The seeker's dashboard (/seeker/dashboard, spec §2's "dashboard" page class): profile score, profile
 * views, applied and saved counts, the latest applications with their statuses, recommended jobs,
 * recent searches to run again, the engagement card slot and unread notifications. The data comes in
 * one service call that asks every feature at once (features/dashboard). The app-download widget is
 * the shell's, shown here by its page-class rules. A new seeker also sees the welcome screen (spec: splash
 * screen) in their A/B variant until they leave it. Works without JavaScript.
 */

import { type DashboardData, WELCOME_EXITS, type WelcomeExit } from "@portal/contracts";
import { jobPath } from "@portal/domain";
import { data } from "react-router";
import { accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { NOTIFICATIONS_PATH } from "../features/bell/bell-link.tsx";
import { RecommendedSection } from "../features/dashboard/recommended-section.tsx";
import { WelcomeScreen } from "../features/dashboard/welcome-screen.tsx";
import { EngagementCardSlot, engagementCardSlotLinks } from "../features/engagement-cards/card-slot.tsx";
import { cardPlaceNames } from "../features/places/place-names.server.ts";
import { ScoreMeter } from "../features/profile/score-meter.tsx";
import { recentLabel } from "../features/search/recent-searches.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import dashboardStyles from "../styles/dashboard.css?url";
import profileStyles from "../styles/profile.css?url";
import { formAction, formText, goTo } from "../ui/forms/form-action.server.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-dashboard";

export const links = () => [
  { rel: "stylesheet", href: profileStyles },
  { rel: "stylesheet", href: dashboardStyles },
  ...engagementCardSlotLinks(),
];
export const meta = accountMeta("dashboard.title");

/** Where each way out of the welcome screen leads. */
const WELCOME_TARGETS: Readonly<Record<WelcomeExit, string>> = {
  close: "/seeker/dashboard",
  profile: "/seeker/profile",
  resume: "/seeker/profile/resume",
  alert: "/seeker/free-job-alert",
};
/** A profile this complete counts as done on the welcome checklist. */
const WELCOME_PROFILE_SCORE = 80;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const user = requireUser(context, request, language, "seeker");
  const [dashboard, messages, welcome] = await Promise.all([
    context.services.dashboard.load(user, context.site.id) as Promise<DashboardData>,
    // Like every part of the dashboard, a count that cannot be read says so instead of failing the page.
    context.services.messages.unread(user).catch(() => null),
    context.services.experiments.welcomeScreen(user, context.site.id).catch(() => null),
  ]);
  const alerts = welcome
    ? await context.services.jobAlerts.list({ user }, context.site.id).catch(() => null)
    : null;
  return {
    name: user.name,
    brand: context.brand.name,
    dashboard,
    unreadMessages: messages?.messages ?? null,
    placeNames: cardPlaceNames(language, dashboard),
    csrfToken: context.session.csrfToken,
    welcome: welcome && {
      variant: welcome.variant,
      steps: {
        profile: (dashboard.profile?.score.score ?? 0) >= WELCOME_PROFILE_SCORE,
        resume: (dashboard.profile?.score.earned.resume ?? 0) > 0,
        alert: (alerts?.alerts.length ?? 0) > 0,
      },
    },
  };
}

/** Leaving the welcome screen: kept (it is not shown again), then on to where the seeker chose. */
export const action = formAction(async ({ input, context, request, language }) => {
  const user = requireUser(context, request, language, "seeker");
  const exit = formText(input.exit);
  if (formText(input.intent) !== "welcome" || !WELCOME_EXITS.includes(exit as WelcomeExit)) {
    throw data(null, { status: 400 });
  }
  await context.services.experiments.leaveWelcome(user, exit as WelcomeExit);
  return goTo(WELCOME_TARGETS[exit as WelcomeExit], language);
});

function Unavailable() {
  const { t } = useI18n();
  return <p className="notice">{t("dashboard.partUnavailable")}</p>;
}

/** A figure of the seeker's activity, and what it counts in a sentence that agrees with the number. */
function ActivityFigure({
  label,
  counted,
  value,
  to,
}: {
  /** What is counted, for when the figure could not be loaded. */
  label: MessageKey;
  /** The sentence with the count, in its plural forms. */
  counted: MessageKey;
  value: number | null;
  to: string;
}) {
  const { t } = useI18n();
  return (
    <li className="dashboard-figure">
      <LocalLink to={to} className="dashboard-figure__link dashboard-figure__link--sentence">
        {value === null ? (
          <>
            <span className="dashboard-figure__value">–</span>{" "}
            <span className="dashboard-figure__label">{t(label)}</span>
          </>
        ) : (
          <span className="dashboard-figure__label">
            <Sentence
              message={counted}
              values={{ count: value }}
              render={{ count: (text) => <span className="dashboard-figure__value">{text}</span> }}
            />
          </span>
        )}
      </LocalLink>
    </li>
  );
}

function Figure({ label, value, to }: { label: string; value: number | null; to: string }) {
  const { formatNumber } = useI18n();
  return (
    <li className="dashboard-figure">
      <LocalLink to={to} className="dashboard-figure__link">
        <span className="dashboard-figure__value">{value === null ? "–" : formatNumber(value)}</span>{" "}
        <span className="dashboard-figure__label">{label}</span>
      </LocalLink>
    </li>
  );
}

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const { name, dashboard } = loaderData;
  const { applicationCounts, profileViews } = dashboard;
  const applied = applicationCounts ? applicationCounts.total - applicationCounts.withdrawn : null;

  return (
    <div className="container page dashboard">
      <h1>
        <Sentence message="dashboard.heading" values={{ name }} />
      </h1>
      <p className="dashboard__intro">{t("dashboard.intro")}</p>
      {loaderData.welcome && (
        <WelcomeScreen
          variant={loaderData.welcome.variant}
          steps={loaderData.welcome.steps}
          name={name}
          brand={loaderData.brand}
          csrfToken={loaderData.csrfToken}
        />
      )}
      <EngagementCardSlot />

      <div className="dashboard__grid">
        <section className="dashboard-panel" aria-labelledby="dashboard-activity">
          <h2 id="dashboard-activity">{t("dashboard.activity.heading")}</h2>
          <ul className="dashboard-figures">
            <ActivityFigure
              label="dashboard.activity.applied"
              counted="dashboard.activity.appliedCount"
              value={applied}
              to="/seeker/applied-jobs"
            />
            <ActivityFigure
              label="dashboard.activity.saved"
              counted="dashboard.activity.savedCount"
              value={dashboard.savedJobs}
              to="/seeker/saved-jobs"
            />
            <ActivityFigure
              label="dashboard.activity.notifications"
              counted="dashboard.activity.notificationsCount"
              value={dashboard.unreadNotifications}
              to={NOTIFICATIONS_PATH}
            />
            <ActivityFigure
              label="dashboard.activity.messages"
              counted="dashboard.activity.messagesCount"
              value={loaderData.unreadMessages}
              to="/seeker/messages"
            />
          </ul>
        </section>

        <section className="dashboard-panel" aria-labelledby="dashboard-views">
          <h2 id="dashboard-views">{t("dashboard.views.heading")}</h2>
          {profileViews ? (
            <ul className="dashboard-figures">
              <Figure
                label={t("dashboard.views.last7")}
                value={profileViews.days7}
                to="/seeker/profile-performance"
              />
              <Figure
                label={t("dashboard.views.last30")}
                value={profileViews.days30}
                to="/seeker/profile-performance"
              />
            </ul>
          ) : (
            <Unavailable />
          )}
          <p>
            <LocalLink to="/seeker/profile-performance">{t("dashboard.views.more")}</LocalLink>
          </p>
        </section>

        <div className="dashboard-panel dashboard-panel--score">
          {dashboard.profile ? (
            <ScoreMeter score={dashboard.profile.score} profileId={dashboard.profile.profileId} />
          ) : (
            <section className="score-meter" aria-labelledby="score-heading">
              <h2 id="score-heading">{t("profile.score.heading")}</h2>
              <p>{t("dashboard.score.noProfile")}</p>
              <p>
                <LocalLink to="/seeker/profile" className="button button--primary">
                  {t("dashboard.score.createProfile")}
                </LocalLink>
              </p>
            </section>
          )}
        </div>

        <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-applications">
          <h2 id="dashboard-applications">{t("dashboard.applications.heading")}</h2>
          {dashboard.applications === null ? (
            <Unavailable />
          ) : dashboard.applications.length === 0 ? (
            <p>
              {t("dashboard.applications.empty")}{" "}
              <LocalLink to="/">{t("dashboard.applications.findJobs")}</LocalLink>
            </p>
          ) : (
            <ol className="dashboard-applications">
              {dashboard.applications.map((application) => (
                <li key={application.applicationId} className="dashboard-application">
                  <p className="dashboard-application__job">
                    {application.job ? (
                      <>
                        <LocalLink to={jobPath(application.job)} dir="auto">
                          {application.job.title}
                        </LocalLink>{" "}
                        <span className="dashboard-application__company" dir="auto">
                          {application.job.companyName}
                        </span>
                      </>
                    ) : (
                      t("dashboard.applications.jobGone")
                    )}
                  </p>
                  <p className="dashboard-application__meta">
                    <span className={`application__status application__status--${application.status}`}>
                      <span className="visually-hidden">{t("applications.employer.status")}: </span>
                      {t(`applications.status.${application.status}`)}
                    </span>{" "}
                    <span className="dashboard-application__date">
                      {t("dashboard.applications.appliedOn", { date: formatDate(application.appliedAt) })}
                    </span>
                  </p>
                </li>
              ))}
            </ol>
          )}
          <p>
            <LocalLink to="/seeker/applied-jobs">{t("dashboard.applications.all")}</LocalLink>
          </p>
        </section>

        <RecommendedSection recommended={dashboard.recommended} />

        <LearningSection learning={dashboard.learning} />

        <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-searches">
          <h2 id="dashboard-searches">{t("dashboard.searches.heading")}</h2>
          {dashboard.recentSearches === null ? (
            <Unavailable />
          ) : dashboard.recentSearches.length === 0 ? (
            <p>{t("dashboard.searches.empty")}</p>
          ) : (
            <ul className="chips">
              {dashboard.recentSearches.map((search) => {
                const label = recentLabel(search) || search.search;
                return (
                  <li key={search.search}>
                    <LocalLink
                      className="chip chip--link"
                      to={`/search/results?${search.search}`}
                      aria-label={t("dashboard.searches.runAgain", { search: label })}
                      dir="auto"
                    >
                      {label}
                    </LocalLink>
                  </li>
                );
              })}
            </ul>
          )}
          <p>
            <LocalLink to="/seeker/saved-searches">{t("dashboard.searches.all")}</LocalLink>
          </p>
        </section>
      </div>
    </div>
  );
}

/** Courses and bundles bought, and where the seeker stands (spec: active bundles, active status). */
function LearningSection({ learning }: { learning: DashboardData["learning"] }) {
  const { t } = useI18n();
  const bought = learning
    ? learning.courses.enrolled + learning.courses.in_progress + learning.courses.completed
    : 0;
  return (
    <section className="dashboard-panel dashboard-panel--wide" aria-labelledby="dashboard-learning">
      <h2 id="dashboard-learning">{t("learning.title")}</h2>
      {learning === null ? (
        <Unavailable />
      ) : bought === 0 ? (
        <p>
          {t("dashboard.learning.empty")}{" "}
          <LocalLink to="/courses">{t("dashboard.learning.browse")}</LocalLink>
        </p>
      ) : (
        <>
          <ul className="dashboard-figures">
            <Figure
              label={t("learning.status.in_progress")}
              value={learning.courses.in_progress}
              to="/seeker/learning"
            />
            <Figure
              label={t("learning.status.enrolled")}
              value={learning.courses.enrolled}
              to="/seeker/learning"
            />
            <Figure
              label={t("learning.status.completed")}
              value={learning.courses.completed}
              to="/seeker/learning"
            />
          </ul>
          {learning.bundles.length > 0 && (
            <ul className="dashboard-bundles">
              {learning.bundles.map((bundle) => (
                <li key={bundle.bundleId} dir="auto">
                  <LocalLink to={`/courses/bundles/${encodeURIComponent(bundle.bundleId)}`}>
                    {t("dashboard.learning.bundle", {
                      title: bundle.title,
                      status: t(`learning.status.${bundle.status}`),
                      percent: bundle.percent,
                    })}
                  </LocalLink>
                  <progress max={100} value={bundle.percent} aria-hidden="true" />
                </li>
              ))}
            </ul>
          )}
          <p>
            <LocalLink to="/seeker/learning">{t("dashboard.learning.all")}</LocalLink>
          </p>
        </>
      )}
    </section>
  );
}
