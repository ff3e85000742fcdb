/**
 * Signing in to the learning site (/sso/:uid, decision 050): the portal's OpenID provider sends the
 * browser here. A guest logs in first (and comes back); a seeker who agreed before goes on at once; the
 * first time, the page says what the learning site will receive and asks. The answer goes back to the
 * provider, which returns to the learning site with a code, or with "access denied".
 */
import { attempt } from "@portal/contracts";
import { redirectDocument } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import type { MessageKey } from "../i18n/catalogue.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, formText, refused } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/sso-consent";

export const links = accountLinks;
export const meta = accountMeta("sso.pageTitle");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  const host = new URL(request.url).host;
  const uid = params.uid ?? "";
  const found = await attempt(context.services.sso.interaction(seeker, host, uid));
  if (!found.ok)
    return { interaction: null, problem: found.error.messageKey, name: seeker.name, csrfToken: "" };
  // Agreed before: no question, straight back to the provider. The provider's address is not one of the
  // app's pages: the browser loads it as a whole document (a client-side navigation would ask it for data).
  if (found.value.hasConsented)
    throw redirectDocument(await context.services.sso.finish(seeker, host, uid, true));
  return { interaction: found.value, problem: null, name: seeker.name, csrfToken: context.session.csrfToken };
}

export const action = formAction(async ({ input, context, request, params, language }) => {
  const seeker = requireUser(context, request, language, "seeker");
  const answered = await attempt(
    context.services.sso.finish(
      seeker,
      new URL(request.url).host,
      params.uid ?? "",
      formText(input.intent) === "allow",
    ),
  );
  if (!answered.ok) return refused(input, answered.error);
  return redirectDocument(answered.value);
});

export default function SsoConsent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { interaction, problem, name, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  if (!interaction)
    return (
      <div className="container page narrow account-page">
        <p className="form-notice" role="alert">
          {t(`accounts.msg.${problem ?? "ssoExpired"}` as MessageKey)}
        </p>
      </div>
    );
  const client = interaction.clientName;
  return (
    <div className="container page narrow account-page">
      <h1>{t("sso.title", { client })}</h1>
      <p className="account-page__intro">{t("sso.intro", { client })}</p>
      <p>{t("sso.shares", { client })}</p>
      <ul>
        {interaction.scopes.includes("profile") ? <li>{t("sso.scope.profile")}</li> : null}
        {interaction.scopes.includes("email") ? <li>{t("sso.scope.email")}</li> : null}
      </ul>
      <p className="field__hint">{t("sso.logoutNote")}</p>
      <PageForm
        id="allow"
        intent="allow"
        csrfToken={csrfToken}
        state={state}
        fields={[]}
        label={t("sso.allow", { name })}
      >
        <SubmitButton>{t("sso.allow", { name })}</SubmitButton>
      </PageForm>
      <PageForm id="deny" intent="deny" csrfToken={csrfToken} state={state} fields={[]} label={t("sso.deny")}>
        <SubmitButton variant="outline">{t("sso.deny")}</SubmitButton>
      </PageForm>
    </div>
  );
}
