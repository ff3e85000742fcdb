/** One conversation for the company's recruiters (/employer/messages/:conversationId): read and reply. */
import { attempt } from "@portal/contracts";
import { useActionData } from "react-router";
import { accountLinks, accountMeta, requireUser } from "../features/accounts/account-page.ts";
import { conversationAction } from "../features/messages/conversation-action.server.ts";
import { ConversationView } from "../features/messages/conversation-view.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { notFound, pageLanguage } from "../lib/page-language.ts";
import type { FormState } from "../ui/forms/form-state.ts";
import { LocalLink } from "../ui/local-link.tsx";
import type { Route } from "./+types/employer-conversation";

export const links = accountLinks;
export const meta = accountMeta("messages.title");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const recruiter = requireUser(context, request, pageLanguage(params, request), "recruiter");
  const opened = await attempt(context.services.messages.open(recruiter, params.conversationId));
  if (!opened.ok) throw notFound();
  return { conversation: opened.value, csrfToken: context.session.csrfToken };
}

export const action = conversationAction("recruiter");

export default function EmployerConversation({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const state = useActionData() as FormState | undefined;
  const { conversation, csrfToken } = loaderData;
  return (
    <div className="container page narrow account-page messages-page">
      <ConversationView
        conversation={conversation}
        csrfToken={csrfToken}
        state={state}
        jobLink={`/employer/jobs/${conversation.jobId}/applicants`}
      >
        <p className="account-page__aside">
          {conversation.applicationId ? (
            <LocalLink to={`/employer/applications/${conversation.applicationId}`}>
              {t("messages.application")}
            </LocalLink>
          ) : (
            <LocalLink to={`/employer/seeker/${conversation.seekerId}`}>{t("messages.profile")}</LocalLink>
          )}
        </p>
      </ConversationView>
    </div>
  );
}
