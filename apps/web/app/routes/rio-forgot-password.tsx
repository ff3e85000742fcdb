/** Forgotten password (/rio/forgot-password): a reset link by e-mail, the same answer for any address. */

import { attempt } from "@portal/contracts";
import { ACCOUNT_ROLES } from "@portal/domain";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, refused, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/rio-forgot-password";

export const links = accountLinks;
export const meta = accountMeta("accounts.forgot.title");

export function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const asked = new URL(request.url).searchParams.get("role");
  const role = ACCOUNT_ROLES.find((known) => known === asked) ?? "seeker";
  return { csrfToken: context.session.csrfToken, role };
}

export const action = formAction(async ({ input, context }) => {
  const role = ACCOUNT_ROLES.find((known) => known === input.role) ?? "seeker";
  const requested = await attempt(
    context.services.accounts.requestPasswordReset(input, context.session.meta, role),
  );
  if (!requested.ok) return refused(input, requested.error);
  return saved(input, { messageKey: "resetLinkSent" }, "sent");
});

export default function ForgotPassword({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.forgot.heading")}</h1>
      <p className="account-page__intro">{t("accounts.forgot.intro")}</p>
      <PageForm csrfToken={loaderData.csrfToken} state={state} fields={["email"]}>
        <input type="hidden" name="role" value={loaderData.role} />
        <TextField
          name="email"
          type="email"
          label={t("accounts.field.email")}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
        />
        <SubmitButton>{t("accounts.forgot.submit")}</SubmitButton>
      </PageForm>
      <p className="account-page__aside">
        <LocalLink to={loaderData.role === "recruiter" ? "/employer/login" : "/rio/login"}>
          {t("accounts.forgot.backToLogin")}
        </LocalLink>
      </p>
    </div>
  );
}
