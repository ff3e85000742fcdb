/**
 * Choosing a new password from the e-mailed link (/rio/reset-password?token=…); the link works once. The
 * token leaves the address on the first load (lib/link-token.server.ts).
 */
import { attempt } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { forgetLinkToken, linkToken } from "../lib/link-token.server.ts";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, refused, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/rio-reset-password";

export const links = accountLinks;
export const meta = accountMeta("accounts.reset.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const token = linkToken(request, context.origin, "reset");
  const isValid = token !== "" && (await context.services.accounts.isResetLinkValid(token));
  return { csrfToken: context.session.csrfToken, token: isValid ? token : "" };
}

export const action = formAction(async ({ input, context, request }) => {
  const reset = await attempt(context.services.accounts.resetPassword(input, context.session.meta));
  if (!reset.ok) return refused(input, reset.error);
  return saved({}, { messageKey: "passwordReset" }, "done", {
    headers: { "Set-Cookie": forgetLinkToken(request, context.origin, "reset") },
  });
});

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const isDone = state?.stage === "done";
  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.reset.heading")}</h1>
      {isDone ? (
        <>
          <p className="form-notice" role="status">
            {t("accounts.msg.passwordReset")}
          </p>
          <p>
            <LocalLink to="/rio/login" className="button button--primary">
              {t("accounts.login.heading")}
            </LocalLink>
          </p>
        </>
      ) : loaderData.token ? (
        <PageForm csrfToken={loaderData.csrfToken} state={state} fields={["password"]}>
          <input type="hidden" name="token" value={loaderData.token} />
          <TextField
            name="password"
            type="password"
            label={t("accounts.reset.newPassword")}
            hint={t("accounts.password.rule")}
            autoComplete="new-password"
          />
          <SubmitButton>{t("accounts.reset.submit")}</SubmitButton>
        </PageForm>
      ) : (
        <>
          <p className="form-summary" role="alert">
            {t("accounts.msg.linkInvalid")}
          </p>
          <p>
            <LocalLink to="/rio/forgot-password">{t("accounts.forgot.heading")}</LocalLink>
          </p>
        </>
      )}
    </div>
  );
}
