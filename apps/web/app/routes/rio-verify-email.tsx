/**
 * E-mail verification (/rio/verify-email): with the link's token, a button confirms it (a link alone
 * never changes anything, so mail scanners cannot use it up); logged in without a token, a code is sent
 * and typed in instead. The token leaves the address on the first load (lib/link-token.server.ts).
 */
import { attempt } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { answerVerificationCode } from "../features/accounts/verification-code.server.ts";
import { VerificationCodeForms } from "../features/accounts/verification-code-forms.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { forgetLinkToken, linkToken } from "../lib/link-token.server.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, refused, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/rio-verify-email";

export const links = accountLinks;
export const meta = accountMeta("accounts.verifyEmail.title");

export function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const token = linkToken(request, context.origin, "verify-email");
  if (token) return { csrfToken: context.session.csrfToken, token, email: null, isVerified: false };
  const user = requireUser(context, request, language);
  return {
    csrfToken: context.session.csrfToken,
    token: "",
    email: user.email,
    isVerified: user.emailVerified,
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const accounts = context.services.accounts;
  const meta = context.session.meta;
  if (input.intent === "link") {
    const verified = await attempt(accounts.verifyEmailLink(input, meta));
    if (!verified.ok) return refused(input, verified.error);
    return saved({}, { messageKey: "emailVerified" }, "verified", {
      headers: { "Set-Cookie": forgetLinkToken(request, context.origin, "verify-email") },
    });
  }
  const user = requireUser(context, request, language);
  return answerVerificationCode(input, {
    send: () => accounts.sendEmailVerification(user, meta),
    verify: () => accounts.verifyEmailCode(user, input, meta),
    verifiedMessage: "emailVerified",
  });
});

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const isVerified = state?.stage === "verified" || loaderData.isVerified;

  if (isVerified) {
    return (
      <div className="container page narrow account-page">
        <h1>{t("accounts.verifyEmail.heading")}</h1>
        <p className="form-notice" role="status">
          {t("accounts.msg.emailVerified")}
        </p>
        <p>
          <LocalLink to="/">{t("error.backHome")}</LocalLink>
        </p>
      </div>
    );
  }

  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.verifyEmail.heading")}</h1>
      {loaderData.token ? (
        <PageForm csrfToken={loaderData.csrfToken} state={state} fields={[]}>
          <p>{t("accounts.verifyEmail.confirmIntro")}</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <SubmitButton name="intent" value="link">
            {t("accounts.verifyEmail.confirm")}
          </SubmitButton>
        </PageForm>
      ) : (
        <>
          <p className="account-page__intro">
            {t("accounts.verifyEmail.codeIntro", { email: loaderData.email ?? "" })}
          </p>
          <VerificationCodeForms csrfToken={loaderData.csrfToken} state={state} />
        </>
      )}
    </div>
  );
}
