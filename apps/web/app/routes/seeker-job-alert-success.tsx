/**
 * Job alert success (/seeker/job-alert-success): what was created, when the first e-mail comes, how many
 * jobs match right now, and for guests where the confirmation link went and an offer to register with the
 * same address. The link in a guest's confirmation e-mail lands here (`?confirm=`): a button confirms,
 * so a mail scanner that opens links starts nothing.
 */
import { attempt } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { type AlertView, alertView } from "../features/job-alerts/alert-view.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, goTo, refused } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/seeker-job-alert-success";

export const links = accountLinks;
export const meta = accountMeta("jobAlerts.success.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const url = new URL(request.url);
  const confirm = url.searchParams.get("confirm");
  // A confirmation token starts with its alert's id; the signature is checked when the button is pressed.
  const id = confirm ? (confirm.split(".")[0] ?? "") : (url.searchParams.get("id") ?? "");
  const created = await context.services.jobAlerts.created(id);
  if (!created) throw new Response("Not found", { status: 404 });
  const view: AlertView = alertView(context, language, created.alert);
  return {
    csrfToken: context.session.csrfToken,
    alert: view,
    confirmToken: confirm && created.needsConfirmation ? confirm : null,
    needsConfirmation: created.needsConfirmation,
    isConfirmed: url.searchParams.get("confirmed") === "1",
    // A guest who just confirmed manages their alerts with the signed link the list page checks.
    manageToken: /^[\w.-]+$/.test(url.searchParams.get("manage") ?? "")
      ? url.searchParams.get("manage")
      : null,
    matchingJobs: created.matchingJobs,
    isGuest: !context.session.user,
  };
}

export const action = formAction(async ({ input, context, language }) => {
  const confirmed = await attempt(context.services.jobAlerts.confirm(String(input.token ?? "")));
  if (!confirmed.ok) return refused(input, confirmed.error);
  const { alert, replaceOneOf, manageToken } = confirmed.value;
  if (replaceOneOf) {
    return goTo(
      `/seeker/job-alert-replace?${new URLSearchParams({ token: String(input.token), manage: manageToken })}`,
      language,
    );
  }
  return goTo(
    `/seeker/job-alert-success?${new URLSearchParams({ id: alert.id, confirmed: "1", manage: manageToken })}`,
    language,
  );
});

export default function JobAlertSuccess({ loaderData }: Route.ComponentProps) {
  const { t, formatDate } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { alert, matchingJobs } = loaderData;

  if (loaderData.confirmToken) {
    return (
      <div className="container page narrow account-page">
        <h1>{t("jobAlerts.confirm.title")}</h1>
        <p className="account-page__intro">
          {t("jobAlerts.confirm.intro", { search: alert.label, email: alert.email })}
        </p>
        <PageForm csrfToken={loaderData.csrfToken} state={state} fields={[]}>
          <input type="hidden" name="token" value={loaderData.confirmToken} />
          <SubmitButton>{t("jobAlerts.confirm.submit")}</SubmitButton>
        </PageForm>
      </div>
    );
  }

  return (
    <div className="container page narrow account-page">
      <h1>{t("jobAlerts.success.title")}</h1>
      <PageMessages notice={loaderData.isConfirmed ? t("jobAlerts.confirm.done") : undefined} />
      <p className="account-page__intro">{t("jobAlerts.success.created", { search: alert.label })}</p>
      {loaderData.needsConfirmation ? (
        <p>{t("jobAlerts.success.checkEmail", { email: alert.email })}</p>
      ) : alert.nextEmailAt ? (
        <p>{t("jobAlerts.success.firstEmail", { when: formatDate(alert.nextEmailAt) })}</p>
      ) : (
        <p>{t("jobAlerts.success.firstEmailInstant")}</p>
      )}
      <p>
        {t("jobAlerts.success.matching", { count: matchingJobs })}{" "}
        <LocalLink to={`/search/results?${alert.search}`}>{t("jobAlerts.success.seeJobs")}</LocalLink>
      </p>
      {loaderData.isGuest ? (
        <>
          {loaderData.manageToken ? (
            <p>
              <LocalLink to={`/seeker/job-alert-list?manage=${loaderData.manageToken}`}>
                {t("jobAlerts.success.manage")}
              </LocalLink>
            </p>
          ) : null}
          <p>
            {t("jobAlerts.success.register", { email: alert.email })}{" "}
            <LocalLink to="/seeker/registration">{t("jobAlerts.success.registerLink")}</LocalLink>
          </p>
        </>
      ) : (
        <p>
          <LocalLink to="/seeker/job-alert-list">{t("jobAlerts.success.manage")}</LocalLink>
        </p>
      )}
    </div>
  );
}
