/**
 * Sign-out (/rio/sign-out): log out here or on every device. Logging out is a POST (never a link), and
 * in the browser it announces itself on the auth event bus, so modules such as chat can close.
 */
import { useEffect } from "react";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { emitAuthEvent } from "../features/accounts/auth-events.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/rio-sign-out";

export const links = accountLinks;
export const meta = accountMeta("accounts.signOut.title");

export function loader({ params, request, context }: Route.LoaderArgs) {
  pageLanguage(params, request);
  const user = context.session.user;
  return { csrfToken: context.session.csrfToken, name: user?.name ?? null, role: user?.role ?? null };
}

export const action = formAction(async ({ input, context }) => {
  const isEverywhere = input.intent === "everywhere";
  if (isEverywhere) await context.session.logOutEverywhere();
  else await context.session.logOut();
  return saved({}, { messageKey: isEverywhere ? "loggedOutEverywhere" : "loggedOut" }, "signed-out");
});

export default function SignOut({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const isSignedOut = state?.stage === "signed-out";

  useEffect(() => {
    if (isSignedOut) emitAuthEvent("logged-out");
  }, [isSignedOut]);

  if (isSignedOut || !loaderData.name) {
    return (
      <div className="container page narrow account-page">
        <h1>{t("accounts.signOut.doneHeading")}</h1>
        {state?.notice && (
          <p className="form-notice" role="status">
            {t(
              state.notice.messageKey === "loggedOutEverywhere"
                ? "accounts.msg.loggedOutEverywhere"
                : "accounts.msg.loggedOut",
            )}
          </p>
        )}
        <p className="account-links">
          <LocalLink to="/rio/login" className="button button--primary">
            {t("accounts.login.heading")}
          </LocalLink>
          <LocalLink to="/">{t("error.backHome")}</LocalLink>
        </p>
      </div>
    );
  }

  return (
    <div className="container page narrow account-page">
      <h1>{t("accounts.signOut.heading")}</h1>
      <p className="account-page__intro">{t("accounts.signOut.question", { name: loaderData.name })}</p>
      <PageForm csrfToken={loaderData.csrfToken} state={state} fields={[]}>
        <SubmitButton name="intent" value="here">
          {t("accounts.signOut.here")}
        </SubmitButton>
        <SubmitButton name="intent" value="everywhere" variant="outline">
          {t("accounts.signOut.everywhere")}
        </SubmitButton>
      </PageForm>
    </div>
  );
}
