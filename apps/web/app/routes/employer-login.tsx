/** Recruiter login (/employer/login): separate from the seekers' one; a seeker account cannot log in here. */
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { loadLogin, loginAction } from "../features/accounts/login.server.ts";
import { LoginPanel } from "../features/accounts/login-panel.tsx";
import { diallingCodesFor } from "../features/accounts/phone-codes.ts";
import { WrongAccountNotice } from "../features/accounts/wrong-account-notice.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-login";

export const links = accountLinks;
export const meta = accountMeta("accounts.employer.loginTitle");
export const loader = (args: Route.LoaderArgs) => loadLogin("recruiter", args);
export const action = loginAction("recruiter");

export default function EmployerLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.employer.loginHeading")}</h1>
      <p className="account-page__intro">{t("accounts.employer.loginIntro")}</p>
      {loaderData.otherRole && <WrongAccountNotice pageRole="recruiter" />}
      <LoginPanel
        state={state}
        accountRole="recruiter"
        method={loaderData.method}
        csrfToken={loaderData.csrfToken}
        returnUrl={loaderData.returnUrl}
        codes={diallingCodesFor(loaderData.siteId, loaderData.siteCode)}
        diallingCode={loaderData.diallingCode}
        path="/employer/login"
      />
      <p className="account-page__aside">
        <LocalLink to="/employer/register">{t("accounts.employer.registerLink")}</LocalLink>
      </p>
      <p className="account-page__aside">
        <LocalLink to="/rio/login">{t("accounts.employer.seekerLink")}</LocalLink>
      </p>
    </div>
  );
}
