/**
 * Staff: one written service (/staff/fulfilment/:serviceId). Its writer reads the brief and documents,
 * delivers drafts and answers messages; fulfilment staff also (re)assign the writer. A writer opening
 * work that is not theirs gets "not found". Times in UTC, as everywhere in the console.
 */
import { attempt } from "@portal/contracts";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { AssignWriterForm } from "../features/writing/assign-writer-form.tsx";
import { writingAction } from "../features/writing/writing-action.server.ts";
import { WritingWorkspaceView } from "../features/writing/writing-workspace.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/staff-fulfilment-work";

export const links = accountLinks;
export const meta = accountMeta("writing.pageTitle");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const staff = requireUser(context, request, pageLanguage(params, request), "staff");
  const found = await attempt(context.services.writing.workspace(staff, params.serviceId ?? ""));
  if (!found.ok) throw notFound();
  const queue = await attempt(context.services.writing.queue(staff, "open"));
  return {
    workspace: found.value,
    writers: queue.ok && queue.value.canAssign ? queue.value.writers : null,
    csrfToken: context.session.csrfToken,
  };
}

export const action = writingAction("staff");

export default function StaffFulfilmentWork({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { workspace, writers, csrfToken } = loaderData;
  const state = actionData as FormState | undefined;
  const isOpen = workspace.stage !== "approved" && workspace.stage !== "refunded";
  return (
    <div className="container page narrow account-page">
      <p>
        <LocalLink to="/staff/fulfilment">{t("fulfilment.back")}</LocalLink>
      </p>
      <WritingWorkspaceView
        workspace={workspace}
        csrfToken={csrfToken}
        state={state}
        timeZone="UTC"
        assignForm={
          writers && isOpen ? (
            <AssignWriterForm
              serviceId={workspace.id}
              orderNumber={workspace.orderNumber}
              writers={writers}
              current={workspace.assignee?.id ?? null}
              csrfToken={csrfToken}
              state={state}
            />
          ) : null
        }
      />
    </div>
  );
}
