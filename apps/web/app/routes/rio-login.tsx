/**
 * Seeker login (/rio/login): password or a one-time code to mobile or e-mail, social login when a
 * provider is configured. After login the seeker goes back where they came from (a same-site returnUrl
 * or the page that linked here), or to their next registration step or dashboard.
 */
import { useActionData, useSearchParams } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { loadLogin, loginAction } from "../features/accounts/login.server.ts";
import { LoginPanel } from "../features/accounts/login-panel.tsx";
import { diallingCodesFor } from "../features/accounts/phone-codes.ts";
import { SocialButtons } from "../features/accounts/social-buttons.tsx";
import { WrongAccountNotice } from "../features/accounts/wrong-account-notice.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/rio-login";

export const links = accountLinks;
export const meta = accountMeta("accounts.login.title");
export const loader = (args: Route.LoaderArgs) => loadLogin("seeker", args);
export const action = loginAction("seeker");

export default function SeekerLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  // Only a page that sent the guest here on purpose is carried into registration, not any referrer.
  const [searchParams] = useSearchParams();
  const explicitReturn = searchParams.get("returnUrl") ? loaderData.returnUrl : "";
  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.login.heading")}</h1>
      {loaderData.otherRole && <WrongAccountNotice pageRole="seeker" />}
      {loaderData.socialError && (
        <p className="form-summary" role="alert">
          {t("accounts.msg.socialLoginFailed", { provider: loaderData.socialError })}
        </p>
      )}
      <LoginPanel
        state={state}
        accountRole="seeker"
        method={loaderData.method}
        csrfToken={loaderData.csrfToken}
        returnUrl={loaderData.returnUrl}
        codes={diallingCodesFor(loaderData.siteId, loaderData.siteCode)}
        diallingCode={loaderData.diallingCode}
        path="/rio/login"
      />
      <SocialButtons
        providers={loaderData.providers}
        returnUrl={loaderData.socialReturnUrl}
        csrfToken={loaderData.csrfToken}
      />
      <p className="account-page__aside">
        {t("accounts.login.newHere")}{" "}
        {/* A guest sent here to finish something (an application) finishes it after registering too. */}
        <LocalLink
          to={
            explicitReturn
              ? `/seeker/registration?returnUrl=${encodeURIComponent(explicitReturn)}`
              : "/seeker/registration"
          }
        >
          {t("accounts.login.register")}
        </LocalLink>
      </p>
      <p className="account-page__aside">
        <LocalLink to="/employer/login">{t("accounts.login.employerLink")}</LocalLink>
      </p>
    </div>
  );
}
