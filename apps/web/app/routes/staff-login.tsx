/** Staff login (/staff/login): the portal's own team, for the job review queue; no registration here. */
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { loadLogin, loginAction } from "../features/accounts/login.server.ts";
import { LoginPanel } from "../features/accounts/login-panel.tsx";
import { diallingCodesFor } from "../features/accounts/phone-codes.ts";
import { WrongAccountNotice } from "../features/accounts/wrong-account-notice.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/staff-login";

export const links = accountLinks;
export const meta = accountMeta("staff.loginTitle");
export const loader = (args: Route.LoaderArgs) => loadLogin("staff", args);
export const action = loginAction("staff");

export default function StaffLogin({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  return (
    <div className="container page narrow account-page">
      <h1>{t("staff.loginTitle")}</h1>
      <p className="account-page__intro">{t("staff.loginIntro")}</p>
      {loaderData.otherRole && <WrongAccountNotice pageRole="staff" />}
      <LoginPanel
        state={state}
        accountRole="staff"
        method={loaderData.method}
        csrfToken={loaderData.csrfToken}
        returnUrl={loaderData.returnUrl}
        codes={diallingCodesFor(loaderData.siteId, loaderData.siteCode)}
        diallingCode={loaderData.diallingCode}
        path="/staff/login"
      />
    </div>
  );
}
