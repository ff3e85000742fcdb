/**
 * Job alert replace (/seeker/job-alert-replace): an address keeps at most five alerts per site, so the
 * sixth asks which one it replaces. A seeker comes here from the alert form (`?search=&frequency=` of the
 * new alert); a guest from confirming a sixth alert (`?token=` of that alert and `?manage=` of the
 * address, both signed).
 */
import { attempt } from "@portal/contracts";
import { JOB_ALERT_LIMITS } from "@portal/domain";
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { AlertList } from "../features/job-alerts/alert-list.tsx";
import { alertView, loaderI18n } from "../features/job-alerts/alert-view.server.ts";
import { jobAlertsAction } from "../features/job-alerts/alerts-action.server.ts";
import { summaryOfSearch } from "../features/saved-searches/search-summary.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pageLanguage } from "../lib/page-language.ts";
import { useProblemText } from "../ui/forms/form-kit.tsx";
import type { FormState } from "../ui/forms/form-state.ts";
import { PageMessages } from "../ui/page-messages.tsx";
import type { Route } from "./+types/seeker-job-alert-replace";

export const links = accountLinks;
export const meta = accountMeta("jobAlerts.replace.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const language = pageLanguage(params, request);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  const manage = url.searchParams.get("manage");
  const alerts = context.services.jobAlerts;
  if (token && manage) {
    const [pending, listed] = await Promise.all([
      alerts.created(token.split(".")[0] ?? ""),
      attempt(alerts.list({ manageToken: manage }, context.site.id)),
    ]);
    if (!pending || !listed.ok) throw new Response("Not found", { status: 404 });
    const extra: Record<string, string> = { token };
    return {
      csrfToken: context.session.csrfToken,
      newLabel: alertView(context, language, pending.alert).label,
      alerts: listed.value.alerts.map((alert) => alertView(context, language, alert)),
      manage,
      extra,
    };
  }
  const user = requireUser(context, request, language, "seeker");
  const search = url.searchParams.get("search") ?? "";
  const frequency = url.searchParams.get("frequency") ?? "daily";
  const listed = await alerts.list({ user }, context.site.id);
  const extra: Record<string, string> = { search, frequency };
  return {
    csrfToken: context.session.csrfToken,
    newLabel: summaryOfSearch(loaderI18n(context, language).t, search, context.site.id),
    alerts: listed.alerts.map((alert) => alertView(context, language, alert)),
    manage: null,
    extra,
  };
}

export const action = jobAlertsAction;

export default function JobAlertReplace({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const problemText = useProblemText();
  const state = useActionData() as FormState | undefined;
  const problem = state?.problems[0];
  return (
    <div className="container page narrow seeker-list-page">
      <h1>{t("jobAlerts.replace.title")}</h1>
      <p>
        {t("jobAlerts.replace.intro", {
          max: JOB_ALERT_LIMITS.perAddressAndSite,
          search: loaderData.newLabel,
        })}
      </p>
      <PageMessages problem={problem && problemText(problem)} />
      <AlertList
        alerts={loaderData.alerts}
        hidden={{ csrfToken: loaderData.csrfToken, manage: loaderData.manage, extra: loaderData.extra }}
        mode="replace"
      />
    </div>
  );
}
