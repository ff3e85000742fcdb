/** Changing the password (/rio/change-password): every other device is logged out; this one stays in. */
import { attempt } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, refused, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/rio-change-password";

export const links = accountLinks;
export const meta = accountMeta("accounts.change.title");

export function loader({ params, request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request, pageLanguage(params, request));
  return { csrfToken: context.session.csrfToken, hasPassword: user.hasPassword, email: user.email };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const user = requireUser(context, request, language);
  const changed = await attempt(context.services.accounts.changePassword(user, input, context.session.meta));
  if (!changed.ok) return refused(input, changed.error);
  await context.session.logIn(changed.value, "password");
  return saved({}, { messageKey: "passwordChanged" }, "done");
});

export default function ChangePassword({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.change.heading")}</h1>
      <PageForm csrfToken={loaderData.csrfToken} state={state} fields={["currentPassword", "newPassword"]}>
        {/* Lets password managers file the new password under the right account. */}
        <input type="hidden" name="username" value={loaderData.email} autoComplete="username" />
        {loaderData.hasPassword && (
          <TextField
            name="currentPassword"
            type="password"
            label={t("accounts.change.current")}
            autoComplete="current-password"
          />
        )}
        <TextField
          name="newPassword"
          type="password"
          label={t("accounts.change.new")}
          hint={t("accounts.password.rule")}
          autoComplete="new-password"
        />
        <SubmitButton>{t("accounts.change.submit")}</SubmitButton>
      </PageForm>
    </div>
  );
}
