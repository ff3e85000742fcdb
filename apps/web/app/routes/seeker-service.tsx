/**
 * A written service's workspace for its seeker (/seeker/services/:serviceId, from "Subscriptions"): send
 * the brief and documents, read the writer's drafts, approve one or ask for a revision, and write to the
 * writer. Another seeker's service, or one that is not written, is "not found".
 */
import { attempt } from "@portal/contracts";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { writingAction } from "../features/writing/writing-action.server.ts";
import { WritingWorkspaceView } from "../features/writing/writing-workspace.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/seeker-service";

export const links = accountLinks;
export const meta = accountMeta("writing.pageTitle");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const seeker = requireUser(context, request, pageLanguage(params, request), "seeker");
  const found = await attempt(context.services.writing.workspace(seeker, params.serviceId ?? ""));
  if (!found.ok) throw notFound();
  return { workspace: found.value, csrfToken: context.session.csrfToken, timeZone: context.site.timeZone };
}

export const action = writingAction("seeker");

export default function SeekerService({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="container page narrow account-page">
      <p>
        <LocalLink to="/seeker/subscriptions">{t("store.subs.title")}</LocalLink>
      </p>
      <WritingWorkspaceView
        workspace={loaderData.workspace}
        csrfToken={loaderData.csrfToken}
        state={actionData as FormState | undefined}
        timeZone={loaderData.timeZone}
      />
    </div>
  );
}
