import { maskMobile } from "@portal/domain";
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { answerVerificationCode } from "../features/accounts/verification-code.server.ts";
import { VerificationCodeForms } from "../features/accounts/verification-code-forms.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction } from "../ui/forms/form-action.server.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/rio-verify-mobile";

export const links = accountLinks;
export const meta = accountMeta("accounts.verifyMobile.title");

export function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request, pageLanguage(params, request));
  return {
    csrfToken: context.session.csrfToken,
    mobile: user.mobile ? maskMobile(user.mobile) : null,
    isVerified: user.mobileVerified,
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const user = requireUser(context, request, language);
  const accounts = context.services.accounts;
  const meta = context.session.meta;
  return answerVerificationCode(input, {
    send: () => accounts.sendMobileVerification(user, meta),
    verify: () => accounts.verifyMobileCode(user, input, meta),
    verifiedMessage: "mobileVerified",
  });
});

export default function VerifyMobile({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const isVerified = state?.stage === "verified" || loaderData.isVerified;
  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.verifyMobile.heading")}</h1>
      {isVerified ? (
        <>
          <p className="form-notice" role="status">
            {t("accounts.msg.mobileVerified")}
          </p>
          <p>
            <LocalLink to="/">{t("error.backHome")}</LocalLink>
          </p>
        </>
      ) : !loaderData.mobile ? (
        <>
          <p className="form-summary" role="alert">
            {t("accounts.msg.mobileMissing")}
          </p>
          <p>
            <LocalLink to="/seeker/registration">{t("accounts.personal.heading")}</LocalLink>
          </p>
        </>
      ) : (
        <>
          <p className="account-page__intro">
            {t("accounts.verifyMobile.intro")} <bdi dir="ltr">{loaderData.mobile}</bdi>
          </p>
          <VerificationCodeForms csrfToken={loaderData.csrfToken} state={state} />
        </>
      )}
    </div>
  );
}
