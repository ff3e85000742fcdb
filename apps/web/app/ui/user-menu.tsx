/**
 * The logged-in person's menu. Seekers get spec §2's entries (a native <details> opens and closes
 * without JavaScript); recruiters and staff get only their own pages.
 */
import type { AccountRole, StaffArea } from "@portal/domain";
import { useLocation } from "react-router";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { LocalLink } from "./local-link.tsx";

const MENU: ReadonlyArray<{ key: MessageKey; to: string }> = [
  { key: "menu.dashboard", to: "/seeker/dashboard" },
  { key: "menu.recommendedJobs", to: "/seeker/recommended-jobs" },
  { key: "menu.appliedJobs", to: "/seeker/applied-jobs" },
  { key: "messages.title", to: "/seeker/messages" },
  { key: "menu.savedJobs", to: "/seeker/saved-jobs" },
  { key: "menu.savedSearches", to: "/seeker/saved-searches" },
  { key: "menu.profile", to: "/seeker/profile" },
  { key: "menu.subscriptions", to: "/seeker/subscriptions" },
  { key: "menu.careerServices", to: "/career-services" },
  { key: "learning.menu", to: "/seeker/learning" },
  { key: "store.yourOrders", to: "/seeker/orders" },
  { key: "menu.jobAlerts", to: "/seeker/job-alert-list" },
  { key: "menu.profilePerformance", to: "/seeker/profile-performance" },
  { key: "menu.assessment", to: "/seeker/assessments" },
  { key: "menu.settings", to: "/seeker/settings" },
  { key: "menu.changePassword", to: "/rio/change-password" },
  { key: "menu.feedback", to: "/seeker/feedback" },
  { key: "menu.notifications", to: "/seeker/notifications" },
  { key: "menu.logout", to: "/rio/sign-out" },
];

const RECRUITER_MENU: ReadonlyArray<{ key: MessageKey; to: string }> = [
  { key: "menu.dashboard", to: "/employer/dashboard" },
  { key: "posting.link", to: "/employer/jobs" },
  { key: "applications.employer.title", to: "/employer/applicants" },
  { key: "candidates.title", to: "/employer/candidates" },
  { key: "messages.title", to: "/employer/messages" },
  { key: "menu.changePassword", to: "/rio/change-password" },
  { key: "menu.logout", to: "/rio/sign-out" },
];

/** The staff console's pages, each for the areas that may open it (none listed: every staff member). */
const STAFF_MENU: ReadonlyArray<{ key: MessageKey; to: string; areas?: readonly StaffArea[] }> = [
  { key: "staff.menu", to: "/staff/review", areas: ["review"] },
  { key: "store.staff.title", to: "/staff/orders", areas: ["orders"] },
  { key: "fulfilment.title", to: "/staff/fulfilment", areas: ["fulfilment", "writing"] },
  { key: "interviews.staff.title", to: "/staff/interviews", areas: ["fulfilment", "interviews"] },
  { key: "store.promoAdmin.title", to: "/staff/promo-codes", areas: ["catalogue"] },
  { key: "catalogueAdmin.title", to: "/staff/catalogue", areas: ["catalogue"] },
  { key: "store.ecashAdmin.title", to: "/staff/ecash", areas: ["orders"] },
  { key: "leads.staff.title", to: "/staff/leads", areas: ["leads"] },
  { key: "staff.polls.title", to: "/staff/polls", areas: ["content"] },
  { key: "staff.events.title", to: "/staff/events", areas: ["content"] },
  { key: "staff.analytics.title", to: "/staff/analytics", areas: ["content"] },
  { key: "staff.feedback.title", to: "/staff/feedback", areas: ["support"] },
  { key: "staff.audit.title", to: "/staff/audit-log" },
  { key: "menu.changePassword", to: "/rio/change-password" },
  { key: "menu.logout", to: "/rio/sign-out" },
];

export function UserMenu({
  avatarUrl,
  role,
  staffAreas,
}: {
  avatarUrl: string | null;
  role: AccountRole | null;
  staffAreas?: readonly StaffArea[] | null;
}) {
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
        {role === "recruiter" || role === "staff" ? (
          (role === "staff"
            ? STAFF_MENU.filter(
                (item) => !item.areas || item.areas.some((area) => staffAreas?.includes(area)),
              )
            : RECRUITER_MENU
          ).map((item) => (
            <li key={item.key}>
              <LocalLink className="menu__item" to={item.to}>
                {t(item.key)}
              </LocalLink>
            </li>
          ))
        ) : (
          <SeekerEntries avatarUrl={avatarUrl} />
        )}
      </ul>
    </details>
  );
}

function SeekerEntries({ avatarUrl }: { avatarUrl: string | null }) {
  const { t } = useI18n();
  return (
    <>
      <li>
        <LocalLink className="menu__item menu__item--photo" to="/seeker/photo">
          {avatarUrl ? (
            <img className="menu__photo" src={avatarUrl} alt={t("avatar.yourPhoto")} width={40} height={40} />
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
    </>
  );
}
