/** The recruiter's start page (/employer/dashboard): who they are and for which company; recruiters only. */
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { companyPagePath } from "../features/browse/browse-paths.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Sentence } from "../i18n/sentence.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-dashboard";

export const links = accountLinks;
export const meta = accountMeta("accounts.employer.dashboardTitle");

export function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request, pageLanguage(params, request), "recruiter");
  return {
    name: user.name,
    company: user.company?.name ?? null,
    companySlug: user.company?.slug ?? null,
    // Until the address is confirmed, the recruiter is reminded where the link went.
    unconfirmedEmail: user.emailVerified ? null : user.email,
  };
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
      {loaderData.unconfirmedEmail && (
        <p className="notice" role="note">
          <Sentence
            message="accounts.employer.confirmEmail"
            values={{ email: loaderData.unconfirmedEmail }}
          />
        </p>
      )}
      <p>{t("accounts.employer.comingSoon")}</p>
      <p className="account-links">
        <LocalLink to="/employer/jobs/new">{t("posting.newTitle")}</LocalLink>
        <LocalLink to="/employer/jobs">{t("posting.link")}</LocalLink>
        <LocalLink to="/employer/applicants">{t("applications.employer.title")}</LocalLink>
        <LocalLink to="/employer/candidates">{t("candidates.title")}</LocalLink>
        <LocalLink to="/employer/messages">{t("messages.title")}</LocalLink>
        <LocalLink to="/employer/team">{t("team.link")}</LocalLink>
        <LocalLink to="/employer/company">{t("companyEdit.title")}</LocalLink>
        {loaderData.companySlug && (
          <LocalLink to={companyPagePath(loaderData.companySlug)}>
            {t("accounts.employer.viewCompanyPage")}
          </LocalLink>
        )}
        <LocalLink to="/rio/change-password">{t("menu.changePassword")}</LocalLink>
        <LocalLink to="/rio/sign-out">{t("menu.logout")}</LocalLink>
      </p>
    </div>
  );
}
