/**
 * Deleting the account (/seeker/delete-account, from Settings): what happens and when, then the
 * password (or, for an account made by social login, a ticked box). On success every session ends, this
 * browser's too, and the page says when the data goes and how to keep the account (decision 052).
 */
import { attempt, problemsOf } from "@portal/contracts";
import { ACCOUNT_DELETION_GRACE_DAYS, accountDeletionDueAt } from "@portal/domain";
import { useEffect } from "react";
import { data, useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { emitAuthEvent } from "../features/accounts/auth-events.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, saved } from "../ui/forms/form-action.server.ts";
import { Checkbox, PageForm, SubmitButton, TextField } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-delete-account";

export const links = accountLinks;
export const meta = accountMeta("settings.delete.title");

export function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const seeker = requireUser(context, request, language, "seeker");
  return {
    csrfToken: context.session.csrfToken,
    hasPassword: seeker.hasPassword,
    // What the page says "on {date}" means if they go ahead now.
    dueAt: accountDeletionDueAt(new Date()).toISOString(),
  };
}

export const action = formAction(async ({ input, context, request, language }) => {
  const seeker = requireUser(context, request, language, "seeker");
  const outcome = await attempt(
    context.services.accounts.requestDeletion(seeker, input, context.session.meta),
  );
  if (!outcome.ok) {
    return data<FormState>(
      { values: {}, problems: problemsOf(outcome.error) },
      { status: outcome.error.status },
    );
  }
  // The service ended every session; this clears this browser's cookies too.
  await context.session.logOut();
  return saved(
    {},
    { messageKey: "accountDeletionRequested", params: { date: outcome.value.dueAt } },
    "requested",
  );
});

export default function DeleteAccount({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const state = useActionData() as FormState | undefined;
  const isRequested = state?.stage === "requested";

  useEffect(() => {
    if (isRequested) emitAuthEvent("logged-out");
  }, [isRequested]);

  if (isRequested) {
    const date = formatDate(String(state?.notice?.params?.date ?? loaderData.dueAt));
    return (
      <div className="container page narrow account-page">
        <h1>{t("settings.delete.doneHeading")}</h1>
        <p className="form-notice" role="status">
          {t("accounts.msg.accountDeletionRequested", { date })}
        </p>
        <p className="account-links">
          <LocalLink to="/">{t("error.backHome")}</LocalLink>
        </p>
      </div>
    );
  }

  const date = formatDate(loaderData.dueAt);
  return (
    <div className="container page narrow account-page">
      <h1>{t("settings.delete.title")}</h1>
      <h2>{t("settings.delete.what")}</h2>
      <ul>
        <li>{t("settings.delete.whatNow")}</li>
        <li>{t("settings.delete.whatLater", { date })}</li>
        <li>{t("settings.delete.whatKept")}</li>
        <li>{t("settings.delete.whatUndo", { date })}</li>
      </ul>
      <p>
        {t("settings.delete.exportFirst")}{" "}
        <a href="/api/account/export" download>
          {t("settings.data.download")}
        </a>
      </p>
      <PageForm
        csrfToken={loaderData.csrfToken}
        state={state}
        fields={loaderData.hasPassword ? ["password"] : ["confirm"]}
        label={t("settings.delete.title")}
      >
        {loaderData.hasPassword ? (
          <TextField
            name="password"
            type="password"
            label={t("settings.delete.password")}
            autoComplete="current-password"
          />
        ) : (
          <Checkbox name="confirm" label={t("settings.delete.confirm")} saved={false} />
        )}
        <SubmitButton isBlock={false}>{t("settings.delete.submit")}</SubmitButton>
        <LocalLink to="/seeker/settings">{t("settings.delete.cancel")}</LocalLink>
      </PageForm>
      <p className="field__hint">{t("settings.delete.intro", { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
    </div>
  );
}
