/**
 * The logged-in seeker's menu (spec §2). A native <details> opens and closes without JavaScript;
 * entries whose pages are not built yet lead to the coming-soon page for that feature.
 */
import { useLocation } from "react-router";
import type { MessageKey } from "../i18n/catalogue";
import { useI18n } from "../i18n/i18n-context";
import { LocalLink } from "./local-link";

const MENU: ReadonlyArray<{ key: MessageKey; to: string }> = [
  { key: "menu.dashboard", to: "/seeker/dashboard" },
  { key: "menu.recommendedJobs", to: "/coming-soon/recommendedJobs" },
  { key: "menu.appliedJobs", to: "/seeker/applied-jobs" },
  { key: "menu.savedJobs", to: "/seeker/saved-jobs" },
  { key: "menu.savedSearches", to: "/seeker/saved-searches" },
  { key: "menu.profile", to: "/seeker/profile" },
  { key: "menu.subscriptions", to: "/coming-soon/subscriptions" },
  { key: "menu.careerServices", to: "/coming-soon/careerServices" },
  { key: "menu.jobAlerts", to: "/coming-soon/jobAlerts" },
  { key: "menu.profilePerformance", to: "/seeker/profile-performance" },
  { key: "menu.assessment", to: "/coming-soon/assessment" },
  { key: "menu.settings", to: "/coming-soon/settings" },
  { key: "menu.changePassword", to: "/rio/change-password" },
  { key: "menu.feedback", to: "/coming-soon/feedback" },
  { key: "menu.notifications", to: "/coming-soon/notifications" },
  { key: "menu.logout", to: "/rio/sign-out" },
];

export function UserMenu({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useI18n();
  // A new page starts with the menu closed; otherwise it would stay open over the page just opened.
  const { key } = useLocation();
  return (
    <details className="menu" key={key}>
      <summary className="menu__toggle">
        {avatarUrl && <img className="menu__avatar" src={avatarUrl} alt="" width={28} height={28} />}
        {t("shell.myAccount")}
      </summary>
      <ul className="menu__list">
        <li>
          <LocalLink className="menu__item menu__item--photo" to="/seeker/photo">
            {avatarUrl ? (
              <img
                className="menu__photo"
                src={avatarUrl}
                alt={t("avatar.yourPhoto")}
                width={40}
                height={40}
              />
            ) : null}
            {t(avatarUrl ? "avatar.changePhoto" : "avatar.addPhoto")}
          </LocalLink>
        </li>
        {MENU.map((item) => (
          <li key={item.key}>
            <LocalLink className="menu__item" to={item.to}>
              {t(item.key)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
