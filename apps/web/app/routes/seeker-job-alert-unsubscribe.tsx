/**
 * Unsubscribe from a job alert (/seeker/job-alert-unsubscribe?token=): the link in the text of every alert
 * e-mail. Opening it asks first (mail scanners open links); the button stops the alert without logging
 * in. Mail clients use the one-click address of the List-Unsubscribe header instead (RFC 8058).
 */
import { attempt } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountLinks, accountMeta } from "../features/accounts/account-page.ts";
import { alertView } from "../features/job-alerts/alert-view.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { formAction, refused, saved } from "../ui/forms/form-action.server.ts";
import { PageForm, SubmitButton } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import type { Route } from "./+types/seeker-job-alert-unsubscribe";

export const links = accountLinks;
export const meta = accountMeta("jobAlerts.unsubscribe.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const created = await context.services.jobAlerts.created(token.split(".")[0] ?? "");
  if (!created) throw new Response("Not found", { status: 404 });
  const alert = alertView(context, language, created.alert);
  return {
    csrfToken: context.session.csrfToken,
    token,
    label: alert.label,
    isUnsubscribed: alert.statusKey === "jobAlerts.status.unsubscribed",
  };
}

export const action = formAction(async ({ input, context }) => {
  const done = await attempt(context.services.jobAlerts.unsubscribe(String(input.token ?? "")));
  if (!done.ok) return refused(input, done.error);
  return saved(input, { messageKey: "jobAlerts.unsubscribe.done" }, "done");
});

export default function JobAlertUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const isDone = loaderData.isUnsubscribed || state?.stage === "done";
  return (
    <div className="container page narrow account-page">
      <h1>{t("jobAlerts.unsubscribe.title")}</h1>
      {isDone ? (
        <p role="status">{t("jobAlerts.unsubscribe.done", { search: loaderData.label })}</p>
      ) : (
        <>
          <p className="account-page__intro">
            {t("jobAlerts.unsubscribe.intro", { search: loaderData.label })}
          </p>
          <PageForm csrfToken={loaderData.csrfToken} state={state} fields={[]}>
            <input type="hidden" name="token" value={loaderData.token} />
            <SubmitButton>{t("jobAlerts.unsubscribe.submit")}</SubmitButton>
          </PageForm>
        </>
      )}
    </div>
  );
}
