/**
 * Job alert list (/seeker/job-alert-list): a seeker's alerts on this site, or a guest's (the address of
 * the manage link in every alert e-mail, `?manage=`), each with its search, frequency, status, last and
 * next e-mail; change the frequency, pause, resume or delete.
 */
import { attempt } from "@portal/contracts";
import { JOB_ALERT_LIMITS } from "@portal/domain";
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { AlertList } from "../features/job-alerts/alert-list.tsx";
import { alertView } from "../features/job-alerts/alert-view.server.ts";
import { jobAlertsAction } from "../features/job-alerts/alerts-action.server.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { useProblemText } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { EmptyList, PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/seeker-job-alert-list";

export const links = accountLinks;
export const meta = accountMeta("jobAlerts.list.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const manage = new URL(request.url).searchParams.get("manage");
  const seeker = context.session.user?.role === "seeker" ? context.session.user : null;
  const owner = seeker ? { user: seeker } : manage ? { manageToken: manage } : null;
  if (!owner) requireUser(context, request, language, "seeker");
  const listed = await attempt(
    context.services.jobAlerts.list(owner ?? { manageToken: "" }, context.site.id),
  );
  return {
    csrfToken: context.session.csrfToken,
    manage: seeker ? null : manage,
    alerts: listed.ok ? listed.value.alerts.map((alert) => alertView(context, language, alert)) : [],
    isLinkInvalid: !listed.ok,
  };
}

export const action = jobAlertsAction;

export default function JobAlertListPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const state = useActionData() as FormState | undefined;
  const problem =
    state?.problems[0] ?? (loaderData.isLinkInvalid ? { messageKey: "alertLinkInvalid" } : undefined);
  return (
    <div className="container page narrow seeker-list-page">
      <h1>{t("jobAlerts.list.title")}</h1>
      <p>{t("jobAlerts.list.intro", { max: JOB_ALERT_LIMITS.perAddressAndSite })}</p>
      <PageMessages
        problem={problem && problemText(problem)}
        notice={state?.notice && t(state.notice.messageKey as "jobAlerts.notice.paused")}
      />
      {loaderData.alerts.length === 0 ? (
        <EmptyList
          message={t("jobAlerts.list.empty")}
          linkText={t("jobAlerts.list.create")}
          to="/seeker/free-job-alert"
        />
      ) : (
        <>
          <AlertList
            alerts={loaderData.alerts}
            hidden={{ csrfToken: loaderData.csrfToken, manage: loaderData.manage }}
            mode="manage"
          />
          {loaderData.alerts.length < JOB_ALERT_LIMITS.perAddressAndSite && (
            <p>
              <LocalLink to="/seeker/free-job-alert">{t("jobAlerts.list.create")}</LocalLink>
            </p>
          )}
        </>
      )}
    </div>
  );
}
