/** The recruiter's start page (/employer/dashboard): who they are and for which company; recruiters only. */
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-dashboard";

export const links = accountLinks;
export const meta = accountMeta("accounts.employer.dashboardTitle");

export function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request, pageLanguage(params, request), "recruiter");
  return { name: user.name, company: user.company?.name ?? null };
}

export default function EmployerDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.employer.welcome", { name: loaderData.name })}</h1>
      {loaderData.company && (
        <p className="account-page__intro">
          {t("accounts.employer.company", { company: loaderData.company })}
        </p>
      )}
      <p>{t("accounts.employer.comingSoon")}</p>
      <p className="account-links">
        <LocalLink to="/employer/applicants">{t("applications.employer.title")}</LocalLink>
        <LocalLink to="/rio/change-password">{t("menu.changePassword")}</LocalLink>
        <LocalLink to="/rio/sign-out">{t("menu.logout")}</LocalLink>
      </p>
    </div>
  );
}
